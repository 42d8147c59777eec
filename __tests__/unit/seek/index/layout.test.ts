// The seek index's offset arithmetic alone (src/seek/index/layout.ts): an index built by the project's
// builder from a real gzip layer (several spans), and the answers held against the tar stream
// itself: spans tile the stream, the spans found for a file's bytes are exactly those whose output
// holds any of them, and a fetch of every span is the whole blob.
import { describe, test, before } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { LayerIndex, SeekIndex } from '../../../../src/seek/index/model.ts'
import { MAX_ENTRIES } from '../../../../src/seek/index/decode.ts'
import { checkIndexShape } from '../../../../src/seek/index/shape.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import {
  byteOf,
  entryId,
  fetchBytes,
  headBytes,
  layerOf,
  placeOf,
  spanAt,
  spanBytes,
  spanOut,
  spanRange,
  spansOver
} from '../../../../src/seek/index/layout.ts'
import { tar } from '../../../harness/tar-writer.ts'
import { indexOfLayer } from '../../../harness/helpers.ts'

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

describe('span geometry, both ways', () => {
  // Seeded, so a failure names a case that can be run again.
  let seed = 0x5eed
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  /** A gzip layer of `n` spans with checkpoints at random even bits, its spans laid out by spanRange. */
  function randomLayer(n: number): LayerIndex {
    const bits: number[] = []
    let bit = 80 + 2 * rand(8)
    for (let j = 0; j < n; j++) {
      bits.push(bit)
      bit += 2 * (1 + rand(5000))
    }
    const size = Math.floor(bit / 8) + 9 + rand(20)
    const checkpoints = bits.map((b, j) => ({
      bit: b,
      out: j * 4096,
      window: Buffer.alloc(Math.min(32 << 10, j * 4096))
    }))
    const spans = checkpoints.map((_, j) => {
      const [start, end] = spanRange(checkpoints, j, size)
      return { offset: start, length: end - start, sha256: 'c'.repeat(64) }
    })
    return {
      digest: `sha256:${'b'.repeat(64)}`,
      size,
      compression: 'gzip',
      tarBytes: n * 4096,
      checkpoints,
      spans,
      toc: new TocTable()
    }
  }
  const ix = (x: LayerIndex): SeekIndex => ({
    format: 2,
    manifest: `sha256:${'a'.repeat(64)}`,
    layers: [x],
    spacing: 4096,
    tool: 't'
  })

  test('spans laid out by spanRange pass the shape check, overlap by one byte, and tile the blob from its head', () => {
    for (let round = 0; round < 200; round++) {
      const x = randomLayer(1 + rand(12))
      checkIndexShape(ix(x))
      assert.equal(headBytes(x), byteOf(x.checkpoints[0].bit))
      for (let j = 0; j + 1 < x.spans.length; j++) {
        const a = spanBytes(x, j)
        const b = spanBytes(x, j + 1)
        assert.equal(a.last, b.first, `round ${round}: span ${j + 1} ends in the byte the next begins in`)
      }
      assert.equal(spanBytes(x, x.spans.length - 1).last, x.size - 1)
      assert.equal(
        fetchBytes(
          x,
          x.spans.map((_, j) => j)
        ),
        x.size
      )
      // One byte off either way, at either end of any span: refused.
      const j = rand(x.spans.length)
      for (const [offset, length] of [
        [1, -1],
        [-1, 1],
        [0, 1],
        [0, -1]
      ]) {
        const bad = {
          ...x,
          spans: x.spans.map((s, k) =>
            k === j ? { ...s, offset: s.offset + offset, length: s.length + length } : s
          )
        }
        assert.throws(
          () => checkIndexShape(ix(bad)),
          /span|byte/,
          `round ${round}: span ${j + 1} moved by ${offset}/${length}`
        )
      }
    }
  })
})
