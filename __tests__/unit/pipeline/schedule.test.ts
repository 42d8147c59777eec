// The order in which layers are downloaded, inflated and applied (src/pipeline/schedule.ts), alone:
// real gzip layers made here, handed over by a blob source that serves them from memory in small
// chunks (the download thread's seam: the network is not this file's concern), read by the real
// decompressor and tar parser into a sink that records what it is given. What is pinned: in order,
// every entry of a layer before any of the next, the next layers downloading meanwhile, one blob at
// a time (the next asked for as the one before it is about to have arrived); side by
// side, layers in flight together; a failure stops the others and is thrown only once they have
// settled; with another source to hand over to, a layer that breaks before its blob verified is
// called the source's failure.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  applyInOrder,
  applySideBySide,
  NEXT_BLOB_AHEAD_BYTES,
  type BlobSource,
  type ScheduleContext
} from '../../../src/pipeline/schedule.ts'
import { BufferRefs } from '../../../src/layers/buffer-refs.ts'
import { Writer } from '../../../src/layers/writer.ts'
import type { ResolvedImage } from '../../../src/oci/manifest.ts'
import { SourceError, faultOf } from '../../../src/errors.ts'
import { tar } from '../../harness/tar-writer.ts'
import { recordingLogger } from '../../harness/helpers.ts'

/** Layer i: a gzip tar of `files` files of 16 KiB (hex: they compress about 2:1) under layer<i>/. */
const layerBlob = (i: number, files = 6) =>
  gzipSync(
    tar(
      Array.from({ length: files }, (_, k) => ({
        path: `layer${i}/f${k}`,
        body: randomBytes(8192).toString('hex')
      }))
    )
  )

interface Served {
  blobs: Buffer[]
  /** Layer i's stream fails after this many bytes (a dropped download the source could not resume). */
  failAt?: Map<number, number>
  /** Layer i's bytes are broken from this offset on (a corrupt download, before its end). */
  breakAt?: Map<number, number>
}

/** Everything the schedule did, in order. */
function harness(s: Served, o: { handOver?: boolean; slowEntries?: boolean } = {}) {
  const events: string[] = []
  /** Bytes of each layer's blob served so far; and of the layer before, when each was opened. */
  const served: number[] = s.blobs.map(() => 0)
  const servedBefore: number[] = []
  let closed = 0
  const image = {
    digest: 'sha256:test',
    layers: s.blobs.map((b, i) => ({
      digest: `sha256:${String(i).padStart(64, '0')}`,
      size: b.length,
      mediaType: 'application/vnd.oci.image.layer.v1.tar+gzip',
      declaredCompression: 'gzip'
    }))
  } as unknown as ResolvedImage
  const source: BlobSource = {
    open(i, onBytes) {
      events.push(`open ${i}`)
      servedBefore[i] = served[i - 1] ?? 0
      const blob = Buffer.from(s.blobs[i])
      const breakAt = s.breakAt?.get(i)
      if (breakAt !== undefined) blob.fill(0x55, breakAt)
      const failAt = s.failAt?.get(i)
      return Readable.from(
        (async function* () {
          for (let at = 0; at < blob.length; at += 4096) {
            if (failAt !== undefined && at >= failAt)
              throw new SourceError(`layer ${i}: the connection dropped`)
            await sleep(0)
            const c = blob.subarray(at, at + 4096)
            served[i] += c.length
            onBytes(c.length)
            yield c
          }
        })(),
        { objectMode: true }
      )
    },
    lent: () => undefined,
    close: async () => void closed++
  }
  const refs = new BufferRefs()
  const ctx: ScheduleContext = {
    image,
    sink: {
      async entry(e, content, layer) {
        for await (const c of content) void c
        if (o.slowEntries) await sleep(2)
        events.push(`entry ${layer} ${e.path}`)
      }
    },
    refs,
    writer: new Writer(refs),
    blobs: () => source,
    connections: 4,
    logger: recordingLogger(),
    progress: {
      layerStart: i => events.push(`start ${i}`),
      layerBytes: () => {},
      layerDone: i => events.push(`done ${i}`)
    },
    downloaded: () => {},
    handOver: o.handOver ?? false,
    label: 'the test source'
  }
  return { ctx, events, servedBefore, closed: () => closed }
}

const layerOf = (ev: string) => Number(ev.split(' ')[1])

