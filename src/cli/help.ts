// The CLI's help, made from its flags (args.ts), which take the install inputs' defaults from the
// one table (config/options.ts): what --help says cannot drift from what the flags do.
import { flags, type Flag } from './args.ts'

const WIDTH = 100
const COLUMN = 23

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function entry(f: Flag): string {
  const name = `  ${f.short ? `-${f.short}, ` : ''}--${f.flag}${f.arg ? ` ${f.arg}` : ''}`
  const body = wrap(f.help + (f.shown ? ` (default: ${f.shown})` : ''), WIDTH - COLUMN)
  const indent = (l: string) => ' '.repeat(COLUMN) + l
  if (name.length < COLUMN) return [name.padEnd(COLUMN) + body[0], ...body.slice(1).map(indent)].join('\n')
  return [name, ...body.map(indent)].join('\n')
}

export function helpText(): string {
  const all = flags(true)
  const install = all.filter(f => !f.publish).map(entry)
  const publish = all.filter(f => f.publish).map(entry)
  return `Usage: setup-rocm [options]
       setup-rocm publish --to REPO[:TAG] [options]
       setup-rocm index --image REF (--out FILE | --to REPO[:TAG])   (see setup-rocm index --help)
       setup-rocm unmount DIR   (a tree mounted with --lazy: unmounts it, says what it fetched)

Install AMD ROCm from a digest-pinned container image, without docker. With "publish": install
(smoke test included), then push the installed tree as a new image and print its digest to pin.

${install.join('\n')}

publish (the options above, and):
${publish.join('\n')}
  --dest DIR           keep the installed tree there (default: a temporary directory, removed)

Credentials come from SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD (never from
the command line, where other users could read them); publish pushes with
SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD, else with docker login's credentials for
the target. Logs go to stderr; stdout carries only what --print-env prints, and publish's
host/repository@digest line.

Exit codes: 0 installed; 1 install failed; 2 bad usage or input; 3 the smoke test failed.
Needs Node.js 24 or newer.
`
}
