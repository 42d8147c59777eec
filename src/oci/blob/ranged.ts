// A large blob over several connections: one CDN connection commonly gives far less than a
// runner's link, so the blob is fetched in parts of `partBytes` with Range, `connections` at a
// time, and handed on strictly in order into the same verification as a single stream (blob.ts
// checks the size and the sha256 of the whole blob, in order; nothing is trusted before the end).
// - A connection that finishes its part starts the next one at once, whether or not the consumer
//   has taken the parts before it; memory stays bounded because the parts held or in flight, by
//   all blobs of the transport together, come from `connections + 1` slots (transport.ts
//   PartBudget): the layer being applied and the one prefetched share them.
// - The other connections open as soon as the first part's answer shows Range is honoured (206),
//   not after its bytes; a server that answers it with 200 (Range ignored) gets one stream instead.
// - The URL the registry redirected to (the CDN's) is used directly for later parts, saving the
//   registry's round trip per part; when it stops answering (a signed URL that expired, 4xx) the
//   registry is asked again for a fresh one.
// - A part that drops or stalls is resumed from its last byte.
import type { Logger } from '../../log.ts'
import { IntegrityError, RegistryError, connectionFailure } from '../errors.ts'
import type { Descriptor } from '../manifest.ts'
import {
  isRetryableNetworkError,
  parseContentRange,
  type Response,
  type Transport
} from '../http/transport.ts'
import { ResumeBudget, describeDeadline, withinDeadline } from '../http/deadline.ts'
import { onHost } from '../reference.ts'
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
  const path = `blobs/${d.digest}`
  let failed: Error | undefined
  let closed = false
  /** Bodies being read, destroyed when the consumer stops early. */
  const active = new Set<Response['message']>()
  /** Where the registry last redirected this blob (a CDN URL), reused until it fails. */
  let direct: string | undefined
  /** Resolved when part 0 answered 206: the other connections may open. */
  let honoured!: () => void
  const rangeHonoured = new Promise<void>(r => (honoured = r))

  /** One ranged GET: the CDN URL when we have one (falling back to the registry), else the registry. */
  const ask = async (range: string, label: string): Promise<Response> => {
    const headers = { 'accept-encoding': 'identity', range }
    const via = direct
    if (via) {
      const res = await t.request('GET', via, headers, label)
      if (res.status === 206 || res.status === 200) return res
      res.message.resume()
      if (direct === via) direct = undefined
      o.logger.debug(`${label}: the CDN URL answered HTTP ${res.status}; asking the registry again.`)
    }
    const res = await t.get(path, headers, label)
    if (!onHost(res.url, t.registry) && (res.status === 206 || res.status === 200)) direct = res.url
    return res
  }

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
      const res = await ask(`bytes=${from}-${last}`, `${what} (bytes ${from}-${last})`)
      if (res.status === 200) {
        if (i === 0 && got === 0) throw new RangeNotHonoured(res)
        res.message.destroy()
        throw new RegistryError(`${what}: the server stopped honouring Range at part ${i + 1} of ${count}.`)
      }
      if (res.status !== 206) throw t.describe(what, res.status, await res.readBody())
      const cr = parseContentRange(res.headers['content-range'])
      if (!cr || cr.start !== from || cr.end > last) {
        res.message.destroy()
        throw new RegistryError(
          `${what}: asked for bytes ${from}-${last}, the server answered ${String(res.headers['content-range'] ?? 'no Content-Range')}.`
        )
      }
      if (i === 0) honoured()
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
        if (!isRetryableNetworkError(e)) throw connectionFailure(e, what, t.registry)
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

  // The schedule: parts start in order while fewer than `connections` are in flight and a slot
  // is free (in flight, or fetched and waiting to be handed on, a part holds one until handed on);
  // a blob that holds no part starts one without a slot.
  const parts = new Map<number, Promise<Buffer[]>>()
  const slotted = new Set<number>()
  let started = 0
  let handed = 0
  let inFlight = 0
  let opened = false
  const fill = () => {
    while (!failed && started < count && inFlight < (opened ? t.connections : 1)) {
      if (t.parts.take()) slotted.add(started)
      else if (started > handed) break
      const p = fetchPart(started)
      inFlight++
      p.then(
        () => {
          inFlight--
          fill()
        },
        e => {
          inFlight--
          failed ??= e as Error // surfaced when awaited in order
        }
      )
      parts.set(started++, p)
    }
  }
  const unwatch = t.parts.watch(fill)
  const handOn = (i: number) => {
    if (slotted.delete(i)) t.parts.give()
  }
  try {
    // Part 1 alone until its answer says whether Range is honoured.
    fill()
    await Promise.race([rangeHonoured, parts.get(0)])
    opened = true
    fill()
    for (let i = 0; i < count; i++) {
      const chunks = await parts.get(i)!
      parts.delete(i)
      yield* chunks
      // Handed on whole: its slot (and its memory) may go to the next part.
      handed = i + 1
      handOn(i)
      fill()
    }
  } finally {
    closed = true
    unwatch()
    for (const m of active) m.destroy()
    for (const i of [...slotted]) handOn(i)
  }
}
