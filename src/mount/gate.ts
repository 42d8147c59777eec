// A budget that callers wait on in turn: the content store's bounds on what a lazy mount holds in
// memory (compressed spans being fetched, span outputs being inflated). Served by priority (lower
// first: a file being read before the background fill), then in order of asking, so a large
// request is not passed over forever by small ones of its priority; a request larger than the
// whole budget is let through alone, so it cannot wait for ever.
export class Gate {
  private free: number
  private readonly total: number
  private readonly queue: { n: number; priority: number; go: () => void }[] = []

  constructor(total: number) {
    this.total = total
    this.free = total
  }

  /** What is taken now (tests). */
  get taken(): number {
    return this.total - this.free
  }

  /** Takes `n` (at most the whole budget) once it is free and everyone before it has had theirs. */
  async take(n: number, priority = 0): Promise<number> {
    const k = Math.min(n, this.total)
    if (!this.queue.length && this.free >= k) {
      this.free -= k
      return k
    }
    await new Promise<void>(go => {
      let at = this.queue.length
      while (at > 0 && this.queue[at - 1].priority > priority) at--
      this.queue.splice(at, 0, { n: k, priority, go })
    })
    return k
  }

  /** Gives back what take() returned. */
  give(k: number): void {
    this.free += k
    while (this.queue.length && this.free >= this.queue[0].n) {
      const w = this.queue.shift()!
      this.free -= w.n
      w.go()
    }
  }

  /** `fn` run holding `n`, given back however it ends. */
  async with<T>(n: number, fn: () => Promise<T>, priority = 0): Promise<T> {
    const k = await this.take(n, priority)
    try {
      return await fn()
    } finally {
      this.give(k)
    }
  }
}
