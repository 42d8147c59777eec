// The spans of an install from a seek index (src/seek/fetch/spans.ts SpanQueue), alone: a real gzip
// layer (one member, as registry clients write), its index built by the project's builder, the
// spans fetched over a real Transport from a real HTTP server on 127.0.0.1 and inflated on the real
// inflate pool. What is pinned: every span's output is the layer's tar bytes at its place, in job
// order; a layer's header is its blob's first bytes; a span that arrives corrupt is fetched again,
// twice corrupt is the source's fault unless a next source serves it (the spans verified are
// kept); a span whose bytes verify but do not inflate is the index's fault (IndexMismatchError).
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { MAX_ALIVE_BYTES, SpanQueue, type SpanJob } from '../../../../src/seek/fetch/spans.ts'
import { InflatePool } from '../../../../src/seek/inflate/inflate-pool.ts'
import { spanOut } from '../../../../src/seek/index/layout.ts'
import type { LayerIndex } from '../../../../src/seek/index/model.ts'
import { ConnectionLimit } from '../../../../src/oci/blob/connections.ts'
import { Transport } from '../../../../src/oci/http/transport.ts'
import { IntegrityError } from '../../../../src/oci/errors.ts'
import { tar } from '../../../harness/tar-writer.ts'
import { indexOfLayer, recordingLogger } from '../../../harness/helpers.ts'

