// The spans an install from a seek index needs, fetched over parallel Range requests (in parts of
// SPAN_PART) and inflated on a thread, handed to the applier in order. A span is the compressed
// bytes between two checkpoints (format.ts); each part is fetched on its own (oci/blob/resume.ts resumes it
// after a drop or a stall), the span's sha256 is checked against the index before anything reads
// it, and it is inflated from its checkpoint with its window as the dictionary on a pool thread
// (inflate-pool.ts). A span whose hash is wrong is fetched once more; wrong again, it is the source's
// corrupt download.
//
// Memory: a job holds its compressed bytes until its inflate has ended (they move to the thread and
// back), and its output comes in pieces the applier takes as it goes (inflate-pool.ts SpanOutput). Fetches
// run at most `ahead` jobs past the one being applied, inflates at most INFLATE_AHEAD past it (in
// job order, so the job the applier waits for is never kept waiting by later ones). Both kinds of
// buffer are used again, span after span (BufferStock): SpanInflater (prime.ts) says why.
import type { Logger } from '../log.ts'
import type { Transport } from '../oci/http/transport.ts'
import type { Deadline } from '../oci/http/deadline.ts'
import { IntegrityError, RegistryError } from '../oci/errors.ts'
import { onHost } from '../oci/reference.ts'
import { readRange } from '../oci/blob/resume.ts'
import { SourceError, faultOf } from '../errors.ts'
import { PIECE_BYTES, type InflatePool, type SpanOutput } from './inflate-pool.ts'
import { BufferStock } from './buffer-stock.ts'
import { PRIME_ROOM, spanBuffer } from './prime.ts'
import { sha256, type LayerIndex } from './format.ts'
import { IndexMismatchError } from './check.ts'
import { STARVED_MS, type ConnectionLimit } from '../oci/blob/connections.ts'

/** One span of one layer to fetch and inflate. */
export interface SpanJob {
  layer: number
  span: number
  /** Where its output starts and ends in the layer's tar stream. */
  outStart: number
  outEnd: number
}

/** The server answered a Range request with the whole blob: an index cannot be used there. */
export class RangeIgnoredError extends SourceError {
  override name = 'RangeIgnoredError'
}

export interface SpanQueueOptions {
  transport: Transport
  layers: LayerIndex[]
  jobs: SpanJob[]
  pool: InflatePool
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
  compressed?: Buffer
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
const INFLATE_AHEAD = 1

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
 * The share of its time the applier must have waited for spans still on the way, since the last
 * connection was added, for one more (auto). On the 2-core benchmark machine over localhost one
 * connection left the applier waiting ~0.1 s in a 17 s install (the first spans); over a link of
 * 10 MiB/s per connection it waits for most of every span.
 */
const STARVED_SHARE = 1 / 20

/** Fetches and inflates the jobs, at most `connections` fetches and `ahead` jobs at a time. */
export class SpanQueue {
  private readonly o: SpanQueueOptions
  private readonly running = new Map<number, Running>()
  private readonly stop = new AbortController()
  private readonly active = new Set<NodeJS.ReadableStream & { destroy(): void }>()
  private started = 0
  private consumed = 0
  private fetching = 0
  /** Milliseconds the applier waited for spans still being fetched, since the last connection added. */
  private starved = 0
  /** When the last connection was added (or the queue made). */
  private grewAt = performance.now()
  private readonly waiting: (() => void)[] = []
  /** Jobs waiting for their turn to inflate, by job number. */
  private readonly inflateTurn = new Map<number, () => void>()
  /** The CDN URL each blob was last redirected to, reused until it fails (as ranged.ts does). */
  private readonly direct = new Map<string, string>()
  /** Where spans come from now, and how many times it changed (a failure seen under an older one is not counted twice). */
  private transport: Transport
  private sourceChanges = 0
  private verified = 0
  failure?: Error
  private readonly unwatch: () => void
  /** Buffers for the spans' compressed bytes and for the pieces of their output. */
  readonly compressedStock: BufferStock
  readonly pieceStock: BufferStock
  /** The jobs' compressed spans, on average. */
  private readonly meanSpan: number

