// The finish both the action and the CLI run: install (unless a cached tree is given) -> the
// environment for the tree -> smoke test -> on failure remove the tree -> the result line. The
// callers only decide where the tree goes and what to do with the result (export it to the job,
// or print it).
import { existsSync, promises as fs } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../log.ts'
import type { ProgressSink } from '../progress.ts'
import { formatBytes } from '../format.ts'
import type { Config } from '../config/inputs.ts'
import { install, type InstallResult } from './install.ts'
import { imageProgramEnvironment, rocmEnvironment, type RocmEnvironment } from './environment.ts'
import { loadCheck, smokeTest, type SmokeResult } from '../smoke/smoke.ts'
import { HOST_LIBRARIES } from '../runtime/closure.ts'
import { FORMAT, rocmVersion, type Meta } from '../action/tool-cache.ts'
import { formatReference } from '../oci/reference.ts'

export interface SetupOptions {
  config: Config
  dest: string
  logger: Logger
  progress?: ProgressSink
  /** Replace an existing dest (CLI --force); else keep one a concurrent job promoted meanwhile. */
  replace: boolean
  /** A tree already at dest (a cache hit): no install, the smoke test still runs. */
  cached?: Meta
  /** Where the smoke test may make its work directory (removed afterwards). */
  tempDir: string
  /** Removes a tree that failed its smoke test (and whatever marks it installed). */
  discard: () => Promise<void>
}

export interface SetupResult {
  meta: Meta
  /** Set when this run installed the tree. */
  install?: InstallResult
  env: RocmEnvironment
  /** Undefined when the smoke test was turned off (or in runtime mode). */
  smoke?: SmokeResult[]
  /** Runtime mode: how many libraries the load check loaded from the install alone. */
  loaded?: number
  seconds: Record<string, number>
}

/** The record a finished install leaves beside the tree. */
export function metaFor(config: Config, r: InstallResult): Meta {
  return {
    format: FORMAT,
    image: formatReference(config.source.reference),
    pinned: r.image.pinned,
    digest: r.image.digest,
    rocmVersion: rocmVersion(r.dest),
    realPath: r.realPath,
    prunedLibraries: r.report.prunedLibraries,
    bytesKept: r.closure?.bytes ?? r.report.bytesKept,
    installedAt: new Date().toISOString(),
    ...(r.closure ? { closure: r.closure } : {})
  }
}

export async function setup(o: SetupOptions): Promise<SetupResult> {
  const { config, dest, logger } = o
  const seconds: Record<string, number> = {}
  let result: InstallResult | undefined
  let meta = o.cached
  if (!meta) {
    result = await logger.group(`Install ${formatReference(config.source.reference)}`, () =>
      install({
        source: config.source,
        dest,
        credentials: config.credentials,
        network: config.network,
        mirrors: config.mirrors,
        logger,
        progress: o.progress,
        replace: o.replace
      })
    )
    seconds.resolve = result.seconds.resolve
    seconds.download = result.seconds.layers
    seconds.finalize = result.seconds.finalize
    meta = metaFor(config, result)
    logger.info(
      `Installed ${result.image.digest} to ${dest}: ${formatBytes(result.report.bytesKept)} kept, ` +
        `${formatBytes(result.report.bytesPruned)} pruned, ${result.seconds.total.toFixed(1)} s.`
    )
  }
  const env = rocmEnvironment(dest, process.env, rel => existsSync(join(dest, rel)))
  let smoke: SmokeResult[] | undefined
  let loaded: number | undefined
  /** Runs a check in its own work dir; a tree that fails it is removed (it must not be found again). */
  const check = async <T>(title: string, fn: (work: string) => Promise<T>): Promise<T> => {
    const t = performance.now()
    const work = await fs.mkdtemp(join(o.tempDir, 'setup-rocm-smoke-'))
    try {
      return await logger.group(title, () => fn(work))
    } catch (e) {
      await o.discard()
      logger.info(`Removed ${dest}: it does not work.`)
      throw e
    } finally {
      await fs.rm(work, { recursive: true, force: true })
      seconds.smoke = (performance.now() - t) / 1000
    }
  }
  const closure = meta.closure
  if (config.smokeTest && closure) {
    loaded = await check('Load check (runtime closure)', work =>
      loadCheck(
        dest,
        closure.libraries.map(l => l.path),
        HOST_LIBRARIES,
        work
      )
    )
    logger.info(`${loaded} libraries of the closure load with only the install on the library path.`)
  } else if (config.smokeTest) {
    const pruned = meta.prunedLibraries
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
    for (const s of smoke)
      logger.info(
        `${s.target}: ${s.run === 'ran' ? 'compiled, loaded and ran on the GPU' : 'compiled and loaded, no GPU to run on'}`
      )
  }
  logger.info(`ROCm ${meta.rocmVersion} is ready at ${dest}.`)
  return { meta, install: result, env, smoke, loaded, seconds }
}
