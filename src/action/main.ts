// The action's main step, the setup-go way: inputs -> tool-cache lock -> tool cache ->
// @actions/cache -> registry -> smoke test (setup.ts, shared with the CLI) -> marker, environment,
// outputs, state for post, job summary. This file only wires the pipeline to the runner.
import * as core from '@actions/core'
import { actionsLogger } from './logger.ts'
import { neutralise } from '../log.ts'
import { existsSync, statfsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Outputs, State } from './constants.ts'
import { parseInputs, type Config } from '../config/inputs.ts'
import {
  findEntry,
  locate,
  pinsOf,
  readRecord,
  relocate,
  removeEntry,
  removeEntryNow,
  writeRecord,
  type Location
} from './tool-cache.ts'
import { onInterrupt } from '../pipeline/interrupt.ts'
import { DigestStore } from '../oci/digest-store.ts'
import { acquireLock } from './lock.ts'
import type { InstallRecord } from '../pipeline/record.ts'
import { restoreFromActionsCache } from './restore/restore.ts'
import { expectedFiles, type ExpectedTree } from '../verify/verify.ts'
import { cacheUsable } from './cache-save.ts'
import { saveRefusal, unverified, type SaveRefusal } from './cache-policy.ts'
import { cacheUsableUnverified, expectFor, trustCached, type Trust } from './cache-trust.ts'
import { Inputs } from '../config/options.ts'
import { setup, type SetupResult } from '../pipeline/setup.ts'
import { renderSummary } from './summary.ts'
import { formatReference } from '../oci/reference.ts'
import { DEFAULT_PRUNE } from '../layers/prune.ts'
import { NO_MEMORY_POLICY, type MemoryPolicy } from '../memory.ts'
import { finishLazy, inputsAsText, mountLazily } from './lazy.ts'

function diskFree(dir: string): number | undefined {
  try {
    const s = statfsSync(dir)
    return s.bavail * s.bsize
  } catch {
    return undefined
  }
}

/** The hipcc/clang problem matcher (.github/hipcc-matcher.json of this action), if it is there. */
function problemMatcher(): string | undefined {
  const here = new URL(import.meta.url)
  here.search = ''
  for (const rel of [
    '../.github/hipcc-matcher.json',
    '../../.github/hipcc-matcher.json',
    '../../../.github/hipcc-matcher.json'
  ]) {
    const p = fileURLToPath(new URL(rel, here))
    if (existsSync(p)) return p
  }
  return undefined
}

/** An input as the runner gave it; undefined when the runner set no INPUT_ variable at all. */
const actionInput = (name: string): string | undefined =>
  process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] === undefined
    ? undefined
    : core.getInput(name)

/** The main step; every failure becomes the step's one error line (GitHub's local runner calls this too). */
export async function run(memory: MemoryPolicy = NO_MEMORY_POLICY): Promise<void> {
  try {
    await step(memory)
  } catch (e) {
    const err = e as Error
    // A failure's message can quote a registry's or an index's words: neutralised as every log line is.
    core.setFailed(neutralise(err?.message ?? String(e)))
    if (err?.stack) actionsLogger.debug(err.stack)
  }
}

type TreeSource = 'tool-cache' | 'actions-cache' | 'registry'

/**
 * A tree already there, trusted for what it is (cache-trust.ts): from the tool cache, else restored
 * from the actions cache; the registry when neither can be used.
 */
async function findCached(
  cfg: ReturnType<typeof parseInputs>,
  loc: ReturnType<typeof locate>,
  seconds: Record<string, number>
): Promise<{ source: TreeSource; trust: Trust }> {
  const meta: InstallRecord | undefined = readRecord(loc)
  let trust: Trust = {}
  if (meta) {
    actionsLogger.info(`Found ROCm ${meta.rocmVersion} in the tool cache: ${loc.dir}`)
    trust = await trustCached(cfg, 'tool-cache', loc.dir, meta, loc.cacheKey, actionsLogger)
    return { source: trust.use ? 'tool-cache' : 'registry', trust }
  }
  if (!cfg.cache) return { source: 'registry', trust }
  if (!cacheUsableUnverified(cfg)) {
    actionsLogger.info(
      `Not restoring from the actions cache: there is no seek index to verify a restored tree against, and ${Inputs.CacheVerify} is required.`
    )
    return { source: 'registry', trust }
  }
  if (!cacheUsable()) {
    actionsLogger.info(
      'The actions cache service is not available to this job; the tree will not be cached across jobs.'
    )
    return { source: 'registry', trust }
  }
  const tc = performance.now()
  // Where an index is pinned, the restore checks each file against the plan as it writes it: the
  // plan is made while the archive downloads (a failure to make it is a failure to verify: nothing
  // restored is used).
  const expecting = cfg.index ? expectFor(cfg, undefined, actionsLogger) : undefined
  expecting?.catch(() => {})
  const restored = await core.group('Restore from the actions cache', () =>
    restoreFromActionsCache(loc, actionsLogger, {
      poisoned: why => (trust = { poisoned: why }),
      ...(expecting ? { expected: expecting.then(expectedFiles) } : {})
    })
  )
  let expected: ExpectedTree | undefined
  try {
    expected = await expecting
  } catch (e) {
    await removeEntry(loc)
    actionsLogger.warning(
      `Not using a tree from the actions cache: it could not be verified (${(e as Error).message}); installing from the registry.`
    )
    return { source: 'registry', trust }
  }
  seconds['cache restore'] = (performance.now() - tc) / 1000
  if (!restored) return { source: 'registry', trust }
  const tv = performance.now()
  trust = await trustCached(cfg, 'actions-cache', loc.dir, restored.record, loc.cacheKey, actionsLogger, {
    expected,
    hashed: restored.hashed
  })
  if (trust.verified) seconds['cache verify'] = (performance.now() - tv) / 1000
  return { source: trust.use ? 'actions-cache' : 'registry', trust }
}

