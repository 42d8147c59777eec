// The hipcc/clang problem matcher the action registers (.github/hipcc-matcher.json), applied the way
// the runner applies a matcher to a later step's output, on what the real hipcc prints for a broken
// kernel: each error becomes an annotation with its file, line, column and message.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../harness/runner.ts'
import { tempDir } from '../harness/helpers.ts'

const work = tempDir('matcher')
after(() => work.cleanup())

interface Pattern {
  regexp: string
  file: number
  line: number
  column: number
  severity: number
  message: number
}

test('a hipcc error in a later step becomes an annotation', async () => {
  const src = join(work.path, 'broken.hip')
  writeFileSync(
    src,
    '#include <hip/hip_runtime.h>\n__global__ void k(int *o) { o[threadIdx.x] = undeclared; }\nint main() { return 0; }\n'
  )
  const out = await new Promise<string>(resolve =>
    execFile(
      'hipcc',
      ['--offload-arch=gfx1036', '-c', 'broken.hip', '-o', 'broken.o'],
      { cwd: work.path, env: { ...process.env, HIP_PLATFORM: 'amd', TMPDIR: work.path } },
      (_e, so, se) => resolve(so + se)
    )
  )
  const config = JSON.parse(readFileSync(join(repoRoot, '.github/hipcc-matcher.json'), 'utf8'))
  const [matcher] = config.problemMatcher as { owner: string; pattern: Pattern[] }[]
  assert.equal(matcher.owner, 'setup-rocm-hipcc', 'the owner the README tells users to remove')
  const p = matcher.pattern[0]
  const re = new RegExp(p.regexp)
  const annotations = out
    .split('\n')
    .map(l => re.exec(l))
    .filter(m => m !== null)
    .map(m => ({
      file: m[p.file],
      line: Number(m[p.line]),
      column: Number(m[p.column]),
      severity: m[p.severity],
      message: m[p.message]
    }))
  assert.ok(annotations.length >= 1, out)
  assert.deepEqual(annotations[0], {
    file: 'broken.hip',
    line: 2,
    column: 46,
    severity: 'error',
    message: "use of undeclared identifier 'undeclared'"
  })
  assert.ok(!out.split('\n').some(l => /^\s+\^/.test(l) && re.test(l)), 'caret lines are not annotations')
})
