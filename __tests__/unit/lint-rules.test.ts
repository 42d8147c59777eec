// What `npm run lint` refuses in src/: folders that import each other in a cycle (scripts/
// folder-cycles.mjs), a function over 120 lines and a file over 450 (eslint.config.js), blank
// lines and comments not counted.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'

const repo = new URL('../..', import.meta.url).pathname
const base = mkdtempSync(join(tmpdir(), 'lint-rules-'))
after(() => rmSync(base, { recursive: true, force: true }))

const cycles = (root: string) =>
  spawnSync(process.execPath, [join(repo, 'scripts/folder-cycles.mjs'), root], { encoding: 'utf8' })

describe('lint', () => {
  test('src/ has no folders importing each other; a tree where two do is refused, naming the files', () => {
    const ok = cycles(join(repo, 'src'))
    assert.equal(ok.status, 0, ok.stderr)
    const root = join(base, 'src')
    for (const d of ['a', 'b', 'b/deep', 'c']) mkdirSync(join(root, d), { recursive: true })
    writeFileSync(join(root, 'a/x.ts'), "import { y } from '../b/deep/y.ts'\nexport const x = y\n")
    writeFileSync(join(root, 'b/deep/y.ts'), "export const y = 1\nexport type { Z } from '../../a/z.ts'\n")
    writeFileSync(join(root, 'a/z.ts'), 'export type Z = number\n')
    // A subfolder importing its own folder is no cycle; c only imports.
    writeFileSync(join(root, 'b/w.ts'), "import { y } from './deep/y.ts'\nexport const w = y\n")
    writeFileSync(join(root, 'c/v.ts'), "import { w } from '../b/w.ts'\nexport const v = w\n")
    const bad = cycles(root)
    assert.equal(bad.status, 1)
    assert.match(bad.stderr, /folders of .* that import each other: a, b\n/)
    assert.match(bad.stderr, /a -> b \(a\/x\.ts -> b\/deep\/y\.ts\)/)
    assert.match(bad.stderr, /b -> a \(b\/deep\/y\.ts -> a\/z\.ts\)/)
  })

  test('a function over 120 lines and a file over 450 are refused in src/, comments and blank lines not counted', async () => {
    const eslint = new ESLint({ cwd: repo })
    const fn = (lines: number, comments = 0) =>
      `export function f(): number {\n  let n = 0\n${'  // why\n\n'.repeat(comments)}${'  n++\n'.repeat(lines - 4)}  return n\n}\n`
    const rules = async (text: string) =>
      (await eslint.lintText(text, { filePath: join(repo, 'src/lint-probe.ts') }))[0].messages.map(
        m => m.ruleId
      )
    assert.deepEqual(await rules(fn(120, 200)), [])
    assert.deepEqual(await rules(fn(121)), ['max-lines-per-function'])
    const file = (n: number) =>
      `${'// what it does\n'.repeat(300)}${Array.from({ length: n }, (_, i) => `export const c${i} = ${i}\n`).join('')}`
    assert.deepEqual(await rules(file(450)), [])
    assert.deepEqual(await rules(file(451)), ['max-lines'])
  })
})
