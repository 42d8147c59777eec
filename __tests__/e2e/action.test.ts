// The bundled action (dist/main.js and dist/post.js) run exactly as a runner runs it, against the
// harness registry (through a counting proxy) and the fixture image: cold install, tool-cache hit,
// restore from @actions/cache (real client, local stand-in service with Azurite blob storage),
// failures that must be warnings, and failures that must leave nothing behind.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { createServer } from 'node:net'
import { loadHarness } from '../harness/index.ts'
import { pushFixture, fixtureImage, ensureFixture } from '../harness/fixture.ts'
import { FaultProxy } from '../harness/fault-proxy.ts'
import { actionsCacheEnv, startCacheService, type RunningCacheService } from '../harness/cache-service.ts'
import {
  repoRoot,
  runPost,
  runStep,
  runnerDirs,
  stepEnvironment,
  type StepResult
} from '../harness/runner.ts'
import { pushImage } from '../harness/image.ts'
import { tarEntry } from '../harness/tar-writer.ts'
import { KERNEL_SOURCE } from '../../src/smoke/smoke.ts'
import { tempDir, writeIndexOf } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('action')
const run = promisify(execFile)
let svc: RunningCacheService
let proxy: FaultProxy
let image: string
let manifestDigest: string
/** Where the cold install put the tree (the tool-cache entry later tests reuse). */
let coldRocmPath = ''

const registryRequests = () => proxy.log.length

const cacheEnv = () => actionsCacheEnv(svc, h.caFile)

