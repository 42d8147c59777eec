// An install from a seek index, as a plan of the one install path: the index is read once per
// install (indexFor) and must fit the image each source resolves (fitting); the plan made from its
// tables of contents (seek/plan/plan.ts) says what is fetched and what the finished tree is, disk room
// is checked against it before any layer is requested, the needed content is fetched and written
// (seek/apply/from-spans.ts) and the plan's model finished into the tree. An index versions.json names that
// turns out not to serve gives way to the whole image (applyFromIndex returns undefined).
import type { Transport } from '../oci/http/transport.ts'
import type { ResolvedImage } from '../oci/manifest.ts'
import { BufferRefs, type BufferTally } from '../layers/buffer-refs.ts'
import type { Settles } from '../layers/apply-layer.ts'
import { LineProgress } from '../progress.ts'
import { applyStreamed } from './schedule.ts'
import type { Staging } from './staging.ts'
import { DEFAULT_NETWORK, type IndexSpec } from '../config/inputs.ts'
import { describeSpec, loadIndex } from '../seek/source/index-source.ts'
import { RangeIgnoredError } from '../oci/errors.ts'
import { faultOf } from '../errors.ts'
import type { SeekIndex } from '../seek/index/model.ts'
import { checkIndexFits } from '../seek/source/fits.ts'
import { EntrySet, planInstall, type Plan } from '../seek/plan/plan.ts'
import { writeFromSpans } from '../seek/apply/from-spans.ts'
import { PlannedContent } from '../seek/write/planned-content.ts'
import { WritePool } from '../seek/write/write-pool.ts'
import { InflatePool } from '../seek/inflate/inflate-pool.ts'
import { StreamedToc } from '../seek/apply/streamed.ts'
import { checkRoom } from './room.ts'
import { formatBytes } from '../log.ts'
import {
  credentialsFor,
  memory,
  network,
  scheduleContext,
  type Applied,
  type Attempt,
  type InstallOptions,
  type PlannedSize
} from './attempt.ts'

/** A seek index ready to use: read, and (once the image is resolved) found to fit it. */
export interface UsableIndex {
  index: SeekIndex
  /** sha256 of the index file. */
  digest: string
  spec: IndexSpec
}

/** The index for the image a source resolved (its platform manifest), read once per install. */
export type IndexLoader = (manifest: string) => Promise<UsableIndex | undefined>

/** Reads the index; one versions.json names but that cannot be read means the whole image instead. */
export async function indexFor(
  o: InstallOptions,
  spec: IndexSpec,
  manifest: string
): Promise<UsableIndex | undefined> {
  try {
    const credentials = spec.kind === 'oci' ? credentialsFor(o, spec.reference.registry) : undefined
    const { index, digest } = await loadIndex(spec, {
      logger: o.logger,
      manifest,
      credentials,
      stallMs: network(o).stallMs,
      minBytesPerSecond: network(o).minBytesPerSecond,
      store: o.store
    })
    o.logger.info(`Seek index ${describeSpec(spec)} (${digest}), made by ${index.tool || 'an unknown tool'}.`)
    return { index, digest, spec }
  } catch (e) {
    return givesWay(
      o,
      spec,
      e,
      `The seek index versions.json names for this image cannot be used (${(e as Error).message}); installing from the whole image.`
    )
  }
}

/** An index the user named that cannot serve is an error; one versions.json names gives way, warned. */
function givesWay(o: InstallOptions, spec: IndexSpec, e: unknown, warning: string): undefined {
  if (spec.from === 'input') throw e
  o.logger.warning(warning)
  return undefined
}

/**
 * The index, if it fits the image a source resolved (seek/source/fits.ts); one versions.json names that
 * does not fit means the whole image instead.
 */
export function fitting(
  o: InstallOptions,
  index: UsableIndex | undefined,
  image: ResolvedImage
): UsableIndex | undefined {
  if (!index) return undefined
  try {
    checkIndexFits(index.index, image)
    return index
  } catch (e) {
    return givesWay(
      o,
      index.spec,
      e,
      `${(e as Error).message} (the index versions.json names); installing from the whole image.`
    )
  }
}

/**
 * The plan: the model of the finished tree, from the tables of contents, before any download; and
 * disk before bytes: refused here, before any layer is requested, when the tree cannot fit.
 */
