// The one range fetcher (src/oci/blob/range-fetcher.ts), alone, over a real Transport against a
// real HTTP server on 127.0.0.1: a registry that redirects blob GETs to a CDN stand-in on another
// host name (localhost) of the same server, which serves Range and misbehaves on request. What is
// pinned: the order in which waiting ranges get a connection (priority, not arrival), the CDN URL
// reused and given up when it stops answering, a server that ignores Range, close(), a new source.
import { describe, test, before, after, beforeEach } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import { createHash, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { RangeFetcher, type RangeAsk } from '../../../../src/oci/blob/range-fetcher.ts'
import { ConnectionLimit } from '../../../../src/oci/blob/connections.ts'
import { Transport } from '../../../../src/oci/http/transport.ts'
import { RangeIgnoredError } from '../../../../src/oci/errors.ts'
import { recordingLogger } from '../../../harness/helpers.ts'

const blob = randomBytes(200_000)
const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`
/** Requests in arrival order: where (registry or cdn) and the range asked. */
let log: { at: 'registry' | 'cdn'; range: string }[] = []
/** The CDN answers the next requests so (then honestly). */
let cdnPlan: ('expired' | 'whole' | 'hold')[] = []
/** Held CDN responses, released by calling them. */
const held: (() => void)[] = []
let server: Server
let port = 0

before(async () => {
  server = createServer((req, res) => {
    const range = String(req.headers.range ?? 'none')
    if (req.url?.startsWith('/v2/')) {
      log.push({ at: 'registry', range })
      res.writeHead(307, { location: `http://localhost:${port}/cdn/${digest}` }).end()
      return
    }
    log.push({ at: 'cdn', range })
    const how = cdnPlan.shift()
    if (how === 'expired') return void res.writeHead(403).end('expired')
    if (how === 'whole') return void res.writeHead(200, { 'content-length': blob.length }).end(blob)
    const m = /bytes=(\d+)-(\d+)/.exec(range)!
    const [from, to] = [Number(m[1]), Number(m[2])]
    const send = () =>
      res
        .writeHead(206, {
          'content-range': `bytes ${from}-${to}/${blob.length}`,
          'content-length': to - from + 1
        })
        .end(blob.subarray(from, to + 1))
    if (how === 'hold') held.push(send)
    else send()
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
after(() => server.close())
beforeEach(() => {
  log = []
  cdnPlan = []
})

function fetcher(connections = 1) {
  const logger = recordingLogger()
  const transport = new Transport({ registry: `127.0.0.1:${port}`, scheme: 'http', repository: 'r', logger })
  const f = new RangeFetcher({
    transport,
    limit: new ConnectionLimit(connections, false),
    deadline: { stallMs: 5000, minBytesPerSecond: 0 },
    maxResumes: 3,
    logger,
    slots: true
  })
  return { f, logger, transport }
}

const ask = (first: number, last: number, priority: number): RangeAsk => ({
  digest,
  first,
  last,
  what: `bytes ${first}-${last}`,
  priority
})

async function bytesOf(f: RangeFetcher, a: RangeAsk): Promise<Buffer> {
  const b = Buffer.alloc(a.last - a.first + 1)
  await f.readInto(a, b, 0)
  return b
}

const until = async (cond: () => boolean) => {
  while (!cond()) await new Promise(r => setTimeout(r, 5))
}

