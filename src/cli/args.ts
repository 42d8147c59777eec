// The CLI's flags: the install inputs' flags come from the one table of inputs (config/options.ts),
// the CLI's own and publish's are listed here. parseArgs (node:util) reads them; `inputsOf` turns
// what was given into the getter config/inputs.ts parses, exactly as the action's inputs are.
import { INPUTS, flagOf, type InputName, type InputSpec } from '../config/options.ts'
import { InputError } from '../config/inputs.ts'
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

/** What users read of a description in a terminal: the words, without markdown's backticks. */
export function plain(description: string): string {
  return description.replace(/`/g, '')
}

/** The install inputs' flags, with their defaults and descriptions from the table. */
function inputFlags(): Flag[] {
  const out: Flag[] = []
  for (const i of INPUTS) {
    const c = i.cli
    const flag = flagOf(i)
    if (!flag) continue
    if ('arg' in c)
      out.push({
        flag,
        arg: c.arg,
        repeat: c.repeat,
        help: plain(i.description) + (c.repeat ? ' Repeat the flag for more.' : ''),
        shown: i.default || undefined
      })
    else out.push({ flag, help: `Turns ${i.name} off. ${i.name}: ${plain(i.description)}` })
  }
  return out
}

/** Older spellings that still parse (not in the help): flag -> what it stands for. */
function deprecatedFlags(): {
  flag: string
  arg?: string
  repeat?: boolean
  input: InputSpec
  sets?: string
}[] {
  return INPUTS.flatMap(i =>
    (i.deprecated ?? []).map(d =>
      'sets' in d
        ? { flag: d.flag, input: i, sets: d.sets }
        : { flag: d.flag, arg: d.arg, repeat: d.repeat, input: i }
    )
  )
}

export function flags(publishing: boolean): Flag[] {
  const input = inputFlags()
  const at = input.findIndex(f => f.flag === 'image') + 1
  return [...input.slice(0, at), OWN[0], ...input.slice(at), ...OWN.slice(1), ...(publishing ? PUBLISH : [])]
}

type ParseOptions = Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>

/** The options object parseArgs takes: every flag, and the deprecated spellings. */
export function parseOptions(publishing: boolean): ParseOptions {
  const o: ParseOptions = {}
  for (const f of [...flags(publishing), ...deprecatedFlags()])
    o[f.flag] = {
      type: f.arg ? 'string' : 'boolean',
      ...(f.repeat ? { multiple: true } : {}),
      ...('short' in f && f.short ? { short: f.short } : {})
    }
  return o
}

/**
 * One warning per deprecated spelling given, naming the flag to use; the spelling still works.
 * A single-valued input given under both spellings is refused (which one was meant is unclear).
 */
export function deprecationsOf(values: Record<string, unknown>): string[] {
  const said: string[] = []
  for (const d of deprecatedFlags()) {
    if (values[d.flag] === undefined || values[d.flag] === false) continue
    const now = `--${flagOf(d.input)}${d.sets !== undefined ? ` ${d.sets}` : ''}`
    if (values[flagOf(d.input)!] !== undefined && !d.repeat)
      throw new InputError(`--${d.flag} is the old spelling of ${now}: give only ${now}.`)
    said.push(
      `--${d.flag} is deprecated and will be removed in a later major version: use ${now} (the same input).`
    )
  }
  return said
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
      const raw = [i.name, ...(i.deprecated ?? []).filter(d => 'arg' in d).map(d => d.flag)].flatMap(f => {
        const x = values[f]
        return x === undefined ? [] : Array.isArray(x) ? x : [x as string]
      })
      v = raw.length ? raw.join('\n') : undefined
      const set = (i.deprecated ?? []).find(d => 'sets' in d && values[d.flag])
      if (v === undefined && set && 'sets' in set) v = set.sets
    } else if ('negated' in c) v = values[flagOf(i)!] ? c.negated : undefined
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
  return `--${flagOf(spec) ?? name}`
}

/** The words for registry credentials in the CLI's messages. */
export const CLI_CREDENTIALS = 'SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD'
