// The span outputs a lazy mount's content store holds for the files that read them next
// (src/mount/store/held-outputs.ts): the most recently used kept, the others given up, and a buffer
// given up retired only once the readers already handed it have written from it.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { HeldOutputs } from '../../../src/mount/store/held-outputs.ts'
import { takeSpare } from '../../../src/mount/store/store-files.ts'

const MiB = 2 ** 20
const output = (fill: number) => Buffer.alloc(MiB, fill)
const nextTurn = () => new Promise(r => setImmediate(r))

describe('the span outputs a content store holds', () => {
  test('an output handed to a reader is whole when its callback runs, though a newer one gave it up meanwhile (freed only then)', async () => {
    const held = new HeldOutputs({ held: 1, spares: 0 }, [])
    held.put('1:1', output(1))
    // As output() hands a held span to fetchFile: a promise already resolved, its callback queued.
    const reader = Promise.resolve(held.get('1:1')!)
    // Another inflation ends before that callback runs, and gives the held span up.
    held.put('1:2', output(2))
    const got = await reader
    // Regression: retired at once, the buffer was freed under the reader (zero bytes to write), and
    // its file failed its sha256 and was refused for as long as the mount lived.
    assert.equal(got.length, MiB)
    assert.ok(
      got.every(b => b === 1),
      'the bytes the reader was handed'
    )
    await nextTurn()
    assert.equal((got.buffer as ArrayBuffer).detached, true, 'freed once the readers queued before had run')
    assert.equal(held.get('1:1'), undefined)
    assert.equal(held.get('1:2')![0], 2)
  })

  test('a buffer given up becomes a spare for the next inflation only after its readers have written', async () => {
    const spares: ArrayBuffer[] = []
    const held = new HeldOutputs({ held: 1, spares: 1 }, spares)
    held.put('1:1', output(1))
    const reader = Promise.resolve(held.get('1:1')!)
    held.put('1:2', output(2))
    // An inflation that starts meanwhile does not write into it.
    assert.equal(takeSpare(spares, MiB), undefined)
    assert.ok((await reader).every(b => b === 1))
    await nextTurn()
    assert.equal(spares.length, 1)
    assert.equal(spares[0].byteLength, MiB)
  })

  test('keeps the most recently used: a span read again outlives one inflated after it', () => {
    const held = new HeldOutputs({ held: 2, spares: 0 }, [])
    held.put('a', output(1))
    held.put('b', output(2))
    held.get('a')
    held.put('c', output(3))
    assert.equal(held.get('b'), undefined, 'the least recently used given up')
    assert.ok(held.get('a') && held.get('c'))
  })
})
