// How many connections ranged downloads use (the parts of a large blob, ranged.ts; the spans of a
// seek-index install, seek/fetch/spans.ts; both through range-fetcher.ts): a fixed number, or `auto`: one
// to begin with, and more when the reader is starved (it has read everything it was handed and
// waits for data already asked for: the network is the bound), up to the maximum. Its waits add
// up, part after part or span after span (starved()). A connection added stays only if the rate
// delivered rises with it (ConnectionLimit: a trial), so a link that does not reward more
// connections, or punishes them, keeps the count it had. A trial kept while the reader still
// waited starts the next one at once; where every range is read as it arrives (an install from
// an index), a trial whose gain is plain at half time is kept then. A reader that still
// holds bytes while the download waits is the bound itself (a registry on the same network, a
// busy machine's cores): those waits do not count, and one connection stays one. The count is
// shared by the blobs of one download thread, so a later layer starts where the earlier one got to.
export const AUTO_MAX = 8

/**
 * Starvation, added up since the count last changed, that counts as the network being the bound
 * (with STARVED_SHARE): a reader busy with what it holds waits far less than this a part, one
 * starved by the link most of each part (docs/benchmarks.md, "Tuned constants").
 */
export const STARVED_MS = 100

/**
 * The share of the time since the count last changed that the waits must also be: a link that keeps
 * the reader waiting a little for every span is the bound as surely as one that keeps it waiting
 * long once, while waits here and there in a long install (the first spans, a busy moment, a
 * collection) are not (docs/benchmarks.md, "Tuned constants").
 */
export const STARVED_SHARE = 1 / 5

/**
 * Connections added on trial run this long before the rate delivered with them is compared with
 * the rate before (ms): long enough for their first requests' round trips and a part or two, short
 * enough that the count is found in seconds (three trials from one to eight).
 */
export const TRIAL_MS = 1000
/** The rise in delivered rate that keeps the connections added on trial; less, they are given back. */
export const MIN_GAIN = 0.1
/**
 * How much more of the time the reader may wait during a trial than before it, for a trial whose
 * added connections brought less than EARLY_SHARE of their share, to be kept (a share of the time):
 * connections that raise the rate the reader is served at leave it waiting less, not more. The wait
 * alone is no judge: a trial that doubles the rate may still leave the reader waiting more
 * (docs/benchmarks.md, "Tuned constants").
 */
export const WAIT_RISE = 0.15
/** The rate before a trial is taken over at most TRIAL_MS back, and over no less than this (ms). */
const MIN_BASELINE_MS = 500

/**
 * Where ranges are read as their bytes arrive (`eager`), a trial whose added connections each bring
 * at least this share of what one connection delivered before, in each quarter of its first half,
 * is kept at half time: a link that rewards more connections shows it at once, one that shares or
 * punishes them never does. Not where the reader paces what is read (the part of a whole blob being
 * read, ranged.ts): bytes that waited in its socket come at once and look like a gain
 * (docs/benchmarks.md, "Tuned constants").
 */
export const EARLY_SHARE = 0.5

/**
 * The count, and in `auto` the controller: starved readers ask for more (starved, grow), bytes
 * delivered by every connection are counted (delivered), and what was added is a trial. After
 * TRIAL_MS the rate since the trial began is compared with the rate before it: at least MIN_GAIN
 * more, and not a small gain with the reader waiting longer (WAIT_RISE), and the connections
 * stay; else they are given back. When the reader waited for data during the trial
 * (STARVED_SHARE of it), the network was the bound and more connections did not
 * raise what it delivered (a link that shares one rate among its connections, or punishes more
 * of them): the count never grows past what it kept again. When it did not wait, its own pace set
 * the rate (a span of many small files, a busy moment), which says nothing of the link: the count
 * may grow again once the reader starves again (given back for good on such a trial, the capped
 * link's install from the index stayed at 4 connections and took 28 s instead of 20). One trial
 * at a time.
 */
