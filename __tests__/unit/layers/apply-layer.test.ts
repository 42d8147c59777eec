// The one apply loop (src/layers/apply-layer.ts) and its streamed-tar source (tar-entries.ts),
// without an overlay: sinks written here record what they are handed, layers written by the
// test's tar writer, gzip by Node's zlib through the real decompressor.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { compress, manyEmptyFiles, tar } from '../../harness/tar-writer.ts'
import { BufferRefs } from '../../../src/layers/buffer-refs.ts'
import { decompress } from '../../../src/layers/decompress.ts'
import {
  applyEntries,
  applyLayer,
  type EntrySink,
  type EntrySource
} from '../../../src/layers/apply-layer.ts'
import type { EntryContent } from '../../../src/layers/entry-content.ts'
import type { EntryHeader } from '../../../src/layers/model/overlay.ts'
import { PARSED_BACKLOG_ENTRIES } from '../../../src/layers/tar-entries.ts'

/** What the sinks here write through: it counts its flushes. */
function countingWriter(): { flushed: number; flush(): Promise<void> } {
  return {
    flushed: 0,
    async flush() {
      this.flushed++
    }
  }
}

/** A sink that reads every file's content whole and says so when it is short. */
class ReadingSink implements EntrySink {
  readonly seen: string[] = []
  async entry(e: EntryHeader, content: EntryContent): Promise<void> {
    this.seen.push(e.path)
    let n = 0
    for await (const c of content) n += c.length
    if (n !== (e.size ?? 0)) throw new Error(`${e.path}: ${n} bytes of ${e.size}`)
  }
}

/** `bytes` in chunks of `chunk`, counting how many were asked for. */
function counted(
  bytes: Buffer,
  chunk: number
): { stream: Readable; pulled: () => number; destroyed: () => boolean } {
  let pulled = 0
  const stream = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) {
        pulled += Math.min(chunk, bytes.length - at)
        yield bytes.subarray(at, at + chunk)
      }
    })(),
    { objectMode: false, highWaterMark: chunk }
  )
  return { stream, pulled: () => pulled, destroyed: () => stream.destroyed }
}

describe('the apply loop', () => {
  test('a sink that fails on content a broken stream cut short is said as the stream failing, its cause', async () => {
    const layer = tar([
      { path: 'opt/rocm/a', body: 'a' },
      { path: 'opt/rocm/big', body: randomBytes(4 << 20) }
    ])
    // Cut inside the big file's compressed bytes: the decompressor fails mid-content, and the
    // sink, reading it, sees it end short.
    const gz = compress(layer, 'gzip')
    const refs = new BufferRefs()
    const { stream } = await decompress(Readable.from([gz.subarray(0, gz.length >> 1)]), { refs })
    const sink = new ReadingSink()
    await assert.rejects(
      applyLayer(sink, 0, stream, { refs, writer: countingWriter() }),
      (e: Error) =>
        e.name === 'LayerFormatError' && /layer 1: the compressed stream is broken/.test(e.message)
    )
    assert.deepEqual(
      sink.seen,
      ['opt/rocm/a', 'opt/rocm/big'],
      'the sink was reading the big file when it broke'
    )
  })

  test('a sink that fails stops the layer: no later entry is handed out, the stream is destroyed, the writer settled', async () => {
    const { stream, destroyed } = counted(manyEmptyFiles(5000), 64 << 10)
    const seen: string[] = []
    const writer = countingWriter()
    const sink: EntrySink = {
      async entry(e) {
        seen.push(e.path)
        if (seen.length === 3) throw new Error('the sink refuses the third entry')
      }
    }
    await assert.rejects(applyLayer(sink, 0, stream, { refs: new BufferRefs(), writer }), /refuses the third/)
    assert.equal(seen.length, 3)
    assert.ok(destroyed(), 'the tar stream is destroyed')
    assert.equal(writer.flushed, 1)
  })

  test('entries are not parsed further ahead of the sink than PARSED_BACKLOG_ENTRIES (a layer of empty files has no bytes to count)', async () => {
    const n = 20 * PARSED_BACKLOG_ENTRIES
    const { stream, pulled } = counted(manyEmptyFiles(n), 16 << 10)
    let release!: () => void
    const held = new Promise<void>(r => (release = r))
    let first = true
    let heldAt = 0
    const sink: EntrySink = {
      async entry() {
        if (!first) return
        first = false
        // Until PARSED_BACKLOG_ENTRIES headers went by, then a while longer: the feed must have stopped.
        while (pulled() < PARSED_BACKLOG_ENTRIES * 512) await new Promise(r => setTimeout(r, 5))
        await new Promise(r => setTimeout(r, 150))
        heldAt = pulled()
        release()
        await held
      }
    }
    await applyLayer(sink, 0, stream, { refs: new BufferRefs(), writer: countingWriter() })
    // The entries ahead, the chunk being parsed, and what the stream and parser buffer.
    assert.ok(
      heldAt <= (PARSED_BACKLOG_ENTRIES + 1) * 512 + 4 * (16 << 10),
      `${heldAt} bytes fed while entry 1 was held`
    )
    assert.equal(pulled(), manyEmptyFiles(n).length, 'the rest followed once the sink moved on')
  })

  test('a source that fails stops the loop with its failure; the loop takes any source (a table of contents, say)', async () => {
    const handed: number[] = []
    const failing: EntrySource<{ origin: number }> = {
      failure: undefined,
      async *[Symbol.asyncIterator]() {
        for (let k = 0; k < 3; k++)
          yield { header: { path: `f${k}`, type: 'File', size: 1 }, content: { origin: k } }
        throw new Error('the index ends early')
      }
    }
    const sink: EntrySink<{ origin: number }> = {
      async entry(_e, c) {
        handed.push(c.origin)
      }
    }
    await assert.rejects(applyEntries(failing, sink, 0), /ends early/)
    assert.deepEqual(handed, [0, 1, 2])
  })

  test('an abort lets the entry being applied finish and hands out none after it', async () => {
    const { stream } = counted(
      tar([
        { path: 'a', body: 'x' },
        { path: 'b', body: 'y' },
        { path: 'c', body: 'z' }
      ]),
      512
    )
    const ac = new AbortController()
    const seen: string[] = []
    let finished = false
    const sink: EntrySink = {
      async entry(e) {
        seen.push(e.path)
        if (e.path !== 'a') return
        ac.abort(new Error('another layer failed'))
        await new Promise(r => setTimeout(r, 20))
        finished = true
      }
    }
    await assert.rejects(
      applyLayer(sink, 0, stream, { refs: new BufferRefs(), writer: countingWriter(), signal: ac.signal }),
      /another layer failed/
    )
    assert.deepEqual(seen, ['a'])
    assert.ok(finished, 'the entry being applied finished')
  })
})
