// The thread convention (src/thread.ts) on a real worker thread: messages routed by their
// protocol's name on both sides, two hosts sharing one thread, and a message of a protocol the
// thread does not serve failing the thread (an error its host hears) rather than going unanswered.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { onProtocol, type Tagged } from '../../src/thread.ts'

let dir = ''
let entry = ''

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'thread-test-'))
  entry = join(dir, 'two-protocols.ts')
  const thread = pathToFileURL(join(import.meta.dirname, '../../src/thread.ts')).href
  writeFileSync(
    entry,
    `import { serve } from ${JSON.stringify(thread)}
serve({
  echo: (m, reply) => reply({ p: 'echo', t: 'echoed', v: (m as unknown as { v: number }).v }),
  twice: (m, reply) => reply({ p: 'twice', t: 'doubled', v: 2 * (m as unknown as { v: number }).v })
})
`
  )
})
after(() => rmSync(dir, { recursive: true, force: true }))

type Reply = Tagged & { v: number }

describe('one thread convention', () => {
  test('each host hears the replies of its own protocol only, from a thread it shares', async () => {
    const w = new Worker(entry)
    try {
      const echoed: Reply[] = []
      const doubled: Reply[] = []
      const both = new Promise<void>(resolve => {
        const check = () => echoed.length + doubled.length === 3 && resolve()
        onProtocol<Reply>(w, 'echo', m => (echoed.push(m), check()))
        onProtocol<Reply>(w, 'twice', m => (doubled.push(m), check()))
      })
      w.postMessage({ p: 'echo', t: 'say', v: 1 })
      w.postMessage({ p: 'twice', t: 'say', v: 5 })
      w.postMessage({ p: 'echo', t: 'say', v: 7 })
      await both
      assert.deepEqual(
        echoed.map(m => [m.t, m.v]),
        [
          ['echoed', 1],
          ['echoed', 7]
        ]
      )
      assert.deepEqual(
        doubled.map(m => [m.t, m.v]),
        [['doubled', 10]]
      )
    } finally {
      await w.terminate()
    }
  })

  test('a host that stops hearing hears nothing more; the other host still does', async () => {
    const w = new Worker(entry)
    try {
      let echoes = 0
      const stop = onProtocol<Reply>(w, 'echo', () => echoes++)
      const next = (p: string) => new Promise<Reply>(r => onProtocol<Reply>(w, p, r))
      w.postMessage({ p: 'echo', t: 'say', v: 1 })
      await next('echo')
      assert.equal(echoes, 1)
      stop()
      w.postMessage({ p: 'echo', t: 'say', v: 2 })
      w.postMessage({ p: 'twice', t: 'say', v: 2 })
      // Replies come in order: once the second protocol's answer is here, the echo before it came.
      await next('twice')
      assert.equal(echoes, 1)
    } finally {
      await w.terminate()
    }
  })

  test('a message of a protocol the thread does not serve fails the thread, naming what it serves', async () => {
    const w = new Worker(entry)
    const failed = new Promise<Error>(r => w.once('error', r))
    w.postMessage({ p: 'inflate', t: 'job' })
    const e = await failed
    assert.match(e.message, /this thread serves echo, twice, not "inflate"/)
    await w.terminate()
  })
})
