// A budget that callers wait on in turn: the content store's bounds on what a lazy mount holds in
// memory (compressed spans being fetched, span outputs being inflated). Served by priority (lower
// first: a file being read before the background fill), then in order of asking, so a large
// request is not passed over forever by small ones of its priority; a request larger than the
// whole budget is let through alone, so it cannot wait for ever. A priority given as an Urgency
// may drop while it waits (a file read that was being read ahead): it is read when the budget frees.
import { firstOf, type Urgency } from '../../oci/blob/range-fetcher.ts'

export class Gate {
  private free: number
  private readonly total: number
  private readonly queue: { n: number; rank: Urgency; seq: number; go: () => void }[] = []
  private asked = 0

  constructor(total: number) {
    this.total = total
    this.free = total
  }

  /** What is taken now (tests). */
  get taken(): number {
    return this.total - this.free
  }

  /** Takes `n` (at most the whole budget) once it is free and everyone before it has had theirs. */
  async take(n: number, priority: number | Urgency = 0): Promise<number> {
    const k = Math.min(n, this.total)
    if (!this.queue.length && this.free >= k) {
      this.free -= k
      return k
    }
    const rank = typeof priority === 'number' ? { value: priority } : priority
    await new Promise<void>(go => this.queue.push({ n: k, rank, seq: this.asked++, go }))
    return k
  }

  /** Gives back what take() returned. */
  give(k: number): void {
    this.free += k
    while (this.queue.length) {
      const at = firstOf(this.queue)
      if (this.free < this.queue[at].n) break
      const w = this.queue.splice(at, 1)[0]
      this.free -= w.n
      w.go()
    }
  }

  /** `fn` run holding `n`, given back however it ends. */
  async with<T>(n: number, fn: () => Promise<T>, priority: number | Urgency = 0): Promise<T> {
    const k = await this.take(n, priority)
    try {
      return await fn()
    } finally {
      this.give(k)
    }
  }
}
