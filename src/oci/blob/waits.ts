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
    const t = setInterval(fn, ms)
    return () => clearInterval(t)
  }
}

export interface WaitOptions {
  limit: ConnectionLimit
  clock?: Clock
  /**
   * Since when the consumer has had nothing to read (undefined while it has): a consumer that
   * still holds bytes is the bound, not the network, however long this side waits for more.
   * Without it, every moment of a wait counts.
   */
  hungrySince?: () => number | undefined
  /** Told when a wait grew the count: what was waited for, and the count now. */
  grew?: (what: string, connections: number) => void
}

/** One consumer's waits, told to its connection count. */
export class Waits {
  private readonly o: WaitOptions
  private readonly clock: Clock

  constructor(o: WaitOptions) {
    this.o = o
    this.clock = o.clock ?? realClock
  }

  /**
   * A wait for `what` begins now. The returned function ends it: at `endedAt` when given (the
   * moment the bytes arrived, when that was before the consumer looked), else now.
   */
  begin(what: string): (endedAt?: number) => void {
    let told = this.clock.now()
    const tell = (upTo: number) => {
      if (upTo <= told) return
      const from = told
      told = upTo
      let ms = upTo - from
      if (this.o.hungrySince) {
        const h = this.o.hungrySince()
        ms = h === undefined ? 0 : upTo - Math.max(from, h)
      }
      if (ms > 0 && this.o.limit.starved(ms)) this.o.grew?.(what, this.o.limit.current)
    }
    const stop = this.clock.every(WAIT_REPORT_MS, () => tell(this.clock.now()))
    let ended = false
    return endedAt => {
      if (ended) return
      ended = true
      stop()
      tell(endedAt ?? this.clock.now())
    }
  }
}
