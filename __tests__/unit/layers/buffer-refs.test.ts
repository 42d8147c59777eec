// BufferRefs (layers/buffer-refs.ts) and the seek install's BufferStock (seek/fetch/spans.ts), pure: a
// counted buffer is freed, or handed on to be used again, only when its last holder lets go, and
// either way every view of it that anything kept is detached (reads nothing, never the next span).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BufferRefs } from '../../../src/layers/buffer-refs.ts'
import { BufferStock } from '../../../src/seek/inflate/buffer-stock.ts'

function counted(refs: BufferRefs, n: number, recycle?: (ab: ArrayBuffer) => void): Buffer {
  const b = Buffer.from(new ArrayBuffer(n))
  b.fill(7)
  refs.markExclusive(b)
  assert.ok(refs.adopt(b, recycle))
  return b
}

describe('counted buffers', () => {
  test('a recycled buffer is handed on with its memory only after its last holder released it, every old view detached', () => {
    const refs = new BufferRefs()
    const handed: ArrayBuffer[] = []
    const b = counted(refs, 4096, ab => handed.push(ab))
    const piece = b.subarray(100, 200)
    refs.retain(piece) // a writer holding a piece
    refs.release(b)
    assert.equal(handed.length, 0, 'a holder is left')
    assert.equal(piece.length, 100)
    refs.release(piece)
    assert.equal(handed.length, 1)
    assert.equal(handed[0].byteLength, 4096)
    assert.equal(new Uint8Array(handed[0])[150], 7, 'the same memory, not a copy of nothing')
    assert.equal(b.length, 0, 'the old view reads nothing')
    assert.equal(piece.length, 0)
    assert.deepEqual(refs.tally, { adopted: 1, freed: 1 })
  })

  test('a buffer without a recycler is freed: its views are detached', () => {
    const refs = new BufferRefs()
    const b = counted(refs, 4096)
    const piece = b.subarray(0, 10)
    refs.release(b)
    assert.equal(piece.length, 0)
    assert.equal((b.buffer as ArrayBuffer).detached, true)
  })

  test('a stock hands out the buffers given back, detaching the views of the old ones; other sizes and detached ones are not taken', () => {
    const stock = new BufferStock(1024)
    const a = stock.take()
    const view = Buffer.from(a)
    stock.give(a)
    assert.equal(view.length, 0, 'a view kept past the give reads nothing')
    const again = stock.take()
    assert.equal(again.byteLength, 1024)
    assert.equal(stock.allocated, 1, 'the buffer was used again')
    stock.give(new ArrayBuffer(512))
    const gone = new ArrayBuffer(1024)
    gone.transfer(0)
    stock.give(gone)
    stock.take()
    assert.equal(stock.allocated, 2, 'neither a wrong size nor a detached buffer was kept')
  })
})
