// A span inflated into a buffer of its exact size (src/mount/store/span-inflate.ts), its compressed
// bytes read from the store a piece at a time (store-files.ts spanPieces): the first n bytes, stopped
// there (the stream goes on past the span in the image); fewer where the stream ends first; the
// next piece asked for only once zlib has taken the last, so the span is never in memory whole; the
// span's file closed however the inflation ends.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deflateRawSync, constants as z } from 'node:zlib'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateExactly } from '../../../src/mount/store/span-inflate.ts'
import { spanPieces } from '../../../src/mount/store/store-files.ts'
import { primed } from '../../../src/seek/inflate/prime.ts'

const text = Buffer.from(
  Array.from({ length: 120_000 }, (_, i) => `line ${i} of a header file, ${(i * 7919) % 1000}\n`).join('')
)
const deflated = deflateRawSync(text, { finishFlush: z.Z_SYNC_FLUSH })

/**
 * `bytes` in pieces of `size`, every piece copied into the same buffer (a source reading each piece
 * over the last): a piece asked for before zlib took the last whole corrupts what it inflates.
 */
async function* oneBuffer(bytes: Buffer, size: number, seen: { pieces: number; returned: boolean }) {
  const b = Buffer.alloc(size)
  try {
    for (let at = 0; at < bytes.length; at += size) {
      const k = bytes.copy(b, 0, at, at + size)
      seen.pieces++
      yield b.subarray(0, k)
      b.fill(0xa5)
    }
  } finally {
    seen.returned = true
  }
}

test('the first n bytes, into the buffer given, the next piece asked for only once the last is taken', async () => {
  const n = 2 << 20
  assert.ok(text.length > n + (1 << 20), 'the stream goes on well past n')
  const seen = { pieces: 0, returned: false }
  const out = Buffer.alloc(n)
  const got = await inflateExactly(oneBuffer(deflated, 64 << 10, seen), Buffer.alloc(0), out)
  assert.equal(got.buffer, out.buffer, 'no other buffer: no chunks joined')
  assert.equal(got.length, n)
  assert.ok(got.equals(text.subarray(0, n)))
  // The rest of the stream is not wanted: the source is let go of without reading it all.
  for (let i = 0; i < 100 && !seen.returned; i++) await new Promise(r => setTimeout(r, 10))
  assert.ok(seen.returned, 'the source is returned')
  assert.ok(
    seen.pieces < Math.ceil(deflated.length / (64 << 10)),
    `${seen.pieces} pieces read of the whole stream`
  )
})

test('a stream that ends before n gives what it has (the caller says the span is short)', async () => {
  const seen = { pieces: 0, returned: false }
  const got = await inflateExactly(
    oneBuffer(deflated, 100_000, seen),
    Buffer.alloc(0),
    Buffer.alloc(text.length + 100)
  )
  assert.equal(got.length, text.length)
  assert.ok(got.equals(text))
  assert.ok(seen.returned)
})

test('a source that fails fails the inflation, and a stream that is not deflate fails it', async () => {
  async function* failing() {
    yield deflated.subarray(0, 1000)
    throw new Error('the disk went away')
  }
  await assert.rejects(
    inflateExactly(failing(), Buffer.alloc(0), Buffer.alloc(text.length)),
    /the disk went away/
  )
  async function* garbage() {
    yield Buffer.alloc(4096, 0xff)
  }
  await assert.rejects(inflateExactly(garbage(), Buffer.alloc(0), Buffer.alloc(100)), /invalid/i)
})

test('a span in the store read a piece at a time, primed at its bit, its file closed once read or let go of', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'span-pieces-'))
  try {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31 + 7) & 0xff))
    const path = join(dir, 'span')
    writeFileSync(path, bytes)
    for (const bit of [0, 2, 4, 6]) {
      const fh = await open(path, 'r')
      const pieces: Buffer[] = []
      for await (const p of spanPieces(fh, bytes.length, bit, 1024)) pieces.push(Buffer.from(p))
      assert.deepEqual(
        pieces.map(p => p.length),
        bit ? [1024 + Math.floor((10 * [0, 2, 4, 6].indexOf(bit)) / 8), 1024, 952] : [1024, 1024, 952]
      )
      assert.ok(Buffer.concat(pieces).equals(primed(bytes, bit)), `primed at bit ${bit}`)
      assert.equal(fh.fd, -1, 'closed once read')
    }
    const early = await open(path, 'r')
    for await (const _ of spanPieces(early, bytes.length, 0, 1024)) break
    assert.equal(early.fd, -1, 'closed when let go of')
    const short = await open(path, 'r')
    await assert.rejects(
      (async () => {
        for await (const _ of spanPieces(short, bytes.length + 10, 0, 1024));
      })(),
      /the store holds 3000 bytes of a span of 3010/
    )
    assert.equal(short.fd, -1, 'closed when short')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("a span's compressed bytes are never in memory whole, nor zlib's output left to V8", () => {
  // In a fresh process, where nothing else has run V8's collector: a span of 16 MiB whose
  // compressed bytes are about 9 MiB (read whole, they were in memory beside its output), and
  // before zlib's output buffers were freed as zlib moved on, each inflation left its span's size
  // of them behind until V8 got to them.
  const script = `
    import { deflateRawSync, constants as z } from 'node:zlib'
    import { randomBytes } from 'node:crypto'
    import { writeFileSync, rmSync, mkdtempSync } from 'node:fs'
    import { open } from 'node:fs/promises'
    import { tmpdir } from 'node:os'
    import { join } from 'node:path'
    import { inflateExactly } from ${JSON.stringify(join(import.meta.dirname, '../../../src/mount/store/span-inflate.ts'))}
    import { spanPieces } from ${JSON.stringify(join(import.meta.dirname, '../../../src/mount/store/store-files.ts'))}
    const text = Buffer.from(randomBytes(8 << 20).toString('hex'))
    const deflated = deflateRawSync(text, { finishFlush: z.Z_SYNC_FLUSH })
    const dir = mkdtempSync(join(tmpdir(), 'span-mem-'))
    writeFileSync(join(dir, 'span'), deflated)
    const out = Buffer.allocUnsafeSlow(16 << 20)
    globalThis.gc()
    const before = process.memoryUsage().arrayBuffers
    let peak = 0
    const t = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - before)), 1)
    const got = await inflateExactly(spanPieces(await open(join(dir, 'span'), 'r'), deflated.length, 0), Buffer.alloc(0), out)
    if (!got.equals(text)) throw new Error('wrong bytes')
    await new Promise(r => setTimeout(r, 20))
    clearInterval(t)
    rmSync(dir, { recursive: true })
    console.log(JSON.stringify({ compressed: deflated.length, peak, left: process.memoryUsage().arrayBuffers - before }))
  `
  const r = JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
      encoding: 'utf8'
    }).trim()
  ) as { compressed: number; peak: number; left: number }
  const MiB = 2 ** 20
  assert.ok(r.compressed > 8 * MiB, `the span's compressed bytes: ${(r.compressed / MiB).toFixed(1)} MiB`)
  assert.ok(r.peak < 5 * MiB, `${(r.peak / MiB).toFixed(1)} MiB of buffers beside the output while inflating`)
  assert.ok(
    r.left < 2 * MiB,
    `an inflation of 16 MiB left ${(r.left / MiB).toFixed(1)} MiB of buffers behind`
  )
})
