// The whole pull, shared by the action and the CLI: manifest -> layers applied into staging ->
// finish -> (runtime closure) -> atomic promote to `dest`. Nothing is promoted until every digest
// has verified. Takes parsed values (config/inputs.ts): nothing is parsed here. Sources (mirrors,
// then the image's own repository) are tried by sources.ts. How the layers are applied is chosen
// once per attempt (applyLayers): a seek index's plan (indexed.ts), else the whole image
// (whole.ts), which is also what an index that gives way falls back to.
import { endpointOf, type Endpoint, type ImageReference } from '../oci/reference.ts'
import { Transport } from '../oci/http/transport.ts'
import { resolveImage, type ResolvedImage } from '../oci/manifest.ts'
import type { DownloadOptions } from '../oci/blob/download-thread.ts'
import type { InstallReport, LayerReport } from '../layers/model/report.ts'
import { fromSources } from './sources.ts'
import { keepClosure } from '../runtime/keep.ts'
import type { Closure } from '../runtime/closure.ts'
import { createStaging, promote } from './staging.ts'
import { faultOf } from '../errors.ts'
import { RangeIgnoredError } from '../oci/errors.ts'
import {
  credentialsFor,
  memory,
  network,
  type Applied,
  type Attempt,
  type InstallOptions,
  type PlannedSize
} from './attempt.ts'
import { applyWhole } from './whole.ts'
import {
  applyFromIndex,
  fitting,
  indexFor,
  type IndexLoader,
  type SpanSources,
  type UsableIndex
} from './indexed.ts'

export type { InstallOptions } from './attempt.ts'

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
  /** With an index, the finished tree's size as planned before any layer was requested (room.ts). */
  planned?: PlannedSize
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

/** How blobs are fetched from `ep`. */
function connectionFor(o: InstallOptions, ep: Endpoint, handOver: boolean): DownloadOptions {
  const { stallMs, minBytesPerSecond, connections, adaptive } = network(o)
  return {
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: credentialsFor(o, ep.registry),
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
  // The sources after this one, for spans of an index this one fails (seek/fetch/spans.ts): opened as needed.
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
    const index = fitting(o, await indexOf(image.digest), image)
    o.progress?.imageResolved?.(image.layers.map(l => l.size))
    const staging = await createStaging(o.dest, log)
    try {
      const attempt: Attempt = { o, ep, image, staging, connection, handOver }
      const applied = await applyLayers(attempt, { transport, nextSource }, index)
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
        ...(applied.index ? { index: applied.index } : {}),
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
 * Applies every layer into staging: from the index's plan when there is one (indexed.ts), else
 * from the whole image (whole.ts); and from the whole image after all when the index gives way.
 */
async function applyLayers(a: Attempt, spans: SpanSources, index: UsableIndex | undefined): Promise<Applied> {
  return (index && (await applyFromIndex(a, spans, index))) ?? applyWhole(a)
}
