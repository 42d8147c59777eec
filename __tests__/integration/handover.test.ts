// A failing source hands over to the next (reliability issue, mirrors): through the real harness
// registry, with fault proxies as mirrors. A mirror exists to be skipped: rate limits and server
// errors are not waited out, a peer that does not speak TLS is a source failure, and a layer whose
// bytes break gzip or tar before its blob verified is the mirror's fault, not the image's.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { install } from '../../src/pipeline/install.ts'
import { parseMirror } from '../../src/oci/reference.ts'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage, type BuiltImage } from '../harness/image.ts'
import { FaultProxy, proxiedRegistry } from '../harness/fault-proxy.ts'
import { tar } from '../harness/tar-writer.ts'
import { describeInstall, diffTrees } from '../harness/tree-oracle.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('handover')
after(() => work.cleanup())
let n = 0

function image(): BuiltImage {
  return buildImage({
    layers: [
      {
        entries: [
          { path: 'opt/rocm/bin/hipcc', body: '#!/bin/sh\n', mode: 0o755 },
          { path: 'opt/rocm/lib/libamdhip64.so.7', body: randomBytes(3 << 20) },
          { path: 'opt/rocm/.info/version', body: '10.0.0\n' }
        ]
      }
    ]
  })
}

/** Installs `img` (pushed to `repo` on the harness) with `mirror` first; the tree must be the image's. */
async function viaMirror(img: BuiltImage, repo: string, mirror: string) {
  const own = `${h.registry}/${repo}@${img.pinDigest}`
  const logger = recordingLogger()
  const dest = join(work.path, `d${++n}`, 'rocm')
  const t0 = performance.now()
  const r = await install({
    source: sourceOf({ image: own, prune: ['none'] }),
    mirrors: [parseMirror(mirror)],
    dest,
    logger
  })
  const seconds = (performance.now() - t0) / 1000
  const direct = join(work.path, `direct${n}`, 'rocm')
  await install({
    source: sourceOf({ image: own, prune: ['none'] }),
    dest: direct,
    logger: recordingLogger()
  })
  assert.equal(
    diffTrees(describeInstall(direct), describeInstall(dest)),
    '',
    'the same tree as from the image’s own repository'
  )
  assert.equal(r.image.pinned, img.pinDigest)
  return { logger, seconds }
}

describe('a failing mirror hands over to the next source', () => {
  test('429 with Retry-After: 3600 and 5xx are not waited out: the next source is tried at once', async () => {
    const img = image()
    await pushImage(h, 'handover/limited', img)
    const limited = await new FaultProxy(h, `https://${h.registry}`).start()
    limited.rule({
      match: /GET .*\/manifests\//,
      status: 429,
      headers: { 'retry-after': '3600' },
      times: 1000
    })
    const failing = await new FaultProxy(h, `https://${h.registry}`).start()
    failing.rule({ match: /GET .*\/manifests\//, status: 503, times: 1000 })
    try {
      for (const [p, status] of [
        [limited, 429],
        [failing, 503]
      ] as const) {
        const { logger, seconds } = await viaMirror(img, 'handover/limited', `${p.host}/handover/limited`)
        assert.ok(seconds < 10, `handed over in ${seconds.toFixed(1)} s, not after back-off`)
        assert.equal(p.log.filter(e => /manifests/.test(e.path)).length, 1, 'asked once, not retried')
        assert.ok(
          logger.warnings.some(
            w => w.startsWith(`${p.host}/handover/limited failed: `) && w.includes(`HTTP ${status}`)
          ),
          logger.text()
        )
      }
    } finally {
      await limited.stop()
      await failing.stop()
    }
  })

  test('a mirror that answers TLS with plain HTTP (EPROTO) is a source failure, not the end of the job', async () => {
    const img = image()
    await pushImage(h, 'handover/plain', img)
    const plain = createServer((_req, res) => res.end('plain HTTP here'))
    await new Promise<void>(r => plain.listen(0, '127.0.0.1', () => r()))
    const port = (plain.address() as AddressInfo).port
    try {
      const { logger } = await viaMirror(img, 'handover/plain', `https://127.0.0.1:${port}/handover/plain`)
      assert.ok(
        logger.warnings.some(
          w => w.startsWith(`127.0.0.1:${port}/handover/plain failed: `) && /does not speak TLS/.test(w)
        ),
        logger.text()
      )
    } finally {
      plain.closeAllConnections()
      await new Promise<void>(r => plain.close(() => r()))
    }
  })

  test('a mirror serving a layer blob that breaks gzip or tar before it verified: the next source installs', async () => {
    const img = image()
    await pushImage(h, 'handover/tampered', img)
    const hex = img.layerDigests[0].slice(7)
    const garbage = (b: Buffer) => randomBytes(b.length)
    // A valid gzip of other content: a tar whose first entry climbs out of the root.
    const other = () =>
      gzipSync(
        tar([
          { path: '../../escape', body: 'x' },
          { path: 'opt/rocm/evil', body: randomBytes(4 << 20) }
        ])
      )
    for (const [what, mutate] of [
      ['same-size garbage', garbage],
      ['a valid gzip of other, hostile content', other]
    ] as const) {
      const p = await proxiedRegistry(h)
      p.cdn.rule({ match: new RegExp(`GET .*${hex}`), mutate, times: 1000 })
      try {
        const { logger } = await viaMirror(img, 'handover/tampered', `${p.reg.host}/handover/tampered`)
        assert.ok(
          logger.warnings.some(w => w.startsWith(`${p.reg.host}/handover/tampered failed: `)),
          `${what}: ${logger.text()}`
        )
      } finally {
        await p.stop()
      }
    }
  })

  test('a verified hostile image fails the same from every source: the last one says what is wrong', async () => {
    const hostile = buildImage({ layers: [{ entries: [{ path: '../../escape', body: 'x' }] }] })
    await pushImage(h, 'handover/hostile', hostile)
    await pushImage(h, 'handover/hostile-mirror', hostile)
    const logger = recordingLogger()
    await assert.rejects(
      install({
        source: sourceOf({ image: `${h.registry}/handover/hostile@${hostile.pinDigest}` }),
        mirrors: [parseMirror(`${h.registry}/handover/hostile-mirror`)],
        dest: join(work.path, 'hostile', 'rocm'),
        logger
      }),
      (e: Error) => e.name === 'UnsafeEntryError' && /climbs out of the image root/.test(e.message)
    )
  })
})
