// The seek index's inflater (src/seek/build/block-inflater.ts) against Node's zlib, and resuming at its block
// boundaries with raw inflate and a window (src/seek/inflate/prime.ts): output identical byte for byte,
// on data zlib compresses with fixed, dynamic and stored blocks, in several gzip members, fed in
// chunks of every size.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { crc32, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GzipInflater, InflateError, type BlockStart } from '../../../../src/seek/build/block-inflater.ts'
import {
  PRIME_ROOM,
  SpanInflater,
  inflateSpan,
  primed,
  spanBuffer
} from '../../../../src/seek/inflate/prime.ts'
import { intoBufferSupported } from '../../../../src/seek/inflate/raw-inflate.ts'

const inflateSpanBuf = (d: Buffer, bit: number, w: Buffer, n: number) => inflateSpan(d, bit, w, n)

/** A span's first `n` bytes into `out`, as the inflate thread writes a piece. */
function inflateInto(
  d: Buffer,
  bit: number,
  w: Buffer,
  out: Buffer,
  n: number,
  inPlace = false,
  intoBuffer = true
): void {
  const f = new SpanInflater(d, bit, w, n, inPlace, { intoBuffer })
  assert.equal(f.intoBuffers, intoBuffer, 'the path asked for is the one taken')
  try {
    f.into(out)
  } finally {
    f.close()
  }
}

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

  test('a stored block right where a pushed chunk ends is read from its own bytes (regression: the bits read ahead were lost at the join)', () => {
    // Random and text stretches: level 6 writes stored blocks for the random ones. The input is
    // cut a byte or two after a stored block's start, where the previous block's end-of-block code
    // made the decoder read whole bytes ahead; the rest comes in a second push.
    // Seeded, so the same block layout every run: stored blocks at bit offsets 0-7 mod 8.
    let x = 12345
    const noise = (n: number) => {
      const b = Buffer.alloc(n)
      for (let k = 0; k < n; k++) b[k] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24
      return b
    }
    const parts: Buffer[] = []
    for (let i = 0; i < 120; i++)
      parts.push(i % 2 ? noise(20000 + i * 37) : Buffer.from('abc def '.repeat(4000 + i)))
    const data = Buffer.concat(parts)
    const gz = gzipSync(data, { level: 6 })
    const bitAt = (bit: number) => (gz[bit >> 3] >> (bit & 7)) & 1
    const stored = scan(gz, gz.length).blocks.filter(
      x => x.b.bit > 8 * (1 << 18) && bitAt(x.b.bit + 1) === 0 && bitAt(x.b.bit + 2) === 0
    )
    assert.ok(stored.length >= 3, `${stored.length} stored blocks past 256 KiB`)
    assert.ok(
      stored.some(x => x.b.bit % 8 <= 5),
      'one where whole bytes were read ahead'
    )
    for (const { b } of stored)
      for (const extra of [1, 2, 3]) {
        const cut = (b.bit >> 3) + extra
        const out: Buffer[] = []
        const inf = new GzipInflater({ onOutput: d => out.push(d) })
        inf.push(gz.subarray(0, cut))
        inf.push(gz.subarray(cut))
        inf.end()
        assert.ok(Buffer.concat(out).equals(data), `cut at byte ${cut}, a stored block at bit ${b.bit}`)
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
      const got = inflateSpan(bytes, b.bit, w, end.out - b.out)
      assert.ok(got.equals(data.subarray(b.out, end.out)), `from bit ${b.bit}`)
      // Primed in place, as the inflate threads do: the same bytes, the same output.
      const own = spanBuffer(bytes.length)
      bytes.copy(own)
      const expected = primed(bytes, b.bit)
      assert.ok(primed(own, b.bit, true).equals(expected), `primed in place at bit ${b.bit}`)
      bytes.copy(own)
      const inPlace = inflateSpan(own, b.bit, w, end.out - b.out, true)
      assert.ok(inPlace.equals(data.subarray(b.out, end.out)), `in place from bit ${b.bit}`)
    }
  })

  test('spans inflate into a buffer they are given, one buffer serving span after span; without the engine handle, the same bytes', () => {
    const data = sample(4 << 20)
    const gz = gzipSync(data, { level: 6 })
    const { blocks } = scan(gz, 65536)
    const even = blocks.filter(x => x.b.bit % 2 === 0 && x.b.out > 0)
    assert.ok(even.length >= 3)
    const cap = Math.max(...even.map(x => data.length - x.b.out))
    for (const intoBuffer of [true, false]) {
      {
        let out = new ArrayBuffer(cap + 100)
        let compressed = new ArrayBuffer(PRIME_ROOM + gz.length)
        for (const b of even) {
          const bytes = gz.subarray(Math.floor(b.b.bit / 8), gz.length - 8)
          const own = spanBuffer(bytes.length, compressed)
          bytes.copy(own)
          const outBytes = data.length - b.b.out
          const view = Buffer.from(out)
          // What the previous span left there must not show through.
          view.fill(0xa5)
          inflateInto(own, b.b.bit, b.w, view, outBytes, true, intoBuffer)
          assert.ok(
            view.subarray(0, outBytes).equals(data.subarray(b.b.out)),
            `from bit ${b.b.bit} (${intoBuffer})`
          )
          assert.equal(view[outBytes], 0xa5, 'nothing is written past the span')
          out = out.transfer()
          compressed = compressed.transfer()
        }
        // A span whose bytes end before the index's output size: an error, not a short span.
        const b = even[0]
        const short = gz.subarray(Math.floor(b.b.bit / 8), Math.floor(b.b.bit / 8) + 1000)
        assert.throws(
          () => inflateInto(short, b.b.bit, b.w, Buffer.from(out), data.length - b.b.out, false, intoBuffer),
          /the span gave \d+ bytes where the index says/
        )
        // Garbage: zlib's own message.
        assert.throws(
          () =>
            inflateInto(
              Buffer.alloc(64, 0xff),
              0,
              Buffer.alloc(0),
              Buffer.from(out),
              1000,
              false,
              intoBuffer
            ),
          /invalid/
        )
      }
    }
  })

  test('this Node’s zlib can be driven into our buffers, and spans are by default (a Node that changes its internals fails here, not silently slower)', () => {
    assert.equal(
      intoBufferSupported(),
      true,
      `Node ${process.version}: zlib's _handle.writeSync/_writeState are gone`
    )
    const f = new SpanInflater(deflateRawSync(Buffer.from('abc')), 0, Buffer.alloc(0), 3)
    try {
      assert.equal(f.intoBuffers, true)
    } finally {
      f.close()
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

/** Bits written LSB first; Huffman codes MSB first (RFC 1951 3.1.1). */
class BitWriter {
  private bytes: number[] = []
  private cur = 0
  private n = 0
  bits(v: number, len: number): void {
    for (let i = 0; i < len; i++) this.bit((v >> i) & 1)
  }
  code(c: number, len: number): void {
    for (let i = len - 1; i >= 0; i--) this.bit((c >> i) & 1)
  }
  private bit(b: number): void {
    this.cur |= b << this.n
    if (++this.n === 8) {
      this.bytes.push(this.cur)
      this.cur = 0
      this.n = 0
    }
  }
  done(): Buffer {
    if (this.n) this.bytes.push(this.cur)
    return Buffer.from(this.bytes)
  }
}

/** A gzip member of ONE fixed-Huffman block: `literals`, then `runs` copies of 258 bytes at distance 1. */
function oneBlock(literals: Buffer, runs = 0): { gz: Buffer; size: number; crc: number } {
  const w = new BitWriter()
  w.bits(1, 1) // BFINAL
  w.bits(1, 2) // BTYPE 01: fixed codes
  for (const b of literals) {
    if (b < 144) w.code(0x30 + b, 8)
    else w.code(0x190 + b - 144, 9)
  }
  for (let i = 0; i < runs; i++) {
    w.code(0xc5, 8) // length 258 (symbol 285)
    w.code(0, 5) // distance 1
  }
  w.code(0, 7) // end of block
  const size = literals.length + runs * 258
  let crc = crc32(literals)
  const zeros = Buffer.alloc(1 << 20, literals.at(-1) ?? 0)
  for (let left = runs * 258; left > 0; left -= zeros.length)
    crc = crc32(zeros.subarray(0, Math.min(left, zeros.length)), crc)
  const tail = Buffer.alloc(8)
  tail.writeUInt32LE(crc >>> 0, 0)
  tail.writeUInt32LE(size % 2 ** 32, 4)
  return { gz: Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), w.done(), tail]), size, crc }
}

