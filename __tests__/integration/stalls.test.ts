// Bounded stalls (issue: a stalled registry hung a job for hours): a server that sends headers and
// then half a body and silence, or one byte every few hundred milliseconds, is resumed with Range
// and, if it stalls again, fails with an error naming the object and the bytes received. Blobs (in
// the process and on the download thread), manifests and the token service, all through the real
// harness registry behind a fault proxy. Deadlines are made short through the transport's options,
// exactly as the stall-timeout and min-speed inputs set them. Each test has a time limit: without
// deadlines they hang instead of failing.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { HttpClient } from '@actions/http-client'
import { Authenticator, RegistryError, Transport, parsePlatform, resolveImage } from '../../src/oci/index.ts'
import { BlobThread } from '../../src/oci/blob/download-thread.ts'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage, type BuiltImage } from '../harness/image.ts'
import { FaultProxy, proxiedRegistry } from '../harness/fault-proxy.ts'
import { openBlob, readAll, recordingLogger } from '../harness/helpers.ts'

const h = loadHarness()
const FAST = { stallMs: 800, minBytesPerSecond: 16 << 10, backoffMs: 20, maxWaitMs: 500 }
const LIMIT = { timeout: 60_000 }

function image(): BuiltImage {
  return buildImage({
    layers: [{ entries: [{ path: 'opt/rocm/big.bin', body: randomBytes(2 << 20) }], compression: 'none' }]
  })
}

async function pushed(repo: string) {
  const img = image()
  await pushImage(h, repo, img)
  return img
}

