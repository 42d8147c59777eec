// The one resume loop for blob bytes (src/oci/blob/resume.ts readRange), alone, against a real
// HTTP server on 127.0.0.1 that serves one blob with Range and misbehaves on request: a body that
// drops, one that ends short, a Content-Range that is not what was asked, the whole blob where a
// range was asked, a server that drops every time without progress, a consumer that lets go.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, get, type Server } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { readRange, type RangeRead } from '../../../../src/oci/blob/resume.ts'
import type { Response } from '../../../../src/oci/http/transport.ts'
import { IntegrityError, RegistryError } from '../../../../src/oci/errors.ts'
import { recordingLogger } from '../../../harness/helpers.ts'

const blob = randomBytes(300_000)
/** What the server does with the next requests, one rule each, then serves honestly. */
type Misbehaviour = 'drop' | 'short' | 'wrong-range' | 'whole' | 'drop-at-once'
let plan: Misbehaviour[] = []
const asked: string[] = []
let server: Server
let base = ''

before(async () => {
  server = createServer((req, res) => {
    const m = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''))
    asked.push(String(req.headers.range ?? 'none'))
    const how = plan.shift()
    if (!m || how === 'whole') {
      res.writeHead(200, { 'content-length': blob.length })
      return res.end(blob)
    }
    let from = Number(m[1])
    const to = Math.min(Number(m[2]), blob.length - 1)
    if (how === 'wrong-range') from += 1
    const body = blob.subarray(from, to + 1)
    res.writeHead(206, {
      'content-range': `bytes ${from}-${to}/${blob.length}`,
      // Short: no length, so the body ends cleanly (its last chunk sent) after 1,000 bytes.
      ...(how === 'short' ? {} : { 'content-length': body.length })
    })
    if (how === 'drop' || how === 'drop-at-once') {
      res.write(body.subarray(0, how === 'drop' ? 100_000 : 10), () =>
        setTimeout(() => res.socket?.destroy(), 20)
      )
      return
    }
    if (how === 'short') {
      return res.end(body.subarray(0, 1000))
    }
    res.end(body)
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blob`
})
after(() => server.close())

/** A GET of `url` as the transport's Response (what readRange's `ask` hands it). */
function getResponse(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, message => {
      resolve({
        status: message.statusCode ?? 0,
        headers: message.headers,
        message: message as Response['message'],
        url,
        readBody: async () => {
          let s = ''
          for await (const c of message) s += String(c)
          return s
        }
      })
    }).on('error', reject)
  })
}

const ask = (range: string) => getResponse(base, { range })

function read(first: number, last: number, o: Partial<RangeRead> = {}) {
  const logger = recordingLogger()
  const r: RangeRead = {
    what: 'Blob x',
    part: 'part 2 of 3',
    host: '127.0.0.1',
    first,
    last,
    ask: from => ask(`bytes=${from}-${last}`),
    whole: () => {
      throw new RegistryError('the server stopped honouring Range')
    },
    describe: (status, body) => new RegistryError(`HTTP ${status}: ${body}`),
    deadline: { stallMs: 2000, minBytesPerSecond: 0 },
    maxResumes: 3,
    logger,
    ...o
  }
  const all = async () => {
    const out: Buffer[] = []
    for await (const c of readRange(r)) out.push(c)
    return Buffer.concat(out)
  }
  return { logger, all }
}

describe('readRange, the one resume loop', () => {
  test('a range comes whole and in order; the bytes are counted as they come', async () => {
    plan = []
    let counted = 0
    const got = await read(1000, 250_999, { onBytes: n => (counted += n) }).all()
    assert.ok(got.equals(blob.subarray(1000, 251_000)))
    assert.equal(counted, 250_000)
  })

  test('a drop resumes from the last byte received, logged as information', async () => {
    plan = ['drop']
    asked.length = 0
    const { logger, all } = read(0, blob.length - 1)
    assert.ok((await all()).equals(blob))
    assert.equal(asked[0], `bytes=0-${blob.length - 1}`)
    assert.equal(asked[1], `bytes=100000-${blob.length - 1}`)
    assert.ok(
      logger.lines.some(l => /part 2 of 3: connection dropped at byte 100000.*resuming that part/.test(l)),
      logger.text()
    )
  })

  test('a body that ends short resumes too', async () => {
    plan = ['short']
    asked.length = 0
    const { logger, all } = read(5000, 105_000)
    assert.ok((await all()).equals(blob.subarray(5000, 105_001)))
    assert.equal(asked[1], 'bytes=6000-105000')
    assert.ok(
      logger.lines.some(l => /the response ended at byte 6000; resuming that part/.test(l)),
      logger.text()
    )
  })

  test('a Content-Range other than the one asked for is refused, naming both', async () => {
    plan = ['wrong-range']
    await assert.rejects(read(0, 9999).all(), (e: Error) => {
      assert.ok(e instanceof RegistryError)
      assert.match(e.message, /asked for bytes 0-9999, the server answered bytes 1-9999/)
      return true
    })
  })

  test('the whole blob where a range was asked goes to the caller (who refuses it here)', async () => {
    plan = ['whole']
    await assert.rejects(read(10, 99).all(), /stopped honouring Range/)
  })

  test('the whole blob answering a resume, accepted (one stream of a whole blob): what was read is skipped', async () => {
    plan = ['drop', 'whole']
    const got = await read(0, blob.length - 1, { part: undefined, whole: () => {} }).all()
    assert.ok(got.equals(blob))
  })

  test('drops without real progress end it after maxResumes, saying where', async () => {
    plan = ['drop-at-once', 'drop-at-once', 'drop-at-once', 'drop-at-once', 'drop-at-once']
    await assert.rejects(read(0, blob.length - 1).all(), (e: Error) => {
      assert.ok(e instanceof RegistryError)
      assert.match(e.message, /part 2 of 3: the connection dropped 3 times in a row without real progress/)
      return true
    })
    plan = []
  })

  test('an answer reaching past the range asked for is refused before any byte is read', async () => {
    plan = []
    // The caller asks the server for more than the range it reads.
    await assert.rejects(read(0, 999, { ask: () => ask('bytes=0-1999') }).all(), (e: Error) => {
      assert.ok(e instanceof RegistryError)
      assert.match(e.message, /asked for bytes 0-999, the server answered bytes 0-1999/)
      return true
    })
  })

  test('a body longer than its Content-Range is an integrity error', async () => {
    plan = []
    // A 206 whose Content-Range says 0-999 but whose body carries 2,000 bytes.
    const lying = createServer((_req, res) => {
      res.writeHead(206, { 'content-range': `bytes 0-999/${blob.length}` })
      res.end(blob.subarray(0, 2000))
    })
    await new Promise<void>(r => lying.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(lying.address() as AddressInfo).port}/`
    const askLying = () => getResponse(url)
    try {
      await assert.rejects(read(0, 999, { ask: askLying }).all(), (e: Error) => {
        assert.ok(e instanceof IntegrityError, String(e))
        assert.match(e.message, /part 2 of 3 is longer than the 1000 bytes asked for/)
        return true
      })
    } finally {
      lying.close()
    }
  })

  test('a consumer that let go asks for nothing more', async () => {
    plan = []
    asked.length = 0
    const stop = new AbortController()
    stop.abort(new Error('the blob was closed'))
    await assert.rejects(read(0, 999, { signal: stop.signal }).all(), /the blob was closed/)
    assert.deepEqual(asked, [])
  })
})
