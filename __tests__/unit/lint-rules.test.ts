// What `npm run lint` refuses in src/: sibling folders that import each other in a cycle at any
// depth and a folder of more than 12 source files (scripts/folders.mjs), a function over 80 lines
// and a file over 450 (eslint.config.js), blank lines and comments not counted.
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

const folders = (root: string) =>
  spawnSync(process.execPath, [join(repo, 'scripts/folders.mjs'), root], { encoding: 'utf8' })
/** A tree of files under a fresh root: path -> text. */
function tree(name: string, files: Record<string, string>): string {
  const root = join(base, name)
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true })
    writeFileSync(join(root, p), text)
  }
  return root
}

describe('lint', () => {
  test('src/ has no folders importing each other; a tree where two do is refused, naming the files', () => {
    const ok = folders(join(repo, 'src'))
    assert.equal(ok.status, 0, ok.stderr)
    const root = join(base, 'src')
    for (const d of ['a', 'b', 'b/deep', 'c']) mkdirSync(join(root, d), { recursive: true })
    writeFileSync(join(root, 'a/x.ts'), "import { y } from '../b/deep/y.ts'\nexport const x = y\n")
    writeFileSync(join(root, 'b/deep/y.ts'), "export const y = 1\nexport type { Z } from '../../a/z.ts'\n")
    writeFileSync(join(root, 'a/z.ts'), 'export type Z = number\n')
    // A subfolder importing its own folder is no cycle; c only imports.
    writeFileSync(join(root, 'b/w.ts'), "import { y } from './deep/y.ts'\nexport const w = y\n")
    writeFileSync(join(root, 'c/v.ts'), "import { w } from '../b/w.ts'\nexport const v = w\n")
    const bad = folders(root)
    assert.equal(bad.status, 1)
    assert.match(bad.stderr, /folders of .* that import each other: a, b\n/)
    assert.match(bad.stderr, /a -> b \(a\/x\.ts -> b\/deep\/y\.ts\)/)
    assert.match(bad.stderr, /b -> a \(b\/deep\/y\.ts -> a\/z\.ts\)/)
  })

  test('sibling folders deeper down are held to the same rule: seek/index and seek/plan may not import each other', () => {
    const root = tree('deep', {
      'seek/index/model.ts': "import type { P } from '../plan/plan.ts'\nexport type M = P\n",
      'seek/plan/plan.ts':
        "import type { M } from '../index/model.ts'\nexport type P = number\nexport type Q = M\n"
    })
    const bad = folders(root)
    assert.equal(bad.status, 1)
    assert.match(bad.stderr, /folders of .*deep\/seek that import each other: index, plan\n/)
    assert.match(bad.stderr, /plan -> index \(plan\/plan\.ts -> index\/model\.ts\)/)
    // One direction is an order, not a cycle; and a folder's own files may meet its rooms both ways.
    const ok = folders(
      tree('ordered', {
        'seek/index/model.ts': 'export type M = number\n',
        'seek/plan/plan.ts': "import type { M } from '../index/model.ts'\nexport type P = M\n",
        'oci/manifest.ts': "import { t } from './http/transport.ts'\nexport const m = t\n",
        'oci/reference.ts': 'export const r = 1\n',
        'oci/http/transport.ts': "import { r } from '../reference.ts'\nexport const t = r\n"
      })
    )
    assert.equal(ok.status, 0, ok.stderr)
  })

  test('a folder with more than 12 source files directly in it is refused; 12, and files in its rooms, are not', () => {
    const files = (n: number, dir: string) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`${dir}/f${i}.ts`, `export const c${i} = ${i}\n`])
      )
    assert.equal(folders(tree('twelve', { ...files(12, 'a'), ...files(12, 'a/room') })).status, 0)
    const bad = folders(tree('thirteen', files(13, 'a')))
    assert.equal(bad.status, 1)
    assert.match(bad.stderr, /thirteen\/a has 13 source files directly in it, more than 12/)
  })

  test('a function over 80 lines and a file over 450 are refused in src/, comments and blank lines not counted', async () => {
    const eslint = new ESLint({ cwd: repo })
    const fn = (lines: number, comments = 0) =>
      `export function f(): number {\n  let n = 0\n${'  // why\n\n'.repeat(comments)}${'  n++\n'.repeat(lines - 4)}  return n\n}\n`
    const rules = async (text: string) =>
      (await eslint.lintText(text, { filePath: join(repo, 'src/lint-probe.ts') }))[0].messages.map(
        m => m.ruleId
      )
    assert.deepEqual(await rules(fn(80, 200)), [])
    assert.deepEqual(await rules(fn(81)), ['max-lines-per-function'])
    const file = (n: number) =>
      `${'// what it does\n'.repeat(300)}${Array.from({ length: n }, (_, i) => `export const c${i} = ${i}\n`).join('')}`
    assert.deepEqual(await rules(file(450)), [])
    assert.deepEqual(await rules(file(451)), ['max-lines'])
  })
})
