// Concerns that can be tested alone and were only reached through whole installs: the bounded
// restarts (layers/model/restarts.ts), the source hand-over (pipeline/sources.ts), the part budget
// (oci/blob/part-budget.ts), the redirect rules (oci/http/redirects.ts) and the index's shape
// (seek/index/shape.ts), each on its own.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { RESTART_BOUNDS, Restarts, restartFor } from '../../src/layers/model/restarts.ts'
import { RestartNeededError } from '../../src/layers/model/errors.ts'
import { LayerConflictError } from '../../src/layers/model/order.ts'
import { fromSources } from '../../src/pipeline/sources.ts'
import { ImageError, SourceError } from '../../src/errors.ts'
import { PARTS_TOTAL, PartBudget, partBytesFor } from '../../src/oci/blob/part-budget.ts'
import { MAX_REDIRECTS, nextHop } from '../../src/oci/http/redirects.ts'
import { checkIndexShape } from '../../src/seek/index/shape.ts'
import { TocTable } from '../../src/seek/index/toc-table.ts'
import type { LayerIndex, SeekIndex } from '../../src/seek/index/model.ts'
import type { Endpoint } from '../../src/oci/reference.ts'
import { recordingLogger } from '../harness/helpers.ts'

describe('bounded restarts', () => {
  test('each reason has its own bound; the image-path bound ends with what to set', () => {
    const moved = () => restartFor(new RestartNeededError('/opt/core'))!
    const conflict = () => restartFor(new LayerConflictError('a conflict'))!
    assert.equal(restartFor(new Error('other')), undefined)
    const r = new Restarts()
    for (let i = 0; i < RESTART_BOUNDS['image-path-moved']; i++) r.take(moved())
    // Another reason's bound is untouched by the first's.
    r.take(conflict())
    assert.throws(() => r.take(conflict()), LayerConflictError)
    assert.throws(
      () => r.take(moved()),
      (e: unknown) =>
        e instanceof ImageError &&
        /after 4 restarts .* Set image-path to the directory it finally resolves to/.test(
          (e as Error).message
        )
    )
  })
})

describe('sources hand over', () => {
  const ep = (label: string) => ({ label }) as Endpoint
  test('a source failure moves on at once with a warning; the last is told it has no successor', async () => {
    const log = recordingLogger()
    const seen: [string, boolean][] = []
    const got = await fromSources(
      [ep('mirror-a'), ep('mirror-b'), ep('registry')],
      log,
      async (e, handOver) => {
        seen.push([e.label, handOver])
        if (e.label !== 'registry') throw new SourceError(`HTTP 429 from ${e.label}`)
        return 'installed'
      }
    )
    assert.equal(got, 'installed')
    assert.deepEqual(seen, [
      ['mirror-a', true],
      ['mirror-b', true],
      ['registry', false]
    ])
    assert.equal(log.warnings.filter(w => /failed: HTTP 429 from mirror-\w\. Trying/.test(w)).length, 2)
  })
  test("an image's fault, a final error or the last source's failure ends it", async () => {
    const log = recordingLogger()
    let tried = 0
    await assert.rejects(
      fromSources([ep('a'), ep('b')], log, async () => {
        tried++
        throw new ImageError('a hostile entry')
      }),
      ImageError
    )
    assert.equal(tried, 1)
    await assert.rejects(
      fromSources(
        [ep('a'), ep('b')],
        log,
        async () => {
          throw new SourceError('no index here')
        },
        () => true
      ),
      /no index here/
    )
    await assert.rejects(
      fromSources([ep('only')], log, async () => {
        throw new SourceError('down')
      }),
      /down/
    )
  })
})

describe('part budget', () => {
  test('parts share 32 MiB by connection count, in 64 KiB, at most 8 MiB; slots wake their watchers', () => {
    assert.equal(partBytesFor(1), 8 << 20)
    assert.equal(partBytesFor(4) % (64 << 10), 0)
    assert.ok(partBytesFor(4) * 5 <= PARTS_TOTAL)
    assert.equal(partBytesFor(1000), 64 << 10)
    assert.equal(partBytesFor(4, 1 << 20), 1 << 20)
    const b = new PartBudget(1)
    let woken = 0
    const stop = b.watch(() => woken++)
    assert.equal(b.take(), true)
    assert.equal(b.take(), false)
    b.give()
    assert.equal(woken, 1)
    stop()
    b.take()
    b.give()
    assert.equal(woken, 1, 'a watcher that stopped is not woken')
  })
})

