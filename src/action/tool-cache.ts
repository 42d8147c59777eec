// The tool-cache entry: where an installed tree lives, what it is keyed on, the completion marker
// that makes it findable, and the lock that keeps two jobs on one tool cache from removing each
// other's tree. The layout is written by hand (tool-cache's cacheDir would copy the tree):
//   <tool cache>/setup-rocm/<key>/<arch>            the tree (ROCM_PATH)
//   <tool cache>/setup-rocm/<key>/<arch>.complete   the marker (JSON InstallRecord, pipeline/record.ts), written last
//   <tool cache>/setup-rocm/<key>/<arch>.lock/      held while a job installs or checks the tree
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, promises as fs, readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import type { Logger } from '../log.ts'
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

// ---- the install lock --------------------------------------------------------------------------

interface Owner {
  pid: number
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat), so a reused pid is not taken for the owner. */
  start: string
  host: string
}

function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22, counted after the command name (which may hold spaces) in parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** A lock held from another machine (a shared file system) is trusted this long, then taken as stale. */
const FOREIGN_LOCK_MS = 2 * 3600_000

function ownerAlive(o: Owner, ageMs: number): boolean {
  // Another machine: its processes cannot be seen from here; trust the lock for a while.
  if (o.host !== hostname()) return ageMs < FOREIGN_LOCK_MS
  const now = startTime(o.pid)
  return now !== undefined && now === o.start
}

export interface LockOptions {
  logger: Logger
  /** How often to look again while another job holds the lock (default 1 s). */
  pollMs?: number
}

/**
 * Takes the lock on `loc` (a directory created atomically, holding the owner's pid, start time and
 * host). While another live process holds it, waits; a lock whose owner is gone is removed. The
 * caller must look for the marker again after this returns: the other job may have finished the
 * tree meanwhile. Returns the release function.
 */
export async function acquireLock(loc: Location, o: LockOptions): Promise<() => Promise<void>> {
  const pollMs = o.pollMs ?? 1000
  await fs.mkdir(join(loc.lock, '..'), { recursive: true })
  const me: Owner = { pid: process.pid, start: startTime(process.pid) ?? '', host: hostname() }
  let waitingSince = 0
  let lastSaid = 0
  for (;;) {
    try {
      await fs.mkdir(loc.lock)
      await fs.writeFile(join(loc.lock, 'owner.json'), JSON.stringify(me))
      if (waitingSince)
        o.logger.info(`Got the tool-cache lock after ${((Date.now() - waitingSince) / 1000).toFixed(1)} s.`)
      return async () => {
        await fs.rm(loc.lock, { recursive: true, force: true })
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    let owner: Owner | undefined
    try {
      owner = JSON.parse(await fs.readFile(join(loc.lock, 'owner.json'), 'utf8')) as Owner
    } catch {
      owner = undefined
    }
    const age = await fs.stat(loc.lock).then(
      st => Date.now() - st.mtimeMs,
      () => 0
    )
    // Without an owner file: created but not written yet, or the writer died in between.
    const stale = owner ? !ownerAlive(owner, age) : age > 10_000
    if (stale) {
      // Renamed first, so of two jobs that find it stale only one removes it.
      const gone = `${loc.lock}.stale-${randomBytes(4).toString('hex')}`
      if (
        await fs.rename(loc.lock, gone).then(
          () => true,
          () => false
        )
      ) {
        o.logger.info(
          `Removed a tool-cache lock left by ${owner ? `process ${owner.pid}` : 'a process'} that is gone.`
        )
        await fs.rm(gone, { recursive: true, force: true })
      }
      continue
    }
    const now = Date.now()
    if (!waitingSince) waitingSince = now
    if (now - lastSaid >= 30_000) {
      lastSaid = now
      o.logger.info(
        `Another job (process ${owner?.pid ?? '?'}) is installing or checking ${loc.dir}; waiting for it rather than installing the same tree twice.`
      )
    }
    await new Promise(r => setTimeout(r, pollMs))
  }
}
