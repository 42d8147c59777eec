// The seek index's inflater (src/seek/inflate.ts) against Node's zlib, and resuming at its block
// boundaries with raw inflate and a window (src/seek/resume.ts): output identical byte for byte,
// on data zlib compresses with fixed, dynamic and stored blocks, in several gzip members, fed in
// chunks of every size.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { GzipInflater, InflateError, type BlockStart } from '../../src/seek/inflate.ts'
import { inflateSpan } from '../../src/seek/resume.ts'

const inflateSpanBuf = async (d: Buffer, bit: number, w: Buffer, n: number) =>
  Buffer.from(await inflateSpan(d, bit, w, n))

/** Text-like data with repeats near and far, runs, and incompressible stretches. */
function sample(size: number): Buffer {
  const words = ['hip', 'rocm', 'kernel', 'gfx1036', 'lib', 'amdgcn', '\n', ' ', '/opt/rocm/', '\0\0\0\0']
  const parts: Buffer[] = []
  let n = 0
  while (n < size) {
    const r = Math.random()
    const b =
      r < 0.1
        ? randomBytes(1 + Math.floor(Math.random() * 3000))
        : r < 0.15
          ? Buffer.alloc(Math.floor(Math.random() * 70000), 7)
          : Buffer.from(
              words[Math.floor(Math.random() * words.length)].repeat(1 + Math.floor(Math.random() * 20))
            )
    parts.push(b)
    n += b.length
  }
  return Buffer.concat(parts).subarray(0, size)
}

function scan(gz: Buffer, chunk: number) {
  const blocks: { b: BlockStart; w: Buffer }[] = []
  const out: Buffer[] = []
  const inf = new GzipInflater({ onBlock: (b, w) => blocks.push({ b, w: w() }), onOutput: d => out.push(d) })
  for (let i = 0; i < gz.length; i += chunk) inf.push(gz.subarray(i, i + chunk))
  inf.end()
  return { blocks, out: Buffer.concat(out) }
}

describe('the seek index inflater', () => {
  test('gives zlib’s output, in chunks of any size, across gzip members and levels', () => {
    const a = sample(3 << 20)
    const b = sample(1 << 20)
    const gz = Buffer.concat([
      gzipSync(a, { level: 6 }),
      gzipSync(b, { level: 1 }),
      gzipSync(Buffer.alloc(0)),
      gzipSync(a.subarray(0, 70000), { level: 0 })
    ])
    const expected = gunzipSync(gz)
    for (const chunk of [1, 7, 4096, 1 << 20, gz.length]) {
      const { out, blocks } = scan(gz, chunk)
      assert.ok(out.equals(expected), `chunks of ${chunk}`)
      assert.ok(blocks.length > 10)
      assert.ok(
        blocks.some(x => x.b.memberStart && x.b.out > 0),
        'later members start with a block of their own'
      )
    }
  })

  test('every block start at an even bit offset resumes with raw inflate and its window', async () => {
    const data = sample(4 << 20)
    const gz = gzipSync(data, { level: 6 })
    const { blocks } = scan(gz, 65536)
    const even = blocks.filter(x => x.b.bit % 2 === 0)
    assert.ok(even.length >= 3, `${even.length} even boundaries`)
    for (const { b, w } of even) {
      const end = blocks.find(x => x.b.out > b.out)?.b ?? { bit: (gz.length - 8) * 8, out: data.length }
      const bytes = gz.subarray(Math.floor(b.bit / 8), Math.ceil(end.bit / 8))
      const got = Buffer.from(await inflateSpan(bytes, b.bit, w, end.out - b.out))
      assert.ok(got.equals(data.subarray(b.out, end.out)), `from bit ${b.bit}`)
    }
  })

  test('what GNU gzip writes (a real tar) resumes too', async () => {
    const tar = execFileSync('tar', ['-cf', '-', '-C', '/usr/share', 'doc/tar', 'doc/gzip', 'doc/bash'], {
      maxBuffer: 64 << 20
    })
    const gz = execFileSync('gzip', ['-6', '-c'], { input: tar, maxBuffer: 64 << 20 })
    const { out, blocks } = scan(gz, 1 << 16)
    assert.ok(out.equals(tar))
    const even = blocks.filter(x => x.b.bit % 2 === 0)
    assert.ok(even.length > 3)
    for (const { b, w } of even) {
      const end = blocks.find(x => x.b.out > b.out)?.b ?? { bit: (gz.length - 8) * 8, out: tar.length }
      const got = await inflateSpanBuf(
        gz.subarray(Math.floor(b.bit / 8), Math.ceil(end.bit / 8)),
        b.bit,
        w,
        end.out - b.out
      )
      assert.ok(got.equals(tar.subarray(b.out, end.out)))
    }
  })

  test('a broken or cut stream is an error, not wrong output', () => {
    const gz = gzipSync(sample(200000))
    assert.throws(
      () => scan(gz.subarray(0, gz.length - 20), 4096),
      (e: Error) => e instanceof InflateError && /truncated/.test(e.message)
    )
    const bad = Buffer.from(gz)
    bad[bad.length - 6] ^= 1 // the CRC-32
    assert.throws(() => scan(bad, 4096), /CRC-32/)
    assert.throws(() => scan(Buffer.from('not gzip at all'), 4096), /not a gzip member/)
  })
})
