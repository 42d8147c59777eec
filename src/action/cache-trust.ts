// Whether the action uses a tree it found in the tool cache or restored from the actions cache:
// with a seek index (the index input, or the one versions.json names for the image) the tree is
// verified first (pipeline/verify.ts) and used only if it is exactly what the pinned image makes;
// without one nothing can vouch for it, and cache-verify says whether it is used anyway (saying
// so) or not at all. A tree that fails is never used: the install goes to the registry, and a
// poisoned actions-cache entry is named with the command that deletes it.
import type { Logger } from '../log.ts'
import type { Config } from '../config/inputs.ts'
import { Inputs } from '../config/options.ts'
import type { InstallRecord } from '../pipeline/record.ts'
import { TreeMismatchError, verifyTree, type Verified } from '../pipeline/verify.ts'
import { formatBytes } from '../log.ts'
import { DigestStore } from '../oci/digest-store.ts'
import { pinsOf } from './tool-cache.ts'

export type CachedFrom = 'tool-cache' | 'actions-cache'

export interface Trust {
  /** Use the tree (its record); undefined: install from the registry. */
  use?: InstallRecord
  verified?: Verified
  /** The actions-cache entry under this key is not the image's: nothing may be saved over it. */
  poisoned?: string
}

/** Whether a cache may be looked at at all: without an index, cache-verify: required never uses one. */
export function cacheUsableUnverified(cfg: Pick<Config, 'cacheVerify' | 'index'>): boolean {
  return !!cfg.index || cfg.cacheVerify !== 'required'
}

/** Decides about the tree at `dir` with record `meta` from `from` (cache key `key`). */
export async function trustCached(
  cfg: Config,
  from: CachedFrom,
  dir: string,
  meta: InstallRecord,
  key: string,
  log: Logger
): Promise<Trust> {
  if (!cfg.index) {
    if (cfg.cacheVerify === 'required') {
      log.info(
        `Not using the tree from the ${from} (${dir}): there is no seek index to verify it against, and ${Inputs.CacheVerify} is required; installing from the registry.`
      )
      return {}
    }
    return { use: meta }
  }
  const contents = from === 'actions-cache' || cfg.toolCacheVerify === 'contents'
  try {
    const verified = await log.group(`Verify the tree from the ${from}`, () =>
      verifyTree({
        dir,
        source: cfg.source,
        index: cfg.index!,
        record: meta,
        contents,
        credentials: cfg.credentials,
        network: cfg.network,
        threads: cfg.threads,
        logger: log,
        store: new DigestStore(pinsOf(dir))
      })
    )
    log.info(
      `Verified the tree from the ${from} against the seek index ${verified.index.source} (${verified.index.digest}): ` +
        `${verified.files} files, ${formatBytes(verified.bytes)}, ${verified.contents ? 'every file hashed' : 'metadata only (no file hashed)'}, in ${verified.seconds.toFixed(1)} s.`
    )
    return { use: meta, verified }
  } catch (e) {
    if (e instanceof TreeMismatchError) {
      const fix =
        from === 'actions-cache'
          ? ` Delete the entry (gh cache delete ${key}): entries cannot be overwritten, so this job does not save over it, and later jobs restore it until it is deleted.`
          : ` It is removed from the tool cache.`
      log.warning(
        `The tree from the ${from} (key ${key}) is not what the pinned image makes: ${e.message}. Not using it; installing from the registry.${fix}`
      )
      return from === 'actions-cache'
        ? {
            poisoned: `the actions cache entry ${key} is not the image's tree; delete it (gh cache delete ${key})`
          }
        : {}
    }
    if (cfg.cacheVerify === 'required') {
      log.warning(
        `The tree from the ${from} could not be verified (${(e as Error).message}), and ${Inputs.CacheVerify} is required; installing from the registry.`
      )
      return {}
    }
    log.warning(
      `The tree from the ${from} could not be verified (${(e as Error).message}); using it unverified (${Inputs.CacheVerify}: required refuses it instead).`
    )
    return { use: meta }
  }
}
