// Many runners, one pull: the scale-out answer is a pull-through cache, not a home-made one. Debian's
// docker-registry in proxy mode (proxy.remoteurl = the harness registry, with its credentials) as
// a mirror: the first install fills it from the upstream, the second is served from it with no
// request for the upstream's blobs; both give the same tree as the upstream itself.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { install } from '../../src/pipeline/install.ts'
import { parseMirror } from '../../src/oci/reference.ts'
import { loadHarness, probe, resetSeen, seenRequests } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { describeInstall, diffTrees } from '../harness/tree-oracle.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('pull-through')
const stops: (() => void)[] = []
after(() => {
  for (const s of stops) s()
  work.cleanup()
})

const freePort = () =>
  new Promise<number>(resolve => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port
      s.close(() => resolve(p))
    })
  })

async function startPullThrough(): Promise<string> {
  const port = await freePort()
  const dir = join(work.path, 'pt')
  mkdirSync(join(dir, 'storage'), { recursive: true })
  const cfg = join(dir, 'config.yml')
  writeFileSync(
    cfg,
    `version: 0.1
log:
  level: warn
  accesslog:
    disabled: true
storage:
  filesystem:
    rootdirectory: ${join(dir, 'storage')}
http:
  addr: 127.0.0.1:${port}
  secret: ${randomBytes(8).toString('hex')}
  tls:
    certificate: ${join(h.dir, 'server.crt')}
    key: ${join(h.dir, 'server.key')}
proxy:
  remoteurl: https://${h.registry}
  username: ${h.user}
  password: ${h.password}
`
  )
  // The cache reaches the upstream over TLS: it trusts the harness CA through SSL_CERT_FILE.
  const bundle = join(dir, 'ca.pem')
  writeFileSync(bundle, readFileSync(h.caFile))
  const proc = spawn('docker-registry', ['serve', cfg], {
    stdio: 'ignore',
    env: { ...process.env, SSL_CERT_FILE: bundle }
  })
  stops.push(() => proc.kill('SIGKILL'))
  for (let i = 0; i < 100; i++) {
    try {
      const r = await probe(`https://127.0.0.1:${port}/v2/`, h.caFile)
      if (r.status === 200 || r.status === 401) return `127.0.0.1:${port}`
    } catch {
      // not yet listening
    }
    await new Promise(r => setTimeout(r, 100))
  }
  throw new Error('the pull-through cache did not start')
}

test('a pull-through cache as a mirror: the first job fills it, the second is served from it alone', async () => {
  const img = buildImage({
    layers: [
      {
        entries: [
          { path: 'opt/rocm/bin/hipcc', body: '#!/bin/sh\n', mode: 0o755 },
          { path: 'opt/rocm/lib/libamdhip64.so.7', body: randomBytes(1 << 20) },
          { path: 'opt/rocm/.info/version', body: '10.0.0\n' }
        ]
      },
      { entries: [{ path: 'opt/rocm/share/doc/x', body: 'doc' }] }
    ]
  })
  const upstream = `${h.registry}/pull-through/rocm@${img.pinDigest}`
  await pushImage(h, 'pull-through/rocm', img)
  const cache = await startPullThrough()
  const run = async (name: string) => {
    const logger = recordingLogger()
    const dest = join(work.path, name, 'rocm')
    const r = await install({
      source: sourceOf({ image: upstream, prune: ['none'] }),
      mirrors: [parseMirror(`${cache}/pull-through/rocm`)],
      dest,
      logger
    })
    assert.ok(!logger.warnings.length, logger.text())
    assert.match(logger.text(), new RegExp(`Resolved .* on ${cache.replace(/\./g, '\\.')}/pull-through/rocm`))
    assert.equal(r.image.pinned, img.pinDigest)
    return dest
  }
  await resetSeen(h)
  const first = await run('first')
  const filled = (await seenRequests(h)).seen.filter(s => s.origin === 'cdn' && s.path.includes('/blobs/'))
  assert.ok(filled.length >= img.layerDigests.length, 'the first job’s blobs came from the upstream')
  await resetSeen(h)
  const second = await run('second')
  const again = (await seenRequests(h)).seen.filter(s => s.origin === 'cdn' && s.path.includes('/blobs/'))
  assert.deepEqual(again, [], 'the second job asked the upstream for no blob')
  assert.equal(diffTrees(describeInstall(first), describeInstall(second)), '')
  const direct = join(work.path, 'direct', 'rocm')
  await install({
    source: sourceOf({ image: upstream, prune: ['none'] }),
    dest: direct,
    logger: recordingLogger()
  })
  assert.equal(
    diffTrees(describeInstall(direct), describeInstall(first)),
    '',
    'the same tree as the upstream'
  )
})
