// The index's own consistency, checked whole before anything is downloaded.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { checkIndexShape } from '../../../../src/seek/index/shape.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import type { LayerIndex, SeekIndex } from '../../../../src/seek/index/model.ts'

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
