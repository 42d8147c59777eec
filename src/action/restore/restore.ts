// Restore from the GitHub Actions cache, bounded in time. @actions/cache's segment timeout covers
// its Azure download path only, its plain-HTTP path waits up to minutes on a trickling connection,
// and its extraction is a child process that a terminated worker thread leaves running. So the
// restore runs in a process of its own, in its own process group (restore-process.ts): when the deadline
// passes the whole group is killed, the extraction included, what it wrote is removed, and the
// job falls back to the registry with a warning. The key's entries are cleared first (under the
// lock the caller holds), so the extraction writes into nothing another writer planted. A tree is
// adopted only from a restore that finished. Failures are warnings, never a failed job.
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { basename, join } from 'node:path'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { workerUrl } from '../../thread.ts'
import { onInterrupt } from '../../pipeline/interrupt.ts'
import type { Logger } from '../../log.ts'
import { findEntry, notOurDirectory, readRecord, removeEntry, type Location } from '../tool-cache.ts'
import type { InstallRecord } from '../../pipeline/record.ts'
import type { ExpectedFile } from './extract.ts'
import { readHashed, writeExpected } from './protocol.ts'
import type { RestoreAnswer, RestoreArgs } from './restore-process.ts'

/** SEGMENT_DOWNLOAD_TIMEOUT_MINS (the cache toolkit's own knob) bounds the whole restore; default 10 min. */
export function restoreDeadlineMs(env: Record<string, string | undefined> = process.env): number {
  const mins = Number(env.SEGMENT_DOWNLOAD_TIMEOUT_MINS)
  return Number.isFinite(mins) && mins > 0 ? mins * 60_000 : 10 * 60_000
}

export interface Restored {
  record: InstallRecord
  /** Files of the tree hashed against the plan as they were written (paths in the tree). */
  hashed: Set<string>
}

export interface RestoreOptions {
  /** Hears why the entry must not be used or saved over (it is not the image's tree). */
  poisoned?: (why: string) => void
  /**
   * Where an index is pinned: the plan's files, checked as they are written. Planning runs while
   * the archive downloads: the extraction waits for it (and a plan that failed fails the restore).
   */
  expected?: Promise<Iterable<[string, ExpectedFile]>>
}

/** Restores the key's entry; undefined when there is none to use. */
export async function restoreFromActionsCache(
  loc: Location,
  log: Logger,
  o: RestoreOptions = {}
): Promise<Restored | undefined> {
  const deadline = restoreDeadlineMs()
  const script = fileURLToPath(workerUrl(import.meta.url, './restore-process.ts', 'restore-process.js'))
  // The archive goes into `<tool cache>/setup-rocm`, never through a link there or into another
  // user's directory.
  const problem = notOurDirectory(loc.toolRoot, true)
  if (problem) {
    log.warning(`Not restoring from the actions cache: ${problem}; installing from the registry.`)
    return undefined
  }
  // Whatever a key's entries hold now is no install of ours (the caller found no complete one):
  // the archive goes into nothing.
  await removeEntry(loc)
  await mkdir(loc.toolRoot, { recursive: true, mode: 0o755 })
  // The front and its answers go here; removed whatever becomes of the restore process.
  const front = await mkdtemp(join(tmpdir(), 'setup-rocm-tar-'))
  // The toolkit's download goes where its archive would have gone (the runner's temporary
  // directory), into a directory of this restore's, where the extraction reads it as it grows.
  let downloads: string | undefined
  try {
    downloads = await mkdtemp(join(process.env.RUNNER_TEMP || tmpdir(), 'setup-rocm-archive-'))
    const expected = o.expected ? join(front, 'expected') : undefined
    const planned = o.expected?.then(
      files => writeExpected(expected!, files),
      (e: Error) => writeExpected(expected!, undefined, e.message)
    )
    const args: RestoreArgs = {
      front,
      downloads,
      paths: loc.cachePaths,
      key: loc.cacheKey,
      segmentTimeoutInMs: deadline,
      root: loc.toolRoot,
      suffix: basename(loc.cachePaths[0]).replace(/^\*/, ''),
      arch: loc.arch,
      ...(expected ? { expected } : {})
    }
    const outcome = await runRestoreProcess(script, args, deadline)
    // The plan's file is written before the front (and its directory) goes; a plan that failed is
    // the caller's to say.
    await planned?.catch(() => {})
    const record = await judge(loc, log, outcome, deadline, o.poisoned ?? (() => {}))
    return record ? { record, hashed: readHashed(join(front, 'hashed')) } : undefined
  } finally {
    await rm(front, { recursive: true, force: true })
    if (downloads) await rm(downloads, { recursive: true, force: true })
  }
}

