// Which spans may inflate now: job k once no more than `ahead` jobs past the one being applied
// inflate, in job order, so the job the applier waits for is never kept waiting by later ones,
// and the output held ahead of the applier is bounded by `ahead` spans (spans.ts says why one).
export class InflateTurns {
  private readonly ahead: number
  /** Jobs applied: 0..consumed-1. */
  private consumed = 0
  /** Jobs waiting for their turn, by job number. */
  private readonly waiting = new Map<number, () => void>()

  constructor(ahead: number) {
    this.ahead = ahead
  }

  private may(k: number): boolean {
    return k <= this.consumed + this.ahead
  }

  /** Resolves once job `k` may inflate; rejects with the signal's reason once it is aborted. */
  async wait(k: number, signal: AbortSignal): Promise<void> {
    while (!this.may(k)) {
      if (signal.aborted) throw signal.reason
      await new Promise<void>(r => this.waiting.set(k, r))
    }
  }

  /** Jobs before `consumed` have been applied: the jobs whose turn it is now go. */
  applied(consumed: number): void {
    this.consumed = Math.max(this.consumed, consumed)
    for (const [k, wake] of this.waiting)
      if (this.may(k)) {
        this.waiting.delete(k)
        wake()
      }
  }

  /** Every waiting job looks again (and sees its signal aborted). */
  close(): void {
    for (const wake of this.waiting.values()) wake()
    this.waiting.clear()
  }
}
