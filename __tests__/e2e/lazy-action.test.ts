// The `lazy` input through dist/main.js and dist/post.js as a runner runs them: ROCM_PATH a
// read-only mount whose smoke test ran through it, a later step compiling through it, the post
// step unmounting and saying what it fetched; a server killed mid-job reported by the post step
// with nothing left mounted; `auto` without an index installs with a notice, `true` fails naming
// why. Skipped, with the reason, where no lazy mount can be made.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { pushFixture, fixtureImage, ensureFixture } from '../harness/fixture.ts'
import { runStep, runnerDirs, stepEnvironment, type StepResult } from '../harness/runner.ts'
import { tempDir, writeIndexOf } from '../harness/helpers.ts'
import { KERNEL_SOURCE } from '../../src/smoke/smoke.ts'
import { alive, isMounted, probeLazyMount, stopLazyMount } from '../../src/mount/start.ts'

// A real empty mount tried first: a device that is there but refused skips too, saying why.
const why = probeLazyMount()
const skip = why ? `no lazy mount can be made here: ${why}` : false
const h = loadHarness()
const work = tempDir('lazy-action')
const run = promisify(execFile)
const env = { NODE_EXTRA_CA_CERTS: h.caFile }
let image = ''
let indexFile = ''
const left: StepResult[] = []

before(async () => {
  if (skip) return
  ensureFixture()
  await pushFixture(h, 'r10-gzip', 'lazy-action/rocm')
  image = `${h.registry}/lazy-action/rocm:10.0.0-full@${fixtureImage(ensureFixture(), 'r10-gzip').pinDigest}`
  indexFile = join(work.path, 'rocm.index')
  await writeIndexOf(image, indexFile)
})
after(async () => {
  // A mount a failed test left goes before the directories under it.
  for (const r of left)
    if (r.state['lazy-mount']) await stopLazyMount(JSON.parse(r.state['lazy-mount'])).catch(() => {})
  work.cleanup()
})

async function compilesWith(r: StepResult, name: string): Promise<string> {
  const src = join(work.path, `${name}.hip`)
  writeFileSync(src, KERNEL_SOURCE.replace('__global__', '// a later step\n__global__'))
  const exe = join(work.path, name)
  const e = stepEnvironment(r)
  await run('hipcc', ['--offload-arch=gfx1036', '-o', exe, src], {
    env: { ...e, TMPDIR: work.path },
    cwd: work.path
  })
  return (await run(exe, [], { env: e })).stdout
}

/** No background fill of the mount whose state is `stateDir` still runs (it ends with its server). */
async function noFillLeft(stateDir: string): Promise<void> {
  // Read from /proc (procps is not on a minimal Debian).
  const fills = () =>
    readdirSync('/proc')
      .filter(n => /^\d+$/.test(n))
      .map(n => {
        try {
          return readFileSync(`/proc/${n}/cmdline`, 'utf8').split('\0').join(' ')
        } catch {
          return ''
        }
      })
      .filter(c => c.includes(`--fill ${join(stateDir, 'fill.json')}`))
      .join('\n')
  for (let i = 0; i < 300 && fills(); i++) await new Promise(res => setTimeout(res, 50))
  assert.equal(fills(), '', 'no fill process left')
}

