// The seek index's offset arithmetic alone (src/seek/layout.ts): an index built by the project's
// builder from a real gzip layer (several spans), and the answers held against the tar stream
// itself: spans tile the stream, the spans found for a file's bytes are exactly those whose output
// holds any of them, and a fetch of every span is the whole blob.
import { describe, test, before } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { LayerIndex } from '../../src/seek/index/model.ts'
import { MAX_ENTRIES } from '../../src/seek/index/decode.ts'
import {
  entryId,
  fetchBytes,
  layerOf,
  placeOf,
  spanAt,
  spanOut,
  spansOver
} from '../../src/seek/index/layout.ts'
import { tar } from '../harness/tar-writer.ts'
import { indexOfLayer } from '../harness/helpers.ts'

const layerTar = tar([
  { path: 'opt/rocm/lib/liba.so', body: randomBytes(300_000) },
  { path: 'opt/rocm/share/small', body: 'x'.repeat(700) },
  { path: 'opt/rocm/lib/libb.so', body: randomBytes(200_000) }
])
const blob = gzipSync(layerTar, { level: 6 })
const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`
let l: LayerIndex

before(async () => {
  l = await indexOfLayer(blob, digest, 64 << 10)
})

/** Span numbers first..last. */
const range = ([first, last]: [number, number]) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i)
/** The spans whose output holds a byte of [from, to), found the slow way. */
const holding = (from: number, to: number) =>
  l.spans.flatMap((_, j) => {
    const [s, e] = spanOut(l, j)
    return s < to && e > from ? [j] : []
  })

describe('seek index layout', () => {
  test('the spans tile the tar stream: each starts where the one before ends, the last ends with it', () => {
    assert.ok(l.spans.length >= 5, `${l.spans.length} spans`)
    let at = 0
    for (let j = 0; j < l.spans.length; j++) {
      const [s, e] = spanOut(l, j)
      assert.equal(s, at, `span ${j} starts where span ${j - 1} ends`)
      assert.ok(e > s, `span ${j} is not empty`)
      at = e
    }
    assert.equal(at, l.tarBytes)
    assert.equal(l.tarBytes, layerTar.length)
  })

  test('spanAt finds the span holding an offset, at either edge of every span', () => {
    for (let j = 0; j < l.spans.length; j++) {
      const [s, e] = spanOut(l, j)
      assert.equal(spanAt(l, s), j)
      assert.equal(spanAt(l, e - 1), j)
    }
  })

  test("spansOver a file's bytes are exactly the spans whose output holds any of them", () => {
    for (let k = 0; k < l.toc.length; k++) {
      const from = l.toc.dataAt(k)
      const to = from + l.toc.sizeAt(k)
      if (to === from) continue
      assert.deepEqual(range(spansOver(l, from, to)), holding(from, to), l.toc.at(k).path)
    }
    // A range inside one span, and one that crosses an edge.
    const [, e0] = spanOut(l, 0)
    assert.deepEqual(range(spansOver(l, e0 - 10, e0 - 5)), [0])
    assert.deepEqual(range(spansOver(l, e0 - 1, e0 + 1)), [0, 1])
    // A range that ends where a span begins does not reach into it.
    assert.deepEqual(range(spansOver(l, e0 - 1, e0)), [0])
  })

  test('a fetch of every span is the whole blob (gzip header and all); of some, their lengths', () => {
    const every = l.spans.map((_, j) => j)
    assert.equal(fetchBytes(l, every), blob.length)
    assert.equal(fetchBytes(l, [1, 3]), l.spans[1].length + l.spans[3].length)
    // Spans overlap by one byte: their lengths add up to more than the blob less its header.
    const sum = l.spans.reduce((s, x) => s + x.length, 0)
    assert.equal(sum - (l.spans.length - 1), blob.length - l.spans[0].offset)
  })

  test("an entry's number holds its layer and its place; numbers ascend in stream order", () => {
    for (const [layer, k] of [
      [0, 0],
      [0, MAX_ENTRIES],
      [3, 17],
      [127, MAX_ENTRIES - 1]
    ]) {
      const id = entryId(layer, k)
      assert.equal(layerOf(id), layer)
      assert.equal(placeOf(id), k)
    }
    assert.ok(entryId(0, MAX_ENTRIES) < entryId(1, 0), 'a layer of the most entries an index may list')
    assert.ok(Number.isSafeInteger(entryId(4095, MAX_ENTRIES)))
  })
})
