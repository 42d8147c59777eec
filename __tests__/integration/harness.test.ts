// The harness itself: the registry behaves like Docker Hub where it matters to the client.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { request } from 'node:https'
import { loadHarness, probe, resetSeen, seenRequests } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'

const h = loadHarness()

test('anonymous manifest GET is challenged with a Bearer realm, service and scope', async () => {
  const img = buildImage({ layers: [{ entries: [{ path: 'hello', body: 'world' }] }] })
  await pushImage(h, 'harness/challenge', img)
  const r = await probe(
    `https://${h.registry}/v2/harness/challenge/manifests/${img.manifestDigest}`,
    h.caFile
  )
  assert.equal(r.status, 401)
  const challenge = String(r.headers['www-authenticate'])
  assert.match(challenge, /^Bearer /)
  assert.match(challenge, new RegExp(`realm="${h.tokenOrigin}/token"`))
  assert.match(challenge, new RegExp(`service="${h.service}"`))
  assert.match(challenge, /scope="repository:harness\/challenge:pull"/)
})

test('a token from the realm opens the manifest, and blob GETs redirect to another origin', async () => {
  const img = buildImage({ layers: [{ entries: [{ path: 'a', body: 'b' }] }] })
  await pushImage(h, 'harness/redirect', img)
  const t = await probe(
    `${h.tokenOrigin}/token?service=${h.service}&scope=repository:harness/redirect:pull`,
    h.caFile
  )
  assert.equal(t.status, 200)
  const token = JSON.parse(t.body.toString()).token as string
  const auth = { authorization: `Bearer ${token}`, accept: img.manifestMediaType }
  const m = await probe(
    `https://${h.registry}/v2/harness/redirect/manifests/${img.manifestDigest}`,
    h.caFile,
    auth
  )
  assert.equal(m.status, 200)
  assert.deepEqual(m.body, img.manifest)
  await resetSeen(h)
  const layer = img.layerDigests[0]
  const b = await probe(`https://${h.registry}/v2/harness/redirect/blobs/${layer}`, h.caFile, auth)
  assert.equal(b.status, 307)
  const loc = new URL(String(b.headers.location))
  assert.equal(loc.origin, h.cdnOrigin)
  assert.notEqual(loc.origin, `https://${h.registry}`)
  const data = await probe(loc.toString(), h.caFile)
  assert.equal(data.status, 200)
  assert.deepEqual(data.body, img.blobs[0].data)
  const seen = await seenRequests(h)
  assert.ok(seen.seen.some(s => s.origin === 'cdn' && s.path.endsWith(layer.slice(7) + '/data')))
})

test('an anonymous token does not open a private repository; credentials do', async () => {
  const img = buildImage({ layers: [{ entries: [{ path: 'p', body: 'q' }] }] })
  await pushImage(h, 'private/secret', img)
  const url = `${h.tokenOrigin}/token?service=${h.service}&scope=repository:private/secret:pull`
  const anon = JSON.parse((await probe(url, h.caFile)).body.toString()).token
  const m1 = await probe(
    `https://${h.registry}/v2/private/secret/manifests/${img.manifestDigest}`,
    h.caFile,
    {
      authorization: `Bearer ${anon}`
    }
  )
  assert.equal(m1.status, 401)
  const basic = Buffer.from(`${h.user}:${h.password}`).toString('base64')
  const authed = JSON.parse(
    (await probe(url, h.caFile, { authorization: `Basic ${basic}` })).body.toString()
  ).token
  const m2 = await probe(
    `https://${h.registry}/v2/private/secret/manifests/${img.manifestDigest}`,
    h.caFile,
    {
      authorization: `Bearer ${authed}`,
      accept: img.manifestMediaType
    }
  )
  assert.equal(m2.status, 200)
})

test('TLS is verified through the generated CA: without it the handshake fails', async () => {
  const err = await new Promise<Error | undefined>(resolve => {
    const req = request(`https://${h.registry}/v2/`, { ca: [] as unknown as string }, () =>
      resolve(undefined)
    )
    req.on('error', resolve)
    req.end()
  })
  assert.ok(err, 'connecting without the harness CA must fail')
  assert.match(
    String((err as NodeJS.ErrnoException).code ?? err.message),
    /SELF_SIGNED|UNABLE_TO_VERIFY|CERT/
  )
  const ok = await probe(`https://${h.registry}/v2/`, h.caFile)
  assert.equal(ok.status, 401)
})

test('the harness adds its CA to a NODE_EXTRA_CA_CERTS the machine already has, instead of replacing it', async () => {
  const { execFile } = await import('node:child_process')
  const { mkdtempSync, readFileSync, rmSync, writeFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  const { tmpdir } = await import('node:os')
  const dir = mkdtempSync(join(tmpdir(), 'harness-ca-'))
  try {
    const outer = join(dir, 'proxy-ca.pem')
    writeFileSync(outer, readFileSync(h.caFile, 'utf8') + '\n# the proxy CA\n')
    const root = join(import.meta.dirname, '../..')
    const seen = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [
          join(root, 'scripts/harness.ts'),
          '--',
          process.execPath,
          '-e',
          'process.stdout.write(require("fs").readFileSync(process.env.NODE_EXTRA_CA_CERTS, "utf8"))'
        ],
        { env: { ...process.env, NODE_EXTRA_CA_CERTS: outer, SETUP_ROCM_HARNESS_DIR: dir } },
        (e, out) => (e ? reject(e) : resolve(out))
      )
    )
    assert.match(seen, /# the proxy CA/, 'the machine’s own CA is still there')
    assert.equal((seen.match(/BEGIN CERTIFICATE/g) ?? []).length, 2, 'and the harness CA beside it')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
