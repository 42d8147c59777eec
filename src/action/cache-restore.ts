// Restore from the GitHub Actions cache, bounded in time. @actions/cache's segment timeout covers
// its Azure download path only, its plain-HTTP path waits up to minutes on a trickling connection,
// and its extraction is a `tar` child that a terminated worker thread leaves running. So the
// restore runs in a process of its own, in its own process group (cache-restore-worker.ts): when
// the deadline passes the whole group is killed, tar included, what it wrote is removed, and the
// job falls back to the registry with a warning. A tree is adopted only from a restore that
// finished. Failures are warnings, never a failed job.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { basename, join } from 'node:path'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { workerUrl } from '../worker-url.ts'
import type { Logger } from '../log.ts'
import { findEntry, readRecord, removeEntry, type Location } from './tool-cache.ts'
import type { InstallRecord } from '../pipeline/record.ts'

/** SEGMENT_DOWNLOAD_TIMEOUT_MINS (the cache toolkit's own knob) bounds the whole restore; default 10 min. */
export function restoreDeadlineMs(env: Record<string, string | undefined> = process.env): number {
  const mins = Number(env.SEGMENT_DOWNLOAD_TIMEOUT_MINS)
  return Number.isFinite(mins) && mins > 0 ? mins * 60_000 : 10 * 60_000
}

type Answer = { hit?: boolean; error?: string; refused?: string }

/**
 * Restores the key's entry; undefined when there is none to use. `poisoned` hears why an entry
 * must not be saved over (its archive would have written outside the tree).
 */
export async function restoreFromActionsCache(
  loc: Location,
  log: Logger,
  poisoned: (why: string) => void = () => {}
): Promise<InstallRecord | undefined> {
  const deadline = restoreDeadlineMs()
  const script = fileURLToPath(
    workerUrl(import.meta.url, './cache-restore-worker.ts', 'cache-restore-worker.js')
  )
  // The restore's tar front goes here (cache-restore-worker.ts); removed whatever becomes of the
  // worker, which may be killed at the deadline.
  const front = await mkdtemp(join(tmpdir(), 'setup-rocm-tar-'))
  try {
    return await restoreWith(loc, log, script, front, deadline, poisoned)
  } finally {
    await rm(front, { recursive: true, force: true })
  }
}

async function restoreWith(
  loc: Location,
  log: Logger,
  script: string,
  front: string,
  deadline: number,
  poisoned: (why: string) => void
): Promise<InstallRecord | undefined> {
  const child = fork(
    script,
    [
      JSON.stringify({
        front,
        paths: loc.cachePaths,
        key: loc.cacheKey,
        segmentTimeoutInMs: deadline,
        // Entries may land only in this key's entry directories (`<tool root>/*-<key>`: restore-guard.ts).
        root: loc.toolRoot,
        suffix: basename(loc.cachePaths[0]).replace(/^\*/, '')
      })
    ],
    {
      // Its own process group, so the tar it starts can be killed with it.
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc']
    }
  )
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  let answer: Answer | undefined
  child.on('message', (m: Answer) => (answer = m))
  let timer: NodeJS.Timeout | undefined
  const outcome = await new Promise<Answer & { timeout?: boolean }>(resolve => {
    timer = setTimeout(() => resolve({ timeout: true }), deadline)
    child.on('error', e => resolve({ error: e.message }))
    child.on('exit', code => resolve(answer ?? { error: `the restore process exited with code ${code}` }))
  })
  clearTimeout(timer)
  if (outcome.timeout) {
    killGroup()
    await new Promise(r =>
      child.exitCode !== null || child.signalCode !== null ? r(undefined) : child.once('exit', r)
    )
    // Nothing of an unfinished restore may be taken for a tree.
    await removeEntry(loc)
    log.warning(
      `Restoring from the actions cache took longer than ${(deadline / 60_000).toFixed(1)} min (SEGMENT_DOWNLOAD_TIMEOUT_MINS); stopped it and removed what it wrote; installing from the registry instead.`
    )
    return undefined
  }
  if (outcome.refused) {
    await removeEntry(loc)
    log.warning(
      `The actions cache entry ${loc.cacheKey} holds an archive that would write outside the tree (${outcome.refused}); nothing of it was extracted. ` +
        `Delete the entry (gh cache delete ${loc.cacheKey}); installing from the registry.`
    )
    poisoned(
      `the actions cache entry ${loc.cacheKey} would write outside the tree; delete it (gh cache delete ${loc.cacheKey})`
    )
    return undefined
  }
  if (outcome.error) {
    killGroup()
    await removeEntry(loc)
    log.warning(`Restoring from the actions cache failed (${outcome.error}); installing from the registry.`)
    return undefined
  }
  if (!outcome.hit) {
    log.info(`No actions cache entry for ${loc.cacheKey}.`)
    return undefined
  }
  findEntry(loc)
  const meta = readRecord(loc)
  if (!meta)
    log.warning(
      `The actions cache entry ${loc.cacheKey} did not hold a complete tree; installing from the registry.`
    )
  return meta
}
