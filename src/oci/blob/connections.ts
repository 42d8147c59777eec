// How many connections one large blob is fetched over (ranged.ts, and the spans of a seek-index
// install): a fixed number, or `auto`: one to begin with, and one more each time the consumer
// waits at least STARVED_MS for data it asked for in time (the network is the bound), up to the
// maximum. Where one connection already outruns inflating (a registry on the same network), the
// consumer waits rarely and briefly and one stays one or two. The count is shared by the blobs
// of one download thread, so a later layer starts where the earlier one got to.
export const AUTO_MAX = 8

/**
 * A wait for data already on its way that counts as the network being the bound. Shorter waits
 * are the consumer and the download sharing a busy machine's cores: on the 2-core benchmark
 * machine over localhost they were 1-175 ms, a handful per install, and growing on them cost 10-15%;
 * over a link of 10 MiB/s per connection most waits are 100-600 ms (docs/benchmarks.md).
 */
export const STARVED_MS = 100

export class ConnectionLimit {
  readonly max: number
  readonly adaptive: boolean
  private n: number
  private readonly onChange = new Set<() => void>()

  constructor(max: number, adaptive: boolean) {
    this.max = Math.max(1, Math.floor(max))
    this.adaptive = adaptive
    this.n = adaptive ? 1 : this.max
  }

  get current(): number {
    return this.n
  }

  /**
   * The consumer waited `ms` for data already asked for: one more connection, if the wait counts
   * (STARVED_MS) and the count may grow. True when it grew.
   */
  waited(ms: number): boolean {
    if (ms < STARVED_MS || !this.adaptive || this.n >= this.max) return false
    this.n++
    for (const f of [...this.onChange]) f()
    return true
  }

  /** `f` runs when the count grows, until the returned function is called. */
  watch(f: () => void): () => void {
    this.onChange.add(f)
    return () => this.onChange.delete(f)
  }
}
