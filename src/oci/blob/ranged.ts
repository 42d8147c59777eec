// A large blob over several connections: one CDN connection commonly gives far less than a
// runner's link, so the blob is fetched in Range parts, `connections` at a time, and handed on
// strictly in order into the same verification as a single stream (fetch.ts checks the size and
// the sha256 of the whole blob, in order; nothing is trusted before the end).
// - A connection that finishes its part starts the next one at once, whether or not the consumer
//   has taken the parts before it; memory stays bounded by the part budget (part-budget.ts).
// - The other connections open as soon as the first part's answer shows Range is honoured (206),
//   not after its bytes; a server that answers it with 200 (Range ignored) gets one stream instead.
// - Each part is a range of the one range fetcher (range-fetcher.ts: the CDN URL reused, resumed
//   after drops and stalls, a server that ignores Range refused); parts are admitted here, by the
//   reader's pace, not by the fetcher's slots.
// - The part being read reaches the consumer as it arrives, at its pace (one chunk ahead); the
//   parts after it are held until their turn.
// - At one connection (`auto` before it grows, or after it gave back) the rest of the blob is one
//   request, a tail, as over one GET; when the count grows the tail is cut at the end of the part
//   it is in (its connection closed there) and the parts after it start.
// - When the consumer lets go (`signal`), no part starts, and the parts in flight are closed.
import type { Logger } from '../../log.ts'
import type { Descriptor } from '../manifest.ts'
import type { PartBudget } from './part-budget.ts'
import type { RangeFetcher } from './range-fetcher.ts'
import { partRange } from './parts.ts'
import { Waits, type Clock } from './waits.ts'

/** Blobs smaller than this go over one connection: parallel parts would not pay. */
export const PARALLEL_MIN_BYTES = 32 << 20

/** Part slots a blob may hold before its consumer has taken its first part (see fill()). */
export const WAITING_BLOB_SLOTS = 2

export interface RangedOptions {
  logger: Logger
  what: string
  /** The most connections (the fetcher's limit may allow fewer now: auto). */
  connections: number
  partBytes: number
  parts: PartBudget
  onBytes?: (n: number) => void
  /** Since when the consumer has had nothing to read (undefined while it has): waits.ts. */
  hungrySince?: () => number | undefined
  signal: AbortSignal
  /** Time for the waits told to the connections (waits.ts); real by default. */
  clock?: Clock
}

/**
 * A part being fetched: parts `start` up to `end` (exclusive: one part, or the rest of the blob for
 * a tail until it is cut), its chunks not yet handed on, and how its fetch ended.
 */
interface Part {
  start: number
  end: number
  /** Bytes fetched so far. */
  got: number
  chunks: Buffer[]
  fetched: Promise<void>
  ended: boolean
  failed?: Error
  /** Set while the consumer waits for this part's next chunk. */
  wake?: () => void
  /** Set while its fetch waits for the consumer to take its chunks (the part read next). */
  taken?: () => void
}

/**
 * The blob's bytes, in order, fetched in parallel parts. Throws RangeIgnoredError (before yielding
 * anything) when the server answers the first part with the whole blob.
 */
export function rangedChunks(f: RangeFetcher, d: Descriptor, o: RangedOptions): AsyncGenerator<Buffer> {
  return new RangedBlob(f, d, o).chunks()
}

/** One blob's parts: which start when, and handing them on in order. */
class RangedBlob {
  private readonly f: RangeFetcher
  private readonly d: Descriptor
  private readonly o: RangedOptions
  private readonly count: number
  private failed?: Error
  /** Stops the parts when the consumer lets go, or when one part failed. */
  private readonly stop = new AbortController()
  /** The parts started and not yet handed on, by their first part's number. */
  private readonly parts = new Map<number, Part>()
  /** The tail being fetched (the rest of the blob over one request), until it is cut. */
  private tail?: Part
  /** Resolved when part 0's first bytes came (206): the other connections may open. */
  private honoured!: () => void
  private readonly rangeHonoured = new Promise<void>(r => (this.honoured = r))
  /** Parts holding a slot of the part budget. */
  private readonly slotted = new Set<number>()
  private started = 0
  private handed = 0
  /** Bytes the consumer has taken. */
  private taken = 0
  private inFlight = 0
  private opened = false
  /** The consumer's waits, told to the connections. */
  private readonly waits: Waits<number>