export class ConnectionLimit {
  readonly max: number
  readonly adaptive: boolean
  private n: number
  private ceiling: number
  private readonly onChange = new Set<() => void>()
  private readonly clock: () => number
  /**
   * Bytes delivered and milliseconds starved in all, and samples of both of the last TRIAL_MS,
   * one per 50 ms at most.
   */
  private total = 0
  private starvedTotal = 0
  private samples: { at: number; total: number; starved: number }[] = []
  /** When the count last changed (a baseline is not taken across a change). */
  private changedAt: number
  /** Milliseconds readers were starved since the count last changed. */
  private starvedMs = 0
  private trial?: Trial

  /** Ranges are read as their bytes arrive: a plain gain may be judged at half a trial (EARLY_SHARE). */
  private readonly eager: boolean

  constructor(max: number, adaptive: boolean, o: { clock?: () => number; eager?: boolean } = {}) {
    this.max = Math.max(1, Math.floor(max))
    this.adaptive = adaptive
    this.eager = o.eager ?? false
    this.n = adaptive ? 1 : this.max
    this.ceiling = this.max
    this.clock = o.clock ?? (() => performance.now())
    this.changedAt = this.clock()
  }

  get current(): number {
    return this.n
  }

  /**
   * A reader went `ms` without data already asked for. The waits add up; once they reach
   * STARVED_MS and STARVED_SHARE of the time since the count last changed, the count grows (on
   * trial: grow), if it may. True when it grew. (A whole blob at one connection already has its
   * next part asked for while one is read, so its first trial, of two, may change little; grown
   * to three instead, the first trial was kept against a baseline taken from the giant blob's first
   * parts, and over the punishing link the install took 119 s instead of 86 at two.)
   */
  starved(ms: number): boolean {
    if (!this.adaptive || !(ms > 0)) return false
    this.starvedMs += ms
    this.starvedTotal += ms
    const now = this.clock()
    if (this.starvedMs < STARVED_MS || this.starvedMs < STARVED_SHARE * (now - this.changedAt)) return false
    return this.grow(1) > 0
  }

  /**
   * More connections, on trial, where the count may grow: `by`, or as many as there are if that
   * is more (a kept trial doubles the count, as TCP's slow start does: a link of 10 MiB/s a
   * connection reaches 8 in three trials, not seven); how many were added.
   */
  grow(by: number): number {
    if (!this.adaptive || this.trial) return 0
    const added = Math.max(0, Math.min(Math.max(by, this.n), this.ceiling - this.n))
    if (added === 0) return 0
    const now = this.clock()
    const before = this.baseline(Math.max(this.changedAt, now - TRIAL_MS), now)
    // Without a baseline (the first moments, or just after a change) there is nothing to judge a
    // trial by: the reader asks again later.
    if (before === undefined) return 0
    this.trial = { at: now, total: this.total, starved: this.starvedTotal, before, added }
    this.change(this.n + added, now)
    return added
  }

