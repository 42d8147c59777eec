// Mirrors and `docker login` credentials, through the real harness registry. Mirrors are fault
// proxies in front of it (one rate limits, one alters the manifest's bytes) and a second repository
// on it holding the same image; the image's own repository is tried last.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { install } from '../../src/pipeline/install.ts'
import { parseMirror } from '../../src/oci/reference.ts'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage, type BuiltImage } from '../harness/image.ts'
import { FaultProxy, flipBit } from '../harness/fault-proxy.ts'
import { identityToken } from '../harness/auth-server.ts'
import { describeInstall, diffTrees } from '../harness/tree-oracle.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('mirrors')
after(() => work.cleanup())

function rocmImage(): BuiltImage {
  return buildImage({
    layers: [
      {
        entries: [
          { path: 'opt/rocm/bin/hipcc', body: '#!/bin/sh\n', mode: 0o755 },
          { path: 'opt/rocm/lib/libamdhip64.so.7', body: 'hip' },
          { path: 'opt/rocm/lib/libamdhip64.so', type: 'symlink', linkpath: 'libamdhip64.so.7' },
          { path: 'opt/rocm/lib/librocblas.so.5', body: 'blas' },
          { path: 'opt/rocm/.info/version', body: '10.0.0\n' }
        ]
      }
    ]
  })
}

describe('mirrors', () => {
  test('a mirror answering 429, then one serving different bytes, are skipped; the next serving the same digest installs the same tree', async () => {
    const img = rocmImage()
    await pushImage(h, 'mirrors/good', img)
    // The image's own repository: the reference the user pinned (it holds the image too).
    const own = `${h.registry}/mirrors/origin@${img.pinDigest}`
    await pushImage(h, 'mirrors/origin', img)
    const limited = await new FaultProxy(h, `https://${h.registry}`).start()
    limited.rule({ match: /GET /, status: 429, headers: { 'retry-after': '0' }, times: 1000 })
    const lying = await new FaultProxy(h, `https://${h.registry}`).start()
    lying.rule({ match: /GET .*\/manifests\/sha256/, mutate: flipBit(3), times: 1000 })
    try {
      const logger = recordingLogger()
      const dest = join(work.path, 'via-mirror', 'rocm')
      const r = await install({
        source: sourceOf({ image: own, prune: ['none'] }),
        mirrors: [
          parseMirror(`${limited.host}/mirrors/good`),
          parseMirror(`https://${lying.host}/mirrors/good`),
          parseMirror(`${h.registry}/mirrors/good`)
        ],
        dest,
        logger
      })
      assert.equal(r.image.pinned, img.pinDigest)
      assert.match(
        logger.text(),
        new RegExp(`Resolved .* on ${h.registry.replace(/\./g, '\\.')}/mirrors/good to`)
      )
      assert.ok(
        logger.warnings.some(
          w => w.startsWith(`${limited.host}/mirrors/good failed: `) && /HTTP 429/.test(w)
        ),
        logger.text()
      )
      assert.ok(
        logger.warnings.some(
          w => w.startsWith(`${lying.host}/mirrors/good failed: `) && /not the pinned/.test(w)
        ),
        logger.text()
      )
      // The same tree as from the image's own repository.
      const direct = join(work.path, 'direct', 'rocm')
      await install({
        source: sourceOf({ image: own, prune: ['none'] }),
        dest: direct,
        logger: recordingLogger()
      })
      assert.equal(diffTrees(describeInstall(direct), describeInstall(dest)), '')
      assert.ok(describeInstall(dest).size >= 5)
    } finally {
      await limited.stop()
      await lying.stop()
    }
  })

  test('when every mirror fails, the image’s own registry is the last one tried', async () => {
    const img = rocmImage()
    await pushImage(h, 'mirrors/own-only', img)
    const logger = recordingLogger()
    const r = await install({
      source: sourceOf({ image: `${h.registry}/mirrors/own-only@${img.pinDigest}`, prune: ['none'] }),
      mirrors: [parseMirror(`${h.registry}/mirrors/does-not-exist`)],
      dest: join(work.path, 'own', 'rocm'),
      logger
    })
    assert.equal(r.image.pinned, img.pinDigest)
    assert.ok(
      logger.warnings.some(w => /mirrors\/does-not-exist failed: .*HTTP 404/.test(w)),
      logger.text()
    )
  })

  test('mirror lines: a repository only, https unless http:// is written', () => {
    assert.deepEqual(parseMirror('ghcr.io/org/rocm-dev'), {
      registry: 'ghcr.io',
      repository: 'org/rocm-dev',
      scheme: 'https',
      label: 'ghcr.io/org/rocm-dev'
    })
    assert.equal(parseMirror('http://10.0.0.5:5000/rocm').scheme, 'http')
    assert.equal(parseMirror('docker.io/rocm/dev-ubuntu-24.04').registry, 'registry-1.docker.io')
    assert.throws(() => parseMirror('ghcr.io/org/rocm-dev:latest'), /repository only/)
    assert.throws(() => parseMirror(`ghcr.io/org/rocm-dev@sha256:${'a'.repeat(64)}`), /repository only/)
    assert.throws(() => parseMirror('ghcr.io'), /names no repository/)
  })
})

describe('credentials from docker login', () => {
  const withDockerConfig = async (auths: Record<string, object>, fn: () => Promise<void>) => {
    const dir = join(work.path, `docker-${Object.keys(auths).length}-${Math.random().toString(16).slice(2)}`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ auths }))
    const before = process.env.DOCKER_CONFIG
    process.env.DOCKER_CONFIG = dir
    try {
      await fn()
    } finally {
      if (before === undefined) delete process.env.DOCKER_CONFIG
      else process.env.DOCKER_CONFIG = before
    }
  }

  test('a private repository installs with the auth entry (or identity token) docker login stored, and not without', async () => {
    const img = rocmImage()
    await pushImage(h, 'private/docker-login', img)
    const image = `${h.registry}/private/docker-login@${img.pinDigest}`
    const run = (name: string) =>
      install({
        source: sourceOf({ image, prune: ['none'] }),
        dest: join(work.path, name, 'rocm'),
        logger: recordingLogger()
      })
    await withDockerConfig({}, async () => {
      await assert.rejects(run('anonymous'), /registry-username and registry-password/)
    })
    const auth = Buffer.from(`${h.user}:${h.password}`).toString('base64')
    await withDockerConfig({ [`https://${h.registry}`]: { auth } }, async () => {
      const r = await run('basic')
      assert.equal(r.image.pinned, img.pinDigest)
    })
    await withDockerConfig({ [h.registry]: { identitytoken: identityToken(h.password) } }, async () => {
      const r = await run('identity')
      assert.equal(r.image.pinned, img.pinDigest)
    })
    await withDockerConfig({ [h.registry]: { identitytoken: 'revoked' } }, async () => {
      await assert.rejects(run('revoked'), /refused the identity token from docker login/)
    })
  })
})