  constructor(o: SpanQueueOptions) {
    this.o = o
    this.transport = o.transport
    const span = (j: SpanJob) => o.layers[j.layer].spans[j.span]
    this.compressedStock = new BufferStock(PRIME_ROOM + Math.max(0, ...o.jobs.map(j => span(j).length)))
    this.meanSpan = Math.max(1, o.jobs.reduce((n, j) => n + span(j).length, 0) / Math.max(1, o.jobs.length))
    this.pieceStock = new BufferStock(
      Math.min(PIECE_BYTES, Math.max(1, ...o.jobs.map(j => j.outEnd - j.outStart)))
    )
    this.stop.signal.addEventListener('abort', () => {
      for (const m of this.active) m.destroy()
    })
    this.unwatch = o.limit.watch(() => {
      this.waiting.shift()?.()
      this.fill()
    })
    this.fill()
  }

  /** Every job's promise, to wait for at the end. */
  private readonly all: Promise<unknown>[] = []

  /**
   * Jobs started past the one being applied: enough spans that every connection has a part to
   * fetch (PREFETCH_PER_CONNECTION, PREFETCH_MIN at least), and one more (each job holds its
   * span's compressed bytes until its inflate has ended; the threads work on the applied span and
   * INFLATE_AHEAD more).
   */
  private get ahead(): number {
    const bytes = Math.max(PREFETCH_MIN, this.o.limit.current * PREFETCH_PER_CONNECTION)
    return Math.max(INFLATE_AHEAD, Math.ceil(bytes / this.meanSpan)) + 1
  }

