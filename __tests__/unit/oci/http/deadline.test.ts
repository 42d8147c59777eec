// Progress deadlines for bodies (src/oci/http/deadline.ts withinDeadline), alone, against a real
// HTTP server on 127.0.0.1 that sends a few bytes and then nothing.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, get, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { StallError, withinDeadline, ResumeBudget } from '../../../../src/oci/http/deadline.ts'

let server: Server

let url = ''

before(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-length': 1000 })
    res.write(Buffer.alloc(10)) // and then nothing
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

after(() => {
  server.closeAllConnections()
  server.close()
})

/** A GET whose socket closes after `idleMs` without data, as the transport's idle-socket timeout does. */

const stalledBody = (idleMs: number) =>
  new Promise<IncomingMessage>((resolve, reject) =>
    get(url, res => {
      res.socket.setTimeout(idleMs, () => res.socket.destroy())
      resolve(res)
    }).on('error', reject)
  )

const drain = async (body: IncomingMessage, stallMs: number) => {
  for await (const c of withinDeadline(body, { stallMs, minBytesPerSecond: 0 })) void c
}

describe('progress deadlines', () => {
  test('a body that stops is a StallError naming the wait and the bytes received', async () => {
    await assert.rejects(drain(await stalledBody(5000), 300), (e: Error) => {
      assert.ok(e instanceof StallError, String(e))
      assert.match(e.message, /no data for 0\.3 s\) after 10 bytes/)
      return true
    })
  })

  test('a body the idle-socket timeout closes a moment before the deadline is the same stall, not a bare "aborted"', async () => {
    // The transport sets its sockets' idle timeout to the same stallMs: whichever timer fires
    // first, the error must say the transfer stalled.
    await assert.rejects(drain(await stalledBody(290), 300), (e: Error) => {
      assert.ok(e instanceof StallError, `${e.name}: ${e.message}`)
      assert.match(e.message, /no data for 0\.3 s\) after 10 bytes/)
      return true
    })
  })

  test('a body closed early for another reason is that error', async () => {
    await assert.rejects(drain(await stalledBody(50), 300), (e: Error) => {
      assert.ok(!(e instanceof StallError), 'closed after 50 ms: not a stall of 300')
      return true
    })
  })
})

describe('resume budget', () => {
  const d = { stallMs: 1000, minBytesPerSecond: 64 << 10 } // real progress: 64 KiB
  test('drops that deliver a few bytes each do not reset it: a server resetting after 10 bytes is given up on', () => {
    const b = new ResumeBudget(d, 5)
    const seen = Array.from({ length: 6 }, () => b.next(10, new Error('ECONNRESET')))
    assert.deepEqual(seen, ['resume', 'resume', 'resume', 'resume', 'resume', 'exhausted'])
  })
  test('real progress between drops restarts the count; two stalls in a row end it', () => {
    const b = new ResumeBudget(d, 2)
    for (let i = 0; i < 10; i++) assert.equal(b.next(1 << 20, new Error('ECONNRESET')), 'resume')
    const s = new ResumeBudget(d, 20)
    assert.equal(s.next(0, new StallError('x', 0)), 'resume')
    assert.equal(s.next(100, new StallError('x', 100)), 'stalled')
  })
})
