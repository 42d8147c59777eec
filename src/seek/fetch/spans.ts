// The spans an install from a seek index needs, fetched over parallel Range requests (in parts of
// SPAN_PART, by the one range fetcher: oci/blob/range-fetcher.ts, its connections taken in job
// order, so the span the applier needs next goes first) and inflated on a thread, handed to the
// applier in order. A span is the compressed bytes between two checkpoints (index/model.ts); the span's
// sha256 is checked against the index before anything reads it, and it is inflated from its
// checkpoint with its window as the dictionary on a pool thread (inflate-pool.ts). A span whose
// hash is wrong is fetched once more; wrong again, it is the source's corrupt download, unless the
// whole blob, fetched once then, proves the index wrong (SpanQueue.blame).
//
// Memory: a job holds its compressed bytes until its inflate has ended (they move to the thread and
// back), and its output comes in pieces the applier takes as it goes (inflate-pool.ts SpanOutput). Fetches
// run at most `ahead` jobs past the one being applied, inflates at most SPANS_INFLATED_AHEAD past it (in
// job order, so the job the applier waits for is never kept waiting by later ones). Both kinds of
// buffer are used again, span after span (BufferStock): SpanInflater (prime.ts) says why.
import type { Logger } from '../../log.ts'
import type { Transport } from '../../oci/http/transport.ts'
import type { Deadline } from '../../oci/http/deadline.ts'
import { IntegrityError, RangeIgnoredError } from '../../oci/errors.ts'
import { RangeFetcher } from '../../oci/blob/range-fetcher.ts'
import { BlobFetcher } from '../../oci/blob/fetch.ts'
import { createHash } from 'node:crypto'
import { faultOf } from '../../errors.ts'
import { PIECE_BYTES, type InflatePool, type SpanOutput } from '../inflate/inflate-pool.ts'
import { BufferStock } from '../inflate/buffer-stock.ts'
import { PRIME_ROOM, spanBuffer } from '../inflate/prime.ts'
import { sha256 } from '../../sha256.ts'
import { type LayerIndex, type Span } from '../index/model.ts'
import { headBytes, spanBytes } from '../index/layout.ts'
import { IndexMismatchError } from '../index/errors.ts'
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
}

interface Running {
  /** A kept layer's span: its compressed bytes, back from the inflate thread (as fetched). */
  compressed?: Promise<Buffer | undefined>
  out: Promise<SpanOutput>
  /** Its compressed bytes have all arrived (and when: performance.now()). */
  fetched?: boolean
  fetchedAt?: number
}

/**
 * Spans inflated past the one being applied. One: a span inflates in a tenth of the time its files
 * take to write, so one more keeps the applier fed, and each costs a span's output in memory
 * (one per thread measured 60-120 MiB more peak RSS on the benchmark for no speed).
 */
const SPANS_INFLATED_AHEAD = 1

/** A span is fetched in parts of this much at most, each over a connection of its own. */
export const SPAN_PART = 4 << 20

/**
 * Compressed bytes fetched ahead of the span being applied, a part per connection (at least
 * PREFETCH_MIN): the applier's pace varies (a span of large kept files, then spans with
 * little kept), and what was fetched meanwhile carries it over where the network is the bound
 * (over the capped link 32 MiB at 8 connections; a shallower prefetch there was slower:
 * docs/benchmarks.md). Where one connection outruns the applier (localhost) a deep prefetch only
 * holds memory: each span ahead is its compressed size, and 32 MiB at one connection took the
 * benchmark's peak RSS to 257-265 MiB in single runs. A shallow one that leaves the applier
 * waiting grows the connections (auto), and the prefetch with them.
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

/** How often a wait for a span's bytes is reported to the connections while it lasts (ms). */
const WAIT_REPORT_MS = 50

/** Fetches and inflates the jobs, at most `connections` fetches and `ahead` jobs at a time. */
export class SpanQueue {
  private readonly o: SpanQueueOptions
  private readonly running = new Map<number, Running>()
  private readonly stop = new AbortController()
  private started = 0
  private consumed = 0
  /** Jobs waiting for their turn to inflate, by job number. */
  private readonly inflateTurn = new Map<number, () => void>()
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

  /** Job `k` may inflate once no more than SPANS_INFLATED_AHEAD jobs are inflated ahead of the applier. */
  private mayInflate(k: number): boolean {
    return k <= this.consumed + SPANS_INFLATED_AHEAD
  }