describe('the order layers are applied in', () => {
  test('in order: every entry of a layer before any of the next, the next layers downloading meanwhile', async () => {
    const { ctx, events, closed } = harness({ blobs: [0, 1, 2, 3].map(i => layerBlob(i)) })
    const reports = await applyInOrder(ctx)
    assert.deepEqual(
      reports.map(r => r.compression),
      ['gzip', 'gzip', 'gzip', 'gzip']
    )
    const entries = events.filter(e => e.startsWith('entry'))
    assert.equal(entries.length, 24)
    assert.deepEqual(
      entries.map(layerOf),
      [...entries.map(layerOf)].sort((a, b) => a - b),
      'no entry of a layer before the last of the one before it'
    )
    // Layer 1's download was opened before layer 0 was done (prefetch), and each layer was done in order.
    assert.ok(events.indexOf('open 1') < events.indexOf('done 0'), events.join('\n'))
    assert.deepEqual(
      events.filter(e => e.startsWith('done')),
      ['done 0', 'done 1', 'done 2', 'done 3']
    )
    assert.equal(closed(), 1, 'the blob source was closed')
  })

  test('in order, one blob downloads at a time: the next is asked for once the one before it is about to have arrived', async () => {
    // Layer 0 larger than NEXT_BLOB_AHEAD_BYTES (random bytes: gzip cannot shrink them), then two
    // small layers.
    const big = gzipSync(
      tar([{ path: 'layer0/big', body: randomBytes(NEXT_BLOB_AHEAD_BYTES + (4 << 20)) }]),
      {
        level: 1
      }
    )
    const blobs = [big, layerBlob(1), layerBlob(2)]
    const { ctx, events, servedBefore } = harness({ blobs })
    await applyInOrder(ctx)
    // Regression: layer 1 was asked for at once, with none of layer 0 arrived, and its response
    // then held a second connection for all of layer 0 (a link that charges per connection made
    // the whole download a third slower).
    assert.ok(
      servedBefore[1] >= big.length - NEXT_BLOB_AHEAD_BYTES,
      `layer 1 asked for with ${big.length - servedBefore[1]} bytes of layer 0 still to come`
    )
    // ...but before layer 0 had arrived whole, so its request's round trips pass meanwhile.
    assert.ok(servedBefore[1] < big.length, 'layer 1 asked for before layer 0 had all arrived')
    assert.ok(events.indexOf('open 1') < events.indexOf('done 0'), events.join('\n'))
    // A small blob is about to have arrived from its start: the one after it follows at once.
    assert.ok(events.indexOf('open 2') < events.indexOf('done 1'), events.join('\n'))
  })

  test('side by side: layers in flight together, each applied whole', async () => {
    const { ctx, events } = harness({ blobs: [0, 1, 2, 3].map(i => layerBlob(i)) }, { slowEntries: true })
    const reports = await applySideBySide(ctx, 2)
    assert.equal(reports.length, 4)
    const entries = events.filter(e => e.startsWith('entry')).map(layerOf)
    assert.equal(entries.length, 24)
    // Some entry of layer 1 came before the last of layer 0: both were being applied at once.
    assert.ok(entries.indexOf(1) < entries.lastIndexOf(0), entries.join(' '))
  })

  test('side by side: a layer that fails stops the others, and the failure is thrown once they have settled', async () => {
    const blobs = [0, 1, 2, 3].map(i => layerBlob(i, 40))
    const { ctx, events, closed } = harness({ blobs, failAt: new Map([[1, 8192]]) }, { slowEntries: true })
    await assert.rejects(applySideBySide(ctx, 2), /layer 1: the connection dropped/)
    const seen = events.length
    await sleep(100)
    assert.equal(
      events.length,
      seen,
      `nothing happened after the failure was thrown:\n${events.slice(seen).join('\n')}`
    )
    assert.ok(!events.includes('open 3'), 'no layer started after the failure')
    assert.ok(!events.includes('done 0'), 'layer 0 was stopped, not finished')
    assert.equal(closed(), 1)
  })

  test('with another source to hand over to, a layer broken before its blob verified is the source’s failure', async () => {
    const blobs = [0, 1].map(i => layerBlob(i, 20))
    const broken = { blobs, breakAt: new Map([[1, 20_000]]) }
    const handed = harness(broken, { handOver: true })
    await assert.rejects(applyInOrder(handed.ctx), (e: Error) => {
      assert.ok(e instanceof SourceError, String(e))
      assert.match(
        e.message,
        /layer 2 failed before its blob had arrived whole and verified .* the test source sent may be to blame/
      )
      return true
    })
    // The last source: the error is what it is (the bytes are broken: not the source's to retry).
    const last = harness(broken, { handOver: false })
    await assert.rejects(applyInOrder(last.ctx), (e: Error) => {
      assert.notEqual(faultOf(e), 'source', String(e))
      return true
    })
  })
})
