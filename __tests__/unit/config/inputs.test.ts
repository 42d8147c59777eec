// inputs.ts, pure: everything refused before any request, with the input named the way the caller
// spells it (`Input "x"` for the action, `--x` for the CLI).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { InputError, parseInputs, type Host } from '../../../src/config/inputs.ts'
import { DEFAULT_IMAGE } from '../../../src/config/options.ts'

const PIN = `127.0.0.1:5000/rocm/dev@sha256:${'a'.repeat(64)}`
const linux: Host = { os: 'Linux', arch: 'X64' }
const parse = (given: Record<string, string | undefined>, host = linux, label?: (n: string) => string) =>
  parseInputs(n => given[n], host, label)
const refused = (given: Record<string, string | undefined>, re: RegExp, host = linux) =>
  assert.throws(
    () => parse(given, host),
    (e: Error) => e instanceof InputError && re.test(e.message)
  )

describe('inputs', () => {
  test('an absent image is the default; an empty one is refused', () => {
    assert.equal(parse({}).source.reference.original, DEFAULT_IMAGE)
    refused({ image: '' }, /Input "image" is empty\. Omit it for the default image/)
    refused({ image: '  ' }, /is empty/)
  })

  test('the CLI sees its own flag names in messages', () => {
    assert.throws(
      () => parse({ image: 'rocm/dev:latest' }, linux, n => `--${n}`),
      /--image: The image "rocm\/dev:latest" is not pinned by digest/
    )
    assert.throws(
      () => parse({ image: PIN, 'gfx-target': 'gfx9999' }, linux, n => `--${n}`),
      /--gfx-target: "gfx9999"/
    )
  })

  test('gfx targets: known processors with xnack/sramecc features pass; unknown ones are refused with their family', () => {
    assert.deepEqual(
      parse({ image: PIN, 'gfx-target': 'gfx1036, gfx90a:xnack+\ngfx942:sramecc-:xnack+ gfx11-generic' })
        .gfxTargets,
      ['gfx1036', 'gfx90a:xnack+', 'gfx942:sramecc-:xnack+', 'gfx11-generic']
    )
    refused({ image: PIN, 'gfx-target': 'gfx9999' }, /"gfx9999" is not a GPU the LLVM AMDGPU backend knows/)
    refused({ image: PIN, 'gfx-target': 'gfx1037' }, /its family has gfx1030, gfx1031/)
    refused({ image: PIN, 'gfx-target': 'gfx90a:turbo+' }, /only xnack\+\/- and sramecc\+\/-/)
    refused({ image: PIN, 'gfx-target': 'gfx90a:xnack+:xnack-' }, /names a feature twice/)
  })

  test('a prune pattern proven to hit a protected file is refused before any request, naming both patterns', () => {
    refused(
      { image: PIN, prune: 'defaults\nlibrocprof*' },
      /"librocprof\*" would remove lib\/librocprofiler-register\.so\.0, which is protected by "librocprofiler-register\*"/
    )
    refused({ image: PIN, prune: 'lib/' }, /"lib\/" would remove lib\/libamdhip64\.so/)
    refused({ image: PIN, prune: '**/include/hip' }, /would remove include\/hip\/hip_runtime\.h/)
    refused({ image: PIN, prune: 'x', protect: '../x' }, /Input "protect":/)
    // Patterns the samples cannot prove wrong pass here (the install checks them against the real tree).
    assert.equal(
      parse({ image: PIN, prune: 'defaults\nlibfoo*' }).source.prune.list.includes('libfoo*'),
      true
    )
  })

  test('Linux runners only; the platform follows the runner’s architecture; an explicit one must be linux', () => {
    refused({ image: PIN }, /setup-rocm installs ROCm on Linux only, and this runner is Windows/, {
      os: 'Windows',
      arch: 'X64'
    })
    refused({ image: PIN }, /this runner is macOS/, { os: 'macOS', arch: 'ARM64' })
    refused({ image: PIN }, /no ROCm images for this runner's architecture \(ARM\)/, {
      os: 'Linux',
      arch: 'ARM'
    })
    assert.deepEqual(parse({ image: PIN }).source.platform, {
      os: 'linux',
      architecture: 'amd64',
      variant: undefined
    })
    assert.equal(parse({ image: PIN }, { os: 'Linux', arch: 'ARM64' }).source.platform.architecture, 'arm64')
    assert.equal(parse({ image: PIN }, { os: 'linux', arch: 'x64' }).source.platform.architecture, 'amd64')
    refused({ image: PIN, platform: 'windows/amd64' }, /ROCm images are Linux images/)
    refused(
      { image: PIN, platform: 'amd64' },
      /Input "platform": The platform "amd64" is not of the form os\/arch/
    )
  })

  test('network limits: seconds and KiB/s, 0 turns the rate check off; connections auto by default', () => {
    assert.deepEqual(parse({ image: PIN }).network, {
      stallMs: 30_000,
      minBytesPerSecond: 16 << 10,
      connections: 8,
      adaptive: true
    })
    assert.deepEqual(parse({ image: PIN, 'download-connections': 'AUTO' }).network.adaptive, true)
    assert.deepEqual(
      parse({ image: PIN, 'stall-timeout': '2.5', 'min-speed': '0', 'download-connections': '1' }).network,
      {
        stallMs: 2500,
        minBytesPerSecond: 0,
        connections: 1,
        adaptive: false
      }
    )
    refused(
      { image: PIN, 'download-connections': '0' },
      /download-connections" must be a whole number from 1/
    )
    refused({ image: PIN, 'stall-timeout': '0' }, /stall-timeout" must be a positive number of seconds/)
    refused({ image: PIN, 'min-speed': 'fast' }, /min-speed" must be a speed in KiB\/s/)
  })

  test('threads: auto (or empty) leaves the count to the machine; a number from 1 to 64 caps it', () => {
    assert.equal(parse({ image: PIN }).threads, undefined)
    assert.equal(parse({ image: PIN, threads: 'AUTO' }).threads, undefined)
    assert.equal(parse({ image: PIN, threads: ' 3 ' }).threads, 3)
    refused({ image: PIN, threads: '0' }, /Input "threads" must be a whole number from 1 to 64 \(got "0"\)/)
    refused({ image: PIN, threads: 'all' }, /Input "threads" must be a whole number from 1 to 64/)
  })

  test('credentials come in pairs; booleans are true or false', () => {
    refused({ image: PIN, 'registry-username': 'u' }, /Give both registry-username and registry-password/)
    assert.deepEqual(parse({ image: PIN, 'registry-username': 'u', 'registry-password': 'p' }).credentials, {
      username: 'u',
      password: 'p'
    })
    refused({ image: PIN, 'smoke-test': 'yes' }, /Input "smoke-test" must be true or false/)
  })
})
