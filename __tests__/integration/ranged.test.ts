// Large blobs over several connections (ranged.ts), through the real harness registry and its CDN
// stand-in behind fault proxies: parts fetched in parallel and reassembled in order into the same
// verification; a part that drops is resumed on its own; a server that ignores Range gets one stream.
import { describe, test } from 'node:test'
import { join } from 'node:path'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Transport, parsePlatform, resolveImage } from '../../src/oci/index.ts'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage, type BuiltImage } from '../harness/image.ts'
import { proxiedRegistry } from '../harness/fault-proxy.ts'
import { WAITING_BLOB_SLOTS } from '../../src/oci/blob/ranged.ts'
import { openBlob, readAll, recordingLogger, tempDir } from '../harness/helpers.ts'
import { BlobThread } from '../../src/oci/blob/download-thread.ts'
import { NEXT_BLOB_AHEAD_BYTES } from '../../src/pipeline/schedule.ts'
import { layerKit } from '../harness/layer-kit.ts'
import { DEFAULT_NETWORK } from '../../src/config/inputs.ts'

const h = loadHarness()
const MiB = 1 << 20

let big: BuiltImage | undefined
async function bigImage(repo: string): Promise<BuiltImage> {
  // 40 MiB of random bytes, stored plain: over the 32 MiB threshold, 10 parts of 4 MiB.
  big ??= buildImage({
    layers: [
      { entries: [{ path: 'opt/rocm/lib/libbig.so', body: randomBytes(40 * MiB) }], compression: 'none' }
    ]
  })
  await pushImage(h, repo, big)
  return big
}

const transport = (host: string, repo: string, logger = recordingLogger()) =>
  new Transport({
    registry: host,
    repository: repo,
    logger,
    backoffMs: 20,
    maxWaitMs: 500
  })
const RANGED = { connections: 4, partBytes: 4 * MiB }

