// Threads that inflate spans (inflate-worker.ts): raw inflate is CPU-bound, so the spans of a
// seek-index install are inflated on another thread while the main thread writes. A
// span's output comes back in pieces (SpanOutput), each written into a buffer handed over when the
// applier is at most PIECES_AHEAD pieces behind it: what is held of inflated output does not depend on
// the index's spacing. The pool is started for one install and closed after it.
import { Worker } from 'node:worker_threads'
import { onProtocol, workerUrl } from '../../thread.ts'
import { rebuildError } from '../../errors.ts'
import type { FromInflate, ToInflate } from './inflate-protocol.ts'
import { isSpanBuffer } from './prime.ts'
import type { BufferStock } from './buffer-stock.ts'

/** Output pieces inflated ahead of the one the applier asked for, per span. */
export const PIECES_AHEAD = 3

/**
 * The size of a piece of output (the stock's buffers: spans.ts). 1 MiB: with PIECES_AHEAD pieces per span
 * being inflated and what the writer still holds, 2 MiB pieces peaked 11 MiB higher (18 of them
 * against 25 of 1 MiB on the benchmark image), at the same speed in single runs.
 */
export const PIECE_BYTES = 1 << 20

/** A span being inflated on a thread, piece by piece. */
export class SpanOutput {
  readonly pieceBytes: number
  readonly count: number
  private readonly pieces: (Buffer | undefined)[] = []
  private readonly waiters = new Map<number, { resolve(b: Buffer): void; reject(e: Error): void }>()
  private arrived = 0
  private sent = 0
  private failure?: Error
  private ended = false
  /** Closed before its end but still inflated to it, pieces given back, for the end check (the next window, the trailer). */
  private draining = false
  private readonly checksEnd: boolean
  private readonly w: Worker
  private readonly id: number
  private readonly stock: BufferStock
  private readonly wrap: (e: Error) => Error
  /** The compressed bytes' ArrayBuffer, back from the thread once the span is done. */
  readonly done: Promise<ArrayBuffer | undefined>
  private settle!: (ab: ArrayBuffer | undefined) => void

  constructor(
    w: Worker,
    id: number,
    outBytes: number,
    stock: BufferStock,
    wrap: (e: Error) => Error,
    checksEnd = false
  ) {
    this.checksEnd = checksEnd
    this.w = w
    this.wrap = wrap
    this.id = id
    this.stock = stock
    this.pieceBytes = stock.size
    this.count = Math.max(1, Math.ceil(outBytes / this.pieceBytes))
    this.done = new Promise(r => (this.settle = r))
    this.supply(PIECES_AHEAD - 1)
  }

  /** Hands the thread buffers for the pieces up to `last`. */
  private supply(last: number): void {
    if (this.ended && !this.draining) return
    for (; this.sent <= Math.min(last, this.count - 1); this.sent++) {
      const ab = this.stock.take()
      this.w.postMessage({ p: 'inflate', t: 'buffer', id: this.id, ab } satisfies ToInflate, [ab])
    }
  }

  /** Piece `i` (bytes [i * pieceBytes, ...) of the span's output), now the caller's to hold. */
  async take(i: number): Promise<Buffer> {
    if (i >= this.count) throw new Error(`internal: piece ${i + 1} of a span of ${this.count}`)
    if (this.failure) throw this.failure
    this.supply(i + PIECES_AHEAD)
    const have = this.pieces[i]
    if (have) {
      this.pieces[i] = undefined
      return have
    }
    if (i < this.arrived) throw new Error(`internal: piece ${i + 1} of a span taken twice`)
    return await new Promise<Buffer>((resolve, reject) => this.waiters.set(i, { resolve, reject }))
  }

  /** Pieces before `i` that arrived and nobody took (their bytes were passed over) go back. */
  skip(i: number): void {
    for (let k = 0; k < Math.min(i, this.pieces.length); k++) {
      const b = this.pieces[k]
      if (!b) continue
      this.pieces[k] = undefined
      this.stock.give(b.buffer as ArrayBuffer)
    }
  }

  onPiece(ab: ArrayBuffer, length: number): void {
    const i = this.arrived++
    if (this.draining) {
      this.stock.give(ab)
      this.supply(i + PIECES_AHEAD)
      return
    }
    const b = Buffer.from(ab, 0, length)
    const w = this.waiters.get(i)
    if (w) {
      this.waiters.delete(i)
      w.resolve(b)
    } else if (this.ended) this.stock.give(ab)
    else this.pieces[i] = b
  }

  /** Why the span could not be inflated, once it is known. */
  get error(): Error | undefined {
    return this.failure
  }

  onDone(data: ArrayBuffer | undefined, error?: Error): void {
    if (error) this.fail(this.wrap(error))
    this.ended = true
    this.draining = false
    this.settle(data)
  }

  fail(e: Error): void {
    this.failure ??= e
    for (const w of this.waiters.values()) w.reject(this.failure)
    this.waiters.clear()
  }

