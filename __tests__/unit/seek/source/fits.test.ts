// Whether an index fits the image an install resolved, before any download.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { checkIndexFits } from '../../../../src/seek/source/fits.ts'
import type { ResolvedImage } from '../../../../src/oci/manifest.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import { type SeekIndex } from '../../../../src/seek/index/model.ts'

describe('an index fits its image', () => {
  test('an index naming other layers or another manifest does not fit', () => {
    const d = (c: string) => `sha256:${c.repeat(64)}`
    const image = {
      digest: d('a'),
      pinned: d('a'),
      layers: [
        { digest: d('1'), size: 10 },
        { digest: d('2'), size: 20 }
      ]
    } as unknown as ResolvedImage
    const layer = (digest: string, size: number) => ({
      digest,
      size,
      compression: 'none' as const,
      tarBytes: 0,
      checkpoints: [],
      spans: [],
      toc: new TocTable()
    })
    const ix = (manifest: string, layers: ReturnType<typeof layer>[]): SeekIndex => ({
      format: 1,
      manifest,
      layers,
      spacing: 0,
      tool: 'test'
    })
    checkIndexFits(ix(d('a'), [layer(d('1'), 10), layer(d('2'), 20)]), image)
    assert.throws(
      () => checkIndexFits(ix(d('b'), [layer(d('1'), 10), layer(d('2'), 20)]), image),
      /made for manifest/
    )
    assert.throws(
      () => checkIndexFits(ix(d('a'), [layer(d('1'), 10)]), image),
      /describes 1 layers; the image has 2/
    )
    assert.throws(
      () => checkIndexFits(ix(d('a'), [layer(d('1'), 10), layer(d('3'), 20)]), image),
      /Layer 2 of the seek index/
    )
    assert.throws(
      () => checkIndexFits(ix(d('a'), [layer(d('1'), 11), layer(d('2'), 20)]), image),
      /Layer 1 of the seek index/
    )
  })
})
