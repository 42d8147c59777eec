// What the action does with caches besides restoring and saving them: whether this job may save
// (cache: restore never does; jobs that run in the base branch's cache scope on behalf of forks do
// not, unless asked), and what it says of a tree it did not verify. Pure: the inputs and the event.
import type { Config } from '../config/inputs.ts'
import { Inputs } from '../config/options.ts'

/**
 * Events whose jobs run in the base branch's cache scope but often for a fork's code: an entry
 * they save is restored by later jobs of the default branch (cache poisoning).
 */
export const UNTRUSTED_EVENTS: ReadonlySet<string> = new Set(['pull_request_target', 'workflow_run'])

export interface SaveRefusal {
  reason: string
  /** Said as a notice (the user may not expect it), not only in post's log. */
  notice: boolean
}

/** Why a tree installed from the registry will not be saved; undefined when it will be. */
export function saveRefusal(
  cfg: Pick<Config, 'cache' | 'cacheSave' | 'cacheSaveUntrusted'>,
  event: string | undefined
): SaveRefusal | undefined {
  if (!cfg.cache) return { reason: 'caching is off (cache: false)', notice: false }
  if (!cfg.cacheSave) return { reason: 'cache: restore restores the tree but never saves it', notice: false }
  if (event && UNTRUSTED_EVENTS.has(event) && !cfg.cacheSaveUntrusted)
    return {
      reason:
        `this ${event} job runs in the base branch's cache scope, often for a fork's code, and what it saves ` +
        `later jobs of that branch restore; set ${Inputs.CacheSaveUntrustedEvents}: true to save from it anyway`,
      notice: true
    }
  return undefined
}

/** What the log and the job summary say of a tree taken from a cache without verifying it. */
export function unverified(source: 'tool-cache' | 'actions-cache'): string {
  return (
    `The tree from the ${source} was not verified: there is no seek index for this image to check it against, ` +
    `so it is as trustworthy as every job that can write to that cache. Give one (the ${Inputs.Index} input, or a versions.json row that names one) ` +
    `to verify every cached tree, or set ${Inputs.CacheVerify}: required to install from the registry instead (every byte verified against the pinned digest).`
  )
}
