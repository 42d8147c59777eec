// The inflate protocol (thread.ts): the inflate pool (inflate-pool.ts) sends spans to inflate and
// buffers for their output; the thread (inflate-worker.ts) sends each piece back as it is
// written, then the span's compressed bytes (to be used again) or its error.
import type { PostedError } from '../../errors.ts'

/** One span to inflate. */
export interface InflateJob {
  p: 'inflate'
  t: 'job'
  id: number
  /** The span's bytes at `offset`, PRIME_ROOM bytes of room before them (prime.ts). */
  data: ArrayBuffer
  offset: number
  length: number
  bit: number
  window: ArrayBuffer
  outBytes: number
  /**
   * The next checkpoint's window when that span is fetched too: the 32 KiB of output before it are
   * this span's last bytes (all of them, for a span shorter than that), compared before the
   * span's last piece goes out, so a changed window fails instead of priming wrong bytes.
   */
  nextWindow?: ArrayBuffer
  /**
   * The last span of a gzip layer: the stream must end with it, its trailer's ISIZE this
   * (SpanInflater.endsHere).
   */
  isize?: number
}

export type ToInflate =
  | InflateJob
  /** A buffer for span `id`'s next piece of output. */
  | { p: 'inflate'; t: 'buffer'; id: number; ab: ArrayBuffer }
  | { p: 'inflate'; t: 'cancel'; id: number }
  /** The pool is closing: the thread ends itself (InflatePool.close says why). */
  | { p: 'inflate'; t: 'exit' }

export type FromInflate =
  | { p: 'inflate'; t: 'piece'; id: number; ab: ArrayBuffer; length: number }
  | { p: 'inflate'; t: 'done'; id: number; data: ArrayBuffer }
  | { p: 'inflate'; t: 'error'; id: number; error: PostedError }
