// The finish both the action and the CLI run: install (unless a cached tree is given) -> the
// environment for the tree -> smoke test -> the result line. A tree that cannot load (a library
// missing, the runtime closure broken) is removed again: it must not be found by a later job. A
// tree that loads but does not compile for one of the asked targets (the image's device
// libraries lack it) is kept, with its record, and the step fails with the compiler's words: the
// target list is wrong, not the tree, and the next job should not download it again.
import { existsSync, promises as fs } from 'node:fs'
import { join } from 'node:path'
import type { ProgressSink } from '../progress.ts'
import { formatBytes, type Logger } from '../log.ts'
import type { Config } from '../config/inputs.ts'
import { install, type InstallResult } from './install.ts'
import { imageProgramEnvironment, rocmEnvironment, type RocmEnvironment } from './environment.ts'
import { recordOf, type InstallRecord } from './record.ts'
import { smokeTest, type SmokeResult } from '../smoke/smoke.ts'
import { loadCheck } from '../runtime/load-check.ts'
import { HOST_LIBRARIES } from '../runtime/closure.ts'
import { SmokeError } from '../errors.ts'
import { formatReference } from '../oci/reference.ts'
import type { MemoryPolicy } from '../memory.ts'
import type { DigestStore } from '../oci/digest-store.ts'

export interface SetupOptions {
  config: Config
  dest: string
  logger: Logger
  progress?: ProgressSink
  /** Replace an existing dest (CLI --force); else keep one a concurrent job promoted meanwhile. */
  replace: boolean
  /** A tree already at dest (a cache hit): no install, the smoke test still runs. */
  cached?: InstallRecord
  /** Where the smoke test may make its work directory (removed afterwards). */
  tempDir: string
  /** How messages name the inputs that give credentials (the action's or the CLI's). */
  credentialsHint?: string
  /** Removes a tree that cannot load (and whatever marks it installed). */
  discard: () => Promise<void>
  /**
   * Once installed, where the tree should live given its ROCm version (the action's tool-cache
   * entry is named after it); returns the new dest. Called before the environment and the checks.
   */
  relocate?: (rocmVersion: string) => Promise<string>
  /** Keeps a tree the smoke test kept although the step fails (the action writes its marker). */
  keep?: (record: InstallRecord) => Promise<void>
  /** Where a cache archive of the tree will be written afterwards (InstallOptions.archiveDir). */
  archiveDir?: string
  /** The entry point's memory policy (InstallOptions.memory). */
  memory?: MemoryPolicy
  /** Where the install keeps manifests and the index by digest (InstallOptions.store). */
  store?: DigestStore
}

export interface SetupResult {
  record: InstallRecord
  /** Set when this run installed the tree. */
  install?: InstallResult
  env: RocmEnvironment
  /** Undefined when the smoke test was turned off (or in runtime mode). */
  smoke?: SmokeResult[]
  /** Runtime mode: how many libraries the load check loaded from the install alone. */
  loaded?: number
  seconds: Record<string, number>
}

/** The install, its record, and the tree moved to its ROCm version's entry when asked. */
async function installFor(
  o: SetupOptions,
  seconds: Record<string, number>
): Promise<{ result: InstallResult; record: InstallRecord; dest: string }> {
  const { config, logger } = o
  let result = await logger.group(`Install ${formatReference(config.source.reference)}`, () =>
    install({
      source: config.source,
      dest: o.dest,
      credentials: config.credentials,
      credentialsHint: o.credentialsHint,
      network: config.network,
      mirrors: config.mirrors,
      index: config.index,
      logger,
      progress: o.progress,
      replace: o.replace,
      archiveDir: o.archiveDir,
      memory: o.memory,
      store: o.store
    })
  )
  seconds.resolve = result.seconds.resolve
  seconds.download = result.seconds.layers
  seconds.finalize = result.seconds.finalize
  const record = recordOf(config.source, result)
  let dest = o.dest
  if (o.relocate) {
    dest = await o.relocate(record.rocmVersion)
    result = { ...result, dest }
  }
  logger.info(
    `Installed ${result.image.digest} to ${dest}: ${formatBytes(record.bytesKept)} kept, ` +
      `${formatBytes(result.report.bytesPruned)} pruned, ${result.seconds.total.toFixed(1)} s.`
  )
  return { result, record, dest }
}

export async function setup(o: SetupOptions): Promise<SetupResult> {
  const { config, logger } = o
  const seconds: Record<string, number> = {}
  const { result, record, dest }: { result?: InstallResult; record: InstallRecord; dest: string } = o.cached
    ? { record: o.cached, dest: o.dest }
    : await installFor(o, seconds)
  const env = rocmEnvironment(dest, process.env, rel => existsSync(join(dest, rel)))
  let smoke: SmokeResult[] | undefined
  let loaded: number | undefined
  /** Runs a check in its own work dir; a tree that cannot load is removed (it must not be found again). */
  const check = async <T>(title: string, fn: (work: string) => Promise<T>): Promise<T> => {
    const t = performance.now()
    const work = await fs.mkdtemp(join(o.tempDir, 'setup-rocm-smoke-'))
    try {
      return await logger.group(title, () => fn(work))
    } catch (e) {
      await afterFailedCheck(e, o, record, dest)
      throw e
    } finally {
      await fs.rm(work, { recursive: true, force: true })
      seconds.smoke = (performance.now() - t) / 1000
    }
  }
  // Which check runs comes from the inputs, never from the record: a record that names a closure
  // in full mode (a cached one, say) does not turn the smoke test into a load check of its list.
  if (config.smokeTest && config.source.mode === 'runtime') {
    const closure = record.closure
    loaded = await check('Load check (runtime closure)', async work => {
      if (!closure?.libraries.length)
        throw new SmokeError(
          `the install record of ${dest} names no runtime closure to load; install it again`
        )
      return loadCheck(
        dest,
        closure.libraries.map(l => l.path),
        HOST_LIBRARIES,
        work
      )
    })
    logger.info(`${loaded} libraries of the closure load with only the install on the library path.`)
  } else if (config.smokeTest) {
    const pruned = record.prunedLibraries
    smoke = await check('Smoke test', work =>
      smokeTest({
        rocmPath: dest,
        targets: config.gfxTargets,
        env: imageProgramEnvironment(process.env, env),
        workDir: work,
        logger,
        prunedLibraries: pruned
      })
    )
    record.smoke = { compiled: smoke.map(s => s.target), failed: [] }
    for (const s of smoke)
      logger.info(
        `${s.target}: ${s.run === 'ran' ? 'compiled, loaded and ran on the GPU' : 'compiled and loaded, no GPU to run on'}`
      )
  }
  logger.info(`ROCm ${record.rocmVersion} is ready at ${dest}.`)
  return { record, install: result, env, smoke, loaded, seconds }
}

/**
 * After a check failed with `e`: a tree that loads but did not compile for every target is kept
 * (the caller records it); one that does not work is removed, so that it is never found again.
 */
async function afterFailedCheck(
  e: unknown,
  o: SetupOptions,
  kept: InstallRecord,
  dest: string
): Promise<void> {
  if (e instanceof SmokeError && !e.treeBroken) {
    if (e.targets) kept.smoke = e.targets
    await o.keep?.(kept)
    o.logger.info(
      `Kept ${dest}: it loads, and compiles for ${kept.smoke?.compiled.join(', ') || 'none of the targets'}.`
    )
  } else {
    await o.discard()
    o.logger.info(`Removed ${dest}: it does not work.`)
  }
}
