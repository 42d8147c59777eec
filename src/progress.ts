// Progress lines for long downloads, rate limited: one line per layer at most every few seconds
// (and at the end), with bytes, throughput and ETA. Shared by the action and the CLI.
import { formatBytes, type Logger } from './log.ts'

export interface ProgressSink {
  /** The image's layers are known: their compressed sizes, in order. */
  imageResolved?(sizes: number[]): void
  layerStart(index: number, count: number, digest: string, size: number): void
  layerBytes(index: number, n: number): void
  layerDone(index: number): void
}

export class LineProgress implements ProgressSink {
  private readonly log: Logger
  private readonly intervalMs: number
  private state = new Map<
    number,
    {
      digest: string
      size: number
      got: number
      start: number
      first: number
      end: number
      last: number
      count: number
    }
  >()

  constructor(log: Logger, intervalMs = 5000) {
    this.log = log
    this.intervalMs = intervalMs
  }

  layerStart(index: number, count: number, digest: string, size: number): void {
    const now = Date.now()
    this.state.set(index, { digest, size, got: 0, start: now, first: 0, end: 0, last: now, count })
  }

  private line(index: number, final: boolean): string {
    const s = this.state.get(index)!
    // Prefetched layers arrive while earlier ones are applied: time their bytes, not their wait.
    const secs = Math.max(0.001, ((final ? s.end : Date.now()) - (s.first || s.start)) / 1000)
    const rate = s.got / secs
    const pct = s.size ? Math.floor((s.got / s.size) * 100) : 100
    const eta = rate > 0 && !final ? `, ETA ${Math.ceil((s.size - s.got) / rate)} s` : ''
    return (
      `Layer ${index + 1}/${s.count} ${s.digest.slice(7, 19)}: ${formatBytes(s.got)} of ${formatBytes(s.size)} (${pct}%), ` +
      `${formatBytes(rate)}/s${final ? ` in ${secs.toFixed(1)} s` : eta}`
    )
  }

  layerBytes(index: number, n: number): void {
    const s = this.state.get(index)
    if (!s) return
    s.got += n
    const now = Date.now()
    if (!s.first) s.first = now
    s.end = now
    if (now - s.last >= this.intervalMs) {
      s.last = now
      this.log.info(this.line(index, false))
    }
  }

  layerDone(index: number): void {
    if (this.state.has(index)) this.log.info(this.line(index, true))
  }
}
