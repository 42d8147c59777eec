// The tool-cache lock: while a job installs or smoke-tests a tree, another job on the same tool
// cache waits for it (then finds the marker) instead of installing the same tree twice or removing
// one that is in use. The lock is a directory created atomically, holding owner.json (pid, the
// process's start time, host).
// - A lock whose owner is gone (same host, that pid not running with that start time) is removed.
// - A lock from another machine (a shared file system) cannot be checked: it is trusted while its
//   owner refreshes it (owner.json's time, every REFRESH_MS), and taken as stale FOREIGN_LOCK_MS
//   after the last refresh, so a long install elsewhere is not broken into.
// - Waiting is bounded (maxWaitMs): then an error names the holder and what to do.
// - Only the owner releases it (owner.json checked first), also when the job is cancelled: the
//   release is registered with pipeline/interrupt.ts, which the entry points run on SIGINT/SIGTERM.
import { randomBytes } from 'node:crypto'
import { promises as fs, readFileSync, rmSync, utimesSync } from 'node:fs'
import { readBounded } from '../read-bounded.ts'
import { hostname } from 'node:os'
import { join } from 'node:path'
import type { Logger } from '../log.ts'
import { HostError } from '../errors.ts'
import { onInterrupt } from '../pipeline/interrupt.ts'

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

/** A lock held from another machine is trusted this long after its last refresh. */
export const FOREIGN_LOCK_MS = 2 * 3600_000
/** How often the holder refreshes its lock. */
export const REFRESH_MS = 10 * 60_000
/** How long a job waits for another's lock by default. */
export const MAX_WAIT_MS = 60 * 60_000

export interface LockOptions {
  logger: Logger
  /** How often to look again while another job holds the lock (default 1 s). */
  pollMs?: number
  /** Give up waiting after this long (default MAX_WAIT_MS). */
  maxWaitMs?: number
  /** Refresh a held lock this often (default REFRESH_MS). */
  refreshMs?: number
}

const me = (): Owner => ({ pid: process.pid, start: startTime(process.pid) ?? '', host: hostname() })
const same = (a: Owner | undefined, b: Owner) =>
  !!a && a.pid === b.pid && a.start === b.start && a.host === b.host
const describeOwner = (o: Owner | undefined) =>
  o ? `process ${o.pid}${o.host !== hostname() ? ` on ${o.host}` : ''}` : 'a process that wrote no owner'

/** An owner.json is a few dozen bytes. */
const OWNER_MAX = 4096

function readOwner(lock: string): Owner | undefined {
  try {
    // Another job's file: read without following a link or blocking on a FIFO, and small.
    const b = readBounded(join(lock, 'owner.json'), OWNER_MAX)
    return b ? (JSON.parse(b.toString('utf8')) as Owner) : undefined
  } catch {
    return undefined
  }
}

/**
 * Takes the lock at `lock`. While another live process holds it, waits (at most maxWaitMs); a lock
 * whose owner is gone is removed. The caller must look for the marker again after this returns:
 * the other job may have finished the tree meanwhile. Returns the release function.
 */
export async function acquireLock(lock: string, o: LockOptions): Promise<() => Promise<void>> {
  const pollMs = o.pollMs ?? 1000
  const maxWaitMs = o.maxWaitMs ?? MAX_WAIT_MS
  await fs.mkdir(join(lock, '..'), { recursive: true })
  const self = me()
  const started = Date.now()
  let lastSaid = 0
  for (;;) {
    try {
      await fs.mkdir(lock)
      await fs.writeFile(join(lock, 'owner.json'), JSON.stringify(self))
      if (lastSaid)
        o.logger.info(`Got the tool-cache lock after ${((Date.now() - started) / 1000).toFixed(1)} s.`)
      return held(lock, self, o.refreshMs ?? REFRESH_MS)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    const owner = readOwner(lock)
    // Age since the owner last refreshed (owner.json), or since the directory was made.
    const age = await fs.stat(owner ? join(lock, 'owner.json') : lock).then(
      st => Date.now() - st.mtimeMs,
      () => 0
    )
    const alive = owner
      ? owner.host !== hostname()
        ? age < FOREIGN_LOCK_MS
        : startTime(owner.pid) === owner.start
      : age < 10_000 // created but not written yet, or the writer died in between
    if (!alive) {
      // Renamed first, so of two jobs that find it stale only one removes it.
      const gone = `${lock}.stale-${randomBytes(4).toString('hex')}`
      if (
        await fs.rename(lock, gone).then(
          () => true,
          () => false
        )
      ) {
        o.logger.info(`Removed a tool-cache lock left by ${describeOwner(owner)} that is gone.`)
        await fs.rm(gone, { recursive: true, force: true })
      }
      continue
    }
    const now = Date.now()
    if (now - started >= maxWaitMs)
      throw new HostError(
        `${describeOwner(owner)} has held the tool-cache lock ${lock} for over ${Math.round(maxWaitMs / 60_000)} min while this job waited for it. ` +
          'If no job is using that tree, remove the lock directory (or the runner tool cache entry) and run again.'
      )
    if (now - lastSaid >= 30_000) {
      lastSaid = now
      o.logger.info(
        `Another job (${describeOwner(owner)}) is installing or checking this tree; waiting for it rather than installing the same tree twice.`
      )
    }
    await new Promise(r => setTimeout(r, pollMs))
  }
}

/** A held lock: refreshed while held, released by its owner only (now, or on SIGINT/SIGTERM). */
function held(lock: string, self: Owner, refreshMs: number): () => Promise<void> {
  const owner = join(lock, 'owner.json')
  const refresh = setInterval(() => {
    if (same(readOwner(lock), self))
      try {
        const now = new Date()
        utimesSync(owner, now, now)
      } catch {
        // gone: nothing to refresh
      }
  }, refreshMs)
  refresh.unref()
  const releaseNow = () => {
    clearInterval(refresh)
    if (same(readOwner(lock), self)) rmSync(lock, { recursive: true, force: true })
  }
  const forget = onInterrupt(releaseNow)
  return async () => {
    forget()
    releaseNow()
  }
}
