// Builds container images the way a registry stores them (blobs, config, manifest, optional
// index), writes them as OCI layouts (for umoci, the reference unpacker), and pushes them to the
// harness registry over its real HTTP API with a push token.
import {
  closeSync,
  copyFileSync,
  createReadStream,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { request } from 'node:https'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { gunzipSync, zstdDecompressSync } from 'node:zlib'
import { compress, sha256, tar, type Compression, type TarEntry } from './tar-writer.ts'
import type { HarnessInfo } from './index.ts'

export const MT = {
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociConfig: 'application/vnd.oci.image.config.v1+json',
  ociLayer: 'application/vnd.oci.image.layer.v1.tar',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerConfig: 'application/vnd.docker.container.image.v1+json',
  dockerLayer: 'application/vnd.docker.image.rootfs.diff.tar.gzip'
} as const

export interface Blob {
  digest: string
  size: number
  mediaType: string
  /** In memory, or a file on disk (large fixture layers). */
  data?: Buffer
  file?: string
}

export interface BuiltImage {
  blobs: Blob[]
  manifest: Buffer
  manifestDigest: string
  manifestMediaType: string
  /** Present when the image was wrapped in an index / manifest list. */
  index?: Buffer
  indexDigest?: string
  indexMediaType?: string
  /** The digest a user pins: the index's when there is one, else the manifest's. */
  pinDigest: string
  layerDigests: string[]
}

export interface LayerSpec {
  entries?: TarEntry[]
  /** A ready tar file on disk (fixture layers), compressed with `compression`. */
  tarFile?: string
  /** An already compressed blob on disk; `diffId` must then be given. */
  blobFile?: string
  diffId?: string
  compression?: Compression
}

export interface ImageSpec {
  layers: LayerSpec[]
  style?: 'oci' | 'docker'
  /** Wrap in an index/list with these extra platforms (and an attestation entry) around linux/amd64. */
  index?: boolean
  platform?: { os: string; architecture: string; variant?: string }
  /** The platform manifest's annotations. */
  annotations?: Record<string, string>
}

function layerMediaType(style: 'oci' | 'docker', c: Compression): string {
  if (style === 'docker') {
    if (c === 'zstd') throw new Error('docker style layers are gzip or plain tar')
    return c === 'none' ? 'application/vnd.docker.image.rootfs.diff.tar' : MT.dockerLayer
  }
  return c === 'none' ? MT.ociLayer : c === 'zstd' ? `${MT.ociLayer}+zstd` : `${MT.ociLayer}+gzip`
}

function jsonBlob(obj: unknown, mediaType: string): Blob {
  const data = Buffer.from(JSON.stringify(obj))
  return { digest: sha256(data), size: data.length, mediaType, data }
}

export function fileDigest(file: string): string {
  const h = createHash('sha256')
  const buf = Buffer.alloc(1 << 20)
  const fd = openSync(file, 'r')
  try {
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null)
      if (!n) break
      h.update(buf.subarray(0, n))
    }
  } finally {
    closeSync(fd)
  }
  return 'sha256:' + h.digest('hex')
}

