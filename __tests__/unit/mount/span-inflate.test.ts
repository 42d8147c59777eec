// A span inflated into a buffer of its exact size (src/mount/store/span-inflate.ts): the first n bytes,
// stopped there (the stream goes on past the span in the image); fewer where the stream ends first;
// zlib's release of the compressed bytes said once it has let go of them.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deflateRawSync, constants as z } from 'node:zlib'
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { inflateExactly } from '../../../src/mount/store/span-inflate.ts'

const text = Buffer.from(
  Array.from({ length: 120_000 }, (_, i) => `line ${i} of a header file, ${(i * 7919) % 1000}\n`).join('')
)
const deflated = deflateRawSync(text, { finishFlush: z.Z_SYNC_FLUSH })

test('the first n bytes, into the buffer given, the compressed bytes released after', async () => {
  const n = 2 << 20
  assert.ok(text.length > n + (1 << 20), 'the stream goes on well past n')
  let released = 0
  const out = Buffer.alloc(n)
  const got = await inflateExactly(deflated, Buffer.alloc(0), out, () => released++)
  assert.equal(got.buffer, out.buffer, 'no other buffer: no chunks joined')
  assert.equal(got.length, n)
  assert.ok(got.equals(text.subarray(0, n)))
  for (let i = 0; i < 100 && !released; i++) await new Promise(r => setTimeout(r, 10))
  assert.equal(released, 1)
})

test('a stream that ends before n gives what it has (the caller says the span is short)', async () => {
  const got = await inflateExactly(deflated, Buffer.alloc(0), Buffer.alloc(text.length + 100), () => {})
  assert.equal(got.length, text.length)
  assert.ok(got.equals(text))
})

test("zlib's output buffers are freed as zlib moves on, not left to V8: no span's size of garbage after an inflation", () => {
  // In a fresh process, where nothing else has run V8's collector: before this, each inflation left
  // its span's size of zlib output buffers behind until V8 got to them (16 MiB here).
  const script = `
    import { deflateRawSync, constants as z } from 'node:zlib'
    import { inflateExactly } from ${JSON.stringify(join(import.meta.dirname, '../../../src/mount/store/span-inflate.ts'))}
    const text = Buffer.from(Array.from({ length: 600_000 }, (_, i) => 'line ' + i + ' of a header, ' + ((i * 7919) % 1000) + '\\n').join(''))
    const deflated = deflateRawSync(text, { finishFlush: z.Z_SYNC_FLUSH })
    const out = Buffer.allocUnsafeSlow(16 << 20)
    const before = process.memoryUsage().arrayBuffers
    await inflateExactly(deflated, Buffer.alloc(0), out, () => {})
    await new Promise(r => setTimeout(r, 20))
    console.log(process.memoryUsage().arrayBuffers - before)
  `
  const grew = Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()
  )
  assert.ok(
    grew < 2 << 20,
    `an inflation of 16 MiB left ${(grew / 2 ** 20).toFixed(1)} MiB of buffers behind`
  )
})
