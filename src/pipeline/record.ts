// The install record: what a finished install says about itself (image, digests, where image-path
// resolved, the ROCm version, what the prune list removed, the runtime closure, which gfx targets
// the smoke test compiled). The action keeps it in the tool-cache marker, so a cache hit needs no
// registry request; the CLI prints from it.
import { readBounded } from '../read-bounded.ts'
import { join } from 'node:path'
import type { Closure } from '../runtime/closure.ts'
import type { InstallResult } from './install.ts'
import { formatReference } from '../oci/reference.ts'
import type { Source } from '../config/inputs.ts'

/** Bump when the installed layout, the key or the record's format changes. */
export const RECORD_FORMAT = 3

export interface InstallRecord {
  format: number
  image: string
  pinned: string
  digest: string
  rocmVersion: string
  realPath: string
  prunedLibraries: Record<string, string>
  bytesKept: number
  installedAt: string
  /** Runtime mode: the closure (libraries relative to the tree) and the host libraries it needs. */
  closure?: Closure
  /** gfx targets the smoke test compiled for (and those it could not), as last checked. */
  smoke?: { compiled: string[]; failed: string[] }
}

/** ROCm's version as the tree records it. */
export function rocmVersion(dir: string): string {
  // A file of the tree, which may be a cached one: read as read-bounded.ts reads such files.
  const b = readBounded(join(dir, '.info/version'), 4096, { follow: true })
  return b?.toString('utf8').trim().split('\n')[0] || 'unknown'
}

export function recordOf(source: Source, r: InstallResult): InstallRecord {
  return {
    format: RECORD_FORMAT,
    image: formatReference(source.reference),
    pinned: r.image.pinned,
    digest: r.image.digest,
    rocmVersion: rocmVersion(r.dest),
    realPath: r.realPath,
    prunedLibraries: r.report.prunedLibraries,
    bytesKept: r.closure?.bytes ?? r.report.bytesKept,
    installedAt: new Date().toISOString(),
    ...(r.closure ? { closure: r.closure } : {})
  }
}
