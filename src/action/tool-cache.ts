// The tool-cache entry: where an installed tree lives, what it is keyed on, the completion marker
// that makes it findable, and the lock that keeps two jobs on one tool cache from removing each
// other's tree. The layout is written by hand (tool-cache's cacheDir would copy the tree):
//   <tool cache>/setup-rocm/<key>/<arch>            the tree (ROCM_PATH)
//   <tool cache>/setup-rocm/<key>/<arch>.complete   the marker (JSON InstallRecord, pipeline/record.ts), written last
//   <tool cache>/setup-rocm/<key>/<arch>.lock/      held while a job installs or checks the tree
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, promises as fs, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Source } from '../config/inputs.ts'
import { RECORD_FORMAT, type InstallRecord } from '../pipeline/record.ts'

const FORMAT = RECORD_FORMAT

/**
 * A tree is determined by the pinned digest, the platform, image-path and the expanded
 * prune/protect lists. Not by the registry: a digest names the same bytes wherever they come from.
 */
export function installKey(s: Source): string {
  const p = s.platform
  const material = JSON.stringify({
    format: FORMAT,
    digest: s.reference.digest,
    platform: `${p.os}/${p.architecture}${p.variant ? '/' + p.variant : ''}`,
    imagePath: s.imagePath,
    prune: s.prune.list,
    protect: [...s.protect.list].sort(),
    ...(s.mode === 'runtime' ? { mode: s.mode, runtimeLibraries: [...s.runtimeLibraries].sort() } : {})
  })
  return createHash('sha256').update(material).digest('hex').slice(0, 24)
}

export interface Location {
  key: string
  /** The tree (ROCM_PATH). */
  dir: string
  /** Completion marker beside it, in the tool-cache convention (`<arch>.complete`), holding InstallRecord. */
  marker: string
  /** Held by the job that installs or smoke-tests the tree. */
  lock: string
  /** @actions/cache key. */
  cacheKey: string
}

export function locate(s: Source, toolCache: string, os: string, arch: string): Location {
  const key = installKey(s)
  const dir = join(toolCache, 'setup-rocm', key, arch)
  return {
    key,
    dir,
    marker: `${dir}.complete`,
    lock: `${dir}.lock`,
    cacheKey: `setup-rocm-${FORMAT}-${os}-${arch}-${key}`
  }
}

export function readRecord(loc: Location): InstallRecord | undefined {
  if (!existsSync(loc.marker) || !existsSync(loc.dir)) return undefined
  try {
    const m = JSON.parse(readFileSync(loc.marker, 'utf8')) as InstallRecord
    return m.format === FORMAT && m.digest ? m : undefined
  } catch {
    return undefined
  }
}

/** Writes the marker atomically (a reader sees no marker or a whole one). */
export async function writeRecord(loc: Location, meta: InstallRecord): Promise<void> {
  const tmp = `${loc.marker}.${randomBytes(4).toString('hex')}.tmp`
  await fs.writeFile(tmp, JSON.stringify(meta, null, 2))
  await fs.rename(tmp, loc.marker)
}

/** Removes the tree and its marker (only ever called by the lock's holder). */
export async function removeEntry(loc: Location): Promise<void> {
  await fs.rm(loc.marker, { force: true })
  await fs.rm(loc.dir, { recursive: true, force: true })
}