  /**
   * `bytes` more arrived, over any of the connections; when a trial ends, what it decided (a debug
   * line). A trial ends after TRIAL_MS, or at half of it when `eager` and its gain is plain
   * (EARLY_SHARE). Kept while the reader still waited STARVED_SHARE of it, the next trial begins
   * at once, judged against the rate of the one just kept (waiting for the reader's next wait cost
   * a quarter of a second a trial over the capped link).
   */
  delivered(bytes: number): string | undefined {
    this.total += bytes
    if (!this.adaptive) return undefined
    const now = this.clock()
    this.sample(now)
    const t = this.trial
    if (!t) return undefined
    const early = this.eager && now - t.at >= TRIAL_MS / 2 && this.plainGain(t, now)
    if (!early && now - t.at < TRIAL_MS) return undefined
    this.trial = undefined
    const rate = (this.total - t.total) / (now - t.at)
    const waited = (this.starvedTotal - t.starved) / (now - t.at)
    const was = this.n - t.added
    const said =
      `${this.n} connections delivered ${mibps(rate)} against ${mibps(t.before.rate)} with ${was}, ` +
      `the reader waiting ${pct(waited)} of the time against ${pct(t.before.waited)}`
    // Served no sooner: the reader waited longer, and the added connections brought less than
    // EARLY_SHARE of their share (over the capped link they bring nearly all of it, and the
    // reader's wait may still rise as it catches up with what was fetched ahead).
    const waitedMore =
      waited > t.before.waited + WAIT_RISE && rate < t.before.rate * (1 + (EARLY_SHARE * t.added) / was)
    const gained = rate >= t.before.rate * (1 + MIN_GAIN)
    if (early || (gained && !waitedMore)) {
      const kept = `${said}: kept${early ? ' at half time' : ''}`
      if (waited < STARVED_SHARE) return `${kept}.`
      const added = this.grow(1)
      return added > 0 ? `${kept}; ${this.n} connections now.` : `${kept}.`
    }
    const bound = waited >= STARVED_SHARE
    if (bound) this.ceiling = was
    this.change(was, now)
    return bound
      ? `${said}: back to ${was}${gained ? ' (the reader waited more with them)' : ''}, and no more than that from now on.`
      : `${said}: back to ${was} (the reader set the pace, not the link).`
  }

  /**
   * Whether each quarter of the trial so far delivered what the count before it did, and
   * EARLY_SHARE of a connection's share more for each connection added.
   */
  private plainGain(t: Trial, now: number): boolean {
    // The quarter's end: the first sample from then on (they are kept over the last TRIAL_MS).
    const q = this.samples.find(s => s.at >= t.at + TRIAL_MS / 4)
    if (!q || now - q.at < TRIAL_MS / 4) return false
    const was = this.n - t.added
    const enough = t.before.rate * (1 + (EARLY_SHARE * t.added) / was)
    return (q.total - t.total) / (q.at - t.at) >= enough && (this.total - q.total) / (now - q.at) >= enough
  }

  /** One sample of the totals per 50 ms at most, and one at each change, over the last TRIAL_MS. */
  private sample(now: number, force = false): void {
    const last = this.samples[this.samples.length - 1]
    if (force || !last || now - last.at >= 50)
      this.samples.push({ at: now, total: this.total, starved: this.starvedTotal })
    while (this.samples.length > 2 && this.samples[1].at < now - TRIAL_MS) this.samples.shift()
  }

  /**
   * Bytes delivered a millisecond over [from, to], and the share of it the reader waited, from the
   * samples; undefined over less than MIN_BASELINE_MS.
   */
  private baseline(from: number, to: number): Baseline | undefined {
    const first = this.samples.find(s => s.at >= from)
    if (!first || to - first.at < MIN_BASELINE_MS) return undefined
    return {
      rate: (this.total - first.total) / (to - first.at),
      waited: (this.starvedTotal - first.starved) / (to - first.at)
    }
  }

  private change(n: number, now: number): void {
    this.n = n
    this.changedAt = now
    this.starvedMs = 0
    // The rate since the change is known from its first moment (a trial kept at half time is the
    // next one's baseline).
    this.sample(now, true)
    for (const f of [...this.onChange]) f()
  }

  /** `f` runs when the count changes, until the returned function is called. */
  watch(f: () => void): () => void {
    this.onChange.add(f)
    return () => this.onChange.delete(f)
  }
}

/** Connections added on trial: when, the totals then, the rate before, how many. */
interface Trial {
  at: number
  total: number
  starved: number
  before: Baseline
  added: number
}

/** A rate before a trial: bytes delivered a millisecond, and the share of the time the reader waited. */
interface Baseline {
  rate: number
  waited: number
}

const pct = (share: number) => `${Math.round(Math.min(1, share) * 100)}%`
const mibps = (bytesPerMs: number) => `${((bytesPerMs * 1000) / 2 ** 20).toFixed(1)} MiB/s`
