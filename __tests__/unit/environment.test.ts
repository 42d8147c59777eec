// environment.ts and the tool-cache key, pure.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { applyEnvironment, exportLines, rocmEnvironment } from '../../src/environment.ts'
import { installKey, locate } from '../../src/tool-cache.ts'
import { parseInputs } from '../../src/inputs.ts'

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
    assert.equal(loc.dir, `/tc/setup-rocm/${k}/x64`)
    assert.equal(loc.marker, `${loc.dir}.complete`)
    assert.equal(loc.lock, `${loc.dir}.lock`)
  })
})
