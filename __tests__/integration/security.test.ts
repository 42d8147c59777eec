// Secrets and credentials at the seams (reliability issue, security items), through the real
// harness registry: what the image's programs may see, docker login's file, registry hosts as
// users write them.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { runStep, runnerDirs } from '../harness/runner.ts'
import { install } from '../../src/pipeline/install.ts'
import { recordingLogger, runCli, sourceOf, tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('security')
after(() => work.cleanup())

/** A tree whose hipcc and whose "compiled kernel" write the environment they see to `record`. */
function recordingToolchain(record: string) {
  const hipcc = [
    '#!/bin/sh',
    `env > ${record}/hipcc.env`,
    'out=; prev=',
    'for a in "$@"; do [ "$prev" = -o ] && out="$a"; prev="$a"; done',
    `printf '#!/bin/sh\\nenv > ${record}/kernel.env\\necho loaded\\n' > "$out"`,
    'chmod +x "$out"',
    ''
  ].join('\n')
  return buildImage({
    layers: [
      {
        entries: [
          { path: 'opt/rocm/bin/hipcc', body: hipcc, mode: 0o755 },
          // A real shared object, so the closure check's ldd has something to read.
          { path: 'opt/rocm/lib/libamdhip64.so', body: readFileSync('/lib/x86_64-linux-gnu/libdl.so.2') },
          { path: 'opt/rocm/.info/version', body: '10.0.0\n' }
        ]
      }
    ]
  })
}

const SECRETS = {
  SETUP_ROCM_PUSH_PASSWORD: 'push-secret-2f7c',
  'INPUT_REGISTRY-PASSWORD': 'input-secret-91ad',
  ACTIONS_RUNTIME_TOKEN: 'runtime-secret-5b0e',
  ACTIONS_CACHE_URL: 'https://cache.invalid/cache-secret-77d1/',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-secret-c3a9',
  GITHUB_TOKEN: 'ghs_secret_4e21'
}

describe('what the image’s programs see', () => {
  test('hipcc and the compiled kernel run with an allow-listed environment: no password, token or cache URL of the job', async () => {
    const record = join(work.path, 'record')
    mkdirSync(record)
    const ref = await pushImage(h, 'security/toolchain', recordingToolchain(record))
    const r = await runCli(['--image', ref, '--dest', join(work.path, 'rocm-env')], {
      ...SECRETS,
      SETUP_ROCM_REGISTRY_USERNAME: h.user,
      SETUP_ROCM_REGISTRY_PASSWORD: h.password,
      LANG: 'C.UTF-8',
      HIP_VISIBLE_DEVICES: '0'
    })
    assert.equal(r.code, 0, r.stderr)
    for (const file of ['hipcc.env', 'kernel.env']) {
      const seen = readFileSync(join(record, file), 'utf8')
      for (const [k, v] of Object.entries({ ...SECRETS, SETUP_ROCM_REGISTRY_PASSWORD: h.password })) {
        assert.ok(!seen.includes(v), `${file} shows ${k}`)
        assert.ok(!seen.includes(`${k}=`), `${file} has ${k}`)
      }
      assert.match(seen, /^ROCM_PATH=.*rocm-env$/m, `${file}: the tree's variables are there`)
      assert.match(seen, /^PATH=.*rocm-env\/bin:/m)
      assert.match(seen, /^HOME=/m)
      assert.match(seen, /^LANG=C\.UTF-8$/m, 'the locale is passed on')
      assert.match(seen, /^HIP_VISIBLE_DEVICES=0$/m, 'GPU selection is passed on')
      assert.match(seen, /^TMPDIR=.*setup-rocm-smoke-/m, 'temporary files go to the smoke work dir')
    }
  })
})

function tinyImage() {
  return buildImage({
    layers: [
      {
        entries: [
          { path: 'opt/rocm/bin/hipcc', body: '#!/bin/sh\n', mode: 0o755 },
          { path: 'opt/rocm/.info/version', body: '10.0.0\n' }
        ]
      }
    ]
  })
}

const b64 = (s: string) => Buffer.from(s).toString('base64')

/** Every run of 6 characters of `secret`: none of them may show up in a log. */
function assertNoPiece(text: string, secret: string, what: string): void {
  for (let i = 0; i + 6 <= secret.length; i++)
    assert.ok(
      !text.includes(secret.slice(i, i + 6)),
      `${what} shows part of a secret: ${secret.slice(i, i + 6)}`
    )
}

describe('docker login credentials', () => {
  let n = 0
  async function runWithConfig(config: string, image: string) {
    const base = join(work.path, `docker${++n}`)
    mkdirSync(join(base, 'docker'), { recursive: true })
    writeFileSync(join(base, 'docker', 'config.json'), config)
    return runStep({
      entry: 'main',
      dirs: runnerDirs(base),
      inputs: { image, 'smoke-test': 'false', cache: 'false' },
      env: { DOCKER_CONFIG: join(base, 'docker'), ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }
    })
  }

  test('a password read from config.json is masked the moment it is read, and used', async () => {
    const ref = await pushImage(h, 'private/sec-login', tinyImage())
    const r = await runWithConfig(
      JSON.stringify({ auths: { [h.registry]: { auth: b64(`${h.user}:${h.password}`) } } }),
      ref
    )
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.ok(r.masks.includes(h.password), 'the password was masked')
    assert.ok(r.masks.includes(b64(`${h.user}:${h.password}`)), 'the auth value was masked')
    assert.match(r.stdout, /Using the docker login credentials for/)
  })

  test('a config.json that is not JSON is named in a warning and never quoted, even at debug level', async () => {
    const ref = `${h.registry}/private/sec-login@sha256:${'1'.repeat(64)}`
    const auth = b64(`${h.user}:${h.password}`)
    // Broken right after the auth value, where V8's parse error would quote it.
    const r = await runWithConfig(`{"auths": {"${h.registry}": {"auth": "${auth}" "oops": 1}}}`, ref)
    assert.notEqual(r.code, 0)
    assert.match(r.rawStdout, /::warning::.*config\.json is not valid JSON.*Run docker login again/)
    assertNoPiece(r.rawStdout + r.stderr, auth, 'the log')
    assertNoPiece(r.rawStdout + r.stderr, h.password, 'the log')
  })

  test('an auth that is not base64, and a config that only names a credential helper, get visible warnings', async () => {
    const ref = `${h.registry}/private/sec-login@sha256:${'1'.repeat(64)}`
    const bad = await runWithConfig(JSON.stringify({ auths: { [h.registry]: { auth: 'not base64!' } } }), ref)
    assert.match(
      bad.rawStdout,
      /::warning::.*the auth entry for 127\.0\.0\.1:\d+ is not base64 of user:password/
    )
    assert.ok(bad.masks.includes('not base64!'), 'even a broken auth value is masked')
    const helper = await runWithConfig(JSON.stringify({ auths: {}, credsStore: 'desktop' }), ref)
    assert.match(
      helper.rawStdout,
      /::warning::.*keeps credentials in the helper docker-credential-desktop, which setup-rocm does not run.*give registry-username and registry-password/
    )
  })
})

describe('registry hosts as users write them', () => {
  test('a registry written with capitals gets its credentials (inputs and docker login)', async () => {
    const img = tinyImage()
    await pushImage(h, 'private/sec-host', img)
    const port = h.registry.split(':')[1]
    const shouting = `LOCALHOST:${port}/private/sec-host@${img.pinDigest}`
    const r = await install({
      source: sourceOf({ image: shouting }),
      dest: join(work.path, 'host-inputs', 'rocm'),
      credentials: { username: h.user, password: h.password },
      logger: recordingLogger()
    })
    assert.equal(r.image.digest, img.manifestDigest)

    const dir = join(work.path, 'host-docker')
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({ auths: { [`https://LocalHost:${port}`]: { auth: b64(`${h.user}:${h.password}`) } } })
    )
    const before = process.env.DOCKER_CONFIG
    process.env.DOCKER_CONFIG = dir
    try {
      const logger = recordingLogger()
      await install({
        source: sourceOf({ image: `localhost:${port}/private/sec-host@${img.pinDigest}` }),
        dest: join(work.path, 'host-docker', 'rocm'),
        logger
      })
      assert.match(logger.text(), /Using the docker login credentials for localhost:/)
    } finally {
      if (before === undefined) delete process.env.DOCKER_CONFIG
      else process.env.DOCKER_CONFIG = before
    }
  })
})
