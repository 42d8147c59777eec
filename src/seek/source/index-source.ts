// Where a seek index comes from, and where `setup-rocm index --push` puts it:
// - a file the user names (they vouch for it, as for any input);
// - an OCI artifact pinned by digest (OCI 1.1): an image manifest with `artifactType` set to the
//   index's type, the empty config, one layer holding the index file, and `subject` naming the
//   image manifest it was made from, so registries with the referrers API list it beside the
//   image. Both the manifest and the layer are checked against their digests.
// The index's own digest pins everything the install trusts of it (docs/index-format.md).
import fs from 'node:fs/promises'
import type { DigestStore } from '../../oci/digest-store.ts'
import type { Logger } from '../../log.ts'
import { UsageError } from '../../errors.ts'
import type { Credentials } from '../../oci/auth.ts'
import { Transport } from '../../oci/http/transport.ts'
import { IntegrityError, RegistryError } from '../../oci/errors.ts'
import { MediaType, fetchVerified } from '../../oci/manifest.ts'
import { digestOf, type Endpoint, type ImageReference } from '../../oci/reference.ts'
import type { IndexSpec } from '../../config/inputs.ts'
import { pushBlob, pushManifest } from '../../oci/push.ts'
import {
  INDEX_ARTIFACT,
  INDEX_ARTIFACT_V1,
  INDEX_LAYER,
  INDEX_LAYER_V1,
  type SeekIndex
} from '../index/model.ts'
import { INDEX_REMEDY, IndexFormatError, OtherImageIndexError } from '../index/errors.ts'
import { checkIndexShape } from '../index/shape.ts'
import { decodeIndex } from '../index/decode.ts'

/** An index file is small next to its image (a few MiB per 10 GB); more than this is not one. */
export const MAX_INDEX_BYTES = 512 << 20

const EMPTY_CONFIG = { mediaType: 'application/vnd.oci.empty.v1+json', bytes: Buffer.from('{}') }

export interface LoadOptions {
  logger: Logger
  /** The image's platform manifest: an index made for another is refused before its tables are read. */
  manifest?: string
  credentials?: Credentials
  stallMs?: number
  minBytesPerSecond?: number
  /** Where the index's documents are kept by digest (oci/digest-store.ts). */
  store?: DigestStore
}

export function describeSpec(s: IndexSpec): string {
  return s.kind === 'file' ? s.path : s.reference.original
}

/** Reads and decodes the index; a file that is not one, or an artifact that is not one, is refused. */
export async function loadIndex(
  spec: IndexSpec,
  o: LoadOptions
): Promise<{ index: SeekIndex; digest: string }> {
  let bytes: Buffer
  if (spec.kind === 'file') {
    try {
      const st = await fs.stat(spec.path)
      if (!st.isFile()) throw new UsageError(`The seek index ${spec.path} is not a file.`)
      if (st.size > MAX_INDEX_BYTES)
        throw new UsageError(`The seek index ${spec.path} is ${st.size} bytes, more than an index can be.`)
      bytes = await fs.readFile(spec.path)
    } catch (e) {
      if (e instanceof UsageError) throw e
      throw new UsageError(
        `Cannot read the seek index ${spec.path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}). Give a file made by setup-rocm index, or an OCI reference pinned by digest.`
      )
    }
  } else bytes = await pullIndex(spec.reference, o)
  try {
    const index = await decodeIndex(bytes, { manifest: o.manifest })
    checkIndexShape(index)
    if (index.format === 1)
      o.logger.warning(
        `The seek index ${describeSpec(spec)} is of format 1, which carries no file digests: the contents of files installed from it are not verified against it. Build it again with setup-rocm index (format 2).`
      )
    return { index, digest: digestOf(bytes) }
  } catch (e) {
    if (e instanceof OtherImageIndexError)
      throw new OtherImageIndexError(`The seek index ${describeSpec(spec)} ${e.message}. ${INDEX_REMEDY}`, {
        cause: e
      })
    if (e instanceof IndexFormatError)
      throw new UsageError(`The seek index ${describeSpec(spec)} cannot be read: ${e.message}.`, { cause: e })
    throw e
  }
}

