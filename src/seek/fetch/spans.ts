// The spans an install from a seek index needs, in order, for the applier. SpanQueue owns three
// things: which jobs run ahead of the one being applied (fill, ahead), checking each span's sha256
// against the index before anything reads it (a span wrong once is fetched again), and handing
// each span's output to the applier (take, done). The rest is delegated, each once:
// - fetching: in parts side by side over the one range fetcher, admitted in job order so the span
//   the applier needs next goes first (oci/blob/parts.ts, range-fetcher.ts);
// - the applier's waits told to the connections (oci/blob/waits.ts);
// - a source that fails a span: the next source, or whose fault it is (failover.ts);
// - inflating from the span's checkpoint on a pool thread (inflate-pool.ts), in job order, at
//   most SPANS_INFLATED_AHEAD past the applier (inflate/turns.ts).
// A span is the compressed bytes between two checkpoints (index/model.ts).
//
// Memory: a job holds its compressed bytes until its inflate has ended (they move to the thread
// and back), and its output comes in pieces the applier takes as it goes (inflate-pool.ts
// SpanOutput). Both kinds of buffer are used again, span after span (BufferStock): SpanInflater
// (prime.ts) says why.
import type { Logger } from '../../log.ts'
import type { Transport } from '../../oci/http/transport.ts'
import type { Deadline } from '../../oci/http/deadline.ts'
import { IntegrityError } from '../../oci/errors.ts'
import { RangeFetcher } from '../../oci/blob/range-fetcher.ts'
import { readInParts } from '../../oci/blob/parts.ts'
import { Waits, type Clock } from '../../oci/blob/waits.ts'
import { PIECE_BYTES, type InflatePool, type SpanOutput } from '../inflate/inflate-pool.ts'
import { BufferStock } from '../inflate/buffer-stock.ts'
import { PRIME_ROOM, spanBuffer } from '../inflate/prime.ts'
import { sha256 } from '../../sha256.ts'
import { type LayerIndex } from '../index/model.ts'
import { headBytes, spanBytes } from '../index/layout.ts'
import { IndexMismatchError } from '../index/errors.ts'
import { InflateTurns } from '../inflate/turns.ts'
import { SourceFailover } from './failover.ts'
import type { ConnectionLimit } from '../../oci/blob/connections.ts'

/** One span of one layer to fetch and inflate. */
export interface SpanJob {
  layer: number
  span: number
  /** Where its output starts and ends in the layer's tar stream. */
  outStart: number
  outEnd: number
}

export interface SpanQueueOptions {
  transport: Transport
  layers: LayerIndex[]
  jobs: SpanJob[]
  inflatePool: InflatePool
  /** Fetches at once: fixed, or growing while the applier waits for a span (auto). */
  limit: ConnectionLimit
  deadline: Deadline
  maxResumes?: number
  logger: Logger
  onBytes?: (layer: number, n: number) => void
  /** The compressed bytes of every job, in order, for layers whose every span is fetched. */
  keepCompressed?: (layer: number) => boolean
  /**
   * The next source of the same pinned blobs (undefined once there is none): where a span's source
   * fails it (a corrupt download twice, HTTP errors, a stall), that span and every one after it
   * come from there, and the spans already fetched and verified are kept.
   */
  nextSource?: () => Transport | undefined
  /** Time for the waits told to the connections (oci/blob/waits.ts); real by default. */
  clock?: Clock
}

interface Running {
  /** A kept layer's span: its compressed bytes, back from the inflate thread (as fetched). */
  compressed?: Promise<Buffer | undefined>
  out: Promise<SpanOutput>
  /** Its compressed bytes have all arrived and verified. */
  fetched?: boolean
  /** Ends the applier's wait for it, while it waits (waits.ts). */
  waited?: () => void
}

/**
 * Spans inflated past the one being applied. One: a span inflates in a tenth of the time its files
 * take to write, so one more keeps the applier fed, and each costs a span's output in memory
 * (docs/benchmarks.md, "Tuned constants").
 */
const SPANS_INFLATED_AHEAD = 1

/** A span is fetched in parts of this much at most, each over a connection of its own. */
export const SPAN_PART = 4 << 20

/**
 * Compressed bytes fetched ahead of the span being applied, a part per connection (at least
 * PREFETCH_MIN): the applier's pace varies, and what was fetched meanwhile carries it over where
 * the network is the bound. Where one connection outruns the applier a deep prefetch only holds
 * memory; a shallow one that leaves the applier waiting grows the connections (auto), and the
 * prefetch with them (docs/benchmarks.md, "Tuned constants").
 */
