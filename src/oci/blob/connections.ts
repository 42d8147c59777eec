// How many connections one large blob is fetched over (ranged.ts, and the spans of a seek-index
// install): a fixed number, or `auto`: one to begin with, and one more each time the consumer
// waits at least STARVED_MS for data it asked for in time (the network is the bound), up to the
// maximum, as long as each step raised the rate the bytes arrive at while all of them were busy.
// A step that did not (the link is shared, or the machine's cores are the bound: a registry on the
// same network, where a busy 2-core machine makes the consumer wait now and then all the same) is
// taken back and the count stays there. The count is shared by the blobs of one download thread, so a later layer
// starts where the earlier one got to.
export const AUTO_MAX = 8

/**
 * A wait for data already on its way that counts as the network being the bound. Shorter waits
 * are the consumer and the download sharing a busy machine's cores: on the 2-core benchmark
 * machine over localhost they were 1-175 ms, a handful per install, and growing on them cost 10-15%;
 * over a link of 10 MiB/s per connection most waits are 100-600 ms (docs/benchmarks.md).
 */
export const STARVED_MS = 100

/** How long every connection of a count must have been busy before its rate is judged. */
export const LEVEL_MS = 500

/**
 * The share of a linear gain a step must bring to be kept: going from n - 1 to n connections
 * would at best multiply the rate by n / (n - 1); a quarter of that gain is asked for (2: +25%,
 * 8: +3.6%), so noise on a link that scales does not stop it, and a link that does not scale
 * stops at the first step.
 */
export const STEP_GAIN = 0.25

export class ConnectionLimit {
  readonly max: number
  readonly adaptive: boolean
  private n: number
  private readonly onChange = new Set<() => void>()
  private readonly now: () => number
  /** Requests in flight now, and when that was last looked at. */
  private active = 0
  private last?: number
  /**
   * Since the count changed: how long every connection it allows was busy, and the bytes that
   * arrived meanwhile. The rate is judged over that time only: while fewer are busy, the consumer
   * (or a blob's last parts) is the bound, and more connections could not have shown anything.
   */
  private fullMs = 0
  private bytes = 0
  /** The rate (bytes/ms) measured at the count before this one. */
  private before?: number
  /** A step was taken back: the count stays. */
  private settled = false
  /** What the last change was judged on (debug messages). */
  why = ''

  constructor(max: number, adaptive: boolean, now: () => number = () => performance.now()) {
    this.max = Math.max(1, Math.floor(max))
    this.adaptive = adaptive
    this.n = adaptive ? 1 : this.max
    this.now = now
  }

  get current(): number {
    return this.n
  }

  private tick(): void {
    const t = this.now()
    if (this.last !== undefined && this.active >= this.n) this.fullMs += t - this.last
    this.last = t
  }

  /** A request of the blobs this limit governs started. */
  opened(): void {
    this.tick()
    this.active++
  }

  /** One ended (whatever the outcome). */
  closed(): void {
    this.tick()
    this.active = Math.max(0, this.active - 1)
  }

  /** `n` bytes arrived over any of the connections. */
  delivered(n: number): void {
    const full = this.active >= this.n
    this.tick()
    if (full) this.bytes += n
  }

  /**
   * The consumer waited for data already asked for: one more connection, if allowed and the last
   * step paid off; one fewer (for good) if it did not. True when the count changed.
   */
  starved(): boolean {
    if (!this.adaptive || this.settled) return false
    this.tick()
    if (this.fullMs < LEVEL_MS) return false
    const rate = this.bytes / this.fullMs
    const mibs = (r: number) => ((r * 1000) / 2 ** 20).toFixed(1)
    this.why = `${mibs(rate)} MiB/s with ${this.n}${this.before === undefined ? '' : `, ${mibs(this.before)} with ${this.n - 1}`}`
    if (this.before !== undefined && rate < this.before * (1 + STEP_GAIN / (this.n - 1))) {
      this.settled = true
      this.set(this.n - 1)
      return true
    }
    if (this.n >= this.max) return false
    this.before = rate
    this.set(this.n + 1)
    return true
  }

  private set(n: number): void {
    this.n = n
    this.fullMs = 0
    this.bytes = 0
    for (const f of [...this.onChange]) f()
  }

  /** `f` runs when the count changes, until the returned function is called. */
  watch(f: () => void): () => void {
    this.onChange.add(f)
    return () => this.onChange.delete(f)
  }
}
