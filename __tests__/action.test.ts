// The bundled action (dist/main.js and dist/post.js) run exactly as a runner runs it, against the
// harness registry (through a counting proxy) and the fixture image: cold install, tool-cache hit,
// restore from @actions/cache (real client, local stand-in service with Azurite blob storage),
// failures that must be warnings, and failures that must leave nothing behind.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { loadHarness } from './harness/index.ts'
import { pushFixture, fixtureImage, ensureFixture } from './harness/fixture.ts'
import { FaultProxy } from './harness/fault-proxy.ts'
import { actionsCacheEnv, startCacheService, type RunningCacheService } from './harness/cache-service.ts'
import { repoRoot, runStep, runnerDirs, stepEnvironment, type StepResult } from './harness/runner.ts'
import { pushImage } from './harness/image.ts'
import { KERNEL_SOURCE } from '../src/smoke.ts'
import { tempDir } from './helpers.ts'

const h = loadHarness()
const work = tempDir('action')
const run = promisify(execFile)
let svc: RunningCacheService
let proxy: FaultProxy
let image: string
let manifestDigest: string

const registryRequests = () => proxy.log.length

const cacheEnv = () => actionsCacheEnv(svc, h.caFile)

async function compilesWith(r: StepResult, name: string): Promise<string> {
  const env = stepEnvironment(r)
  const src = join(work.path, `${name}.hip`)
  writeFileSync(src, KERNEL_SOURCE)
  const exe = join(work.path, name)
  await run('hipcc', ['--offload-arch=gfx1036', '-o', exe, src], { env, cwd: work.path })
  const out = await run(exe, [], { env })
  return out.stdout
}

before(async () => {
  ensureFixture()
  svc = await startCacheService(join(work.path, 'azurite'), repoRoot)
  proxy = await new FaultProxy(h, `https://${h.registry}`).start()
  const repo = 'rocm/dev-ubuntu-24.04'
  await pushFixture(h, 'r10-gzip', repo)
  const img = fixtureImage(ensureFixture(), 'r10-gzip')
  manifestDigest = img.manifestDigest
  image = `${proxy.host}/${repo}:10.0.0-full@${img.pinDigest}`
})
after(async () => {
  await proxy.stop()
  await svc.stop()
  work.cleanup()
})

describe('the action as a runner runs it', () => {
  const first = runnerDirs(join(work.path, 'runner1'))
  let cold: StepResult

  test('cold install: from the registry, environment exported, smoke test passed, cache saved in post', async () => {
    cold = await runStep({ entry: 'main', inputs: { image }, dirs: first, env: cacheEnv() })
    assert.equal(cold.code, 0, cold.stdout + cold.stderr)
    assert.equal(cold.outputs['cache-source'], 'registry')
    assert.equal(cold.outputs['cache-hit'], 'false')
    assert.equal(cold.outputs.digest, manifestDigest)
    assert.equal(cold.outputs['rocm-version'], '10.0.0')
    const rocm = cold.outputs['rocm-path']
    assert.ok(rocm.startsWith(first.toolCache), rocm)
    assert.equal(cold.env.ROCM_PATH, rocm)
    assert.equal(cold.env.HIP_PATH, rocm)
    assert.equal(cold.env.HIP_PLATFORM, 'amd')
    assert.match(cold.env.LD_LIBRARY_PATH, new RegExp(`^${rocm}/lib`))
    assert.deepEqual(cold.path, [`${rocm}/bin`])
    assert.ok(!('HSA_OVERRIDE_GFX_VERSION' in cold.env))
    assert.match(cold.summary, /\| Source \| registry \(cold install\) \|/)
    assert.match(cold.summary, /\| gfx1036 \| yes \| yes \| no GPU to run on \(compiled and loaded\) \|/)
    assert.match(cold.summary, /\| Pruned \| /)
    assert.match(cold.stdout, /Layer 4\/4 /)
    assert.ok(registryRequests() > 0)
    assert.match(await compilesWith(cold, 'k-cold'), /^no GPU/)

    const post = await runStep({
      entry: 'post',
      dirs: first,
      env: cacheEnv(),
      state: cold.state,
      exported: cold
    })
    assert.equal(post.code, 0, post.stdout)
    assert.match(post.stdout, /Saved the ROCm tree to the actions cache/)
    assert.equal(svc.entries.filter(e => e.finalized).length, 1)
  })

  test('second run: tool-cache hit, no registry request, same environment', async () => {
    const before = registryRequests()
    const r = await runStep({ entry: 'main', inputs: { image }, dirs: first, env: cacheEnv() })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'tool-cache')
    assert.equal(r.outputs['cache-hit'], 'true')
    assert.equal(r.outputs.digest, manifestDigest)
    assert.equal(registryRequests(), before, 'a tool-cache hit makes no registry request')
    assert.deepEqual(r.env, cold.env)
    assert.deepEqual(r.path, cold.path)
    assert.match(await compilesWith(r, 'k-tool'), /^no GPU/)
    const post = await runStep({ entry: 'post', dirs: first, env: cacheEnv(), state: r.state })
    assert.match(post.stdout, /Nothing to save/)
  })

  test('emptied tool cache: restored from @actions/cache, no registry request, same environment', async () => {
    // A fresh runner has the same tool-cache path; @actions/cache restores to absolute paths.
    rmSync(first.toolCache, { recursive: true, force: true })
    mkdirSync(first.toolCache)
    const before = registryRequests()
    const r = await runStep({ entry: 'main', inputs: { image }, dirs: first, env: cacheEnv() })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'actions-cache')
    assert.equal(r.outputs['cache-hit'], 'true')
    assert.equal(registryRequests(), before, 'restoring from the actions cache makes no registry request')
    assert.deepEqual(r.env, cold.env)
    assert.match(await compilesWith(r, 'k-restored'), /^no GPU/)
  })
})