async function compilesWith(r: StepResult, name: string): Promise<string> {
  const env = stepEnvironment(r)
  const src = join(work.path, `${name}.hip`)
  writeFileSync(src, KERNEL_SOURCE)
  const exe = join(work.path, name)
  await run('hipcc', ['--offload-arch=gfx1036', '-o', exe, src], {
    env: { ...env, TMPDIR: work.path },
    cwd: work.path
  })
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
    coldRocmPath = cold.outputs['rocm-path']
    assert.equal(cold.code, 0, cold.stdout + cold.stderr)
    assert.equal(cold.outputs['cache-source'], 'registry')
    assert.equal(cold.outputs['cache-hit'], 'false')
    assert.equal(cold.outputs.digest, manifestDigest)
    assert.equal(cold.outputs['rocm-version'], '10.0.0')
    const rocm = coldRocmPath
    assert.ok(rocm.startsWith(first.toolCache), rocm)
    assert.equal(cold.env.ROCM_PATH, rocm)
    assert.equal(cold.env.HIP_PATH, rocm)
    assert.equal(cold.env.HIP_PLATFORM, 'amd')
    assert.match(cold.env.LD_LIBRARY_PATH, new RegExp(`^${rocm}/lib`))
    assert.deepEqual(cold.path, [`${rocm}/bin`])
    assert.ok(!('HSA_OVERRIDE_GFX_VERSION' in cold.env))
    assert.match(cold.summary, /\| Source \| registry \(cold install\) \|/)
    // tool-cache's own layout, so other steps find the entry the way they find any tool.
    assert.match(cold.outputs['rocm-path'], /\/setup-rocm\/10\.0\.0-[0-9a-f]{24}\/x64$/)
    const tc = await import('@actions/tool-cache')
    const saved = process.env.RUNNER_TOOL_CACHE
    process.env.RUNNER_TOOL_CACHE = first.toolCache
    try {
      const [version] = tc.findAllVersions('setup-rocm', 'x64')
      assert.equal(tc.find('setup-rocm', version, 'x64'), cold.outputs['rocm-path'])
    } finally {
      if (saved === undefined) delete process.env.RUNNER_TOOL_CACHE
      else process.env.RUNNER_TOOL_CACHE = saved
    }
    const matcher = /^##\[add-matcher\](.+)$/m.exec(cold.stdout)
    assert.ok(
      matcher && existsSync(matcher[1]),
      'the hipcc problem matcher is registered, from a file that exists'
    )
    assert.match(cold.summary, /\| gfx1036 \| compiled, loaded; no GPU to run on \|/)
    assert.match(cold.summary, /\| Pruned \| /)
    assert.match(cold.stdout, /Layer 4\/4 /)
    assert.ok(registryRequests() > 0)
    assert.match(await compilesWith(cold, 'k-cold'), /^no GPU/)

    // A later step of the job failed: the proven tree is saved all the same (post-if: always()).
    const post = await runPost({ dirs: first, env: cacheEnv(), state: cold.state, exported: cold }, 'failure')
    assert.ok(post, 'the post step runs when a later step failed')
    assert.equal(post.code, 0, post.stdout)
    assert.match(post.stdout, /Saved the ROCm tree to the actions cache/)
    assert.equal(svc.entries.filter(e => e.finalized).length, 1)
  })

  test('second run: tool-cache hit, no registry request, same environment, no temp dirs left', async () => {
    const before = registryRequests()
    const tmp = join(work.path, 'job-tmpdir')
    mkdirSync(tmp)
    const r = await runStep({
      entry: 'main',
      inputs: { image },
      dirs: first,
      env: { ...cacheEnv(), TMPDIR: tmp }
    })
    assert.deepEqual(readdirSync(tmp), [], 'hipcc left nothing in TMPDIR')
    assert.deepEqual(
      readdirSync(first.temp).filter(n => n.startsWith('setup-rocm-smoke')),
      [],
      'the smoke test work dir is removed'
    )
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'tool-cache')
    assert.equal(r.outputs['cache-hit'], 'true')
    assert.equal(r.outputs.digest, manifestDigest)
    assert.equal(registryRequests(), before, 'a tool-cache hit makes no registry request')
    assert.match(
      r.stdout,
      /The tree from the tool-cache was not verified: there is no seek index .*set cache-verify: required/
    )
    assert.match(r.summary, /\| Verified \| \*\*no\*\*: The tree from the tool-cache was not verified/)
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

describe('a tree from a cache is verified against the pinned image and its seek index', () => {
  // Its own key (its own prune pattern); the actions cache's entries are per paths, so one runner's
  // tool cache, emptied as a fresh runner's is, stands for a later job.
  const a = runnerDirs(join(work.path, 'poison'))
  let inputs: Record<string, string>
  let victim = ''
  let original: Buffer
  let savedKey = ''
  const fresh = () => {
    rmSync(a.toolCache, { recursive: true, force: true })
    mkdirSync(a.toolCache)
  }

  test('a poisoned tool-cache tree (one byte of a file changed after the install) is removed and installed again', async () => {
    const indexFile = join(work.path, 'fixture.index')
    await writeIndexOf(image, indexFile)
    inputs = { image, prune: 'defaults\n**/poison-test', index: indexFile }
    const cold = await runStep({ entry: 'main', inputs, dirs: a, env: cacheEnv() })
    assert.equal(cold.code, 0, cold.stdout + cold.stderr)
    assert.equal(cold.outputs['cache-source'], 'registry')
    const rocm = cold.outputs['rocm-path']
    // A job with write access changes the tree: the tool cache, and (post) the actions cache.
    const bin = join(rocm, 'bin')
    const name = readdirSync(bin).find(
      n => lstatSync(join(bin, n)).isFile() && lstatSync(join(bin, n)).size > 0
    )!
    victim = `bin/${name}`
    original = readFileSync(join(rocm, victim))
    const poisoned = Buffer.from(original)
    poisoned[poisoned.length - 1] ^= 1
    writeFileSync(join(rocm, victim), poisoned)
    const before = svc.entries.filter(e => e.finalized).length
    const post = await runStep({ entry: 'post', dirs: a, env: cacheEnv(), state: cold.state })
    assert.equal(post.code, 0, post.stdout)
    assert.equal(svc.entries.filter(e => e.finalized).length, before + 1, 'the poisoned tree was saved')
    savedKey = svc.entries.filter(e => e.finalized).at(-1)!.key

    const r = await runStep({ entry: 'main', inputs, dirs: a, env: cacheEnv() })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.match(
      r.stdout,
      new RegExp(
        `The tree from the tool-cache \\(key \\S+\\) is not what the pinned image makes: /\\S*/${basename(victim).replace(/\./g, '\\.')} does not have the content the image has.* It is removed from the tool cache`
      )
    )
    assert.equal(r.outputs['cache-source'], 'registry')
    assert.deepEqual(readFileSync(join(r.outputs['rocm-path'], victim)), original, 'the tree is the image’s')
  })

  test('a poisoned actions-cache entry is never used: the registry installs, the entry is named with how to delete it, nothing is saved over it', async () => {
    fresh()
    const r = await runStep({ entry: 'main', inputs, dirs: a, env: cacheEnv() })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.match(
      r.stdout,
      new RegExp(
        `The actions cache entry \\S+ is not the image's tree \\(/\\S*/${basename(victim).replace(/\./g, '\\.')} does not have the content the image has`
      )
    )
    assert.match(r.stdout, /Delete the entry \(gh cache delete setup-rocm-\S+\)/)
    assert.equal(r.outputs['cache-source'], 'registry')
    assert.deepEqual(readFileSync(join(r.outputs['rocm-path'], victim)), original, 'the tree is the image’s')
    const post = await runStep({ entry: 'post', dirs: a, env: cacheEnv(), state: r.state })
    assert.match(
      post.stdout,
      /Nothing to save: the actions cache entry setup-rocm-\S+ is not the image's tree; delete it/
    )
  })

  test('an archive whose entries would land outside the tree writes nothing: refused before extraction, the registry installs', async () => {
    const outside = join(work.path, 'poison', 'outside-evil')
    const climbing = join(work.path, 'poison', 'climbed-evil')
    const archive = Buffer.concat([
      tarEntry({ path: outside, body: 'evil' }),
      tarEntry({ path: '../../../../../../../../../..' + climbing, body: 'evil' }),
      Buffer.alloc(1024)
    ])
    await svc.replaceArchive(savedKey, execFileSync('zstd', ['-q', '-c'], { input: archive }))
    fresh()
    const r = await runStep({ entry: 'main', inputs, dirs: a, env: cacheEnv() })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.match(
      r.stdout + r.stderr,
      /setup-rocm refused the cache archive: .*outside-evil would be written outside the key's tool-cache entries/
    )
    assert.match(
      r.stdout,
      /The actions cache entry \S+ holds an archive that would write outside the tree .* Delete the entry \(gh cache delete /
    )
    assert.ok(!existsSync(outside), 'nothing was written at an absolute name')
    assert.ok(!existsSync(climbing), 'nothing was written through ..')
    assert.equal(r.outputs['cache-source'], 'registry')
    assert.deepEqual(readFileSync(join(r.outputs['rocm-path'], victim)), original)
    const post = await runStep({ entry: 'post', dirs: a, env: cacheEnv(), state: r.state })
    assert.match(
      post.stdout,
      /Nothing to save: the actions cache entry \S+ would write outside the tree; delete it/
    )
  })

  test('an untouched tree from the tool cache is used once verified, as the log and the summary say; metadata only when asked', async () => {
    const before = registryRequests()
    const hit = await runStep({ entry: 'main', inputs, dirs: a, env: cacheEnv() })
    assert.equal(hit.code, 0, hit.stdout + hit.stderr)
    assert.equal(hit.outputs['cache-source'], 'tool-cache')
    assert.equal(
      registryRequests(),
      before,
      'verified from the manifests its install kept: no registry request'
    )
    assert.match(
      hit.stdout,
      /Verified the tree from the tool-cache against the seek index .*: \d+ files, .*every file hashed/
    )
    assert.match(
      hit.summary,
      /\| Verified \| yes: \d+ files, .* matched the image, every file hashed, against the seek index /
    )
    assert.doesNotMatch(hit.stdout, /was not verified/)
    const meta = await runStep({
      entry: 'main',
      inputs: { ...inputs, 'tool-cache-verify': 'metadata' },
      dirs: a,
      env: cacheEnv()
    })
    assert.equal(meta.outputs['cache-source'], 'tool-cache')
    assert.match(meta.stdout, /metadata only \(no file hashed\)/)
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

  test('a target the image cannot compile for fails the step but keeps the tree that loads: the next job finds it', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-badtarget'))
    // gfx1250 is a real target, newer than the fixture's clang 15.
    const r = await runStep({
      entry: 'main',
      inputs: { image, 'gfx-target': 'gfx1036,gfx1250' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 1, r.stdout)
    assert.match(r.stdout, /::error::hipcc --offload-arch=gfx1250 failed \(exit \d+\)/)
    assert.match(r.stdout, /It compiled for gfx1036/)
    assert.match(r.stdout, /Kept .*: it loads, and compiles for gfx1036/)
    assert.doesNotMatch(r.stdout, /Removed .*: it does not work/)
    assert.equal(r.state['tree-from'], 'registry', 'the tree is good: post may cache it')
    assert.equal(r.state['save-refused'] ?? '', '')
    const before = registryRequests()
    const again = await runStep({ entry: 'main', inputs: { image }, dirs, env: cacheEnv() })
    assert.equal(again.code, 0, again.stdout)
    assert.equal(again.outputs['cache-source'], 'tool-cache')
    assert.equal(registryRequests(), before, 'no download again')
  })

  test('the built-in protected list refuses a glob that would remove librocprofiler-register, before any request', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-protect'))
    const before = registryRequests()
    const r = await runStep({
      entry: 'main',
      inputs: { image, prune: 'defaults\nlibrocprof*' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 1)
    assert.match(
      r.stdout,
      /::error::Input "prune": The prune pattern "librocprof\*" would remove .*librocprofiler-register/
    )
    assert.equal(registryRequests(), before)
  })

  test('a cache service outage is a warning: the install still succeeds from the registry', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-outage'))
    svc.down = true
    try {
      const r = await runStep({
        entry: 'main',
        inputs: { image, 'smoke-test': 'false' },
        dirs,
        // The client's own back-off (3 s, x1.5, 5 attempts) is not configurable; the restore
        // deadline bounds it.
        env: { ...cacheEnv(), SEGMENT_DOWNLOAD_TIMEOUT_MINS: '0.05' }
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
      state: { ...r.state, 'tree-from': 'registry', 'save-refused': '' }
    })
    assert.equal(post.code, 0, post.stdout)
    assert.doesNotMatch(post.stdout, /::error::/)
  })

  test('retries are information, not warnings: a registry that refuses every connection gives one error and no warning', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-refused'))
    const closed = await new Promise<number>(resolve => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const port = (srv.address() as { port: number }).port
        srv.close(() => resolve(port))
      })
    })
    const r = await runStep({
      entry: 'main',
      inputs: { image: `127.0.0.1:${closed}/rocm/x@sha256:${'5'.repeat(64)}`, cache: 'false' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 1)
    assert.equal((r.stdout.match(/^::warning::/gm) ?? []).length, 0, r.stdout)
    assert.equal((r.stdout.match(/^::error::/gm) ?? []).length, 1)
    assert.match(r.stdout, /::error::.*the connection to 127\.0\.0\.1:\d+ kept failing \(.*ECONNREFUSED/)
    assert.match(r.stdout, /retrying in [\d.]+ s/, 'each retry is still said, as information')
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

describe('who may save, and what a cached tree is trusted for', () => {
  // Each test its own prune list: its own cache key, so what it saves is its own entry.
  const inputsFor = (extra: string, more: Record<string, string> = {}) => ({
    image,
    prune: `defaults\n**/${extra}`,
    ...more
  })
  const saved = () => svc.entries.filter(e => e.finalized).length

  test('cache: restore restores but never saves', async () => {
    const dirs = runnerDirs(join(work.path, 'restore-only'))
    const r = await runStep({
      entry: 'main',
      inputs: inputsFor('restore-only', { cache: 'restore' }),
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 0, r.stdout)
    const before = saved()
    const post = await runStep({ entry: 'post', dirs, env: cacheEnv(), state: r.state })
    assert.match(post.stdout, /Nothing to save: cache: restore restores the tree but never saves it/)
    assert.equal(saved(), before)
  })

  test('no save from a pull_request_target job unless asked, with a notice naming the input', async () => {
    for (const [name, optIn] of [
      ['prt-default', false],
      ['prt-opted-in', true]
    ] as const) {
      const dirs = runnerDirs(join(work.path, name))
      const env = { ...cacheEnv(), GITHUB_EVENT_NAME: 'pull_request_target' }
      const r = await runStep({
        entry: 'main',
        inputs: inputsFor(name, optIn ? { 'cache-save-untrusted-events': 'true' } : {}),
        dirs,
        env
      })
      assert.equal(r.code, 0, r.stdout)
      const before = saved()
      const post = await runStep({ entry: 'post', dirs, env, state: r.state })
      if (optIn) {
        assert.doesNotMatch(r.stdout, /::notice::/)
        assert.equal(saved(), before + 1, post.stdout)
      } else {
        assert.match(
          r.stdout,
          /::notice::Not saving the ROCm tree to the actions cache: this pull_request_target job runs in the base branch's cache scope.*set cache-save-untrusted-events: true/
        )
        assert.match(post.stdout, /Nothing to save: this pull_request_target job/)
        assert.equal(saved(), before)
      }
    }
  })

  test('cache-verify: required does not use a tree it cannot verify: the install comes from the registry', async () => {
    const dirs = runnerDirs(join(work.path, 'verify-required'))
    const first = await runStep({
      entry: 'main',
      inputs: inputsFor('verify-required'),
      dirs,
      env: cacheEnv()
    })
    assert.equal(first.code, 0, first.stdout)
    const before = registryRequests()
    const r = await runStep({
      entry: 'main',
      inputs: inputsFor('verify-required', { 'cache-verify': 'required' }),
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 0, r.stdout)
    assert.equal(r.outputs['cache-source'], 'registry')
    assert.match(
      r.stdout,
      /Not using the tree from the tool-cache .*: there is no seek index to verify it against, and cache-verify is required; installing from the registry/
    )
    assert.ok(registryRequests() > before, 'installed from the registry')
    assert.doesNotMatch(r.summary, /\| Verified \|/)
  })
})

describe('reliability', () => {
  const trees = (toolCache: string) => {
    const root = join(toolCache, 'setup-rocm')
    if (!existsSync(root)) return []
    // Entries only (the lock lies beside them); an entry renamed meanwhile is simply not listed.
    return readdirSync(root)
      .filter(k => !k.endsWith('.lock'))
      .flatMap(k => {
        try {
          return readdirSync(join(root, k)).map(n => join(root, k, n))
        } catch {
          return []
        }
      })
  }
  /** Watches the tool cache: once a tree appeared, did it ever vanish while the jobs ran? */
  function watch(toolCache: string) {
    let seen = false
    let vanished = false
    const timer = setInterval(() => {
      const present = trees(toolCache).some(p => p.endsWith('/x64'))
      if (present) seen = true
      else if (seen) vanished = true
    }, 10)
    return { stop: () => (clearInterval(timer), { seen, vanished }) }
  }

  test('two jobs on one tool cache, started together and staggered: both succeed, neither loses its tree, one tree remains', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-shared'))
    const job = (onStdout?: (t: string) => void) =>
      runStep({ entry: 'main', inputs: { image, cache: 'false' }, dirs, env: cacheEnv(), onStdout })

    let w = watch(dirs.toolCache)
    const [a, b] = await Promise.all([job(), job()])
    let seen = w.stop()
    for (const r of [a, b]) assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.deepEqual([a.outputs['cache-source'], b.outputs['cache-source']].sort(), [
      'registry',
      'tool-cache'
    ])
    assert.ok(seen.seen && !seen.vanished, 'the tree never vanished once promoted')
    assert.ok(existsSync(a.outputs['rocm-path']))
    assert.deepEqual(
      trees(dirs.toolCache)
        .map(p => p.split('/').pop())
        .sort(),
      ['x64', 'x64.complete', 'x64.pins']
    )

    // Staggered: the second job starts while the first one smoke-tests its fresh tree.
    rmSync(join(dirs.toolCache, 'setup-rocm'), { recursive: true, force: true })
    w = watch(dirs.toolCache)
    let second: Promise<StepResult> | undefined
    const first = await job(out => {
      if (!second && out.includes('::group::Smoke test')) second = job()
    })
    assert.ok(second, 'the second job was started during the first one’s smoke test')
    const late = await second
    seen = w.stop()
    assert.equal(first.code, 0, first.stdout + first.stderr)
    assert.equal(late.code, 0, late.stdout + late.stderr)
    assert.equal(first.outputs['cache-source'], 'registry')
    assert.equal(late.outputs['cache-source'], 'tool-cache')
    assert.match(late.stdout, /Another job \(process \d+\) is installing or checking/)
    assert.ok(seen.seen && !seen.vanished, 'the first job’s tree was never removed under it')
    assert.equal(first.outputs['rocm-path'], late.outputs['rocm-path'])
    assert.deepEqual(
      trees(dirs.toolCache)
        .map(p => p.split('/').pop())
        .sort(),
      ['x64', 'x64.complete', 'x64.pins']
    )
  })

  test('a lock left by a job that died is removed, and the install goes on', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-stale'))
    const first = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false', cache: 'false' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(first.code, 0, first.stdout)
    const dir = first.outputs['rocm-path']
    // <tool cache>/setup-rocm/<version>-<key>/x64, the lock beside the entries: <key>-x64.lock
    const entry = dirname(dir)
    const lock = join(dirname(entry), `${basename(entry).slice(basename(entry).indexOf('-') + 1)}-x64.lock`)
    rmSync(`${dir}.complete`)
    mkdirSync(lock)
    // pid 2^22 is above Linux's pid_max default: no such process.
    writeFileSync(
      join(lock, 'owner.json'),
      JSON.stringify({ pid: 4194304, start: '1', host: (await import('node:os')).hostname() })
    )
    const r = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false', cache: 'false' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 0, r.stdout)
    assert.match(r.stdout, /Removed a tool-cache lock left by process 4194304 that is gone/)
    assert.equal(r.outputs['cache-source'], 'registry')
    assert.ok(!existsSync(lock))
  })

  test('a cache restore that stalls is cut off at its deadline; the job installs from the registry', async () => {
    // The cache entry of the cold install is keyed on its paths: the same runner, tool cache emptied.
    const dirs = runnerDirs(join(work.path, 'runner1'))
    rmSync(dirs.toolCache, { recursive: true, force: true })
    mkdirSync(dirs.toolCache)
    svc.stallDownloads = true
    try {
      const t0 = Date.now()
      const r = await runStep({
        entry: 'main',
        inputs: { image, 'smoke-test': 'false' },
        dirs,
        env: { ...cacheEnv(), SEGMENT_DOWNLOAD_TIMEOUT_MINS: '0.05' }
      })
      assert.equal(r.code, 0, r.stdout)
      assert.match(r.stdout, /::warning::Restoring from the actions cache took longer than 0\.1 min/)
      assert.equal(r.outputs['cache-source'], 'registry')
      assert.ok(Date.now() - t0 < 60_000)
    } finally {
      svc.stallDownloads = false
    }
  })

  test('a restore cut off at its deadline stops its extraction too, removes what it wrote, and never adopts it', async () => {
    const dirs = runnerDirs(join(work.path, 'runner1'))
    rmSync(dirs.toolCache, { recursive: true, force: true })
    mkdirSync(dirs.toolCache)
    // With an index pinned the extraction waits for the plan, which waits for the manifest: a
    // registry that stalls that one answer keeps the extraction running past the deadline.
    const indexFile = join(work.path, 'deadline.index')
    await writeIndexOf(image, indexFile)
    proxy.rule({ match: /GET .*\/manifests\//, stallAfter: 0, times: 1 })
    let extracting = false
    const r = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false', index: indexFile, 'stall-timeout': '5' },
      dirs,
      env: { ...cacheEnv(), SEGMENT_DOWNLOAD_TIMEOUT_MINS: '0.05' },
      onStdout: out => (extracting ||= /\[command\]\S+\/tar -xf/.test(out))
    })
    assert.equal(r.code, 0, r.stdout)
    assert.ok(extracting, 'the restore reached its extraction')
    assert.match(
      r.stdout,
      /::warning::Restoring from the actions cache took longer than .*stopped it and removed what it wrote/
    )
    assert.equal(r.outputs['cache-source'], 'registry')
    assert.doesNotMatch(r.stdout, /installed by a concurrent run/, 'what the restore wrote was not adopted')
    // The extraction (a process the toolkit started, in the restore's process group) is gone.
    // Read from /proc, not with pgrep: a fresh Debian has no procps, and `pgrep || true` passed there
    // whatever was left running.
    const left = readdirSync('/proc')
      .filter(pid => /^\d+$/.test(pid))
      .map(pid => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
        } catch {
          return [] // ended meanwhile
        }
      })
      .filter(argv => argv.some(a => a.endsWith('restore-front.js')) && argv.includes('-xf'))
      .filter(argv => argv.some(a => a.startsWith(dirs.temp)))
    assert.deepEqual(left, [], 'no process of the restore is left running')
  })

  test('refused before any request: an empty image, a Windows or macOS runner; an ARM64 runner asks for linux/arm64', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-refusals'))
    const before = registryRequests()
    const empty = await runStep({ entry: 'main', inputs: { image: '' }, dirs, env: cacheEnv() })
    assert.equal(empty.code, 1)
    assert.match(empty.stdout, /::error::Input "image" is empty\. Omit it for the default image/)
    for (const os of ['Windows', 'macOS']) {
      const r = await runStep({
        entry: 'main',
        inputs: { image },
        dirs,
        env: { ...cacheEnv(), RUNNER_OS: os }
      })
      assert.equal(r.code, 1)
      assert.match(
        r.stdout,
        new RegExp(`::error::setup-rocm installs ROCm on Linux only, and this runner is ${os}`)
      )
    }
    assert.equal(registryRequests(), before, 'no request for any of them')
    const arm = await runStep({
      entry: 'main',
      inputs: { image, 'smoke-test': 'false' },
      dirs,
      env: { ...cacheEnv(), RUNNER_ARCH: 'ARM64' }
    })
    // The fixture's index has a (ROCm-less) linux/arm64 entry: that is the one an ARM64 runner gets.
    assert.equal(arm.code, 1)
    assert.match(arm.stdout, /to linux\/arm64 manifest sha256:/)
    assert.match(arm.stdout, /::error::The image has no \/opt\/rocm\./)
  })

  test('mode runtime: only the closure in the tool cache, its table in the summary, a load check instead of hipcc', async () => {
    const dirs = runnerDirs(join(work.path, 'runner-runtime'))
    const r = await runStep({
      entry: 'main',
      inputs: { image, mode: 'runtime', cache: 'false' },
      dirs,
      env: cacheEnv()
    })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.match(r.summary, /### Runtime closure/)
    assert.match(
      r.summary,
      /\| <code>core-10\.0\/lib\/libamdhip64\.so\.7\.0\.0<\/code> \| [\d.]+ [KM]iB \| requested \|/
    )
    assert.doesNotMatch(
      r.summary,
      /\| Pruned \||Prune patterns that matched nothing/,
      'runtime mode has no prune rows'
    )
    assert.match(r.summary, /Load check: all \d+ libraries of the closure load with only the install/)
    const rocm = r.outputs['rocm-path']
    assert.ok(existsSync(join(rocm, 'lib/libamdhip64.so')) && !existsSync(join(rocm, 'bin/hipcc')))
    // A different tree from the SDK install of the same digest: its own tool-cache key.
    const sdk = await runStep({
      entry: 'main',
      inputs: { image, cache: 'false', 'smoke-test': 'false' },
      dirs,
      env: cacheEnv()
    })
    assert.notEqual(sdk.outputs['rocm-path'], rocm)
  })
})
