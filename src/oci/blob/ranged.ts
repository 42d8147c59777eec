// A large blob over several connections: one CDN connection commonly gives far less than a
// runner's link, so the blob is fetched in Range parts, `connections` at a time, and handed on
// strictly in order into the same verification as a single stream (fetch.ts checks the size and
// the sha256 of the whole blob, in order; nothing is trusted before the end).
// - A connection that finishes its part starts the next one at once, whether or not the consumer
//   has taken the parts before it; memory stays bounded by the part budget (part-budget.ts).
// - The other connections open as soon as the first part's answer shows Range is honoured (206),
//   not after its bytes; a server that answers it with 200 (Range ignored) gets one stream instead.
// - The URL the registry redirected to (the CDN's) is used directly for later parts, saving the
//   registry's round trip per part; when it stops answering (a signed URL that expired, 4xx) the
//   registry is asked again for a fresh one.
// - The part being read reaches the consumer as it arrives, at its pace (one chunk ahead); with one
//   connection the next part is asked for while it is read, so the blob streams as over one GET;
//   the parts after it are held until their turn.
// - A part that drops or stalls is resumed from its last byte (resume.ts).
// - When the consumer lets go (`signal`), no part starts, and the parts in flight are closed.
import type { Logger } from '../../log.ts'
import { RegistryError } from '../errors.ts'
import type { Descriptor } from '../manifest.ts'
import type { Response, Transport } from '../http/transport.ts'
import type { Deadline } from '../http/deadline.ts'
import { onHost } from '../reference.ts'
import { readRange } from './resume.ts'
import type { PartBudget } from './part-budget.ts'
import type { ConnectionLimit } from './connections.ts'

/** Blobs smaller than this go over one connection: parallel parts would not pay. */
export const PARALLEL_MIN_BYTES = 32 << 20

/** Part slots a blob may hold before its consumer has taken its first part (see fill()). */
export const WAITING_BLOB_SLOTS = 2

export interface RangedOptions {
  logger: Logger
  what: string
  deadline: Deadline
  connections: number
  partBytes: number
  parts: PartBudget
  /** The connections to use now (fixed, or growing while the consumer waits: connections.ts). */
  limit?: ConnectionLimit
  maxResumes: number
  onBytes?: (n: number) => void
  /** Since when the consumer has had nothing to read (undefined while it has): see starvedFor. */
  hungrySince?: () => number | undefined
  signal: AbortSignal
}

/** Thrown by the first part when the server ignores Range: the caller streams the blob instead. */
export class RangeNotHonoured extends Error {
  override name = 'RangeNotHonoured'
  readonly response: Response
  constructor(response: Response) {
    super('the server ignores Range')
    this.response = response
  }
}

/** A part being fetched: its chunks not yet handed on, and how its fetch ended. */
interface Part {
  chunks: Buffer[]
  fetched: Promise<void>
  ended: boolean
  failed?: Error
  /** Set while the consumer waits for this part's next chunk. */
  wake?: () => void
  /** Set while its fetch waits for the consumer to take its chunks (the part read next). */
  taken?: () => void
}

type PartBody = Pick<Part, 'chunks' | 'wake' | 'taken'>

/**
 * The blob's bytes, in order, fetched in parallel parts. Throws RangeNotHonoured (before yielding
 * anything) when the server answers the first part with the whole blob.
 */
