// The connection controller (src/oci/blob/connections.ts) on simulated links, with a clock of its
// own (no timing on this machine): a reader that is always starved reports its waits every 10 ms,
// and the link delivers what its rule says for the count in use. Grown while a connection raises
// delivered rate, given back when it does not (the one-install-path issue, item 3).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import {
  ConnectionLimit,
  EARLY_SHARE,
  STARVED_MS,
  STARVED_SHARE,
  TRIAL_MS,
  WAIT_RISE
} from '../../../../src/oci/blob/connections.ts'

const MiB = 2 ** 20
/**
 * Runs `seconds` of a starved reader over a link delivering `rate(n, ms)` MiB/s (ms: since the
 * count last changed); the counts seen, when each was reached (ms from the start), and what was said.
 */
function run(rate: (n: number, ms: number) => number, seconds = 60, max = 8, eager = false) {
  let now = 1000
  const limit = new ConnectionLimit(max, true, { clock: () => now, eager })
  const seen: number[] = []
  const at: number[] = []
  const said: string[] = []
  let changed = now
  for (let ms = 0; ms < seconds * 1000; ms += 10) {
    now += 10
    const s = limit.delivered((rate(limit.current, now - changed) * MiB * 10) / 1000)
    if (s) said.push(s)
    limit.starved(10)
    if (seen[seen.length - 1] !== limit.current) {
      seen.push(limit.current)
      at.push(ms + 10)
      changed = now
    }
  }
  return { limit, seen, at, said }
}