  /**
   * The span is done with (read to its end or not): unread pieces go back, and the thread drops
   * it, unless its end is still to be checked against the next checkpoint's window: then it is
   * inflated to its end, its pieces given back as they come (`done` says how that went).
   */
  close(): void {
    this.skip(this.pieces.length)
    if (this.ended || this.draining) return
    if (this.checksEnd) {
      this.draining = true
      this.supply(this.arrived + PIECES_AHEAD - 1)
      return
    }
    this.w.postMessage({ p: 'inflate', t: 'cancel', id: this.id } satisfies ToInflate)
    this.ended = true
  }
}

/**
 * How long close() waits for a thread to end on its own before it is terminated: a thread takes
 * the exit message between two messages, so this is at most one piece's inflate or one file's write.
 */
const END_WAIT_MS = 10_000

export class InflatePool {
  private readonly workers: { w: Worker; spans: Map<number, SpanOutput>; gone: Promise<void> }[] = []
  private next = 0

  /**
   * One thread by default: at most the applied span and SPANS_INFLATED_AHEAD (spans.ts) more inflate at
   * once, their pieces as the applier asks, and one thread's raw inflate outruns writing the kept
   * files; each thread is more resident memory (docs/benchmarks.md).
   */
  constructor(size = 1) {
    const url = workerUrl(import.meta.url, './inflate-worker.ts', 'inflate-worker.js')
    for (let i = 0; i < size; i++) {
      const w = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: 4 } })
      w.unref()
      const gone = new Promise<void>(r => w.once('exit', () => r()))
      const spans = new Map<number, SpanOutput>()
      onProtocol<FromInflate>(w, 'inflate', m => {
        const s = spans.get(m.id)
        // A span is known until its thread says it is done with it, or the pool closed.
        if (!s) return
        if (m.t === 'piece') s.onPiece(m.ab, m.length)
        else {
          spans.delete(m.id)
          if (m.t === 'done') s.onDone(m.data)
          else s.onDone(undefined, rebuildError(m.error))
        }
      })
      w.on('error', e => {
        for (const s of spans.values()) {
          s.fail(e)
          s.onDone(undefined)
        }
        spans.clear()
      })
      this.workers.push({ w, spans, gone })
    }
  }

  /**
   * Starts inflating one span: `data` (a spanBuffer(): prime.ts, which moves to the thread)
   * holds its compressed bytes from floor(bit / 8) on; its output comes in pieces of `stock`'s
   * size, in buffers taken from it.
   */
  inflate(
    data: Buffer,
    bit: number,
    window: Buffer,
    outBytes: number,
    stock: BufferStock,
    wrap: (e: Error) => Error = e => e,
    /** The next checkpoint's window, when its span is fetched too (inflate-protocol.ts InflateJob.nextWindow). */
    nextWindow?: Buffer,
    /** The layer's last span: its trailer's ISIZE (inflate-protocol.ts InflateJob.isize). */
    isize?: number
  ): SpanOutput {
    if (!isSpanBuffer(data)) throw new Error('internal: a span to inflate must be a spanBuffer()')
    // The thread with the fewest spans on it.
    const t = this.workers.reduce((a, b) => (b.spans.size < a.spans.size ? b : a))
    const id = this.next++
    const buffer = data.buffer as ArrayBuffer
    const win = new ArrayBuffer(window.length)
    window.copy(Buffer.from(win))
    const next = nextWindow?.length ? new ArrayBuffer(nextWindow.length) : undefined
    if (next) nextWindow!.copy(Buffer.from(next))
    t.w.postMessage(
      {
        p: 'inflate',
        t: 'job',
        id,
        data: buffer,
        offset: data.byteOffset,
        length: data.length,
        bit,
        window: win,
        outBytes,
        ...(next ? { nextWindow: next } : {}),
        ...(isize !== undefined ? { isize } : {})
      } satisfies ToInflate,
      next ? [buffer, win, next] : [buffer, win]
    )
    const s = new SpanOutput(t.w, id, outBytes, stock, wrap, next !== undefined || isize !== undefined)
    t.spans.set(id, s)
    return s
  }

  /** The threads, which write the install's files too (write-pool.ts). */
  get threads(): readonly Worker[] {
    return this.workers.map(t => t.w)
  }

  /**
   * Fails the spans still out and ends the threads. Each thread is asked to end (inflate-worker.ts
   * 'exit') rather than terminated: Node 24 aborts the whole process ("close before init",
   * node_zlib.cc) when a thread is terminated between creating a zlib engine and initialising it,
   * which a thread inflating a span does all the time (the exit message comes between two
   * messages, never inside one). Terminated only if it has not ended after END_WAIT_MS.
   */
  async close(): Promise<void> {
    for (const t of this.workers) {
      for (const s of t.spans.values()) s.fail(new Error('the inflate threads were closed'))
      t.spans.clear()
      t.w.postMessage({ p: 'inflate', t: 'exit' } satisfies ToInflate)
    }
    await Promise.all(
      this.workers.map(async t => {
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<boolean>(r => (timer = setTimeout(() => r(true), END_WAIT_MS)))
        if (await Promise.race([t.gone.then(() => false), late])) await t.w.terminate()
        clearTimeout(timer)
      })
    )
  }
}
