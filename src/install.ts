// The whole pull, shared by the action and the CLI: manifest -> layer streams (each starts
// downloading early, is inflated and applied strictly in order) -> staging -> finish -> atomic
// promote to `dest`. Nothing is promoted until every digest has verified. Takes parsed values
// (inputs.ts): nothing is parsed here.
import { promises as fs } from 'node:fs'
import type { Readable } from 'node:stream'
import type { Logger } from './log.ts'
import { LineProgress, type ProgressSink } from './progress.ts'
import { endpointOf, type Endpoint, type ImageReference } from './oci/reference.ts'
import { IntegrityError, RegistryError } from './oci/errors.ts'
import { dockerLogin } from './oci/docker-config.ts'
import { Transport } from './oci/transport.ts'
import { resolveImage, type ResolvedImage } from './oci/manifest.ts'
import { BlobThread } from './oci/blob-thread.ts'
import type { Credentials } from './oci/auth.ts'
import { decompress, type Compression } from './layers/decompress.ts'
import { LayerConflictError, Overlay, RestartNeededError, type InstallReport } from './layers/overlay.ts'
import { Annotations } from './constants.ts'
import { applyLayer } from './layers/pump.ts'
import { ClosureError, computeClosure, keepOnly, type Closure } from './closure.ts'
import { createStaging, promote } from './staging.ts'
import { DEFAULT_NETWORK, type NetworkLimits, type Source } from './inputs.ts'

export interface InstallOptions {
  source: Source
  dest: string
  credentials?: Credentials
  network?: NetworkLimits
  logger: Logger
  progress?: ProgressSink
  /** Repositories that serve the same digest, tried in order before the image's own. */
  mirrors?: Endpoint[]
  /** Replace an existing `dest` (the CLI with --force); else keep it if one appears meanwhile. */
  replace?: boolean
  /** Layers whose download starts ahead of the one being applied (default 2). */
  prefetch?: number
}

/**
 * Layers of an image that calls them disjoint (`setup-rocm publish` writes such images) applied at
 * once, at most this many: each inflates on its own thread-pool thread.
 */
export const SIDE_BY_SIDE = 4

export interface LayerReport {
  digest: string
  size: number
  compression: Compression
  seconds: number
}

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
  seconds: { resolve: number; layers: number; finalize: number; total: number }
}

/**
 * Installs from the mirrors in order, then from the image's own repository. A source that fails as
 * a source (HTTP 429/5xx/404/401, the network, a stall, bytes that do not match the pinned digest)
 * is left for the next with a warning; a failure of the image itself (a hostile entry, a full disk,
 * a protected file) is the same from anywhere and ends the install. Every source is checked
 * against the same digest, so a mirror can never change what is installed.
 */
export async function install(o: InstallOptions): Promise<InstallResult> {
  const own = endpointOf(o.source.reference)
  const sources = [...(o.mirrors ?? []), own]
  for (let i = 0; ; i++) {
    const ep = sources[i]
    try {
      return await installFrom(o, ep, credentialsFor(o, ep))
    } catch (e) {
      const bySource = e instanceof RegistryError || e instanceof IntegrityError
      if (!bySource || i === sources.length - 1) throw e
      o.logger.warning(`${ep.label} failed: ${(e as Error).message} Trying ${sources[i + 1].label}.`)
    }
  }
}

/** The inputs' credentials for the image's own registry; `docker login`'s for any host it has. */
function credentialsFor(o: InstallOptions, ep: Endpoint): Credentials | undefined {
  if (o.credentials && ep.registry === o.source.reference.registry) return o.credentials
  return dockerLogin(ep.registry, o.logger)
}

