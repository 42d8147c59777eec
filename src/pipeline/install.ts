// The whole pull, shared by the action and the CLI: manifest -> layer streams (schedule.ts) ->
// staging -> finish -> (runtime closure) -> atomic promote to `dest`. Nothing is promoted until
// every digest has verified. Takes parsed values (config/inputs.ts): nothing is parsed here.
// Sources (mirrors, then the image's own repository) are tried by sources.ts; the reasons to
// start over within one source are bounded by layers/model/restarts.ts.
import { LineProgress, type ProgressSink } from '../progress.ts'
import { endpointOf, sameRegistry, type Endpoint, type ImageReference } from '../oci/reference.ts'
import { dockerLogin } from '../oci/docker-config.ts'
import { Transport } from '../oci/http/transport.ts'
import type { DigestStore } from '../oci/digest-store.ts'
import { resolveImage, type ResolvedImage } from '../oci/manifest.ts'
import type { DownloadOptions } from '../oci/blob/thread.ts'
import type { Credentials } from '../oci/auth.ts'
import { BufferRefs, type BufferTally } from '../layers/buffer-refs.ts'
import { Writer } from '../layers/writer.ts'
import { Overlay } from '../layers/model/overlay.ts'
import type { Finished } from '../layers/model/finish.ts'
import { DisjointLayers, IN_ORDER } from '../layers/model/order.ts'
import type { InstallReport } from '../layers/model/report.ts'
import {
  applyInOrder,
  applySideBySide,
  applyStreamed,
  contextFor,
  type LayerReport,
  type ScheduleContext
} from './schedule.ts'
import { Restarts, restartFor } from '../layers/model/restarts.ts'
import { fromSources } from './sources.ts'
import { isDisjoint } from '../oci/annotations.ts'
import { keepClosure } from '../runtime/keep.ts'
import type { Closure } from '../runtime/closure.ts'
import { createStaging, promote, type Staging } from './staging.ts'
import { DEFAULT_NETWORK, type IndexSpec, type NetworkLimits, type Source } from '../config/inputs.ts'
import { describeSpec, loadIndex, wholeImageInstead } from '../seek/index-source.ts'
import type { SeekIndex } from '../seek/format.ts'
import { checkIndexFits } from '../seek/check.ts'
import { EntrySet, planInstall, type Plan } from '../seek/plan.ts'
import { applyIndexed, needsOf } from '../seek/apply.ts'
import { PlannedContent } from '../seek/planned-content.ts'
import { WritePool } from '../seek/write-pool.ts'
import { InflatePool } from '../seek/inflate-pool.ts'
import { StreamedToc } from '../seek/streamed.ts'
import { checkRoom } from './room.ts'
import { formatBytes, type Logger } from '../log.ts'
import { NO_MEMORY_POLICY, type MemoryPolicy } from '../memory.ts'
import { faultOf } from '../errors.ts'
import { RangeIgnoredError } from '../oci/errors.ts'

export type { LayerReport } from './schedule.ts'

export interface InstallOptions {
  source: Source
  dest: string
  credentials?: Credentials
  /** How messages name the inputs that give credentials (the action's or the CLI's). */
  credentialsHint?: string
  network?: NetworkLimits
  logger: Logger
  progress?: ProgressSink
  /** Repositories that serve the same digest, tried in order before the image's own. */
  mirrors?: Endpoint[]
  /** Replace an existing `dest` (the CLI with --force); else keep it if one appears meanwhile. */
  replace?: boolean
  /** Layers whose download starts ahead of the one being applied (default 2). */
  prefetch?: number
  /** A seek index: only the spans that hold kept files are fetched (seek/). */
  index?: IndexSpec
  /**
   * Where an archive of the tree will be written after the install (the action's RUNNER_TEMP when
   * its post step will save to the actions cache): with an index, room for it is checked too.
   */
  archiveDir?: string
  /** Process-wide memory settings the entry point makes as the install goes (bin/prepare.ts). */
  memory?: MemoryPolicy
  /** Where manifests and the index are kept by digest, for checking the tree again offline. */
  store?: DigestStore
}

const memory = (o: InstallOptions): MemoryPolicy => o.memory ?? NO_MEMORY_POLICY
const network = (o: InstallOptions): NetworkLimits => o.network ?? DEFAULT_NETWORK

/** A seek index ready to use: read, and (once the image is resolved) found to fit it. */
interface UsableIndex {
  index: SeekIndex
  /** sha256 of the index file. */
  digest: string
  spec: IndexSpec
}

/**
 * Layers of an image that calls them disjoint (`setup-rocm publish` writes such images) applied at
 * once, at most this many: each inflates on its own thread-pool thread.
 */
export const SIDE_BY_SIDE = 4

