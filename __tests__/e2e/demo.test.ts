// The README's first command (npm run demo) as a user pipes it: plain text (no terminal escape
// codes), ending with one line that says whether it worked.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../harness/runner.ts'

test('the demo, piped: no ANSI escapes, a closing line that says it passed', async () => {
  const out = await new Promise<{ code: number; stdout: string }>(resolve =>
    execFile(
      process.execPath,
      [join(repoRoot, 'scripts', 'demo.ts')],
      { cwd: repoRoot, maxBuffer: 64 << 20, env: { ...process.env } },
      (err, stdout) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout })
    )
  )
  assert.equal(out.code, 0, out.stdout.slice(-3000))
  assert.ok(!out.stdout.includes('\u001b['), 'no escape codes when stdout is not a terminal')
  const last = out.stdout.trimEnd().split('\n').pop() ?? ''
  assert.match(
    last,
    /^demo passed: cold install from the registry, saved to the actions cache by post, then a tool-cache hit; ROCM_PATH=\//
  )
  assert.match(out.stdout, /How to read the step log: lines like ::group::/)
  assert.match(out.stdout, /most built-in prune patterns match\s+nothing in it; that is expected/)
  assert.doesNotMatch(out.stdout, /=== post: outputs/, 'no empty sections')
  assert.doesNotMatch(out.stdout, /registry \(registry\)/)
})
