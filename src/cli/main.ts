// setup-rocm for containers and workstations: the same pipeline as the action.
//   setup-rocm --image rocm/dev-ubuntu-24.04@sha256:… --dest /opt/rocm [--print-env]
//   setup-rocm publish --image rocm/dev-ubuntu-24.04@sha256:… --to ghcr.io/org/rocm-pruned:tag
// Exit codes: 0 installed (and smoke-tested); 1 install failed (registry, integrity, disk, layer);
// 2 bad usage or input; 3 installed but the smoke test failed. The entry file is src/bin/cli.ts.
import { parseArgs } from 'node:util'
import { promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { neutralise, type Logger } from '../log.ts'
import { InputError, parseInputs, parseWholeNumber } from '../config/inputs.ts'
import { LineProgress, type ProgressSink } from '../progress.ts'
import { exportLines } from '../pipeline/environment.ts'
import { faultOf } from '../errors.ts'
import { setup } from '../pipeline/setup.ts'
import { onInterrupt } from '../pipeline/interrupt.ts'
import { closureLines } from '../runtime/closure.ts'
import { DEFAULT_PRUNE, DEFAULT_PROTECT } from '../layers/prune.ts'
import { VERSION } from '../version.ts'
import { parsePushTarget, type PushTarget } from '../oci/reference.ts'
import { dockerLogin } from '../oci/docker-config.ts'
import type { Credentials } from '../oci/auth.ts'
import { checkPublishTarget, publish } from '../publish/publish.ts'
import { PUBLISH_DEFAULTS } from '../publish/contract.ts'
import { CLI_CREDENTIALS, cliLabel, deprecationsOf, inputsOf, parseOptions } from './args.ts'
import { helpText } from './help.ts'
import { indexCommand } from './index-command.ts'
import { TtyProgress } from './progress.ts'
import { checkDest } from './dest.ts'
import { LazyRefused, mounted, mountForCli, unmountCommand } from './lazy.ts'
import { NO_MEMORY_POLICY, type MemoryPolicy } from '../memory.ts'

export const EXIT = { ok: 0, failed: 1, usage: 2, smoke: 3 } as const

const QUIET: ProgressSink = { layerStart() {}, layerBytes() {}, layerDone() {} }

/** The CLI's logger: stderr, secrets replaced by ***, the progress bar cleared before each line. */
function cliLogger(
  quiet: boolean,
  tty: TtyProgress | undefined
): { logger: Logger; say: (s: string) => void } {
  const secrets = new Set<string>()
  for (const v of [process.env.SETUP_ROCM_REGISTRY_PASSWORD, process.env.SETUP_ROCM_PUSH_PASSWORD])
    if (v) secrets.add(v)
  const redact = (s: string) => [...secrets].reduce((t, x) => t.split(x).join('***'), s)
  const err = (s: string) => {
    tty?.clear()
    process.stderr.write(redact(neutralise(s)) + '\n')
  }
  const logger: Logger = {
    mask: m => void (m && secrets.add(m)),
    debug: m => void (process.env.SETUP_ROCM_DEBUG && err(`debug: ${m}`)),
    info: m => void (!quiet && err(m)),
    warning: m => err(`warning: ${m}`),
    group: async (title, fn) => {
      if (!quiet) err(`== ${title}`)
      return fn()
    }
  }
  return { logger, say: err }
}

/** `memory`: the entry point's memory policy (bin/prepare.ts); tests give none. */
export async function main(argv: string[], memory: MemoryPolicy = NO_MEMORY_POLICY): Promise<number> {
  if (argv[0] === 'index') {
    const quiet = argv.includes('--quiet')
    const { logger, say } = cliLogger(quiet, undefined)
    return indexCommand(argv.slice(1), logger, say, host => pushCredentials(host, logger))
  }
  if (argv[0] === 'unmount') return unmountCommand(argv.slice(1), s => process.stderr.write(`${s}\n`))
  const publishing = argv[0] === 'publish'
  if (publishing) argv = argv.slice(1)
  let args: Record<string, string | boolean | string[] | undefined>
  try {
    args = parseArgs({ args: argv, options: parseOptions(publishing), strict: true, allowPositionals: false })
      .values as typeof args
  } catch (e) {
    process.stderr.write(`setup-rocm: ${(e as Error).message}\n\n${helpText()}`)
    return EXIT.usage
  }
  if (args.help) {
    process.stdout.write(helpText())
    return EXIT.ok
  }
  if (args.version) {
    process.stdout.write(`setup-rocm ${VERSION}\n`)
    return EXIT.ok
  }
  if (args['list-defaults']) {
    process.stdout.write(
      `# prune (defaults)\n${DEFAULT_PRUNE.join('\n')}\n\n# protected\n${DEFAULT_PROTECT.join('\n')}\n`
    )
    return EXIT.ok
  }
  const quiet = !!args.quiet
  const tty = !quiet && process.stderr.isTTY ? new TtyProgress() : undefined
  const { logger, say: err } = cliLogger(quiet, tty)
  let cfg
  let dest: string
  let push: PublishArgs | undefined
  const temporaryDest = publishing && args.dest === undefined
  try {
    for (const d of deprecationsOf(args)) logger.warning(d)
    cfg = parseInputs(inputsOf(args, process.env), { os: process.platform, arch: process.arch }, cliLabel)
    if (publishing) {
      push = publishArgs(args)
      if (!cfg.smokeTest)
        logger.warning('publish --no-smoke-test pushes a tree nobody compiled against; others will pin it.')
    }
    dest = temporaryDest
      ? await fs.mkdtemp(resolve(tmpdir(), 'setup-rocm-publish-tree-'))
      : checkDest(args.dest as string | undefined, !!args.force)
  } catch (e) {
    err(`setup-rocm: ${(e as Error).message}`)
    return EXIT.usage
  }
  // A temporary tree goes with Ctrl-C too.
  const forget = temporaryDest ? onInterrupt(dest) : () => {}
  let pushAs: Credentials | undefined
  try {
    if (push) {
      pushAs = pushCredentials(push.target.endpoint.registry, logger)
      if (!push.target.tag)
        logger.warning(
          'No tag given: the image is pushed by digest only. Some registries garbage-collect untagged images; add :TAG to --to to keep it.'
        )
      await checkPublishTarget({ target: push.target, credentials: pushAs, network: cfg.network, logger })
    }
    const lazy =
      cfg.lazy === 'false' || push
        ? undefined
        : await mountForCli(cfg, inputsOf(args, process.env), dest, logger)
    if (lazy) return mounted(lazy, !!args['print-env'])
    const r = await setup({
      config: cfg,
      dest,
      logger,
      replace: true,
      progress: tty ?? (quiet ? QUIET : new LineProgress(logger)),
      tempDir: tmpdir(),
      credentialsHint: CLI_CREDENTIALS,
      discard: () => fs.rm(dest, { recursive: true, force: true }),
      memory
    })
    tty?.end()
    if (r.install?.unmatchedPrune.length)
      logger.info(`Prune patterns that matched nothing: ${r.install.unmatchedPrune.join(' ')}`)
    if (args['print-env']) process.stdout.write(exportLines(r.env))
    if (args['print-closure']) {
      if (!r.record.closure) logger.warning('--print-closure lists the runtime closure; add --mode runtime.')
      else process.stdout.write(closureLines(r.record.closure).join('\n') + '\n')
    }
    if (push) {
      const target = push
      const p = await logger.group(`Publish to ${target.target.endpoint.label}`, () =>
        publish({
          dir: dest,
          source: cfg.source,
          sourceManifest: r.record.digest,
          target: target.target,
          credentials: pushAs,
          network: cfg.network,
          layers: target.layers,
          zstdLevel: target.zstdLevel,
          tempDir: tmpdir(),
          logger
        })
      )
      process.stdout.write(`${p.reference}\n`)
    }
    return EXIT.ok
  } catch (e) {
    tty?.end()
    const error = e as Error
    err(`setup-rocm: ${error.message}`)
    if (process.env.SETUP_ROCM_DEBUG && error.stack) err(error.stack)
    if (error instanceof LazyRefused) return EXIT.usage
    const fault = faultOf(error)
    return fault === 'usage' ? EXIT.usage : fault === 'smoke' ? EXIT.smoke : EXIT.failed
  } finally {
    if (temporaryDest) await fs.rm(dest, { recursive: true, force: true })
    forget()
  }
}

interface PublishArgs {
  target: PushTarget
  layers: number
  zstdLevel: number
}

function publishArgs(args: Record<string, unknown>): PublishArgs {
  const to = args.to as string | undefined
  if (!to?.trim())
    throw new InputError('publish needs --to REPO[:TAG], the repository to push the installed tree to.')
  const int = (name: string, dflt: number, lo: number, hi: number): number => {
    const v = args[name] as string | undefined
    return v === undefined ? dflt : parseWholeNumber(`--${name}`, v, lo, hi)
  }
  try {
    return {
      target: parsePushTarget(to),
      layers: int('layers', PUBLISH_DEFAULTS.layers, 1, 64),
      zstdLevel: int('zstd-level', PUBLISH_DEFAULTS.zstdLevel, 1, 19)
    }
  } catch (e) {
    if (e instanceof InputError) throw e
    throw new InputError((e as Error).message)
  }
}

/** SETUP_ROCM_PUSH_USERNAME/PASSWORD, else docker login's entry for the target's host. */
function pushCredentials(host: string, logger: Logger): Credentials | undefined {
  const username = process.env.SETUP_ROCM_PUSH_USERNAME
  const password = process.env.SETUP_ROCM_PUSH_PASSWORD
  if (username && password) return { username, password }
  return dockerLogin(host, logger, 'SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD')
}
