// A format-1 index with fields of the wrong JSON type is refused in one line that names the index's
// fault (issue 49 item 10: it gave JavaScript's "(l.spans ?? []).map is not a function").
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { encodeIndex, encodeIndexV1 } from '../../../../src/seek/index/encode.ts'
import { IndexFormatError } from '../../../../src/seek/index/errors.ts'
import { decodeIndex } from '../../../../src/seek/index/decode.ts'
import { tar } from '../../../harness/tar-writer.ts'
import { indexOfLayer } from '../../../harness/helpers.ts'

describe('a format-1 index of the wrong shape', () => {
  test('lists that are not lists, rows that are not rows, a link target that is not a string: refused, naming the layer', async () => {
    const blob = gzipSync(tar([{ path: 'opt/rocm/a', body: randomBytes(5000) }]))
    const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`
    const l = await indexOfLayer(blob, digest, 64 << 10)
    const good = encodeIndexV1({
      format: 1,
      manifest: `sha256:${'a'.repeat(64)}`,
      layers: [l],
      spacing: 64 << 10,
      tool: 't'
    })
    assert.ok((await decodeIndex(good)).layers[0].toc.length > 0, 'the good one reads')
    const doc = JSON.parse(gunzipSync(good).toString('utf8'))
    const variant = (edit: (layer: Record<string, unknown>) => void) => {
      const d = structuredClone(doc)
      edit(d.layers[0])
      return gzipSync(Buffer.from(JSON.stringify(d)))
    }
    const refused = async (b: Buffer, why: RegExp) =>
      assert.rejects(
        decodeIndex(b),
        (e: Error) =>
          e instanceof IndexFormatError && why.test(e.message) && !/is not a function/.test(e.message)
      )
    await refused(
      variant(x => (x.spans = { 0: 1 })),
      /layer 1 of the index has spans that is not a list/
    )
    await refused(
      variant(x => (x.spans = [7])),
      /layer 1 of the index has a malformed span/
    )
    await refused(
      variant(x => (x.toc = 'rows')),
      /layer 1 of the index has a table of contents that is not a list/
    )
    await refused(
      variant(x => (x.toc = [5])),
      /layer 1 of the index has a malformed entry/
    )
    await refused(
      variant(x => ((x.toc as unknown[][])[0][5] = 42)),
      /layer 1 of the index has a malformed entry/
    )
  })
})

describe('a format-2 index whose counts disagree', () => {
  test('checkpoints given fewer bytes than they take: said so, not "23 checkpoints but 23 spans" (issue 49 item 10)', async () => {
    const blob = gzipSync(tar([{ path: 'opt/rocm/lib/liba.so', body: randomBytes(300_000) }]))
    const l = await indexOfLayer(blob, `sha256:${createHash('sha256').update(blob).digest('hex')}`, 64 << 10)
    const ix = { format: 2, manifest: `sha256:${'a'.repeat(64)}`, layers: [l], spacing: 64 << 10, tool: 't' }
    const raw = gunzipSync(await encodeIndex(ix))
    const len = raw.readUInt32LE(5)
    const head = JSON.parse(raw.subarray(9, 9 + len).toString('utf8'))
    const n = l.checkpoints.length
    assert.ok(n > 2)
    head.layers[0].gzidxBytes = 35 + 18 * n - 1
    const h = Buffer.from(JSON.stringify(head))
    const lb = Buffer.alloc(4)
    lb.writeUInt32LE(h.length)
    const bad = gzipSync(Buffer.concat([raw.subarray(0, 5), lb, h, raw.subarray(9 + len)]))
    await assert.rejects(
      decodeIndex(bad),
      new RegExp(
        `layer 1 of the index gives its checkpoints ${35 + 18 * n - 1} bytes, fewer than the ${35 + 18 * n} its ${n} checkpoints take`
      )
    )
  })
})