describe('auto connections', () => {
  test('grow to the most while connections add their share (10 MiB/s a connection), doubling', () => {
    const { limit, seen, said } = run(n => 10 * n)
    assert.equal(limit.current, 8)
    assert.deepEqual(seen, [1, 2, 4, 8])
    assert.ok(
      said.every(s => / kept[.;]/.test(s)),
      said.join('\n')
    )
    // Kept while the reader still waited: the next trial began at once, a TRIAL_MS apart.
    assert.match(said[0], /: kept; 4 connections now\.$/)
  })

  test('where ranges are read as they arrive (eager), a plain gain is kept at half a trial: 8 connections in half the time', () => {
    const slow = run(n => 10 * n)
    const fast = run(n => 10 * n, 60, 8, true)
    assert.deepEqual(fast.seen, [1, 2, 4, 8])
    assert.match(fast.said[0], /kept at half time; 4 connections now\.$/)
    const to8 = (r: typeof slow) => r.at[r.at.length - 1] - r.at[1]
    assert.equal(to8(slow), 2 * TRIAL_MS)
    assert.equal(to8(fast), TRIAL_MS)
  })

  test('eager: a gain that is not plain in each quarter runs the whole trial (a burst of waiting bytes at its start, a link nearly full)', () => {
    // The added connection brings less than EARLY_SHARE of its share: judged at TRIAL_MS, kept (more than MIN_GAIN).
    const nearlyFull = run(n => Math.min(10 + 10 * EARLY_SHARE * 0.8, 10 * n), 10, 8, true)
    assert.match(nearlyFull.said[0], /: kept; 4 connections now\.$/)
    assert.equal(nearlyFull.at[2] - nearlyFull.at[1], TRIAL_MS)
    // Bytes that had waited come at once in the trial's first quarter (30 MiB/s), then a link
    // shared by its connections (10 MiB/s in all): twice the rate over the first half, but not in
    // each quarter of it: judged at TRIAL_MS, not at half time.
    const burst = run((n, ms) => (n > 1 && ms < TRIAL_MS / 4 ? 30 : 10), 10, 8, true)
    assert.doesNotMatch(burst.said[0], /at half time/)
    assert.equal(burst.at[2] - burst.at[1], TRIAL_MS)
  })

  test('eager: a link that punishes more connections is judged as before (given back after TRIAL_MS, for good)', () => {
    const { seen, at, said } = run(n => 8 / (1 + 0.5 * (n - 1)), 20, 8, true)
    assert.deepEqual(seen, [1, 2, 1])
    assert.equal(at[2] - at[1], TRIAL_MS)
    assert.match(said[0], /back to 1, and no more than that from now on/)
  })

  test('a trial kept while the reader no longer waited starts no other: the next waits the reader', () => {
    let now = 0
    const limit = new ConnectionLimit(8, true, { clock: () => now, eager: true })
    for (; now < 600; now += 10) limit.delivered(MiB / 10)
    assert.equal(limit.starved(STARVED_SHARE * now), true)
    let said: string | undefined
    for (const end = now + TRIAL_MS; now <= end && !said; now += 10) said = limit.delivered((2 * MiB) / 10)
    assert.match(said ?? '', /the reader waiting 0% of the time against \d+%: kept at half time\.$/)
    assert.equal(limit.current, 2)
  })

  test('stay at one over a link that punishes more connections (8 MiB/s / (1 + 0.5 (n - 1)))', () => {
    const { limit, seen, said } = run(n => 8 / (1 + 0.5 * (n - 1)))
    assert.equal(limit.current, 1)
    // The one trial the baseline allows, given back, and never tried again.
    assert.deepEqual(seen, [1, 2, 1])
    assert.match(said[0], /back to 1, and no more than that from now on/)
  })

  test('stop where the link is full (20 MiB/s in all, 10 a connection)', () => {
    const { limit, seen } = run(n => Math.min(20, 10 * n))
    assert.equal(limit.current, 2)
    assert.deepEqual(seen, [1, 2, 4, 2])
  })

  test('a trial lasts TRIAL_MS; asking again meanwhile adds nothing', () => {
    let now = 0
    const limit = new ConnectionLimit(8, true, { clock: () => now })
    for (; now < 1000; now += 10) limit.delivered(1000)
    assert.equal(limit.grow(1), 1)
    now += 10
    assert.equal(limit.grow(3), 0, 'one trial at a time')
    assert.equal(limit.current, 2)
    for (; now < 1000 + TRIAL_MS - 20; now += 10) assert.equal(limit.delivered(1000), undefined)
    assert.equal(limit.current, 2)
  })

  test('no connection is added before the rate with the count in use is known (half a second of it)', () => {
    let now = 0
    const limit = new ConnectionLimit(4, true, { clock: () => now })
    for (; now < 490; now += 10) {
      limit.delivered(1000)
      assert.equal(limit.grow(1), 0)
    }
    for (; now < 600; now += 10) limit.delivered(1000)
    assert.equal(limit.grow(1), 1)
    // Just after a change, the same.
    assert.equal(limit.current, 2)
  })

  test('a fixed count never changes and never judges', () => {
    let now = 0
    const limit = new ConnectionLimit(4, false, { clock: () => now })
    for (; now < 10_000; now += 10) {
      assert.equal(limit.delivered(now < 5000 ? 100 : 1), undefined)
      limit.starved(STARVED_MS)
    }
    assert.equal(limit.current, 4)
  })

  test('watchers hear growth and give-back', () => {
    let now = 1000
    const limit = new ConnectionLimit(8, true, { clock: () => now })
    const heard: number[] = []
    limit.watch(() => heard.push(limit.current))
    for (let ms = 0; ms < 20_000; ms += 10) {
      now += 10
      limit.delivered((8 * MiB * 0.01) / (1 + 0.5 * (limit.current - 1)))
      limit.starved(10)
    }
    assert.deepEqual(heard, [2, 1])
  })

  test('waits add up: many short ones grow the count as one long one does', () => {
    let now = 0
    const limit = new ConnectionLimit(8, true, { clock: () => now })
    // Half a second of bytes (the least a baseline takes), then waits that are a fifth of it.
    for (; now < 500; now += 10) limit.delivered(1000)
    // 9 waits of 10 ms: not yet STARVED_MS.
    for (let k = 0; k < 9; k++) assert.equal(limit.starved(10), false)
    assert.equal(limit.current, 1)
    assert.equal(limit.starved(10), true, 'the tenth makes STARVED_MS')
    assert.equal(limit.current, 2)
  })

  test('waits that are a small share of the time do not grow it (a busy moment in a long install)', () => {
    let now = 0
    const limit = new ConnectionLimit(8, true, { clock: () => now })
    // 100 ms of waits over 10 s of delivery: 1%, under STARVED_SHARE.
    for (; now < 10_000; now += 10) {
      limit.delivered(1000)
      if (now % 1000 === 0) assert.equal(limit.starved(STARVED_MS / 10), false)
    }
    assert.ok(STARVED_MS / (10 * 1000) < STARVED_SHARE)
    assert.equal(limit.current, 1)
    // The same waits come thick and fast: the network is the bound now.
    let grew = false
    for (let k = 0; k < 1000 && !grew; k++) {
      now += 10
      limit.delivered(1000)
      grew = limit.starved(10)
    }
    assert.equal(grew, true)
    assert.equal(limit.current, 2)
  })

  test('a trial during which the reader no longer waited is given back without a ceiling: its own pace set the rate, which says nothing of the link', () => {
    const trialOver = (waitsDuringTrial: boolean) => {
      let now = 0
      const limit = new ConnectionLimit(8, true, { clock: () => now })
      let said: string | undefined
      const starvedReader = (mibps: number, until: number) => {
        for (; limit.current === 1 && now < until; now += 10) {
          limit.delivered((mibps * MiB) / 100)
          limit.starved(10)
        }
      }
      // A starved reader at 10 MiB/s, until it grows (the trial begins).
      starvedReader(10, 5000)
      assert.equal(limit.current, 2)
      // The trial: 5 MiB/s delivered (the reader slow on files that are slow to write), waiting or not.
      for (const end = now + TRIAL_MS + 20; now < end; now += 10) {
        said = limit.delivered((5 * MiB) / 100) ?? said
        if (waitsDuringTrial) limit.starved(10)
      }
      assert.equal(limit.current, 1, said)
      // The reader starves again (the link is the bound once more): may it grow?
      starvedReader(10, now + 5000)
      return { grewAgain: limit.current > 1, said: said ?? '' }
    }
    const busy = trialOver(false)
    assert.match(
      busy.said,
      /the reader waiting 0% of the time against 100%: back to 1 \(the reader set the pace, not the link\)/
    )
    assert.equal(busy.grewAgain, true, 'no ceiling: it grows again')
    const starved = trialOver(true)
    assert.match(starved.said, /back to 1, and no more than that from now on/)
    assert.equal(starved.grewAgain, false)
  })

  test('a trial that raised the rate while the reader waited more is given back for good (the punishing link from an index: spans fetched ahead, not served sooner)', () => {
    // bench/seek.ts, 2026-12-05: one connection partly idle while the applier inflated (28.9 MiB/s,
    // the reader waiting 25% of the time); two delivered 32.1 MiB/s (+11%) as more spans were
    // fetched ahead, while the reader waited 56%. Kept, the install ran 16% slower than at one.
    const trial = (waitShareAt2: number, mibpsAt2 = 32.1, eager = true) => {
      let now = 0
      const limit = new ConnectionLimit(8, true, { clock: () => now, eager })
      let said: string | undefined
      for (let ms = 0; ms < 20_000; ms += 10, now += 10) {
        const two = limit.current > 1
        said = limit.delivered(((two ? mibpsAt2 : 28.9) * MiB) / 100) ?? said
        // The reader waits 2.5 ms of every 10 at one connection, waitShareAt2 of it at two.
        limit.starved(two ? 10 * waitShareAt2 : 2.5)
      }
      return { n: limit.current, said: said ?? '' }
    }
    const waitedMore = trial(0.56)
    assert.equal(waitedMore.n, 1, waitedMore.said)
    assert.match(
      waitedMore.said,
      /2 connections delivered 32\.1 MiB\/s against 28\.9 MiB\/s with 1, the reader waiting 5\d% of the time against 2\d%: back to 1 \(the reader waited more with them\), and no more than that from now on\./
    )
    // The same gain with the reader waiting as long as before (within WAIT_RISE) is kept.
    const waitedAsBefore = trial(0.25 + WAIT_RISE)
    assert.ok(waitedAsBefore.n >= 2, waitedAsBefore.said)
    // Nearly a connection's share more is kept whatever the wait (the capped link, whole image, where
    // a trial runs its whole TRIAL_MS:
    // 19.6 MiB/s against 10.0 with one, the reader waiting 73% against 35%; given back, 243 s
    // instead of 37).
    const fullShare = trial(0.73, 2 * 28.9 * 0.98, false)
    assert.ok(fullShare.n >= 2, fullShare.said)
    // A trial whose rate fell is told as that, whatever the wait: the longer wait names the reason
    // only when the rate rose (the punishing link, whole image: 5.7 MiB/s against 8.7, the reader
    // waiting 97% against 22%).
    const fell = trial(0.97, 20)
    assert.equal(fell.n, 1, fell.said)
    assert.match(fell.said, /against 28\.9 MiB\/s with 1, .*: back to 1, and no more than that from now on\./)
  })
})