describe('redirects', () => {
  const at = new URL('https://registry.example/v2/x/blobs/sha256:a')
  test('followed up to the bound, relative locations resolved, never down to plain HTTP', () => {
    assert.equal(nextHop(200, undefined, at, 0, 'blob'), undefined)
    assert.equal(nextHop(307, '/cdn/a', at, 0, 'blob')?.href, 'https://registry.example/cdn/a')
    assert.throws(() => nextHop(302, undefined, at, 0, 'blob'), /redirect without a Location/)
    assert.throws(
      () => nextHop(302, 'https://cdn.example/a', at, MAX_REDIRECTS, 'blob'),
      /more than 5 times \(last to cdn\.example\)/
    )
    assert.throws(() => nextHop(301, 'http://cdn.example/a', at, 0, 'blob'), /from HTTPS down to http:/)
    assert.equal(nextHop(301, 'http://b/a', new URL('http://a/x'), 0, 'blob')?.host, 'b')
  })
})

describe("an index's shape", () => {
  const d = (c: string) => `sha256:${c.repeat(64)}`
  const layer = (o: Partial<LayerIndex> = {}): LayerIndex => ({
    digest: d('b'),
    size: 100,
    compression: 'gzip',
    tarBytes: 4096,
    checkpoints: [
      { bit: 80, out: 0, window: Buffer.alloc(0) },
      { bit: 400, out: 2048, window: Buffer.alloc(2048) }
    ],
    spans: [
      { offset: 10, length: 41, sha256: 'c'.repeat(64) },
      { offset: 50, length: 50, sha256: 'c'.repeat(64) }
    ],
    toc: TocTable.from([
      { header: 0, data: 512, size: 10, type: 'File', path: 'a' },
      { header: 1024, data: 1536, size: 0, type: 'File', path: 'b' }
    ]),
    eoa: 2048,
    ...o
  })
  const ix = (l: LayerIndex): SeekIndex => ({
    format: 2,
    manifest: d('a'),
    layers: [l],
    spacing: 0,
    tool: 't'
  })
  test('a consistent index passes; each inconsistency is named in one line', () => {
    checkIndexShape(ix(layer()))
    const refused: [Partial<LayerIndex>, RegExp][] = [
      [
        {
          toc: TocTable.from([
            { header: 512, data: 1024, size: 600, type: 'File', path: 'a' },
            { header: 1024, data: 1536, size: 0, type: 'File', path: 'b' }
          ])
        },
        /entry 2 \(b\) starts at byte 1024, before the end of the entry before it \(2048\)/
      ],
      [
        { tarBytes: 1024, eoa: undefined },
        /entry 2 \(b\) ends at byte 1536, past the end of the layer's tar stream \(1024 bytes\)/
      ],
      [{ eoa: 1024 }, /past the archive's end-of-archive at byte 1024/],
      [{ eoa: 2050 }, /puts the end-of-archive at byte 2050, not a block/],
      [{ spans: [{ offset: 10, length: 90, sha256: 'c'.repeat(64) }] }, /has 2 checkpoints but 1 spans/],
      [
        {
          checkpoints: [
            { bit: 80, out: 0, window: Buffer.alloc(0) },
            { bit: 80, out: 2048, window: Buffer.alloc(2048) }
          ],
          spans: [
            { offset: 10, length: 1, sha256: 'c'.repeat(64) },
            { offset: 10, length: 90, sha256: 'c'.repeat(64) }
          ]
        },
        /checkpoint 2 \(bit 80, output 2048\) does not come after the one before it/
      ],
      [
        {
          checkpoints: [
            { bit: 80, out: 0, window: Buffer.alloc(0) },
            { bit: 400, out: 2048, window: Buffer.alloc(100) }
          ]
        },
        /checkpoint 2 has a window of 100 bytes/
      ],
      [
        {
          spans: [
            { offset: 10, length: 40, sha256: 'c'.repeat(64) },
            { offset: 50, length: 50, sha256: 'c'.repeat(64) }
          ]
        },
        /span 1 ends at byte 50, but the next begins in byte 50/
      ],
      [
        {
          spans: [
            { offset: 10, length: 41, sha256: 'c'.repeat(64) },
            { offset: 50, length: 49, sha256: 'c'.repeat(64) }
          ]
        },
        /its last span ends at byte 99, but the layer is 100 bytes/
      ],
      [
        { compression: 'zstd', checkpoints: [], spans: [{ offset: 0, length: 100, sha256: 'c'.repeat(64) }] },
        /is zstd, so its one span must be the whole blob, with the blob's digest/
      ]
    ]
    for (const [o, why] of refused) assert.throws(() => checkIndexShape(ix(layer(o))), why, String(why))
  })
})
