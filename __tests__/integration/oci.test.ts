// The registry client against the real harness registry (token auth, CDN redirect, TLS), with a
// fault-injecting proxy in front where a test needs the network to misbehave.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { IntegrityError, RegistryError, Transport, parsePlatform, resolveImage } from '../../src/oci/index.ts'
import { loadHarness, seenRequests, resetSeen } from '../harness/index.ts'
import { buildImage, pushImage, type BuiltImage } from '../harness/image.ts'
import { FaultProxy, flipBit, proxiedRegistry } from '../harness/fault-proxy.ts'
import { openBlob, readAll, recordingLogger } from '../harness/helpers.ts'
import { BLOB_CHUNK, BlobThread } from '../../src/oci/blob/download-thread.ts'
import { createHash } from 'node:crypto'
import { checkPushAccess, hasBlob } from '../../src/oci/push.ts'

const h = loadHarness()
const D = 'sha256:' + 'a'.repeat(64)

function transportFor(
  registry: string,
  repository: string,
  extra: Partial<ConstructorParameters<typeof Transport>[0]> = {}
) {
  const logger = recordingLogger()
  const t = new Transport({ registry, repository, logger, backoffMs: 20, maxWaitMs: 3000, ...extra })
  return { t, logger }
}

async function pullAll(t: Transport, pin: string, logger = recordingLogger()) {
  const img = await resolveImage(t, pin, parsePlatform('linux/amd64'))
  const blobs: Buffer[] = []
  for (const l of img.layers) blobs.push(await readAll(openBlob(t, l, { logger })))
  return { img, blobs }
}

function threeLayers(style: 'oci' | 'docker', index: boolean): BuiltImage {
  return buildImage({
    style,
    index,
    layers: [
      { entries: [{ path: 'etc/os-release', body: 'ID=ubuntu\n' }] },
      { entries: [{ path: 'opt/rocm/big.bin', body: randomBytes(3 << 20) }], compression: 'none' },
      { entries: [{ path: 'opt/rocm/.info/version', body: '10.0.0\n' }] }
    ]
  })
}

describe('pulling by digest from the harness registry', () => {
  for (const [style, index] of [
    ['oci', true],
    ['oci', false],
    ['docker', true],
    ['docker', false]
  ] as const) {
    test(`${style} ${index ? 'index' : 'plain manifest'}: resolves linux/amd64 and every layer verifies`, async () => {
      const img = threeLayers(style, index)
      const repo = `oci/${style}-${index ? 'index' : 'plain'}`
      await pushImage(h, repo, img)
      const { t } = transportFor(h.registry, repo)
      const { img: resolved, blobs } = await pullAll(t, img.pinDigest)
      assert.equal(resolved.digest, img.manifestDigest)
      assert.equal(resolved.pinned, img.pinDigest)
      assert.deepEqual(
        resolved.layers.map(l => l.digest),
        img.layerDigests
      )
      for (let i = 0; i < blobs.length; i++) assert.deepEqual(blobs[i], img.blobs[i].data)
      t.dispose()
    })
  }

  test('an index without the requested platform names the platforms it has', async () => {
    const img = threeLayers('oci', true)
    await pushImage(h, 'oci/noplatform', img)
    const { t } = transportFor(h.registry, 'oci/noplatform')
    await assert.rejects(
      resolveImage(t, img.pinDigest, parsePlatform('linux/s390x')),
      (e: Error) =>
        /no linux\/s390x manifest/.test(e.message) &&
        /linux\/arm64\/v8, linux\/amd64, linux\/ppc64le/.test(e.message)
    )
  })

  test('a digest the registry does not have is a 404 that says to check repository and digest', async () => {
    const { t } = transportFor(h.registry, 'oci/oci-plain')
    await assert.rejects(resolveImage(t, D, parsePlatform('linux/amd64')), (e: Error) => {
      return (
        e instanceof RegistryError &&
        e.status === 404 &&
        /MANIFEST_UNKNOWN/.test(e.message) &&
        /Check the repository name and the digest/.test(e.message)
      )
    })
  })

  test('blob redirects reach the CDN origin without the Authorization header', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'oci/noauth-cdn', img)
    await resetSeen(h)
    const { t } = transportFor(h.registry, 'oci/noauth-cdn')
    await pullAll(t, img.pinDigest)
    const cdn = (await seenRequests(h)).seen.filter(s => s.origin === 'cdn')
    assert.equal(cdn.length, 3)
    assert.ok(
      cdn.every(s => !s.authorization),
      'no Authorization header may be sent to the CDN host'
    )
  })
})

