// Progress deadlines for a response body. A socket idle timeout alone lets a server that sends one
// byte every few seconds, or half a body and then nothing on an open connection, hold a job until
// GitHub's six-hour limit. Two rules, on the time spent waiting for data only (a consumer that is
// busy, or a prefetched layer nobody reads yet, is not the server's fault):
// - no byte for `stallMs`;
// - less than `minBytesPerSecond` on average over each `stallMs` of waiting.
// Either destroys the body and throws a StallError; callers resume or retry as after a drop.
import { SourceError } from '../../errors.ts'

export interface Deadline {
  stallMs: number
  /** 0 turns the rate rule off. */
  minBytesPerSecond: number
}

export class StallError extends SourceError {
  override name = 'StallError'
  readonly code = 'ESTALLED'
  /** Bytes this body delivered before it stalled. */
  readonly received: number
  constructor(message: string, received: number) {
    super(message)
    this.received = received
  }
}

export function describeDeadline(d: Deadline): string {
  const s = `${(d.stallMs / 1000).toFixed(d.stallMs % 1000 ? 1 : 0)} s`
  return d.minBytesPerSecond
    ? `no data for ${s}, or under ${(d.minBytesPerSecond / 1024).toFixed(d.minBytesPerSecond % 1024 ? 1 : 0)} KiB/s over ${s}`
    : `no data for ${s}`
}

/** The chunks of `body`, failing with a StallError when a deadline passes. */
export async function* withinDeadline(
  body: AsyncIterable<Buffer> & { destroy(error?: Error): void },
  d: Deadline
): AsyncGenerator<Buffer> {
  const it = body[Symbol.asyncIterator]()
  let received = 0
  let intervalWait = 0
  let intervalBytes = 0
  const stall = (why: string): never => {
    const e = new StallError(`the transfer stalled (${why}) after ${received} bytes`, received)
    body.destroy(e)
    throw e
  }
  try {
    for (;;) {
      const started = performance.now()
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<'timeout'>(r => (timer = setTimeout(() => r('timeout'), d.stallMs)))
      let step: IteratorResult<Buffer> | 'timeout'
      try {
        step = await Promise.race([it.next(), timedOut])
      } catch (e) {
        // The transport's idle-socket timeout is this same stallMs: when it fires first, it
        // closes the body ("aborted") a moment before this deadline would have. The same stall,
        // said as one (else a stalled manifest failed with a bare "Error: aborted").
        if (!(e instanceof StallError) && performance.now() - started >= d.stallMs * 0.9)
          stall(`no data for ${(d.stallMs / 1000).toFixed(1)} s`)
        throw e
      } finally {
        clearTimeout(timer)
      }
      if (step === 'timeout') stall(`no data for ${(d.stallMs / 1000).toFixed(1)} s`)
      const r = step as IteratorResult<Buffer>
      if (r.done) return
      const c = r.value
      received += c.length
      intervalWait += performance.now() - started
      intervalBytes += c.length
      if (intervalWait >= d.stallMs) {
        const rate = (intervalBytes * 1000) / intervalWait
        if (d.minBytesPerSecond && rate < d.minBytesPerSecond)
          stall(`${rate.toFixed(0)} B/s over ${(intervalWait / 1000).toFixed(1)} s of waiting`)
        intervalWait = 0
        intervalBytes = 0
      }
      yield c
    }
  } finally {
    // An early return by the consumer, or a stall: make sure the iterator lets go of the body.
    await it.return?.().catch(() => {})
  }
}

/** Consecutive stalls, with less than a stall window's worth of data between them, that end a download. */
export const MAX_STALLS = 2

/**
 * How many more times a download may be resumed: after drops in a row without real progress (up
 * to `maxResumes`) and after stalls in a row (up to MAX_STALLS). Real progress, what the minimum
 * rate delivers in one stall window (at least 64 KiB), clears both counts. One budget per stream
 * or part.
 */
export class ResumeBudget {
  stalls = 0
  private resumes = 0
  private readonly realProgress: number
  private readonly maxResumes: number

  constructor(d: Deadline, maxResumes: number) {
    this.realProgress = Math.max(64 << 10, (d.minBytesPerSecond * d.stallMs) / 1000)
    this.maxResumes = maxResumes
  }

  /**
   * After an attempt that delivered `progress` bytes and then failed with a retryable `error`, or
   * ended short (no error): whether to resume, or why not.
   */
  next(progress: number, error?: unknown): 'resume' | 'stalled' | 'exhausted' {
    if (error !== undefined) {
      if (progress >= this.realProgress) this.stalls = 0
      if (error instanceof StallError && ++this.stalls >= MAX_STALLS) return 'stalled'
    }
    // Only real progress restarts the count: a server that resets after a few bytes every time
    // is given up on after maxResumes tries, not after size / bytes-per-try of them.
    if (progress >= this.realProgress) this.resumes = 0
    return ++this.resumes > this.maxResumes ? 'exhausted' : 'resume'
  }
}

/** Reads a whole (small) body within the deadline, refusing more than `max` bytes. */
export async function readWithin(
  body: AsyncIterable<Buffer> & { destroy(error?: Error): void },
  d: Deadline,
  max: number,
  tooLarge: () => Error
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let n = 0
  for await (const c of withinDeadline(body, d)) {
    n += c.length
    if (n > max) {
      body.destroy()
      throw tooLarge()
    }
    chunks.push(c)
  }
  return Buffer.concat(chunks)
}
