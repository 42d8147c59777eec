// How a consumer's waits for bytes already asked for reach the connection count
// (connections.ts ConnectionLimit.starved): the one way, for the parts of a streamed blob
// (ranged.ts) and for the spans of an install from a seek index (seek/fetch/spans.ts). A wait is
// told while it lasts, every WAIT_REPORT_MS, and at its end: told only at its end, a count at one
// connection grew a whole span later (the applier waits for most of each span there), and a trial
// that judges the share of its time the reader waited heard nothing of a part slower than itself.
import type { ConnectionLimit } from './connections.ts'

/** How often a wait is told while it lasts (ms). */
export const WAIT_REPORT_MS = 50

/** Time as the reporter reads it: real by default, injected by tests. */
export interface Clock {
  now(): number
  /** Calls `fn` every `ms` until the returned function is called. */
  every(ms: number, fn: () => void): () => void
}

export const realClock: Clock = {
  now: () => performance.now(),
  every: (ms, fn) => {
    // Never what keeps a process alive.
    const t = setInterval(fn, ms).unref()
    return () => clearInterval(t)
  }
}

export interface WaitOptions<W> {
  limit: ConnectionLimit
  clock?: Clock
  /**
   * Since when the consumer has had nothing to read (undefined while it has): a consumer that
   * still holds bytes is the bound, not the network, however long this side waits for more.
   * Without it, every moment of a wait counts.
   */
  hungrySince?: () => number | undefined
  /** Told when a wait grew the count: what was waited for (as begin() was given it), and the count now. */
  grew?: (what: W, connections: number) => void
}

/** A wait under way: what for, and up to when it has been told. */
interface OpenWait<W> {
  what: W
  told: number
}

/**
 * One consumer's waits, told to its connection count. One ticker for all its waits, started with
 * the first and stopped by close(): a consumer that outruns the network waits once per chunk that
 * arrives (about 150,000 times for the benchmark's whole image), and a timer of its own per wait
 * cost that install a second of CPU.
 */
export class Waits<W = string> {
  private readonly o: WaitOptions<W>
  private readonly clock: Clock
  private readonly open = new Set<OpenWait<W>>()
  private stopTicks?: () => void

  constructor(o: WaitOptions<W>) {
    this.o = o
    this.clock = o.clock ?? realClock
  }

  private tell(w: OpenWait<W>, upTo: number): void {
    if (upTo <= w.told) return
    const from = w.told
    w.told = upTo
    let ms = upTo - from
    if (this.o.hungrySince) {
      const h = this.o.hungrySince()
      ms = h === undefined ? 0 : upTo - Math.max(from, h)
    }
    if (ms > 0 && this.o.limit.starved(ms)) this.o.grew?.(w.what, this.o.limit.current)
  }

  /**
   * A wait for `what` (a name, or what the grew callback makes one of) begins now; the returned
   * function ends it now.
   */
  begin(what: W): () => void {
    const w: OpenWait<W> = { what, told: this.clock.now() }
    this.open.add(w)
    this.stopTicks ??= this.clock.every(WAIT_REPORT_MS, () => {
      const now = this.clock.now()
      for (const x of this.open) this.tell(x, now)
    })
    return () => {
      if (this.open.delete(w)) this.tell(w, this.clock.now())
    }
  }

  /** No more waits: the ticker stops (waits still open are dropped, untold). */
  close(): void {
    this.stopTicks?.()
    this.stopTicks = undefined
    this.open.clear()
  }
}
