// The install's inputs, in one table: each input's name (as action.yml spells it), its default,
// and how the CLI takes it. inputs.ts parses with these defaults, the CLI's flags and help are made
// from it (cli/help.ts), and a unit test checks action.yml and the README's input table against it.

export const Inputs = {
  Image: 'image',
  RocmVersion: 'rocm-version',
  ImagePath: 'image-path',
  Prune: 'prune',
  Protect: 'protect',
  GfxTarget: 'gfx-target',
  SmokeTest: 'smoke-test',
  Cache: 'cache',
  Platform: 'platform',
  RegistryUsername: 'registry-username',
  RegistryPassword: 'registry-password',
  StallTimeout: 'stall-timeout',
  MinSpeed: 'min-speed',
  Mirrors: 'mirrors',
  Mode: 'mode',
  DownloadConnections: 'download-connections',
  Index: 'index',
  RuntimeLibraries: 'runtime-libraries'
} as const

export type InputName = (typeof Inputs)[keyof typeof Inputs]

export const DEFAULT_IMAGE =
  'rocm/dev-ubuntu-24.04@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374'

/** How the CLI gives an input: a flag with a value, a switch that sets a value, or the environment. */
export type CliForm =
  | { flag: string; arg: string; repeat?: boolean; help: string }
  | { flag: string; sets: string; help: string }
  | { env: string }
  | { fixed: string }

export interface InputSpec {
  name: InputName
  /** Exactly as action.yml writes it. */
  default: string
  cli: CliForm
}

export const INPUTS: readonly InputSpec[] = [
  {
    name: Inputs.Image,
    default: DEFAULT_IMAGE,
    cli: { flag: 'image', arg: 'REF', help: 'image pinned by digest' }
  },
  {
    name: Inputs.RocmVersion,
    default: '',
    cli: {
      flag: 'rocm-version',
      arg: 'VERSION',
      help: 'a ROCm release instead of --image (10.0.0, or a prefix such as 10: the newest it matches), from the versions setup-rocm knows (versions.json)'
    }
  },
  {
    name: Inputs.ImagePath,
    default: '/opt/rocm',
    cli: { flag: 'image-path', arg: 'PATH', help: 'directory inside the image to install' }
  },
  {
    name: Inputs.Prune,
    default: 'defaults',
    cli: {
      flag: 'prune',
      arg: 'GLOB',
      repeat: true,
      help: 'prune pattern; repeat it. "defaults" = the built-in list, "none" = prune nothing'
    }
  },
  {
    name: Inputs.Protect,
    default: '',
    cli: { flag: 'protect', arg: 'GLOB', repeat: true, help: 'extra pattern no prune may remove; repeat it' }
  },
  {
    name: Inputs.GfxTarget,
    default: 'gfx1036',
    cli: { flag: 'gfx-target', arg: 'LIST', help: 'targets for the smoke compile, comma separated' }
  },
  {
    name: Inputs.SmokeTest,
    default: 'true',
    cli: { flag: 'no-smoke-test', sets: 'false', help: 'skip the closure check and the hipcc compile' }
  },
  { name: Inputs.Cache, default: 'true', cli: { fixed: 'false' } },
  {
    name: Inputs.Platform,
    default: '',
    cli: {
      flag: 'platform',
      arg: 'OS/ARCH',
      help: "platform to pick from a multi-platform image (default: this machine's, linux/amd64 or linux/arm64)"
    }
  },
  { name: Inputs.RegistryUsername, default: '', cli: { env: 'SETUP_ROCM_REGISTRY_USERNAME' } },
  { name: Inputs.RegistryPassword, default: '', cli: { env: 'SETUP_ROCM_REGISTRY_PASSWORD' } },
  {
    name: Inputs.StallTimeout,
    default: '30',
    cli: {
      flag: 'stall-timeout',
      arg: 'S',
      help: 'a download with no data for S seconds, or slower than --min-speed over S seconds, is resumed, and fails after two such stalls'
    }
  },
  {
    name: Inputs.MinSpeed,
    default: '16',
    cli: {
      flag: 'min-speed',
      arg: 'KIB',
      help: 'KiB/s below which a download counts as stalled; 0 turns it off'
    }
  },
  {
    name: Inputs.DownloadConnections,
    default: 'auto',
    cli: {
      flag: 'connections',
      arg: 'N|auto',
      help: 'connections for one large blob, fetched in Range parts (1: one stream); auto: one, and more (up to 8) only while the install waits for data'
    }
  },
  {
    name: Inputs.Index,
    default: '',
    cli: {
      flag: 'index',
      arg: 'FILE|REF',
      help: 'a seek index of the image (a file, or an OCI artifact pinned by digest, made by setup-rocm index): only the compressed spans holding kept files are fetched, inflated side by side; "none": the whole image even where versions.json names an index'
    }
  },
  {
    name: Inputs.Mirrors,
    default: '',
    cli: {
      flag: 'mirror',
      arg: 'REPO',
      repeat: true,
      help: "a repository serving the same digest (ghcr.io/org/rocm-dev, host:port/path, http://host:port/path for plain HTTP); repeat it; tried in order before the image's own registry, each pull checked against the pinned digest"
    }
  },
  {
    name: Inputs.Mode,
    default: 'sdk',
    cli: {
      flag: 'runtime',
      sets: 'runtime',
      help: 'install only the ELF load closure of the runtime libraries (the HIP runtime for node images, ~400 MB of ROCm 10), no SDK; smoke test = load check'
    }
  },
  {
    name: Inputs.RuntimeLibraries,
    default: 'libamdhip64.so',
    cli: {
      flag: 'runtime-library',
      arg: 'L',
      repeat: true,
      help: 'a library whose closure to keep in --runtime mode; repeat it (e.g. libhiprtc.so, or a path like lib/libx.so)'
    }
  }
]

const byName = new Map(INPUTS.map(i => [i.name, i]))

/** An input's default, as action.yml writes it. */
export function defaultOf(name: InputName): string {
  const spec = byName.get(name)
  if (!spec) throw new Error(`no input named ${name}`)
  return spec.default
}