export function buildImage(spec: ImageSpec): BuiltImage {
  const style = spec.style ?? 'oci'
  const blobs: Blob[] = []
  const diffIds: string[] = []
  const layers: Blob[] = []
  for (const l of spec.layers) {
    const c = l.compression ?? 'gzip'
    let blob: Blob
    if (l.blobFile) {
      if (!l.diffId) throw new Error('blobFile needs diffId')
      blob = {
        digest: fileDigest(l.blobFile),
        size: statSync(l.blobFile).size,
        mediaType: layerMediaType(style, c),
        file: l.blobFile
      }
      diffIds.push(l.diffId)
    } else {
      const raw = l.tarFile ? readFileSync(l.tarFile) : tar(l.entries ?? [])
      const data = compress(raw, c)
      blob = { digest: sha256(data), size: data.length, mediaType: layerMediaType(style, c), data }
      diffIds.push(sha256(raw))
    }
    layers.push(blob)
    blobs.push(blob)
  }
  const platform = spec.platform ?? { os: 'linux', architecture: 'amd64' }
  const config = jsonBlob(
    {
      architecture: platform.architecture,
      os: platform.os,
      ...(platform.variant ? { variant: platform.variant } : {}),
      rootfs: { type: 'layers', diff_ids: diffIds },
      config: {}
    },
    style === 'oci' ? MT.ociConfig : MT.dockerConfig
  )
  blobs.push(config)
  const manifestMediaType = style === 'oci' ? MT.ociManifest : MT.dockerManifest
  const desc = (b: Blob) => ({ mediaType: b.mediaType, digest: b.digest, size: b.size })
  const manifest = Buffer.from(
    JSON.stringify(
      {
        schemaVersion: 2,
        mediaType: manifestMediaType,
        config: desc(config),
        layers: layers.map(desc),
        ...(spec.annotations ? { annotations: spec.annotations } : {})
      },
      null,
      2
    )
  )
  const manifestDigest = sha256(manifest)
  const built: BuiltImage = {
    blobs,
    manifest,
    manifestDigest,
    manifestMediaType,
    pinDigest: manifestDigest,
    layerDigests: layers.map(l => l.digest)
  }
  if (spec.index) {
    // Other platforms' manifests are small real images so the index is honest.
    const decoy = (p: { os: string; architecture: string; variant?: string }) => {
      const img = buildImage({
        layers: [{ entries: [{ path: 'decoy', body: p.architecture }] }],
        style,
        platform: p
      })
      blobs.push(...img.blobs)
      return img
    }
    const arm = decoy({ os: 'linux', architecture: 'arm64', variant: 'v8' })
    const ppc = decoy({ os: 'linux', architecture: 'ppc64le' })
    const entry = (img: BuiltImage, p: object, annotations?: object) => ({
      mediaType: img.manifestMediaType,
      digest: img.manifestDigest,
      size: img.manifest.length,
      platform: p,
      ...(annotations ? { annotations } : {})
    })
    const extraManifests = [arm, ppc]
    const manifests = [
      entry(arm, { os: 'linux', architecture: 'arm64', variant: 'v8' }),
      // An attestation manifest listed first, as buildx does; it must be skipped.
      ...(style === 'oci'
        ? [
            entry(
              arm,
              { os: 'unknown', architecture: 'unknown' },
              {
                'vnd.docker.reference.type': 'attestation-manifest',
                'vnd.docker.reference.digest': manifestDigest
              }
            )
          ]
        : []),
      entry(built, platform),
      entry(ppc, { os: 'linux', architecture: 'ppc64le' })
    ]
    const indexMediaType = style === 'oci' ? MT.ociIndex : MT.dockerList
    const index = Buffer.from(
      JSON.stringify({ schemaVersion: 2, mediaType: indexMediaType, manifests }, null, 2)
    )
    built.index = index
    built.indexDigest = sha256(index)
    built.indexMediaType = indexMediaType
    built.pinDigest = built.indexDigest
    ;(built as BuiltImage & { extra: BuiltImage[] }).extra = extraManifests
  }
  return built
}

/** Writes an OCI image layout (blobs + index.json) that umoci can unpack. */
export function writeOciLayout(dir: string, img: BuiltImage, tag = 'latest'): void {
  const blobDir = join(dir, 'blobs', 'sha256')
  mkdirSync(blobDir, { recursive: true })
  writeFileSync(join(dir, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }))
  for (const b of img.blobs) {
    const p = join(blobDir, b.digest.slice(7))
    if (b.data) writeFileSync(p, b.data)
    else if (b.file) copyFileSync(b.file, p)
  }
  writeFileSync(join(blobDir, img.manifestDigest.slice(7)), img.manifest)
  writeFileSync(
    join(dir, 'index.json'),
    JSON.stringify({
      schemaVersion: 2,
      manifests: [
        {
          mediaType: img.manifestMediaType,
          digest: img.manifestDigest,
          size: img.manifest.length,
          annotations: { 'org.opencontainers.image.ref.name': tag }
        }
      ]
    })
  )
}

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function call(
  h: HarnessInfo,
  method: string,
  url: string,
  headers: Record<string, string | number>,
  body?: Buffer | string
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // A connection of its own: with Node's keep-alive global agent, a socket the registry closed
    // while idle was sometimes reused and the push failed with "socket hang up" (a CI run).
    const req = request(url, { method, headers, ca: readFileSync(h.caFile), agent: false }, res => {
      const chunks: Buffer[] = []
      res.on('data', c => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      )
    })
    req.on('error', reject)
    if (body === undefined) req.end()
    else if (typeof body === 'string') createReadStream(body, { highWaterMark: 1 << 20 }).pipe(req)
    else req.end(body)
  })
}

