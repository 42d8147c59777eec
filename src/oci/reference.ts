// Image references, pinned by digest. Grammar after distribution's reference package:
// [registry[:port]/]path[:tag]@sha256:<64 hex>. A reference without a digest is refused here,
// before any request is made: a tag can move, and the whole point is a reproducible install.

import { createHash } from 'node:crypto'
import { UsageError } from '../errors.ts'

export const DOCKER_HUB = 'registry-1.docker.io'
/** The names Docker Hub goes by in references and in docker login's file. */
export const DOCKER_HUB_ALIASES: readonly string[] = ['docker.io', 'index.docker.io', DOCKER_HUB]

export interface ImageReference {
  /** Registry host (and port) to talk to, e.g. registry-1.docker.io or 127.0.0.1:5000. */
  registry: string
  /** Repository path on that registry, e.g. library/ubuntu or rocm/dev-ubuntu-24.04. */
  repository: string
  /** The pinned digest, sha256:<64 hex>. */
  digest: string
  /** The tag, when the reference carried one next to the digest (informational only). */
  tag?: string
  /** The reference as the user wrote it. */
  original: string
}

/** The image reference cannot be used as written (bad usage: refused before any request). */
export class ImageReferenceError extends UsageError {
  override name = 'ImageReferenceError'
}

const DIGEST = /^sha256:[a-f0-9]{64}$/
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const TAG = /^[\w][\w.-]{0,127}$/
const HOST =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:]+\])(?::[0-9]+)?$/

/**
 * A registry host as every comparison in the client sees it: lowercase, without the scheme's
 * default port (`GHCR.io:443` is `ghcr.io`). Authorization is attached by comparing a request URL's
 * host with this, so a host written with capitals or `:443` must not lose its credentials.
 */
export function normalizeHost(host: string, scheme: 'https' | 'http' = 'https'): string {
  const h = host.toLowerCase()
  const dflt = scheme === 'https' ? ':443' : ':80'
  return h.endsWith(dflt) ? h.slice(0, -dflt.length) : h
}

/** Whether `url` (absolute) is on the registry host `registry` (normalized by normalizeHost). */
export function onHost(url: string | URL, registry: string): boolean {
  const u = typeof url === 'string' ? new URL(url) : url
  return normalizeHost(u.host, u.protocol === 'http:' ? 'http' : 'https') === registry
}

/** Whether two registry hosts (as parsed here) are the same registry. */
export function sameRegistry(a: string, b: string): boolean {
  return normalizeHost(a) === normalizeHost(b)
}

/** The sha256 digest of some bytes, as registries name them. */
export function digestOf(bytes: Buffer): string {
  return 'sha256:' + createHash('sha256').update(bytes).digest('hex')
}

export function isDigest(s: string): boolean {
  return DIGEST.test(s)
}

/** Refuses a digest that is not sha256:<64 lowercase hex>; `where` says whose digest it is. */
export function assertDigest(s: string, where: string): void {
  if (!DIGEST.test(s)) {
    if (/^sha256:/i.test(s))
      throw new ImageReferenceError(
        `The digest ${s} in ${where} is not a valid sha256 digest: expected sha256: followed by 64 lowercase hex digits.`
      )
    throw new ImageReferenceError(
      `The digest ${s || '(empty)'} in ${where} uses an unsupported algorithm; only sha256:<64 hex> is accepted.`
    )
  }
}

