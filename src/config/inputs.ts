// The inputs, parsed once into typed values: the image reference, the platform, compiled prune and
// protect sets, gfx targets, network limits. Pure: it takes a getter (the action passes the
// runner's inputs, the CLI its flags) and a labeller for messages (`Input "image"` / `--image`).
// Everything that can be refused without the network is refused here, with what to write instead;
// nothing after this parses an input again.
import { parseMirror, parseReference, type Endpoint, type ImageReference } from '../oci/reference.ts'
import { parsePlatform, type Platform } from '../oci/manifest.ts'
import type { Credentials } from '../oci/auth.ts'
import { DEFAULT_PROTECT, PatternSet, expandPruneList, provenProtectedConflict } from '../layers/prune.ts'
import { gfxTargetProblem } from './gfx.ts'
import { DEFAULT_IMAGE, Inputs, defaultOf } from './options.ts'
import { VERSIONS, resolveVersion, type Release } from './versions.ts'
import { AUTO_MAX } from '../oci/blob/connections.ts'
import { isAbsolute, resolve } from 'node:path'
import { UsageError } from '../errors.ts'

/** What an installed tree is made of (and so what it is keyed on). */
export interface Source {
  reference: ImageReference
  platform: Platform
  imagePath: string
  prune: PatternSet
  protect: PatternSet
  /** `sdk`: the pruned tree; `runtime`: only the ELF load closure of runtimeLibraries (closure.ts). */
  mode: 'sdk' | 'runtime'
  runtimeLibraries: string[]
}

/** When a transfer counts as stalled (transport.ts). */
export interface NetworkLimits {
  /** No byte for this long, or less than minBytesPerSecond over a window this long. */
  stallMs: number
  /** 0 disables the rate check. */
  minBytesPerSecond: number
  /** Connections for one large blob (Range parts); 1 streams it over one. With `adaptive`, the most. */
  connections: number
  /** `auto`: one connection at first, more while the install waits for data and they raise the rate (oci/blob/connections.ts). */
  adaptive: boolean
}

export const DEFAULT_NETWORK: NetworkLimits = {
  stallMs: Number(defaultOf(Inputs.StallTimeout)) * 1000,
  minBytesPerSecond: Number(defaultOf(Inputs.MinSpeed)) * 1024,
  ...parseConnectionsText(defaultOf(Inputs.DownloadConnections))
}

function parseConnectionsText(v: string): { connections: number; adaptive: boolean } {
  return v.trim().toLowerCase() === 'auto'
    ? { connections: AUTO_MAX, adaptive: true }
    : { connections: Number(v), adaptive: false }
}

/**
 * A seek index (seek/): a file, or an OCI artifact pinned by digest; `from` says whether the user
 * named it (a failure to use it fails the install) or versions.json did (the install goes on without).
 */
export type IndexSpec =
  | { kind: 'file'; path: string; from: 'input' | 'versions' }
  | { kind: 'oci'; reference: ImageReference; from: 'input' | 'versions' }

export interface Config {
  source: Source
  /** Install from a seek index (absent: the whole image, streamed). */
  index?: IndexSpec
  gfxTargets: string[]
  smokeTest: boolean
  /** Restore from the actions cache (`cache` true or restore). */
  cache: boolean
  /** Save to it afterwards (`cache: true`). */
  cacheSave: boolean
  /** Save from pull_request_target / workflow_run jobs too. */
  cacheSaveUntrusted: boolean
  /** `required`: a tree from a cache that cannot be verified is not used. */
  cacheVerify: 'auto' | 'required'
  /** Mount the planned tree lazily (mount/): `true` fails where it cannot, `auto` installs instead. */
  lazy: 'false' | 'true' | 'auto'
  /** With a lazy mount: the rest of the tree fetched in the background after the checks. */
  lazyFill: boolean
  /** How a tool-cache tree is verified with an index: every file hashed, or metadata only. */
  toolCacheVerify: 'contents' | 'metadata'
  credentials?: Credentials
  network: NetworkLimits
  /** Repositories serving the same digest, tried in order before the image's own. */
  mirrors: Endpoint[]
  /** The most CPUs a cached tree is checked on (config/cpus.ts); absent: those the job may use. */
  threads?: number
}

