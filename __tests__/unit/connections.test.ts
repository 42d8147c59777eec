// Auto connections (connections.ts) as a rule on a clock of its own: a step up is taken on a long
// wait once the count has run LEVEL_MS, kept while it raised the rate the bytes arrive at, and
// taken back for good when it did not. The same rule over real links: integration/ranged.test.ts.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { AUTO_MAX, ConnectionLimit, LEVEL_MS } from '../../src/oci/blob/connections.ts'

/**
 * A limit on a clock that moves when told, and a link whose rate (bytes/ms) depends on the count;
 * every connection allowed is busy, except that `idle` of them are not in every other interval.
 */
function run(rate: (n: number) => number, waits = 40, idle = 0) {
  let t = 0
  const l = new ConnectionLimit(AUTO_MAX, true, () => t)
  let open = 0
  const busy = (n: number) => {
    for (; open < n; open++) l.opened()
    for (; open > n; open--) l.closed()
  }
  const counts = [l.current]
  for (let i = 0; i < waits; i++) {
    // 100 ms at a time; the consumer waits once per LEVEL_MS (and a brief one in between).
    for (let k = 0; k < (2 * LEVEL_MS) / 100; k++) {
      const n = k % 2 ? Math.max(0, l.current - idle) : l.current
      busy(n)
      t += 100
      l.delivered(rate(n) * 100)
      if (k === 1) l.starved()
    }
    l.starved()
    counts.push(l.current)
  }
  return counts
}

describe('auto connections', () => {
  test('a link whose rate grows with connections (a capped CDN per connection) grows to the most', () => {
    const counts = run(n => 10 * n)
    assert.equal(counts.at(-1), AUTO_MAX)
    assert.deepEqual(
      counts.slice(0, AUTO_MAX),
      [1, 2, 3, 4, 5, 6, 7, 8],
      'one step per LEVEL_MS of waiting, none on the brief waits'
    )
  })

  test('a link that more connections do not speed up (a shared line, a busy machine) goes back to one and stays', () => {
    const counts = run(() => 300)
    assert.deepEqual(counts.slice(0, 3), [1, 2, 1])
    assert.ok(
      counts.every(c => c <= 2),
      counts.join(' ')
    )
    assert.equal(counts.at(-1), 1)
  })

  test('a link that scales to four and no further stays at four', () => {
    const counts = run(n => 10 * Math.min(n, 4))
    assert.equal(counts.at(-1), 4)
    assert.ok(Math.max(...counts) <= 5, counts.join(' '))
  })

  test('a link that scales, measured only while every connection is busy: times when the consumer left some idle do not stop the growth', () => {
    // Half the time one connection of those allowed is idle (the consumer is behind): the rate
    // over the wall clock grows less than the link allows, the rate while all are busy does not.
    const counts = run(n => 10 * n, 40, 1)
    assert.equal(counts.at(-1), AUTO_MAX, counts.join(' '))
  })

  test('waits before every connection was busy LEVEL_MS change nothing; a fixed count never changes', () => {
    let t = 0
    const l = new ConnectionLimit(AUTO_MAX, true, () => t)
    t += 5000
    assert.equal(l.starved(), false, 'nothing in flight yet: the rate is unknown')
    l.opened()
    t += LEVEL_MS - 1
    l.delivered(1000)
    assert.equal(l.starved(), false)
    t += 1
    l.delivered(1000)
    assert.equal(l.starved(), true)
    assert.equal(l.current, 2)
    // One of two busy for a long time: not a measurement of two.
    t += 10 * LEVEL_MS
    l.delivered(1 << 20)
    assert.equal(l.starved(), false)
    assert.equal(l.current, 2)
    const fixed = new ConnectionLimit(4, false, () => t)
    fixed.delivered(1 << 20)
    t += 10 * LEVEL_MS
    assert.equal(fixed.starved(), false)
    assert.equal(fixed.current, 4)
  })
})
