// How many connections one large blob is fetched over (ranged.ts, and the spans of a seek-index
// install): a fixed number, or `auto`: one to begin with, and one more each time the reader is
// starved for at least STARVED_MS over one part (it has read everything it was handed and waits
// for data already asked for: the network is the bound), up to the maximum; an install from a seek
// index adds up its waits over spans instead (spans.ts). A reader that still
// holds bytes while the download waits is the bound itself (a registry on the same network, a
// busy machine's cores): those waits do not count, and one connection stays one. The count is
// shared by the blobs of one download thread, so a later layer starts where the earlier one got to.
export const AUTO_MAX = 8

/**
 * Starvation over one part (or one span job) that counts as the network being the bound. On the
 * 2-core benchmark machine over localhost the whole image's reader went 0-18 ms hungry per 6.4 MiB
 * part (the download thread itself waited 20-75 ms per part, while the reader was busy with what
 * it held); over a link of 10 MiB/s per connection the reader starves for most of each part.
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
   * The reader went `ms` without data already asked for: one more connection, if that counts
   * (STARVED_MS) and the count may grow. True when it grew.
   */
  waited(ms: number): boolean {
    return ms >= STARVED_MS && this.grow(1) > 0
  }

  /** Up to `by` more connections, where the count may grow; how many were added. */
  grow(by: number): number {
    const added = this.adaptive ? Math.max(0, Math.min(by, this.max - this.n)) : 0
    if (added === 0) return 0
    this.n += added
    for (const f of [...this.onChange]) f()
    return added
  }

  /** `f` runs when the count grows, until the returned function is called. */
  watch(f: () => void): () => void {
    this.onChange.add(f)
    return () => this.onChange.delete(f)
  }
}