describe('a misbehaving network or registry', () => {
  test('a connection dropped mid-blob is resumed with Range and the blob verifies', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'fault/drop', img)
    const p = await proxiedRegistry(h)
    try {
      const big = img.layerDigests[1].slice(7)
      p.cdn.rule({ match: new RegExp(`GET .*${big}/data`), dropAfter: 1 << 20 })
      const { t, logger } = transportFor(p.reg.host, 'fault/drop')
      const { blobs } = await pullAll(t, img.pinDigest, logger)
      assert.deepEqual(blobs[1], img.blobs[1].data)
      const cdnBig = p.cdn.log.filter(e => e.path.includes(big))
      assert.equal(cdnBig.length, 2)
      assert.equal(cdnBig[1].range, `bytes=${1 << 20}-`)
      // The resume went back to the registry for a fresh redirect.
      assert.equal(p.reg.log.filter(e => e.path.includes(`blobs/sha256:${big}`)).length, 2)
      assert.ok(
        logger.lines.some(w => /connection dropped at byte 1048576|ended at byte 1048576/.test(w)) &&
          !logger.warnings.length,
        logger.text()
      )
    } finally {
      await p.stop()
    }
  })

  test('429 with Retry-After and 5xx are retried, and the wait honours Retry-After', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'fault/retry', img)
    const p = await proxiedRegistry(h)
    try {
      p.reg.rule({ match: /GET .*\/manifests\//, status: 429, headers: { 'retry-after': '1' } })
      p.reg.rule({ match: /GET .*\/blobs\//, status: 503, times: 2 })
      const { t, logger } = transportFor(p.reg.host, 'fault/retry')
      const t0 = Date.now()
      const { blobs } = await pullAll(t, img.pinDigest, logger)
      assert.ok(Date.now() - t0 >= 950, 'Retry-After: 1 must delay the retry by about a second')
      assert.deepEqual(blobs[0], img.blobs[0].data)
      assert.ok(
        logger.lines.some(w => /HTTP 429 \(rate limited\); retrying in 1\.0 s/.test(w)) &&
          !logger.warnings.length,
        logger.text()
      )
      assert.equal(
        logger.lines.filter(w => /HTTP 503/.test(w)).length,
        2,
        'each retry is said, as information'
      )
    } finally {
      await p.stop()
    }
  })

  test('persistent 429 ends with the registry code and what to do', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'fault/ratelimited', img)
    const p = await proxiedRegistry(h)
    try {
      p.reg.rule({ match: /GET .*\/manifests\//, status: 429, times: 100 })
      const { t } = transportFor(p.reg.host, 'fault/ratelimited', { maxAttempts: 3 })
      await assert.rejects(
        resolveImage(t, img.pinDigest, parsePlatform('linux/amd64')),
        (e: Error) =>
          /HTTP 429 TOOMANYREQUESTS/.test(e.message) &&
          /after 2 retries/.test(e.message) &&
          /mirror/.test(e.message)
      )
    } finally {
      await p.stop()
    }
  })

  test('a blob whose bytes differ from its digest fails with an integrity error at the end of the stream', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'fault/badblob', img)
    const p = await proxiedRegistry(h)
    try {
      const d = img.layerDigests[0].slice(7)
      p.cdn.rule({
        match: new RegExp(`GET .*${d}/data`),
        mutate: flipBit(5)
      })
      const { t } = transportFor(p.reg.host, 'fault/badblob')
      const resolved = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      await assert.rejects(
        readAll(openBlob(t, resolved.layers[0], { logger: recordingLogger() })),
        (e: Error) =>
          e instanceof IntegrityError &&
          e.message.includes(img.layerDigests[0]) &&
          /hash to sha256:/.test(e.message)
      )
    } finally {
      await p.stop()
    }
  })

  test('a manifest whose bytes differ from the pinned digest fails before any blob is fetched', async () => {
    const img = threeLayers('oci', true)
    await pushImage(h, 'fault/badmanifest', img)
    const p = await proxiedRegistry(h)
    try {
      p.reg.rule({
        match: /GET .*\/manifests\//,
        times: 10,
        mutate: b => Buffer.from(b.toString().replace('"schemaVersion": 2', '"schemaVersion":2'))
      })
      const { t } = transportFor(p.reg.host, 'fault/badmanifest')
      await assert.rejects(
        resolveImage(t, img.pinDigest, parsePlatform('linux/amd64')),
        (e: Error) => e instanceof IntegrityError && e.message.includes(`not the pinned ${img.pinDigest}`)
      )
      assert.equal(p.reg.log.filter(e => e.path.includes('/blobs/')).length, 0)
      assert.equal(p.cdn.log.length, 0)
    } finally {
      await p.stop()
    }
  })

  test('a 401 mid-pull (expired token) is answered with a fresh token and the pull continues', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'fault/expired', img)
    const p = await proxiedRegistry(h)
    try {
      p.reg.rule({ match: /GET .*\/blobs\//, stripAuth: true })
      await resetSeen(h)
      const { t } = transportFor(p.reg.host, 'fault/expired')
      const { blobs } = await pullAll(t, img.pinDigest)
      assert.deepEqual(blobs[2], img.blobs[2].data)
      assert.equal(
        (await seenRequests(h)).tokensIssued,
        2,
        'one token at the start, one after the mid-pull 401'
      )
    } finally {
      await p.stop()
    }
  })
})