  constructor(f: RangeFetcher, d: Descriptor, o: RangedOptions) {
    this.f = f
    this.d = d
    this.o = o
    this.count = Math.ceil(d.size / o.partBytes)
    this.waits = new Waits({
      limit: f.limit,
      clock: o.clock,
      hungrySince: o.hungrySince,
      grew: (part, n) => o.logger.debug(`${o.what}: waited for part ${part}; ${n} connections now.`)
    })
    // Stopped, paused parts look again (and see the stop); the fetcher closes their bodies.
    this.stop.signal.addEventListener('abort', () => this.repace())
  }

  /**
   * Fetches `part`. Its chunks are kept there until the consumer takes them: the part being read
   * hands them on as they arrive (one connection streams; chunks die young instead of waiting in
   * memory for the part's end). A tail asks for the rest of the blob and stops where it was cut,
   * closing its connection there (the rest of its answer is not read).
   */
  private async fetchPart(part: Part): Promise<void> {
    const P = this.o.partBytes
    const { first, last } = partRange(part.start, P, this.d.size)
    // Started as the rest of the blob (a cut later only moves `end`): asked for to the blob's end.
    const tail = part.end - part.start > 1
    const body = this.f.read({
      digest: this.d.digest,
      first,
      last: tail ? this.d.size - 1 : last,
      what: this.o.what,
      part: tail
        ? `parts ${part.start + 1}-${this.count} of ${this.count}`
        : `part ${part.start + 1} of ${this.count}`,
      priority: part.start,
      onBytes: this.o.onBytes,
      signal: this.stop.signal
    })
    for await (const c of body) {
      if (part.start === 0) this.honoured()
      // A part's range ends where it does; only a tail that was cut ends before its answer does.
      const left = Math.min(this.d.size, part.end * P) - first - part.got
      const cut = tail && part.end < this.count && c.length >= left
      const kept = cut ? c.subarray(0, left) : c
      part.got += kept.length
      if (kept.length) part.chunks.push(kept)
      part.wake?.()
      if (cut) break
      // A paced part stays one chunk ahead of its consumer; the rest waits in the socket (TCP
      // flow control), as with one stream.
      while (this.paced(part.start) && part.chunks.length > 0 && !this.stop.signal.aborted)
        await new Promise<void>(r => (part.taken = r))
      part.taken = undefined
      if (this.stop.signal.aborted) break
    }
  }

  /**
   * Cuts the tail at the end of the part it is fetching, so the parts after it can go over the
   * connections the count grew to; a tail already in its last part runs to the end.
   */
  private cutTail(): void {
    const t = this.tail
    if (!t || this.width === 1) return
    this.tail = undefined
    const end = t.start + Math.floor(t.got / this.o.partBytes) + 1
    if (end >= this.count) return
    t.end = end
    this.started = end
  }

  private get width(): number {
    return Math.min(this.o.connections, this.f.limit.current)
  }

  /**
   * Parts in flight at once: `width`, and at one connection the tail too, asked for while the part
   * before it is read and left waiting in its socket (paced) until its turn, so no part costs the
   * consumer a request's round trip (docs/benchmarks.md, "Tuned constants").
   */
  private get room(): number {
    return this.opened ? this.width + (this.width === 1 ? 1 : 0) : 1
  }

  /**
   * Part i goes at its consumer's pace: the part read next, and a part `width` or more past it (at
   * one connection the next one, asked for early; at more, one started while the parts before it
   * wait to be read: it waits in its socket until the window reaches it). The others are read
   * eagerly, which is what parallel parts are for. A part read next and read eagerly held its
   * chunks while the consumer was busy, long enough to outlive the download thread's young
   * generation (docs/benchmarks.md, "Tuned constants").
   */
  private paced(i: number): boolean {
    return i === this.handed || i >= this.handed + this.width
  }