async function installFrom(
  o: InstallOptions,
  ep: Endpoint,
  credentials?: Credentials
): Promise<InstallResult> {
  const t0 = performance.now()
  const log = o.logger
  const { reference, platform, imagePath, prune, protect } = o.source
  const network = o.network ?? DEFAULT_NETWORK
  if (ep.scheme === 'http')
    log.warning(
      `${ep.label} is plain HTTP, as you asked: the pinned digest still checks every byte, but the traffic (and any credentials) can be read on the way.`
    )
  const connection = {
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials,
    stallMs: network.stallMs,
    minBytesPerSecond: network.minBytesPerSecond,
    connections: network.connections
  }
  const transport = new Transport({ ...connection, logger: log })
  const progress = o.progress ?? new LineProgress(log)
  let bytesDownloaded = 0
  try {
    const image = await resolveImage(transport, reference.digest, platform)
    const t1 = performance.now()
    log.info(
      `Resolved ${reference.original}${ep.registry !== reference.registry || ep.repository !== reference.repository ? ` on ${ep.label}` : ''} to ${platform.os}/${platform.architecture} manifest ${image.digest}: ` +
        `${image.layers.length} layers, ${(image.layers.reduce((s, l) => s + l.size, 0) / 2 ** 20).toFixed(1)} MiB compressed.`
    )
    const staging = await createStaging(o.dest, log)
    // A hint only: every entry is checked (overlay.ts), and a conflict means one by one after all.
    let sideBySide =
      image.annotations[Annotations.Layers] === 'disjoint' && image.layers.length > 1
        ? Math.min(image.layers.length, SIDE_BY_SIDE)
        : 1
    /** An attempt thrown away: staging emptied, the layers to be downloaded again. */
    const startOver = async () => {
      await fs.rm(staging.dir, { recursive: true, force: true })
      await fs.mkdir(staging.dir)
      bytesDownloaded = 0
    }
    try {
      let extraRoots: string[] = []
      for (let attempt = 0; ; attempt++) {
        const overlay = new Overlay({
          staging: staging.dir,
          imagePath,
          prune,
          protect,
          logger: log,
          extraRoots
        })
        let layers: LayerReport[]
        try {
          layers = sideBySide > 1 ? await applySideBySide(overlay, sideBySide) : await applyAll(overlay)
        } catch (e) {
          if (e instanceof LayerConflictError) {
            log.warning(
              `The image says its layers are disjoint, but ${e.message}. Applying them one by one instead (downloading again).`
            )
            await startOver()
            sideBySide = 1
            attempt-- // not counted: the next attempt is the ordinary one
            continue
          }
          if (!(e instanceof RestartNeededError) || attempt > 0) throw e
          log.warning(
            `${imagePath} turned out to resolve to ${e.root}, whose files came earlier in the stream; downloading again to keep them.`
          )
          await startOver()
          extraRoots = [e.root]
          continue
        }
        const t2 = performance.now()
        const fin = await overlay.finish()
        let closure: Closure | undefined
        if (o.source.mode === 'runtime') {
          closure = await computeClosure(fin.dir, o.source.runtimeLibraries)
          if (closure.unresolved.length)
            throw new ClosureError(
              `The runtime closure does not resolve inside the image: ${closure.unresolved.map(u => `${u.name} (needed by ${u.neededBy})`).join(', ')}. ` +
                'A library the prune list removed comes back with prune: none; a library the image lacks cannot be installed.'
            )
          await keepOnly(fin.dir, closure)
          log.info(
            `Runtime closure: ${closure.libraries.length} libraries, ${(closure.bytes / 2 ** 20).toFixed(1)} MiB; from the host: ${closure.host.map(x => x.name).join(', ') || 'nothing'}.`
          )
        }
        if (!(await promote(fin.dir, o.dest, o.replace ?? false)))
          log.info(`${o.dest} was installed by a concurrent run with the same inputs meanwhile; using it.`)
        const t3 = performance.now()
        return {
          dest: o.dest,
          reference,
          image,
          layers,
          report: overlay.report,
          closure,
          realPath: fin.realPath,
          unmatchedPrune: prune.unmatched(),
          bytesDownloaded,
          seconds: {
            resolve: (t1 - t0) / 1000,
            layers: (t2 - t1) / 1000,
            finalize: (t3 - t2) / 1000,
            total: (t3 - t0) / 1000
          }
        }
      }
    } finally {
      await staging.cleanup()
    }

    /** Inflates and applies one layer from its blob stream. */
    async function applyOne(
      overlay: Overlay,
      i: number,
      blob: Readable,
      streams: Readable[]
    ): Promise<LayerReport> {
      const ls = performance.now()
      const { stream, detected } = await decompress(blob)
      streams.push(stream)
      const l = image.layers[i]
      if (detected !== l.declaredCompression)
        log.warning(
          `Layer ${i + 1} is declared ${l.declaredCompression} (${l.mediaType}) but its bytes are ${detected}; reading it as ${detected}.`
        )
      await applyLayer(overlay, i, stream)
      progress.layerDone(i)
      return {
        digest: l.digest,
        size: l.size,
        compression: detected,
        seconds: (performance.now() - ls) / 1000
      }
    }

    function openLayer(thread: BlobThread, i: number): Readable {
      const l = image.layers[i]
      progress.layerStart(i, image.layers.length, l.digest, l.size)
      const blob = thread.open(l, n => {
        bytesDownloaded += n
        progress.layerBytes(i, n)
      })
      blob.on('error', () => {}) // surfaced by whoever reads it
      return blob
    }

    /**
     * Disjoint layers, `width` at a time, each over its share of the connections. The overlay
     * checks every entry (overlay.concurrent) and throws LayerConflictError when the order could
     * matter; the first failure stops the others.
     */
    async function applySideBySide(overlay: Overlay, width: number): Promise<LayerReport[]> {
      overlay.concurrent = true
      const perBlob = Math.max(1, Math.floor(connection.connections / width))
      const thread = new BlobThread({ ...connection, connections: perBlob }, log)
      log.info(
        `The image's ${image.layers.length} layers are disjoint subtrees: applying ${width} at a time.`
      )
      const reports: LayerReport[] = []
      const streams: Readable[] = []
      let next = 0
      let failed = false
      const lane = async () => {
        while (!failed && next < image.layers.length) {
          const i = next++
          const blob = openLayer(thread, i)
          streams.push(blob)
          reports[i] = await applyOne(overlay, i, blob, streams)
        }
      }
      try {
        await Promise.all(
          Array.from({ length: width }, () =>
            lane().catch(e => {
              failed = true
              for (const s of streams) s.destroy()
              throw e
            })
          )
        )
      } finally {
        for (const s of streams) s.destroy()
        await overlay.writer.flush().catch(() => {})
        await thread.close()
      }
      return reports
    }

    async function applyAll(overlay: Overlay): Promise<LayerReport[]> {
      // Layers after the current one start downloading at once (their first bytes wait in small
      // buffers), but are inflated only at their turn: application is strictly in order.
      const depth = Math.max(1, o.prefetch ?? 2)
      const blobs: Readable[] = []
      const streams: Readable[] = []
      const thread = new BlobThread(connection, log)
      const reports: LayerReport[] = []
      try {
        for (let i = 0; i < image.layers.length; i++) {
          for (let j = blobs.length; j < Math.min(image.layers.length, i + depth); j++) {
            blobs.push(openLayer(thread, j))
            blobs[j].pause()
          }
          reports.push(await applyOne(overlay, i, blobs[i], streams))
        }
      } finally {
        for (const s of streams) s.destroy()
        for (const b of blobs) b.destroy()
        await thread.close()
      }
      return reports
    }
  } finally {
    transport.dispose()
  }
}