export function parseReference(input: string): ImageReference {
  const original = input
  const s = input.trim()
  if (!s)
    throw new ImageReferenceError(
      'The image reference is empty. Give one pinned by digest, e.g. rocm/dev-ubuntu-24.04@sha256:<digest>.'
    )
  if (/\s/.test(s)) throw new ImageReferenceError(`The image reference "${s}" contains white space.`)
  if (/^[a-z]+:\/\//i.test(s))
    throw new ImageReferenceError(
      `The image reference "${s}" must not have a scheme; write it as host/repository@sha256:<digest>.`
    )

  const at = s.indexOf('@')
  let namePart = at >= 0 ? s.slice(0, at) : s
  const digest = at >= 0 ? s.slice(at + 1) : undefined

  let tag: string | undefined
  const lastSlash = namePart.lastIndexOf('/')
  const lastColon = namePart.lastIndexOf(':')
  if (lastColon > lastSlash) {
    tag = namePart.slice(lastColon + 1)
    namePart = namePart.slice(0, lastColon)
    if (!TAG.test(tag))
      throw new ImageReferenceError(`The image reference "${s}" has an invalid tag "${tag}".`)
  }

  if (digest === undefined) {
    const shown = tag ? `${namePart}:${tag}` : namePart
    throw new ImageReferenceError(
      `The image "${shown}" is not pinned by digest, and a tag can move under you. ` +
        `Pin it as ${namePart}@sha256:<digest>` +
        (tag ? ` (you may keep the tag for readers: ${namePart}:${tag}@sha256:<digest>)` : '') +
        `. Look the digest up with: skopeo inspect --format '{{.Digest}}' docker://${shown}` +
        ` (or: docker buildx imagetools inspect ${shown}).`
    )
  }
  assertDigest(digest, `the image reference ${s}`)

  const parts = namePart.split('/')
  let registry: string
  if (parts.length > 1 && (parts[0].includes('.') || parts[0].includes(':') || parts[0] === 'localhost')) {
    registry = parts.shift() as string
    if (!HOST.test(registry))
      throw new ImageReferenceError(`The image reference "${s}" has an invalid registry host "${registry}".`)
    registry = normalizeHost(registry)
  } else {
    registry = 'docker.io'
  }
  if (DOCKER_HUB_ALIASES.includes(registry)) {
    registry = DOCKER_HUB
    if (parts.length === 1) parts.unshift('library')
  }
  for (const c of parts) {
    if (!PATH_COMPONENT.test(c))
      throw new ImageReferenceError(
        `The image reference "${s}" has an invalid repository component "${c}" (lowercase letters, digits and . _ - separators).`
      )
  }
  const repository = parts.join('/')
  if (repository.length > 255)
    throw new ImageReferenceError(`The repository name in "${s}" is longer than 255 characters.`)
  return { registry, repository, digest, tag, original }
}

export function formatReference(r: ImageReference): string {
  const host = r.registry === DOCKER_HUB ? 'docker.io' : r.registry
  return `${host}/${r.repository}${r.tag ? ':' + r.tag : ''}@${r.digest}`
}

/** Where an image's bytes can be pulled from: its own repository, or a mirror of it. */
export interface Endpoint {
  registry: string
  repository: string
  scheme: 'https' | 'http'
  /** As the user would recognise it, e.g. ghcr.io/org/rocm-dev or http://10.0.0.5:5000/rocm. */
  label: string
}

export function endpointOf(r: ImageReference): Endpoint {
  const host = r.registry === DOCKER_HUB ? 'docker.io' : r.registry
  return { registry: r.registry, repository: r.repository, scheme: 'https', label: `${host}/${r.repository}` }
}

/**
 * A mirror: a repository (host/path, no tag or digest) that serves the pinned digest too. `https://`
 * may be written; `http://` must be, for a plain-HTTP registry (a LAN pull-through cache).
 */
export function parseMirror(line: string): Endpoint {
  const s = line.trim()
  const m = /^(https?):\/\/(.*)$/i.exec(s)
  const scheme = (m?.[1].toLowerCase() ?? 'https') as 'https' | 'http'
  const rest = (m?.[2] ?? s).replace(/\/+$/, '')
  if (/[@]/.test(rest) || /:[^/]*$/.test(rest.split('/').slice(1).join('/')))
    throw new ImageReferenceError(
      `The mirror "${s}" must name a repository only (host/path), without a tag or digest: the pinned digest is asked of it.`
    )
  if (!rest.includes('/'))
    throw new ImageReferenceError(
      `The mirror "${s}" names no repository; write it as host/path, e.g. ghcr.io/org/rocm-dev.`
    )
  let r: ImageReference
  try {
    r = parseReference(`${rest}@sha256:${'0'.repeat(64)}`)
  } catch (e) {
    throw new ImageReferenceError(`The mirror "${s}": ${(e as Error).message.replace(/@sha256:0{64}/g, '')}`)
  }
  const ep = endpointOf(r)
  if (scheme === 'https') return ep
  // parseReference normalized the host for https; a plain-HTTP host drops :80 instead.
  const written = rest.split('/')[0]
  const registry = r.registry === DOCKER_HUB ? r.registry : normalizeHost(written, 'http')
  return { ...ep, registry, scheme, label: `http://${registry}/${ep.repository}` }
}

/** Where `setup-rocm publish` pushes: a repository (as for mirrors) and an optional tag. */
export interface PushTarget {
  endpoint: Endpoint
  tag?: string
}

/** `host/path[:tag]` (http:// for a plain-HTTP LAN registry, as for mirrors); no digest. */
export function parsePushTarget(line: string): PushTarget {
  const s = line.trim()
  if (s.includes('@'))
    throw new ImageReferenceError(
      `"${s}": name the repository to push to (and a tag, if you want one), not a digest; the digest is what publish prints.`
    )
  const m = /^(.*\/[^/:]+):([^/:]*)$/.exec(s)
  const tag = m?.[2]
  if (tag !== undefined && !/^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/.test(tag))
    throw new ImageReferenceError(
      `"${s}": "${tag}" is not a valid tag (letters, digits, _ . -; at most 128).`
    )
  try {
    return { endpoint: parseMirror(m ? m[1] : s), tag }
  } catch (e) {
    throw new ImageReferenceError((e as Error).message.replace(/^The mirror /, 'The push target '))
  }
}
