// Manifests: fetched by digest, checked against it byte for byte, and resolved through indexes
// (OCI image index / Docker manifest list, possibly nested) to the requested platform. What is
// wrong with a manifest that verified is the image's fault (ImageError: the same from any
// source); what goes wrong before it verified is the source's.
import { IntegrityError, RegistryError } from './errors.ts'
import { ImageError } from '../errors.ts'
import { assertDigest, digestOf } from './reference.ts'
import type { Transport } from './http/transport.ts'
import { UsageError } from '../errors.ts'

export const MediaType = {
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerSchema1: 'application/vnd.docker.distribution.manifest.v1+prettyjws'
} as const

const ACCEPT = [
  MediaType.ociIndex,
  MediaType.ociManifest,
  MediaType.dockerList,
  MediaType.dockerManifest
].join(', ')

/** Registries cap manifests at 4 MiB; anything larger is not a manifest we should parse. */
export const MAX_MANIFEST_BYTES = 4 << 20

/** What a layer's media type declares (the layer engine decides by the bytes' magic). */
export type DeclaredCompression = 'gzip' | 'zstd' | 'none'

export interface Descriptor {
  mediaType: string
  digest: string
  size: number
  urls?: string[]
  annotations?: Record<string, string>
  platform?: Platform
}

export interface Platform {
  os: string
  architecture: string
  variant?: string
}

export interface Layer extends Descriptor {
  /** What the media type says; the bytes' magic decides in the end. */
  declaredCompression: DeclaredCompression
}

export interface ResolvedImage {
  /** Digest of the platform manifest (what the `digest` output reports). */
  digest: string
  /** The digest the user pinned (index or manifest). */
  pinned: string
  mediaType: string
  /** Bytes of the platform manifest. */
  size: number
  config: Descriptor
  layers: Layer[]
  platform: Platform
  /** The chain of digests walked from the pin to the platform manifest. */
  path: string[]
  /** The platform manifest's annotations (hints only: nothing installed depends on them). */
  annotations: Record<string, string>
}

export class PlatformError extends UsageError {
  override name = 'PlatformError'
}

export function parsePlatform(s: string): Platform {
  const parts = s.trim().split('/')
  if (parts.length < 2 || parts.length > 3 || parts.some(p => !/^[a-z0-9_.-]+$/.test(p)))
    throw new PlatformError(`The platform "${s}" is not of the form os/arch[/variant], e.g. linux/amd64.`)
  return { os: parts[0], architecture: parts[1], variant: parts[2] }
}

const fmt = (p: Platform) => `${p.os}/${p.architecture}${p.variant ? '/' + p.variant : ''}`

const LAYER_TYPES: Record<string, DeclaredCompression> = {
  'application/vnd.oci.image.layer.v1.tar': 'none',
  'application/vnd.oci.image.layer.v1.tar+gzip': 'gzip',
  'application/vnd.oci.image.layer.v1.tar+zstd': 'zstd',
  'application/vnd.docker.image.rootfs.diff.tar.gzip': 'gzip',
  'application/vnd.docker.image.rootfs.diff.tar': 'none'
}

function isAttestation(d: Descriptor): boolean {
  return (
    d.annotations?.['vnd.docker.reference.type'] === 'attestation-manifest' ||
    (d.platform?.os === 'unknown' && d.platform?.architecture === 'unknown')
  )
}

/** Picks the index entry for `want`. An entry without a variant matches any requested variant of its arch only if no exact match exists. */
export function selectPlatform(entries: Descriptor[], want: Platform): Descriptor | undefined {
  const candidates = entries.filter(d => !isAttestation(d) && d.platform)
  const same = candidates.filter(
    d => d.platform!.os === want.os && d.platform!.architecture === want.architecture
  )
  if (want.variant)
    return same.find(d => d.platform!.variant === want.variant) ?? same.find(d => !d.platform!.variant)
  return same.find(d => !d.platform!.variant) ?? same[0]
}