/** Prune patterns that matched nothing: the user's are warnings (a stale pattern), the built-in ones a line. */
function reportUnmatchedPrune(unmatched: string[]): void {
  const user = unmatched.filter(p => !DEFAULT_PRUNE.includes(p))
  for (const p of user)
    actionsLogger.warning(
      `Your prune pattern "${p}" matched nothing in this image: is it stale after a ROCm bump?`
    )
  const builtIn = unmatched.length - user.length
  if (builtIn)
    actionsLogger.info(
      `${builtIn} built-in prune patterns matched nothing in this image (listed in the job summary).`
    )
}

/** The inputs, their secrets masked, with a warning for an environment that breaks ROCm. */
function readInputs(host: { os: string; arch: string }): Config {
  const cfg = parseInputs(actionInput, host)
  if (cfg.credentials) {
    core.setSecret(cfg.credentials.password)
    core.setSecret(Buffer.from(`${cfg.credentials.username}:${cfg.credentials.password}`).toString('base64'))
  }
  if (process.env.HSA_OVERRIDE_GFX_VERSION)
    actionsLogger.warning(
      `HSA_OVERRIDE_GFX_VERSION=${process.env.HSA_OVERRIDE_GFX_VERSION} is set in this job. ROCm 10 supports ${cfg.gfxTargets.join(', ')} natively; ` +
        'the override aliases the GPU agent away from the code objects you compile, so kernels may fail to launch. setup-rocm never sets it; remove it from the job.'
    )
  return cfg
}

/**
 * The post step's state, all of it written here (cache-save.ts whyNotSave decides from it): the
 * key and whether saving is refused, now; the returned call adds, once the tree is ready, where it
 * came from and where it is (relocate() moves it to its ROCm version's entry).
 */
function statePost(loc: Location, refusal: SaveRefusal | undefined, source: TreeSource): () => void {
  core.saveState(State.CacheKey, loc.cacheKey)
  core.saveState(State.SaveRefused, refusal?.reason ?? '')
  return () => {
    core.saveState(State.CachePaths, JSON.stringify(loc.cachePaths))
    core.saveState(State.EntryDir, loc.dir)
    core.saveState(State.TreeFrom, source)
  }
}

/**
 * The tree installed (or a cached one checked) by the pipeline shared with the CLI. Nothing of a
 * failed install stays; a finished one gets its record and, from the registry, its documents.
 */
async function installTree(
  cfg: Config,
  loc: Location,
  at: { source: TreeSource; trust: Trust; refusal: SaveRefusal | undefined; ready: () => void },
  memory: MemoryPolicy
): Promise<SetupResult> {
  const { source, trust, refusal, ready } = at
  // The install's documents (manifests, the index) go beside its tree once the tree is there,
  // never before: a failed or cancelled install leaves no store behind.
  const store = new DigestStore(pinsOf(loc.dir), { deferred: true })
  const finished = async (record: InstallRecord) => {
    if (source === 'registry') store.commit(pinsOf(loc.dir))
    await writeRecord(loc, record)
  }
  let r: SetupResult
  try {
    r = await setup({
      config: cfg,
      dest: loc.dir,
      logger: actionsLogger,
      replace: false,
      cached: trust.use,
      tempDir: process.env.RUNNER_TEMP || tmpdir(),
      // The post step archives the tree there (@actions/cache) when it will save it.
      archiveDir: !refusal && cacheUsable() ? process.env.RUNNER_TEMP || tmpdir() : undefined,
      discard: () => removeEntry(loc),
      memory,
      store,
      // The tree goes to its ROCm version's entry once that version is known (tool-cache layout).
      relocate: version => relocate(loc, version),
      // The tree loads but a gfx target did not compile: keep it (and cache it), fail the step.
      keep: async record => {
        await finished(record)
        ready()
      }
    })
  } catch (e) {
    // What the key's entries hold without a record (an empty entry directory, a tree a check
    // removed) goes (we hold the lock).
    if (!readRecord(loc)) await removeEntry(loc)
    throw e
  }
  if (r.install) reportUnmatchedPrune(r.install.unmatchedPrune)
  if (source === 'registry' || r.record.smoke) await finished(r.record)
  return r
}