type Outcome = RestoreAnswer & { timeout?: boolean }

async function runRestoreProcess(script: string, args: RestoreArgs, deadline: number): Promise<Outcome> {
  const child = fork(script, [JSON.stringify(args)], {
    // Its own process group, so the front it starts can be killed with it.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  // A cancelled job stops its restore too (the group is its own, so no signal reaches it), before
  // the key's entries are removed (interrupt.ts runs the latest registration first).
  const forget = onInterrupt(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  })
  let answer: RestoreAnswer | undefined
  child.on('message', (m: RestoreAnswer) => (answer = m))
  let timer: NodeJS.Timeout | undefined
  const outcome = await new Promise<Outcome>(resolve => {
    timer = setTimeout(() => resolve({ timeout: true }), deadline)
    child.on('error', e => resolve({ error: e.message }))
    child.on('exit', code => resolve(answer ?? { error: `the restore process exited with code ${code}` }))
  })
  clearTimeout(timer)
  forget()
  if (outcome.timeout || outcome.error) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    if (child.exitCode === null && child.signalCode === null) await new Promise(r => child.once('exit', r))
  }
  return outcome
}

/** What the restore's outcome means for the entry: its record, or undefined (and why, said). */
async function judge(
  loc: Location,
  log: Logger,
  outcome: Outcome,
  deadline: number,
  poisoned: (why: string) => void
): Promise<InstallRecord | undefined> {
  if (!outcome.hit) await removeEntry(loc)
  if (outcome.timeout) {
    log.warning(
      `Restoring from the actions cache took longer than ${(deadline / 60_000).toFixed(1)} min (SEGMENT_DOWNLOAD_TIMEOUT_MINS); stopped it and removed what it wrote; installing from the registry instead.`
    )
    return undefined
  }
  const refused = outcome.refused
  if (refused && refused.kind !== 'failed') {
    const what =
      refused.kind === 'mismatch'
        ? `is not the image's tree (${refused.why})`
        : refused.kind === 'outside'
          ? `holds an archive that would write outside the tree (${refused.why})`
          : `holds an archive setup-rocm does not take (${refused.why})`
    log.warning(
      `The actions cache entry ${loc.cacheKey} ${what}; nothing of it was kept. ` +
        `Delete the entry (gh cache delete ${loc.cacheKey}); installing from the registry.`
    )
    poisoned(
      `the actions cache entry ${loc.cacheKey} ${refused.kind === 'mismatch' ? "is not the image's tree" : refused.kind === 'outside' ? 'would write outside the tree' : 'is not an archive setup-rocm takes'}; delete it (gh cache delete ${loc.cacheKey})`
    )
    return undefined
  }
  if (refused || outcome.error) {
    log.warning(
      `Restoring from the actions cache failed (${refused?.why ?? outcome.error}); removed what it wrote; installing from the registry.`
    )
    return undefined
  }
  if (!outcome.hit) {
    log.info(`No actions cache entry for ${loc.cacheKey}.`)
    return undefined
  }
  findEntry(loc)
  const meta = readRecord(loc)
  if (!meta) {
    await removeEntry(loc)
    log.warning(
      `The actions cache entry ${loc.cacheKey} did not hold a complete tree; installing from the registry.`
    )
  }
  return meta
}
