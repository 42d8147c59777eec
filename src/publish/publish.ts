// `setup-rocm publish`: an installed (and smoke-tested) tree pushed as a new OCI image, so the
// pruned ROCm can be pulled from a registry the user controls (GHCR) instead of the original
// multi-GB image on Docker Hub. The tree goes back to image-path in a few zstd layers of similar
// size that are disjoint subtrees without whiteouts (partition.ts), which the installer applies
// side by side; the manifest's annotations record the source digest, image-path, the prune and
// protect lists and the tool's version. Installing the result with the same image-path gives the
// same files, modes and links as the source install.
import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { PUBLISH_DEFAULTS } from './contract.ts'
import { Annotations, DISJOINT } from '../oci/annotations.ts'
import { VERSION } from '../version.ts'
import type { NetworkLimits, Source } from '../config/inputs.ts'
import { formatBytes, type Logger } from '../log.ts'
import type { Credentials } from '../oci/auth.ts'
import { MediaType } from '../oci/manifest.ts'
import { digestOf, formatReference, type PushTarget } from '../oci/reference.ts'
import { Transport } from '../oci/http/transport.ts'
import { checkPushAccess, pushBlob, pushManifest } from '../oci/push.ts'
import { partition, type TreeEntry } from './partition.ts'
import { onInterrupt } from '../pipeline/interrupt.ts'
import { buildLayer, type BuiltLayer } from './layer.ts'

export const ZSTD_LAYER = 'application/vnd.oci.image.layer.v1.tar+zstd'
export const OCI_CONFIG = 'application/vnd.oci.image.config.v1+json'

export interface PublishOptions {
  /** The installed tree (what setup() left at dest). */
  dir: string
  source: Source
  /** The source's platform manifest digest (install's result). */
  sourceManifest: string
  target: PushTarget
  credentials?: Credentials
  network: NetworkLimits
  /** How many layers to split the tree into (default 4). */
  layers?: number
  /** zstd level (default 9). */
  zstdLevel?: number
  /** Where the compressed layers wait for their upload (removed afterwards). */
  tempDir: string
  logger: Logger
}

export interface Published {
  /** What to pin: host/repository@digest. */
  reference: string
  digest: string
  tag?: string
  layers: BuiltLayer[]
  /** Bytes sent (blobs the registry already had are skipped). */
  uploaded: number
  seconds: { pack: number; push: number }
}

/** Every path of the tree with regular files' sizes, without following links. */
export async function walkTree(dir: string): Promise<TreeEntry[]> {
  const out: TreeEntry[] = [{ rel: '.', dir: true, size: 0 }]
  const visit = async (rel: string): Promise<void> => {
    const abs = rel === '.' ? dir : join(dir, rel)
    const list = await fs.readdir(abs, { withFileTypes: true })
    for (const d of list) {
      const r = rel === '.' ? d.name : `${rel}/${d.name}`
      if (d.isDirectory()) {
        out.push({ rel: r, dir: true, size: 0 })
        await visit(r)
      } else {
        const st = d.isFile() ? await fs.lstat(join(dir, r)) : undefined
        out.push({
          rel: r,
          dir: false,
          size: st?.size ?? 0,
          ...(st && st.nlink > 1 ? { inode: `${st.dev}:${st.ino}` } : {})
        })
      }
    }
  }
  await visit('.')
  return out
}

/** Every promise's value once all have settled; the first failure (in order) if any failed. */
async function allSettled<T>(ps: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(ps)
  const failed = settled.find(r => r.status === 'rejected')
  if (failed) throw (failed as PromiseRejectedResult).reason
  return settled.map(r => (r as PromiseFulfilledResult<T>).value)
}

type PushOptions = Pick<PublishOptions, 'target' | 'credentials' | 'network' | 'logger'>

function pushTransport(o: PushOptions): Transport {
  const ep = o.target.endpoint
  return new Transport({
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: o.credentials,
    logger: o.logger,
    stallMs: o.network.stallMs,
    minBytesPerSecond: o.network.minBytesPerSecond
  })
}

/** Refuses early (before the install) when these credentials may not push to the target. */
export async function checkPublishTarget(o: PushOptions): Promise<void> {
  if (o.target.endpoint.scheme === 'http')
    o.logger.warning(
      `${o.target.endpoint.label} is plain HTTP, as you asked: the image and the credentials can be read on the way.`
    )
  const t = pushTransport(o)
  try {
    await checkPushAccess(t)
  } finally {
    t.dispose()
  }
}

type Layers = Awaited<ReturnType<typeof buildLayer>>[]