/** The tree's environment for later steps, and the step's outputs. */
function exportTree(loc: Location, r: SetupResult, source: TreeSource): void {
  for (const [k, v] of Object.entries(r.env.vars)) core.exportVariable(k, v)
  for (const p of r.env.path) core.addPath(p)
  core.setOutput(Outputs.RocmPath, loc.dir)
  core.setOutput(Outputs.RocmVersion, r.record.rocmVersion)
  core.setOutput(Outputs.Digest, r.record.digest)
  core.setOutput(Outputs.CacheHit, source === 'registry' ? 'false' : 'true')
  core.setOutput(Outputs.CacheSource, source)
}

async function step(memory: MemoryPolicy): Promise<void> {
  const t0 = performance.now()
  const host = {
    os: process.env.RUNNER_OS || process.platform,
    arch: process.env.RUNNER_ARCH || process.arch
  }
  const cfg = readInputs(host)
  const image = formatReference(cfg.source.reference)
  const toolCache = process.env.RUNNER_TOOL_CACHE || join(tmpdir(), 'setup-rocm-tool-cache')
  // tool-cache's own lookups read it (outside a runner it is the fallback above).
  process.env.RUNNER_TOOL_CACHE = toolCache
  const loc = locate(cfg.source, toolCache, host.os.toLowerCase(), host.arch.toLowerCase())
  const freeBefore = diskFree(toolCache)

  // Held while this job installs or smoke-tests the tree: another job on the same tool cache waits,
  // then finds the marker, and never removes a tree this one is working on.
  const release = await acquireLock(loc.lock, { logger: actionsLogger })
  try {
    // Another job may have finished the tree while this one waited for the lock.
    findEntry(loc)
    const seconds: Record<string, number> = {}
    const { source, trust } = await findCached(cfg, loc, seconds)
    // Whatever is there without a marker is a leftover of a run that died (we hold the lock).
    if (!trust.use) await removeEntry(loc)
    // A tool-cache or verified actions-cache tree is used before a lazy mount; else one may be made.
    if (!trust.use && cfg.lazy !== 'false') {
      const lazy = await mountLazily(cfg, inputsAsText(actionInput), host, image)
      if (lazy) return await finishLazy(lazy, { cfg, image, seconds, t0, matcher: problemMatcher() })
    }
    core.setOutput(Outputs.Lazy, 'false')
    // A job cancelled before its tree has a record leaves none of it (run before the lock goes).
    const forgetEntry = trust.use
      ? () => {}
      : onInterrupt(() => void (readRecord(loc) || removeEntryNow(loc)))
    // A poisoned entry holds the key: nothing can be saved over it until it is deleted.
    const refusal = trust.poisoned
      ? { reason: trust.poisoned, notice: false }
      : saveRefusal(cfg, process.env.GITHUB_EVENT_NAME)
    const ready = statePost(loc, refusal, source)
    if (source === 'registry' && refusal?.notice)
      core.notice(neutralise(`Not saving the ROCm tree to the actions cache: ${refusal.reason}.`))
    if (source !== 'registry' && !trust.verified) actionsLogger.info(unverified(source))
    const r = await installTree(cfg, loc, { source, trust, refusal, ready }, memory)
    Object.assign(seconds, r.seconds)
    forgetEntry()
    exportTree(loc, r, source)
    // Only a tree that passed its smoke test (or had none asked for) reaches this line.
    ready()
    seconds.total = (performance.now() - t0) / 1000

    const md = renderSummary({
      image,
      digest: r.record.digest,
      rocmPath: loc.dir,
      rocmVersion: r.record.rocmVersion,
      source,
      ...(source !== 'registry' && !trust.verified ? { unverified: unverified(source) } : {}),
      ...(trust.verified ? { verified: trust.verified } : {}),
      install: r.install,
      smoke: r.smoke,
      smokeSkipped: !cfg.smokeTest,
      closure: r.record.closure,
      runtimeRoots: cfg.source.mode === 'runtime' ? cfg.source.runtimeLibraries : undefined,
      loaded: r.loaded,
      seconds,
      diskFreeBefore: freeBefore,
      diskFreeAfter: diskFree(toolCache),
      env: { ...r.env.vars, PATH: `${r.env.path.join(':')}:…` }
    })
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(md).write()
    // Compile errors of later steps (hipcc, clang: file:line:col: error: …) become annotations.
    const matcher = problemMatcher()
    if (matcher) core.info(`##[add-matcher]${matcher}`)
  } finally {
    await release()
  }
}