/** The machine the install runs for (the runner's RUNNER_OS/RUNNER_ARCH, or the CLI's process). */
export interface Host {
  /** Linux, Windows, macOS (RUNNER_OS spelling) or a process.platform value. */
  os: string
  /** X64, ARM64, ... (RUNNER_ARCH spelling) or a process.arch value. */
  arch: string
}

/** Bad usage: refused before any request (the CLI's exit code 2). */
export class InputError extends UsageError {
  override name = 'InputError'
}

/** Names an input in messages. */
export type Label = (name: string) => string
export const actionLabel: Label = name => `Input "${name}"`

const lines = (s: string) =>
  s
    .split(/\r?\n/)
    .map(l => l.trim())
    .filter(l => l && !l.startsWith('#'))

export function parseBoolean(
  name: string,
  value: string,
  dflt: boolean,
  label: Label = actionLabel
): boolean {
  const v = value.trim()
  if (!v) return dflt
  if (['true', 'True', 'TRUE'].includes(v)) return true
  if (['false', 'False', 'FALSE'].includes(v)) return false
  throw new InputError(`${label(name)} must be true or false (got "${value}").`)
}

/** `cache`: true (restore and save), restore (restore only, as actions/cache/restore), false. */
function parseCache(value: string, label: Label): { cache: boolean; cacheSave: boolean } {
  const v = value.trim().toLowerCase()
  if (v === 'restore') return { cache: true, cacheSave: false }
  if (v === 'true' || v === 'false') return { cache: v === 'true', cacheSave: v === 'true' }
  throw new InputError(`${label(Inputs.Cache)} must be true, restore or false (got "${value}").`)
}

function parseCacheVerify(value: string, label: Label): 'auto' | 'required' {
  const v = value.trim().toLowerCase()
  if (v === 'auto' || v === 'required') return v
  throw new InputError(`${label(Inputs.CacheVerify)} must be auto or required (got "${value}").`)
}

function parseLazy(value: string, label: Label): 'false' | 'true' | 'auto' {
  const v = value.trim().toLowerCase()
  if (v === 'false' || v === 'true' || v === 'auto') return v
  throw new InputError(`${label(Inputs.Lazy)} must be false, true or auto (got "${value}").`)
}

function parseToolCacheVerify(value: string, label: Label): 'contents' | 'metadata' {
  const v = value.trim().toLowerCase()
  if (v === 'contents' || v === 'metadata') return v
  throw new InputError(`${label(Inputs.ToolCacheVerify)} must be contents or metadata (got "${value}").`)
}

export function parseGfxTargets(value: string, label: Label = actionLabel): string[] {
  const targets = value
    .split(/[\s,]+/)
    .map(t => t.trim())
    .filter(Boolean)
  if (!targets.length)
    throw new InputError(`${label(Inputs.GfxTarget)} is empty; give at least one target such as gfx1036.`)
  for (const t of targets) {
    const problem = gfxTargetProblem(t)
    if (problem) throw new InputError(`${label(Inputs.GfxTarget)}: ${problem}.`)
  }
  return [...new Set(targets)]
}

/** The image platform for this host: linux/amd64 on X64, linux/arm64 on ARM64; refuses others. */
export function hostPlatform(host: Host): string {
  const os = host.os.toLowerCase()
  if (os !== 'linux')
    throw new InputError(
      `setup-rocm installs ROCm on Linux only, and this runner is ${host.os}. Run the job on a Linux runner (runs-on: ubuntu-24.04 or a self-hosted Linux machine).`
    )
  const arch = host.arch.toLowerCase()
  if (arch === 'x64') return 'linux/amd64'
  if (arch === 'arm64') return 'linux/arm64'
  throw new InputError(
    `There are no ROCm images for this runner's architecture (${host.arch}); ROCm images are linux/amd64 (and a few linux/arm64).`
  )
}

