// A span inflated into a buffer of its exact size (src/mount/span-inflate.ts): the first n bytes,
// stopped there (the stream goes on past the span in the image); fewer where the stream ends first;
// zlib's release of the compressed bytes said once it has let go of them.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deflateRawSync, constants as z } from 'node:zlib'
import { inflateExactly } from '../../../src/mount/span-inflate.ts'

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
