// A span of a seek index inflated into a buffer of its exact size (content.ts).
import { createInflateRaw, constants as z } from 'node:zlib'

/** zlib's output chunk while a span inflates (each is a callback on the loop: 16 KiB ones were thousands a span). */
export const INFLATE_CHUNK = 1 << 20

/**
 * The first `out.length` bytes a primed span inflates to, into `out` (zlib's convenience call
 * gathers its chunks and joins them: twice the output in memory, and inflates on past the span).
 * On libuv's threads (a span takes tens of milliseconds, which the loop answering the kernel must
 * not spend); a sync flush at the end: the span ends inside the next block, whose bytes are not
 * wanted. Fewer bytes where the stream ends first (the caller says so). `released`: zlib no
 * longer reads `data`.
 */
export function inflateExactly(
  data: Buffer,
  window: Buffer,
  out: Buffer,
  released: () => void
): Promise<Buffer> {
  const n = out.length
  return new Promise((resolve, reject) => {
    let got = 0
    // zlib's output buffer being filled; freed as soon as zlib moves on to the next (it never
    // writes an old one again) and once the stream is closed, not left to V8: a span's size of
    // garbage each, most of what the server held over a compile.
    let last: ArrayBuffer | undefined
    const free = (ab?: ArrayBuffer) => {
      if (ab && !ab.detached && ab.byteLength === INFLATE_CHUNK) ab.transfer(0)
    }
    const zs = createInflateRaw({
      ...(window.length ? { dictionary: window } : {}),
      finishFlush: z.Z_SYNC_FLUSH,
      chunkSize: INFLATE_CHUNK
    })
    zs.on('data', (c: Buffer) => {
      const k = Math.min(c.length, n - got)
      c.copy(out, got, 0, k)
      got += k
      const ab = c.buffer as ArrayBuffer
      if (last !== ab) free(last)
      last = ab
      if (got === n) {
        zs.destroy()
        resolve(out)
      }
    })
    zs.on('error', reject)
    zs.on('end', () => resolve(out.subarray(0, got)))
    zs.on('close', () => {
      free(last)
      last = undefined
      released()
    })
    zs.end(data)
  })
}