function parseSeconds(name: string, value: string, dflt: number, label: Label): number {
  const v = value.trim()
  if (!v) return dflt
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) <= 0)
    throw new InputError(`${label(name)} must be a positive number of seconds (got "${value}").`)
  return Number(v) * 1000
}

function parseSpeed(name: string, value: string, dflt: number, label: Label): number {
  const v = value.trim()
  if (!v) return dflt
  if (!/^\d+(\.\d+)?$/.test(v))
    throw new InputError(`${label(name)} must be a speed in KiB/s, 0 to turn the check off (got "${value}").`)
  return Math.round(Number(v) * 1024)
}

/** A whole number from `lo` to `hi` (`loMeaning` says what `lo` does), or an InputError naming `what`. */
export function parseWholeNumber(
  what: string,
  value: string,
  lo: number,
  hi: number,
  loMeaning?: string
): number {
  const v = value.trim()
  if (!/^\d+$/.test(v) || Number(v) < lo || Number(v) > hi)
    throw new InputError(
      `${what} must be a whole number from ${lo}${loMeaning ? ` (${loMeaning})` : ''} to ${hi} (got "${value}").`
    )
  return Number(v)
}

/** `threads`: `auto` (or empty) counts the CPUs at run time; a number caps them. */
function parseThreads(value: string, label: Label): { threads?: number } {
  const v = value.trim().toLowerCase()
  if (!v || v === 'auto') return {}
  return { threads: parseWholeNumber(label(Inputs.Threads), value, 1, 64) }
}

function parseConnections(value: string, label: Label): { connections: number; adaptive: boolean } {
  if (!value.trim()) return { connections: DEFAULT_NETWORK.connections, adaptive: DEFAULT_NETWORK.adaptive }
  if (value.trim().toLowerCase() === 'auto') return parseConnectionsText('auto')
  return {
    connections: parseWholeNumber(label(Inputs.DownloadConnections), value, 1, 16, 'one stream'),
    adaptive: false
  }
}

/** The prune and protect inputs, and a pattern pair that could never both hold. */
function parsePatterns(
  s: (name: string) => string,
  label: Label
): { prune: PatternSet; protect: PatternSet } {
  let prune: PatternSet
  try {
    prune = new PatternSet(expandPruneList(lines(s(Inputs.Prune) || defaultOf(Inputs.Prune))))
  } catch (e) {
    throw new InputError(`${label(Inputs.Prune)}: ${(e as Error).message}`)
  }
  let protect: PatternSet
  try {
    protect = new PatternSet([...DEFAULT_PROTECT, ...lines(s(Inputs.Protect))])
  } catch (e) {
    throw new InputError(`${label(Inputs.Protect)}: ${(e as Error).message}`)
  }
  const conflict = provenProtectedConflict(prune, protect)
  if (conflict) throw new InputError(`${label(Inputs.Prune)}: ${conflict.message}`)
  return { prune, protect }
}

/** The platform input (or this host's), which must be Linux and, for a release, one it has. */
function parsePlatformInput(platformText: string, release: Release | undefined, label: Label): Platform {
  let platform: Platform
  try {
    platform = parsePlatform(platformText)
  } catch (e) {
    throw new InputError(`${label(Inputs.Platform)}: ${(e as Error).message}`)
  }
  if (platform.os !== 'linux')
    throw new InputError(
      `${label(Inputs.Platform)}: ROCm images are Linux images; use linux/<arch> (got "${platformText}").`
    )
  const platformName = `${platform.os}/${platform.architecture}${platform.variant ? `/${platform.variant}` : ''}`
  if (release && !release.platforms.includes(platformName))
    throw new InputError(
      `ROCm ${release.version}'s image has ${release.platforms.join(', ')} only, and this needs ${platformName}. Run on an X64 runner, or set ${label(Inputs.Platform)}.`
    )
  return platform
}

