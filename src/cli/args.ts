// The CLI's flags: the install inputs' flags come from the one table of inputs (config/options.ts),
// the CLI's own and publish's are listed here. parseArgs (node:util) reads them; `inputsOf` turns
// what was given into the getter config/inputs.ts parses, exactly as the action's inputs are.
import { INPUTS, type InputName } from '../config/options.ts'
import { PUBLISH_DEFAULTS } from '../publish/contract.ts'

export interface Flag {
  flag: string
  /** A value's name in the help (absent: a switch). */
  arg?: string
  repeat?: boolean
  short?: string
  help: string
  /** The default shown in the help. */
  shown?: string
  /** Only with `publish`. */
  publish?: boolean
}

/** Flags of the CLI itself (not inputs of the action). */
const OWN: Flag[] = [
  {
    flag: 'dest',
    arg: 'DIR',
    help: 'where to install; must be absent or empty unless --force',
    shown: './rocm'
  },
  { flag: 'print-closure', help: 'print the runtime closure (size, library, who needs it) on stdout' },
  { flag: 'print-env', help: 'print shell export lines for the installed tree on stdout' },
  {
    flag: 'force',
    help: 'replace a non-empty --dest (never a system directory, your home or the current one)'
  },
  { flag: 'quiet', help: 'only errors on stderr' },
  { flag: 'list-defaults', help: 'print the built-in prune and protect lists and exit' },
  { flag: 'help', short: 'h', help: 'this help' },
  { flag: 'version', help: 'print the version' }
]

const PUBLISH: Flag[] = [
  {
    flag: 'to',
    arg: 'REPO[:TAG]',
    publish: true,
    help: 'repository to push to (ghcr.io/org/rocm-pruned:10.0, host:port/path, http://host:port/path for plain HTTP); without a tag it is pushed by digest only. The tree goes to the same --image-path.'
  },
  {
    flag: 'layers',
    arg: 'N',
    publish: true,
    help: 'split the tree into N layers of similar size, disjoint subtrees that installs inflate side by side',
    shown: String(PUBLISH_DEFAULTS.layers)
  },
  {
    flag: 'zstd-level',
    arg: 'L',
    publish: true,
    help: 'zstd level of the layers, 1-19',
    shown: String(PUBLISH_DEFAULTS.zstdLevel)
  }
]

/** The install inputs' flags, with their defaults from the table. */
function inputFlags(): Flag[] {
  const out: Flag[] = []
  for (const i of INPUTS) {
    const c = i.cli
    if ('arg' in c)
      out.push({ flag: c.flag, arg: c.arg, repeat: c.repeat, help: c.help, shown: i.default || undefined })
    else if ('sets' in c) out.push({ flag: c.flag, help: c.help })
  }
  return out
}

export function flags(publishing: boolean): Flag[] {
  const input = inputFlags()
  const at = input.findIndex(f => f.flag === 'image') + 1
  return [...input.slice(0, at), OWN[0], ...input.slice(at), ...OWN.slice(1), ...(publishing ? PUBLISH : [])]
}

type ParseOptions = Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>

/** The options object parseArgs takes. */
export function parseOptions(publishing: boolean): ParseOptions {
  const o: ParseOptions = {}
  for (const f of flags(publishing))
    o[f.flag] = {
      type: f.arg ? 'string' : 'boolean',
      ...(f.repeat ? { multiple: true } : {}),
      ...(f.short ? { short: f.short } : {})
    }
  return o
}

/**
 * What the CLI was given, as the inputs' getter: undefined for an input not given at all (its
 * default applies), the string otherwise; repeated flags are joined by newlines (the action's
 * multi-line inputs); credentials come from the environment, never from the command line.
 */
export function inputsOf(
  values: Record<string, string | boolean | string[] | undefined>,
  env: Record<string, string | undefined>
): (name: InputName | string) => string | undefined {
  const given = new Map<string, string | undefined>()
  for (const i of INPUTS) {
    const c = i.cli
    let v: string | undefined
    if ('arg' in c) {
      const raw = values[c.flag]
      v = Array.isArray(raw) ? raw.join('\n') : (raw as string | undefined)
    } else if ('sets' in c) v = values[c.flag] ? c.sets : undefined
    else if ('env' in c) v = env[c.env]
    else v = c.fixed
    given.set(i.name, v)
  }
  return name => given.get(name)
}

/** How the CLI names an input in messages: its flag, or its environment variable. */
export function cliLabel(name: string): string {
  const spec = INPUTS.find(i => i.name === name)
  if (!spec) return `--${name}`
  const c = spec.cli
  if ('env' in c) return c.env
  if ('flag' in c) return `--${c.flag}`
  return name
}

/** The words for registry credentials in the CLI's messages. */
export const CLI_CREDENTIALS = 'SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD'
