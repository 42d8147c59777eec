// Which spans may inflate now (src/seek/inflate/turns.ts): in job order, at most `ahead` past the
// one being applied, and a stop seen by every job still waiting.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { InflateTurns } from '../../../../src/seek/inflate/turns.ts'

const settledNow = async (p: Promise<unknown>) => {
  let state = 'pending'
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected')
  )
  await new Promise(r => setImmediate(r))
  return state
}

test('jobs inflate at most `ahead` past the one being applied, and go as the applier moves on', async () => {
  const turns = new InflateTurns(1)
  const stop = new AbortController()
  assert.equal(await settledNow(turns.wait(0, stop.signal)), 'resolved')
  assert.equal(await settledNow(turns.wait(1, stop.signal)), 'resolved')
  const two = turns.wait(2, stop.signal)
  const three = turns.wait(3, stop.signal)
  assert.equal(await settledNow(two), 'pending')
  turns.applied(1)
  assert.equal(await settledNow(two), 'resolved')
  assert.equal(await settledNow(three), 'pending', 'the later job still waits its turn')
  // Applied out of order told: the furthest counts.
  turns.applied(3)
  turns.applied(2)
  assert.equal(await settledNow(three), 'resolved')
})

test('a stop reaches every job still waiting, with its reason', async () => {
  const turns = new InflateTurns(0)
  const stop = new AbortController()
  const later = turns.wait(5, stop.signal)
  assert.equal(await settledNow(later), 'pending')
  stop.abort(new Error('the install stopped'))
  turns.close()
  await assert.rejects(later, /the install stopped/)
})