/** The image config: the platform, ROCM_PATH and PATH, and each layer's diff id and history. */
function imageConfig(source: PublishOptions['source'], layers: Layers): Buffer {
  const p = source.platform
  return Buffer.from(
    JSON.stringify({
      architecture: p.architecture,
      os: p.os,
      ...(p.variant ? { variant: p.variant } : {}),
      config: {
        Env: [
          `ROCM_PATH=${source.imagePath}`,
          `PATH=${source.imagePath}/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`
        ]
      },
      rootfs: { type: 'layers', diff_ids: layers.map(l => l.diffId) },
      history: layers.map((_, i) => ({
        created_by: `setup-rocm ${VERSION} publish (layer ${i + 1} of ${layers.length})`,
        comment: `${source.imagePath} of ${formatReference(source.reference)}`
      }))
    })
  )
}

/** The manifest: the config, the zstd layers, and annotations that say what the image was made from. */
function imageManifest(o: PublishOptions, config: { digest: string; size: number }, layers: Layers): Buffer {
  const { source } = o
  const annotations: Record<string, string> = {
    [Annotations.BaseDigest]: source.reference.digest,
    [Annotations.BaseName]: formatReference(source.reference),
    [Annotations.Title]: `ROCm from ${formatReference(source.reference)}, ${source.mode === 'runtime' ? 'runtime closure' : 'pruned'} by setup-rocm`,
    [Annotations.SourceManifest]: o.sourceManifest,
    [Annotations.ImagePath]: source.imagePath,
    [Annotations.Prune]: source.prune.list.join('\n'),
    [Annotations.Protect]: source.protect.list.join('\n'),
    [Annotations.Mode]: source.mode,
    [Annotations.Version]: VERSION,
    [Annotations.Layers]: DISJOINT
  }
  return Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: MediaType.ociManifest,
      config: { mediaType: OCI_CONFIG, digest: config.digest, size: config.size },
      layers: layers.map(l => ({ mediaType: ZSTD_LAYER, digest: l.digest, size: l.size })),
      annotations
    })
  )
}

export async function publish(o: PublishOptions): Promise<Published> {
  const log = o.logger
  const { source, target } = o
  const t0 = performance.now()
  const work = await fs.mkdtemp(join(o.tempDir, 'setup-rocm-publish-'))
  // The layer files (the size of the tree, compressed) go with Ctrl-C too.
  const forget = onInterrupt(work)
  const transport = pushTransport(o)
  try {
    const tree = await walkTree(o.dir)
    const groups = partition(tree, o.layers ?? PUBLISH_DEFAULTS.layers)
    const level = o.zstdLevel ?? PUBLISH_DEFAULTS.zstdLevel
    // Compressed side by side (zlib runs each on the thread pool), all settled before the work
    // directory may be removed under them.
    const layers = await allSettled(
      groups.map((paths, i) => buildLayer(o.dir, paths, source.imagePath, join(work, `layer-${i}`), level))
    )
    const t1 = performance.now()
    log.info(
      `Packed ${tree.length} paths into ${layers.length} zstd layers (level ${level}): ` +
        layers.map(l => `${formatBytes(l.size)} (${formatBytes(l.tarBytes)} as tar)`).join(', ') +
        `, ${((t1 - t0) / 1000).toFixed(1)} s.`
    )
    const config = imageConfig(source, layers)
    const configDigest = digestOf(config)
    // Side by side, and all settled before anything is reported: a refusal of one is a refusal of
    // all, and the transport must not be closed under the others' feet.
    const blobs = [
      { digest: configDigest, size: config.length, bytes: config },
      ...layers.map(l => ({ digest: l.digest, size: l.size, file: l.file }))
    ]
    const sent = await allSettled(blobs.map(b => pushBlob(transport, b)))
    const uploaded = blobs.reduce((n, b, i) => n + (sent[i] ? b.size : 0), 0)
    const manifest = imageManifest(o, { digest: configDigest, size: config.length }, layers)
    const manifestDigest = await pushManifest(transport, MediaType.ociManifest, manifest, target.tag)
    const t2 = performance.now()
    const host = target.endpoint.label.replace(/^https?:\/\//, '')
    const reference = `${host}@${manifestDigest}`
    log.info(
      `Pushed ${reference}${target.tag ? ` (tag ${target.tag})` : ''}: ${formatBytes(uploaded)} uploaded` +
        `${uploaded < layers.reduce((s, l) => s + l.size, 0) ? ' (the registry had the rest)' : ''}, ${((t2 - t1) / 1000).toFixed(1)} s.`
    )
    return {
      reference,
      digest: manifestDigest,
      tag: target.tag,
      layers,
      uploaded,
      seconds: { pack: (t1 - t0) / 1000, push: (t2 - t1) / 1000 }
    }
  } finally {
    transport.dispose()
    await fs.rm(work, { recursive: true, force: true })
    forget()
  }
}
