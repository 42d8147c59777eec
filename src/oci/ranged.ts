// A large blob over several connections: one CDN connection commonly gives far less than a
// runner's link, so the blob is fetched in parts of `partBytes` with Range, `connections` parts at
// a time, and handed on strictly in order into the same verification as a single stream (blob.ts
// checks the size and the sha256 of the whole blob, in order; nothing is trusted before the end). Memory is
// bounded: at most `connections` parts are held. A part that drops or stalls is resumed from its
// last byte; a server that answers the first part with 200 (Range ignored) gets the blob as one
// stream instead. Each part asks the registry again, so an expiring CDN URL is never reused.
import type { Logger } from '../log.ts'
import { IntegrityError, RegistryError, describeStatus } from './errors.ts'
import type { Descriptor } from './manifest.ts'
import { isRetryableNetworkError, parseContentRange, type Response, type Transport } from './transport.ts'
import { ResumeBudget, describeDeadline, withinDeadline } from './deadline.ts'

/** Blobs smaller than this go over one connection: parallel parts would not pay. */
export const PARALLEL_MIN_BYTES = 32 << 20

export interface RangedOptions {
  logger: Logger
  onBytes?: (n: number) => void
  maxResumes?: number
}

/** How messages name a blob. */
export const blobWhat = (t: Transport, d: Descriptor): string =>
  `Blob ${d.digest.slice(0, 19)}… of ${t.registry}/${t.repository}`

/** Thrown by the first part when the server ignores Range: the caller streams the blob instead. */
export class RangeNotHonoured extends Error {
  override name = 'RangeNotHonoured'
  readonly response: Response
  constructor(response: Response) {
    super('the server ignores Range')
    this.response = response
  }
}

/**
 * The blob's bytes, in order, fetched in parallel parts. Throws RangeNotHonoured (before yielding
 * anything) when the server answers the first part with the whole blob.
 */
export async function* rangedChunks(t: Transport, d: Descriptor, o: RangedOptions): AsyncGenerator<Buffer> {
  const what = blobWhat(t, d)
  const P = t.partBytes
  const count = Math.ceil(d.size / P)
  const maxResumes = o.maxResumes ?? 20
  const dl = t.deadline
  let failed: Error | undefined
  let closed = false
  /** Bodies being read, destroyed when the consumer stops early. */
  const active = new Set<Response['message']>()

  /** Fetches part `i` whole, resuming it after drops and stalls. */
  const fetchPart = async (i: number): Promise<Buffer[]> => {
    const first = i * P
    const last = Math.min(d.size, first + P) - 1
    const chunks: Buffer[] = []
    let got = 0
    const budget = new ResumeBudget(dl, maxResumes)
    for (;;) {
      if (failed || closed) throw failed ?? new Error('closed')
      const from = first + got
      const res = await t.get(
        `blobs/${d.digest}`,
        { 'accept-encoding': 'identity', range: `bytes=${from}-${last}` },
        `${what} (bytes ${from}-${last})`
      )
      if (res.status === 200) {
        if (i === 0 && got === 0) throw new RangeNotHonoured(res)
        res.message.destroy()
        throw new RegistryError(`${what}: the server stopped honouring Range at part ${i + 1} of ${count}.`)
      }
      if (res.status !== 206) throw describeStatus(what, res.status, await res.readBody())
      const cr = parseContentRange(res.headers['content-range'])
      if (!cr || cr.start !== from || cr.end > last) {
        res.message.destroy()
        throw new RegistryError(
          `${what}: asked for bytes ${from}-${last}, the server answered ${String(res.headers['content-range'] ?? 'no Content-Range')}.`
        )
      }
      const before = got
      active.add(res.message)
      try {
        for await (const c of withinDeadline(res.message, dl)) {
          if (got + c.length > last - first + 1) {
            res.message.destroy()
            throw new IntegrityError(`${what}: part ${i + 1} is longer than the range asked for.`)
          }
          chunks.push(c)
          got += c.length
          o.onBytes?.(c.length)
        }
      } catch (e) {
        if (!isRetryableNetworkError(e)) throw e
        const next = budget.next(got - before, e)
        if (next === 'stalled')
          throw new RegistryError(
            `${what}: part ${i + 1} of ${count} stalled ${budget.stalls} times in a row (${describeDeadline(dl)}); ${got} of its ${last - first + 1} bytes received. ` +
              'Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.'
          )
        if (next === 'exhausted')
          throw new RegistryError(
            `${what}: part ${i + 1} kept dropping without progress at byte ${first + got}.`
          )
        o.logger.warning(
          `${what}: part ${i + 1} dropped at byte ${first + got} (${(e as Error).message}); resuming that part.`
        )
        continue
      } finally {
        active.delete(res.message)
      }
      if (got === last - first + 1) return chunks
      if (budget.next(got - before) === 'exhausted')
        throw new RegistryError(`${what}: part ${i + 1} kept ending early at byte ${first + got}.`)
      o.logger.warning(`${what}: part ${i + 1} ended at byte ${first + got}; resuming that part.`)
    }
  }

  const inflight = new Map<number, Promise<Buffer[]>>()
  const start = (i: number) => {
    if (i >= count || inflight.has(i)) return
    const p = fetchPart(i)
    p.catch(e => (failed ??= e as Error)) // surfaced when awaited in order
    inflight.set(i, p)
  }
  try {
    // Part 1 alone first: it tells whether Range is honoured before more connections open.
    start(0)
    await inflight.get(0)
    for (let j = 1; j < t.connections; j++) start(j)
    for (let i = 0; i < count; i++) {
      const chunks = await inflight.get(i)!
      inflight.delete(i)
      yield* chunks
      // Part i is handed on: the window of `connections` parts moves by one.
      start(i + t.connections)
    }
  } finally {
    closed = true
    for (const m of active) m.destroy()
  }
}
