// Whether the action uses a tree it found in the tool cache or restored from the actions cache:
// with a seek index (the index input, or the one versions.json names for the image) the tree is
// verified first (verify/verify.ts) and used only if it is exactly what the pinned image makes,
// owned by this job's user and changeable by no one else; without one nothing can vouch for it,
// and cache-verify says whether it is used anyway (saying so) or not at all. Verification fails
// closed: a tree that could not be verified (an error, not a difference) is not used either, but
// only a proven difference marks an actions-cache entry as poisoned, so an outage never tells a
// user to delete a good entry.
import { dirname } from 'node:path'
import type { Logger } from '../log.ts'
import type { Config } from '../config/inputs.ts'
import { Inputs } from '../config/options.ts'
import type { InstallRecord } from '../pipeline/record.ts'
import {
  checkExpected,
  expectTree,
  TreeMismatchError,
  type ExpectedTree,
  type Verified
} from '../verify/verify.ts'
import { formatBytes } from '../log.ts'
import { DigestStore } from '../oci/digest-store.ts'
import { notOurDirectory, pinsOf } from './tool-cache.ts'

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

/**
 * The tree the image and index make: what a cached tree must be. `dir`: a tree whose kept
 * documents (manifests, the index) may answer instead of the registry.
 */
export function expectFor(cfg: Config, dir: string | undefined, log: Logger): Promise<ExpectedTree> {
  return expectTree({
    source: cfg.source,
    index: cfg.index!,
    credentials: cfg.credentials,
    network: cfg.network,
    threads: cfg.threads,
    logger: log,
    ...(dir ? { store: new DigestStore(pinsOf(dir)) } : {})
  })
}

/**
 * `<tool cache>/setup-rocm` and the entry directory above the tree must be directories of this
 * job's user (tool-cache.ts notOurDirectory). Returns why the tree must not be used, if it must not.
 */
export function containerProblem(dir: string): string | undefined {
  return notOurDirectory(dirname(dirname(dir))) ?? notOurDirectory(dirname(dir))
}

export interface TrustOptions {
  /** The expectation, when the caller made it already (a restore checked files against it). */
  expected?: ExpectedTree
  /** Files the restore hashed against the plan as it wrote them. */
  hashed?: ReadonlySet<string>
}

/** Decides about the tree at `dir` with record `meta` from `from` (cache key `key`). */
export async function trustCached(
  cfg: Config,
  from: CachedFrom,
  dir: string,
  meta: InstallRecord,
  key: string,
  log: Logger,
  o: TrustOptions = {}
): Promise<Trust> {
  if (!cfg.index && cfg.cacheVerify === 'required') {
    log.info(
      `Not using the tree from the ${from} (${dir}): there is no seek index to verify it against, and ${Inputs.CacheVerify} is required; installing from the registry.`
    )
    return {}
  }
  // Where the tree lives is the runner's, not the entry's: not used, not called poisoned.
  const problem = containerProblem(dir)
  if (problem) {
    log.warning(`Not using the tree from the ${from} (${dir}): ${problem}; installing from the registry.`)
    return {}
  }
  if (!cfg.index) return { use: meta }
  const contents = from === 'actions-cache' || cfg.toolCacheVerify === 'contents'
  try {
    const verified = await log.group(`Verify the tree from the ${from}`, async () =>
      checkExpected(o.expected ?? (await expectFor(cfg, dir, log)), {
        dir,
        source: cfg.source,
        record: meta,
        contents,
        hashed: o.hashed,
        owner: process.getuid?.(),
        threads: cfg.threads
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
    // Not a difference, but not a proof of sameness either: the tree is not used (and the entry
    // is not called poisoned).
    log.warning(
      `The tree from the ${from} could not be verified (${(e as Error).message}); not using it, installing from the registry.`
    )
    return {}
  }
}
