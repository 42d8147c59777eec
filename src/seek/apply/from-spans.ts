// An install from a seek index, for one attempt: the plan (plan.ts) applied every layer's table of
// contents to the overlay and named the entries whose content survives; the spans that hold any
// byte of them are fetched and inflated (spans.ts, layer-bytes.ts), and each needed entry's content
// is written as its layer's table of contents is walked in stream order (planned-content.ts); the plan's finish
// puts it in place. Nothing is applied to an overlay here: the plan is the install's one model;
// the walk (span-entries.ts) hands the needed entries to the same apply loop as a streamed layer.
// Along the way:
// - every tar header lying in fetched bytes is checked against the TOC, and fetched bytes the TOC
//   lists no entry for must hold none (tar-checks.ts): a layer fetched whole yields exactly its TOC;
// - where two spans in a row are fetched, the first one's output must end with the second one's
//   window (inflate-worker.ts), so no window rests on the index's word where it can be checked;
// - every file written is checked against its sha256 in the index (format 2);
// - a layer whose every span was fetched is checked against its own digest, as a blob;
// - a layer that is not gzip and has needed content is streamed whole and must be its TOC entry
//   by entry (streamed.ts), as without an index but into the plan;
// - a layer with no needed content is not downloaded at all.
import type { ProgressSink } from '../../progress.ts'
import type { ResolvedImage } from '../../oci/manifest.ts'
import type { Transport } from '../../oci/http/transport.ts'
import type { Deadline } from '../../oci/http/deadline.ts'
import type { BufferRefs } from '../../layers/buffer-refs.ts'
import { applyEntries } from '../../layers/apply-layer.ts'
import { formatBytes, type Logger } from '../../log.ts'
import type { LayerReport } from '../../layers/model/report.ts'
import type { SeekIndex } from '../index/model.ts'
import { writesContent, type LayerNeeds, type Plan } from '../plan/plan.ts'
import { entryId, spanOut } from '../index/layout.ts'
import type { InflatePool } from '../inflate/inflate-pool.ts'
import { SpanQueue, type SpanJob } from '../fetch/spans.ts'
import { ConnectionLimit } from '../../oci/blob/connections.ts'
import { PlannedWrites, type PlannedContent } from '../write/planned-content.ts'
import { LayerBytes } from './layer-bytes.ts'
import { SpanEntries } from './span-entries.ts'

export interface FromSpansContext {
  image: ResolvedImage
  index: SeekIndex
  plan: Plan
  /** Where the needed content is written. */
  content: PlannedContent
  refs: BufferRefs
  transport: Transport
  deadline: Deadline
  /** Connections for spans: the most, and whether to start with one and grow (auto). */
  connections: number
  adaptive: boolean
  logger: Logger
  progress: ProgressSink
  downloaded(n: number): void
  /** Writes layer `i`'s needed content from its whole blob, checking it against the TOC (streamed.ts). */
  streamLayer(i: number): Promise<LayerReport>
  /** The next source for spans its source fails (spans.ts SpanQueueOptions.nextSource). */
  nextSource?: () => Transport | undefined
  /** The thread(s) spans are inflated on (and the files written on: write-pool.ts); the caller ends them. */
  inflatePool: InflatePool
}

/**
 * Lets go of the windows (32 KiB each) of the checkpoints no span this plan fetches starts from:
 * an install holds the decoded index throughout, and the windows are most of it (11.8 MiB for the
 * benchmark image at 16 MiB spacing, of which its 128 spans use 4 MiB; ~50 MiB for a 27 GB tar
 * stream). The plan is the same for every source and restart of the install, so what it does not
 * fetch is never inflated (a restart releases nothing more).
 */
export function releaseUnneededWindows(index: SeekIndex, needs: LayerNeeds[]): void {
  for (const [i, n] of needs.entries()) {
    const l = index.layers[i]
    // A checkpoint without a window starts a gzip member: the last one's output start is noted
    // first (the last span's trailer is checked against it: prime.ts endsHere).
    if (l.compression === 'gzip')
      l.lastMember ??= l.checkpoints.reduce((m, c) => (c.window.length === 0 ? c.out : m), 0)
    const used = new Set(n.spans)
    for (const [j, cp] of index.layers[i].checkpoints.entries()) if (!used.has(j)) cp.window = NO_WINDOW
  }
}

/** Lets go of the digests of files the plan does not write (32 bytes each; 16 MiB of a million). */
export function releaseUnneededDigests(index: SeekIndex, plan: Plan): void {
  for (const [i, l] of index.layers.entries()) l.toc.keepDigests(k => plan.needed.has(entryId(i, k)))
}
const NO_WINDOW = Buffer.alloc(0)