  private async turn(k: number): Promise<void> {
    while (!this.mayInflate(k)) {
      if (this.stop.signal.aborted) throw this.stop.signal.reason
      await new Promise<void>(r => this.inflateTurn.set(k, r))
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
        if (!this.nextSourceAfter(from, e)) throw e
        attempt = 0
        continue
      }
      if (sha256(got) === s.sha256) {
        data = got
        r.fetched = true
        r.fetchedAt = performance.now()
        this.verified++
        continue
      }
      this.giveBack(got)
      if (attempt >= 2) {
        const e = new IntegrityError(
          `${what}: its bytes do not match the seek index's sha256 twice in a row (${this.ranges.transport.registry} sent a corrupt download).`
        )
        if (!this.nextSourceAfter(from, e)) throw await this.blame(l, s, what, e)
        attempt = 0
        continue
      }
      this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`)
    }
    const keep = this.o.keepCompressed?.(job.layer) ?? false
    await this.turn(k)
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
   * A span the last source sent wrong twice: whose fault is it? Its whole layer is fetched once,
   * streamed (on this failure path only): where the blob is its digest's and its bytes at the span
   * are not the index's, the index does not describe this blob, whatever its sizes say (an index
   * from versions.json then gives way to the whole image); otherwise the source stays at fault
   * (issue 49 item 10: another image's index with the same layer sizes was blamed on the registry).
   */
  private async blame(l: LayerIndex, s: Span, what: string, fault: Error): Promise<Error> {
    if (this.stop.signal.aborted) return fault
    const blobs = new BlobFetcher(this.ranges.transport, {
      logger: this.o.logger,
      deadline: this.o.deadline,
      connections: 1
    })
    const hash = createHash('sha256')
    let at = 0
    try {
      const d = { mediaType: 'application/octet-stream', digest: l.digest, size: l.size }
      for await (const c of blobs.open(d, { logger: this.o.logger }) as AsyncIterable<Buffer>) {
        if (this.stop.signal.aborted) return fault
        const from = Math.max(at, s.offset)
        const to = Math.min(at + c.length, s.offset + s.length)
        if (to > from) hash.update(c.subarray(from - at, to - at))
        at += c.length
      }
    } catch {
      // The whole blob does not come, or is not its digest's: the source's fault as first said.
      return fault
    }
    if (hash.digest('hex') === s.sha256) return fault
    return new IndexMismatchError(
      `${what}: the layer's blob matches its digest, but its bytes there are not the ones the seek index names: the index does not describe this image.`
    )
  }

  /**
   * After the source of change `from` failed a span with `e`: whether to fetch it again from the
   * current source (another span already moved on) or the next one (now the current one).
   */
  private nextSourceAfter(from: number, e: unknown): boolean {
    if (this.failure || this.stop.signal.aborted || faultOf(e) !== 'source' || e instanceof RangeIgnoredError)
      return false
    if (from !== this.ranges.generation) return true
    const failed = this.ranges.transport
    const next = this.o.nextSource?.()
    if (!next) return false
    // Named by repository, both of them: two mirrors on one registry differ only there.
    const where = (t: Transport) => `${t.registry}/${t.repository}`
    this.o.logger.warning(
      `${where(failed)} failed: ${(e as Error).message.replace(/\.?$/, '.')} Fetching it and the rest from ${where(next)}; the ${this.verified} spans already verified are kept.`
    )
    this.ranges.use(next)
    return true
  }

  /**
   * Bytes first..last of a blob, in parts of SPAN_PART side by side (the connections are kept busy
   * by fewer spans in memory at once), each waiting for a connection in the order of `priority`
   * (the job's number: what the applier needs next goes first).
   */
  private async fetch(
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
    const parts: Promise<void>[] = []
    for (let from = first; from <= last; from += SPAN_PART) {
      const to = Math.min(last, from + SPAN_PART - 1)
      const ask = {
        digest,
        first: from,
        last: to,
        what,
        priority,
        onBytes: (n: number) => this.o.onBytes?.(layer, n)
      }
      parts.push(this.ranges.readInto(ask, buffer, from - first))
    }
    const settled = await Promise.allSettled(parts)
    const failed = settled.find(x => x.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    return buffer()
  }

  /** Job `k`'s output (and its compressed bytes, when kept); jobs are taken in order. */
  async take(k: number): Promise<{ out: SpanOutput; compressed?: Promise<Buffer | undefined> }> {
    // Normally started long before; a consumer that holds more than `ahead` jobs starts it now.
    if (k >= this.started) this.fill(k)
    if (this.failure) throw this.failure
    const r = this.running.get(k)
    if (!r) throw new Error(`internal: span job ${k} taken after it was done`)
    // The applier needs this span and its bytes are still on the way: the network is behind
    // (auto connections: the waits add up, ConnectionLimit.starved).
    // Heard as it goes, every WAIT_REPORT_MS, not only at its end: at one connection the applier
    // waits for most of each span (0.9 s over the capped link), and a count grown only then grew
    // that much later.
    let reported = k > 0 && !r.fetched ? performance.now() : undefined
    const report = (upTo: number) => {
      if (reported === undefined || upTo <= reported) return
      this.starved(upTo - reported, `span job ${k + 1}`)
      reported = upTo
    }
    const tick =
      reported === undefined
        ? undefined
        : setInterval(() => r.fetched || report(performance.now()), WAIT_REPORT_MS)
    try {
      const out = await r.out
      report(r.fetchedAt ?? performance.now())
      return { out, compressed: r.compressed }
    } finally {
      clearInterval(tick)
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
    for (const [j, wake] of this.inflateTurn)
      if (this.mayInflate(j)) {
        this.inflateTurn.delete(j)
        wake()
      }
    this.fill()
  }

  /** The applier waited `ms` for `what`, which was on its way: auto connections hear of it. */
  private starved(ms: number, what: string): void {
    if (this.o.limit.starved(ms))
      this.o.logger.debug(`Seek index: waited for ${what}; ${this.o.limit.current} connections now.`)
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
        if (!this.nextSourceAfter(from, e)) throw e
      }
    }
  }

  /** The first bytes of layer `i`'s blob, before its first span (its gzip header: no span holds them). */
  async head(i: number): Promise<Buffer> {
    const since = performance.now()
    const h = await this.headOf(i)
    this.heads.delete(i)
    this.starved(performance.now() - since, `layer ${i + 1}'s header`)
    return h
  }

  /** Stops every fetch (after a failure elsewhere, or at the end). */
  close(reason: Error = new Error('the install from the seek index ended')): void {
    this.stop.abort(reason)
    this.unwatch()
    for (const wake of this.inflateTurn.values()) wake()
    this.inflateTurn.clear()
    this.running.clear()
  }

  /** Every job has settled (after close(), at once: their bodies were destroyed). */
  async settled(): Promise<void> {
    await Promise.all(this.all)
  }
}
