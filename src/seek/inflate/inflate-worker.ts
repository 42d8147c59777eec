// A thread of the inflate pool (inflate-pool.ts): raw inflate of spans from their checkpoints (prime.ts),
// piece by piece into the buffers the main thread hands over, each piece handed back by transfer as
// soon as it is written. The main thread hands over buffers only as far ahead of the applier as it
// wants output, so a span the applier is not reading yet waits here with its engine, and the
// buffers are worked through in the order they came: no span waits behind another. The same thread
// writes the install's files: it serves the write protocol too (write-files.ts, for write-pool.ts).
import { SpanInflater } from './prime.ts'
import { postError } from '../../errors.ts'
import { WINDOW } from '../index/gzidx.ts'
import { onWriteMessage } from '../write/write-files.ts'
import type { ToWrite } from '../write/write-protocol.ts'
import { serve, toHost } from '../../thread.ts'
import type { FromInflate, InflateJob, ToInflate } from './inflate-protocol.ts'

const post = toHost<FromInflate>()

const spans = new Map<number, { job: InflateJob; inf?: SpanInflater; last?: Buffer }>()

/** The last 32 KiB of output after `piece`, given the last before it. */
function lastBytes(before: Buffer | undefined, piece: Buffer): Buffer {
  if (piece.length >= WINDOW) return Buffer.from(piece.subarray(piece.length - WINDOW))
  const joined = before ? Buffer.concat([before, piece]) : Buffer.from(piece)
  return joined.length > WINDOW ? joined.subarray(joined.length - WINDOW) : joined
}
const buffers: { id: number; ab: ArrayBuffer }[] = []

function finish(id: number, error?: Error): void {
  const s = spans.get(id)
  if (!s) return
  spans.delete(id)
  s.inf?.close()
  if (error) post({ p: 'inflate', t: 'error', id, error: postError(error) })
  // The compressed bytes go back to be used again.
  else post({ p: 'inflate', t: 'done', id, data: s.job.data }, [s.job.data])
}

function pump(): void {
  for (let b = buffers.shift(); b; b = buffers.shift()) {
    const s = spans.get(b.id)
    if (!s) continue
    try {
      s.inf ??= new SpanInflater(
        Buffer.from(s.job.data, s.job.offset, s.job.length),
        s.job.bit,
        Buffer.from(s.job.window),
        s.job.outBytes,
        true
      )
      const piece = Buffer.from(b.ab)
      const n = s.inf.into(piece)
      const done = s.inf.produced === s.job.outBytes
      if (s.job.nextWindow) {
        // The next window is the last 32 KiB of this span's window and its output together: a
        // span shorter than that leaves older bytes of the next window in its own window, which
        // the span before it checked in turn (only this span's output was compared before, so an
        // older byte of a window 1 KiB on went unchecked).
        s.last = lastBytes(s.last, piece.subarray(0, n))
        if (done) {
          // All of it where this span's window is whole; at a gzip member's start (no window is
          // kept there), what this span made.
          const want = Buffer.from(s.job.nextWindow)
          const k = Math.min(want.length, s.last.length)
          if (!want.subarray(want.length - k).equals(s.last.subarray(s.last.length - k)))
            throw new Error(
              "its output does not end with the next checkpoint's window: the index's window for that checkpoint is not this stream's"
            )
        }
      }
      if (done && s.job.isize !== undefined) s.inf.endsHere(s.job.isize)
      post({ p: 'inflate', t: 'piece', id: b.id, ab: b.ab, length: n }, [b.ab])
      if (done) finish(b.id)
    } catch (e) {
      finish(b.id, e as Error)
    }
  }
}

function onInflateMessage(m: ToInflate): void {
  if (m.t === 'exit') {
    // The pool is closing (InflatePool.close: why this thread ends itself and is not terminated).
    for (const s of spans.values()) s.inf?.close()
    process.exit(0)
  }
  // A checked span starts its last bytes with its own window, copied before the inflater has it.
  if (m.t === 'job')
    spans.set(m.id, { job: m, ...(m.nextWindow ? { last: Buffer.from(m.window.slice(0)) } : {}) })
  else if (m.t === 'buffer') buffers.push({ id: m.id, ab: m.ab })
  else finish(m.id)
  pump()
}

serve({
  inflate: m => onInflateMessage(m as ToInflate),
  write: (m, reply) => onWriteMessage(m as ToWrite, reply)
})
