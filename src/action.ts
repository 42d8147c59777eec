// The action's flow, the setup-go way: inputs -> tool cache -> @actions/cache -> registry ->
// environment and outputs -> smoke test -> summary. The pipeline itself (install, smoke,
// environment) is the core shared with the CLI; this file only wires it to the runner.
import * as core from '@actions/core'
import * as cache from '@actions/cache'
import { existsSync, promises as fs, statfsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from './log.ts'
import { parseInputs, type Config } from './inputs.ts'
import { locate, readMeta, rocmVersion, type Location, type Meta, FORMAT } from './cache-key.ts'
import { install, type InstallResult } from './install.ts'
import { applyEnvironment, rocmEnvironment } from './environment.ts'
import { smokeTest, type SmokeResult } from './smoke.ts'
import { renderSummary } from './summary.ts'

export const State = {
  CacheKey: 'cache-key',
  CachePaths: 'cache-paths',
  SaveCache: 'save-cache'
} as const

export const Outputs = {
  RocmPath: 'rocm-path',
  RocmVersion: 'rocm-version',
  Digest: 'digest',
  CacheHit: 'cache-hit',
  CacheSource: 'cache-source'
} as const

export const actionsLogger: Logger = {
  debug: m => core.debug(m),
  info: m => core.info(m),
  warning: m => core.warning(m),
  group: (title, fn) => core.group(title, fn)
}

function diskFree(dir: string): number | undefined {
  try {
    const s = statfsSync(dir)
    return s.bavail * s.bsize
  } catch {
    return undefined
  }
}

function cacheUsable(): boolean {
  try {
    return cache.isFeatureAvailable()
  } catch {
    return false
  }
}

async function restoreFromActionsCache(loc: Location): Promise<Meta | undefined> {
  try {
    const hit = await cache.restoreCache([loc.dir, loc.marker], loc.cacheKey)
    if (!hit) {
      core.info(`No actions cache entry for ${loc.cacheKey}.`)
      return undefined
    }
    const meta = readMeta(loc)
    if (!meta)
      core.warning(
        `The actions cache entry ${loc.cacheKey} did not hold a complete tree; installing from the registry.`
      )
    return meta
  } catch (e) {
    core.warning(
      `Restoring from the actions cache failed (${(e as Error).message}); installing from the registry.`
    )
    return undefined
  }
}

async function removeEntry(loc: Location): Promise<void> {
  await fs.rm(loc.marker, { force: true })
  await fs.rm(loc.dir, { recursive: true, force: true })
}

export async function run(): Promise<void> {
  const t0 = performance.now()
  const cfg: Config = parseInputs(name => core.getInput(name))
  if (cfg.credentials) {
    core.setSecret(cfg.credentials.password)
    core.setSecret(Buffer.from(`${cfg.credentials.username}:${cfg.credentials.password}`).toString('base64'))
  }
  if (process.env.HSA_OVERRIDE_GFX_VERSION)
    core.warning(
      `HSA_OVERRIDE_GFX_VERSION=${process.env.HSA_OVERRIDE_GFX_VERSION} is set in this job. ROCm 10 supports ${cfg.gfxTargets.join(', ')} natively; ` +
        'the override aliases the GPU agent away from the code objects you compile, so kernels may fail to launch. setup-rocm never sets it; remove it from the job.'
    )
  const toolCache = process.env.RUNNER_TOOL_CACHE || join(tmpdir(), 'setup-rocm-tool-cache')
  const os = (process.env.RUNNER_OS || process.platform).toLowerCase()
  const arch = (process.env.RUNNER_ARCH || process.arch).toLowerCase()
  const loc = locate(cfg, toolCache, os, arch)
  await fs.mkdir(toolCache, { recursive: true })
  const freeBefore = diskFree(toolCache)
  const seconds: Record<string, number> = {}

  let source: 'tool-cache' | 'actions-cache' | 'registry' = 'registry'
  let meta = readMeta(loc)
  let result: InstallResult | undefined
  if (meta) {
    source = 'tool-cache'
    core.info(`Found ROCm ${meta.rocmVersion} in the tool cache: ${loc.dir}`)
  } else if (cfg.cache && cacheUsable()) {
    const tc = performance.now()
    meta = await core.group('Restore from the actions cache', () => restoreFromActionsCache(loc))
    seconds['cache restore'] = (performance.now() - tc) / 1000
    if (meta) source = 'actions-cache'
  } else if (cfg.cache) {
    core.info(
      'The actions cache service is not available to this job; the tree will not be cached across jobs.'
    )
  }
  if (!meta) {
    await removeEntry(loc)
    result = await core.group(`Install ${cfg.image}`, () =>
      install({
        image: cfg.image,
        imagePath: cfg.imagePath,
        prune: cfg.prune,
        protect: cfg.protect,
        platform: cfg.platform,
        dest: loc.dir,
        credentials: cfg.credentials,
        logger: actionsLogger
      })
    )
    seconds.resolve = result.seconds.resolve
    seconds.download = result.seconds.layers
    seconds.finalize = result.seconds.finalize
    meta = {
      format: FORMAT,
      image: cfg.image,
      pinned: result.image.pinned,
      digest: result.image.digest,
      rocmVersion: rocmVersion(loc.dir),
      realPath: result.realPath,
      prunedLibraries: result.apply.prunedLibraries,
      bytesKept: result.final.bytesKept,
      installedAt: new Date().toISOString()
    }
    const mine = result.unmatchedPrune.filter(p => cfg.prune.includes(p))
    for (const p of mine)
      core.warning(`Your prune pattern "${p}" matched nothing in this image: is it stale after a ROCm bump?`)
    const builtIn = result.unmatchedPrune.length - mine.length
    if (builtIn)
      core.info(
        `${builtIn} built-in prune patterns matched nothing in this image (listed in the job summary).`
      )
  }
  seconds['found tree'] = (performance.now() - t0) / 1000

  const env = rocmEnvironment(loc.dir, process.env, rel => existsSync(join(loc.dir, rel)))
  for (const [k, v] of Object.entries(env.vars)) core.exportVariable(k, v)
  for (const p of env.path) core.addPath(p)
  core.setOutput(Outputs.RocmPath, loc.dir)
  core.setOutput(Outputs.RocmVersion, meta.rocmVersion)
  core.setOutput(Outputs.Digest, meta.digest)
  core.setOutput(Outputs.CacheHit, source === 'registry' ? 'false' : 'true')
  core.setOutput(Outputs.CacheSource, source)

  let smoke: SmokeResult[] | undefined
  if (cfg.smokeTest) {
    const ts = performance.now()
    try {
      smoke = await core.group('Smoke test', () =>
        smokeTest({
          rocmPath: loc.dir,
          targets: cfg.gfxTargets,
          env: applyEnvironment(process.env, env),
          workDir: join(process.env.RUNNER_TEMP || tmpdir(), `setup-rocm-smoke-${process.pid}`),
          logger: actionsLogger,
          prunedLibraries: meta.prunedLibraries
        })
      )
    } catch (e) {
      // A tree that does not work must not be found again: no tool-cache entry, no cache save.
      await removeEntry(loc)
      throw e
    }
    seconds.smoke = (performance.now() - ts) / 1000
    for (const s of smoke)
      core.info(
        `${s.target}: ${s.run === 'ran' ? 'compiled, loaded and ran on the GPU' : 'compiled and loaded, no GPU to run on'}`
      )
  }
  if (source === 'registry') await fs.writeFile(loc.marker, JSON.stringify(meta, null, 2))
  const shouldSave = cfg.cache && source === 'registry'
  core.saveState(State.CacheKey, loc.cacheKey)
  core.saveState(State.CachePaths, JSON.stringify([loc.dir, loc.marker]))
  core.saveState(State.SaveCache, String(shouldSave))
  seconds.total = (performance.now() - t0) / 1000

  const md = renderSummary({
    image: cfg.image,
    digest: meta.digest,
    rocmPath: loc.dir,
    rocmVersion: meta.rocmVersion,
    source,
    install: result,
    smoke,
    smokeSkipped: !cfg.smokeTest,
    seconds,
    diskFreeBefore: freeBefore,
    diskFreeAfter: diskFree(toolCache),
    env: { ...env.vars, PATH: `${env.path.join(':')}:…` }
  })
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(md).write()
}

/** The post step: save the tree to the actions cache when main installed it from the registry. */
export async function post(): Promise<void> {
  if (core.getState(State.SaveCache) !== 'true') {
    core.info('Nothing to save: the tree came from a cache, caching is off, or the install did not finish.')
    return
  }
  const key = core.getState(State.CacheKey)
  const paths = JSON.parse(core.getState(State.CachePaths) || '[]') as string[]
  if (!key || !paths.length || !paths.every(p => existsSync(p))) {
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