const words = (n: number) => {
  const w = ['rocm', 'hip', 'kernel', 'gfx1036', 'amdgpu', 'offload', 'clang', 'lld']
  let s = ''
  while (s.length < n) s += w[(s.length * 7) % w.length] + ' '
  return s.slice(0, n)
}
const layerTar = tar([
  { path: 'opt/rocm/lib/liba.so', body: words(300_000) },
  { path: 'opt/rocm/lib/libb.so', body: randomBytes(200_000) },
  { path: 'opt/rocm/bin/hipcc', body: words(150_000) }
])
const blob = gzipSync(layerTar, { level: 6 })
const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`
let index: LayerIndex
/** The server flips a bit of the next answers to these ranges (`first-last`), once each per listing. */
let corrupt: string[] = []
/** Requests answered 404 (as by a repository that lacks the blob), as `repo first-last`. */
let refuse: string[] = []
const served: { repo: string; range: string }[] = []
/** Answers to these ranges (`first-last`) wait until their promise settles; when each was sent (performance.now()). */
let hold = new Map<string, Promise<unknown>>()
const released = new Map<string, number>()
/** Blobs served to a repository other than the layer's own, by repository. */
const blobs = new Map<string, Buffer>()
let server: Server
let port = 0

before(async () => {
  server = createServer((req, res) => {
    const m = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''))
    if (!m) {
      // The whole blob (SpanQueue.blame asks for it so).
      served.push({ repo: req.url!.split('/')[2], range: 'whole' })
      const whole = blobs.get(req.url!.split('/')[2]) ?? blob
      res.writeHead(200, { 'content-length': whole.length })
      res.end(whole)
      return
    }
    const [from, to] = [Number(m[1]), Number(m[2])]
    served.push({ repo: req.url!.split('/')[2], range: `${from}-${to}` })
    if (refuse.includes(`${req.url!.split('/')[2]} ${from}-${to}`)) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end('{"errors":[{"code":"BLOB_UNKNOWN","message":"blob unknown to registry"}]}')
      return
    }
    let body = (blobs.get(req.url!.split('/')[2]) ?? blob).subarray(from, to + 1)
    const k = corrupt.indexOf(`${from}-${to}`)
    if (k >= 0) {
      corrupt.splice(k, 1)
      body = Buffer.from(body)
      body[body.length >> 1] ^= 1
    }
    const answer = () => {
      released.set(`${from}-${to}`, performance.now())
      res.writeHead(206, {
        'content-range': `bytes ${from}-${to}/${(blobs.get(req.url!.split('/')[2]) ?? blob).length}`,
        'content-length': body.length
      })
      res.end(body)
    }
    const gate = hold.get(`${from}-${to}`)
    if (gate) void gate.finally(answer)
    else answer()
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
  index = await indexOfLayer(blob, digest, 64 << 10)
})
after(() => server.close())

const transport = (repo: string) =>
  new Transport({
    registry: `127.0.0.1:${port}`,
    scheme: 'http',
    repository: repo,
    logger: recordingLogger()
  })

/** A queue over every span of the layer; its jobs' outputs read whole, in order. */
async function readAll(
  o: { repo?: string; next?: string; layer?: LayerIndex; limit?: ConnectionLimit } = {}
) {
  const layer = o.layer ?? index
  const logger = recordingLogger()
  const jobs: SpanJob[] = layer.spans.map((_, j) => {
    const [outStart, outEnd] = spanOut(layer, j)
    return { layer: 0, span: j, outStart, outEnd }
  })
  const pool = new InflatePool(1)
  let next = o.next ? transport(o.next) : undefined
  const queue = new SpanQueue({
    transport: transport(o.repo ?? 'r'),
    layers: [layer],
    jobs,
    inflatePool: pool,
    limit: o.limit ?? new ConnectionLimit(2, false),
    deadline: { stallMs: 5000, minBytesPerSecond: 0 },
    logger,
    keepCompressed: () => true,
    nextSource: () => {
      const t = next
      next = undefined
      return t
    }
  })
  try {
    const head = await queue.head(0)
    const outs: Buffer[] = []
    const kept: Buffer[] = []
    for (const [k, job] of jobs.entries()) {
      const { out, compressed } = await queue.take(k)
      const pieces: Buffer[] = []
      for (let i = 0; i < out.count; i++) pieces.push(Buffer.from(await out.take(i)))
      const whole = Buffer.concat(pieces)
      assert.equal(whole.length, job.outEnd - job.outStart)
      outs.push(whole)
      const c = await compressed
      if (c) {
        kept.push(Buffer.from(c))
        queue.giveBack(c)
      }
      queue.done(k)
    }
    return { head, outs, jobs, logger, kept }
  } finally {
    queue.close()
    await queue.settled()
    await pool.close()
  }
}

describe('the spans of a seek-index install', () => {
  test('every span inflates to the layer’s tar bytes at its place, in job order; the header is the blob’s first bytes', async () => {
    assert.ok(index.spans.length >= 4, `${index.spans.length} spans`)
    const { head, outs, jobs } = await readAll()
    assert.deepEqual(head, blob.subarray(0, index.spans[0].offset))
    for (const [k, job] of jobs.entries())
      assert.ok(outs[k].equals(layerTar.subarray(job.outStart, job.outEnd)), `span ${k + 1}`)
  })

  test('a layer fetched whole gets each span’s compressed bytes back from the thread as fetched, first byte too, without a copy', async () => {
    const { kept } = await readAll()
    assert.equal(kept.length, index.spans.length)
    for (const [j, sp] of index.spans.entries())
      assert.ok(kept[j].equals(blob.subarray(sp.offset, sp.offset + sp.length)), `span ${j + 1}`)
  })

  test('the spans alive at once are bounded by the largest span, not the mean (issue 49 item 7)', async () => {
    // 120 small spans of text (base64: small deflate blocks, so a checkpoint every 64 KiB), then one span of 12 MiB that cannot compress (its
    // checkpoints dropped, as a hostile index may): MAX_ALIVE_BYTES / 12 MiB = 8 jobs at most.
    // Nothing is taken: every job started is fetched, so the spans asked for are the jobs started.
    // By the mean (~150 KiB) the queue started over 50 of them, each holding its span.
    const big = tar([
      { path: 'opt/rocm/share/words.txt', body: randomBytes(90 * (64 << 10)).toString('base64') },
      { path: 'opt/rocm/lib/libbig.so', body: randomBytes(12 << 20) }
    ])
    const bigBlob = gzipSync(big, { level: 1 })
    const bigDigest = `sha256:${createHash('sha256').update(bigBlob).digest('hex')}`
    blobs.set('big', bigBlob)
    const built = await indexOfLayer(bigBlob, bigDigest, 64 << 10)
    // Every checkpoint in the random file's output dropped: its span runs to the blob's end.
    // The last checkpoint before the random file's bytes (its header follows the text's padded end).
    const text = 4 * Math.ceil((90 * (64 << 10)) / 3)
    const randomStart = 512 + Math.ceil(text / 512) * 512 + 512
    const at = built.checkpoints.findLastIndex(c => c.out <= randomStart)
    assert.ok(at > 60, `${at} small spans`)
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
    const lastOffset = built.spans[at].offset
    const layer: LayerIndex = {
      ...built,
      checkpoints: built.checkpoints.slice(0, at + 1),
      spans: [
        ...built.spans.slice(0, at),
        { offset: lastOffset, length: bigBlob.length - lastOffset, sha256: sha(bigBlob.subarray(lastOffset)) }
      ],
      lastMember: undefined
    }
    assert.ok(layer.spans[at].length > 12 << 20)
    const jobs: SpanJob[] = layer.spans.map((_, j) => {
      const [outStart, outEnd] = spanOut(layer, j)
      return { layer: 0, span: j, outStart, outEnd }
    })
    const pool = new InflatePool(1)
    served.length = 0
    const queue = new SpanQueue({
      transport: transport('big'),
      layers: [layer],
      jobs,
      inflatePool: pool,
      limit: new ConnectionLimit(2, false),
      deadline: { stallMs: 5000, minBytesPerSecond: 0 },
      logger: recordingLogger(),
      keepCompressed: () => true
    })
    try {
      assert.equal(queue.maxAlive, Math.floor(MAX_ALIVE_BYTES / layer.spans[at].length))
      await new Promise(r => setTimeout(r, 700))
      const starts = new Set(layer.spans.map(x => String(x.offset)))
      const asked = new Set(
        served
          .filter(x => x.repo === 'big')
          .map(x => x.range.split('-')[0])
          .filter(x => starts.has(x))
      )
      assert.ok(asked.size >= 2, `${asked.size} spans asked for`)
      assert.ok(asked.size <= queue.maxAlive, `${asked.size} spans asked for, more than ${queue.maxAlive}`)
    } finally {
      queue.close()
      await queue.settled()
      await pool.close()
      blobs.delete('big')
    }
  })

  test('a span that arrives corrupt is fetched again and used; the same span corrupt twice fails as the source’s', async () => {
    const s = index.spans[2]
    const range = `${s.offset}-${s.offset + s.length - 1}`
    corrupt = [range]
    const once = await readAll()
    assert.match(
      once.logger.text(),
      /span 3 of \d+: its bytes do not match the index's sha256; fetching it again/
    )
    assert.ok(once.outs[2].equals(layerTar.subarray(once.jobs[2].outStart, once.jobs[2].outEnd)))
    corrupt = [range, range]
    await assert.rejects(readAll(), (e: Error) => {
      assert.ok(e instanceof IntegrityError, String(e))
      assert.match(e.message, /twice in a row/)
      return true
    })
    corrupt = []
  })

  test('twice corrupt from one source: the next source serves that span and the rest, the spans verified are kept', async () => {
    const s = index.spans[2]
    const range = `${s.offset}-${s.offset + s.length - 1}`
    corrupt = [range, range]
    served.length = 0
    const r = await readAll({ repo: 'first', next: 'mirror' })
    // Both sources named by repository (issue 49 item 11: two mirrors on one registry read the same).
    assert.match(
      r.logger.text(),
      /\S+\/first failed: .* Fetching it and the rest from \S+\/mirror; the \d+ spans already verified are kept/
    )
    for (const [k, job] of r.jobs.entries())
      assert.ok(r.outs[k].equals(layerTar.subarray(job.outStart, job.outEnd)))
    // Spans verified from the first source were not fetched again from the mirror.
    const fromMirror = served.filter(x => x.repo === 'mirror').map(x => x.range)
    const first = index.spans[0]
    assert.ok(
      !fromMirror.includes(`${first.offset}-${first.offset + first.length - 1}`),
      fromMirror.join(' ')
    )
    assert.ok(fromMirror.includes(range))
    corrupt = []
  })

  test('auto connections hear of a wait for a span while it lasts, not only when its bytes come', async () => {
    // Span 4's answer is held until the count grows (20 s at most): the applier waits for it at
    // one connection. An ordering, not a race: told of the wait only when the bytes come, the
    // count could not grow before they were sent, and the test would end at the cap, failed.
    const s = index.spans[3]
    const range = `${s.offset}-${s.offset + s.length - 1}`
    released.clear()
    const limit = new ConnectionLimit(4, true, { eager: true })
    let grewAt: number | undefined
    let cap: NodeJS.Timeout | undefined
    const grew = new Promise<void>(r => {
      limit.watch(() => {
        grewAt ??= performance.now()
        r()
      })
      cap = setTimeout(r, 20_000)
    })
    hold = new Map([[range, grew]])
    try {
      const r = await readAll({ limit })
      for (const [k, job] of r.jobs.entries())
        assert.ok(r.outs[k].equals(layerTar.subarray(job.outStart, job.outEnd)), `span ${k + 1}`)
      assert.ok(grewAt !== undefined, 'the count grew')
      assert.ok(grewAt <= released.get(range)!, 'it grew while the applier waited')
      assert.match(r.logger.text(), /waited for span job 4; 2 connections now/)
    } finally {
      clearTimeout(cap)
      hold = new Map()
    }
  })

  test('a layer header this source fails is fetched from the next source, as a span is', async () => {
    refuse = [`first 0-${index.spans[0].offset - 1}`]
    served.length = 0
    try {
      const r = await readAll({ repo: 'first', next: 'mirror' })
      assert.deepEqual(r.head, blob.subarray(0, index.spans[0].offset))
      assert.match(r.logger.text(), /Fetching it and the rest from /)
      assert.ok(served.some(x => x.repo === 'mirror' && x.range === `0-${index.spans[0].offset - 1}`))
      for (const [k, job] of r.jobs.entries())
        assert.ok(r.outs[k].equals(layerTar.subarray(job.outStart, job.outEnd)))
      // With no next source, the same refusal fails the queue as the source's.
      await assert.rejects(readAll({ repo: 'first' }))
    } finally {
      refuse = []
    }
  })

  test('a span every source sends other than the index says, in a blob that is its digest’s: the index’s fault, the blob fetched once to tell (issue 49 item 10)', async () => {
    // Another image's index, say: span 2's sha256 is not this blob's, the sizes all agree.
    const other: LayerIndex = {
      ...index,
      spans: index.spans.map((x, j) => (j === 1 ? { ...x, sha256: 'e'.repeat(64) } : x))
    }
    served.length = 0
    await assert.rejects(readAll({ layer: other }), (e: Error) => {
      assert.equal(e.name, 'IndexMismatchError', String(e))
      assert.match(
        e.message,
        /span 2 of \d+: the layer's blob matches its digest, but its bytes there are not the ones the seek index names/
      )
      return true
    })
    assert.equal(served.filter(x => x.range === 'whole').length, 1, 'the whole blob, once')
    // Sent corrupt twice by the source while the blob is right: still the source's (the test above),
    // after the same one look at the whole blob.
    const sp = index.spans[1]
    const range = `${sp.offset}-${sp.offset + sp.length - 1}`
    corrupt = [range, range]
    served.length = 0
    await assert.rejects(
      readAll(),
      (e: Error) => e instanceof IntegrityError && /twice in a row/.test(e.message)
    )
    assert.equal(served.filter(x => x.range === 'whole').length, 1)
    corrupt = []
  })

  test('a span whose bytes match the index but do not inflate from its checkpoint: the index’s fault, named so', async () => {
    // The index's checkpoint for span 2 is moved one bit: its bytes still hash right.
    const bad: LayerIndex = {
      ...index,
      checkpoints: index.checkpoints.map((c, j) => (j === 1 ? { ...c, bit: c.bit + 1 } : c))
    }
    await assert.rejects(readAll({ layer: bad }), (e: Error) => {
      assert.match(
        e.message,
        /does not inflate from the index's checkpoint.*the seek index does not describe this blob/
      )
      assert.equal(e.name, 'IndexMismatchError')
      return true
    })
  })
})