/** The runtime-libraries input: names or paths inside the tree, each once (default: HIP's runtime). */
function parseRuntimeLibraries(text: string, label: Label): string[] {
  const runtimeLibraries = [...new Set(text.split(/[\s,]+/).filter(Boolean))]
  for (const l of runtimeLibraries)
    if (!/^[\w.+-]+(\/[\w.+-]+)*$/.test(l) || l.split('/').includes('..'))
      throw new InputError(
        `${label(Inputs.RuntimeLibraries)}: "${l}" is not a library name (libamdhip64.so) or a path inside the tree (lib/libhiprtc.so).`
      )
  if (!runtimeLibraries.length) runtimeLibraries.push(defaultOf(Inputs.RuntimeLibraries))
  return runtimeLibraries
}

type Get = (name: string) => string
type Raw = (name: string) => string | undefined

/** The image (or a ROCm version naming one), with the release it is, if versions.json knows it. */
function parseImage(get: Raw, s: Get, label: Label): { reference: ImageReference; release?: Release } {
  const given = get(Inputs.Image)
  if (given !== undefined && !given.trim())
    throw new InputError(
      `${label(Inputs.Image)} is empty. Omit it for the default image, or give one pinned by digest (name@sha256:<digest>).`
    )
  // The runner passes the default image when the input is left out: that is not "given".
  const imageGiven = given !== undefined && given.trim() !== DEFAULT_IMAGE
  const versionText = s(Inputs.RocmVersion).trim()
  let release: Release | undefined
  if (versionText) {
    if (imageGiven)
      throw new InputError(
        `Give ${label(Inputs.Image)} or ${label(Inputs.RocmVersion)}, not both: a version names its own image (versions.json).`
      )
    const r = resolveVersion(versionText)
    if ('problem' in r) throw new InputError(`${label(Inputs.RocmVersion)}: ${r.problem}`)
    release = r.release
  }
  try {
    return { reference: parseReference(release?.image ?? given ?? DEFAULT_IMAGE), release }
  } catch (e) {
    throw new InputError(`${label(Inputs.Image)}: ${(e as Error).message}`)
  }
}

/** What of the image is installed: where, how pruned, for which platform, the SDK or the runtime. */
function parseSource(
  s: Get,
  host: Host,
  image: { reference: ImageReference; release?: Release },
  label: Label
) {
  const imagePath = (s(Inputs.ImagePath).trim() || defaultOf(Inputs.ImagePath)).replace(/\/+$/, '') || '/'
  if (!imagePath.startsWith('/'))
    throw new InputError(
      `${label(Inputs.ImagePath)} must be an absolute path inside the image (got "${imagePath}").`
    )
  if (imagePath.split('/').includes('..'))
    throw new InputError(`${label(Inputs.ImagePath)} must not contain "..".`)
  const { prune, protect } = parsePatterns(s, label)
  const platform = parsePlatformInput(s(Inputs.Platform).trim() || hostPlatform(host), image.release, label)
  const mode = (s(Inputs.Mode).trim() || defaultOf(Inputs.Mode)).toLowerCase()
  if (mode !== 'sdk' && mode !== 'runtime')
    throw new InputError(
      `${label(Inputs.Mode)} must be sdk (the pruned SDK) or runtime (only what HIP binaries load); got "${mode}".`
    )
  const runtimeLibraries = parseRuntimeLibraries(s(Inputs.RuntimeLibraries), label)
  return { reference: image.reference, platform, imagePath, prune, protect, mode, runtimeLibraries } as const
}

/** The registry credentials: both or neither. */
function parseCredentials(s: Get): Config['credentials'] {
  const username = s(Inputs.RegistryUsername).trim()
  const password = s(Inputs.RegistryPassword)
  if (!!username !== !!password)
    throw new InputError(
      'Give both registry-username and registry-password (the CLI reads SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD), or neither for an anonymous pull.'
    )
  return username ? { username, password } : undefined
}

