// A span of a seek index inflated into a buffer of its exact size (content.ts), its compressed
// bytes taken a piece at a time.
import { createInflateRaw, constants as z } from 'node:zlib'

/** zlib's output chunk while a span inflates (each is a callback on the loop: 16 KiB ones were thousands a span). */
export const INFLATE_CHUNK = 1 << 20

/**
 * The first `out.length` bytes a primed span inflates to, into `out` (zlib's convenience call
 * gathers its chunks and joins them: twice the output in memory, and inflates on past the span).
 * `input` gives the span's compressed bytes, primed, in pieces; the next piece is asked for only
 * once zlib has taken the last whole, so a source may read every piece into one buffer and the
 * span is never in memory whole (read whole, its compressed bytes, up to 24 MiB, sat beside its
 * output for the whole inflation). Input no longer wanted is let go of (its iterator returned).
 * On libuv's threads (a span takes tens of milliseconds, which the loop answering the kernel
 * must not spend); a sync flush at the end: the span ends inside the next block, whose bytes are
 * not wanted. Fewer bytes where the stream ends first (the caller says so).
 */
export function inflateExactly(input: AsyncIterable<Buffer>, window: Buffer, out: Buffer): Promise<Buffer> {
  const n = out.length
  return new Promise((resolve, reject) => {
    let got = 0
    let settled = false
    const settle = (e: Error | undefined, v?: Buffer) => {
      if (settled) return
      settled = true
      if (e) reject(e)
      else resolve(v!)
    }
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
    const closed = new Promise<false>(r => zs.once('close', () => r(false)))
    zs.on('data', (c: Buffer) => {
      const k = Math.min(c.length, n - got)
      c.copy(out, got, 0, k)
      got += k
      const ab = c.buffer as ArrayBuffer
      if (last !== ab) free(last)
      last = ab
      if (got === n) {
        settle(undefined, out)
        zs.destroy()
      }
    })
    zs.on('error', e => settle(e))
    zs.on('end', () => settle(undefined, out.subarray(0, got)))
    zs.on('close', () => {
      free(last)
      last = undefined
    })
    void (async () => {
      try {
        for await (const piece of input) {
          if (settled) break
          // Taken whole once its callback comes (or never: the stream was destroyed under it).
          const taken = await Promise.race([new Promise<boolean>(r => zs.write(piece, e => r(!e))), closed])
          if (!taken || settled) break
        }
        if (!settled) zs.end()
      } catch (e) {
        settle(e as Error)
        zs.destroy()
      }
    })()
  })
}
