// The part budget: Range parts share memory by the connection count.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { PARTS_TOTAL, PartBudget, partBytesFor } from '../../../../src/oci/blob/part-budget.ts'

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