const PREFETCH_PER_CONNECTION = SPAN_PART
const PREFETCH_MIN = 8 << 20

/**
 * Compressed bytes the jobs alive at once may hold, whatever the index's spans are: the number
 * of jobs alive is bounded by the largest span, not the mean (one 24 MiB span among small ones
 * would otherwise be held many times over). Four spans of the largest a gzip index may have
 * (index/model.ts MAX_SPAN_BYTES).
 */
export const MAX_ALIVE_BYTES = 96 << 20

/** Fetches and inflates the jobs, at most `connections` fetches and `ahead` jobs at a time. */
export class SpanQueue {
  private readonly o: SpanQueueOptions
  private readonly running = new Map<number, Running>()
  private readonly stop = new AbortController()
  private started = 0
  private consumed = 0
  /** Which jobs may inflate now. */
  private readonly turns = new InflateTurns(SPANS_INFLATED_AHEAD)
  /** The applier's waits for spans on their way, told to the connections. */
  private readonly waits: Waits
  /** Where a span goes when its source fails it. */
  private readonly failover: SourceFailover
  /** Where spans come from (and the source they come from now), with its connections. */
  private readonly ranges: RangeFetcher
  /** The first job of each layer, and the heads (gzip headers) asked for, by layer. */
  private readonly firstJob = new Map<number, number>()
  private readonly heads = new Map<number, Promise<Buffer>>()
  private verified = 0
  private readonly unwatch: () => void
  failure?: Error
  /** Buffers for the spans' compressed bytes and for the pieces of their output. */
  readonly compressedStock: BufferStock
  readonly pieceStock: BufferStock
  /** The jobs' compressed spans, on average. */
  private readonly meanSpan: number
  /** Jobs alive at once at most (started and not yet done): MAX_ALIVE_BYTES of the largest span. */
  readonly maxAlive: number

  constructor(o: SpanQueueOptions) {
    this.o = o
    this.ranges = new RangeFetcher({
      transport: o.transport,
      limit: o.limit,
      deadline: o.deadline,
      maxResumes: o.maxResumes ?? 20,
      logger: o.logger,
      slots: true
    })
    this.failover = new SourceFailover({
      ranges: this.ranges,
      nextSource: o.nextSource,
      logger: o.logger,
      deadline: o.deadline,
      stopped: () => this.failure !== undefined || this.stop.signal.aborted,
      verified: () => this.verified
    })
    this.waits = new Waits({
      limit: o.limit,
      clock: o.clock,
      grew: (what, n) => o.logger.debug(`Seek index: waited for ${what}; ${n} connections now.`)
    })
    for (const [k, j] of o.jobs.entries()) if (!this.firstJob.has(j.layer)) this.firstJob.set(j.layer, k)
    const span = (j: SpanJob) => o.layers[j.layer].spans[j.span]
    const largest = o.jobs.reduce((n, j) => Math.max(n, span(j).length), 0)
    this.compressedStock = new BufferStock(PRIME_ROOM + largest)
    this.maxAlive = Math.max(SPANS_INFLATED_AHEAD + 2, Math.floor(MAX_ALIVE_BYTES / Math.max(1, largest)))
    this.meanSpan = Math.max(1, o.jobs.reduce((n, j) => n + span(j).length, 0) / Math.max(1, o.jobs.length))
    this.pieceStock = new BufferStock(
      Math.min(
        PIECE_BYTES,
        o.jobs.reduce((n, j) => Math.max(n, j.outEnd - j.outStart), 1)
      )
    )
    this.stop.signal.addEventListener('abort', () => this.ranges.close(this.stop.signal.reason as Error))
    this.unwatch = o.limit.watch(() => this.fill())
    this.fill()
  }

  /** Every job's promise, to wait for at the end. */
  private readonly all: Promise<unknown>[] = []

  /**
   * Jobs started past the one being applied: enough spans that every connection has a part to
   * fetch (PREFETCH_PER_CONNECTION, PREFETCH_MIN at least), and one more (each job holds its
   * span's compressed bytes until its inflate has ended; the threads work on the applied span and
   * SPANS_INFLATED_AHEAD more); never more than maxAlive jobs in all.
   */
  private get ahead(): number {
    const bytes = Math.max(PREFETCH_MIN, this.o.limit.current * PREFETCH_PER_CONNECTION)
    return Math.min(this.maxAlive - 1, Math.max(SPANS_INFLATED_AHEAD, Math.ceil(bytes / this.meanSpan)) + 1)
  }

