// The lazy mount's memory bounds (src/mount/store/gate.ts): what is taken never exceeds the budget,
// waiters are served by priority then in order, one larger than the budget goes alone, and what a
// failed holder took comes back.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Gate } from '../../../src/mount/store/gate.ts'

const tick = () => new Promise(r => setImmediate(r))

describe('the content store’s gate', () => {
  test('never more taken than the budget; waiters served in order of asking', async () => {
    const g = new Gate(10)
    const order: string[] = []
    const a = await g.take(6)
    const waits = [
      g.take(5).then(k => (order.push('b'), k)),
      g.take(2).then(k => (order.push('c'), k)),
      g.take(1).then(k => (order.push('d'), k))
    ]
    await tick()
    // c and d would fit, but b asked first: nobody passes it.
    assert.deepEqual(order, [])
    assert.equal(g.taken, 6)
    g.give(a)
    const [b, c, d] = await Promise.all(waits)
    assert.deepEqual(order, ['b', 'c', 'd'])
    assert.equal(g.taken, 8)
    g.give(b)
    g.give(c)
    g.give(d)
    assert.equal(g.taken, 0)
  })

  test('a lower priority number goes first among waiters (a read before the background fill)', async () => {
    const g = new Gate(1)
    const order: string[] = []
    const held = await g.take(1)
    const fill = [1, 2].map(i => g.with(1, async () => void order.push(`fill ${i}`), 2000))
    const read = g.with(1, async () => void order.push('read'), 0)
    g.give(held)
    await Promise.all([...fill, read])
    assert.deepEqual(order, ['read', 'fill 1', 'fill 2'])
  })

  test('a waiter whose urgency drops while it waits goes before those asked sooner (a file read while it was read ahead)', async () => {
    const g = new Gate(1)
    const order: string[] = []
    const held = await g.take(1)
    const ahead = { value: 500 }
    const waits = [
      g.with(1, async () => void order.push('library ahead'), 100),
      g.with(1, async () => void order.push('header ahead'), 500),
      g.with(1, async () => void order.push('runtime ahead, then read'), ahead)
    ]
    await tick()
    ahead.value = 0
    g.give(held)
    await Promise.all(waits)
    assert.deepEqual(order, ['runtime ahead, then read', 'library ahead', 'header ahead'])
  })

  test('a request larger than the budget waits for the rest, then goes alone; a failing holder gives back', async () => {
    const g = new Gate(4)
    const small = await g.take(1)
    let inBig = false
    const big = g.with(9, async () => {
      inBig = true
      assert.equal(g.taken, 4)
    })
    await tick()
    assert.equal(inBig, false)
    g.give(small)
    await big
    assert.equal(g.taken, 0)
    await assert.rejects(
      g.with(3, async () => {
        throw new Error('fetch failed')
      }),
      /fetch failed/
    )
    assert.equal(g.taken, 0)
  })
})