describe('the lazy input, as a runner runs the action', { skip }, () => {
  test('lazy: true mounts the tree read-only, smoke-tests through it; a later step compiles; post unmounts and reports', async () => {
    const dirs = runnerDirs(join(work.path, 'r1'))
    const r = await runStep({ entry: 'main', inputs: { image, index: indexFile, lazy: 'true' }, dirs, env })
    left.push(r)
    assert.equal(r.code, 0, r.stdout + r.stderr)
    const rocm = r.outputs['rocm-path']
    assert.equal(r.outputs.lazy, 'true')
    assert.equal(r.outputs['cache-source'], 'lazy-mount')
    assert.ok(rocm.startsWith(dirs.temp), `${rocm} is under RUNNER_TEMP`)
    assert.ok(isMounted(rocm))
    assert.equal(r.env.ROCM_PATH, rocm)
    assert.match(r.stdout, /Mounted .* lazily at/)
    assert.match(r.stdout, /gfx1036: compiled and loaded/)
    assert.match(r.summary, /mounted lazily/)
    const entries = readdirSync(join(dirs.toolCache, 'setup-rocm')).filter(n => !n.endsWith('.lock'))
    assert.deepEqual(entries, [], 'no tree in the tool cache (its lock file only)')
    // Read-only: nothing may be written into it.
    const w = await run('touch', [join(rocm, 'x')]).then(
      () => 'written',
      (e: Error) => e.message
    )
    assert.match(w, /Read-only file system/)
    assert.match(await compilesWith(r, 'k-later'), /^no GPU/)
    // lazy-fill's default: once the smoke test passed, the server fills in the rest behind the job.
    const serverLog = join(JSON.parse(r.state['lazy-mount']).stateDir, 'server.log')
    assert.match(readFileSync(serverLog, 'utf8'), /Filling the store with the rest of the tree/)
    const post = await runStep({ entry: 'post', dirs, env, state: r.state })
    assert.equal(post.code, 0, post.stdout + post.stderr)
    assert.match(
      post.stdout,
      /Lazy mount: \d+ files \(.*\) fetched and verified from \d+ spans .*; unmounted\./
    )
    assert.match(post.stdout, /Nothing to save: the tree was mounted lazily/)
    assert.ok(!isMounted(rocm))
    assert.ok(!existsSync(rocm), 'the mount point and the content store are gone')
    await noFillLeft(JSON.parse(r.state['lazy-mount']).stateDir)
  })

  test('a server killed mid-job: the post step says so, nothing stays mounted', async () => {
    const dirs = runnerDirs(join(work.path, 'r2'))
    const r = await runStep({
      entry: 'main',
      inputs: { image, index: indexFile, lazy: 'true', 'smoke-test': 'false' },
      dirs,
      env
    })
    left.push(r)
    assert.equal(r.code, 0, r.stdout + r.stderr)
    const pid = JSON.parse(r.state['lazy-mount']).pid
    process.kill(pid, 'SIGKILL')
    // Gone before the post step comes (a signal is delivered, not awaited, by kill).
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise(res => setTimeout(res, 50))
    const post = await runStep({ entry: 'post', dirs, env, state: r.state })
    assert.equal(post.code, 0)
    assert.match(post.stdout, /::warning::The lazy mount's server had died before the post step/)
    assert.ok(!isMounted(r.outputs['rocm-path']))
    // Its background fill (started after the checks) ends with it.
    await noFillLeft(JSON.parse(r.state['lazy-mount']).stateDir)
  })

  test('auto without an index installs as usual with a notice; true without one fails naming why', async () => {
    const auto = await runStep({
      entry: 'main',
      inputs: { image, lazy: 'auto', 'smoke-test': 'false', cache: 'false' },
      dirs: runnerDirs(join(work.path, 'r3')),
      env
    })
    assert.equal(auto.code, 0, auto.stdout + auto.stderr)
    assert.match(
      auto.stdout,
      /::notice::lazy: there is no seek index for this image.*; installing the tree instead\./
    )
    assert.equal(auto.outputs.lazy, 'false')
    assert.equal(auto.outputs['cache-source'], 'registry')
    const strict = await runStep({
      entry: 'main',
      inputs: { image, lazy: 'true', 'smoke-test': 'false', cache: 'false' },
      dirs: runnerDirs(join(work.path, 'r4')),
      env
    })
    assert.notEqual(strict.code, 0)
    assert.match(
      strict.stdout,
      /::error::Input "lazy" is true, but the tree cannot be mounted lazily: there is no seek index/
    )
  })
})
