// The rocm-version input (config/versions.ts, versions.json), pure: versions and prefixes, refusals
// before any request, and that rocm-version: 10.0.0 is the same install as the default image.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { resolveVersion, VERSIONS, type VersionsFile } from '../../../src/config/versions.ts'
import { InputError, parseInputs } from '../../../src/config/inputs.ts'
import { DEFAULT_IMAGE } from '../../../src/config/options.ts'
import { installKey } from '../../../src/action/tool-cache.ts'
import { parseReference } from '../../../src/oci/reference.ts'

const D = (c: string) => `sha256:${c.repeat(64)}`
const file: VersionsFile = {
  format: 1,
  releases: [
    { version: '9.9.1', image: `x/rocm:9.9.1@${D('1')}`, platforms: ['linux/amd64'] },
    { version: '10.0.0', image: `x/rocm:10.0.0@${D('2')}`, platforms: ['linux/amd64'] },
    { version: '10.2.0', image: `x/rocm:10.2.0@${D('3')}`, platforms: ['linux/amd64', 'linux/arm64'] },
    { version: '10.10.0', image: `x/rocm:10.10.0@${D('4')}`, platforms: ['linux/amd64'] }
  ]
}
const pick = (v: string) => {
  const r = resolveVersion(v, file)
  return 'release' in r ? r.release.version : r.problem
}
const action = (given: Record<string, string>, arch = 'X64') =>
  parseInputs(n => given[n], { os: 'Linux', arch })

describe('rocm-version', () => {
  test('a full version, or a prefix that takes the newest release it matches', () => {
    assert.equal(pick('10.0.0'), '10.0.0')
    assert.equal(pick('10'), '10.10.0', 'numerically newest, not by text')
    assert.equal(pick('10.0'), '10.0.0')
    assert.equal(pick('v9'), '9.9.1')
    assert.match(
      pick('10.1'),
      /ROCm 10\.1 is not a release setup-rocm knows \(known: 10\.10\.0, 10\.2\.0, 10\.0\.0, 9\.9\.1\)/
    )
    assert.match(pick('latest'), /not a ROCm version/)
  })

  test('rocm-version: 10.0.0 is the same install as the default image', () => {
    const byVersion = action({ 'rocm-version': '10.0.0', image: DEFAULT_IMAGE })
    const byDefault = action({ image: DEFAULT_IMAGE })
    assert.equal(byVersion.source.reference.digest, byDefault.source.reference.digest)
    assert.equal(installKey(byVersion.source), installKey(byDefault.source))
    const row = VERSIONS.releases.find(r => r.version === '10.0.0')
    assert.equal(row && parseReference(row.image).digest, parseReference(DEFAULT_IMAGE).digest)
  })

  test('exclusive with image, an unknown version and a platform the image lacks are refused before any request', () => {
    assert.throws(
      () => action({ 'rocm-version': '10', image: `ghcr.io/x/y@${D('9')}` }),
      (e: Error) =>
        e instanceof InputError && /Give Input "image" or Input "rocm-version", not both/.test(e.message)
    )
    assert.throws(
      () => action({ 'rocm-version': '6.4' }),
      /Input "rocm-version": ROCm 6\.4 is not a release setup-rocm knows \(known: 10\.0\.0\)/
    )
    assert.throws(
      () => action({ 'rocm-version': '10.0.0' }, 'ARM64'),
      /ROCm 10\.0\.0's image has linux\/amd64 only, and this needs linux\/arm64/
    )
  })
})
