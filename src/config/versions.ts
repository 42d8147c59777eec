// ROCm releases by version (the rocm-version input): versions.json at the repository's root maps
// each release to the image it installs from, pinned by digest, and the platforms that image has.
// A version may be written in full (10.0.0) or as a prefix (10, 10.0): the newest release it
// matches is taken. Anything else is refused before any request, listing what is known.
import data from '../../versions.json' with { type: 'json' }

export interface Release {
  version: string
  /** The image reference, pinned by digest (a tag may stay beside it for readers). */
  image: string
  platforms: string[]
  /** A seek index for the image's layers, where one has been published (optional). */
  index?: string
}

export interface VersionsFile {
  format: number
  releases: Release[]
}

export const VERSIONS: VersionsFile = data as VersionsFile

const parts = (v: string) => v.split('.').map(Number)

/** Newest first. */
function compare(a: string, b: string): number {
  const x = parts(a)
  const y = parts(b)
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0)
  return 0
}

/** The newest release `wanted` names (a full version or a prefix of one), or an explanation. */
export function resolveVersion(
  wanted: string,
  file: VersionsFile = VERSIONS
): { release: Release } | { problem: string } {
  const w = wanted.trim().replace(/^v/i, '')
  const known = [...file.releases].sort((a, b) => compare(a.version, b.version))
  const list = known.map(r => r.version).join(', ') || 'none'
  if (!/^\d+(\.\d+){0,2}$/.test(w))
    return {
      problem: `"${wanted}" is not a ROCm version (write 10.0.0, or a prefix such as 10 or 10.0). Known: ${list}.`
    }
  const hit = known.find(r => r.version === w || r.version.startsWith(`${w}.`))
  if (!hit)
    return {
      problem: `ROCm ${w} is not a release setup-rocm knows (known: ${list}). Pin its image with the image input instead, or update setup-rocm.`
    }
  return { release: hit }
}
