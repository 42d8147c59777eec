// Blob streams verified as they flow: every byte is hashed on its way to the consumer and counted
// against the descriptor, and the stream fails at its end if the sha256 or the size differ (the
// consumer must treat everything it built from the bytes as untrusted until then). A dropped or
// stalled connection (deadline.ts) is resumed with a Range request that starts again at the
// registry (so an expired CDN URL is refreshed); a server that ignores Range is skipped forward
// instead. Two stalls in a row with no real progress between them end the pull with an error.
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Logger } from '../../log.ts'
import { IntegrityError, RegistryError, connectionFailure } from '../errors.ts'
import type { Descriptor } from '../manifest.ts'
import { isRetryableNetworkError, parseContentRange, type Transport } from '../http/transport.ts'
import { ResumeBudget, describeDeadline, withinDeadline } from '../http/deadline.ts'
import { PARALLEL_MIN_BYTES, RangeNotHonoured, blobWhat, rangedChunks } from './ranged.ts'

export interface BlobOptions {
  logger: Logger
  /** Called with the number of new bytes as they arrive. */
  onBytes?: (n: number) => void
  /** Resumes allowed after dropped connections (default 20; reset by progress). */
  maxResumes?: number
}

/** The bytes of one blob over one connection, resumed with Range after drops and stalls. */
async function* streamed(t: Transport, d: Descriptor, o: BlobOptions): AsyncGenerator<Buffer> {
  const what = blobWhat(t, d)
  let offset = 0
  const budget = new ResumeBudget(t.deadline, o.maxResumes ?? 20)
  for (;;) {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' }
    if (offset > 0) headers.range = `bytes=${offset}-`
    const res = await t.get(`blobs/${d.digest}`, headers, what)
    let skip = 0
    if (res.status === 206 && offset > 0) {
      const start = parseContentRange(res.headers['content-range'])?.start
      if (start !== offset) {
        res.message.destroy()
        throw new RegistryError(
          `${what}: asked to resume at byte ${offset}, the server answered a range starting at ${start}.`
        )
      }
    } else if (res.status === 200) {
      skip = offset // the server ignored Range: read past what we already have
    } else {
      throw t.describe(what, res.status, await res.readBody())
    }
    const before = offset
    try {
      for await (const raw of withinDeadline(res.message, t.deadline)) {
        let chunk = raw
        if (skip) {
          if (chunk.length <= skip) {
            skip -= chunk.length
            continue
          }
          chunk = chunk.subarray(skip)
          skip = 0
        }
        offset += chunk.length
        o.onBytes?.(chunk.length)
        yield chunk
      }
    } catch (e) {
      if (!isRetryableNetworkError(e)) throw connectionFailure(e, what, t.registry)
      const next = budget.next(offset - before, e)
      if (next === 'stalled')
        throw new RegistryError(
          `${what}: the download stalled ${budget.stalls} times in a row (${describeDeadline(t.deadline)}); ${offset} of ${d.size} bytes received. ` +
            'Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.'
        )
      if (next === 'exhausted')
        throw new RegistryError(
          `${what}: the connection dropped ${o.maxResumes ?? 20} times without progress at byte ${offset} of ${d.size}.`
        )
      o.logger.warning(
        `${what}: connection dropped at byte ${offset} of ${d.size} (${(e as Error).message}); resuming.`
      )
      continue
    }
    if (offset < d.size) {
      // The body ended cleanly but short: the server closed early. Resume like a drop.
      if (budget.next(offset - before) === 'exhausted')
        throw new RegistryError(`${what}: the body kept ending early at byte ${offset} of ${d.size}.`)
      o.logger.warning(`${what}: the response ended at byte ${offset} of ${d.size}; resuming.`)
      continue
    }
    return
  }
}

/** Large blobs over several connections (ranged.ts), falling back to one stream without Range. */
async function* fetched(t: Transport, d: Descriptor, o: BlobOptions): AsyncGenerator<Buffer> {
  if (t.connections > 1 && d.size >= PARALLEL_MIN_BYTES) {
    try {
      yield* rangedChunks(t, d, o)
      return
    } catch (e) {
      if (!(e instanceof RangeNotHonoured)) throw e
      e.response.message.destroy()
      o.logger.info(`${blobWhat(t, d)}: the server ignores Range, so it comes over one connection.`)
    }
  }
  yield* streamed(t, d, o)
}

/** The one place a blob is verified, however it was fetched: size and sha256, in order. */
async function* verified(t: Transport, d: Descriptor, o: BlobOptions): AsyncGenerator<Buffer> {
  const what = blobWhat(t, d)
  const hash = createHash('sha256')
  let n = 0
  for await (const c of fetched(t, d, o)) {
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

/** A readable stream of the blob's bytes as they arrive; errors at its end unless they match `d`. */
export function openBlob(t: Transport, d: Descriptor, o: BlobOptions): Readable {
  // Object mode hands the network's chunks on without copying; 64 of them (~1 MiB of TLS
  // records) may wait for the consumer.
  return Readable.from(verified(t, d, o), { objectMode: true, highWaterMark: 64 })
}
