// Which spans the background fill asks for ahead of the file it is at (src/mount/store/fill-ahead.ts):
// only spans holding a file the store lacks, FILL_SPANS_AHEAD past the file's last, each once, in
// the order of the layer's bytes; none of a layer that is not gzip.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { FILL_SPANS_AHEAD, FillAhead } from '../../../src/mount/store/fill-ahead.ts'
import type { Content } from '../../../src/mount/store/content.ts'
import type { SeekIndex } from '../../../src/seek/index/model.ts'

/** A layer of `spans` spans of 100 tar bytes each (only what the plan reads of an index). */
const layer = (spans: number, compression: 'gzip' | 'zstd' = 'gzip') => ({
  compression,
  tarBytes: spans * 100,
  checkpoints: Array.from({ length: spans }, (_, j) => ({ out: j * 100 })),
  spans: Array.from({ length: spans }, () => ({ length: 10, sha256: '' }))
})
const file = (layer: number, data: number, size: number): Content => ({
  layer,
  data,
  size,
  sha256: `${layer}:${data}`
})

test('the spans past the file the fill is at, each asked for once, only those holding a file the store lacks', () => {
  const n = FILL_SPANS_AHEAD + 12
  const index = { layers: [layer(n)] } as unknown as SeekIndex
  // One file a span, but span 3's file is in the store already, and one file spans 5 and 6.
  const files = Array.from({ length: n }, (_, j) => file(0, j * 100 + 10, 20)).filter((_, j) => j !== 6)
  files[5] = file(0, 510, 150)
  const have = new Set(['0:310'])
  const plan = new FillAhead(index, [files], c => have.has(c.sha256))

  const first = plan.after(files[0])
  assert.deepEqual(first, [1, 2, 4, 5, 6, 7, 8, 9].slice(0, FILL_SPANS_AHEAD), 'span 3 is never asked for')
  // The next file: only what moved into reach, nothing twice.
  const second = plan.after(files[1])
  assert.deepEqual(second, [10])
  assert.deepEqual(plan.after(files[1]), [], 'asked for once')
  // The file over spans 5 and 6: the window starts past its last span.
  const over = plan.after(files[5])
  assert.deepEqual(over, [11, 12, 13, 14])
  const asked = [...first, ...second, ...over]
  assert.equal(new Set(asked).size, asked.length, 'no span twice')
})

test('a layer that is not gzip, or whose files the store has, has nothing asked for ahead', () => {
  const index = { layers: [layer(20, 'zstd'), layer(20)] } as unknown as SeekIndex
  const zstd = [file(0, 10, 20), file(0, 210, 20)]
  const kept = [file(1, 10, 20), file(1, 910, 20)]
  const plan = new FillAhead(index, [zstd, kept], c => c.layer === 1)
  assert.deepEqual(plan.after(zstd[0]), [])
  assert.deepEqual(plan.after(kept[0]), [])
})
