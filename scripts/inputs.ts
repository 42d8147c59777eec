// Writes action.yml's inputs and the README's input table from the one table of inputs
// (src/config/options.ts): `node scripts/inputs.ts`, then `npx prettier --write README.md`.
// __tests__/unit/config/options.test.ts fails while either says something else than the table.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { INPUTS } from '../src/config/options.ts'

const root = resolve(import.meta.dirname, '..')
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

const actionPath = join(root, 'action.yml')
const action = readFileSync(actionPath, 'utf8')
const inputs = INPUTS.map(
  i =>
    `  ${i.name}:\n    description: ${quote(i.description)}\n    required: false\n    default: ${quote(i.default)}\n`
).join('')
const from = action.indexOf('inputs:\n')
const to = action.indexOf('outputs:\n')
writeFileSync(actionPath, `${action.slice(0, from)}inputs:\n${inputs}${action.slice(to)}`)

const readmePath = join(root, 'README.md')
const readme = readFileSync(readmePath, 'utf8')
const rows = INPUTS.map(i => {
  const shown = i.default ? `\`${i.default}\`` : (i.emptyMeans ?? '(none)')
  return `| \`${i.name}\` | ${i.description.replace(/\|/g, '\\|')} | ${shown} |`
})
const table = ['| Input | Meaning | Default |', '| --- | --- | --- |', ...rows].join('\n')
const start = readme.indexOf('| Input ')
const end = readme.indexOf('\n\n', start)
if (start < 0 || end < 0) throw new Error('README.md has no input table under ## Inputs')
writeFileSync(readmePath, `${readme.slice(0, start)}${table}${readme.slice(end)}`)