describe('ranged downloads', () => {
  test('auto connections: a link slower than the consumer gets more parts in flight; one that outruns it keeps one', async () => {
    const img = await bigImage('ranged/auto')
    const p = await proxiedRegistry(h)
    const AUTO = { connections: 8, adaptive: true, partBytes: 2 * MiB }
    try {
      // Slow link (2 MiB/s a connection), a consumer that reads as fast as it can.
      p.cdn.limit({ bytesPerSecond: 2 * MiB, latencyMs: 20 })
      const slowLog = recordingLogger()
      const t1 = transport(p.reg.host, 'ranged/auto', slowLog)
      const r = await resolveImage(t1, img.pinDigest, parsePlatform('linux/amd64'))
      const bytes = await readAll(openBlob(t1, r.layers[0], { logger: slowLog }, AUTO))
      assert.ok(bytes.equals(img.blobs[0].data!))
      const grew = slowLog.lines.filter(l => /connections now/.test(l))
      assert.ok(grew.length >= 3, `grew to ${grew.length + 1} connections:\n${slowLog.text()}`)
      assert.ok(grew.length <= 7, 'at most 8')
      t1.dispose()
    } finally {
      await p.stop()
    }
    const q = await proxiedRegistry(h)
    try {
      // Localhost, no cap, and a consumer that takes 1 ms per chunk: the data is always there.
      const fastLog = recordingLogger()
      const t2 = transport(q.reg.host, 'ranged/auto', fastLog)
      const r = await resolveImage(t2, img.pinDigest, parsePlatform('linux/amd64'))
      let n = 0
      for await (const c of openBlob(t2, r.layers[0], { logger: fastLog }, AUTO) as AsyncIterable<Buffer>) {
        n += c.length
        await new Promise(res => setTimeout(res, 1))
      }
      assert.equal(n, img.blobs[0].size)
      assert.deepEqual(
        fastLog.lines.filter(l => /connections now/.test(l)),
        [],
        'one connection outran the consumer: it stayed one'
      )
      const hex = img.layerDigests[0].slice(7)
      const parts = q.cdn.log.filter(e => e.path.includes(hex))
      // One connection: the part being read, and the next one asked for ahead of it (it waits in
      // its socket until its turn), never more.
      const most = Math.max(
        ...parts.map(a => parts.filter(b => b.start <= a.start && (b.end ?? Infinity) > a.start + 5).length)
      )
      assert.ok(most <= 2, `${most} parts at once with one connection`)
      t2.dispose()
    } finally {
      await q.stop()
    }
  })

  test('auto connections over a link that punishes more of them: what did not raise the rate is given back, for good', async () => {
    const img = await bigImage('ranged/auto')
    const p = await proxiedRegistry(h)
    try {
      // 8 MiB/s in all over one connection, 5.3 over two, 2.9 over eight.
      p.cdn.limit({ bytesPerSecond: 8 * MiB, latencyMs: 20, punish: 0.5 })
      const log = recordingLogger()
      const t = transport(p.reg.host, 'ranged/auto', log)
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      const bytes = await readAll(
        openBlob(t, r.layers[0], { logger: log }, { connections: 8, adaptive: true, partBytes: 2 * MiB })
      )
      assert.ok(bytes.equals(img.blobs[0].data!))
      // Every trial kept raised the rate it measured by 10%; the one that did not was given back,
      // and the count never grew again (before the controller gave back, auto went to 8 here).
      const trials = log.lines.filter(l => /connections delivered/.test(l))
      for (const l of trials.filter(x => x.endsWith('kept.'))) {
        const [, after, before] = /delivered ([\d.]+) MiB\/s against ([\d.]+)/.exec(l)!
        assert.ok(Number(after) >= 1.1 * Number(before), l)
      }
      const back = log.lines.findIndex(l => /back to \d+( \([^)]*\))?, and no more/.test(l))
      assert.ok(back >= 0, `nothing given back:\n${log.text()}`)
      assert.deepEqual(
        log.lines.slice(back).filter(l => /connections now/.test(l)),
        [],
        'no growth after the give-back'
      )
      const kept = Number(/back to (\d+)/.exec(log.lines[back])![1])
      assert.ok(kept < 4, `kept ${kept}`)
      // The parts at the end overlap no more than that count allows (and the part asked ahead).
      const hex = img.layerDigests[0].slice(7)
      const parts = p.cdn.log.filter(e => e.path.includes(hex))
      const tail = parts.slice(-4)
      const most = Math.max(
        ...tail.map(a => tail.filter(b => b.start <= a.start && (b.end ?? Infinity) > a.start + 5).length)
      )
      assert.ok(most <= kept + 1, `${most} parts at once at the end, with ${kept} connections`)
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('auto connections on the download thread grow only on waits that leave the reader with nothing to read', async () => {
    const img = await bigImage('ranged/auto')
    const p = await proxiedRegistry(h)
    const AUTO = { connections: 8, adaptive: true, partBytes: 2 * MiB, backoffMs: 20, maxWaitMs: 500 }
    /** Reads the thread's stream as the decompressor does, holding each 1 MiB buffer `holdMs`. */
    const read = async (holdMs: number) => {
      const logger = recordingLogger()
      const thread = new BlobThread({ registry: p.reg.host, repository: 'ranged/auto', ...AUTO }, logger)
      try {
        const r = await resolveImage(
          transport(p.reg.host, 'ranged/auto'),
          img.pinDigest,
          parsePlatform('linux/amd64')
        )
        let n = 0
        for await (const c of thread.open(r.layers[0]) as AsyncIterable<Buffer>) {
          n += c.length
          if (holdMs) await new Promise(res => setTimeout(res, holdMs))
          thread.lent(c)?.()
        }
        assert.equal(n, img.blobs[0].size)
        return logger.lines.filter(l => /connections now/.test(l))
      } finally {
        await thread.close()
      }
    }
    try {
      // 8 MiB/s a connection; a reader of ~6.7 MiB/s, slower than one connection: while it holds
      // a buffer the thread waits for the network, but the reader is the bound, not the link.
      p.cdn.limit({ bytesPerSecond: 8 * MiB, latencyMs: 20 })
      assert.deepEqual(await read(150), [], 'a reader that holds bytes keeps one connection')
      // The same link and a reader that takes bytes as they come: it starves, so more connections.
      const grew = await read(0)
      // At least once: at one connection the next part is already asked for, so the first trial
      // (two) may show no gain over this link and be given back (connections.ts starved()).
      assert.ok(grew.length >= 1, `a starving reader gets more connections: ${grew.join('\n')}`)
    } finally {
      await p.stop()
    }
  })

  test('the part being read reaches the reader as it arrives, not once it is whole', async () => {
    const img = await bigImage('ranged/stream')
    const p = await proxiedRegistry(h)
    try {
      // 4 MiB parts at 4 MiB/s a connection: each part takes about a second to arrive.
      p.cdn.limit({ bytesPerSecond: 4 * MiB, latencyMs: 20 })
      const t = transport(p.reg.host, 'ranged/stream')
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      let n = 0
      /** When the reader got the first chunk of the first part. */
      let firstChunkAt: number | undefined
      for await (const c of openBlob(
        t,
        r.layers[0],
        { logger: recordingLogger() },
        RANGED
      ) as AsyncIterable<Buffer>) {
        firstChunkAt ??= performance.now()
        n += c.length
      }
      assert.equal(n, img.blobs[0].size)
      // Order, not milliseconds: the part being read reached the reader before the proxy had sent
      // all of it (held whole, its first chunk would come only after its response ended).
      const first =
        p.cdn.log.find(e => e.range?.startsWith('bytes=0-')) ??
        p.reg.log.find(e => e.range?.startsWith('bytes=0-'))
      assert.ok(first?.end !== undefined, 'the first part was asked for with Range')
      assert.ok(
        firstChunkAt! < first.end,
        `the first part's first chunk came ${Math.round(firstChunkAt! - first.end)} ms after its response ended: parts came whole`
      )
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('the part read next goes at the reader’s pace: a reader that stops leaves the rest of it in the socket', async () => {
    const img = await bigImage('ranged/pace')
    const t = transport(h.registry, 'ranged/pace')
    const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
    let pulled = 0
    // auto: one connection to begin with, parts of 8 MiB (40 MiB: five of them).
    const blob = openBlob(
      t,
      r.layers[0],
      { logger: recordingLogger(), onBytes: n => (pulled += n) },
      { connections: 8, adaptive: true, partBytes: 8 * MiB }
    )
    const it = (blob as AsyncIterable<Buffer>)[Symbol.asyncIterator]()
    let n = (await it.next()).value!.length
    // The reader is busy for a second (as a layer waiting its turn is): localhost would deliver
    // the whole first part, and more, in that time.
    await new Promise(res => setTimeout(res, 1000))
    const during = pulled
    for (let c = await it.next(); !c.done; c = await it.next()) n += c.value.length
    assert.equal(n, img.blobs[0].size)
    assert.ok(
      during < 4 * MiB,
      `${(during / MiB).toFixed(1)} MiB were read off the socket for a reader that had taken one chunk`
    )
    t.dispose()
  })

  test('one connection streams the rest of the blob as one request; when the count grows it is cut at a part’s end and the parts after it go in parallel', async () => {
    const img = await bigImage('ranged/tail')
    const hex = img.layerDigests[0].slice(7)
    const size = img.blobs[0].size
    const PART = 4 * MiB
    const read = async (p: Awaited<ReturnType<typeof proxiedRegistry>>, holdMs: number) => {
      const log = recordingLogger()
      const t = transport(p.reg.host, 'ranged/tail', log)
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      // auto: one connection to begin with.
      const blob = openBlob(
        t,
        r.layers[0],
        { logger: log },
        { connections: 8, adaptive: true, partBytes: PART }
      )
      const chunks: Buffer[] = []
      for await (const c of blob as AsyncIterable<Buffer>) {
        chunks.push(c)
        if (holdMs) await new Promise(res => setTimeout(res, holdMs))
      }
      t.dispose()
      assert.ok(Buffer.concat(chunks).equals(img.blobs[0].data!), 'the blob, in order')
      return { log, asked: p.cdn.log.filter(e => e.path.includes(hex)) }
    }
    // Bandwidth to spare, every response 80 ms late, a reader that holds each chunk 1 ms: one
    // connection outruns it, so the count stays one and the blob is one request (in parts of
    // 4 MiB, ten of them, each a request's round trip that the reader could wait for).
    const fast = await proxiedRegistry(h)
    try {
      fast.cdn.limit({ bytesPerSecond: 1 << 30, latencyMs: 80 })
      const { log, asked } = await read(fast, 1)
      assert.deepEqual(
        log.lines.filter(l => /connections now/.test(l)),
        [],
        'it stayed one'
      )
      assert.deepEqual(
        asked.map(e => e.range),
        [`bytes=0-${size - 1}`],
        'one request for the whole blob'
      )
    } finally {
      await fast.stop()
    }
    // 2 MiB/s a connection and a reader that takes bytes as they come: the count grows, and the
    // tail is cut where a part ends: its answer stops there, and every later range starts at a part
    // boundary, none asked for twice, together the rest of the blob.
    const slow = await proxiedRegistry(h)
    try {
      slow.cdn.limit({ bytesPerSecond: 2 * MiB, latencyMs: 20 })
      const { log, asked } = await read(slow, 0)
      assert.ok(
        log.lines.some(l => /connections now/.test(l)),
        `the count grew:\n${log.text()}`
      )
      assert.equal(asked[0].range, `bytes=0-${size - 1}`, 'first the tail, the whole blob')
      const later = asked.slice(1).map(e => Number(/^bytes=(\d+)-/.exec(e.range ?? '')![1]))
      assert.ok(later.length > 0, 'parts after the tail')
      const cutAt = Math.min(...later)
      assert.equal(cutAt % PART, 0, `the tail was cut at ${cutAt}, not at a part's end`)
      assert.ok(asked[0].aborted, 'the tail’s answer was closed at the cut, not read to the end')
      assert.ok(asked[0].bytes < size, `the tail sent ${asked[0].bytes} bytes`)
      for (const k of later) assert.equal(k % PART, 0, `a part from ${k}`)
      assert.equal(new Set(later).size, later.length, `no part asked for twice: ${later.join(', ')}`)
      // Every part from the cut on is in a range asked for: its own, or the rest of the blob again
      // where auto gave its connections back (a tail once more; a loaded machine saw one).
      const ranges = asked.slice(1).map(e =>
        /^bytes=(\d+)-(\d+)$/
          .exec(e.range ?? '')!
          .slice(1)
          .map(Number)
      )
      for (let at = cutAt; at < size; at += PART)
        assert.ok(
          ranges.some(([a, b]) => a <= at && at <= b),
          `the part from ${at} was asked for: ${asked.map(e => e.range).join(', ')}`
        )
    } finally {
      await slow.stop()
    }
  })

  test('a large blob comes in parallel Range parts, in order, verified; a part that drops is resumed on its own', async () => {
    const img = await bigImage('ranged/drop')
    const p = await proxiedRegistry(h)
    try {
      const hex = img.layerDigests[0].slice(7)
      // The third part (from 8 MiB) drops after 1 MiB.
      p.cdn.rule({ match: new RegExp(`GET .*${hex}/data`), range: /^bytes=8388608-/, dropAfter: MiB })
      const logger = recordingLogger()
      const t = transport(p.reg.host, 'ranged/drop', logger)
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      const bytes = await readAll(openBlob(t, r.layers[0], { logger }, RANGED))
      assert.equal(bytes.length, img.blobs[0].size)
      assert.ok(bytes.equals(img.blobs[0].data!), 'the same bytes, in order')
      const parts = p.cdn.log.filter(e => e.path.includes(hex))
      const ranges = parts.map(e => e.range)
      assert.ok(ranges.every(Boolean), 'every request asked for a range')
      assert.equal(new Set(ranges).size, parts.length, 'no part fetched twice from its start')
      assert.ok(
        ranges.includes(`bytes=${9 * MiB}-${12 * MiB - 1}`),
        `the dropped part resumed from its last byte: ${ranges.join(' ')}`
      )
      assert.ok(
        logger.lines.some(w =>
          /part 3 of 11: connection dropped at byte 9437184.*resuming that part/.test(w)
        ) && !logger.warnings.length,
        logger.text()
      )
      // Parts overlapped in time: more than one connection was busy at once.
      const overlapping = parts.filter(a =>
        parts.some(b => a !== b && b.start < (a.end ?? Infinity) && a.start < (b.end ?? Infinity))
      )
      assert.ok(overlapping.length >= 2, 'parts ran in parallel')
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('later parts go straight to the CDN URL the registry redirected to; when it answers 403 (an expired signed URL) the registry is asked for a fresh one', async () => {
    const img = await bigImage('ranged/direct')
    const p = await proxiedRegistry(h)
    try {
      const hex = img.layerDigests[0].slice(7)
      // The part from 24 MiB is refused once, as an expired URL would be.
      p.cdn.rule({ match: new RegExp(`GET .*${hex}/data`), range: /^bytes=25165824-/, status: 403 })
      const logger = recordingLogger()
      const t = transport(p.reg.host, 'ranged/direct', logger)
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      const bytes = await readAll(openBlob(t, r.layers[0], { logger }, RANGED))
      assert.ok(bytes.equals(img.blobs[0].data!), 'the same bytes, in order')
      const atRegistry = p.reg.log.filter(e => e.path.includes(`blobs/${img.layerDigests[0]}`))
      const atCdn = p.cdn.log.filter(e => e.path.includes(hex))
      const parts = Math.ceil(img.blobs[0].size / (4 * MiB))
      assert.equal(atCdn.filter(e => e.status === 206).length, parts, 'every part served by the CDN')
      // The first part, then the refused one (and any part that started while the fresh URL was
      // on its way): not one registry request per part.
      assert.ok(
        atRegistry.length >= 2 && atRegistry.length <= 5 && atRegistry.length < parts,
        `registry asked ${atRegistry.length} times for ${parts} parts: ${atRegistry.map(e => e.range).join(' ')}`
      )
      assert.equal(atRegistry[0].range, `bytes=0-${4 * MiB - 1}`)
      assert.ok(atRegistry.some(e => e.range === `bytes=${24 * MiB}-${28 * MiB - 1}`))
      assert.ok(
        atCdn.every(e => !e.authorization),
        'no Authorization reached the CDN'
      )
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('closing a blob stops its parts: none starts afterwards, those in flight are closed', async () => {
    const img = await bigImage('ranged/closed')
    const p = await proxiedRegistry(h)
    // Slow enough that parts are in flight when the consumer lets go.
    p.cdn.limit({ bytesPerSecond: 4 * MiB, latencyMs: 20 })
    try {
      const hex = img.layerDigests[0].slice(7)
      const t = transport(p.reg.host, 'ranged/closed')
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      // Each range request as the client sends it (the real transport, its calls recorded).
      const sent: { range: string }[] = []
      const request = t.request.bind(t)
      t.request = ((...a: Parameters<typeof t.request>) => {
        const range =
          (a[2] as Record<string, string> | undefined)?.Range ??
          (a[2] as Record<string, string> | undefined)?.range
        if (range && String(a[1]).includes(hex)) sent.push({ range })
        return request(...a)
      }) as typeof t.request
      const s = openBlob(t, r.layers[0], { logger: recordingLogger() }, RANGED)
      // The whole first part, then let go while the blob waits for the next parts.
      let got = 0
      for await (const c of s as AsyncIterable<Buffer>) if ((got += c.length) >= RANGED.partBytes) break
      const sentBefore = sent.length
      // The parts still being sent at the close: open at the proxy, short of their range's end.
      const length = (range?: string) => {
        const m = /bytes=(\d+)-(\d+)/.exec(range ?? '')
        return m ? Number(m[2]) - Number(m[1]) + 1 : Infinity
      }
      const inFlight = p.cdn.log.filter(
        e => e.path.includes(hex) && e.end === undefined && e.bytes < length(e.range)
      )
      // Every part the proxy saw has ended (cut off or whole): 10 s at most.
      const parts = () => p.cdn.log.filter(e => e.path.includes(hex))
      for (let i = 0; i < 100 && parts().some(e => e.end === undefined); i++)
        await new Promise(res => setTimeout(res, 100))
      assert.ok(sentBefore < Math.ceil(40 / 4), `${sentBefore} parts asked for, not the whole blob`)
      // Orderings, not time windows: no request was sent after the close, and every part still
      // being sent when the blob was closed was cut off, not read to its end.
      assert.equal(
        sent.length,
        sentBefore,
        `no part started after the blob was closed: ${sent.map(x => x.range).join(', ')}`
      )
      assert.equal(parts().length, sentBefore, 'the proxy saw exactly the parts asked for before the close')
      assert.ok(inFlight.length > 0, 'parts were in flight at the close')
      assert.ok(
        inFlight.every(e => e.aborted),
        `every part in flight was closed, not read to its end: ${inFlight.map(e => `${e.range} ${e.aborted ? 'cut' : 'whole'}`).join(', ')}`
      )
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('blobs downloading at once share one budget of parts: a blob waiting its turn holds two parts, the one being read the rest', async () => {
    const img = await bigImage('ranged/budget')
    const p = await proxiedRegistry(h)
    try {
      const hex = img.layerDigests[0].slice(7)
      const t = transport(p.reg.host, 'ranged/budget')
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      const requested = () => p.cdn.log.filter(e => e.path.includes(hex) && e.status === 206).length
      // Wait until nothing more is asked for (every part it may hold fetched).
      const settle = async () => {
        for (let last = -1; last !== requested();) {
          last = requested()
          await new Promise(res => setTimeout(res, 400))
        }
        return requested()
      }
      // A later layer, prefetched: started as the download thread starts it (it asks for the first
      // bytes), then not read. It must not fill the budget the layer being applied needs
      // (regression: it took every slot, and the layer being read got one connection).
      const later = openBlob(t, r.layers[0], { logger: recordingLogger() }, RANGED)
      later.read(0)
      assert.equal(await settle(), WAITING_BLOB_SLOTS, 'parts held by a blob nobody reads yet')
      // The layer being applied (the same blob: the registry counts requests, not blobs).
      const now = openBlob(t, r.layers[0], { logger: recordingLogger() }, RANGED)
      now.read(0)
      const held = (await settle()) - WAITING_BLOB_SLOTS
      assert.equal(held, WAITING_BLOB_SLOTS, 'an unread blob holds two parts, whichever it is')
      // Read, the current one gets the rest of the budget and finishes while the later one waits.
      const current = await readAll(now)
      assert.ok(current.equals(img.blobs[0].data!), 'the blob being read verifies')
      assert.ok(
        await readAll(later).then(b => b.equals(img.blobs[0].data!)),
        'the later one verifies, in order'
      )
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('a server that ignores Range gets the blob over one connection, verified', async () => {
    const img = await bigImage('ranged/norange')
    const p = await proxiedRegistry(h)
    try {
      const hex = img.layerDigests[0].slice(7)
      p.cdn.rule({ match: new RegExp(`GET .*${hex}/data`), stripRange: true, times: 100 })
      const logger = recordingLogger()
      const t = transport(p.reg.host, 'ranged/norange', logger)
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      const bytes = await readAll(openBlob(t, r.layers[0], { logger }, RANGED))
      assert.ok(bytes.equals(img.blobs[0].data!))
      assert.match(logger.text(), /the server ignores Range, so it comes over one connection/)
      t.dispose()
    } finally {
      await p.stop()
    }
  })

  test('a part with altered bytes fails the blob with an integrity error at its end', async () => {
    const img = await bigImage('ranged/tamper')
    const p = await proxiedRegistry(h)
    try {
      const hex = img.layerDigests[0].slice(7)
      p.cdn.rule({
        match: new RegExp(`GET .*${hex}/data`),
        range: /^bytes=4194304-/,
        mutate: b => ((b[100] ^= 1), b)
      })
      const t = transport(p.reg.host, 'ranged/tamper')
      const r = await resolveImage(t, img.pinDigest, parsePlatform('linux/amd64'))
      await assert.rejects(
        readAll(openBlob(t, r.layers[0], { logger: recordingLogger() }, RANGED)),
        /hash to sha256:.*not the digest/
      )
      t.dispose()
    } finally {
      await p.stop()
    }
  })
})

describe('layers in order, one blob at a time', () => {
  test('the next layer is asked for only as the one before it is about to have arrived (one connection is one)', async t => {
    // Made here, not when the file loads: a run filtered to other tests makes none.
    const work = tempDir('ranged-order')
    t.after(() => work.cleanup())
    const { installRef } = layerKit(work.path)
    // Layer 0 three times NEXT_BLOB_AHEAD_BYTES, stored plain; then two small layers.
    const img = buildImage({
      layers: [
        {
          entries: [{ path: 'opt/rocm/lib/libbig.so', body: randomBytes(3 * NEXT_BLOB_AHEAD_BYTES) }],
          compression: 'none'
        },
        { entries: [{ path: 'opt/rocm/.info/version', body: '10\n' }] },
        { entries: [{ path: 'opt/rocm/bin/tool', body: 'x' }] }
      ]
    })
    await pushImage(h, 'order/one-at-a-time', img)
    const p = await proxiedRegistry(h)
    try {
      // A link slower than the applier, so the big layer's response is open a while.
      p.cdn.limit({ bytesPerSecond: 48 * MiB, latencyMs: 20 })
      // One connection, and the default (auto).
      for (const network of [{ ...DEFAULT_NETWORK, connections: 1, adaptive: false }, DEFAULT_NETWORK]) {
        p.cdn.log.length = 0
        const dest = join(work.path, `c${network.connections}`, 'rocm')
        await installRef(`${p.reg.host}/order/one-at-a-time@${img.pinDigest}`, dest, {
          prune: [],
          network
        })
        const size = new Map(img.layerDigests.map((d, i) => [d.slice(7), img.blobs[i].size]))
        const blobOf = (path: string) => [...size.keys()].find(hex => path.includes(hex))
        const blobs = p.cdn.log.filter(e => blobOf(e.path))
        assert.equal(blobs.length, 3, blobs.map(e => e.path).join('\n'))
        assert.deepEqual(
          blobs.map(e => blobOf(e.path)),
          img.layerDigests.map(d => d.slice(7)),
          'asked for in the order of the layers'
        )
        // Regression: layer 2 was asked for at once, and its response, unread, held a second
        // connection for all of layer 1 (over a link that charges per connection, a third slower).
        for (const e of blobs)
          for (const o of e.open.filter(x => blobOf(x.path))) {
            const left = size.get(blobOf(o.path)!)! - o.bytes
            assert.ok(
              left <= NEXT_BLOB_AHEAD_BYTES,
              `${network.connections} connections: a blob asked for while another had ${left} bytes still to send`
            )
          }
        // ...and asked for before the big one had ended: its request's round trips pass meanwhile.
        assert.ok(blobs[1].start < blobs[0].end!, 'layer 2 asked for before layer 1 had all arrived')
      }
    } finally {
      await p.stop()
    }
  })
})
