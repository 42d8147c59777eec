// An entry's content as the tar parser hands it out, queued until the overlay (which takes
// entries one after another) gets to it. The parser's own entries (ReadEntry) would queue it too,
// but out of sight: here every queued chunk holds a reference (buffer-refs.ts) and counts towards
// the bytes tar-entries.ts lets pile up before it feeds the parser more.
import type { BufferRefs } from './buffer-refs.ts'

export class EntryContent implements AsyncIterable<Buffer> {
  private chunks: Buffer[] = []
  private ended = false
  private discarded = false
  private wake?: () => void
  private readonly refs: BufferRefs
  private readonly queued: (n: number) => void

  /** `queued(n)` is told of every change (+/-n bytes) in what waits here. */
  constructor(refs: BufferRefs, queued: (n: number) => void) {
    this.refs = refs
    this.queued = queued
  }

  push(c: Buffer): void {
    if (this.discarded || !c.length) return
    this.refs.retain(c)
    this.chunks.push(c)
    this.queued(c.length)
    this.wake?.()
  }

  end(): void {
    this.ended = true
    this.wake?.()
  }

  /** Drops what is queued and whatever comes later. Safe to call at any time, and again. */
  discard(): void {
    this.discarded = true
    for (const c of this.chunks.splice(0)) {
      this.queued(-c.length)
      this.refs.release(c)
    }
    this.wake?.()
  }

  /**
   * Yields the chunks in order; each stays valid until the next one is asked for (or the loop is
   * left): a consumer that keeps one longer must retain it.
   */
  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    let held: Buffer | undefined
    try {
      for (;;) {
        while (!this.chunks.length && !this.ended && !this.discarded)
          await new Promise<void>(r => (this.wake = r))
        this.wake = undefined
        const c = this.chunks.shift()
        if (!c) return
        this.queued(-c.length)
        held = c
        yield c
        held = undefined
        this.refs.release(c)
      }
    } finally {
      if (held) this.refs.release(held)
    }
  }
}

/** Files at most this large are read whole and written by the writer's concurrent pool (writeSmall). */
export const SMALL_FILE = 1 << 20

/**
 * A small file's content in one buffer of `size` bytes, copied out of the decompressor's buffers
 * (the write pool would otherwise pin a whole MiB per small file until its write completes);
 * `have`: the bytes that came, fewer than `size` when the content was cut short.
 */
export async function readWhole(
  body: AsyncIterable<Buffer>,
  size: number
): Promise<{ bytes: Buffer; have: number }> {
  const bytes = Buffer.allocUnsafe(size)
  let have = 0
  for await (const c of body) {
    if (have + c.length > size) break
    have += c.copy(bytes, have)
  }
  return { bytes, have }
}