export async function pushToken(h: HarnessInfo, repo: string): Promise<string> {
  const basic = Buffer.from(`${h.user}:${h.password}`).toString('base64')
  const r = await call(
    h,
    'GET',
    `${h.tokenOrigin}/token?service=${h.service}&scope=repository:${repo}:pull,push`,
    { authorization: `Basic ${basic}` }
  )
  if (r.status !== 200) throw new Error(`token: ${r.status} ${r.body}`)
  return JSON.parse(r.body.toString()).token
}

/** An OCI manifest the harness registry holds (read with push rights, so private repositories too). */
export async function fetchManifest(
  h: HarnessInfo,
  repo: string,
  ref: string
): Promise<{
  layers: { mediaType: string; digest: string; size: number }[]
  annotations: Record<string, string>
}> {
  const r = await call(h, 'GET', `https://${h.registry}/v2/${repo}/manifests/${ref}`, {
    authorization: `Bearer ${await pushToken(h, repo)}`,
    accept: 'application/vnd.oci.image.manifest.v1+json'
  })
  if (r.status !== 200) throw new Error(`manifest ${repo}@${ref}: ${r.status} ${r.body}`)
  return JSON.parse(r.body.toString())
}

async function putBlob(
  h: HarnessInfo,
  repo: string,
  token: string,
  b: { digest: string; size: number; data?: Buffer; file?: string }
) {
  const auth = { authorization: `Bearer ${token}` }
  const start = await call(h, 'POST', `https://${h.registry}/v2/${repo}/blobs/uploads/`, {
    ...auth,
    'content-length': 0
  })
  if (start.status !== 202) throw new Error(`upload start ${start.status}: ${start.body}`)
  const loc = new URL(String(start.headers.location), `https://${h.registry}`)
  loc.searchParams.set('digest', b.digest)
  const body = b.data ?? b.file
  const put = await call(
    h,
    'PUT',
    loc.toString(),
    { ...auth, 'content-type': 'application/octet-stream', 'content-length': b.size },
    body
  )
  if (put.status !== 201) throw new Error(`upload ${b.digest}: ${put.status} ${put.body}`)
}

async function putManifest(
  h: HarnessInfo,
  repo: string,
  token: string,
  ref: string,
  mediaType: string,
  body: Buffer
) {
  const r = await call(
    h,
    'PUT',
    `https://${h.registry}/v2/${repo}/manifests/${ref}`,
    { authorization: `Bearer ${token}`, 'content-type': mediaType, 'content-length': body.length },
    body
  )
  if (r.status !== 201) throw new Error(`manifest ${ref}: ${r.status} ${r.body}`)
}

/** Pushes every blob and manifest; returns the reference to pin (`host/repo@digest`). */
export async function pushImage(
  h: HarnessInfo,
  repo: string,
  img: BuiltImage,
  tag = 'latest'
): Promise<string> {
  const token = await pushToken(h, repo)
  const seen = new Set<string>()
  for (const b of img.blobs) {
    if (seen.has(b.digest)) continue
    seen.add(b.digest)
    await putBlob(h, repo, token, b)
  }
  const extra = (img as BuiltImage & { extra?: BuiltImage[] }).extra ?? []
  for (const e of extra) await putManifest(h, repo, token, e.manifestDigest, e.manifestMediaType, e.manifest)
  await putManifest(h, repo, token, img.manifestDigest, img.manifestMediaType, img.manifest)
  if (img.index && img.indexDigest && img.indexMediaType) {
    await putManifest(h, repo, token, img.indexDigest, img.indexMediaType, img.index)
    await putManifest(h, repo, token, tag, img.indexMediaType, img.index)
  } else {
    await putManifest(h, repo, token, tag, img.manifestMediaType, img.manifest)
  }
  return `${h.registry}/${repo}@${img.pinDigest}`
}

/** Decompresses a layer blob for test oracles. */
export function layerTar(b: Blob): Buffer {
  const data = b.data ?? readFileSync(b.file!)
  if (data[0] === 0x1f && data[1] === 0x8b) return gunzipSync(data)
  if (data.readUInt32LE(0) === 0xfd2fb528) return zstdDecompressSync(data)
  return data
}