describe('the download thread', () => {
  /** Reads a BlobThread stream like the decompressor does: each lent buffer goes back after use. */
  async function consume(s: import('node:stream').Readable, thread: BlobThread) {
    const hash = createHash('sha256')
    let bytes = 0
    let lent = 0
    let largest = 0
    for await (const c of s as AsyncIterable<Buffer>) {
      hash.update(c)
      bytes += c.length
      largest = Math.max(largest, c.length)
      const release = thread.lent(c)
      if (release) {
        lent++
        release()
      }
    }
    return { digest: 'sha256:' + hash.digest('hex'), bytes, lent, largest }
  }

  /** The image's layer descriptors, resolved over a transport of their own. */
  async function layersOf(registry: string, repo: string, pin: string) {
    const { t } = transportFor(registry, repo)
    try {
      return (await resolveImage(t, pin, parsePlatform('linux/amd64'))).layers
    } finally {
      t.dispose()
    }
  }

  test('a blob arrives whole and verified in lent 1 MiB buffers, two of them recycled for its whole length', async () => {
    const img = buildImage({
      layers: [{ entries: [{ path: 'opt/rocm/big.bin', body: randomBytes(9 << 20) }], compression: 'none' }]
    })
    await pushImage(h, 'thread/big', img)
    const layers = await layersOf(h.registry, 'thread/big', img.pinDigest)
    const logger = recordingLogger()
    const thread = new BlobThread({ registry: h.registry, repository: 'thread/big' }, logger)
    try {
      let progress = 0
      const r = await consume(
        thread.open(layers[0], n => (progress += n)),
        thread
      )
      assert.equal(r.digest, img.layerDigests[0])
      assert.equal(r.bytes, layers[0].size)
      assert.equal(progress, layers[0].size, 'every byte is reported as progress')
      assert.equal(r.largest, BLOB_CHUNK)
      assert.equal(r.lent, Math.ceil(r.bytes / BLOB_CHUNK), 'every buffer is lent, none copied')
      assert.ok(
        thread.buffersPerBlob <= 2,
        `${thread.buffersPerBlob} buffers for ${r.lent} MiB: they are not reused`
      )
    } finally {
      await thread.close()
    }
  })

  test('errors cross the thread with their class: a tampered blob is an IntegrityError, a missing one a RegistryError', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'thread/bad', img)
    const p = await proxiedRegistry(h)
    const logger = recordingLogger()
    const thread = new BlobThread({ registry: p.reg.host, repository: 'thread/bad' }, logger)
    try {
      const d = img.layerDigests[1].slice(7)
      p.cdn.rule({ match: new RegExp(`GET .*${d}/data`), mutate: flipBit(7) })
      const layers = await layersOf(p.reg.host, 'thread/bad', img.pinDigest)
      await assert.rejects(
        consume(thread.open(layers[1]), thread),
        (e: Error) => e instanceof IntegrityError && e.message.includes(img.layerDigests[1])
      )
      const missing = { ...layers[0], digest: 'sha256:' + 'b'.repeat(64) }
      await assert.rejects(
        consume(thread.open(missing), thread),
        (e: Error) => e instanceof RegistryError && /404|not found/i.test(e.message)
      )
    } finally {
      await thread.close()
      await p.stop()
    }
  })

  test('a dropped connection is resumed inside the thread, and its warning reaches the logger', async () => {
    const img = threeLayers('oci', false)
    await pushImage(h, 'thread/drop', img)
    const p = await proxiedRegistry(h)
    const logger = recordingLogger()
    const thread = new BlobThread({ registry: p.reg.host, repository: 'thread/drop' }, logger)
    try {
      const big = img.layerDigests[1].slice(7)
      p.cdn.rule({ match: new RegExp(`GET .*${big}/data`), dropAfter: 1 << 20 })
      const layers = await layersOf(p.reg.host, 'thread/drop', img.pinDigest)
      const r = await consume(thread.open(layers[1]), thread)
      assert.equal(r.digest, img.layerDigests[1])
      assert.ok(
        logger.lines.some(w => /connection dropped at byte 1048576|ended at byte 1048576/.test(w)) &&
          !logger.warnings.length,
        logger.text()
      )
    } finally {
      await thread.close()
      await p.stop()
    }
  })

  test('a stream its reader abandons closes its connection; the thread serves the next blob', async () => {
    const img = buildImage({
      layers: [
        { entries: [{ path: 'opt/rocm/big.bin', body: randomBytes(12 << 20) }], compression: 'none' },
        { entries: [{ path: 'opt/rocm/small.bin', body: randomBytes(3 << 20) }], compression: 'none' }
      ]
    })
    await pushImage(h, 'thread/abandon', img)
    const p = await proxiedRegistry(h)
    const thread = new BlobThread({ registry: p.reg.host, repository: 'thread/abandon' }, recordingLogger())
    try {
      const layers = await layersOf(p.reg.host, 'thread/abandon', img.pinDigest)
      const s = thread.open(layers[0])
      for await (const c of s as AsyncIterable<Buffer>) {
        thread.lent(c)?.()
        break // destroys the stream
      }
      const big = img.layerDigests[0].slice(7)
      const deadline = Date.now() + 5000
      const entry = () => p.cdn.log.find(e => e.path.includes(big))
      while (!entry()?.aborted && Date.now() < deadline) await new Promise(r => setTimeout(r, 50))
      assert.equal(entry()?.aborted, true, 'the abandoned download is closed, not left stalled')
      const r = await consume(thread.open(layers[1]), thread)
      assert.equal(r.digest, img.layerDigests[1])
    } finally {
      await thread.close()
      await p.stop()
    }
  })
})

