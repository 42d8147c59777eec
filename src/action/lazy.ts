// The `lazy` input: the planned tree mounted read-only from its seek index (mount/) instead of
// installed, then smoke-tested through the mount like any tree. Where it cannot be (no index, a
// runtime-mode job, no FUSE here, a server that does not start), `auto` installs as usual with a
// notice saying why and `true` fails naming it. A lazy tree never enters the tool cache or the
// actions cache (it is not complete on disk); a tool-cache hit is still used before it. The post
// step unmounts it and says what it fetched (lazyPost).
import * as core from '@actions/core'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { actionsLogger } from './logger.ts'
import { neutralise, formatBytes } from '../log.ts'
import { Outputs, State } from './constants.ts'
import { InputError, type Config, type Host } from '../config/inputs.ts'
import { Inputs } from '../config/options.ts'
import { setup, type SetupResult } from '../pipeline/setup.ts'
import { RECORD_FORMAT, rocmVersion } from '../pipeline/record.ts'
import { renderSummary } from './summary.ts'
import { lazyMethod, startLazyMount, stopLazyMount, type LazyMount } from '../mount/start.ts'

/** Range requests a lazy mount makes at once (a compile's large files come in spans side by side). */
const LAZY_CONNECTIONS = 8

/** What main needs of a lazy mount that answers and passed its smoke test. */
export interface LazyDone {
  mount: LazyMount
  result: SetupResult
}

/**
 * Mounts the tree if the `lazy` input asks and it can be; undefined where `auto` falls back to an
 * install (the notice said why). `inputs`: the step's inputs as text, for the server.
 */
export async function mountLazily(
  cfg: Config,
  inputs: Record<string, string | undefined>,
  host: Host,
  image: string
): Promise<LazyDone | undefined> {
  const refuse = (why: string): undefined => {
    if (cfg.lazy === 'true')
      throw new InputError(
        `Input "lazy" is true, but the tree cannot be mounted lazily: ${why}. Set lazy: auto to install it instead where it cannot be mounted.`
      )
    core.notice(neutralise(`lazy: ${why}; installing the tree instead.`))
    return undefined
  }
  if (!cfg.index)
    return refuse('there is no seek index for this image (give the index input, or a release that lists one)')
  if (cfg.source.mode !== 'sdk') return refuse('mode: runtime installs only a load closure')
  const how = lazyMethod()
  if ('why' in how) return refuse(how.why)
  const base = join(
    process.env.RUNNER_TEMP || tmpdir(),
    'setup-rocm-lazy',
    cfg.source.reference.digest.replace(/^sha256:/, '').slice(0, 16)
  )
  // Saved before the server starts: a step cancelled meanwhile leaves its post step what to stop.
  const where = { mountpoint: join(base, 'rocm'), stateDir: join(base, 'state') }
  core.saveState(State.LazyMount, JSON.stringify(where))
  let mount: LazyMount
  try {
    mount = await startLazyMount({
      inputs,
      host,
      mountpoint: join(base, 'rocm'),
      stateDir: join(base, 'state'),
      connections: LAZY_CONNECTIONS
    })
  } catch (e) {
    rmSync(base, { recursive: true, force: true })
    core.saveState(State.LazyMount, '')
    return refuse((e as Error).message.replace(/\.$/, ''))
  }
  // From here the post step unmounts it, whatever happens.
  core.saveState(
    State.LazyMount,
    JSON.stringify({ mountpoint: mount.mountpoint, stateDir: mount.stateDir, pid: mount.pid })
  )
  actionsLogger.info(
    `Mounted ${image} lazily at ${mount.mountpoint} (${mount.method === 'relay' ? 'fusermount3' : 'mount(8)'}, ${mount.seconds.toFixed(1)} s): ${mount.ready.files} files, ${formatBytes(mount.ready.bytes)}, read-only; each file is fetched and verified when first read.`
  )
  const r = mount.ready
  try {
    const result = await setup({
      config: cfg,
      dest: mount.mountpoint,
      logger: actionsLogger,
      replace: false,
      cached: {
        format: RECORD_FORMAT,
        image,
        pinned: r.pinned,
        digest: r.digest,
        rocmVersion: rocmVersion(mount.mountpoint),
        realPath: r.realPath,
        prunedLibraries: r.prunedLibraries,
        bytesKept: r.bytes,
        installedAt: new Date().toISOString()
      },
      tempDir: process.env.RUNNER_TEMP || tmpdir(),
      // A tree that does not work is unmounted by the post step (its state is saved above).
      discard: async () => {}
    })
    return { mount, result }
  } catch (e) {
    await stopLazyMount(mount)
    core.saveState(State.LazyMount, '')
    rmSync(base, { recursive: true, force: true })
    throw e
  }
}

/** Exports a lazily mounted tree as main exports an installed one, and writes its summary. */
export async function finishLazy(
  d: LazyDone,
  o: { cfg: Config; image: string; seconds: Record<string, number>; t0: number; matcher?: string }
): Promise<void> {
  exportLazy(d)
  core.saveState(State.TreeFrom, 'lazy-mount')
  const r = d.result
  const md = renderSummary({
    image: o.image,
    digest: r.record.digest,
    rocmPath: d.mount.mountpoint,
    rocmVersion: r.record.rocmVersion,
    source: 'lazy-mount',
    smoke: r.smoke,
    smokeSkipped: !o.cfg.smokeTest,
    seconds: { ...o.seconds, mount: d.mount.seconds, ...r.seconds, total: (performance.now() - o.t0) / 1000 },
    env: { ...r.env.vars, PATH: `${r.env.path.join(':')}:…` }
  })
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(md).write()
  // Compile errors of later steps become annotations, as after an install.
  if (o.matcher) core.info(`##[add-matcher]${o.matcher}`)
}

function exportLazy(d: LazyDone): void {
  for (const [k, v] of Object.entries(d.result.env.vars)) core.exportVariable(k, v)
  for (const p of d.result.env.path) core.addPath(p)
  core.setOutput(Outputs.RocmPath, d.mount.mountpoint)
  core.setOutput(Outputs.RocmVersion, d.result.record.rocmVersion)
  core.setOutput(Outputs.Digest, d.result.record.digest)
  core.setOutput(Outputs.CacheHit, 'false')
  core.setOutput(Outputs.CacheSource, 'lazy-mount')
  core.setOutput(Outputs.Lazy, 'true')
}

/** The post step's part: unmount, stop the server, say what it fetched and any error it logged. */
export async function lazyPost(): Promise<void> {
  const state = core.getState(State.LazyMount)
  if (!state) return
  const m = JSON.parse(state) as Pick<LazyMount, 'mountpoint' | 'stateDir'> & { pid?: number }
  const s = await stopLazyMount(m)
  if (s.died)
    actionsLogger.warning(
      `The lazy mount's server had died before the post step${s.error ? ` (${s.error})` : ''}: steps after it could not read ${m.mountpoint}. Use lazy: false if this recurs.`
    )
  else if (s.error) actionsLogger.warning(`The lazy mount's server logged: ${s.error}`)
  const st = s.stats?.store
  if (st)
    actionsLogger.info(
      `Lazy mount: ${st.files} files (${formatBytes(st.fileBytes)}) fetched and verified from ${st.spans} spans (${formatBytes(st.spanBytes)} downloaded)${st.failures ? `, ${st.failures} failed` : ''}; unmounted.`
    )
  rmSync(dirname(m.stateDir), { recursive: true, force: true })
}

/** The step's inputs as text, for the server to parse again (credentials among them). */
export function inputsAsText(get: (name: string) => string | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.values(Inputs).map(n => [n, get(n)]))
}