async function pullIndex(r: ImageReference, o: LoadOptions): Promise<Buffer> {
  const t = new Transport({
    registry: r.registry,
    repository: r.repository,
    credentials: o.credentials,
    logger: o.logger,
    stallMs: o.stallMs,
    minBytesPerSecond: o.minBytesPerSecond,
    store: o.store
  })
  try {
    const { bytes } = await fetchVerified(t, r.digest)
    let doc: {
      artifactType?: string
      config?: { mediaType?: string }
      layers?: { mediaType?: string; digest?: string; size?: number }[]
    }
    try {
      doc = JSON.parse(bytes.toString('utf8'))
    } catch {
      doc = {}
    }
    const type = doc.artifactType ?? doc.config?.mediaType
    const v1 = type === INDEX_ARTIFACT_V1
    const layer = doc.layers?.find(l => l.mediaType === (v1 ? INDEX_LAYER_V1 : INDEX_LAYER))
    if ((type !== INDEX_ARTIFACT && !v1) || !layer?.digest || typeof layer.size !== 'number')
      throw new UsageError(
        `${r.original} is not a setup-rocm seek index (its manifest has artifactType ${String(doc.artifactType ?? 'none')}); pin the digest setup-rocm index --to printed.`
      )
    if (layer.size > MAX_INDEX_BYTES)
      throw new UsageError(
        `${r.original}: its index layer is ${layer.size} bytes, more than an index can be.`
      )
    const kept = t.store?.get(layer.digest)
    if (kept?.length === layer.size) return kept
    const what = `The seek index ${layer.digest.slice(0, 19)}… of ${r.registry}/${r.repository}`
    const { res, body } = await t.fetchBytes(
      `blobs/${layer.digest}`,
      {},
      what,
      layer.size,
      () => new RegistryError(`${what} is larger than its descriptor's ${layer.size} bytes.`)
    )
    if (!body) throw t.describe(what, res.status, await res.readBody())
    if (digestOf(body) !== layer.digest || body.length !== layer.size)
      throw new IntegrityError(`${what}: the registry served bytes that do not match the digest.`)
    t.store?.put(layer.digest, body)
    return body
  } finally {
    t.dispose()
  }
}

export interface PushIndexOptions {
  target: { endpoint: Endpoint; tag?: string }
  /** The index file's bytes (encodeIndex). */
  file: Buffer
  /** The image manifest it was made from: the artifact's subject. */
  subject: { mediaType: string; digest: string; size: number }
  credentials?: Credentials
  logger: Logger
  annotations?: Record<string, string>
}

/** Pushes the index as an OCI artifact; returns host/repo@digest to pin. */
export async function pushIndex(o: PushIndexOptions): Promise<{ reference: string; digest: string }> {
  const ep = o.target.endpoint
  const t = new Transport({
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: o.credentials,
    logger: o.logger,
    credentialsHint: 'SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD'
  })
  try {
    const layerDigest = digestOf(o.file)
    const configDigest = digestOf(EMPTY_CONFIG.bytes)
    await pushBlob(t, { digest: configDigest, size: EMPTY_CONFIG.bytes.length, bytes: EMPTY_CONFIG.bytes })
    await pushBlob(t, { digest: layerDigest, size: o.file.length, bytes: o.file })
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: MediaType.ociManifest,
        artifactType: INDEX_ARTIFACT,
        config: { mediaType: EMPTY_CONFIG.mediaType, digest: configDigest, size: EMPTY_CONFIG.bytes.length },
        layers: [
          {
            mediaType: INDEX_LAYER,
            digest: layerDigest,
            size: o.file.length,
            annotations: { 'org.opencontainers.image.title': 'seek-index.json.gz' }
          }
        ],
        subject: o.subject,
        annotations: o.annotations ?? {}
      })
    )
    const digest = await pushManifest(t, MediaType.ociManifest, manifest, o.target.tag)
    const host = ep.label.replace(/^https?:\/\//, '')
    return { reference: `${host}@${digest}`, digest }
  } finally {
    t.dispose()
  }
}