  /** Paused parts look again at whether they are paced (the width or the part read next changed). */
  private repace(): void {
    for (const [, p] of this.parts) p.taken?.()
  }

  /**
   * The schedule: parts start in order while fewer than `room` are in flight and a slot is free
   * (in flight, or fetched and waiting to be handed on, a part holds one until handed on); a blob
   * that holds no part starts one without a slot.
   */
  private fill(): void {
    this.cutTail()
    while (
      !this.failed &&
      !this.stop.signal.aborted &&
      this.started < this.count &&
      this.inFlight < this.room
    ) {
      // Until its consumer has taken a part's worth of bytes, a blob holds two slots at most: a
      // later layer that waits its turn would otherwise fill the budget with parts nobody reads
      // yet and leave the layer being applied one connection (auto connections found it: 3 in
      // flight of 8).
      if (this.taken < this.o.partBytes && this.slotted.size >= WAITING_BLOB_SLOTS) break
      if (this.o.parts.take()) this.slotted.add(this.started)
      else if (this.started > this.handed) break
      const start = this.started
      const end = this.width === 1 ? this.count : start + 1
      const part: Part = { start, end, got: 0, chunks: [], ended: false, fetched: Promise.resolve() }
      if (end - start > 1) this.tail = part
      part.fetched = this.fetchPart(part)
      this.inFlight++
      part.fetched.then(
        () => {
          this.inFlight--
          part.ended = true
          part.wake?.()
          if (this.tail === part) this.tail = undefined
          this.fill()
        },
        e => {
          this.inFlight--
          this.failed ??= e as Error // surfaced when the consumer reaches this part
          part.failed = e as Error
          part.wake?.()
          this.stop.abort(this.failed)
        }
      )
      this.parts.set(start, part)
      this.started = end
    }
  }

  private handOn(i: number): void {
    if (this.slotted.delete(i)) this.o.parts.give()
  }

  /**
   * Part i's chunks as they arrive. The time the consumer starves for them, once the parts before
   * it have all been handed on, is the network being behind (auto connections: waits.ts). Waits in
   * the first two parts' bytes are not counted: the second part only started when the first
   * answered.
   */
  private async *take(part: Part): AsyncGenerator<Buffer> {
    for (;;) {
      if (part.chunks.length > 0) {
        const chunks = part.chunks
        part.chunks = []
        part.taken?.()
        for (const c of chunks) this.taken += c.length
        yield* chunks
        continue
      }
      if (part.failed) throw part.failed
      if (part.ended) break
      const P = this.o.partBytes
      const waited = this.taken >= 2 * P ? this.waits.begin(Math.floor(this.taken / P) + 1) : undefined
      await new Promise<void>(r => (part.wake = r))
      part.wake = undefined
      waited?.()
    }
  }

  async *chunks(): AsyncGenerator<Buffer> {
    const onAbort = () => this.stop.abort(this.o.signal.reason)
    this.o.signal.addEventListener('abort', onAbort)
    const unwatch = this.o.parts.watch(() => this.fill())
    const unwatchLimit = this.f.limit.watch(() => {
      this.repace()
      this.fill()
    })
    try {
      // Part 1 alone until its first bytes say Range is honoured.
      this.fill()
      await Promise.race([this.rangeHonoured, this.parts.get(0)!.fetched])
      this.opened = true
      this.fill()
      for (let i = 0; i < this.count;) {
        const part = this.parts.get(i)!
        yield* this.take(part)
        this.parts.delete(i)
        // Handed on whole: its slot (and its memory) may go to the next part.
        this.handed = part.end
        this.repace()
        this.handOn(i)
        this.fill()
        i = part.end
      }
    } finally {
      this.stop.abort(new Error('the blob was closed'))
      this.o.signal.removeEventListener('abort', onAbort)
      unwatch()
      unwatchLimit()
      this.waits.close()
      for (const [, p] of this.parts) p.fetched.catch(() => {})
      for (const i of [...this.slotted]) this.handOn(i)
    }
  }
}
