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
import { InputError, parseInputs, parseWholeNumber, type Config } from '../config/inputs.ts'
import { LineProgress, type ProgressSink } from '../progress.ts'
import { exportLines } from '../pipeline/environment.ts'
import { faultOf } from '../errors.ts'
import { setup, type SetupResult } from '../pipeline/setup.ts'
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
  if (argv[0] === 'publish') return installCommand(argv.slice(1), true, memory)
  return installCommand(argv, false, memory)
}

type Args = Record<string, string | boolean | string[] | undefined>

/** --help, --version and --list-defaults, answered without installing; undefined for the rest. */
function answered(args: Args): number | undefined {
  if (args.help) process.stdout.write(helpText())
  else if (args.version) process.stdout.write(`setup-rocm ${VERSION}\n`)
  else if (args['list-defaults'])
    process.stdout.write(
      `# prune (defaults)\n${DEFAULT_PRUNE.join('\n')}\n\n# protected\n${DEFAULT_PROTECT.join('\n')}\n`
    )
  else return undefined
  return EXIT.ok
}

/** An install (and with `publishing`, its push): the CLI's main command. */
async function installCommand(argv: string[], publishing: boolean, memory: MemoryPolicy): Promise<number> {
  let args: Args
  try {
    args = parseArgs({ args: argv, options: parseOptions(publishing), strict: true, allowPositionals: false })
      .values as typeof args
  } catch (e) {
    process.stderr.write(`setup-rocm: ${(e as Error).message}\n\n${helpText()}`)
    return EXIT.usage
  }
  const early = answered(args)
  if (early !== undefined) return early
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
  try {
    const pushAs = push ? await checkPush(push, cfg, logger) : undefined
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
    printInstalled(r, args, logger)
    if (push) await publishTree(push, pushAs, { cfg, dest, digest: r.record.digest }, logger)
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

/** What an install prints when it is done: unmatched prune patterns, and what the flags ask for. */
function printInstalled(r: SetupResult, args: Args, logger: Logger): void {
  if (r.install?.unmatchedPrune.length)
    logger.info(`Prune patterns that matched nothing: ${r.install.unmatchedPrune.join(' ')}`)
  if (args['print-env']) process.stdout.write(exportLines(r.env))
  if (args['print-closure']) {
    if (!r.record.closure) logger.warning('--print-closure lists the runtime closure; add --mode runtime.')
    else process.stdout.write(closureLines(r.record.closure).join('\n') + '\n')
  }
}

/** Before anything is installed: the push target can be written with these credentials. */
async function checkPush(push: PublishArgs, cfg: Config, logger: Logger): Promise<Credentials | undefined> {
  const pushAs = pushCredentials(push.target.endpoint.registry, logger)
  if (!push.target.tag)
    logger.warning(
      'No tag given: the image is pushed by digest only. Some registries garbage-collect untagged images; add :TAG to --to to keep it.'
    )
  await checkPublishTarget({ target: push.target, credentials: pushAs, network: cfg.network, logger })
  return pushAs
}

/** The installed tree pushed as an image; its reference on stdout. */
async function publishTree(
  push: PublishArgs,
  pushAs: Credentials | undefined,
  tree: { cfg: Config; dest: string; digest: string },
  logger: Logger
): Promise<void> {
  const p = await logger.group(`Publish to ${push.target.endpoint.label}`, () =>
    publish({
      dir: tree.dest,
      source: tree.cfg.source,
      sourceManifest: tree.digest,
      target: push.target,
      credentials: pushAs,
      network: tree.cfg.network,
      layers: push.layers,
      zstdLevel: push.zstdLevel,
      tempDir: tmpdir(),
      logger
    })
  )
  process.stdout.write(`${p.reference}\n`)
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
