// What the two processes filling a lazy mount's store tell each other (src/mount/store/peer.ts): a file
// is waited for only while the other process is at it, or at every span it lies in; a note from a
// process that is gone, or its end, lets every wait go.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fileWork, isPeerNote, Peers, spanWork, type PeerNote } from '../../../src/mount/store/peer.ts'

const settled = async (p: Promise<void> | undefined) => {
  if (!p) return 'nothing to wait for'
  let done = false
  void p.then(() => (done = true))
  await new Promise(r => setImmediate(r))
  return done ? 'done' : 'waiting'
}

test('a file is waited for while the other process is at it, and no longer once it says it is done', async () => {
  const peers = new Peers()
  peers.add(7, () => {})
  const a = fileWork('a'.repeat(64))
  assert.equal(await settled(peers.doing(a, [spanWork(0, 3)])), 'nothing to wait for')
  peers.heard(7, { t: 'peer', doing: true, what: a })
  const wait = peers.doing(a, [spanWork(0, 3)])
  assert.equal(await settled(wait), 'waiting')
  peers.heard(7, { t: 'peer', doing: false, what: a })
  assert.equal(await settled(wait), 'done')
  assert.equal(await settled(peers.doing(a, [spanWork(0, 3)])), 'nothing to wait for')
})

test('a file in spans the other process is inflating is waited for only when it inflates every one of them', async () => {
  const peers = new Peers()
  peers.add(7, () => {})
  const f = fileWork('b'.repeat(64))
  peers.heard(7, { t: 'peer', doing: true, what: spanWork(1, 4) })
  // The file lies in spans 4 and 5: the other process's span 4 alone does not bring it.
  assert.equal(await settled(peers.doing(f, [spanWork(1, 4), spanWork(1, 5)])), 'nothing to wait for')
  assert.equal(await settled(peers.doing(f, [])), 'nothing to wait for')
  peers.heard(7, { t: 'peer', doing: true, what: spanWork(1, 5) })
  const wait = peers.doing(f, [spanWork(1, 4), spanWork(1, 5)])
  peers.heard(7, { t: 'peer', doing: false, what: spanWork(1, 4) })
  assert.equal(await settled(wait), 'waiting', 'span 5 is still being inflated')
  peers.heard(7, { t: 'peer', doing: false, what: spanWork(1, 5) })
  assert.equal(await settled(wait), 'done')
})

test('a process that is gone ends every wait on it, and what it said after is not heard', async () => {
  const peers = new Peers()
  peers.add(7, () => {})
  const f = fileWork('c'.repeat(64))
  peers.heard(7, { t: 'peer', doing: true, what: f })
  const wait = peers.doing(f, [])
  peers.gone(7)
  assert.equal(await settled(wait), 'done')
  assert.equal(peers.size, 0)
  peers.heard(7, { t: 'peer', doing: true, what: f })
  assert.equal(await settled(peers.doing(f, [])), 'nothing to wait for')
})

test('what this process begins and ends is told to the others; one that cannot be told is passed over', () => {
  const peers = new Peers()
  const told: PeerNote[] = []
  peers.add(1, () => {
    throw new Error('channel closed')
  })
  peers.add(2, n => told.push(n))
  peers.tell(spanWork(0, 9), true)
  peers.tell(spanWork(0, 9), false)
  assert.deepEqual(told, [
    { t: 'peer', doing: true, what: 'span:0:9' },
    { t: 'peer', doing: false, what: 'span:0:9' }
  ])
  assert.ok(told.every(isPeerNote))
  assert.equal(isPeerNote({ t: 'finish' }), false)
  assert.equal(isPeerNote(null), false)
})
