// Where an installed tree lives and what it is keyed on. A tree is determined by the pinned
// digest, the platform, image-path and the expanded prune/protect lists; the same inputs on the
// same OS/arch give the same tool-cache directory and the same @actions/cache key.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expandPruneList } from './layers/prune.ts'
import type { Config } from './inputs.ts'

/** Bump when the installed layout or the marker format changes. */
export const FORMAT = 1

export function installKey(c: Config): string {
  const material = JSON.stringify({
    format: FORMAT,
    registry: c.reference.registry,
    repository: c.reference.repository,
    digest: c.reference.digest,
    platform: c.platform,
    imagePath: c.imagePath,
    prune: expandPruneList(c.prune),
    protect: [...c.protect].sort()
  })
  return createHash('sha256').update(material).digest('hex').slice(0, 24)
}

export interface Location {
  key: string
  /** The tree (ROCM_PATH). */
  dir: string
  /** Completion marker beside it, in the tool-cache convention (`<arch>.complete`), holding Meta. */
  marker: string
  /** @actions/cache key. */
  cacheKey: string
}

export function locate(c: Config, toolCache: string, os: string, arch: string): Location {
  const key = installKey(c)
  const dir = join(toolCache, 'setup-rocm', key, arch)
  return { key, dir, marker: `${dir}.complete`, cacheKey: `setup-rocm-${FORMAT}-${os}-${arch}-${key}` }
}

/** What a completed install records about itself, so a cache hit needs no registry request. */
export interface Meta {
  format: number
  image: string
  pinned: string
  digest: string
  rocmVersion: string
  realPath: string
  prunedLibraries: Record<string, string>
  bytesKept: number
  installedAt: string
}

export function readMeta(loc: Location): Meta | undefined {
  if (!existsSync(loc.marker) || !existsSync(loc.dir)) return undefined
  try {
    const m = JSON.parse(readFileSync(loc.marker, 'utf8')) as Meta
    return m.format === FORMAT && m.digest ? m : undefined
  } catch {
    return undefined
  }
}

/** ROCm's version as the tree records it. */
export function rocmVersion(dir: string): string {
  try {
    return readFileSync(join(dir, '.info/version'), 'utf8').trim().split('\n')[0] || 'unknown'
  } catch {
    return 'unknown'
  }
}
