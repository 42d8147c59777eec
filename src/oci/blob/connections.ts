// How many connections one large blob is fetched over (ranged.ts, and the spans of a seek-index
// install): a fixed number, or `auto`: one to begin with, and one more each time the consumer
// finds the data it needs next still on its way although it was asked for in time (the network is
// the bound), up to the maximum. Where one connection already outruns inflating (a registry on
// the same network), the consumer never waits and one stays one. The count is shared by the blobs
// of one download thread, so a later layer starts where the earlier one got to.
export const AUTO_MAX = 8

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

  /** The consumer waited for data already asked for: one more connection, if allowed. */
  starved(): boolean {
    if (!this.adaptive || this.n >= this.max) return false
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