/** A manifest by digest, its bytes checked against the digest (also used for artifacts). */
export async function fetchVerified(
  t: Transport,
  digest: string,
  expectedSize?: number
): Promise<{ bytes: Buffer; contentType: string }> {
  assertDigest(digest, `a manifest reference of ${t.registry}/${t.repository}`)
  const kept = t.store?.get(digest)
  if (kept && (expectedSize === undefined || kept.length === expectedSize))
    return { bytes: kept, contentType: '' }
  const what = `Manifest ${digest.slice(0, 19)}… of ${t.registry}/${t.repository}`
  const tooLarge = () =>
    new RegistryError(`${what} is over the ${MAX_MANIFEST_BYTES}-byte limit for manifests.`)
  const { res, body } = await t.fetchBytes(
    `manifests/${digest}`,
    { accept: ACCEPT },
    what,
    MAX_MANIFEST_BYTES,
    tooLarge
  )
  if (!body) throw t.describe(what, res.status, await res.readBody())
  const bytes = body
  const actual = digestOf(bytes)
  if (actual !== digest)
    throw new IntegrityError(
      `${what}: the registry served a manifest whose sha256 is ${actual}, not the pinned ${digest}. Nothing was downloaded; do not trust this registry or mirror for this image.`
    )
  if (expectedSize !== undefined && bytes.length !== expectedSize)
    throw new IntegrityError(`${what}: ${bytes.length} bytes where the index says ${expectedSize}.`)
  t.store?.put(digest, bytes)
  return {
    bytes,
    contentType: String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
  }
}

function checkDescriptor(d: Descriptor, what: string): void {
  if (
    !d ||
    typeof d.digest !== 'string' ||
    typeof d.size !== 'number' ||
    !Number.isSafeInteger(d.size) ||
    d.size < 0
  )
    throw new ImageError(`${what} has a malformed descriptor.`)
  try {
    assertDigest(d.digest, what)
  } catch (e) {
    throw new ImageError((e as Error).message, { cause: e })
  }
}

/** Fetches the pinned manifest and resolves it to the platform's image manifest. */
export async function resolveImage(t: Transport, pinned: string, platform: Platform): Promise<ResolvedImage> {
  const path: string[] = []
  let digest = pinned
  let size: number | undefined
  for (let depth = 0; depth < 5; depth++) {
    path.push(digest)
    const { bytes, contentType } = await fetchVerified(t, digest, size)
    let doc: {
      mediaType?: string
      schemaVersion?: number
      manifests?: Descriptor[]
      config?: Descriptor
      layers?: Descriptor[]
      annotations?: Record<string, unknown>
    }
    try {
      doc = JSON.parse(bytes.toString('utf8'))
    } catch {
      throw new ImageError(`Manifest ${digest} is not valid JSON.`)
    }
    const mediaType =
      doc.mediaType ??
      (contentType && contentType !== 'application/json'
        ? contentType
        : doc.manifests
          ? MediaType.ociIndex
          : MediaType.ociManifest)
    if (mediaType === MediaType.dockerSchema1 || doc.schemaVersion === 1)
      throw new ImageError(
        `Manifest ${digest} is Docker schema 1, which is deprecated and unsupported; pin a schema 2 or OCI digest.`
      )
    if (mediaType === MediaType.ociIndex || mediaType === MediaType.dockerList) {
      const entries = doc.manifests ?? []
      entries.forEach((d, i) => checkDescriptor(d, `Index ${digest} entry ${i}`))
      const chosen = selectPlatform(entries, platform)
      if (!chosen) {
        const present = entries.filter(d => !isAttestation(d) && d.platform).map(d => fmt(d.platform!))
        throw new ImageError(
          `The image ${pinned} has no ${fmt(platform)} manifest. Platforms present: ${present.join(', ') || 'none'}. Set the platform input to one of them.`
        )
      }
      digest = chosen.digest
      size = chosen.size
      continue
    }
    if (mediaType !== MediaType.ociManifest && mediaType !== MediaType.dockerManifest)
      throw new ImageError(`Manifest ${digest} has unsupported media type "${mediaType}".`)
    if (!doc.config || !Array.isArray(doc.layers))
      throw new ImageError(`Manifest ${digest} has no config or layers.`)
    checkDescriptor(doc.config, `Manifest ${digest} config`)
    const layers = doc.layers.map((l, i): Layer => {
      checkDescriptor(l, `Manifest ${digest} layer ${i}`)
      if (/nondistributable|foreign/.test(l.mediaType) || (l.urls && l.urls.length))
        throw new ImageError(
          `Layer ${i} (${l.digest}) is a non-distributable layer served from elsewhere (${l.urls?.join(', ') ?? 'no URL'}); such images are not supported.`
        )
      const c = LAYER_TYPES[l.mediaType]
      if (!c)
        throw new ImageError(
          `Layer ${i} (${l.digest}) has unsupported media type "${l.mediaType}". Supported: ${Object.keys(LAYER_TYPES).join(', ')}.`
        )
      return { ...l, declaredCompression: c }
    })
    const annotations: Record<string, string> = {}
    for (const [k, v] of Object.entries(doc.annotations ?? {})) if (typeof v === 'string') annotations[k] = v
    return {
      digest,
      pinned,
      mediaType,
      size: bytes.length,
      config: doc.config,
      layers,
      platform,
      path,
      annotations
    }
  }
  throw new ImageError(`The image ${pinned} nests indexes more than 5 deep.`)
}
