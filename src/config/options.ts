// The install's inputs, in one table: each input's name (action.yml's and the CLI's flag), its
// default, its description and how the CLI takes it. inputs.ts parses with these defaults, the
// CLI's flags and help are made from it (cli/args.ts, cli/help.ts), `node scripts/inputs.ts` writes
// action.yml's inputs and the README's table from it, and a unit test checks both against it.

export const Inputs = {
  Image: 'image',
  RocmVersion: 'rocm-version',
  ImagePath: 'image-path',
  Prune: 'prune',
  Protect: 'protect',
  GfxTarget: 'gfx-target',
  SmokeTest: 'smoke-test',
  Cache: 'cache',
  CacheSaveUntrustedEvents: 'cache-save-untrusted-events',
  CacheVerify: 'cache-verify',
  ToolCacheVerify: 'tool-cache-verify',
  Platform: 'platform',
  RegistryUsername: 'registry-username',
  RegistryPassword: 'registry-password',
  StallTimeout: 'stall-timeout',
  MinSpeed: 'min-speed',
  Mirrors: 'mirrors',
  Mode: 'mode',
  DownloadConnections: 'download-connections',
  Index: 'index',
  RuntimeLibraries: 'runtime-libraries',
  Threads: 'threads',
  Lazy: 'lazy',
  LazyFill: 'lazy-fill'
} as const

export type InputName = (typeof Inputs)[keyof typeof Inputs]

export const DEFAULT_IMAGE =
  'rocm/dev-ubuntu-24.04@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374'

/**
 * How the CLI gives an input. An input's flag is always `--<input name>`: one name per concept
 * for the action and the CLI (a boolean input is a switch `--no-<name>` that sets its `negated`
 * value). Credentials come from the environment, never the command line; `fixed` inputs have no
 * flag (the actions cache means nothing outside a runner).
 */
export type CliForm =
  { arg: string; repeat?: boolean } | { negated: string } | { env: string } | { fixed: string }

/** An older CLI spelling that still works, with a warning naming the flag to use instead. */
export type DeprecatedFlag = { flag: string; arg: string; repeat?: boolean } | { flag: string; sets: string }

export interface InputSpec {
  name: InputName
  /** Exactly as action.yml writes it. */
  default: string
  /** What an empty default means, where it means more than nothing (the README's default column). */
  emptyMeans?: string
  /**
   * One or two sentences: action.yml's description, the README's row and the CLI's help (its
   * backticks dropped) all say exactly this. The rest goes to docs/advanced-usage.md.
   */
  description: string
  cli: CliForm
  deprecated?: DeprecatedFlag[]
}