  private fill(upTo = this.consumed + this.ahead): void {
    while (!this.stop.signal.aborted && this.started < this.o.jobs.length && this.started <= upTo) {
      const k = this.started++
      const job = this.o.jobs[k]
      // A layer kept whole needs its gzip header (no span holds it) before its first span: asked
      // for with that span, ahead of it in the connections' order.
      if (this.firstJob.get(job.layer) === k && this.o.keepCompressed?.(job.layer)) this.headOf(job.layer)
      // run() records into r as it goes; its promise is r.out.
      const r = {} as Running
      r.out = this.run(job, r, k)
      r.out.catch(e => {
        this.failure ??= e as Error
        this.stop.abort(e)
      })
      this.running.set(k, r)
      // Settled-ness only: a promise of the output itself would keep every span's output alive.
      this.all.push(
        r.out.then(
          () => {},
          () => {}
        )
      )
    }
  }

  private async run(job: SpanJob, r: Running, k: number): Promise<SpanOutput> {
    const l = this.o.layers[job.layer]
    const s = l.spans[job.span]
    const what = `Layer ${job.layer + 1} (${l.digest.slice(0, 19)}…), span ${job.span + 1} of ${l.spans.length}`
    let data: Buffer | undefined
    for (let attempt = 1; !data; attempt++) {
      const from = this.ranges.generation
      let got: Buffer
      try {
        const { first, last } = spanBytes(l, job.span)
        got = await this.fetch(l.digest, first, last, what, job.layer, k, true)
      } catch (e) {
        if (!this.failover.nextSourceAfter(from, e)) throw e
        attempt = 0
        continue
      }
      if (sha256(got) === s.sha256) {
        data = got
        r.fetched = true
        // An applier waiting for it waited for the network until now (inflating is not the network).
        r.waited?.()
        this.verified++
        continue
      }
      this.giveBack(got)
      if (attempt >= 2) {
        const e = new IntegrityError(
          `${what}: its bytes do not match the seek index's sha256 twice in a row (${this.ranges.transport.registry} sent a corrupt download).`
        )
        if (!this.failover.nextSourceAfter(from, e)) throw await this.failover.blame(l, s, what, e)
        attempt = 0
        continue
      }
      this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`)
    }
    const keep = this.o.keepCompressed?.(job.layer) ?? false
    await this.turns.wait(k, this.stop.signal)
    const cp = l.checkpoints[job.span]
    // The thread may prime the span in place (prime.ts): its first byte is noted to be put back.
    const first = data[0]
    const length = data.length
    const out = this.o.inflatePool.inflate(
      data,
      cp.bit,
      cp.window,
      job.outEnd - job.outStart,
      this.pieceStock,
      // The bytes are the ones the index was made from (their sha256 says so): an inflate that
      // fails on them means the index's checkpoint is wrong.
      e =>
        new IndexMismatchError(
          `${what} does not inflate from the index's checkpoint (${e.message}): the seek index does not describe this blob.`
        ),
      // Kept only where the next span is fetched too (apply/from-spans.ts releaseUnneededWindows).
      l.checkpoints[job.span + 1]?.window,
      // The last span: the stream ends with it, as the index says (index/model.ts lastMember).
      job.span === l.spans.length - 1 && l.lastMember !== undefined ? l.tarBytes - l.lastMember : undefined
    )
    // A layer fetched whole is hashed as a blob (layer-bytes.ts) from the bytes the thread gives
    // back, as they were fetched: never copied for it (a copy doubled a kept span's memory).
    if (keep)
      r.compressed = out.done.then(ab => {
        if (!ab) return undefined
        const b = spanBuffer(length, ab)
        b[0] = first
        return b
      })
    void out.done.then(ab => {
      if (ab && !keep) this.compressedStock.give(ab)
      if (out.error && !this.failure) {
        this.failure = out.error
        this.stop.abort(out.error)
      }
    })
    return out
  }

  /**
   * Bytes first..last of a blob, in parts of SPAN_PART side by side (oci/blob/parts.ts), each
   * waiting for a connection in the order of `priority` (the job's number: what the applier needs
   * next goes first).
   */
  private fetch(
    digest: string,
    first: number,
    last: number,
    what: string,
    layer: number,
    priority: number,
    stocked = false
  ): Promise<Buffer> {
    // One buffer of the span's size, its own ArrayBuffer: it moves to the inflate thread as it is.
    // Taken when the span's first bytes arrive: a span whose parts all wait for a connection holds
    // none (at 8 connections the last span started ahead often does: a buffer of 8.6 MiB less at
    // the peak over the capped link).
    let b: Buffer | undefined
    const buffer = () =>
      (b ??= spanBuffer(last - first + 1, stocked ? this.compressedStock.take() : undefined))
    const ask = { digest, first, last, what, priority, onBytes: (n: number) => this.o.onBytes?.(layer, n) }
    return readInParts(this.ranges, ask, SPAN_PART, buffer)
  }

  /** Job `k`'s output (and its compressed bytes, when kept); jobs are taken in order. */
  async take(k: number): Promise<{ out: SpanOutput; compressed?: Promise<Buffer | undefined> }> {
    // Normally started long before; a consumer that holds more than `ahead` jobs starts it now.
    if (k >= this.started) this.fill(k)
    if (this.failure) throw this.failure
    const r = this.running.get(k)
    if (!r) throw new Error(`internal: span job ${k} taken after it was done`)
    // The applier needs this span and its bytes are still on the way: the network is behind
    // (auto connections hear of the wait as it goes: waits.ts).
    if (k > 0 && !r.fetched) r.waited = this.waits.begin(`span job ${k + 1}`)
    try {
      const out = await r.out
      return { out, compressed: r.compressed }
    } finally {
      r.waited?.()
    }
  }

  /** A span's compressed bytes (as fetched) are done with: their buffer serves another span. */
  giveBack(compressed: Buffer): void {
    this.compressedStock.give(compressed.buffer as ArrayBuffer)
  }

  /** A piece of a span's output is done with (its last holder let go: BufferRefs). */
  giveBackPiece(ab: ArrayBuffer): void {
    this.pieceStock.give(ab)
  }

  /** Job `k` has been applied: its memory goes, and another job may start. */
  done(k: number): void {
    this.running.delete(k)
    this.consumed = Math.max(this.consumed, k + 1)
    this.turns.applied(this.consumed)
    this.fill()
  }

  /** Layer `i`'s gzip header (the bytes before its first span), asked for once. */
  private headOf(i: number): Promise<Buffer> {
    let h = this.heads.get(i)
    if (!h) {
      const l = this.o.layers[i]
      const n = headBytes(l)
      const what = `Layer ${i + 1} (${l.digest.slice(0, 19)}…), its first ${n} bytes`
      // Ahead of the layer's first span in the connections' order.
      const priority = (this.firstJob.get(i) ?? this.started) - 0.5
      h = n ? this.fetchHead(l.digest, n, what, i, priority) : Promise.resolve(Buffer.alloc(0))
      h.catch(e => {
        this.failure ??= e as Error
        this.stop.abort(e)
      })
      this.heads.set(i, h)
    }
    return h
  }

  /**
   * The `n` bytes before a layer's first span, from the next source when this one fails them, as a
   * span is (they are checked with the whole blob's digest: layer-bytes.ts LayerBytes).
   */
  private async fetchHead(
    digest: string,
    n: number,
    what: string,
    i: number,
    priority: number
  ): Promise<Buffer> {
    for (;;) {
      const from = this.ranges.generation
      try {
        return await this.fetch(digest, 0, n - 1, what, i, priority)
      } catch (e) {
        if (!this.failover.nextSourceAfter(from, e)) throw e
      }
    }
  }

  /** The first bytes of layer `i`'s blob, before its first span (its gzip header: no span holds them). */
  async head(i: number): Promise<Buffer> {
    const waited = this.waits.begin(`layer ${i + 1}'s header`)
    try {
      return await this.headOf(i)
    } finally {
      waited()
      this.heads.delete(i)
    }
  }

  /** Stops every fetch (after a failure elsewhere, or at the end). */
  close(reason: Error = new Error('the install from the seek index ended')): void {
    this.stop.abort(reason)
    this.unwatch()
    this.waits.close()
    this.turns.close()
    this.running.clear()
  }

  /** Every job has settled (after close(), at once: their bodies were destroyed). */
  async settled(): Promise<void> {
    await Promise.all(this.all)
  }
}
