// The order in which an image's layers are downloaded, inflated and applied, for one attempt:
// - in order (every image): one blob downloads at a time, the next asked for as the one before it
//   is about to have arrived (its first bytes then wait in small buffers), and the layers are
//   inflated and applied strictly one after another;
// - side by side (images that call their layers disjoint, publish's): up to `width` layers at once,
//   each inflating on its own thread-pool thread, each over its share of the connections; the
//   overlay's order policy (layers/model/order.ts) checks every entry.
// Either way, when one layer fails, every other is stopped and has settled (its entries and its
// disk writes done) before the failure is thrown: the caller may then remove the staging
// directory, or start again in it, without racing an abandoned write.
import type { Readable } from 'node:stream'
import type { Logger } from '../log.ts'
import type { ProgressSink } from '../progress.ts'
import type { ResolvedImage } from '../oci/manifest.ts'
import { decompress, type Lender } from '../layers/decompress.ts'
import type { LayerReport } from '../layers/model/report.ts'
import { applyLayer, type EntrySink, type Settles } from '../layers/apply-layer.ts'
import type { BufferRefs } from '../layers/buffer-refs.ts'
import { SourceError, faultOf } from '../errors.ts'
import { BlobThread, type DownloadOptions } from '../oci/blob/download-thread.ts'
import { DEFAULT_NETWORK } from '../config/inputs.ts'

/** Where an attempt's blobs come from (the download thread), one stream per layer. */
export interface BlobSource extends Lender {
  /** Starts downloading layer `i`; `onBytes` hears of every byte received. */
  open(i: number, onBytes: (n: number) => void): Readable
  close(): Promise<void>
}

export interface ScheduleContext {
  image: ResolvedImage
  /** Takes the entries: the overlay, or the plan's content (seek/apply/streamed.ts). */
  sink: EntrySink
  refs: BufferRefs
  /** What the sink writes through: settled before a layer is done, and when an attempt fails. */
  writer: Settles
  /** Opens a BlobSource with `connections` per large blob. */
  blobs(connections: number): BlobSource
  /** Connections for one large blob when one layer downloads at a time. */
  connections: number
  logger: Logger
  progress: ProgressSink
  /** Counts every byte downloaded. */
  downloaded(n: number): void
  /**
   * Another source follows this one: a layer that fails before its blob verified is then called
   * the source's failure (its bytes may be what broke it), and the next source is tried.
   */
  handOver: boolean
  /** Source label for messages. */
  label: string
  /** In order: layers open at once, the one being applied included (default 2; applyInOrder). */
  prefetch?: number
}

/**
 * In order, the next layer's blob is asked for once the one before it has at most this many bytes
 * left to arrive: soon enough that the request's round trips (the registry's redirect, the CDN's
 * first byte) pass while those last bytes arrive and are applied, late enough that two responses are
 * open at once only briefly. Asked for at once, as before, a response the applier does not read yet
 * held its connection for the whole layer before it (its first bytes waiting in the buffers, the
 * rest in the socket): "one connection" was two, and over a link that charges for each the whole
 * download ran at 26.6 MiB/s instead of 38.9 (docs/benchmarks.md, "One blob at a time").
 */
export const NEXT_BLOB_AHEAD_BYTES = 8 << 20

/** Opens layer `i`, with its progress, and remembers whether the blob verified (ended cleanly). */
function openLayer(
  ctx: ScheduleContext,
  src: BlobSource,
  i: number,
  onBytes?: (n: number) => void
): { blob: Readable; verified: () => boolean } {
  const l = ctx.image.layers[i]
  ctx.progress.layerStart(i, ctx.image.layers.length, l.digest, l.size)
  const blob = src.open(i, n => {
    ctx.downloaded(n)
    ctx.progress.layerBytes(i, n)
    onBytes?.(n)
  })
  let ended = false
  blob.on('end', () => (ended = true))
  blob.on('error', () => {}) // surfaced by whoever reads it
  return { blob, verified: () => ended }
}

/** Inflates and applies one layer; a failure before its blob verified may be the source's. */
async function applyOne(
  ctx: ScheduleContext,
  src: BlobSource,
  i: number,
  opened: { blob: Readable; verified: () => boolean },
  streams: Readable[],
  signal?: AbortSignal
): Promise<LayerReport> {
  const ls = performance.now()
  const l = ctx.image.layers[i]
  try {
    const { stream, detected } = await decompress(opened.blob, { refs: ctx.refs, lender: src })
    streams.push(stream)
    if (detected !== l.declaredCompression)
      ctx.logger.warning(
        `Layer ${i + 1} is declared ${l.declaredCompression} (${l.mediaType}) but its bytes are ${detected}; reading it as ${detected}.`
      )
    await applyLayer(ctx.sink, i, stream, { refs: ctx.refs, writer: ctx.writer, signal })
    ctx.progress.layerDone(i)
    return { digest: l.digest, size: l.size, compression: detected, seconds: (performance.now() - ls) / 1000 }
  } catch (e) {
    const fault = faultOf(e)
    if (ctx.handOver && !signal?.aborted && !opened.verified() && fault !== 'source' && fault !== 'host')
      throw new SourceError(
        `layer ${i + 1} failed before its blob had arrived whole and verified (${(e as Error).message}), so the bytes ${ctx.label} sent may be to blame`,
        { cause: e }
      )
    throw e
  }
}