export interface InstallResult {
  dest: string
  reference: ImageReference
  image: ResolvedImage
  layers: LayerReport[]
  report: InstallReport
  /** Runtime mode: what was kept. */
  closure?: Closure
  /** Where image-path resolved inside the image. */
  realPath: string
  unmatchedPrune: string[]
  bytesDownloaded: number
  /** Set when the install used a seek index: where it came from, and its file's digest. */
  index?: { source: string; digest: string }
  /**
   * With an index, the finished tree's size as planned before any layer was requested (room.ts):
   * bytes as InstallReport.bytesKept counts them, what the files take on disk, and the estimated
   * cache archive when one was planned for.
   */
  planned?: { bytes: number; onDisk: number; archive?: number }
  seconds: { resolve: number; layers: number; finalize: number; total: number }
}

/** Installs from the mirrors in order, then from the image's own repository (sources.ts). */
export async function install(o: InstallOptions): Promise<InstallResult> {
  const sources = [...(o.mirrors ?? []), endpointOf(o.source.reference)]
  // Read once, when the first source has resolved the image: an index for another manifest is
  // refused before its tables are decoded.
  let loaded: Promise<UsableIndex | undefined> | undefined
  // An index that cannot be had is the same from every source: no hand-over for it.
  let indexError: unknown
  const index: IndexLoader = manifest => {
    if (!o.index) return Promise.resolve(undefined)
    loaded ??= indexFor(o, o.index, manifest).catch(e => {
      indexError = e
      throw e
    })
    return loaded
  }
  // With an index, a source that ignores Range hands over to the next one (which may honour it);
  // the whole image comes from such a source only once no source that honours Range could serve.
  const rangeless: Endpoint[] = []
  try {
    return await fromSources(
      sources,
      o.logger,
      (ep, handOver, rest) =>
        installFrom(o, ep, handOver, index, rest).catch(e => {
          if (e instanceof RangeIgnoredError && handOver && o.index) rangeless.push(ep)
          throw e
        }),
      e => e === indexError
    )
  } catch (e) {
    if (!rangeless.length || faultOf(e) !== 'source' || e === indexError) throw e
    o.logger.warning(
      `No source that honours Range could serve the image (${(e as Error).message.replace(/\.?$/, '')}); installing the whole image from ${rangeless[0].label} instead.`
    )
    memory(o).whole()
    return fromSources(rangeless, o.logger, (ep, handOver) =>
      installFrom(o, ep, handOver, async () => undefined)
    )
  }
}

/** The index for the image a source resolved (its platform manifest), read once per install. */
type IndexLoader = (manifest: string) => Promise<UsableIndex | undefined>

/** Reads the index; one versions.json names but that cannot be read means the whole image instead. */
async function indexFor(
  o: InstallOptions,
  spec: IndexSpec,
  manifest: string
): Promise<UsableIndex | undefined> {
  try {
    const credentials =
      spec.kind !== 'oci'
        ? undefined
        : o.credentials && sameRegistry(spec.reference.registry, o.source.reference.registry)
          ? o.credentials
          : dockerLogin(spec.reference.registry, o.logger, o.credentialsHint)
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
    if (spec.from === 'input') throw e
    o.logger.warning(
      `The seek index versions.json names for this image cannot be used (${(e as Error).message}); installing from the whole image.`
    )
    return undefined
  }
}

/** The inputs' credentials for the image's own registry; `docker login`'s for any host it has. */
function credentialsFor(o: InstallOptions, ep: Endpoint): Credentials | undefined {
  if (o.credentials && sameRegistry(ep.registry, o.source.reference.registry)) return o.credentials
  return dockerLogin(ep.registry, o.logger, o.credentialsHint)
}

/** How blobs are fetched from `ep`. */
function connectionFor(o: InstallOptions, ep: Endpoint, handOver: boolean): DownloadOptions {
  const { stallMs, minBytesPerSecond, connections, adaptive } = network(o)
  return {
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: credentialsFor(o, ep),
    credentialsHint: o.credentialsHint,
    stallMs,
    minBytesPerSecond,
    connections,
    adaptive,
    handOver
  }
}

