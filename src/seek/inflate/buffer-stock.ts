// Buffers of a seek install used again, span after span and piece after piece (spans.ts, inflate-pool.ts):
// why, in SpanInflater (prime.ts).
/**
 * ArrayBuffers of one size, taken and given back instead of allocated for every span. A buffer
 * given back is a transfer() of the one that was used: every view of the old one is detached
 * (length 0), so a holder that kept one past its release reads nothing rather than the next span.
 */
export class BufferStock {
  private readonly free: ArrayBuffer[] = []
  readonly size: number
  /** Buffers allocated (the rest were used again). */
  allocated = 0

  constructor(size: number) {
    this.size = size
  }

  take(): ArrayBuffer {
    const ab = this.free.pop()
    if (ab) return ab
    this.allocated++
    return new ArrayBuffer(this.size)
  }

  give(ab: ArrayBuffer): void {
    if (ab.detached || ab.byteLength !== this.size) return
    this.free.push(ab.transfer())
  }
}
