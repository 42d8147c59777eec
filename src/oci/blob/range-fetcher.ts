// The one range fetcher: byte ranges of the blobs of one repository over HTTP Range requests, for
// the parts of a whole blob (ranged.ts) and for the spans and gzip heads of an install from a seek
// index (seek/fetch/spans.ts). What every ranged request shares lives here, once:
// - the source: a registry's transport, which the caller may replace by the next source of the
//   same pinned blobs (use());
// - the URL each blob was last redirected to (a CDN's), reused for later ranges of that blob
//   (saving the registry's round trip per range) until it stops answering (a signed URL that
//   expired, 4xx), when the registry is asked again for a fresh one;
// - the resume of each range after drops, stalls and short bodies (resume.ts), within one deadline;
// - the error for a server that answers a Range request with the whole blob (RangeIgnoredError);
// - the connections: one ConnectionLimit counts the bytes every range delivers (its trials), and,
//   where the fetcher admits ranges itself (`slots`), bounds how many are read at once;
// - one priority order: a range waiting for a connection goes before every range with a larger
//   key, whenever it was asked for, so what the consumer needs next goes first; a range's key
//   may drop while it waits (an Urgency: a lazily mounted file read while it was read ahead);
// - closing every body at once when the consumer lets go.
// What the bytes are checked against is the caller's: the blob's digest for the parts of a whole
// blob (fetch.ts), the index's sha256 for spans (seek/fetch/spans.ts).
import type { Logger } from '../../log.ts'
import { RangeIgnoredError, RegistryError } from '../errors.ts'
import type { Response, Transport } from '../http/transport.ts'
import type { Deadline } from '../http/deadline.ts'
import { onHost } from '../reference.ts'
import { readRange } from './resume.ts'
import type { ConnectionLimit } from './connections.ts'

export interface RangeFetcherOptions {
  transport: Transport
  limit: ConnectionLimit
  deadline: Deadline
  /** Resumes allowed after drops without real progress. */
  maxResumes: number
  logger: Logger
  /**
   * Whether ranges wait for one of `limit.current` connections (in priority order). Without, the
   * caller admits them itself (ranged.ts paces the parts of a stream by its reader).
   */
  slots: boolean
}

/** Bytes first..last (inclusive) of one blob. */
export interface RangeAsk {
  digest: string
  first: number
  last: number
  /** How messages name the blob (or the span). */
  what: string
  /** How messages name this range when it is a part ("part 3 of 11"). */
  part?: string
  /** Lower goes first among the ranges waiting for a connection (the consumer's order). */
  priority: number
  /** Where given, its value is the priority, read when a connection comes free (it may drop meanwhile). */
  urgency?: Urgency
  onBytes?: (n: number) => void
  /** The consumer let go: no request starts, and the body being read is closed. */
  signal?: AbortSignal
}

/** A priority that may drop (become more urgent) while what it ranks waits. */
export interface Urgency {
  value: number
}

/** A range waiting for a connection. */
interface Waiter {
  rank: Urgency
  /** Order of asking: the older of two of one rank goes first. */
  seq: number
  /** True: the connection is this waiter's (counted); false: the fetcher closed. */
  wake: (granted: boolean) => void
}

export class RangeFetcher {
  private readonly o: RangeFetcherOptions
  private t: Transport
  /** How many times the source changed (use()): a failure seen under an older one is not counted twice. */
  private gen = 0
  /** Where each blob was last redirected (a CDN URL), reused until it fails. */
  private readonly direct = new Map<string, string>()
  private readonly stop = new AbortController()
  private reading = 0
  private readonly waiting: Waiter[] = []
  private asked = 0
  private readonly unwatch: () => void

  constructor(o: RangeFetcherOptions) {
    this.o = o
    this.t = o.transport
    this.stop.signal.addEventListener('abort', () => {
      for (const w of this.waiting.splice(0)) w.wake(false)
    })
    // A count that grows frees connections for the waiters; without slots there are none.
    this.unwatch = o.slots ? o.limit.watch(() => this.admit()) : () => {}
  }

  /** The connection count (and, in auto, its controller) every range reports to. */
  get limit(): ConnectionLimit {
    return this.o.limit
  }

  get transport(): Transport {
    return this.t
  }

  /** How many times the source changed. */
  get generation(): number {
    return this.gen
  }

  /** Later ranges come from `next` (the next source of the same pinned blobs). */
  use(next: Transport): void {
    this.t = next
    this.direct.clear()
    this.gen++
  }

  /** The bytes of `r`, in order, resumed as needed; the range holds a connection while read. */
  async *read(r: RangeAsk): AsyncGenerator<Buffer> {
    if (this.o.slots) await this.slot(r.urgency ?? { value: r.priority })
    try {
      yield* this.unslotted(r)
    } finally {
      if (this.o.slots) this.unslot()
    }
  }

