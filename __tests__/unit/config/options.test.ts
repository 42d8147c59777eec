// The one table of inputs (config/options.ts) against what users read: action.yml, the README's
// input table and the CLI's help, and the CLI's old spellings; and the folder rule that keeps the runner out of the core.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { ESLint } from 'eslint'
import { parseArgs } from 'node:util'
import { INPUTS, flagOf } from '../../../src/config/options.ts'
import { helpText } from '../../../src/cli/help.ts'
import { deprecationsOf, inputsOf, parseOptions, plain } from '../../../src/cli/args.ts'

const root = resolve(import.meta.dirname, '../../..')

describe('one table of inputs', () => {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string; description: string }>
  }
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Inputs'), readme.indexOf('## Outputs'))
  const rowOf = (name: string) =>
    section
      .split('\n')
      .find(l => l.startsWith(`| \`${name}\``))
      ?.split('|')
      .slice(1, -1)
      .map(c => c.trim())

  test('action.yml has exactly the table’s inputs, with the same defaults and descriptions', () => {
    assert.deepEqual(Object.keys(action.inputs).sort(), INPUTS.map(i => i.name).sort())
    for (const i of INPUTS) {
      assert.equal(action.inputs[i.name].default ?? '', i.default, `default of ${i.name}`)
      assert.equal(action.inputs[i.name].description, i.description, `description of ${i.name}`)
    }
  })

  test('each description is one or two sentences', () => {
    for (const i of INPUTS) {
      const sentences = i.description.split(/(?<=[.!?])\s+(?=[A-Z`])/).length
      assert.ok(sentences <= 2 && i.description.length <= 240, `${i.name}: ${i.description}`)
    }
  })

  test('the README’s input table says, one line an input, what the table says', () => {
    for (const i of INPUTS) {
      const row = rowOf(i.name)
      assert.ok(row, `README has a row for ${i.name}`)
      assert.equal(row[1], i.description, `README meaning of ${i.name}`)
      const shown = i.default ? `\`${i.default}\`` : (i.emptyMeans ?? '(none)')
      assert.equal(row[2], shown, `README default of ${i.name}`)
    }
    assert.equal(section.split('\n').filter(l => l.startsWith('| `')).length, INPUTS.length)
  })

  test('one name per concept: every input’s CLI flag is its own name (a switch: --no-<name>)', () => {
    for (const i of INPUTS) {
      const flag = flagOf(i)
      if ('arg' in i.cli) assert.equal(flag, i.name)
      else if ('negated' in i.cli) assert.equal(flag, `no-${i.name}`)
      else assert.equal(flag, undefined)
    }
  })

  test('the CLI help names every flag of the table, its default and its description', () => {
    const help = helpText().replace(/\s+/g, ' ')
    for (const i of INPUTS) {
      const flag = flagOf(i)
      if (!flag) continue
      assert.ok(help.includes(`--${flag}`), `help mentions --${flag}`)
      assert.ok(help.includes(plain(i.description)), `help says what ${i.name} is`)
      if ('arg' in i.cli && i.default)
        assert.ok(help.includes(`(default: ${i.default})`), `help shows ${i.name}'s default`)
      for (const d of i.deprecated ?? []) assert.ok(!help.includes(`--${d.flag} `), `help hides --${d.flag}`)
    }
    for (const line of helpText().split('\n'))
      assert.ok(line.length <= 100 || !/\S\s+\S/.test(line), `help line over 100 columns: ${line}`)
  })

  type Values = Record<string, string | boolean | string[] | undefined>
  test('the old CLI spellings still work, each with a warning that names the new one', () => {
    const argv = [
      '--connections',
      '3',
      '--mirror',
      'ghcr.io/a/b',
      '--mirrors',
      'ghcr.io/c/d',
      '--runtime',
      '--runtime-library',
      'libhiprtc.so'
    ]
    const values = parseArgs({ args: argv, options: parseOptions(false), strict: true }).values as Values
    const said = deprecationsOf(values)
    assert.deepEqual(said.map(s => s.split(' ')[0]).sort(), [
      '--connections',
      '--mirror',
      '--runtime',
      '--runtime-library'
    ])
    assert.ok(said.some(s => s.includes('use --download-connections')))
    assert.ok(said.some(s => s.includes('use --mode runtime')))
    const get = inputsOf(values, {})
    assert.equal(get('download-connections'), '3')
    assert.equal(get('mirrors'), 'ghcr.io/c/d\nghcr.io/a/b')
    assert.equal(get('mode'), 'runtime')
    assert.equal(get('runtime-libraries'), 'libhiprtc.so')
    const fresh = parseArgs({
      args: ['--download-connections', '2', '--mode', 'runtime', '--no-smoke-test'],
      options: parseOptions(false),
      strict: true
    }).values as Values
    assert.deepEqual(deprecationsOf(fresh), [])
    assert.equal(inputsOf(fresh, {})('smoke-test'), 'false')
    const both = parseArgs({
      args: ['--download-connections', '2', '--connections', '3'],
      options: parseOptions(false),
      strict: true
    }).values
    assert.throws(() => deprecationsOf(both), /--connections is the old spelling of --download-connections/)
  })
})

describe('the runner boundary', () => {
  const lint = async (file: string, code: string) => {
    const eslint = new ESLint({ cwd: root })
    const [r] = await eslint.lintText(code, { filePath: join(root, file) })
    return r.messages.filter(m => m.ruleId === 'no-restricted-imports')
  }
  test('only src/action/ may import the runner’s packages; http-client is a library anywhere', async () => {
    const core = "import * as core from '@actions/core'\nexport const x = core\n"
    assert.equal((await lint('src/pipeline/x.ts', core)).length, 1)
    assert.equal((await lint('src/bin/x.ts', core)).length, 1)
    assert.equal(
      (await lint('src/oci/x.ts', "import * as c from '@actions/cache'\nexport const x = c\n")).length,
      1
    )
    assert.equal((await lint('src/action/x.ts', core)).length, 0)
    assert.equal(
      (
        await lint(
          'src/oci/x.ts',
          "import { HttpClient } from '@actions/http-client'\nexport const x = HttpClient\n"
        )
      ).length,
      0
    )
  })
})