describe('the seek index inflater, bounded and in agreement with zlib', () => {
  test('agrees with zlib on every header and stream error: seeded single-bit corruptions, reserved flags, the header CRC', () => {
    let x = 7
    const rnd = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32
    const data = Buffer.concat([sample(40_000), Buffer.from('hip rocm '.repeat(3000))])
    const gz = Buffer.concat([gzipSync(data), gzipSync(data.subarray(0, 5000), { level: 0 })])
    const verdict = (m: Buffer): Buffer | undefined => {
      try {
        const out: Buffer[] = []
        const inf = new GzipInflater({ onOutput: d => out.push(d) })
        inf.push(m)
        inf.end()
        return Buffer.concat(out)
      } catch (e) {
        assert.ok(e instanceof InflateError, String(e))
        return undefined
      }
    }
    const zlib = (m: Buffer) => {
      try {
        return gunzipSync(m)
      } catch {
        return undefined
      }
    }
    const disagree: string[] = []
    for (let i = 0; i < 1500; i++) {
      const m = Buffer.from(gz)
      const at = Math.floor(rnd() * m.length)
      m[at] ^= 1 << Math.floor(rnd() * 8)
      const [ours, theirs] = [verdict(m), zlib(m)]
      if ((ours === undefined) !== (theirs === undefined) || (ours && !ours.equals(theirs!)))
        disagree.push(
          `bit flipped in byte ${at}: ours ${ours ? 'accepts' : 'refuses'}, zlib ${theirs ? 'accepts' : 'refuses'}`
        )
    }
    assert.deepEqual(disagree, [])
    // A reserved header flag (zlib: "unknown header flags set").
    const reserved = Buffer.from(gz)
    reserved[3] |= 0x20
    assert.equal(zlib(reserved), undefined)
    assert.equal(verdict(reserved), undefined, 'the index refuses what zlib refuses')
    // FHCRC: the header's CRC-16, right and wrong.
    const one = gzipSync(data)
    const head = Buffer.from(one.subarray(0, 10))
    head[3] |= 2
    const hcrc = Buffer.alloc(2)
    hcrc.writeUInt16LE(crc32(head) & 0xffff)
    const good = Buffer.concat([head, hcrc, one.subarray(10)])
    assert.ok(zlib(good)?.equals(data) && verdict(good)?.equals(data), 'a right header CRC passes both')
    const bad = Buffer.from(good)
    bad[10] ^= 1
    assert.equal(zlib(bad), undefined)
    assert.equal(verdict(bad), undefined, 'a wrong header CRC fails both')
  })

  test('a one-block deflate bomb is held to bounded pieces (256 MiB of output from one block)', () => {
    // In a process of its own, to read its peak RSS: before, the block's output was held whole.
    const script = `
      import { GzipInflater } from ${JSON.stringify(new URL('../../../../src/seek/build/block-inflater.ts', import.meta.url).href)}
      import { readFileSync } from 'node:fs'
      const gz = readFileSync(process.argv[1])
      let n = 0
      const inf = new GzipInflater({ onOutput: d => (n += d.length) })
      for (let i = 0; i < gz.length; i += 65536) inf.push(gz.subarray(i, i + 65536))
      inf.end()
      console.log(JSON.stringify({ n, rss: process.resourceUsage().maxRSS * 1024 }))
    `
    const { gz, size } = oneBlock(Buffer.from([0]), (((256 << 20) - 1) / 258) | 0)
    const file = join(tmpdir(), `bomb-${process.pid}.gz`)
    writeFileSync(file, gz)
    try {
      const r = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script, file], { encoding: 'utf8' })
      )
      assert.equal(r.n, size)
      assert.ok(
        r.rss < 256 * 2 ** 20,
        `peak RSS ${(r.rss / 2 ** 20).toFixed(0)} MiB for ${gz.length} bytes inflating to ${size >> 20} MiB`
      )
    } finally {
      rmSync(file, { force: true })
    }
  })

  test('work does not grow with how the input is cut: every symbol of a block is decoded about once', () => {
    // One 8 MiB block of literals, pushed 64 KiB at a time and all at once. Before, each push
    // decoded the block again from its start (the work grew with the square of the block: 16 s for
    // 32 MiB pushed in pieces); now a push decodes again at most what the one before left
    // undecided. Counted in symbols decoded (the inflater's decode(), one call a symbol), not timed.
    const { gz, size } = oneBlock(randomBytes(8 << 20))
    const proto = GzipInflater.prototype as unknown as { decode: (...a: unknown[]) => number }
    const decode = proto.decode
    const symbols = (chunk: number) => {
      let calls = 0
      proto.decode = function (this: unknown, ...a: unknown[]) {
        calls++
        return decode.apply(this, a)
      }
      try {
        let n = 0
        const inf = new GzipInflater({ onOutput: d => (n += d.length) })
        for (let i = 0; i < gz.length; i += chunk) inf.push(gz.subarray(i, i + chunk))
        inf.end()
        assert.equal(n, size)
      } finally {
        proto.decode = decode
      }
      return calls
    }
    const whole = symbols(gz.length)
    const pieces = symbols(65536)
    assert.ok(whole >= size, `${whole} symbols decoded for ${size} literals`)
    assert.ok(
      pieces / whole < 1.05,
      `in 64 KiB pieces ${(pieces / whole).toFixed(3)}x the symbols of one push`
    )
  })
})
