// What the action's `lazy` input and the CLI's `--lazy` share: why a lazy mount cannot be made
// here (said by each in its own way), and the mount made, then smoke-tested through like any tree
// (pipeline/setup.ts with the server's account of the tree as its record). A mount whose check
// fails is taken away before the error goes on.
import { rmSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Inputs } from '../config/options.ts'
import { formatBytes, type Logger } from '../log.ts'
import type { Config, Host } from '../config/inputs.ts'
import { setup, type SetupResult } from '../pipeline/setup.ts'
import { RECORD_FORMAT, rocmVersion } from '../pipeline/record.ts'
import {
  alive,
  isMounted,
  lastError,
  lazyMethod,
  startLazyMount,
  stopLazyMount,
  type LazyMount
} from './start.ts'

/** Range requests a lazy mount makes at once (a compile's large files come in spans side by side). */
export const LAZY_CONNECTIONS = 8

export interface Mounted {
  mount: LazyMount
  result: SetupResult
}

/** Why the tree of `cfg` cannot be mounted lazily here; undefined where it can be tried. */
export function whyNotLazy(cfg: Config, indexHint: string): string | undefined {
  if (!cfg.index) return `there is no seek index for this image (${indexHint})`
  if (cfg.source.mode !== 'sdk') return 'mode: runtime installs only a load closure'
  const how = lazyMethod()
  return 'why' in how ? how.why : undefined
}

export interface MountTreeOptions {
  cfg: Config
  /** The inputs as text, for the server to parse again. */
  inputs: Record<string, string | undefined>
  host: Host
  image: string
  mountpoint: string
  stateDir: string
  logger: Logger
  tempDir: string
  credentialsHint?: string
  /** Whether the server fetches the rest of the tree in the background once the checks pass. */
  fill: boolean
}

/** Starts the mount (throws where it does not start), then runs the checks the inputs ask for through it. */
export async function mountTree(o: MountTreeOptions): Promise<Mounted> {
  const mount = await startLazyMount({
    inputs: o.inputs,
    host: o.host,
    mountpoint: o.mountpoint,
    stateDir: o.stateDir,
    connections: LAZY_CONNECTIONS
  })
  o.logger.info(
    `Mounted ${o.image} lazily at ${mount.mountpoint} (${mount.method === 'relay' ? 'fusermount3' : 'mount(8)'}, ${mount.seconds.toFixed(1)} s): ${mount.ready.files} files, ${formatBytes(mount.ready.bytes)}, read-only; each file is fetched and verified when first read.`
  )
  const r = mount.ready
  try {
    const result = await setup({
      config: o.cfg,
      dest: mount.mountpoint,
      logger: o.logger,
      replace: false,
      cached: {
        format: RECORD_FORMAT,
        image: o.image,
        pinned: r.pinned,
        digest: r.digest,
        rocmVersion: rocmVersion(mount.mountpoint),
        realPath: r.realPath,
        prunedLibraries: r.prunedLibraries,
        bytesKept: r.bytes,
        installedAt: new Date().toISOString()
      },
      tempDir: o.tempDir,
      credentialsHint: o.credentialsHint,
      // A tree that does not work is taken away below.
      discard: async () => {}
    })
    // A health check before success: the server that answered the smoke test still answers.
    if (!alive(mount.pid) || !isMounted(mount.mountpoint))
      throw new Error(
        `The lazy mount's server ended during the checks: ${lastError(join(o.stateDir, 'server.log')) ?? 'it said nothing'}`
      )
    // The tree works: the server fills in the rest behind the job's own reads (content.ts fill()).
    if (o.fill) process.kill(mount.pid, 'SIGUSR2')
    return { mount, result }
  } catch (e) {
    await stopLazyMount(mount)
    rmSync(o.stateDir, { recursive: true, force: true })
    throw e
  }
}

/** The inputs as text (a step's, or the CLI's flags as inputs), for the server to parse again. */
export function inputsAsText(get: (name: string) => string | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.values(Inputs).map(n => [n, get(n)]))
}

/** Where the CLI keeps the server's files for a mount at `dest` (outside it: it is the mount). */
export function cliStateDir(dest: string): string {
  return join(tmpdir(), `setup-rocm-lazy-${createHash('sha256').update(dest).digest('hex').slice(0, 16)}`)
}