describe('the one range fetcher', () => {
  test('ranges waiting for a connection get it in priority order, not in the order asked', async () => {
    const { f } = fetcher(1)
    cdnPlan = ['hold']
    const first = bytesOf(f, ask(0, 999, 5))
    await until(() => held.length === 1)
    // Asked while the one connection is busy: 9, then 2, then 7.
    const later = [
      bytesOf(f, ask(1000, 1999, 9)),
      bytesOf(f, ask(2000, 2999, 2)),
      bytesOf(f, ask(3000, 3999, 7))
    ]
    await new Promise(r => setTimeout(r, 50))
    assert.equal(log.filter(e => e.at === 'cdn').length, 1, 'one connection: the others wait')
    held.shift()!()
    const got = await Promise.all([first, ...later])
    assert.deepEqual(got[0], blob.subarray(0, 1000))
    assert.deepEqual(got[2], blob.subarray(2000, 3000))
    assert.deepEqual(
      log.filter(e => e.at === 'cdn').map(e => e.range),
      ['bytes=0-999', 'bytes=2000-2999', 'bytes=3000-3999', 'bytes=1000-1999']
    )
    f.close()
  })

  test('a waiting range whose urgency drops goes before ranges asked sooner at a better priority', async () => {
    const { f } = fetcher(1)
    cdnPlan = ['hold']
    const first = bytesOf(f, ask(0, 999, 5))
    await until(() => held.length === 1)
    const ahead = { value: 9 }
    const later = [
      bytesOf(f, { ...ask(1000, 1999, 9), urgency: ahead }),
      bytesOf(f, ask(2000, 2999, 2)),
      bytesOf(f, ask(3000, 3999, 7))
    ]
    await new Promise(r => setTimeout(r, 50))
    // Read after all while it waited (a lazily mounted file that was being read ahead).
    ahead.value = 0
    held.shift()!()
    await Promise.all([first, ...later])
    assert.deepEqual(
      log.filter(e => e.at === 'cdn').map(e => e.range),
      ['bytes=0-999', 'bytes=1000-1999', 'bytes=2000-2999', 'bytes=3000-3999']
    )
    f.close()
  })

  test('a range given its buffer lazily takes it when its first bytes come, not while it waits for a connection', async () => {
    const { f } = fetcher(1)
    cdnPlan = ['hold', 'hold']
    const taken: string[] = []
    const lazy = (a: RangeAsk) => {
      let b: Buffer | undefined
      return f
        .readInto(a, () => (b ??= (taken.push(a.what), Buffer.alloc(a.last - a.first + 1))), 0)
        .then(() => b!)
    }
    const first = lazy(ask(0, 999, 0))
    const second = lazy(ask(1000, 1999, 1))
    await until(() => held.length === 1)
    await new Promise(r => setTimeout(r, 50))
    assert.deepEqual(taken, [], 'asked, answer held: no buffer yet')
    held.shift()!()
    assert.deepEqual(await first, blob.subarray(0, 1000))
    // The second range has its connection now, its answer held: still no buffer.
    await until(() => held.length === 1)
    assert.deepEqual(taken, ['bytes 0-999'])
    held.shift()!()
    assert.deepEqual(await second, blob.subarray(1000, 2000))
    assert.deepEqual(taken, ['bytes 0-999', 'bytes 1000-1999'])
    f.close()
  })

  test('the CDN URL is reused for later ranges, and the registry asked again once it stops answering', async () => {
    const { f } = fetcher(2)
    await bytesOf(f, ask(0, 99, 0))
    await bytesOf(f, ask(100, 199, 1))
    assert.deepEqual(
      log.map(e => e.at),
      ['registry', 'cdn', 'cdn'],
      'the second range went to the CDN directly'
    )
    log = []
    cdnPlan = ['expired']
    assert.deepEqual(await bytesOf(f, ask(200, 299, 2)), blob.subarray(200, 300))
    assert.deepEqual(
      log.map(e => e.at),
      ['cdn', 'registry', 'cdn']
    )
    f.close()
  })

  test('a server that answers a Range request with the whole blob: RangeIgnoredError, a source fault', async () => {
    const { f } = fetcher(1)
    cdnPlan = ['whole']
    await assert.rejects(bytesOf(f, ask(10, 19, 0)), (e: Error) => {
      assert.ok(e instanceof RangeIgnoredError)
      assert.equal((e as RangeIgnoredError).fault, 'source')
      assert.match(e.message, /ignores Range/)
      return true
    })
    // The next range is served (the connection was given back).
    assert.deepEqual(await bytesOf(f, ask(20, 29, 1)), blob.subarray(20, 30))
    f.close()
  })

  test('close(): a range waiting for a connection fails with the reason, the one being read is closed', async () => {
    const { f } = fetcher(1)
    cdnPlan = ['hold']
    const reading = bytesOf(f, ask(0, 999, 0))
    await until(() => held.length === 1)
    const waiting = bytesOf(f, ask(1000, 1999, 1))
    f.close(new Error('let go'))
    await assert.rejects(waiting, /let go/)
    await assert.rejects(reading, /let go/)
    held.shift()!() // the server's late answer goes nowhere
    assert.equal(log.filter(e => e.at === 'cdn').length, 1, 'the waiting range never asked')
  })

  test('a consumer that lets go of one range (its signal) frees its connection for the next', async () => {
    const { f } = fetcher(1)
    cdnPlan = ['hold']
    const stop = new AbortController()
    const first = bytesOf(f, { ...ask(0, 999, 0), signal: stop.signal })
    await until(() => held.length === 1)
    const next = bytesOf(f, ask(1000, 1999, 1))
    stop.abort(new Error('not needed'))
    await assert.rejects(first, /not needed/)
    assert.deepEqual(await next, blob.subarray(1000, 2000))
    held.shift()!()
    f.close()
  })

  test('a new source: later ranges come from it, the old CDN URL forgotten, the generation counted', async () => {
    const { f, logger } = fetcher(1)
    await bytesOf(f, ask(0, 9, 0))
    assert.equal(f.generation, 0)
    const next = new Transport({ registry: `127.0.0.1:${port}`, scheme: 'http', repository: 'other', logger })
    f.use(next)
    assert.equal(f.generation, 1)
    assert.equal(f.transport, next)
    log = []
    await bytesOf(f, ask(10, 19, 1))
    assert.deepEqual(
      log.map(e => e.at),
      ['registry', 'cdn'],
      'asked the new source first'
    )
    f.close()
  })
})
