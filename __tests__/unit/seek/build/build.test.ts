// The index builder (src/seek/build/build.ts) on a layer that ends with an empty gzip member, as an
// eStargz layer's footer is (issue 49 item 9: the index the CLI built was refused by its own shape
// check, "checkpoint 2 starts at output 20480, past the tar stream's 20480 bytes").
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { checkIndexShape } from '../../../../src/seek/index/shape.ts'
import { spanOut } from '../../../../src/seek/index/layout.ts'
import { tar } from '../../../harness/tar-writer.ts'
import { indexOfLayer } from '../../../harness/helpers.ts'

describe('building an index', () => {
  test('an empty gzip member at the end (eStargz) makes no checkpoint; the index passes its own checks', async () => {
    const layerTar = tar([
      { path: 'opt/rocm/a', body: randomBytes(40_000) },
      { path: 'opt/rocm/b', body: randomBytes(40_000) }
    ])
    const blob = Buffer.concat([gzipSync(layerTar), gzipSync(Buffer.alloc(0))])
    const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`
    const l = await indexOfLayer(blob, digest, 32 << 10)
    assert.ok(
      l.checkpoints.every(c => c.out < l.tarBytes),
      'every checkpoint starts inside the tar stream'
    )
    assert.equal(l.spans.length, l.checkpoints.length)
    assert.equal(
      l.spans.at(-1)!.offset + l.spans.at(-1)!.length,
      blob.length,
      'the last span runs to the blob end'
    )
    assert.equal(spanOut(l, l.spans.length - 1)[1], l.tarBytes)
    checkIndexShape({
      format: 2,
      manifest: `sha256:${'a'.repeat(64)}`,
      layers: [l],
      spacing: 32 << 10,
      tool: 't'
    })
  })
})
