// Where an install's spans come from when their source fails them: the next source of the same
// pinned blobs takes that span and every one after it (the spans already verified are kept), and a
// span the last source sent wrong twice is blamed on the source or on the index by fetching its
// whole layer once (blame). What a span is checked against stays with the span queue (spans.ts).
import { createHash } from 'node:crypto'
import type { Logger } from '../../log.ts'
import type { Transport } from '../../oci/http/transport.ts'
import type { Deadline } from '../../oci/http/deadline.ts'
import { RangeIgnoredError } from '../../oci/errors.ts'
import { BlobFetcher } from '../../oci/blob/fetch.ts'
import type { RangeFetcher } from '../../oci/blob/range-fetcher.ts'
import { faultOf } from '../../errors.ts'
import type { LayerIndex, Span } from '../index/model.ts'
import { IndexMismatchError } from '../index/errors.ts'

export interface FailoverOptions {
  /** The fetcher whose source changes (RangeFetcher.use). */
  ranges: RangeFetcher
  /** The next source of the same pinned blobs (undefined once there is none). */
  nextSource?: () => Transport | undefined
  logger: Logger
  deadline: Deadline
  /** Whether the install stopped (a failure elsewhere, or closed): nothing moves on then. */
  stopped: () => boolean
  /** The spans verified so far (said when moving on: they are kept). */
  verified: () => number
}

export class SourceFailover {
  private readonly o: FailoverOptions
  private readonly ranges: RangeFetcher

  constructor(o: FailoverOptions) {
    this.o = o
    this.ranges = o.ranges
  }

  /**
   * A span the last source sent wrong twice: whose fault is it? Its whole layer is fetched once,
   * streamed (on this failure path only): where the blob is its digest's and its bytes at the span
   * are not the index's, the index does not describe this blob, whatever its sizes say (an index
   * from versions.json then gives way to the whole image); otherwise the source stays at fault
   * (issue 49 item 10: another image's index with the same layer sizes was blamed on the registry).
   */
  async blame(l: LayerIndex, s: Span, what: string, fault: Error): Promise<Error> {
    if (this.o.stopped()) return fault
    const blobs = new BlobFetcher(this.ranges.transport, {
      logger: this.o.logger,
      deadline: this.o.deadline,
      connections: 1
    })
    const hash = createHash('sha256')
    let at = 0
    try {
      const d = { mediaType: 'application/octet-stream', digest: l.digest, size: l.size }
      for await (const c of blobs.open(d, { logger: this.o.logger }) as AsyncIterable<Buffer>) {
        if (this.o.stopped()) return fault
        const from = Math.max(at, s.offset)
        const to = Math.min(at + c.length, s.offset + s.length)
        if (to > from) hash.update(c.subarray(from - at, to - at))
        at += c.length
      }
    } catch {
      // The whole blob does not come, or is not its digest's: the source's fault as first said.
      return fault
    }
    if (hash.digest('hex') === s.sha256) return fault
    return new IndexMismatchError(
      `${what}: the layer's blob matches its digest, but its bytes there are not the ones the seek index names: the index does not describe this image.`
    )
  }

  /**
   * After the source of change `from` failed a span with `e`: whether to fetch it again from the
   * current source (another span already moved on) or the next one (now the current one).
   */
  nextSourceAfter(from: number, e: unknown): boolean {
    if (this.o.stopped() || faultOf(e) !== 'source' || e instanceof RangeIgnoredError) return false
    if (from !== this.ranges.generation) return true
    const failed = this.ranges.transport
    const next = this.o.nextSource?.()
    if (!next) return false
    // Named by repository, both of them: two mirrors on one registry differ only there.
    const where = (t: Transport) => `${t.registry}/${t.repository}`
    this.o.logger.warning(
      `${where(failed)} failed: ${(e as Error).message.replace(/\.?$/, '.')} Fetching it and the rest from ${where(next)}; the ${this.o.verified()} spans already verified are kept.`
    )
    this.ranges.use(next)
    return true
  }
}
