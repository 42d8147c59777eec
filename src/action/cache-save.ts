// The post step: save the installed tree to the actions cache when main installed it from the
// registry, the tree is ready and no rule refuses it (decided here from what main saved in the
// state, as setup-go's cache-save.ts decides from its two keys), whatever happened to the job
// afterwards: action.yml runs post `always()`, so a failing build step does not throw the pull
// away. Cache failures are warnings, never a failed job.
import * as core from '@actions/core'
import * as cache from '@actions/cache'
import { existsSync } from 'node:fs'
import { State } from './constants.ts'
import { actionsLogger } from './logger.ts'
import { lazyPost } from './lazy-post.ts'

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
    await lazyPost()
  } catch (e) {
    actionsLogger.warning(`setup-rocm post: the lazy mount: ${(e as Error)?.message ?? String(e)}`)
  }
  try {
    await saveCache()
  } catch (e) {
    actionsLogger.warning(`setup-rocm post: ${(e as Error)?.message ?? String(e)}`)
  }
}

/**
 * Why post does not save, from main's state (undefined: it saves): the key says main got as far as
 * the install, `from` that the tree is ready and where it came from, `refused` why this job may not
 * save.
 */
export function whyNotSave(key: string, from: string, refused: string): string | undefined {
  if (from === 'lazy-mount') return 'the tree was mounted lazily, so there is no complete tree to save'
  if (!key) return 'the main step did not get as far as the install'
  if (!from) return 'the install or its smoke test did not finish'
  if (from !== 'registry') return `the tree came from the ${from} (key ${key})`
  return refused || undefined
}

export async function saveCache(): Promise<void> {
  const key = core.getState(State.CacheKey)
  const why = whyNotSave(key, core.getState(State.TreeFrom), core.getState(State.SaveRefused))
  if (why) {
    actionsLogger.info(`Nothing to save: ${why}.`)
    return
  }
  const paths = JSON.parse(core.getState(State.CachePaths) || '[]') as string[]
  const entry = core.getState(State.EntryDir)
  if (!key || !paths.length || !entry || !existsSync(entry) || !existsSync(`${entry}.complete`)) {
    actionsLogger.warning('The installed tree is gone; not saving it to the actions cache.')
    return
  }
  if (!cacheUsable()) {
    actionsLogger.warning('The actions cache service is not available; the tree was not saved.')
    return
  }
  try {
    const id = await cache.saveCache(paths, key)
    if (id !== -1) actionsLogger.info(`Saved the ROCm tree to the actions cache as ${key}.`)
  } catch (e) {
    const err = e as Error
    if (err.name === 'ReserveCacheError')
      actionsLogger.info(`Another job is saving ${key} already: ${err.message}`)
    else actionsLogger.warning(`Saving to the actions cache failed: ${err.message}`)
  }
}
