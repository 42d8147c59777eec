// The tool-cache entry: where an installed tree lives, what it is keyed on, and the completion
// marker that makes it findable, laid out the way @actions/tool-cache reads its own entries:
//   <tool cache>/setup-rocm/<ROCm version>-<key>/<arch>            the tree (ROCM_PATH)
//   <tool cache>/setup-rocm/<ROCm version>-<key>/<arch>.complete   the marker (JSON InstallRecord), written last
//   <tool cache>/setup-rocm/<ROCm version>-<key>/<arch>.pins       manifests and index by digest (pinsOf)
// The install key is the version's semver prerelease, so `tc.find('setup-rocm', '10.0.0-<key>')`
// and `tc.findAllVersions('setup-rocm')` see the entries, and other steps or a pre-populated
// self-hosted tool cache interoperate. The layout is written by hand (tool-cache's cacheDir would
// copy the tree): a tree is installed under 0.0.0-<key> and renamed once its ROCm version is read.
// Beside the entries: `<key>-<arch>.lock`, held while a job installs or checks the tree (lock.ts).
import * as tc from '@actions/tool-cache'
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, lstatSync, promises as fs, readdirSync, rmSync } from 'node:fs'
import { readBounded } from '../read-bounded.ts'
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

export const TOOL = 'setup-rocm'

export interface Location {
  key: string
  arch: string
  /** <tool cache>/setup-rocm */
  toolRoot: string
  /** The entry's tree (ROCM_PATH): the one found, or where a new install goes (0.0.0-<key>). */
  dir: string
  /** Completion marker beside it, in the tool-cache convention (`<arch>.complete`), holding InstallRecord. */
  marker: string
  /** Held by the job that installs or smoke-tests the tree. */
  lock: string
  /** @actions/cache key, and the paths it saves and restores (every version of this key). */
  cacheKey: string
  cachePaths: string[]
}

/** The semver prerelease that carries the key (a key of digits alone with a leading 0 is not one). */
const prerelease = (key: string) => (/^0\d*$/.test(key) ? `k${key}` : key)

/** The tool-cache version of an entry: the ROCm version with the key as its prerelease. */
export function entryVersion(rocmVersion: string, key: string): string {
  const v = /^\d+\.\d+\.\d+$/.test(rocmVersion) ? rocmVersion : '0.0.0'
  return `${v}-${prerelease(key)}`
}

function at(loc: Location, version: string): void {
  loc.dir = join(loc.toolRoot, version, loc.arch)
  loc.marker = `${loc.dir}.complete`
}

/** Where the entry for `s` is, or goes: findEntry() looks for a complete one. */
export function locate(s: Source, toolCache: string, os: string, arch: string): Location {
  const key = installKey(s)
  const toolRoot = join(toolCache, TOOL)
  const loc: Location = {
    key,
    arch,
    toolRoot,
    dir: '',
    marker: '',
    lock: join(toolRoot, `${prerelease(key)}-${arch}.lock`),
    cacheKey: `setup-rocm-${FORMAT}-${os}-${arch}-${key}`,
    cachePaths: [join(toolRoot, `*-${prerelease(key)}`)]
  }
  at(loc, entryVersion('0.0.0', key))
  return loc
}

/**
 * Points `loc` at a complete entry of its key if the tool cache has one, as tool-cache finds its
 * entries (tc.findAllVersions and tc.find, which read RUNNER_TOOL_CACHE: the caller sets it to
 * the tool cache `loc` was located in); returns whether it does.
 */
export function findEntry(loc: Location): boolean {
  const suffix = `-${prerelease(loc.key)}`
  const versions = tc.findAllVersions(TOOL, loc.arch).filter(v => v.endsWith(suffix))
  for (const v of versions) {
    const dir = tc.find(TOOL, v, loc.arch)
    if (dir) {
      at(loc, v)
      return true
    }
  }
  return false
}

/** Moves a freshly installed tree (and its marker, if written) to its version's entry; returns the new dir. */
export async function relocate(loc: Location, rocmVersion: string): Promise<string> {
  const version = entryVersion(rocmVersion, loc.key)
  const target = join(loc.toolRoot, version)
  const from = join(loc.dir, '..')
  if (from === target) return loc.dir
  await fs.rm(target, { recursive: true, force: true })
  await fs.rename(from, target)
  at(loc, version)
  return loc.dir
}

/**
 * Beside a tree (`<arch>.pins`): the manifests and seek index of its install, by digest
 * (oci/digest-store.ts), so that verifying the tree again needs no registry request.
 */
export const pinsOf = (dir: string): string => `${dir}.pins`

/** A record is a few KiB (a runtime closure lists a few dozen libraries). */
export const RECORD_MAX = 1 << 20

/**
 * Why `d` (a directory of setup-rocm's in the tool cache) may not hold a tree this job uses or
 * restores into: not a directory (a link, say), or another user's. Group and other write are taken
 * off it (it is ours). Undefined when it is fine, or absent and `absentOk`.
 */
export function notOurDirectory(d: string, absentOk = false, uid = process.getuid?.()): string | undefined {
  const st = lstatSync(d, { throwIfNoEntry: false })
  if (!st) return absentOk ? undefined : `${d} is not a directory`
  if (!st.isDirectory()) return `${d} is not a directory`
  if (uid === undefined) return undefined
  if (st.uid !== uid) return `${d} belongs to user ${st.uid}, not to this job's user (${uid})`
  if (st.mode & 0o022) chmodSync(d, st.mode & 0o755)
  return undefined
}

/** The entry's record, read as read-bounded.ts reads what others may have put there. */
export function readRecord(loc: Location): InstallRecord | undefined {
  if (!existsSync(loc.dir)) return undefined
  const b = readBounded(loc.marker, RECORD_MAX)
  if (!b) return undefined
  try {
    const m = JSON.parse(b.toString('utf8')) as InstallRecord
    return m && typeof m === 'object' && m.format === FORMAT && typeof m.digest === 'string' ? m : undefined
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

/** removeEntry, at once (an interrupted job's last act, from its signal handler). */
export function removeEntryNow(loc: Location): void {
  const suffix = `-${prerelease(loc.key)}`
  let names: string[] = []
  try {
    names = readdirSync(loc.toolRoot)
  } catch {
    return
  }
  for (const n of names)
    if (n.endsWith(suffix)) rmSync(join(loc.toolRoot, n), { recursive: true, force: true })
}

/** Removes every entry of this key, whatever its version (only ever called by the lock's holder). */
export async function removeEntry(loc: Location): Promise<void> {
  const suffix = `-${prerelease(loc.key)}`
  const names = await fs.readdir(loc.toolRoot).catch(() => [] as string[])
  for (const n of names)
    if (n.endsWith(suffix)) await fs.rm(join(loc.toolRoot, n), { recursive: true, force: true })
  at(loc, entryVersion('0.0.0', loc.key))
}
