// The post step: save the installed tree to the actions cache when main installed it from the
// registry and its smoke test passed (main saves that in the state), whatever happened to the job
// afterwards: action.yml runs post `always()`, so a failing build step does not throw the pull
// away. Cache failures are warnings, never a failed job.
import * as core from '@actions/core'
import * as cache from '@actions/cache'
import { existsSync } from 'node:fs'
import { State } from './constants.ts'

/** Whether this job can reach the actions cache service at all. */
export function cacheUsable(): boolean {
  try {
    return cache.isFeatureAvailable()
  } catch {
    return false
  }
}

/** The post step; any failure is a warning. */
export async function run(): Promise<void> {
  try {
    await saveCache()
  } catch (e) {
    core.warning(`setup-rocm post: ${(e as Error)?.message ?? String(e)}`)
  }
}

export async function saveCache(): Promise<void> {
  if (core.getState(State.SaveCache) !== 'true') {
    const why = core.getState(State.NotSaved)
    core.info(`Nothing to save: ${why || 'the main step did not get as far as the install'}.`)
    return
  }
  const key = core.getState(State.CacheKey)
  const paths = JSON.parse(core.getState(State.CachePaths) || '[]') as string[]
  const entry = core.getState(State.EntryDir)
  if (!key || !paths.length || !entry || !existsSync(entry) || !existsSync(`${entry}.complete`)) {
    core.warning('The installed tree is gone; not saving it to the actions cache.')
    return
  }
  if (!cacheUsable()) {
    core.warning('The actions cache service is not available; the tree was not saved.')
    return
  }
  try {
    const id = await cache.saveCache(paths, key)
    if (id !== -1) core.info(`Saved the ROCm tree to the actions cache as ${key}.`)
  } catch (e) {
    const err = e as Error
    if (err.name === 'ReserveCacheError') core.info(`Another job is saving ${key} already: ${err.message}`)
    else core.warning(`Saving to the actions cache failed: ${err.message}`)
  }
}
