// The CLI's `--lazy`: the tree mounted at --dest from its seek index instead of installed, checked
// through the mount as an install is, the server left running after the CLI exits;
// `setup-rocm unmount DIR` takes it away and says what it fetched.
import { resolve } from 'node:path'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { formatBytes, type Logger } from '../log.ts'
import type { Config } from '../config/inputs.ts'
import { formatReference } from '../oci/reference.ts'
import { cliStateDir, inputsAsText, mountTree, whyNotLazy, type Mounted } from '../mount/mount-tree.ts'
import { MountStartError, isMounted, stopLazyMount } from '../mount/start.ts'
import { CLI_CREDENTIALS } from './args.ts'
import { exportLines } from '../pipeline/environment.ts'

/**
 * The tree mounted at `dest`, or undefined where `--lazy auto` installs instead (said on the log).
 * Throws an InputError-like message for `--lazy true` where it cannot be mounted.
 */
export async function mountForCli(
  cfg: Config,
  get: (name: string) => string | undefined,
  dest: string,
  logger: Logger
): Promise<Mounted | undefined> {
  const refuse = (why: string): undefined => {
    if (cfg.lazy === 'true')
      throw new LazyRefused(`--lazy true, but the tree cannot be mounted lazily: ${why}.`)
    logger.info(`--lazy auto: ${why}; installing the tree instead.`)
    return undefined
  }
  const why = whyNotLazy(cfg, 'give --index, or a --rocm-version whose release lists one')
  if (why) return refuse(why)
  try {
    const m = await mountTree({
      cfg,
      inputs: inputsAsText(get),
      host: { os: process.platform, arch: process.arch },
      image: formatReference(cfg.source.reference),
      mountpoint: dest,
      stateDir: cliStateDir(dest),
      logger,
      tempDir: tmpdir(),
      credentialsHint: CLI_CREDENTIALS,
      fill: cfg.lazyFill
    })
    logger.info(`${dest} stays mounted after this command; \`setup-rocm unmount ${dest}\` takes it away.`)
    return m
  } catch (e) {
    if (e instanceof MountStartError) return refuse(e.message)
    throw e
  }
}

/** The CLI's end after a mount: its environment printed where asked (exit 0). */
export function mounted(m: Mounted, printEnv: boolean): number {
  if (printEnv) process.stdout.write(exportLines(m.result.env))
  return 0
}

/** `--lazy true` where no mount can be made: bad usage (exit 2). */
export class LazyRefused extends Error {
  override name = 'LazyRefused'
}

/** `setup-rocm unmount DIR`: 0 when a mount was taken away, 1 when there was none. */
export async function unmountCommand(args: string[], say: (s: string) => void): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) {
    say('Usage: setup-rocm unmount DIR   (a tree mounted by setup-rocm --lazy)')
    return 2
  }
  const dest = resolve(args[0])
  const stateDir = cliStateDir(dest)
  if (!isMounted(dest)) {
    rmSync(stateDir, { recursive: true, force: true })
    say(`setup-rocm unmount: nothing is mounted at ${dest}.`)
    return 1
  }
  const s = await stopLazyMount({ mountpoint: dest, stateDir })
  const st = s.stats?.store
  if (s.died)
    say(`setup-rocm unmount: the server had died${s.error ? ` (${s.error})` : ''}; the mount is taken away.`)
  if (st)
    say(
      `Unmounted ${dest}: ${st.files} files (${formatBytes(st.fileBytes)}) fetched and verified from ${st.spans} spans (${formatBytes(st.spanBytes)} downloaded)${st.failures ? `, ${st.failures} failed` : ''}.`
    )
  rmSync(stateDir, { recursive: true, force: true })
  return 0
}
