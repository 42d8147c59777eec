// Blob streams verified as they flow: every byte is hashed on its way to the consumer and counted
// against the descriptor, and the stream fails at its end if the sha256 or the size differ (the
// consumer must treat everything it built from the bytes as untrusted until then). Large blobs
// come in parallel Range parts (ranged.ts, over the one range fetcher), others over one
// connection; both resume through the one loop of resume.ts. A single stream resumes with a Range
// request that starts again at the registry (so an expired CDN URL is refreshed); a server that
// ignores Range is skipped forward (and one that ignores it for a large blob's parts, before any
// byte was handed on, gets the blob over one stream). Closing the stream early stops every request
// of the blob at once.
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Logger } from '../../log.ts'
import { IntegrityError, RangeIgnoredError } from '../errors.ts'
import type { Descriptor } from '../manifest.ts'
import type { Transport } from '../http/transport.ts'
import type { Deadline } from '../http/deadline.ts'
import { PARALLEL_MIN_BYTES, rangedChunks } from './ranged.ts'
import { RangeFetcher } from './range-fetcher.ts'
import { PartBudget, partBytesFor } from './part-budget.ts'
import { readRange } from './resume.ts'
import { ConnectionLimit } from './connections.ts'

export interface BlobLimits {
  /** Where the ranged download says what its connections do (resumes, auto's decisions). */
  logger: Logger
  deadline: Deadline
  /** Connections for one large blob (Range parts); 1 streams it over one. With `adaptive`, the most. */
  connections: number
  /** `auto`: start with one, open more while the consumer waits for data (connections.ts). */
  adaptive?: boolean
  /** Bytes per Range part (default: part-budget.ts). */
  partBytes?: number
  /** Resumes allowed after drops without real progress (default 20). */
  maxResumes?: number
}

export interface OpenOptions {
  logger: Logger
  /** Called with the number of new bytes as they arrive. */
  onBytes?: (n: number) => void
  /**
   * Since when (performance.now()) the reader has had none of the blob's bytes left to read,
   * undefined while it has some: auto connections grow only on waits that starve it.
   */
  hungrySince?: () => number | undefined
}

/** How messages name a blob. */
export const blobWhat = (t: Transport, d: Descriptor): string =>
  `Blob ${d.digest.slice(0, 19)}… of ${t.registry}/${t.repository}`

/** The blobs of one repository, with the part budget they share. */
export class BlobFetcher {
  private readonly t: Transport
  private readonly limits: Required<Omit<BlobLimits, 'partBytes' | 'adaptive' | 'logger'>> & {
    partBytes: number
  }
  private readonly parts: PartBudget
  private readonly ranges: RangeFetcher

  constructor(t: Transport, limits: BlobLimits) {
    this.t = t
    const connections = Math.max(1, Math.floor(limits.connections))
    const adaptive = (limits.adaptive ?? false) && connections > 1
    const limit = new ConnectionLimit(connections, adaptive)
    this.limits = {
      deadline: limits.deadline,
      connections,
      // Adaptive: parts as large as with 4 connections (fewer round trips on a slow link); the
      // budget still has a slot per connection it may grow to.
      partBytes: partBytesFor(adaptive ? Math.min(4, connections) : connections, limits.partBytes),
      maxResumes: limits.maxResumes ?? 20
    }
    this.parts = new PartBudget(connections + 1)
    // Parts are admitted by the stream that reads them (ranged.ts), not by the fetcher's slots.
    this.ranges = new RangeFetcher({
      transport: t,
      limit,
      deadline: limits.deadline,
      maxResumes: this.limits.maxResumes,
      logger: limits.logger,
      slots: false
    })
  }

  /** A readable stream of the blob's bytes as they arrive; errors at its end unless they match `d`. */
  open(d: Descriptor, o: OpenOptions): Readable {
    const closed = new AbortController()
    // Object mode hands the network's chunks on without copying; 64 of them (~1 MiB of TLS
    // records) may wait for the consumer.
    const s = Readable.from(this.verified(d, o, closed.signal), { objectMode: true, highWaterMark: 64 })
    const letGo = () => closed.abort(new Error('the blob stream was closed'))
    // Let go when the consumer destroys the stream (a `break` out of for-await does), not at its
    // 'close': that comes once the generator reaches its next yield, and the parts it would start
    // meanwhile went out after the consumer had let go.
    const destroy = s.destroy.bind(s)
    s.destroy = ((e?: Error) => {
      letGo()
      return destroy(e)
    }) as typeof s.destroy
    s.once('close', letGo)
    return s
  }

  /** The one place a blob is verified, however it was fetched: size and sha256, in order. */
  private async *verified(d: Descriptor, o: OpenOptions, signal: AbortSignal): AsyncGenerator<Buffer> {
    const what = blobWhat(this.t, d)
    const hash = createHash('sha256')
    let n = 0
    for await (const c of this.fetched(d, o, signal)) {
      if (n + c.length > d.size)
        throw new IntegrityError(
          `${what}: the registry sent more than the ${d.size} bytes its descriptor declares.`
        )
      hash.update(c)
      n += c.length
      yield c
    }
    const actual = 'sha256:' + hash.digest('hex')
    if (actual !== d.digest)
      throw new IntegrityError(
        `${what}: the bytes received hash to ${actual}, not the digest ${d.digest} the manifest names. Nothing from this image is installed.`
      )
  }

  /** Large blobs over several connections, falling back to one stream without Range. */
  private async *fetched(d: Descriptor, o: OpenOptions, signal: AbortSignal): AsyncGenerator<Buffer> {
    const t = this.t
    const what = blobWhat(t, d)
    const l = this.limits
    if (d.size === 0) return
    if (l.connections > 1 && d.size >= PARALLEL_MIN_BYTES) {
      let yielded = false
      try {
        for await (const c of rangedChunks(this.ranges, d, {
          connections: l.connections,
          partBytes: l.partBytes,
          parts: this.parts,
          logger: o.logger,
          what,
          onBytes: o.onBytes,
          hungrySince: o.hungrySince,
          signal
        })) {
          yielded = true
          yield c
        }
        return
      } catch (e) {
        if (!(e instanceof RangeIgnoredError) || yielded) throw e
        o.logger.info(`${what}: the server ignores Range, so it comes over one connection.`)
      }
    }
    yield* readRange({
      what,
      host: t.registry,
      first: 0,
      last: d.size - 1,
      ask: from =>
        t.get(
          `blobs/${d.digest}`,
          { 'accept-encoding': 'identity', ...(from > 0 ? { range: `bytes=${from}-` } : {}) },
          what
        ),
      whole: () => {}, // the server ignored Range: read past what we already have
      describe: (status, text) => t.describe(what, status, text),
      deadline: l.deadline,
      maxResumes: l.maxResumes,
      logger: o.logger,
      onBytes: o.onBytes,
      signal
    })
  }
}
