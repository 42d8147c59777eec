// The demo: the action's main and post steps run exactly as a runner runs them (dist/ entries,
// INPUT_* variables, file commands) against the local registry serving the ROCm-shaped fixture,
// with a local stand-in of the actions cache; then once more, to show the tool-cache hit.
// Prints what a user looks at: the step log as it runs, outputs, exported environment, job summary.
import { join } from 'node:path'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { loadHarness } from '../__tests__/harness/index.ts'
import { ensureFixture, fixtureImage, pushFixture } from '../__tests__/harness/fixture.ts'
import { actionsCacheEnv, startCacheService } from '../__tests__/harness/cache-service.ts'
import {
  repoRoot,
  runStep,
  runnerDirs,
  type RunStepOptions,
  type StepResult
} from '../__tests__/harness/runner.ts'

const h = loadHarness()
const dir = mkdtempSync(join(tmpdir(), 'setup-rocm-demo-'))
const svc = await startCacheService(join(dir, 'azurite'), repoRoot)
// Bold headings on a terminal only: piped into a file or `less`, plain text.
const bold =
  process.stdout.isTTY && !process.env.NO_COLOR ? (t: string) => `\x1b[1m${t}\x1b[0m` : (t: string) => t
const rule = (t: string) => console.log(`\n${bold(`=== ${t} ${'='.repeat(Math.max(0, 70 - t.length))}`)}`)

/** Runs a step, printing its log as it comes (debug lines left out, as GitHub does by default). */
async function live(title: string, o: RunStepOptions): Promise<StepResult> {
  rule(`${title}: step log`)
  let shown = 0
  let pending = ''
  const r = await runStep({
    ...o,
    onStdout: all => {
      pending += all.slice(shown)
      shown = all.length
      const cut = pending.lastIndexOf('\n')
      if (cut < 0) return
      const text = pending.slice(0, cut + 1).replace(/^::(debug|add-mask)::.*\n/gm, '')
      pending = pending.slice(cut + 1)
      if (text) process.stdout.write(text)
    }
  })
  const rest = pending.replace(/^::(debug|add-mask)::.*$/gm, '')
  if (rest.trim()) console.log(rest)
  if (r.stderr.trim()) console.log(r.stderr.trimEnd())
  console.log(`(exit ${r.code})`)
  if (Object.keys(r.outputs).length) {
    rule(`${title}: outputs`)
    for (const [k, v] of Object.entries(r.outputs)) console.log(`${k}=${v}`)
  }
  return r
}

try {
  let fx: string | undefined
  try {
    fx = ensureFixture()
  } catch (e) {
    // One line, not a stack: the build's own output above says what failed.
    console.log(`demo FAILED: ${(e as Error).message}`)
    process.exitCode = 1
  }
  if (fx) await demo(fx)
} finally {
  await svc.stop()
  rmSync(dir, { recursive: true, force: true })
}

async function demo(fx: string): Promise<void> {
  await pushFixture(h, 'r10-gzip', 'rocm/dev-ubuntu-24.04')
  const image = `${h.registry}/rocm/dev-ubuntu-24.04:10.0.0-full@${fixtureImage(fx, 'r10-gzip').pinDigest}`
  const dirs = runnerDirs(join(dir, 'runner'))
  const env = actionsCacheEnv(svc, h.caFile)
  console.log(`Running the action (dist/main.js) with image: ${image}`)
  console.log(
    'How to read the step log: lines like ::group::, ::endgroup::, ::warning:: and ::error:: are workflow\n' +
      'commands, which GitHub shows as collapsible groups and annotations. The fixture is a small\n' +
      'ROCm-shaped image built from Debian’s HIP packages, so most built-in prune patterns match\n' +
      'nothing in it; that is expected (a real ROCm 10 image has those libraries).'
  )
  const cold = await live('main, cold runner', { entry: 'main', inputs: { image }, dirs, env })
  rule('exported environment (GITHUB_ENV, GITHUB_PATH)')
  for (const [k, v] of Object.entries(cold.env)) console.log(`${k}=${v}`)
  for (const p of cold.path) console.log(`PATH += ${p}`)
  rule('job summary (GITHUB_STEP_SUMMARY)')
  console.log(cold.summary)
  const post = await live('post', { entry: 'post', dirs, env, state: cold.state, exported: cold })
  const warm = await live('main again, same runner', { entry: 'main', inputs: { image }, dirs, env })
  process.exitCode = cold.code || post.code || warm.code
  const ok = process.exitCode === 0 && warm.outputs['cache-source'] === 'tool-cache'
  rule('result')
  console.log(
    ok
      ? `demo passed: cold install from the registry, saved to the actions cache by post, then a tool-cache hit; ROCM_PATH=${cold.outputs['rocm-path']}`
      : `demo FAILED: main exited ${cold.code}, post ${post.code}, second main ${warm.code} (source: ${warm.outputs['cache-source'] ?? 'none'}); see the step logs above`
  )
  if (!ok) process.exitCode = 1
}