/** The caches, the lazy mount and the tool cache's verification. */
function parseCaching(s: Get, label: Label) {
  return {
    ...parseCache(s(Inputs.Cache) || defaultOf(Inputs.Cache), label),
    cacheSaveUntrusted: parseBoolean(
      Inputs.CacheSaveUntrustedEvents,
      s(Inputs.CacheSaveUntrustedEvents),
      defaultOf(Inputs.CacheSaveUntrustedEvents) === 'true',
      label
    ),
    cacheVerify: parseCacheVerify(s(Inputs.CacheVerify) || defaultOf(Inputs.CacheVerify), label),
    lazy: parseLazy(s(Inputs.Lazy) || defaultOf(Inputs.Lazy), label),
    lazyFill: parseBoolean(Inputs.LazyFill, s(Inputs.LazyFill), defaultOf(Inputs.LazyFill) === 'true', label),
    toolCacheVerify: parseToolCacheVerify(
      s(Inputs.ToolCacheVerify) || defaultOf(Inputs.ToolCacheVerify),
      label
    )
  }
}

/**
 * `get` returns undefined for an input that was not given at all (the CLI without that flag), and
 * the string given otherwise, empty included: an empty image is refused, an absent one is the
 * default.
 */
export function parseInputs(get: Raw, host: Host, label: Label = actionLabel): Config {
  const s = (name: string) => get(name) ?? ''
  const image = parseImage(get, s, label)
  const source = parseSource(s, host, image, label)
  const credentials = parseCredentials(s)
  const index = parseIndex(s(Inputs.Index), image.release ?? releaseOf(image.reference), label)
  const mirrors = lines(s(Inputs.Mirrors)).map(line => {
    try {
      return parseMirror(line)
    } catch (e) {
      throw new InputError(`${label(Inputs.Mirrors)}: ${(e as Error).message}`)
    }
  })
  return {
    mirrors,
    ...(index ? { index } : {}),
    source,
    gfxTargets: parseGfxTargets(s(Inputs.GfxTarget) || defaultOf(Inputs.GfxTarget), label),
    smokeTest: parseBoolean(
      Inputs.SmokeTest,
      s(Inputs.SmokeTest),
      defaultOf(Inputs.SmokeTest) === 'true',
      label
    ),
    ...parseCaching(s, label),
    credentials,
    ...parseThreads(s(Inputs.Threads), label),
    network: {
      stallMs: parseSeconds(Inputs.StallTimeout, s(Inputs.StallTimeout), DEFAULT_NETWORK.stallMs, label),
      minBytesPerSecond: parseSpeed(
        Inputs.MinSpeed,
        s(Inputs.MinSpeed),
        DEFAULT_NETWORK.minBytesPerSecond,
        label
      ),
      ...parseConnections(s(Inputs.DownloadConnections), label)
    }
  }
}

/** The release whose image is this one (the default image is), for the data versions.json keeps on it. */
function releaseOf(r: ImageReference): Release | undefined {
  return VERSIONS.releases.find(x => {
    try {
      return parseReference(x.image).digest === r.digest
    } catch {
      return false
    }
  })
}

/** The index input: `none`, a reference pinned by digest (it has an @), or a file; empty: versions.json's. */
function parseIndex(value: string, release: Release | undefined, label: Label): IndexSpec | undefined {
  const v = value.trim()
  if (v.toLowerCase() === 'none') return undefined
  const from = v ? 'input' : 'versions'
  const text = v || release?.index
  if (!text) return undefined
  if (text.includes('@')) {
    try {
      return { kind: 'oci', reference: parseReference(text), from }
    } catch (e) {
      throw new InputError(`${label(Inputs.Index)}: ${(e as Error).message}`)
    }
  }
  if (from === 'versions')
    throw new InputError(
      `versions.json names the index "${text}" for ${release!.version}, which is not pinned by digest.`
    )
  return { kind: 'file', path: isAbsolute(text) ? text : resolve(text), from }
}