  /**
   * The bytes of `r` into `into` from `at` on; throws unless exactly all of them came. `into` may
   * be a function that gives the buffer: called when the first bytes arrive, not while the range
   * waits for a connection (memory is taken only for ranges being read).
   */
  async readInto(r: RangeAsk, into: Buffer | (() => Buffer), at: number): Promise<void> {
    let n = 0
    for await (const c of this.read(r)) n += c.copy(typeof into === 'function' ? into() : into, at + n)
    const want = r.last - r.first + 1
    if (n !== want) throw new RegistryError(`${r.what}: ${n} bytes where ${want} were asked for.`)
  }

  /** Stops every range: no request starts, bodies being read are closed, waiters are woken. */
  close(reason: Error = new Error('the ranged download was closed')): void {
    this.stop.abort(reason)
    this.unwatch()
  }

  private async *unslotted(r: RangeAsk): AsyncGenerator<Buffer> {
    const t = this.t
    const signal = r.signal ? AbortSignal.any([r.signal, this.stop.signal]) : this.stop.signal
    // The body being read is closed the moment the consumer or the fetcher lets go.
    const bodies = new Set<Response['message']>()
    const close = () => {
      for (const m of bodies) m.destroy()
    }
    signal.addEventListener('abort', close)
    try {
      yield* readRange({
        what: r.what,
        part: r.part,
        host: t.registry,
        first: r.first,
        last: r.last,
        ask: from => abortable(this.ask(t, r, from), signal),
        whole: res => {
          res.message.destroy()
          throw new RangeIgnoredError(
            `${t.registry} answered a Range request for ${r.digest.slice(0, 19)}… with the whole blob: it ignores Range.`
          )
        },
        describe: (status, text) => t.describe(r.what, status, text),
        deadline: this.o.deadline,
        maxResumes: this.o.maxResumes,
        logger: this.o.logger,
        onBytes: n => {
          r.onBytes?.(n)
          const said = this.o.limit.delivered(n)
          if (said) this.o.logger.debug(`Connections: ${said}`)
        },
        signal,
        active: bodies
      })
    } finally {
      signal.removeEventListener('abort', close)
    }
  }

  /** One ranged GET: the blob's CDN URL when there is one (falling back to the registry), else the registry. */
  private async ask(t: Transport, r: RangeAsk, from: number): Promise<Response> {
    const headers = { 'accept-encoding': 'identity', range: `bytes=${from}-${r.last}` }
    const label = `${r.what} (bytes ${from}-${r.last})`
    const via = this.direct.get(r.digest)
    if (via) {
      const res = await t.request('GET', via, headers, label)
      if (res.status === 206 || res.status === 200) return res
      res.message.resume()
      if (this.direct.get(r.digest) === via) this.direct.delete(r.digest)
      this.o.logger.debug(`${label}: the CDN URL answered HTTP ${res.status}; asking the registry again.`)
    }
    const res = await t.get(`blobs/${r.digest}`, headers, label)
    if (res.status === 206 && t === this.t && !onHost(res.url, t.registry)) this.direct.set(r.digest, res.url)
    return res
  }

  /**
   * Waits for a connection; among waiters the lowest priority goes first (then the oldest). A
   * connection that comes free is handed to the first waiter (admit), so a range asked for later
   * cannot take it in between.
   */
  private async slot(rank: Urgency): Promise<void> {
    if (this.stop.signal.aborted) throw this.stop.signal.reason
    if (this.waiting.length === 0 && this.reading < this.o.limit.current) {
      this.reading++
      return
    }
    const granted = await new Promise<boolean>(wake => {
      this.waiting.push({ rank, seq: this.asked++, wake })
    })
    if (!granted) throw this.stop.signal.reason
  }

  private unslot(): void {
    this.reading--
    this.admit()
  }

  /** Hands the free connections to the first waiters, in order. */
  private admit(): void {
    while (this.reading < this.o.limit.current && this.waiting.length > 0 && !this.stop.signal.aborted) {
      this.reading++
      this.waiting.splice(firstOf(this.waiting), 1)[0].wake(true)
    }
  }
}

/** Where the first of `ws` in (rank, order of asking) is: ranks change while they wait, so it is looked for. */
export function firstOf(ws: readonly { rank: Urgency; seq: number }[]): number {
  let at = 0
  for (let k = 1; k < ws.length; k++) {
    const a = ws[k]
    const b = ws[at]
    if (a.rank.value < b.rank.value || (a.rank.value === b.rank.value && a.seq < b.seq)) at = k
  }
  return at
}

/**
 * `asked`, or the signal's reason as soon as it aborts: a request still waiting for its answer
 * does not hold the consumer that let go (the transport has no way to cancel it); the answer, when
 * it comes, is closed.
 */
function abortable(asked: Promise<Response>, signal: AbortSignal): Promise<Response> {
  const closeAnswer = () =>
    void asked.then(
      res => res.message.destroy(),
      () => {}
    )
  if (signal.aborted) {
    closeAnswer()
    return Promise.reject(signal.reason as Error)
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      closeAnswer()
      reject(signal.reason as Error)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    asked.then(
      res => {
        signal.removeEventListener('abort', onAbort)
        if (signal.aborted) res.message.destroy()
        else resolve(res)
      },
      e => {
        signal.removeEventListener('abort', onAbort)
        reject(e as Error)
      }
    )
  })
}
