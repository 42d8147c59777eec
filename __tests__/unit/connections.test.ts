// Auto connections (connections.ts) as a rule on a clock of its own: a step up is taken on a long
// wait once the count has run LEVEL_MS, kept while it raised the rate the bytes arrive at, and
// taken back for good when it did not. The same rule over real links: integration/ranged.test.ts.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { AUTO_MAX, ConnectionLimit, LEVEL_MS } from '../../src/oci/blob/connections.ts'

/** A limit on a clock that moves when told, and a link whose rate (bytes/ms) depends on the count. */
function run(rate: (n: number) => number, waits = 40) {
  let t = 0
  const l = new ConnectionLimit(AUTO_MAX, true, () => t)
  const counts = [l.current]
  for (let i = 0; i < waits; i++) {
    // 100 ms at a time; the consumer waits once per LEVEL_MS (and a brief one in between).
    for (let k = 0; k < LEVEL_MS / 100; k++) {
      l.delivered(rate(l.current) * 100)
      t += 100
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

  test('waits before any byte arrived, or within LEVEL_MS of a change, change nothing; a fixed count never changes', () => {
    let t = 0
    const l = new ConnectionLimit(AUTO_MAX, true, () => t)
    t += 5000
    assert.equal(l.starved(), false, 'nothing arrived yet: the rate is unknown')
    l.delivered(1000)
    t += LEVEL_MS - 1
    assert.equal(l.starved(), false)
    t += 1
    assert.equal(l.starved(), true)
    assert.equal(l.current, 2)
    const fixed = new ConnectionLimit(4, false, () => t)
    fixed.delivered(1 << 20)
    t += 10 * LEVEL_MS
    assert.equal(fixed.starved(), false)
    assert.equal(fixed.current, 4)
  })
})
