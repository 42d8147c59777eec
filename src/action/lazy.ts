// The `lazy` input: the planned tree mounted read-only from its seek index (mount/) instead of
// installed, then smoke-tested through the mount like any tree. Where it cannot be (no index, a
// runtime-mode job, no FUSE here, a server that does not start), `auto` installs as usual with a
// notice saying why and `true` fails naming it. A lazy tree never enters the tool cache or the
// actions cache (it is not complete on disk); a tool-cache hit is still used before it. The post
// step unmounts it and says what it fetched (lazy-post.ts).
import * as core from '@actions/core'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { actionsLogger } from './logger.ts'
import { neutralise } from '../log.ts'
import { Outputs, State } from './constants.ts'
import { InputError, type Config, type Host } from '../config/inputs.ts'
import { renderSummary } from './summary.ts'
import { MountStartError } from '../mount/start.ts'
import { inputsAsText, mountTree, whyNotLazy, type Mounted } from '../mount/mount-tree.ts'

export { inputsAsText }

/** What main needs of a lazy mount that answers and passed its smoke test. */
export type LazyDone = Mounted

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
  const why = whyNotLazy(cfg, 'give the index input, or a release that lists one')
  if (why) return refuse(why)
  const base = join(
    process.env.RUNNER_TEMP || tmpdir(),
    'setup-rocm-lazy',
    cfg.source.reference.digest.replace(/^sha256:/, '').slice(0, 16)
  )
  // Saved before the server starts: a step cancelled meanwhile leaves its post step what to stop.
  const where = { mountpoint: join(base, 'rocm'), stateDir: join(base, 'state') }
  core.saveState(State.LazyMount, JSON.stringify(where))
  let done: LazyDone
  try {
    done = await mountTree({
      cfg,
      inputs,
      host,
      image,
      ...where,
      logger: actionsLogger,
      tempDir: process.env.RUNNER_TEMP || tmpdir(),
      fill: cfg.lazyFill
    })
  } catch (e) {
    rmSync(base, { recursive: true, force: true })
    core.saveState(State.LazyMount, '')
    // A mount that did not start: auto installs instead. One that started and failed its check fails.
    if (e instanceof MountStartError) return refuse(e.message.replace(/\.$/, ''))
    throw e
  }
  core.saveState(
    State.LazyMount,
    JSON.stringify({ mountpoint: done.mount.mountpoint, stateDir: done.mount.stateDir, pid: done.mount.pid })
  )
  return done
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
