// How a range becomes parts (src/oci/blob/parts.ts): every byte in exactly one part, in order,
// none larger than asked, for the edges (one byte, a part exactly, one byte over); and a blob's
// part i as the streamed blob asks for it. readInParts is exercised against a real server in
// seek/fetch/spans.test.ts (spans in parts, a failing part, the next source).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { partRange, partsOf } from '../../../../src/oci/blob/parts.ts'

test('parts cover the range once, in order, none over the part size', () => {
  for (const [first, last, size] of [
    [0, 0, 4],
    [0, 3, 4],
    [0, 4, 4],
    [5, 5 + 4 * 7 - 1, 4],
    [10, 10 + 4 * 7, 4],
    [3, 1000, 64]
  ]) {
    const parts = partsOf(first, last, size)
    assert.equal(parts[0].first, first)
    assert.equal(parts.at(-1)!.last, last)
    for (const [i, p] of parts.entries()) {
      assert.ok(p.last >= p.first && p.last - p.first + 1 <= size, `${first}-${last}: part ${i}`)
      if (i > 0) assert.equal(p.first, parts[i - 1].last + 1, `${first}-${last}: part ${i} follows`)
    }
    assert.equal(parts.length, Math.ceil((last - first + 1) / size))
  }
})

test("a blob's part i ends at the blob's end, never past it", () => {
  assert.deepEqual(partRange(0, 4, 10), { first: 0, last: 3 })
  assert.deepEqual(partRange(2, 4, 10), { first: 8, last: 9 })
  assert.deepEqual(partRange(1, 5, 10), { first: 5, last: 9 })
})
