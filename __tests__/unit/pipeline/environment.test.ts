// environment.ts and the tool-cache key, pure.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import {
  applyEnvironment,
  exportLines,
  imageProgramEnvironment,
  rocmEnvironment
} from '../../../src/pipeline/environment.ts'
import { entryVersion, installKey, locate } from '../../../src/action/tool-cache.ts'
import { parseInputs } from '../../../src/config/inputs.ts'

const source = (image: string, extra: Record<string, string> = {}) =>
  parseInputs(n => ({ image, ...extra })[n], { os: 'Linux', arch: 'X64' }).source
const D = `sha256:${'b'.repeat(64)}`

describe('environment', () => {
  test('variables append to what the job has; clang and bitcode are found where the tree has them', () => {
    const e = rocmEnvironment(
      '/r',
      { LD_LIBRARY_PATH: '/x' },
      rel => rel === 'lib/llvm/bin/clang' || rel === 'amdgcn/bitcode'
    )
    assert.equal(e.vars.LD_LIBRARY_PATH, '/r/lib:/x')
    assert.equal(e.vars.HIP_CLANG_PATH, '/r/lib/llvm/bin')
    assert.equal(e.vars.HIP_DEVICE_LIB_PATH, '/r/amdgcn/bitcode')
    assert.equal(applyEnvironment({ PATH: '/usr/bin' }, e).PATH, '/r/bin:/usr/bin')
  })

  test('export lines survive a shell, quotes included', () => {
    const e = rocmEnvironment("/tmp/it's here", {}, () => false)
    const out = execFileSync('sh', ['-c', `${exportLines(e)}\nprintf %s "$ROCM_PATH|$PATH"`], {
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin' }
    })
    assert.equal(out, "/tmp/it's here|/tmp/it's here/bin:/usr/bin:/bin")
  })
})

describe('tool-cache key', () => {
  test('the same digest from another registry or repository is the same tree; prune, protect, platform and image-path are not', () => {
    const k = installKey(source(`ghcr.io/org/rocm@${D}`))
    assert.equal(installKey(source(`127.0.0.1:5000/mirror/rocm@${D}`)), k)
    assert.notEqual(installKey(source(`ghcr.io/org/rocm@${D}`, { prune: 'none' })), k)
    assert.notEqual(installKey(source(`ghcr.io/org/rocm@${D}`, { protect: 'lib/x' })), k)
    assert.notEqual(installKey(source(`ghcr.io/org/rocm@${D}`, { platform: 'linux/arm64' })), k)
    assert.notEqual(installKey(source(`ghcr.io/org/rocm@${D}`, { 'image-path': '/opt/rocm-7.2.4' })), k)
    const loc = locate(source(`ghcr.io/org/rocm@${D}`), '/tc', 'linux', 'x64')
    // tool-cache's layout: <tool>/<semver>/<arch>, the key in the prerelease; 0.0.0 until the
    // ROCm version is read from the installed tree.
    assert.equal(loc.dir, `/tc/setup-rocm/0.0.0-${k}/x64`)
    assert.equal(loc.marker, `${loc.dir}.complete`)
    assert.equal(loc.lock, `/tc/setup-rocm/${k}-x64.lock`)
    assert.deepEqual(loc.cachePaths, [`/tc/setup-rocm/*-${k}`])
    assert.equal(entryVersion('10.0.0', k), `10.0.0-${k}`)
    assert.equal(entryVersion('unknown', k), `0.0.0-${k}`)
    assert.equal(
      entryVersion('10.0.0', '0123'),
      '10.0.0-k0123',
      'a prerelease of digits must not start with 0'
    )
  })
})

describe('what the image’s programs see', () => {
  test('only allow-listed variables of the job reach them, with the tree’s own on top', () => {
    const e = rocmEnvironment('/r', {}, () => false)
    const out = imageProgramEnvironment(
      {
        PATH: '/usr/bin',
        HOME: '/home/u',
        LANG: 'C.UTF-8',
        LC_ALL: 'C',
        HSA_ENABLE_SDMA: '0',
        ROCR_VISIBLE_DEVICES: '1',
        'INPUT_REGISTRY-PASSWORD': 'x',
        SETUP_ROCM_REGISTRY_PASSWORD: 'x',
        ACTIONS_RUNTIME_TOKEN: 'x',
        ACTIONS_CACHE_URL: 'x',
        GITHUB_TOKEN: 'x',
        AWS_SECRET_ACCESS_KEY: 'x'
      },
      e,
      { TMPDIR: '/w' }
    )
    assert.deepEqual(Object.keys(out).sort(), [
      'CMAKE_PREFIX_PATH',
      'HIP_PATH',
      'HIP_PLATFORM',
      'HOME',
      'HSA_ENABLE_SDMA',
      'LANG',
      'LC_ALL',
      'LD_LIBRARY_PATH',
      'PATH',
      'ROCM_PATH',
      'ROCR_VISIBLE_DEVICES',
      'TMPDIR'
    ])
    assert.equal(out.PATH, '/r/bin:/usr/bin')
  })
})
