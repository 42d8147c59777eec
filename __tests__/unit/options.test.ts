// The one table of inputs (config/options.ts) against what users read: action.yml, the README's
// input table and the CLI's help; and the folder rule that keeps the runner out of the core.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { ESLint } from 'eslint'
import { INPUTS } from '../../src/config/options.ts'
import { helpText } from '../../src/cli/help.ts'

const root = resolve(import.meta.dirname, '../..')

describe('one table of inputs', () => {
  test('action.yml has exactly the table’s inputs, with the same defaults', () => {
    const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>
    }
    assert.deepEqual(Object.keys(action.inputs).sort(), INPUTS.map(i => i.name).sort())
    for (const i of INPUTS)
      assert.equal(action.inputs[i.name].default ?? '', i.default, `default of ${i.name}`)
  })

  test('the README’s input table lists every input, each non-empty default as written', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const section = readme.slice(readme.indexOf('## Inputs'), readme.indexOf('## Outputs'))
    for (const i of INPUTS) {
      const row = section.split('\n').find(l => l.startsWith(`| \`${i.name}\``))
      assert.ok(row, `README has a row for ${i.name}`)
      if (i.default)
        assert.ok(row.split('|').at(-2)?.includes(`\`${i.default}\``), `README default of ${i.name}`)
    }
  })

  test('the CLI help names every flag of the table and its default', () => {
    const help = helpText().replace(/\s+/g, ' ')
    for (const i of INPUTS) {
      const c = i.cli
      if (!('flag' in c)) continue
      assert.ok(help.includes(`--${c.flag}`), `help mentions --${c.flag}`)
      if ('arg' in c && i.default)
        assert.ok(help.includes(`(default: ${i.default})`), `help shows ${i.name}'s default`)
    }
    for (const line of helpText().split('\n'))
      assert.ok(line.length <= 100 || !/\S\s+\S/.test(line), `help line over 100 columns: ${line}`)
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