describe('failures', () => {
  test('a tag-only image fails the step before any network request, showing the fix', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-tag'))
    const before = registryRequests()
    const r = await runStep({
      entry: 'main',
      inputs: { image: `${proxy.host}/rocm/dev-ubuntu-24.04:10.0.0-full` },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 1)
    assert.match(r.stdout, /::error::Input "image": The image ".*:10\.0\.0-full" is not pinned by digest/)
    assert.match(r.stdout, /rocm\/dev-ubuntu-24\.04@sha256:<digest>/)
    assert.equal(registryRequests(), before)
    assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at .*\.js:\d+/, 'no stack trace')
  })

  test('a prune that removes a library HIP loads fails the smoke test, naming it and the pattern; nothing is kept or cached', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-badprune'))
    const entries = svc.entries.length
    const r = await runStep({
      entry: 'main',
      inputs: { image, prune: 'defaults\nlibrocm-core*' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 1, r.stdout)
    assert.match(
      r.stdout,
      /::error::The HIP runtime cannot load: librocm-core\.so\.1 \(removed by the prune pattern "librocm-core\*"\)/
    )
    assert.deepEqual(
      readdirSync(join(dirs.toolCache, 'setup-rocm')).flatMap(k =>
        readdirSync(join(dirs.toolCache, 'setup-rocm', k))
      ),
      [],
      'no tool-cache entry'
    )
    const post = await runStep({ entry: 'post', dirs, env: cacheEnv(), state: r.state })
    assert.equal(post.code, 0)
    assert.equal(svc.entries.length, entries, 'no cache entry created')
  })

  test('the built-in protected list refuses a glob that would remove librocprofiler-register', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-protect'))
    const r = await runStep({
      entry: 'main',
      inputs: { image, prune: 'defaults\nlibrocprof*' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 1)
    assert.match(r.stdout, /::error::The prune pattern "librocprof\*" would remove .*librocprofiler-register/)
  })

  test('a cache service outage is a warning: the install still succeeds from the registry', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-outage'))
    svc.down = true
    try {
      const r = await runStep({
        entry: 'main',
        inputs: { image, 'smoke-test': 'false' },
        dirs,
        env: cacheEnv()
      })
      assert.equal(r.code, 0, r.stdout)
      assert.equal(r.outputs['cache-source'], 'registry')
      assert.match(r.stdout, /::warning::/)
      const post = await runStep({ entry: 'post', dirs, env: cacheEnv(), state: r.state })
      assert.equal(post.code, 0, post.stdout)
      assert.match(post.stdout, /::warning::/)
    } finally {
      svc.down = false
    }
  })

  test('no cache service at all (e.g. outside Actions): installs, says so, post saves nothing', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-nocache'))
    const r = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false' },
      dirs,
      env: { NODE_EXTRA_CA_CERTS: h.caFile }
    })
    assert.equal(r.code, 0, r.stdout)
    assert.match(r.stdout, /actions cache service is not available/)
    const post = await runStep({ entry: 'post', dirs, env: {}, state: r.state })
    assert.equal(post.code, 0)
  })

  test('racing another job for the same cache key is not a failure', async () => {
    const dirs = runnerDirs(join(work.path, 'runner1'))
    const r = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false' },
      dirs,
      env: cacheEnv()
    })
    // Force a save attempt for a key that already exists in the service.
    const post = await runStep({
      entry: 'post',
      dirs,
      env: cacheEnv(),
      state: { ...r.state, 'save-cache': 'true' }
    })
    assert.equal(post.code, 0, post.stdout)
    assert.doesNotMatch(post.stdout, /::error::/)
  })

  test('HSA_OVERRIDE_GFX_VERSION in the job is warned about and never exported', async () => {
    const dirs = runnerDirs(join(work.path, 'runner1'))
    const r = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false' },
      dirs,
      env: { ...cacheEnv(), HSA_OVERRIDE_GFX_VERSION: '10.3.0' }
    })
    assert.equal(r.code, 0)
    assert.match(
      r.stdout,
      /::warning::HSA_OVERRIDE_GFX_VERSION=10\.3\.0 is set in this job\. ROCm 10 supports gfx1036 natively/
    )
    assert.ok(!('HSA_OVERRIDE_GFX_VERSION' in r.env))
  })

  test('credentials for a private repository work and appear nowhere in the output', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-private'))
    const img = fixtureImage(ensureFixture(), 'r10-gzip', { index: false })
    await pushImage(h, 'private/rocm', img)
    const inputs = {
      image: `${h.registry}/private/rocm@${img.pinDigest}`,
      'smoke-test': 'false',
      'registry-username': h.user,
      'registry-password': h.password
    }
    const anon = await runStep({
      entry: 'main',
      inputs: { ...inputs, 'registry-username': '', 'registry-password': '' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(anon.code, 1)
    assert.match(anon.stdout, /::error::.*registry-username and registry-password/)
    const r = await runStep({ entry: 'main', inputs, dirs, env: cacheEnv() })
    assert.equal(r.code, 0, r.stdout)
    // The step registers the secrets for masking, and never prints them itself (raw output).
    assert.ok(r.masks.includes(h.password), 'the password is masked')
    const all =
      r.rawStdout +
      r.stderr +
      r.summary +
      JSON.stringify(r.outputs) +
      JSON.stringify(r.env) +
      JSON.stringify(r.state)
    assert.ok(!all.includes(h.password), 'password printed')
    assert.ok(!all.includes(Buffer.from(`${h.user}:${h.password}`).toString('base64')), 'basic auth printed')
    assert.doesNotMatch(all, /eyJ[\w-]+\.eyJ[\w-]+\./, 'a token printed')
  })
})
