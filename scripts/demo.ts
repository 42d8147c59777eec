// The demo: the action's main and post steps run exactly as a runner runs them (dist/ entries,
// INPUT_* variables, file commands) against the local registry serving the ROCm-shaped fixture,
// with a local stand-in of the actions cache; then once more, to show the tool-cache hit.
// Prints what a user looks at: the step log, outputs, exported environment, job summary.
import { join } from 'node:path'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { loadHarness } from '../__tests__/harness/index.ts'
import { ensureFixture, fixtureImage, pushFixture } from '../__tests__/harness/fixture.ts'
import { actionsCacheEnv, startCacheService } from '../__tests__/harness/cache-service.ts'
import { repoRoot, runStep, runnerDirs, type StepResult } from '../__tests__/harness/runner.ts'

const h = loadHarness()
const dir = mkdtempSync(join(tmpdir(), 'setup-rocm-demo-'))
const svc = await startCacheService(join(dir, 'azurite'), repoRoot)
// Bold headings on a terminal only: piped into a file or `less`, plain text.
const bold =
  process.stdout.isTTY && !process.env.NO_COLOR ? (t: string) => `\x1b[1m${t}\x1b[0m` : (t: string) => t
const rule = (t: string) => console.log(`\n${bold(`=== ${t} ${'='.repeat(Math.max(0, 70 - t.length))}`)}`)
try {
  const fx = ensureFixture()
  await pushFixture(h, 'r10-gzip', 'rocm/dev-ubuntu-24.04')
  const image = `${h.registry}/rocm/dev-ubuntu-24.04:10.0.0-full@${fixtureImage(fx, 'r10-gzip').pinDigest}`
  const dirs = runnerDirs(join(dir, 'runner'))
  const env = actionsCacheEnv(svc, h.caFile)
  const show = (title: string, r: StepResult) => {
    rule(`${title}: step log (exit ${r.code})`)
    console.log(r.stdout.replace(/^::debug::.*\n/gm, '').trimEnd())
    if (r.stderr.trim()) console.log(r.stderr.trimEnd())
    rule(`${title}: outputs`)
    for (const [k, v] of Object.entries(r.outputs)) console.log(`${k}=${v}`)
  }
  console.log(`Running the action (dist/main.js) with image: ${image}`)
  const cold = await runStep({ entry: 'main', inputs: { image }, dirs, env })
  show('main, cold runner', cold)
  rule('exported environment (GITHUB_ENV, GITHUB_PATH)')
  for (const [k, v] of Object.entries(cold.env)) console.log(`${k}=${v}`)
  for (const p of cold.path) console.log(`PATH += ${p}`)
  rule('job summary (GITHUB_STEP_SUMMARY)')
  console.log(cold.summary)
  const post = await runStep({ entry: 'post', dirs, env, state: cold.state, exported: cold })
  show('post', post)
  const warm = await runStep({ entry: 'main', inputs: { image }, dirs, env })
  show('main again, same runner', warm)
  process.exitCode = cold.code || post.code || warm.code
  const ok = process.exitCode === 0 && warm.outputs['cache-source'] === 'tool-cache'
  rule('result')
  console.log(
    ok
      ? `demo passed: cold install from the registry (${cold.outputs['cache-source']}), saved by post, then a ${warm.outputs['cache-source']} hit; ROCM_PATH=${cold.outputs['rocm-path']}`
      : `demo FAILED: main exited ${cold.code}, post ${post.code}, second main ${warm.code} (${warm.outputs['cache-source'] ?? 'no'} source); see the step logs above`
  )
  if (!ok) process.exitCode = 1
} finally {
  await svc.stop()
  rmSync(dir, { recursive: true, force: true })
}
