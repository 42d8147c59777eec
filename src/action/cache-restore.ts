// Restore from the GitHub Actions cache, bounded in time. @actions/cache's segment timeout covers
// its Azure download path only, and its plain-HTTP path waits up to minutes on a trickling
// connection, so the restore runs on a thread of its own (cache-restore-worker.ts) that is
// terminated when the deadline passes: then the job falls back to the registry with a warning,
// and no download goes on behind its back. Failures are warnings, never a failed job.
import { Worker } from 'node:worker_threads'
import { workerUrl } from '../worker-url.ts'
import type { Logger } from '../log.ts'
import { readRecord, type Location } from './tool-cache.ts'
import type { InstallRecord } from '../pipeline/record.ts'

/** SEGMENT_DOWNLOAD_TIMEOUT_MINS (the cache toolkit's own knob) bounds the whole restore; default 10 min. */
export function restoreDeadlineMs(env: Record<string, string | undefined> = process.env): number {
  const mins = Number(env.SEGMENT_DOWNLOAD_TIMEOUT_MINS)
  return Number.isFinite(mins) && mins > 0 ? mins * 60_000 : 10 * 60_000
}

export async function restoreFromActionsCache(
  loc: Location,
  log: Logger
): Promise<InstallRecord | undefined> {
  const deadline = restoreDeadlineMs()
  const worker = new Worker(
    workerUrl(import.meta.url, './cache-restore-worker.ts', 'cache-restore-worker.js'),
    {
      workerData: { paths: [loc.dir, loc.marker], key: loc.cacheKey, segmentTimeoutInMs: deadline }
    }
  )
  let timer: NodeJS.Timeout | undefined
  let answer: { hit?: boolean; error?: string } | undefined
  worker.on('message', (m: { hit?: boolean; error?: string }) => (answer = m))
  // The thread exits by itself after answering (its log lines, written to stdout from the thread,
  // reach the job log only if it is not cut short); it is terminated only past the deadline.
  const outcome = await new Promise<{ hit?: boolean; error?: string; timeout?: boolean }>(resolve => {
    timer = setTimeout(() => resolve({ timeout: true }), deadline)
    worker.on('error', e => resolve({ error: e.message }))
    worker.on('exit', code => resolve(answer ?? { error: `the restore thread exited with code ${code}` }))
  })
  clearTimeout(timer)
  if (outcome.timeout) {
    await worker.terminate()
    log.warning(
      `Restoring from the actions cache took longer than ${(deadline / 60_000).toFixed(1)} min (SEGMENT_DOWNLOAD_TIMEOUT_MINS); installing from the registry instead.`
    )
    return undefined
  }
  if (outcome.error) {
    log.warning(`Restoring from the actions cache failed (${outcome.error}); installing from the registry.`)
    return undefined
  }
  if (!outcome.hit) {
    log.info(`No actions cache entry for ${loc.cacheKey}.`)
    return undefined
  }
  const meta = readRecord(loc)
  if (!meta)
    log.warning(
      `The actions cache entry ${loc.cacheKey} did not hold a complete tree; installing from the registry.`
    )
  return meta
}