/** The spans to fetch as the queue's jobs, in order, and each layer's jobs (their numbers and spans). */
function spanJobs(
  index: SeekIndex,
  needs: LayerNeeds[]
): { jobs: SpanJob[]; layerJobs: { k: number; span: number }[][] } {
  const jobs: SpanJob[] = []
  const layerJobs: { k: number; span: number }[][] = needs.map(() => [])
  for (const [i, n] of needs.entries())
    for (const j of n.spans) {
      layerJobs[i].push({ k: jobs.length, span: j })
      const [outStart, outEnd] = spanOut(index.layers[i], j)
      jobs.push({ layer: i, span: j, outStart, outEnd })
    }
  return { jobs, layerJobs }
}

/** One line on what the plan fetches and inflates, of what the image holds. */
function announce(ctx: FromSpansContext, jobs: SpanJob[]): void {
  const { index, image } = ctx
  const needs = ctx.plan.fetch
  const total = image.layers.reduce((s, l) => s + l.size, 0)
  ctx.logger.info(
    `Seek index: ${ctx.plan.needed.size} files are kept; fetching ${formatBytes(ctx.plan.fetchBytes)} of the image's ${formatBytes(total)} ` +
      `(${jobs.length} spans, ${formatBytes(jobs.reduce((s, j) => s + j.outEnd - j.outStart, 0))} to inflate of ${formatBytes(index.layers.reduce((s, l) => s + l.tarBytes, 0))}` +
      `${needs.some(n => n.how === 'stream') ? '; whole blobs of layers that are not gzip' : ''}).`
  )
}

/** Applies every layer from the index; settles every fetch and write before it returns or throws. */
export async function writeFromSpans(ctx: FromSpansContext): Promise<LayerReport[]> {
  const { index, image, logger: log } = ctx
  const needs = ctx.plan.fetch
  releaseUnneededWindows(index, needs)
  releaseUnneededDigests(index, ctx.plan)
  const { jobs, layerJobs } = spanJobs(index, needs)
  announce(ctx, jobs)
  // Spans of later layers arrive while earlier layers are applied: every layer's progress starts now.
  for (const [i, n] of needs.entries())
    if (n.how === 'spans') ctx.progress.layerStart(i, image.layers.length, image.layers[i].digest, n.bytes)
  const whole = (i: number) =>
    needs[i].how === 'spans' && needs[i].spans.length === index.layers[i].spans.length
  const queue = new SpanQueue({
    transport: ctx.transport,
    layers: index.layers,
    jobs,
    inflatePool: ctx.inflatePool,
    // Spans are read into their buffers as they arrive: a plain gain is judged at half a trial.
    limit: new ConnectionLimit(ctx.connections, ctx.adaptive, { eager: true }),
    deadline: ctx.deadline,
    logger: log,
    onBytes: (i, n) => {
      ctx.downloaded(n)
      ctx.progress.layerBytes(i, n)
    },
    keepCompressed: whole,
    nextSource: ctx.nextSource
  })
  const reports: LayerReport[] = []
  const writes = new PlannedWrites(ctx.content, "as inflated from the index's checkpoints")
  try {
    for (const [i, l] of image.layers.entries()) {
      const t = performance.now()
      const need = needs[i]
      if (need.how === 'stream') {
        reports.push(await ctx.streamLayer(i))
        continue
      }
      if (need.how === 'toc')
        log.info(
          `Layer ${i + 1}/${image.layers.length} ${l.digest.slice(7, 19)}: nothing of it is kept; applied from the index, not downloaded.`
        )
      const head = whole(i) ? await queue.head(i) : undefined
      const bytes = new LayerBytes(queue, ctx.refs, index.layers[i], layerJobs[i], head)
      const entries = new SpanEntries({
        layer: i,
        l: index.layers[i],
        bytes,
        writes: (id, e) => writesContent(ctx.plan, id, e),
        refs: ctx.refs,
        failed: () => queue.failure ?? ctx.content.failure
      })
      await applyEntries(entries, writes, i)
      await bytes.end(l.digest)
      if (need.how === 'spans') ctx.progress.layerDone(i)
      reports.push({
        digest: l.digest,
        size: l.size,
        compression: index.layers[i].compression,
        seconds: (performance.now() - t) / 1000
      })
    }
    // Every file written is checked against its digest before anything is put in place.
    await ctx.content.checked()
    log.debug(
      `Seek index: ${queue.pieceStock.allocated} output pieces of ${formatBytes(queue.pieceStock.size)} and ` +
        `${queue.compressedStock.allocated} compressed buffers of ${formatBytes(queue.compressedStock.size)} served ${jobs.length} spans.`
    )
    return reports
  } catch (e) {
    // The queue's own failure is the cause when the applier only saw its consequence.
    throw queue.failure ?? e
  } finally {
    queue.close()
    await queue.settled()
  }
}