describe('stalled transfers end, resumed or with a clear error', () => {
  test(
    'a server that resets after a few bytes every time is given up on after the resume budget, not after size / bytes-per-try tries',
    LIMIT,
    async () => {
      const img = image()
      await pushImage(h, 'stall/resets', img)
      const p = await proxiedRegistry(h)
      const hex = img.layerDigests[0].slice(7)
      p.cdn.rule({ match: new RegExp(`GET .*${hex}`), dropAfter: 100, times: 100_000 })
      try {
        const logger = recordingLogger()
        const t = new Transport({ registry: p.reg.host, repository: 'stall/resets', logger, ...FAST })
        const resolved = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
        await assert.rejects(
          readAll(openBlob(t, resolved.layers[0], { logger }, FAST)),
          /dropped 20 times in a row without real progress/
        )
        const tries = p.cdn.log.filter(e => e.path.includes(hex)).length
        assert.ok(tries <= 22, `${tries} requests for a 2 MiB blob that resets every 100 bytes`)
        t.dispose()
      } finally {
        await p.stop()
      }
    }
  )
  test(
    'a blob that sends half and then nothing on an open connection is resumed with Range and verifies',
    LIMIT,
    async () => {
      const img = await pushed('stall/half')
      const p = await proxiedRegistry(h)
      try {
        const hex = img.layerDigests[0].slice(7)
        p.cdn.rule({ match: new RegExp(`GET .*${hex}/data`), stallAfter: 1 << 20 })
        const logger = recordingLogger()
        const t = new Transport({ registry: p.reg.host, repository: 'stall/half', logger, ...FAST })
        const resolved = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
        const bytes = await readAll(openBlob(t, resolved.layers[0], { logger }, FAST))
        assert.equal(bytes.length, img.blobs[0].size)
        const cdn = p.cdn.log.filter(e => e.path.includes(hex))
        assert.equal(cdn.length, 2)
        assert.equal(cdn[1].range, `bytes=${1 << 20}-`)
        assert.ok(
          logger.lines.some(w => /stalled \(no data/.test(w)),
          logger.text()
        )
        t.dispose()
      } finally {
        await p.stop()
      }
    }
  )

  test(
    'a blob trickling one byte at a time fails after two stalls, naming the blob and the bytes received',
    LIMIT,
    async () => {
      const img = await pushed('stall/trickle')
      const p = await proxiedRegistry(h)
      try {
        const hex = img.layerDigests[0].slice(7)
        p.cdn.rule({ match: new RegExp(`GET .*${hex}/data`), stallAfter: 4096, trickleMs: 100, times: 10 })
        const logger = recordingLogger()
        const t = new Transport({ registry: p.reg.host, repository: 'stall/trickle', logger, ...FAST })
        const resolved = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
        const started = Date.now()
        await assert.rejects(readAll(openBlob(t, resolved.layers[0], { logger }, FAST)), (e: Error) => {
          assert.ok(e instanceof RegistryError, String(e))
          assert.match(e.message, new RegExp(`Blob ${img.layerDigests[0].slice(0, 19)}`))
          assert.match(
            e.message,
            /stalled 2 times in a row \(no data for 0\.8 s, or under 16 KiB\/s over 0\.8 s\)/
          )
          assert.match(e.message, new RegExp(`of ${img.blobs[0].size} bytes received`))
          assert.match(e.message, /raise stall-timeout or lower min-speed/)
          return true
        })
        assert.ok(Date.now() - started < 15_000, 'failed within a few stall windows')
        t.dispose()
      } finally {
        await p.stop()
      }
    }
  )

  test('the download thread applies the same deadlines', LIMIT, async () => {
    const img = await pushed('stall/thread')
    const p = await proxiedRegistry(h)
    const thread = new BlobThread(
      { registry: p.reg.host, repository: 'stall/thread', ...FAST },
      recordingLogger()
    )
    try {
      const hex = img.layerDigests[0].slice(7)
      p.cdn.rule({ match: new RegExp(`GET .*${hex}/data`), stallAfter: 1000, times: 10 })
      const t = new Transport({
        registry: p.reg.host,
        repository: 'stall/thread',
        logger: recordingLogger(),
        ...FAST
      })
      const resolved = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      t.dispose()
      const s = thread.open(resolved.layers[0])
      s.on('data', (b: Buffer) => thread.lent(b)?.())
      await assert.rejects(
        new Promise((resolve, reject) => (s.on('end', resolve), s.on('error', reject))),
        /stalled 2 times in a row.*\d+ of 2\d+ bytes received/
      )
    } finally {
      await thread.close()
      await p.stop()
    }
  })

  test('a manifest that stalls is asked for again; stalling twice is a clear error', LIMIT, async () => {
    const img = await pushed('stall/manifest')
    const p = await proxiedRegistry(h)
    try {
      const logger = recordingLogger()
      const t = new Transport({ registry: p.reg.host, repository: 'stall/manifest', logger, ...FAST })
      // A first pull gets the token, so the stalled answers below are the manifest's own 200s.
      await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      p.reg.rule({ match: /GET .*\/manifests\/sha256/, stallAfter: 10 })
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      assert.equal(r.layers.length, 1)
      assert.ok(
        logger.lines.some(w => /stalled.*asking again/.test(w)),
        logger.text()
      )
      p.reg.rule({ match: /GET .*\/manifests\/sha256/, stallAfter: 10, times: 2 })
      await assert.rejects(
        resolveImage(t, img.pinDigest, parsePlatform('linux/amd64')),
        /Manifest sha256:.*the registry stalled twice \(no data for 0\.8 s.*10 bytes received/
      )
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('a token service that stalls is a clear error, not a hang', LIMIT, async () => {
    const tok = await new FaultProxy(h, h.tokenOrigin).start()
    const http = new HttpClient('setup-rocm-test', [], { socketTimeout: FAST.stallMs })
    try {
      tok.rule({ match: /GET \/token/, stallAfter: 5 })
      const auth = new Authenticator(http, 'stall/token', undefined, FAST)
      await assert.rejects(
        auth.answer(`Bearer realm="${tok.origin}/token",service="${h.service}"`, h.registry),
        /The token service 127\.0\.0\.1:\d+ stalled \(no data for 0\.8 s.*\) after 5 bytes/
      )
    } finally {
      http.dispose()
      await tok.stop()
    }
  })
})

describe('network errors', () => {
  test('a registry that cannot be reached names this machine’s network and proxy, not “the runner” (the CLI runs anywhere)', async () => {
    const t = new Transport({
      registry: '127.0.0.1:1',
      repository: 'x/y',
      logger: recordingLogger(),
      ...FAST,
      maxAttempts: 2
    })
    await assert.rejects(t.get('manifests/latest', {}, 'Manifest'), (e: Error) => {
      assert.match(
        e.message,
        /the connection to 127\.0\.0\.1:1 kept failing .*Check this machine's network and proxy settings/
      )
      assert.doesNotMatch(e.message, /runner/)
      return true
    })
    t.dispose()
  })
})

describe('token realms', () => {
  test('a realm that redirects is followed (credentials stay with the realm host), not blamed on credentials', async () => {
    const tok = await new FaultProxy(h, h.tokenOrigin).start()
    const http = new HttpClient('setup-rocm-test', [])
    try {
      tok.rule({ match: /GET \/token/, redirectTo: h.tokenOrigin })
      const auth = new Authenticator(http, 'stall/token', { username: h.user, password: h.password }, FAST)
      await auth.answer(`Bearer realm="${tok.origin}/token",service="${h.service}"`, h.registry)
      assert.match(auth.header() ?? '', /^Bearer /)
      assert.equal(tok.log.length, 1)
    } finally {
      http.dispose()
      await tok.stop()
    }
  })

  test('a realm answering 404 is described as a wrong realm, not as wrong credentials', async () => {
    const tok = await new FaultProxy(h, h.tokenOrigin).start()
    const http = new HttpClient('setup-rocm-test', [])
    try {
      tok.rule({ match: /GET \/token/, status: 404 })
      const auth = new Authenticator(http, 'stall/token', { username: h.user, password: h.password }, FAST)
      await assert.rejects(
        auth.answer(`Bearer realm="${tok.origin}/token",service="${h.service}"`, h.registry),
        (e: Error) =>
          /answered HTTP 404/.test(e.message) &&
          /token realm/.test(e.message) &&
          !/Check registry-username/.test(e.message)
      )
    } finally {
      http.dispose()
      await tok.stop()
    }
  })
})