async function installFrom(
  o: InstallOptions,
  ep: Endpoint,
  handOver: boolean,
  indexOf: IndexLoader,
  rest: Endpoint[] = []
): Promise<InstallResult> {
  const t0 = performance.now()
  const log = o.logger
  const { reference, platform } = o.source
  if (ep.scheme === 'http')
    log.warning(
      `${ep.label} is plain HTTP, as you asked: the pinned digest still checks every byte, but the traffic (and any credentials) can be read on the way.`
    )
  const connection = connectionFor(o, ep, handOver)
  const transport = new Transport({ ...connection, logger: log, store: o.store })
  // The sources after this one, for spans of an index this one fails (seek/spans.ts): opened as needed.
  const others: Transport[] = []
  const nextSource = () => {
    const next = rest[others.length]
    if (!next) return undefined
    others.push(new Transport({ ...connectionFor(o, next, others.length + 1 < rest.length), logger: log }))
    return others.at(-1)
  }
  try {
    const image = await resolveImage(transport, reference.digest, platform)
    const t1 = performance.now()
    const elsewhere = ep.registry !== reference.registry || ep.repository !== reference.repository
    log.info(
      `Resolved ${reference.original}${elsewhere ? ` on ${ep.label}` : ''} to ${platform.os}/${platform.architecture} manifest ${image.digest}: ` +
        `${image.layers.length} layers, ${(image.layers.reduce((s, l) => s + l.size, 0) / 2 ** 20).toFixed(1)} MiB compressed.`
    )
    let index = await indexOf(image.digest)
    if (index) {
      try {
        checkIndexFits(index.index, image)
      } catch (e) {
        if (index.spec.from === 'input') throw e
        log.warning(
          `${(e as Error).message} (the index versions.json names); installing from the whole image.`
        )
        index = undefined
      }
    }
    o.progress?.imageResolved?.(image.layers.map(l => l.size))
    const staging = await createStaging(o.dest, log)
    try {
      const applied = await applyLayers(
        o,
        ep,
        image,
        staging,
        connection,
        handOver,
        { transport, nextSource },
        index
      )
      const t2 = performance.now()
      const fin = await applied.finish()
      const closure =
        o.source.mode === 'runtime' ? await keepClosure(fin.dir, o.source.runtimeLibraries, log) : undefined
      if (!(await promote(fin.dir, o.dest, o.replace ?? false)))
        log.info(`${o.dest} was installed by a concurrent run with the same inputs meanwhile; using it.`)
      const t3 = performance.now()
      return {
        dest: o.dest,
        reference,
        image,
        layers: applied.layers,
        report: applied.report,
        closure,
        realPath: fin.realPath,
        unmatchedPrune: o.source.prune.unmatched(),
        bytesDownloaded: applied.bytesDownloaded,
        ...(applied.indexed
          ? { index: { source: describeSpec(applied.indexed.spec), digest: applied.indexed.digest } }
          : {}),
        ...(applied.planned ? { planned: applied.planned } : {}),
        seconds: {
          resolve: (t1 - t0) / 1000,
          layers: (t2 - t1) / 1000,
          finalize: (t3 - t2) / 1000,
          total: (t3 - t0) / 1000
        }
      }
    } finally {
      await staging.cleanup()
    }
  } finally {
    transport.dispose()
    for (const t of others) t.dispose()
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
): Promise<{ plan: Plan; planned: InstallResult['planned'] }> {
  const plan = await planInstall(indexed.index, o.source, o.logger, staging.dir, buffers)
  memory(o).indexed(indexed.index.layers.reduce((n, l) => n + l.toc.length, 0))
  const fetched = needsOf(indexed.index, plan).reduce((s, n) => s + n.bytes, 0)
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

/** Where blobs come from for spans: this source's transport, and the ones after it (seek/spans.ts). */
interface SpanSources {
  transport: Transport
  nextSource: () => Transport | undefined
}

/** The layers applied into staging, to be finished into the tree. */
interface Applied {
  /** The finish (finish.ts), once. */
  finish(): Promise<Finished>
  report: InstallReport
  layers: LayerReport[]
  bytesDownloaded: number
  indexed?: UsableIndex
  planned?: InstallResult['planned']
}

/** How one attempt's layers are streamed from `ep` into `sink` (schedule.ts). */
const scheduleContext = (
  o: InstallOptions,
  ep: Endpoint,
  image: ResolvedImage,
  connection: DownloadOptions,
  handOver: boolean,
  parts: Pick<ScheduleContext, 'sink' | 'refs' | 'writer' | 'downloaded'>
): ScheduleContext =>
  contextFor(image, connection, {
    ...parts,
    logger: o.logger,
    progress: o.progress ?? new LineProgress(o.logger),
    handOver,
    label: ep.label,
    prefetch: o.prefetch
  })

/**
 * Applies every layer into staging: from the index's plan when there is one, else from the whole
 * image; and from the whole image after all when the index install gives way (wholeImageInstead).
 */
async function applyLayers(
  o: InstallOptions,
  ep: Endpoint,
  image: ResolvedImage,
  staging: Staging,
  connection: DownloadOptions,
  handOver: boolean,
  spans: SpanSources,
  indexed: UsableIndex | undefined
): Promise<Applied> {
  if (indexed)
    try {
      return await applyPlanned(o, ep, image, staging, connection, handOver, spans, indexed)
    } catch (e) {
      const why = wholeImageInstead(e, indexed.spec, handOver)
      if (!why) throw e
      o.logger.warning(why)
      memory(o).whole()
      await staging.empty()
    }
  return applyWhole(o, ep, image, staging, connection, handOver)
}

/**
 * An install from a seek index: planned once from its tables of contents (seek/plan.ts), the
 * needed content fetched and written (seek/apply.ts), and the plan's model finished into the tree.
 */
async function applyPlanned(
  o: InstallOptions,
  ep: Endpoint,
  image: ResolvedImage,
  staging: Staging,
  connection: DownloadOptions,
  handOver: boolean,
  { transport, nextSource }: SpanSources,
  indexed: UsableIndex
): Promise<Applied> {
  const log = o.logger
  const refs = new BufferRefs()
  const writer = new Writer(refs)
  const { plan, planned } = await planFrom(o, indexed, staging, refs.tally)
  // One thread besides the main one inflates the spans and writes the files (seek/write-pool.ts):
  // one of their own for the writes was no faster on 2 cores and cost 15-25 MiB more peak RSS
  // (docs/benchmarks.md).
  const thread = new InflatePool(1)
  const pool = new WritePool(thread.threads)
  const content = new PlannedContent(
    staging.dir,
    pool,
    plan.shared,
    new EntrySet(indexed.index),
    plan.overlay.keptPlace()
  )
  let bytesDownloaded = 0
  const downloaded = (n: number) => (bytesDownloaded += n)
  const { index } = indexed
  const layers = await applyIndexed({
    image,
    index,
    plan,
    content,
    refs,
    writer,
    transport,
    deadline: { stallMs: network(o).stallMs, minBytesPerSecond: network(o).minBytesPerSecond },
    pool: thread,
    connections: connection.connections ?? DEFAULT_NETWORK.connections,
    adaptive: network(o).adaptive,
    logger: log,
    progress: o.progress ?? new LineProgress(log),
    downloaded,
    streamLayer: async i => {
      const sink = new StreamedToc(i, index.layers[i], plan, content)
      const ctx = scheduleContext(o, ep, image, connection, handOver, { sink, refs, writer, downloaded })
      const report = await applyStreamed(ctx, i)
      sink.end()
      return report
    },
    nextSource
  }).finally(async () => {
    await pool.close()
    await thread.close()
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
    indexed,
    planned
  }
}

/**
 * Applies every layer of the whole image into staging, starting over (staging emptied, layers
 * downloaded again) for the reasons layers/model/restarts.ts bounds. Each attempt has its own
 * overlay, writer and buffer counts; a failed attempt has settled before anything is removed
 * (schedule.ts).
 */
async function applyWhole(
  o: InstallOptions,
  ep: Endpoint,
  image: ResolvedImage,
  staging: Staging,
  connection: DownloadOptions,
  handOver: boolean
): Promise<Applied> {
  const log = o.logger
  const restarts = new Restarts()
  // A hint only: every entry is checked (order.ts), and a conflict means one by one after all.
  let width =
    isDisjoint(image.annotations) && image.layers.length > 1 ? Math.min(image.layers.length, SIDE_BY_SIDE) : 1
  let extraRoots: string[] = []
  for (;;) {
    const refs = new BufferRefs()
    const writer = new Writer(refs)
    const overlay = new Overlay({
      staging: staging.dir,
      imagePath: o.source.imagePath,
      prune: o.source.prune,
      protect: o.source.protect,
      logger: log,
      writer,
      buffers: refs.tally,
      order: width > 1 ? new DisjointLayers() : IN_ORDER,
      extraRoots
    })
    let bytesDownloaded = 0
    const ctx = scheduleContext(o, ep, image, connection, handOver, {
      sink: overlay,
      refs,
      writer,
      downloaded: n => (bytesDownloaded += n)
    })
    try {
      const layers = width > 1 ? await applySideBySide(ctx, width) : await applyInOrder(ctx)
      return { finish: () => overlay.finish(), report: overlay.report, layers, bytesDownloaded }
    } catch (e) {
      const r = restartFor(e)
      if (!r) throw e
      restarts.take(r)
      if (r.reason === 'not-disjoint') {
        log.warning(
          `The image says its layers are disjoint, but ${r.error.message}. Applying them one by one instead (downloading again).`
        )
        width = 1
      } else {
        log.warning(
          `${o.source.imagePath} turned out to resolve to ${r.error.root}, whose files came earlier in the stream; downloading again to keep them.`
        )
        extraRoots = [...extraRoots, r.error.root]
      }
      await staging.empty()
    }
  }
}
