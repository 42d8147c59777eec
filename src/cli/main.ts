// setup-rocm for containers and workstations: the same pipeline as the action.
//   setup-rocm --image rocm/dev-ubuntu-24.04@sha256:… --dest /opt/rocm [--print-env]
//   setup-rocm publish --image rocm/dev-ubuntu-24.04@sha256:… --to ghcr.io/org/rocm-pruned:tag
// Exit codes: 0 installed (and smoke-tested); 1 install failed (registry, integrity, disk, layer);
// 2 bad usage or input; 3 installed but the smoke test failed (the tree is removed again).
import { parseArgs } from 'node:util'
import { existsSync, promises as fs, readdirSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { resolve } from 'node:path'
import type { Logger } from '../log.ts'
import { InputError, parseInputs, parseWholeNumber } from '../config/inputs.ts'
import { LineProgress, type ProgressSink } from '../progress.ts'
import { formatBytes } from '../format.ts'
import { exportLines } from '../pipeline/environment.ts'
import { faultOf } from '../errors.ts'
import { setup } from '../pipeline/setup.ts'
import { closureLines } from '../runtime/closure.ts'
import { DEFAULT_PRUNE, DEFAULT_PROTECT } from '../layers/prune.ts'
import { DEFAULT_IMAGE } from '../config/constants.ts'
import { VERSION } from '../version.ts'
import { parsePushTarget, type PushTarget } from '../oci/reference.ts'
import { dockerLogin } from '../oci/docker-config.ts'
import type { Credentials } from '../oci/auth.ts'
import { checkPublishTarget, publish } from '../publish/publish.ts'
import { PUBLISH_DEFAULTS } from '../publish/contract.ts'

export const EXIT = { ok: 0, failed: 1, usage: 2, smoke: 3 } as const

const HELP = `Usage: setup-rocm [options]
       setup-rocm publish --to REPO[:TAG] [options]

Install AMD ROCm from a digest-pinned container image, without docker. With "publish": install
(smoke test included), then push the installed tree as a new image and print its digest to pin.

  --image REF          image pinned by digest (default: ${DEFAULT_IMAGE})
  --dest DIR           where to install (default: ./rocm); must be absent or empty unless --force
  --image-path PATH    directory inside the image to install (default: /opt/rocm)
  --prune GLOB         prune pattern; repeat it. "defaults" = the built-in list (the default),
                       "none" = prune nothing
  --protect GLOB       extra pattern no prune may remove; repeat it
  --gfx-target LIST    targets for the smoke compile, comma separated (default: gfx1036)
  --platform OS/ARCH   platform to pick from a multi-platform image (default: this machine's,
                       linux/amd64 or linux/arm64)
  --stall-timeout S    a download with no data for S seconds, or slower than --min-speed over
                       S seconds, is resumed, and fails after two such stalls (default: 30)
  --min-speed KIB      KiB/s below which a download counts as stalled; 0 turns it off (default: 16)
  --connections N      connections for one large blob, fetched in Range parts (default: 4;
                       1: one stream)
  --mirror REPO        a repository serving the same digest (ghcr.io/org/rocm-dev, host:port/path,
                       http://host:port/path for plain HTTP); repeat it; tried in order before
                       the image's own registry, each pull checked against the pinned digest
  --runtime            install only the ELF load closure of the runtime libraries (the HIP
                       runtime for node images, ~400 MB of ROCm 10), no SDK; smoke test = load check
  --runtime-library L  a library whose closure to keep in --runtime mode; repeat it
                       (default: libamdhip64.so; e.g. libhiprtc.so, or a path like lib/libx.so)
  --print-closure      print the runtime closure (size, library, who needs it) on stdout
  --no-smoke-test      skip the closure check and the hipcc compile
  --print-env          print shell export lines for the installed tree on stdout
  --force              replace a non-empty --dest
  --quiet              only errors on stderr
  --list-defaults      print the built-in prune and protect lists and exit
  -h, --help           this help
  --version            print the version

publish:
  --to REPO[:TAG]      repository to push to (ghcr.io/org/rocm-pruned:10.0, host:port/path,
                       http://host:port/path for plain HTTP); without a tag it is pushed by
                       digest only. The tree goes to the same --image-path.
  --layers N           split the tree into N layers of similar size (default: ${PUBLISH_DEFAULTS.layers}), disjoint
                       subtrees that installs inflate side by side
  --zstd-level L       zstd level of the layers, 1-19 (default: ${PUBLISH_DEFAULTS.zstdLevel})
  --dest DIR           keep the installed tree there (default: a temporary directory, removed)

Credentials come from SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD (never from
the command line, where other users could read them); publish pushes with
SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD, else with docker login's credentials for
the target. Logs go to stderr; stdout carries only what --print-env prints, and publish's
host/repository@digest line.

Exit codes: 0 installed; 1 install failed; 2 bad usage or input; 3 the smoke test failed.
Needs Node.js 24 or newer.
`

class TtyProgress implements ProgressSink {
  private sizes = new Map<number, number>()
  private got = new Map<number, number>()
  private count = 0
  private last = 0
  private readonly start = Date.now()
  layerStart(i: number, count: number, _d: string, size: number) {
    this.count = count
    this.sizes.set(i, size)
    this.got.set(i, 0)
  }
  layerBytes(i: number, n: number) {
    this.got.set(i, (this.got.get(i) ?? 0) + n)
    const now = Date.now()
    if (now - this.last < 100) return
    this.last = now
    const total = [...this.sizes.values()].reduce((a, b) => a + b, 0)
    const got = [...this.got.values()].reduce((a, b) => a + b, 0)
    const frac = total ? got / total : 0
    const width = 30
    const bar = '#'.repeat(Math.round(frac * width)).padEnd(width, '.')
    const rate = got / Math.max(0.001, (now - this.start) / 1000)
    process.stderr.write(
      `\r[${bar}] ${(frac * 100).toFixed(0)}% of ${this.sizes.size}/${this.count} layers, ${formatBytes(got)}, ${formatBytes(rate)}/s   `
    )
  }
  layerDone() {}
  end() {
    process.stderr.write('\n')
  }
}

export async function main(argv: string[]): Promise<number> {
  const publishing = argv[0] === 'publish'
  if (publishing) argv = argv.slice(1)
  let args
  try {
    args = parseArgs({
      args: argv,
      options: {
        image: { type: 'string' },
        dest: { type: 'string' },
        'image-path': { type: 'string' },
        prune: { type: 'string', multiple: true },
        protect: { type: 'string', multiple: true },
        'gfx-target': { type: 'string' },
        platform: { type: 'string' },
        'stall-timeout': { type: 'string' },
        'min-speed': { type: 'string' },
        connections: { type: 'string' },
        mirror: { type: 'string', multiple: true },
        runtime: { type: 'boolean' },
        'runtime-library': { type: 'string', multiple: true },
        'print-closure': { type: 'boolean' },
        'no-smoke-test': { type: 'boolean' },
        'print-env': { type: 'boolean' },
        force: { type: 'boolean' },
        quiet: { type: 'boolean' },
        'list-defaults': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
        ...(publishing
          ? {
              to: { type: 'string' as const },
              layers: { type: 'string' as const },
              'zstd-level': { type: 'string' as const }
            }
          : {})
      },
      strict: true,
      allowPositionals: false
    }).values
  } catch (e) {
    process.stderr.write(`setup-rocm: ${(e as Error).message}\n\n${HELP}`)
    return EXIT.usage
  }
  if (args.help) {
    process.stdout.write(HELP)
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
  const secrets = new Set<string>()
  const redact = (s: string) => [...secrets].reduce((t, x) => t.split(x).join('***'), s)
  const err = (s: string) => process.stderr.write(redact(s) + '\n')
  for (const v of [process.env.SETUP_ROCM_REGISTRY_PASSWORD, process.env.SETUP_ROCM_PUSH_PASSWORD])
    if (v) secrets.add(v)
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
  const given: Record<string, string | undefined> = {
    image: args.image,
    'image-path': args['image-path'],
    prune: args.prune?.join('\n'),
    protect: args.protect?.join('\n'),
    'gfx-target': args['gfx-target'],
    'smoke-test': args['no-smoke-test'] ? 'false' : undefined,
    cache: 'false',
    platform: args.platform,
    'stall-timeout': args['stall-timeout'],
    'min-speed': args['min-speed'],
    'download-connections': args.connections,
    mirrors: args.mirror?.join('\n'),
    mode: args.runtime ? 'runtime' : undefined,
    'runtime-libraries': args['runtime-library']?.join('\n'),
    'registry-username': process.env.SETUP_ROCM_REGISTRY_USERNAME,
    'registry-password': process.env.SETUP_ROCM_REGISTRY_PASSWORD
  }
  let cfg
  let dest: string
  let push: PublishArgs | undefined
  try {
    cfg = parseInputs(
      n => given[n],
      { os: process.platform, arch: process.arch },
      n => `--${n}`
    )
    if (publishing) {
      push = publishArgs(args as Record<string, unknown>)
      if (!cfg.smokeTest)
        logger.warning('publish --no-smoke-test pushes a tree nobody compiled against; others will pin it.')
    }
    dest =
      publishing && args.dest === undefined
        ? await fs.mkdtemp(resolve(tmpdir(), 'setup-rocm-publish-tree-'))
        : checkDest(args.dest, !!args.force)
  } catch (e) {
    err(`setup-rocm: ${(e as Error).message}`)
    return EXIT.usage
  }
  const temporaryDest = publishing && args.dest === undefined
  const tty = !quiet && process.stderr.isTTY ? new TtyProgress() : undefined
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
    const r = await setup({
      config: cfg,
      dest,
      logger,
      replace: true,
      progress:
        tty ?? (quiet ? { layerStart() {}, layerBytes() {}, layerDone() {} } : new LineProgress(logger)),
      tempDir: tmpdir(),
      discard: () => fs.rm(dest, { recursive: true, force: true })
    })
    tty?.end()
    if (r.install?.unmatchedPrune.length)
      logger.info(`Prune patterns that matched nothing: ${r.install.unmatchedPrune.join(' ')}`)
    if (args['print-env']) process.stdout.write(exportLines(r.env))
    if (args['print-closure']) {
      if (!r.meta.closure) logger.warning('--print-closure lists the runtime closure; add --runtime.')
      else process.stdout.write(closureLines(r.meta.closure).join('\n') + '\n')
    }
    if (push) {
      const p = await logger.group(`Publish to ${push.target.endpoint.label}`, () =>
        publish({
          dir: dest,
          source: cfg.source,
          sourceManifest: r.install!.image.digest,
          target: push.target,
          credentials: pushAs,
          network: cfg.network,
          layers: push.layers,
          zstdLevel: push.zstdLevel,
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
    const fault = faultOf(error)
    return fault === 'usage' ? EXIT.usage : fault === 'smoke' ? EXIT.smoke : EXIT.failed
  } finally {
    if (temporaryDest) await fs.rm(dest, { recursive: true, force: true })
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
  return dockerLogin(host, logger)
}

/** The install directory, refusing one whose replacement would destroy something that is not ROCm. */
export function checkDest(given: string | undefined, force: boolean): string {
  if (given !== undefined && !given.trim())
    throw new InputError('--dest is empty. Omit it for ./rocm, or name the directory to install to.')
  const dest = resolve(given ?? 'rocm')
  if (existsSync(dest) && readdirSync(dest).length) {
    if (!force)
      throw new InputError(
        `${dest} exists and is not empty. Choose another --dest, or pass --force to replace it.`
      )
    const precious: [string, string][] = [
      ['/', 'the root directory'],
      [resolve(homedir()), 'your home directory'],
      [process.cwd(), 'the current directory']
    ]
    const hit = precious.find(([p]) => p === dest)
    if (hit)
      throw new InputError(
        `--force would replace ${dest}, ${hit[1]}. Name a directory of its own with --dest.`
      )
  }
  return dest
}
