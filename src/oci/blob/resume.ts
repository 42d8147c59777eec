// The one resume loop for blob bytes: a range of a blob (the whole blob over one connection, or
// one part of a ranged download) read within the progress deadlines (http/deadline.ts), resumed
// from its last byte after a drop, a stall or a body that ends short, with one ResumeBudget:
// - drops without real progress in a row end it after `maxResumes`;
// - two stalls in a row with no real progress between them end it;
// "real progress" is what the minimum rate delivers in one stall window (at least 64 KiB), so a
// server that resets after a few bytes every time cannot keep a download going forever.
// A resume is logged as information: it is not an outcome (GitHub shows few warnings per step).
import type { Logger } from '../../log.ts'
import { IntegrityError, RegistryError, connectionFailure } from '../errors.ts'
import { isRetryableNetworkError, parseContentRange, type Response } from '../http/transport.ts'
import { ResumeBudget, describeDeadline, withinDeadline, type Deadline } from '../http/deadline.ts'

export interface RangeRead {
  /** How messages name the blob. */
  what: string
  /** How messages name this range when it is a part ("part 3 of 11"), else undefined. */
  part?: string
  /** Registry host, for connection failures. */
  host: string
  first: number
  /** Last byte wanted, inclusive. */
  last: number
  /** Asks for the bytes from `from` on (the caller sets the Range header, or none at 0). */
  ask(from: number): Promise<Response>
  /**
   * A 200 (the whole blob, Range ignored) answering a request from `from`: return to read past the
   * first `from - first` bytes of it, or throw.
   */
  whole(res: Response, from: number): void
  /** The error for an answer that is neither 200 nor 206. */
  describe(status: number, body: string): Error
  deadline: Deadline
  maxResumes: number
  logger: Logger
  onBytes?: (n: number) => void
  /** Set when the consumer let go: no further request, and a body that arrives is closed. */
  signal?: AbortSignal
  /** Bodies being read, so whoever aborts can destroy them at once. */
  active?: Set<Response['message']>
}

/** The bytes first..last, in order, resumed as needed. */
export async function* readRange(r: RangeRead): AsyncGenerator<Buffer> {
  const length = r.last - r.first + 1
  const name = r.part ? `${r.what}: ${r.part}` : r.what
  const budget = new ResumeBudget(r.deadline, r.maxResumes)
  let got = 0
  for (;;) {
    if (r.signal?.aborted) throw r.signal.reason
    const from = r.first + got
    const res = await r.ask(from)
    if (r.signal?.aborted) {
      res.message.destroy()
      throw r.signal.reason
    }
    let skip = 0
    if (res.status === 200) {
      r.whole(res, from)
      skip = from - r.first
    } else if (res.status === 206) {
      const cr = parseContentRange(res.headers['content-range'])
      if (!cr || cr.start !== from || cr.end > r.last) {
        res.message.destroy()
        throw new RegistryError(
          `${r.what}: asked for bytes ${from}-${r.last}, the server answered ${String(res.headers['content-range'] ?? 'no Content-Range')}.`
        )
      }
    } else {
      throw r.describe(res.status, await res.readBody())
    }
    const before = got
    r.active?.add(res.message)
    try {
      for await (const raw of withinDeadline(res.message, r.deadline)) {
        let chunk = raw
        if (skip) {
          if (chunk.length <= skip) {
            skip -= chunk.length
            continue
          }
          chunk = chunk.subarray(skip)
          skip = 0
        }
        if (got + chunk.length > length) {
          res.message.destroy()
          throw new IntegrityError(`${name} is longer than the ${length} bytes asked for.`)
        }
        got += chunk.length
        r.onBytes?.(chunk.length)
        yield chunk
      }
    } catch (e) {
      if (r.signal?.aborted) throw r.signal.reason
      if (!isRetryableNetworkError(e)) throw connectionFailure(e, r.what, r.host)
      const next = budget.next(got - before, e)
      if (next === 'stalled')
        throw new RegistryError(
          `${name} stalled ${budget.stalls} times in a row (${describeDeadline(r.deadline)}); ${got} of ${length} bytes received. ` +
            'Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.'
        )
      if (next === 'exhausted')
        throw new RegistryError(
          `${name}: the connection dropped ${r.maxResumes} times in a row without real progress, at byte ${r.first + got} of ${r.part ? `bytes ${r.first}-${r.last}` : length}.`
        )
      r.logger.info(
        `${name}: connection dropped at byte ${r.first + got} (${(e as Error).message}); resuming${r.part ? ' that part' : ''}.`
      )
      continue
    } finally {
      r.active?.delete(res.message)
    }
    if (got === length) return
    // The body ended cleanly but short: the server closed early. Resume like a drop.
    if (budget.next(got - before) === 'exhausted')
      throw new RegistryError(`${name}: the body kept ending early at byte ${r.first + got}.`)
    r.logger.info(
      `${name}: the response ended at byte ${r.first + got}; resuming${r.part ? ' that part' : ''}.`
    )
  }
}