async function planFrom(
  o: InstallOptions,
  indexed: UsableIndex,
  staging: Staging,
  buffers: BufferTally
): Promise<{ plan: Plan; planned: PlannedSize }> {
  const plan = await planInstall(indexed.index, o.source, o.logger, staging.dir, buffers)
  memory(o).indexed(indexed.index.layers.reduce((n, l) => n + l.toc.length, 0))
  const fetched = plan.fetchBytes
  const archive = o.archiveDir ? Math.min(fetched, plan.size.onDisk) : undefined
  o.logger.info(
    `Planned from the index: ${formatBytes(plan.size.bytes)} to keep (${formatBytes(plan.size.onDisk)} on disk), ${formatBytes(fetched)} to download.`
  )
  await checkRoom({
    tree: { dir: staging.dir, bytes: plan.size.onDisk },
    ...(o.archiveDir && archive !== undefined ? { archive: { dir: o.archiveDir, bytes: archive } } : {})
  })
  return { plan, planned: { bytes: plan.size.bytes, onDisk: plan.size.onDisk, archive } }
}

/** Where blobs come from for spans: this source's transport, and the ones after it (seek/fetch/spans.ts). */
export interface SpanSources {
  transport: Transport
  nextSource: () => Transport | undefined
}

/**
 * Applies every layer into staging from the index's plan; undefined when the install goes on from
 * the whole image instead (warned, staging emptied): the last source ignores Range (the others
 * hand over first: Attempt.handOver), or the index turns out not to describe the image (the
 * index's fault, errors.ts) and versions.json named it (givesWay: one the user named is never
 * replaced, its failure is the answer).
 */
export async function applyFromIndex(
  a: Attempt,
  spans: SpanSources,
  indexed: UsableIndex
): Promise<Applied | undefined> {
  try {
    return await installPlanned(a, spans, indexed)
  } catch (e) {
    if (e instanceof RangeIgnoredError && !a.handOver)
      a.o.logger.warning(
        `${e.message} An install from a seek index needs Range: installing from the whole image instead.`
      )
    else if (faultOf(e) === 'index')
      givesWay(
        a.o,
        indexed.spec,
        e,
        `The seek index versions.json names for this image does not describe it after all (${(e as Error).message.replace(/\.?$/, '')}); installing from the whole image instead.`
      )
    else throw e
    memory(a.o).whole()
    await a.staging.empty()
    return undefined
  }
}

/**
 * A layer streamed whole into the plan (seek/apply/streamed.ts) writes each needed file on the write
 * thread and awaits it before it takes the next entry: nothing is left to settle at its end.
 */
const WRITTEN: Settles = { flush: async () => {} }

/**
 * An install from a seek index: planned once from its tables of contents (seek/plan/plan.ts), the
 * needed content fetched and written (seek/apply/from-spans.ts), and the plan's model finished into the tree.
 */
async function installPlanned(
  a: Attempt,
  { transport, nextSource }: SpanSources,
  indexed: UsableIndex
): Promise<Applied> {
  const { o, image, staging, connection } = a
  const log = o.logger
  const refs = new BufferRefs()
  const { plan, planned } = await planFrom(o, indexed, staging, refs.tally)
  // One thread besides the main one inflates the spans and writes the files (seek/write/write-pool.ts):
  // one of their own for the writes was no faster on 2 cores and cost 15-25 MiB more peak RSS
  // (docs/benchmarks.md).
  const inflatePool = new InflatePool(1)
  const writePool = new WritePool(inflatePool.threads)
  const content = new PlannedContent(
    staging.dir,
    writePool,
    plan.shared,
    new EntrySet(indexed.index),
    plan.overlay.keptPlace()
  )
  let bytesDownloaded = 0
  const downloaded = (n: number) => (bytesDownloaded += n)
  const { index } = indexed
  const layers = await writeFromSpans({
    image,
    index,
    plan,
    content,
    refs,
    transport,
    deadline: { stallMs: network(o).stallMs, minBytesPerSecond: network(o).minBytesPerSecond },
    inflatePool,
    connections: connection.connections ?? DEFAULT_NETWORK.connections,
    adaptive: network(o).adaptive,
    logger: log,
    progress: o.progress ?? new LineProgress(log),
    downloaded,
    streamLayer: async i => {
      const sink = new StreamedToc(i, index.layers[i], plan, content)
      const ctx = scheduleContext(a, { sink, refs, writer: WRITTEN, downloaded })
      const report = await applyStreamed(ctx, i)
      sink.end()
      return report
    },
    nextSource
  }).finally(async () => {
    await writePool.close()
    await inflatePool.close()
  })
  return {
    finish: async () => {
      const fin = await plan.overlay.finish(content.place)
      await content.remove()
      return fin
    },
    report: plan.overlay.report,
    layers,
    bytesDownloaded,
    index: { source: describeSpec(indexed.spec), digest: indexed.digest },
    planned
  }
}