export const INPUTS: readonly InputSpec[] = [
  {
    name: Inputs.Image,
    default: DEFAULT_IMAGE,
    description:
      'Container image to install ROCm from, pinned by digest (`name@sha256:<64 hex>`); a tag alone is refused.',
    cli: { arg: 'REF' }
  },
  {
    name: Inputs.RocmVersion,
    default: '',
    description:
      'A ROCm release instead of an image (`10.0.0`, or a prefix such as `10`: the newest it matches) from the releases setup-rocm knows.',
    cli: { arg: 'VERSION' }
  },
  {
    name: Inputs.ImagePath,
    default: '/opt/rocm',
    description: "Directory inside the image to install, resolved through the image's own links.",
    cli: { arg: 'PATH' }
  },
  {
    name: Inputs.Prune,
    default: 'defaults',
    description:
      'Globs of files not to install, one per line, relative to `image-path`: `defaults` stands for the built-in list, `none` prunes nothing.',
    cli: { arg: 'GLOB', repeat: true }
  },
  {
    name: Inputs.Protect,
    default: '',
    description:
      'Extra globs no prune pattern may remove, one per line (added to the built-in protected list).',
    cli: { arg: 'GLOB', repeat: true }
  },
  {
    name: Inputs.GfxTarget,
    default: 'gfx1036',
    description: 'GPU targets the smoke test compiles for, comma or newline separated.',
    cli: { arg: 'LIST' }
  },
  {
    name: Inputs.SmokeTest,
    default: 'true',
    description:
      "Check the HIP runtime's library closure and compile a kernel with the tree's `hipcc` (run where a matching GPU exists) before success.",
    cli: { negated: 'false' }
  },
  {
    name: Inputs.Cache,
    default: 'true',
    description:
      'Restore and save the installed tree with the GitHub Actions cache: `true`, `restore` (restore only, never save) or `false`.',
    cli: { fixed: 'false' }
  },
  {
    name: Inputs.CacheSaveUntrustedEvents,
    default: 'false',
    description:
      'Also save from `pull_request_target` and `workflow_run` jobs (they run in the base branch’s cache scope, often for forks).',
    cli: { fixed: 'false' }
  },
  {
    name: Inputs.CacheVerify,
    default: 'auto',
    description:
      'Cached trees are used once verified against the seek index; without one, `auto` uses them (saying so), `required` refuses them.',
    cli: { fixed: 'auto' }
  },
  {
    name: Inputs.ToolCacheVerify,
    default: 'contents',
    description:
      'With an index: `contents` hashes every tool-cache file; `metadata` checks all but contents (a tool cache only trusted jobs write).',
    cli: { fixed: 'contents' }
  },
  {
    name: Inputs.Platform,
    default: '',
    emptyMeans: "the runner's (`linux/amd64` on X64)",
    description:
      "Platform to pick from a multi-platform image, `os/arch[/variant]`; empty: the runner's own.",
    cli: { arg: 'OS/ARCH' }
  },
  {
    name: Inputs.RegistryUsername,
    default: '',
    description: "User name for the image's registry; anonymous pulls by default.",
    cli: { env: 'SETUP_ROCM_REGISTRY_USERNAME' }
  },
  {
    name: Inputs.RegistryPassword,
    default: '',
    description: "Password or token for the image's registry; masked in logs.",
    cli: { env: 'SETUP_ROCM_REGISTRY_PASSWORD' }
  },
  {
    name: Inputs.StallTimeout,
    default: '30',
    description:
      'Seconds without data (or below `min-speed` on average) before a download is resumed; two stalls in a row fail the step.',
    cli: { arg: 'S' }
  },
  {
    name: Inputs.MinSpeed,
    default: '16',
    description: 'KiB/s below which a download counts as stalled; `0` turns the rate check off.',
    cli: { arg: 'KIB' }
  },
  {
    name: Inputs.DownloadConnections,
    default: 'auto',
    description:
      'Connections per large blob (`Range` parts): `auto` adds more, up to 8, while they raise the rate; 1-16 fixes the count.',
    cli: { arg: 'N|auto' },
    deprecated: [{ flag: 'connections', arg: 'N|auto' }]
  },
  {
    name: Inputs.Threads,
    default: 'auto',
    description:
      'CPUs a cached tree is hashed on: `auto`, those the job may use (affinity, container CPU quota); 1-64 caps it.',
    cli: { arg: 'N|auto' }
  },
  {
    name: Inputs.Index,
    default: '',
    description:
      'A seek index (a file, or an artifact pinned by digest): only spans of kept files are fetched. Empty: versions.json’s; `none`: never.',
    cli: { arg: 'FILE|REF' }
  },
  {
    name: Inputs.Mirrors,
    default: '',
    description:
      "Repositories with the same digest, one per line, tried before the image's registry; each pull is checked against the digest.",
    cli: { arg: 'REPO', repeat: true },
    deprecated: [{ flag: 'mirror', arg: 'REPO', repeat: true }]
  },
  {
    name: Inputs.Mode,
    default: 'sdk',
    description:
      '`sdk`: the pruned ROCm SDK. `runtime`: only the ELF load closure of `runtime-libraries`, checked by loading it.',
    cli: { arg: 'sdk|runtime' },
    deprecated: [{ flag: 'runtime', sets: 'runtime' }]
  },
  {
    name: Inputs.Lazy,
    default: 'false',
    description:
      'Mount the tree read-only from its seek index, each file fetched and verified when first read: `false`, `true`, `auto` (else install).',
    cli: { arg: 'false|true|auto' }
  },
  {
    name: Inputs.LazyFill,
    default: 'true',
    description:
      'With a lazy mount, fetch the rest of the tree in the background once the smoke test passed; `false` keeps to the files read.',
    cli: { negated: 'false' }
  },
  {
    name: Inputs.RuntimeLibraries,
    default: 'libamdhip64.so',
    description:
      'With `mode: runtime`, the libraries whose load closure to install, comma or newline separated.',
    cli: { arg: 'L', repeat: true },
    deprecated: [{ flag: 'runtime-library', arg: 'L', repeat: true }]
  }
]

/** The CLI flag of an input: its own name, negated for a boolean switch (`--no-smoke-test`). */
export function flagOf(spec: InputSpec): string | undefined {
  if ('arg' in spec.cli) return spec.name
  if ('negated' in spec.cli) return `no-${spec.name}`
  return undefined
}

const byName = new Map(INPUTS.map(i => [i.name, i]))

/** An input's default, as action.yml writes it. */
export function defaultOf(name: InputName): string {
  const spec = byName.get(name)
  if (!spec) throw new Error(`no input named ${name}`)
  return spec.default
}