// eslint-disable-next-line max-lines-per-function -- to be replaced by the one range fetcher (issue 30, item 2) with seek/spans.ts, not split on its own
export async function* rangedChunks(t: Transport, d: Descriptor, o: RangedOptions): AsyncGenerator<Buffer> {
  const P = o.partBytes
  const count = Math.ceil(d.size / P)
  const path = `blobs/${d.digest}`
  let failed: Error | undefined
  /** Stops the parts when the consumer lets go, or when one part failed. */
  const stop = new AbortController()
  const onAbort = () => stop.abort(o.signal.reason)
  o.signal.addEventListener('abort', onAbort)
  /** The parts started and not yet handed on, by number. */
  const parts = new Map<number, Part>()
  /** Bodies being read, destroyed when the parts stop. */
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

  /**
   * Fetches part `i` into `into`, resuming it after drops and stalls. Its chunks are kept there
   * until the consumer takes them: the part being read hands them on as they arrive (one
   * connection streams; chunks die young instead of waiting in memory for the part's end).
   */
  const fetchPart = async (i: number, into: PartBody): Promise<void> => {
    const first = i * P
    const last = Math.min(d.size, first + P) - 1
    const body = readRange({
      what: o.what,
      part: `part ${i + 1} of ${count}`,
      host: t.registry,
      first,
      last,
      ask: async from => {
        const res = await ask(`bytes=${from}-${last}`, `${o.what} (bytes ${from}-${last})`)
        if (res.status === 206 && i === 0) honoured()
        return res
      },
      whole: (res, from) => {
        if (i === 0 && from === 0) throw new RangeNotHonoured(res)
        res.message.destroy()
        throw new RegistryError(`${o.what}: the server stopped honouring Range at part ${i + 1} of ${count}.`)
      },
      describe: (status, text) => t.describe(o.what, status, text),
      deadline: o.deadline,
      maxResumes: o.maxResumes,
      logger: o.logger,
      onBytes: n => {
        o.onBytes?.(n)
        const said = o.limit?.delivered(n)
        if (said) o.logger.debug(`${o.what}: ${said}`)
      },
      signal: stop.signal,
      active
    })
    for await (const c of body) {
      into.chunks.push(c)
      into.wake?.()
      // A paced part stays one chunk ahead of its consumer; the rest waits in the socket (TCP
      // flow control), as with one stream.
      while (paced(i) && into.chunks.length > 0 && !stop.signal.aborted)
        await new Promise<void>(r => (into.taken = r))
      into.taken = undefined
      if (stop.signal.aborted) break
    }
  }

  /**
   * How long of a wait that began at `since` the consumer had nothing to read: all of it, unless
   * it says since when it has been without data (o.hungrySince): a consumer that still holds
   * bytes is the bound, not the network, however long this side waits for the next chunk.
   */
  const starvedFor = (since: number): number => {
    const now = performance.now()
    if (!o.hungrySince) return now - since
    const h = o.hungrySince()
    return h === undefined ? 0 : now - Math.max(since, h)
  }

  // The schedule: parts start in order while fewer than `connections` are in flight and a slot
  // is free (in flight, or fetched and waiting to be handed on, a part holds one until handed on);
  // a blob that holds no part starts one without a slot.
  const slotted = new Set<number>()
  let started = 0
  let handed = 0
  let inFlight = 0
  let opened = false
  const width = () => Math.min(o.connections, o.limit?.current ?? o.connections)
  /**
   * Parts in flight at once: `width`, and at one connection the next part too, asked for while
   * the one before it is read and left waiting in its socket (paced) until its turn: asked for
   * only once the part before it was read, every part cost the consumer a request's round trip
   * (380 of them for the 2.39 GiB benchmark blob; `auto` ran 3-4 s behind one stream on
   * localhost).
   */
  const room = () => (opened ? width() + (width() === 1 ? 1 : 0) : 1)
  /**
   * Part i goes at its consumer's pace: the part read next, and a part `width` or more past it
   * (at one connection the next one, asked for early; at more, one started while the parts before
   * it wait to be read: it waits in its socket until the window reaches it). The others are read
   * eagerly, which is what parallel parts are for (the capped-link rows of docs/benchmarks.md
   * were measured with this rule). Read eagerly, the part read next held its chunks while the
   * consumer was busy (and a layer waiting its turn, prefetched beside the one being applied, held
   * a part whole):
   * the held chunks outlived the download thread's young generation, and with `auto` at one
   * connection the whole-image install took 118-130 full collections of that thread instead of
   * 9, and 60 MiB more peak RSS than `--connections 1` (2 cores, localhost); still 43 with up to
   * 64 KiB held.
   */
  const paced = (i: number) => i === handed || i >= handed + width()
  /** Paused parts look again at whether they are paced (the width or the part read next changed). */
  const repace = () => {
    for (const [, p] of parts) p.taken?.()
  }
  // Stopped, the bodies being read are destroyed and paused parts look again (and see the stop).
  stop.signal.addEventListener('abort', () => {
    for (const m of active) m.destroy()
    repace()
  })
  const fill = () => {
    while (!failed && !stop.signal.aborted && started < count && inFlight < room()) {
      // Until its consumer has taken part 1 whole, a blob holds two slots at most: a later layer
      // that waits its turn would otherwise fill the budget with parts nobody reads yet and leave
      // the layer being applied one connection (auto connections found it: 3 in flight of 8).
      if (handed === 0 && slotted.size >= WAITING_BLOB_SLOTS) break
      if (o.parts.take()) slotted.add(started)
      else if (started > handed) break
      const body: PartBody = { chunks: [] }
      const part: Part = Object.assign(body, { fetched: fetchPart(started, body), ended: false })
      inFlight++
      part.fetched.then(
        () => {
          inFlight--
          part.ended = true
          part.wake?.()
          fill()
        },
        e => {
          inFlight--
          failed ??= e as Error // surfaced when the consumer reaches this part
          part.failed = e as Error
          part.wake?.()
          stop.abort(failed)
        }
      )
      parts.set(started++, part)
    }
  }
  const unwatch = o.parts.watch(fill)
  const unwatchLimit = o.limit?.watch(() => {
    repace()
    fill()
  })
  const handOn = (i: number) => {
    if (slotted.delete(i)) o.parts.give()
  }
  try {
    // Part 1 alone until its answer says whether Range is honoured.
    fill()
    await Promise.race([rangeHonoured, parts.get(0)!.fetched])
    opened = true
    fill()
    for (let i = 0; i < count; i++) {
      // The consumer takes part i's chunks as they arrive. The time it starves for them, once the
      // parts before it have all been handed on, is the network being behind (auto connections:
      // one more if it adds up to STARVED_MS over the part). The first two parts are not
      // counted: the second only started when the first answered.
      const part = parts.get(i)!
      let waited = 0
      for (;;) {
        if (part.chunks.length > 0) {
          const chunks = part.chunks
          part.chunks = []
          part.taken?.()
          yield* chunks
          continue
        }
        if (part.failed) throw part.failed
        if (part.ended) break
        const since = performance.now()
        await new Promise<void>(r => (part.wake = r))
        part.wake = undefined
        if (i > 1) waited += starvedFor(since)
      }
      if (waited > 0 && o.limit?.waited(waited))
        o.logger.debug(`${o.what}: waited for part ${i + 1}; ${o.limit.current} connections now.`)
      parts.delete(i)
      // Handed on whole: its slot (and its memory) may go to the next part.
      handed = i + 1
      repace()
      handOn(i)
      fill()
    }
  } finally {
    stop.abort(new Error('the blob was closed'))
    o.signal.removeEventListener('abort', onAbort)
    unwatch()
    unwatchLimit?.()
    for (const [, p] of parts) p.fetched.catch(() => {})
    for (const i of [...slotted]) handOn(i)
  }
}
