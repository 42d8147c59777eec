// `setup-rocm index`: builds the seek index of an image (seek/build/index-image.ts) and writes it to a file, or
// pushes it as an OCI artifact whose subject is the image manifest, printing what to pin.
//   setup-rocm index --image rocm/dev-ubuntu-24.04@sha256:… --out rocm.index
//   setup-rocm index --image rocm/dev-ubuntu-24.04@sha256:… --push ghcr.io/org/rocm-index:10.0.0
import { parseArgs } from 'node:util'
import { promises as fs } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { InputError, parseInputs, parseWholeNumber } from '../config/inputs.ts'
import { Inputs } from '../config/options.ts'
import { parsePushTarget } from '../oci/reference.ts'
import { MediaType } from '../oci/manifest.ts'
import { faultOf } from '../errors.ts'
import { indexImage } from '../seek/build/index-image.ts'
import { pushIndex } from '../seek/source/index-source.ts'
import { DEFAULT_SPACING, MAX_SPACING } from '../seek/build/build.ts'
import { formatBytes, type Logger } from '../log.ts'
import { VERSION } from '../version.ts'
import { CLI_CREDENTIALS, cliLabel } from './args.ts'

const OPTIONS = {
  image: { type: 'string' },
  'rocm-version': { type: 'string' },
  platform: { type: 'string' },
  out: { type: 'string' },
  to: { type: 'string' },
  spacing: { type: 'string' },
  'download-connections': { type: 'string' },
  // Older spellings, still taken with a warning: index.yml's input and publish say `to`, the
  // action's input says `download-connections`.
  push: { type: 'string' },
  connections: { type: 'string' },
  'stall-timeout': { type: 'string' },
  'min-speed': { type: 'string' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

export const INDEX_HELP = `Usage: setup-rocm index (--image REF | --rocm-version V) (--out FILE | --to REPO[:TAG]) [options]

Builds the seek index of an image: every layer is downloaded and verified against its digest, and
for each gzip layer the index records where its deflate stream can be resumed (with the 32 KiB
window there), the sha256 of the compressed bytes between those points, and the tar table of
contents. Installs given the index (--index, the action's index input) fetch only the spans that
hold kept files. The format: docs/index-format.md.

  --image REF           the image, pinned by digest
  --rocm-version V      a release from versions.json instead of --image
  --platform OS/ARCH    the platform to index (default: this machine's)
  --out FILE            write the index to FILE
  --to REPO[:TAG]       push it as an OCI artifact (subject: the image manifest); prints REPO@digest
  --spacing MIB         output between checkpoints, in MiB (default and most: ${DEFAULT_SPACING >> 20}); smaller
                        skips more of a pruned layer, larger makes a smaller index
  --download-connections N|auto, --stall-timeout S, --min-speed KIB
                        as for an install (defaults: auto, 30, 16)
  --quiet               only errors on stderr

Pull credentials: ${CLI_CREDENTIALS}; push credentials: SETUP_ROCM_PUSH_USERNAME and
SETUP_ROCM_PUSH_PASSWORD, else docker login's. Exit codes: 0 done; 1 failed; 2 bad usage.
`

type Args = Record<string, string | boolean | undefined>

/** What the command line asks for, each value checked (an InputError says which is wrong). */
function indexRequest(args: Args, logger: Logger) {
  const out = args.out as string | undefined
  const to = renamed(args, 'push', 'to', logger)
  const connections = renamed(args, 'connections', 'download-connections', logger)
  if (!out && !to) throw new InputError('give --out FILE, --to REPO[:TAG], or both.')
  const given: Record<string, string | undefined> = {
    [Inputs.Image]: args.image as string | undefined,
    [Inputs.RocmVersion]: args['rocm-version'] as string | undefined,
    [Inputs.Platform]: args.platform as string | undefined,
    [Inputs.DownloadConnections]: connections,
    [Inputs.StallTimeout]: args['stall-timeout'] as string | undefined,
    [Inputs.MinSpeed]: args['min-speed'] as string | undefined,
    [Inputs.RegistryUsername]: process.env.SETUP_ROCM_REGISTRY_USERNAME,
    [Inputs.RegistryPassword]: process.env.SETUP_ROCM_REGISTRY_PASSWORD,
    [Inputs.Index]: 'none'
  }
  const cfg = parseInputs(n => given[n], { os: process.platform, arch: process.arch }, cliLabel)
  const spacing =
    args.spacing !== undefined
      ? parseWholeNumber('--spacing', args.spacing as string, 1, MAX_SPACING >> 20) << 20
      : DEFAULT_SPACING
  return { cfg, out, spacing, target: to ? parsePushTarget(to) : undefined }
}

/** Writes the index to `out` whole or not at all (a temporary file renamed into place). */
async function writeIndexFile(out: string, file: Buffer, logger: Logger): Promise<void> {
  const path = resolve(out)
  await fs.mkdir(dirname(path), { recursive: true })
  const tmp = `${path}.tmp-${process.pid}`
  await fs.writeFile(tmp, file)
  await fs.rename(tmp, path)
  logger.info(`Wrote ${path}.`)
}

export async function indexCommand(
  argv: string[],
  logger: Logger,
  say: (s: string) => void,
  pushCredentials: (host: string) => { username: string; password: string } | undefined
): Promise<number> {
  let args: Args
  try {
    args = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values
  } catch (e) {
    process.stderr.write(`setup-rocm index: ${(e as Error).message}\n\n${INDEX_HELP}`)
    return 2
  }
  if (args.help) {
    process.stdout.write(INDEX_HELP)
    return 0
  }
  let req: ReturnType<typeof indexRequest>
  try {
    req = indexRequest(args, logger)
  } catch (e) {
    say(`setup-rocm index: ${(e as Error).message}`)
    return 2
  }
  const { cfg, out, spacing, target } = req
  try {
    const made = await indexImage({
      reference: cfg.source.reference,
      platform: cfg.source.platform,
      credentials: cfg.credentials,
      credentialsHint: CLI_CREDENTIALS,
      network: cfg.network,
      logger,
      spacing
    })
    const gz = made.index.layers.filter(l => l.compression === 'gzip')
    logger.info(
      `Indexed in ${made.seconds.toFixed(1)} s: ${gz.length} gzip layers, ` +
        `${gz.reduce((s, l) => s + l.checkpoints.length, 0)} checkpoints, ` +
        `${made.index.layers.reduce((s, l) => s + l.toc.length, 0)} entries; the index is ${formatBytes(made.file.length)}.`
    )
    if (out) await writeIndexFile(out, made.file, logger)
    if (target) {
      const pushed = await pushIndex({
        target,
        file: made.file,
        subject: {
          mediaType: made.image.mediaType || MediaType.ociManifest,
          digest: made.image.digest,
          size: made.image.size
        },
        credentials: pushCredentials(target.endpoint.registry),
        logger,
        annotations: {
          'org.opencontainers.image.created': new Date().toISOString(),
          'io.github.vmafx.setup-rocm.version': VERSION,
          'io.github.vmafx.setup-rocm.index.image': cfg.source.reference.original
        }
      })
      logger.info(`Pushed the index: pin it as index: ${pushed.reference}`)
      process.stdout.write(`${pushed.reference}\n`)
    } else if (out) process.stdout.write(`${resolve(out)}\n`)
    return 0
  } catch (e) {
    say(`setup-rocm index: ${(e as Error).message}`)
    return faultOf(e) === 'usage' ? 2 : 1
  }
}

/** A flag given under its old name still works, with a warning; under both names it is refused. */
function renamed(args: Args, old: string, now: string, logger: Logger): string | undefined {
  if (args[old] === undefined) return args[now] as string | undefined
  if (args[now] !== undefined)
    throw new InputError(`--${old} is the old spelling of --${now}: give only --${now}.`)
  logger.warning(
    `--${old} is deprecated and will be removed in a later major version: use --${now} (the same option).`
  )
  return args[old] as string
}