  private fill(upTo = this.consumed + this.ahead): void {
    while (!this.stop.signal.aborted && this.started < this.o.jobs.length && this.started <= upTo) {
      const k = this.started++
      const job = this.o.jobs[k]
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

  private async slot(): Promise<void> {
    while (this.fetching >= this.o.limit.current) await new Promise<void>(r => this.waiting.push(r))
    this.fetching++
  }

  private unslot(): void {
    this.fetching--
    this.waiting.shift()?.()
  }

  /** Job `k` may inflate once no more than INFLATE_AHEAD jobs are inflated ahead of the applier. */
  private mayInflate(k: number): boolean {
    return k <= this.consumed + INFLATE_AHEAD
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
      const from = this.sourceChanges
      let got: Buffer
      try {
        got = await this.fetch(l.digest, s.offset, s.offset + s.length - 1, what, job.layer, true)
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
          `${what}: its bytes do not match the seek index's sha256 twice in a row (${this.transport.registry} sent a corrupt download).`
        )
        if (!this.nextSourceAfter(from, e)) throw e
        attempt = 0
        continue
      }
      this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`)
    }
    const keep = this.o.keepCompressed?.(job.layer) ?? false
    if (keep) r.compressed = data
    await this.turn(k)
    const cp = l.checkpoints[job.span]
    // Kept for the blob's hash: the thread gets a copy.
    const given = keep ? spanBuffer(data.length, this.compressedStock.take()) : data
    if (keep) data.copy(given)
    const out = this.o.pool.inflate(
      given,
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
      // Kept only where the next span is fetched too (apply.ts releaseUnneededWindows).
      l.checkpoints[job.span + 1]?.window
    )
    void out.done.then(ab => {
      if (ab) this.compressedStock.give(ab)
      if (out.error && !this.failure) {
        this.failure = out.error
        this.stop.abort(out.error)
      }
    })
    return out
  }

  /**
   * After the source of change `from` failed a span with `e`: whether to fetch it again from the
   * current source (another span already moved on) or the next one (now the current one).
   */
  private nextSourceAfter(from: number, e: unknown): boolean {
    if (this.failure || this.stop.signal.aborted || faultOf(e) !== 'source' || e instanceof RangeIgnoredError)
      return false
    if (from !== this.sourceChanges) return true
    const next = this.o.nextSource?.()
    if (!next) return false
    this.o.logger.warning(
      `${(e as Error).message.replace(/\.?$/, '.')} Fetching that span and the rest from ${next.registry}; the ${this.verified} spans already verified are kept.`
    )
    this.transport = next
    this.direct.clear()
    this.sourceChanges++
    return true
  }

  private async fetch(
    digest: string,
    first: number,
    last: number,
    what: string,
    layer: number,
    stocked = false
  ): Promise<Buffer> {
    const t = this.transport
    // One buffer of the span's size, its own ArrayBuffer: it moves to the inflate thread as it is.
    const b = spanBuffer(last - first + 1, stocked ? this.compressedStock.take() : undefined)
    const ask = async (from: number, to: number) => {
      const headers = { 'accept-encoding': 'identity', range: `bytes=${from}-${to}` }
      const via = this.direct.get(digest)
      if (via) {
        const res = await t.request('GET', via, headers, what)
        if (res.status === 206 || res.status === 200) return res
        res.message.resume()
        if (this.direct.get(digest) === via) this.direct.delete(digest)
      }
      const res = await t.get(`blobs/${digest}`, headers, what)
      if (res.status === 206 && !onHost(res.url, t.registry)) this.direct.set(digest, res.url)
      return res
    }
    /** Bytes [from, to] of the blob into `b`, over one connection (a slot). */
    const part = async (from: number, to: number) => {
      await this.slot()
      try {
        let at = from - first
        for await (const c of readRange({
          what,
          host: t.registry,
          first: from,
          last: to,
          ask: f => ask(f, to),
          whole: res => {
            res.message.destroy()
            throw new RangeIgnoredError(
              `${t.registry} answered a Range request for ${digest.slice(0, 19)}… with the whole blob: an install from a seek index needs Range.`
            )
          },
          describe: (status, body) => t.describe(what, status, body),
          deadline: this.o.deadline,
          maxResumes: this.o.maxResumes ?? 20,
          logger: this.o.logger,
          onBytes: n => {
            this.o.onBytes?.(layer, n)
            const said = this.o.limit.delivered(n)
            if (said) this.o.logger.debug(`Seek index: ${said}`)
          },
          signal: this.stop.signal,
          active: this.active as never
        }))
          at += c.copy(b, at)
        if (at !== to - first + 1)
          throw new RegistryError(
            `${what}: ${at - (from - first)} bytes where ${to - from + 1} were asked for.`
          )
      } finally {
        this.unslot()
      }
    }
    // In parts, side by side: the connections are kept busy by fewer spans in memory at once.
    const parts: Promise<void>[] = []
    for (let from = first; from <= last; from += SPAN_PART)
      parts.push(part(from, Math.min(last, from + SPAN_PART - 1)))
    const settled = await Promise.allSettled(parts)
    const failed = settled.find(x => x.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
    return b
  }

  /** Job `k`'s output (and its compressed bytes, when kept); jobs are taken in order. */
  async take(k: number): Promise<{ out: SpanOutput; compressed?: Buffer }> {
    // Normally started long before; a consumer that holds more than `ahead` jobs starts it now.
    if (k >= this.started) this.fill(k)
    if (this.failure) throw this.failure
    const r = this.running.get(k)
    if (!r) throw new Error(`internal: span job ${k} taken after it was done`)
    // The applier needs this span and its bytes are still on the way: the network is behind. The
    // waits add up from span to span (auto connections: one more for each STARVED_MS of them, once
    // they are STARVED_SHARE of the time since the last one was added): a link that keeps the
    // applier waiting 40 ms for every span is the bound as surely as one that keeps it waiting
    // 100 ms once, while a few waits in a long install (the first spans, a busy moment) are not;
    // a wait of 300 ms says the connections are far too few (over the capped link, one at a time
    // took 16 s to reach eight).
    const since = k > 0 && !r.fetched ? performance.now() : undefined
    const out = await r.out
    if (since !== undefined) {
      const now = performance.now()
      this.starved += Math.max(0, (r.fetchedAt ?? now) - since)
      const more = Math.floor(this.starved / STARVED_MS)
      if (more > 0 && this.starved >= STARVED_SHARE * (now - this.grewAt)) {
        if (this.o.limit.grow(more) > 0) {
          this.starved = 0
          this.grewAt = now
          this.o.logger.debug(
            `Seek index: waited for span job ${k + 1}; ${this.o.limit.current} connections now.`
          )
        }
      }
    }
    return { out, compressed: r.compressed }
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

  /** The first `n` bytes of layer `i`'s blob (its gzip header: no span holds them). */
  async head(i: number, n: number): Promise<Buffer> {
    if (!n) return Buffer.alloc(0)
    const l = this.o.layers[i]
    return await this.fetch(
      l.digest,
      0,
      n - 1,
      `Layer ${i + 1} (${l.digest.slice(0, 19)}…), its first ${n} bytes`,
      i
    )
  }

  /** Stops every fetch (after a failure elsewhere, or at the end). */
  close(reason: Error = new Error('the install from the seek index ended')): void {
    this.stop.abort(reason)
    this.unwatch()
    for (const wake of this.waiting.splice(0)) wake()
    for (const wake of this.inflateTurn.values()) wake()
    this.inflateTurn.clear()
    this.running.clear()
  }

  /** Every job has settled (after close(), at once: their bodies were destroyed). */
  async settled(): Promise<void> {
    await Promise.all(this.all)
  }
}