/**
 * Layers strictly one after another, the next ones downloading ahead: up to `prefetch` layers open
 * (the one applied included), each asked for once the one before it is about to have arrived
 * (NEXT_BLOB_AHEAD_BYTES), so one blob downloads at a time.
 */
export async function applyInOrder(ctx: ScheduleContext): Promise<LayerReport[]> {
  const depth = Math.max(1, ctx.prefetch ?? 2)
  const src = ctx.blobs(ctx.connections)
  const opened: { blob: Readable; verified: () => boolean }[] = []
  /** Bytes of each opened layer's blob still to arrive. */
  const left: number[] = []
  const streams: Readable[] = []
  const reports: LayerReport[] = []
  const n = ctx.image.layers.length
  let applying = 0
  let over = false
  const openAhead = (): void => {
    for (
      let j = opened.length;
      !over && j < Math.min(n, applying + depth) && (j <= applying || left[j - 1] <= NEXT_BLOB_AHEAD_BYTES);
      j = opened.length
    ) {
      left[j] = ctx.image.layers[j].size
      opened.push(
        openLayer(ctx, src, j, k => {
          left[j] -= k
          if (left[j] <= NEXT_BLOB_AHEAD_BYTES) openAhead()
        })
      )
      opened[j].blob.pause()
    }
  }
  try {
    for (let i = 0; i < n; i++) {
      applying = i
      openAhead()
      reports.push(await applyOne(ctx, src, i, opened[i], streams))
    }
    return reports
  } finally {
    over = true
    for (const s of streams) s.destroy()
    for (const b of opened) b.blob.destroy()
    await ctx.writer.flush().catch(() => {})
    await src.close()
  }
}

/** Layers of a disjoint image, `width` at a time, each over its share of the connections. */
export async function applySideBySide(ctx: ScheduleContext, width: number): Promise<LayerReport[]> {
  const n = ctx.image.layers.length
  const src = ctx.blobs(Math.max(1, Math.floor(ctx.connections / width)))
  ctx.logger.info(`The image's ${n} layers are disjoint subtrees: applying ${width} at a time.`)
  const reports: LayerReport[] = []
  const streams: Readable[] = []
  const stop = new AbortController()
  let next = 0
  let first: unknown
  const lane = async () => {
    while (!stop.signal.aborted && next < n) {
      const i = next++
      const opened = openLayer(ctx, src, i)
      streams.push(opened.blob)
      reports[i] = await applyOne(ctx, src, i, opened, streams, stop.signal)
    }
  }
  try {
    // Every lane runs to its end: the first failure stops the others, and is thrown only once
    // all of them (and the writes they started) have settled.
    await Promise.allSettled(
      Array.from({ length: width }, () =>
        lane().catch(e => {
          if (first === undefined) first = e
          stop.abort(e)
          for (const s of streams) s.destroy()
        })
      )
    )
    await ctx.writer.flush().catch(e => (first ??= e))
    if (first !== undefined) throw first
    return reports
  } finally {
    for (const s of streams) s.destroy()
    await src.close()
  }
}

/** One layer from its whole blob (an install from a seek index streams layers it cannot seek in). */
export async function applyStreamed(ctx: ScheduleContext, i: number): Promise<LayerReport> {
  const src = ctx.blobs(ctx.connections)
  const streams: Readable[] = []
  const opened = openLayer(ctx, src, i)
  try {
    return await applyOne(ctx, src, i, opened, streams)
  } finally {
    for (const s of streams) s.destroy()
    opened.blob.destroy()
    await ctx.writer.flush().catch(() => {})
    await src.close()
  }
}

/** An attempt's context: its layers' blobs come from a download thread over `connection`. */
export function contextFor(
  image: ResolvedImage,
  connection: DownloadOptions,
  parts: Omit<ScheduleContext, 'image' | 'blobs' | 'connections'>
): ScheduleContext {
  return {
    image,
    ...parts,
    blobs: connections => {
      const thread = new BlobThread({ ...connection, connections }, parts.logger)
      return {
        open: (i, onBytes) => thread.open(image.layers[i], onBytes),
        lent: buf => thread.lent(buf),
        close: () => thread.close()
      }
    },
    connections: connection.connections ?? DEFAULT_NETWORK.connections
  }
}