describe('credentials', () => {
  test('a private repository needs credentials, and neither they nor tokens reach the log', async () => {
    const img = threeLayers('oci', true)
    await pushImage(h, 'private/creds', img)
    const anon = transportFor(h.registry, 'private/creds')
    await assert.rejects(
      resolveImage(anon.t, img.pinDigest, parsePlatform('linux/amd64')),
      (e: Error) => /HTTP 401/.test(e.message) && /registry-username and registry-password/.test(e.message)
    )
    const logger = recordingLogger()
    const { t } = transportFor(h.registry, 'private/creds', {
      credentials: { username: h.user, password: h.password },
      logger
    })
    const { blobs } = await pullAll(t, img.pinDigest, logger)
    assert.deepEqual(blobs[0], img.blobs[0].data)
    const text = logger.text() + anon.logger.text()
    assert.ok(!text.includes(h.password))
    assert.ok(!/eyJ[\w-]+\.[\w-]+\./.test(text), 'no JWT in the log')
    const bad = transportFor(h.registry, 'private/creds', {
      credentials: { username: h.user, password: 'wrong' }
    })
    await assert.rejects(
      resolveImage(bad.t, img.pinDigest, parsePlatform('linux/amd64')),
      /Check registry-username and registry-password/
    )
  })

  test('a token is renewed ahead of its expiry, once for all: no request goes bare or buys a 401 as it nears its end', async () => {
    // Regression: a token counted as expired 5 s before its end, and requests in that window went
    // without Authorization, each buying a 401 (5 of 25 with 10 s tokens). The token service here
    // says its tokens live 3 s (the registry itself accepts them longer), so 40 pulls 100 ms apart
    // cross its end about once a second.
    const img = threeLayers('oci', false)
    await pushImage(h, 'auth/ahead', img)
    const p = await proxiedRegistry(h)
    const tokens = await new FaultProxy(h, h.tokenOrigin).start()
    p.reg.rewriteLocation(h.tokenOrigin, tokens.origin)
    tokens.rule({
      match: /^GET /,
      times: 1000,
      mutate: b => Buffer.from(b.toString().replace(/"expires_in":\s*\d+/g, '"expires_in":3'))
    })
    try {
      const { t } = transportFor(p.reg.host, 'auth/ahead')
      const d = img.blobs[0].digest
      await hasBlob(t, d)
      const from = p.reg.log.length
      const t0 = performance.now()
      for (let i = 0; i < 40; i++) {
        await hasBlob(t, d)
        await new Promise(r => setTimeout(r, 100))
      }
      const seconds = (performance.now() - t0) / 1000
      const later = p.reg.log.slice(from)
      assert.deepEqual(
        later.filter(e => !e.authorization || e.status === 401),
        [],
        'every request carries the token, none is challenged'
      )
      // One token at the start, then one each 2.25 s (a quarter of its life before its end): at
      // least one renewal, and no more than one per interval (a loaded machine is slower: a CI
      // run saw 2 tokens in 5 s, legitimately).
      const asked = tokens.log.filter(e => e.method === 'GET').length
      const most = Math.ceil(seconds / 2.25) + 2
      assert.ok(
        asked >= 2 && asked <= most,
        `${asked} tokens (at most ${most}) in ${seconds.toFixed(1)} s of 3 s tokens: renewed ahead, once each time`
      )
    } finally {
      await p.stop()
      await tokens.stop()
    }
  })

  test('requests that share a token share its renewal: none goes without it meanwhile, a challenge is answered once, push survives a pull renewal', async () => {
    // Regression: each 401 dropped the token and asked for a new one, so the requests sent while
    // one was asked for went without Authorization (publish sent a layer's PUT unauthenticated,
    // and its 401 failed a CI run), and a pull challenge replaced a push token with a pull one.
    const img = threeLayers('oci', false)
    await pushImage(h, 'auth/shared', img)
    const p = await proxiedRegistry(h)
    try {
      const { t } = transportFor(p.reg.host, 'auth/shared', {
        credentials: { username: h.user, password: h.password }
      })
      const digests = img.blobs.map(b => b.digest)
      await resetSeen(h)
      // Six pulls (HEAD) and two pushes (POST) at once, with no token yet.
      const first = [...digests, ...digests].map(d => hasBlob(t, d))
      await Promise.all([...first, checkPushAccess(t), checkPushAccess(t)])
      const tokens = (await seenRequests(h)).tokensIssued
      assert.ok(tokens <= 2, `${tokens} tokens for one pull and one push scope`)
      const bare = p.reg.log.filter(e => !e.authorization)
      assert.ok(
        bare.length <= first.length + 2,
        `${bare.length} requests without a token: ${JSON.stringify(p.reg.log)}`
      )

      // A pull is challenged again (its token taken away on the way): the renewal keeps push.
      p.reg.rule({ match: /^HEAD .*\/blobs\//, stripAuth: true, times: 1 })
      await resetSeen(h)
      const from = p.reg.log.length
      await Promise.all(digests.map(d => hasBlob(t, d)))
      await checkPushAccess(t)
      assert.equal((await seenRequests(h)).tokensIssued, 1, 'one renewal, and it still pushes')
      const later = p.reg.log.slice(from)
      assert.equal(later.filter(e => e.status === 401).length, 1, JSON.stringify(later))
      assert.ok(
        later.every(e => e.authorization || e.method === 'HEAD'),
        JSON.stringify(later)
      )
    } finally {
      await p.stop()
    }
  })
})
