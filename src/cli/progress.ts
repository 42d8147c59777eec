// The CLI's progress bar on a terminal: one line redrawn in place, cleared before any log line is
// written (so the two never run together) and ended when the install is done. It counts what was
// downloaded of the whole image and which layers are finished (applied), with rate and ETA.
import type { ProgressSink } from '../progress.ts'
import { formatBytes } from '../log.ts'

const WIDTH = 30

export class TtyProgress implements ProgressSink {
  private total = 0
  private count = 0
  private got = 0
  private readonly done = new Set<number>()
  private readonly sizes = new Map<number, number>()
  private last = 0
  private shown = false
  private readonly start = Date.now()
  private readonly out: { write(s: string): unknown }

  constructor(out: { write(s: string): unknown } = process.stderr) {
    this.out = out
  }

  imageResolved(sizes: number[]): void {
    this.total = sizes.reduce((a, b) => a + b, 0)
    this.count = sizes.length
  }

  layerStart(i: number, count: number, _digest: string, size: number): void {
    this.count = count
    if (!this.sizes.has(i)) this.sizes.set(i, size)
    if (!this.total) this.total = [...this.sizes.values()].reduce((a, b) => a + b, 0)
  }

  layerBytes(_i: number, n: number): void {
    this.got += n
    const now = Date.now()
    if (now - this.last >= 100) this.draw(now)
  }

  layerDone(i: number): void {
    this.done.add(i)
    this.draw(Date.now())
  }

  /** The bar's line as it would be drawn now (for tests). */
  line(now = Date.now()): string {
    const frac = this.total ? Math.min(1, this.got / this.total) : 0
    const bar = '#'.repeat(Math.round(frac * WIDTH)).padEnd(WIDTH, '.')
    const secs = Math.max(0.001, (now - this.start) / 1000)
    const rate = this.got / secs
    const left = this.total - this.got
    const eta = rate > 0 && left > 0 ? `, ETA ${Math.ceil(left / rate)} s` : ''
    return (
      `[${bar}] ${(frac * 100).toFixed(0)}% of ${formatBytes(this.total)}, ` +
      `${this.done.size}/${this.count} layers done, ${formatBytes(rate)}/s${eta}`
    )
  }

  private draw(now: number): void {
    this.last = now
    this.out.write(`\r\x1b[K${this.line(now)}`)
    this.shown = true
  }

  /** Clears the bar so a log line can be written on a line of its own; the next update redraws it. */
  clear(): void {
    if (!this.shown) return
    this.out.write('\r\x1b[K')
    this.shown = false
  }

  /** Leaves the last state of the bar on its own line. */
  end(): void {
    if (this.shown) this.out.write('\n')
    this.shown = false
  }
}
