// What an index may make an install hold (issue 49 item 7: a span built at `--spacing 1024` held
// 160 MiB, rows of 64 KiB paths 297 MiB): a gzip span is at most MAX_SPAN_BYTES in any format, and
// the builder refuses to make a longer one; a row's path, link target and type name are refused
// by their length before their bytes are gathered.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { Readable } from 'node:stream'
import { encodeIndex } from '../../../src/seek/index/encode.ts'
import { MAX_SPAN_BYTES, type SeekIndex } from '../../../src/seek/index/model.ts'
import { decodeIndex } from '../../../src/seek/index/decode.ts'
import { checkIndexShape } from '../../../src/seek/index/shape.ts'
import { buildIndex } from '../../../src/seek/build/build.ts'
import { TocTable } from '../../../src/seek/index/toc-table.ts'
import { tar } from '../../harness/tar-writer.ts'
import { indexOfLayer, recordingLogger } from '../../harness/helpers.ts'

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

async function smallIndex(): Promise<SeekIndex> {
  const blob = gzipSync(
    tar([
      { path: 'opt/rocm/lib/liba.so', body: randomBytes(200_000) },
      { path: 'opt/rocm/lib/link', type: 'symlink', linkpath: 'liba.so' }
    ])
  )
  const l = await indexOfLayer(blob, `sha256:${sha(blob)}`, 64 << 10)
  return { format: 2, manifest: `sha256:${'a'.repeat(64)}`, layers: [l], spacing: 64 << 10, tool: 'test' }
}

describe('what an index may make an install hold', () => {
  test('a gzip span longer than MAX_SPAN_BYTES is refused, naming the layer and the span', async () => {
    const ix = await smallIndex()
    const l = ix.layers[0]
    checkIndexShape(ix)
    // The last span made to run to a blob 30 MiB long (the shape check reads sizes, not bytes).
    const last = l.spans.length - 1
    const size = 30 << 20
    const long: SeekIndex = {
      ...ix,
      layers: [
        {
          ...l,
          size,
          spans: l.spans.map((s, j) => (j === last ? { ...s, length: size - s.offset } : s))
        }
      ]
    }
    assert.throws(
      () => checkIndexShape(long),
      new RegExp(`layer 1 of the index: span ${last + 1} is \\d+ bytes, more than the 24 MiB a span may take`)
    )
  })

  test('the builder refuses to make a span longer than MAX_SPAN_BYTES (a spacing past its cap, given directly)', async () => {
    const body = randomBytes(MAX_SPAN_BYTES + (4 << 20))
    const blob = gzipSync(tar([{ path: 'opt/rocm/lib/big.so', body }]), { level: 1 })
    const digest = `sha256:${sha(blob)}`
    await assert.rejects(
      buildIndex({
        image: { digest, layers: [{ digest, size: blob.length, mediaType: 'x' }] } as never,
        open: () => Readable.from([blob]),
        logger: recordingLogger(),
        spacing: 64 << 20
      }),
      /its span 1 takes \d+ compressed bytes, more than the 24 MiB an index may give a span/
    )
    // At the largest spacing the CLI takes, the same layer indexes.
    const ok = await buildIndex({
      image: { digest, layers: [{ digest, size: blob.length, mediaType: 'x' }] } as never,
      open: () => Readable.from([blob]),
      logger: recordingLogger(),
      spacing: 16 << 20
    })
    assert.ok(ok.layers[0].spans.every(s => s.length <= MAX_SPAN_BYTES))
  })

  test('a path, a link target or a type name longer than an install takes is refused by its length', async () => {
    const ix = await smallIndex()
    const l = ix.layers[0]
    const rows = [...l.toc]
    const variant = (edit: (e: (typeof rows)[number]) => object) =>
      encodeIndex({ ...ix, layers: [{ ...l, toc: TocTable.from(rows.map(e => ({ ...e, ...edit(e) }))) }] })
    // A path of 64 KiB (200,000 of them held 297 MiB): refused at the first.
    await assert.rejects(
      decodeIndex(
        await variant(e => (e.type === 'File' ? { path: `opt/rocm/${'d/'.repeat(32 << 10)}f` } : {}))
      ),
      /a path in the index is longer than the 4096 bytes an install takes/
    )
    await assert.rejects(
      decodeIndex(await variant(e => (e.type === 'SymbolicLink' ? { linkpath: 'x/'.repeat(2100) } : {}))),
      /a link target in the index is longer than the 4096 bytes an install takes/
    )
    await assert.rejects(
      decodeIndex(await variant(e => (e.type === 'SymbolicLink' ? { type: 'T'.repeat(65) } : {}))),
      /a type name in the index is longer than the 64 bytes an install takes/
    )
    // At the limits themselves, read.
    const at = await decodeIndex(
      await variant(e => (e.type === 'SymbolicLink' ? { linkpath: 'x'.repeat(4096) } : {}))
    )
    assert.equal([...at.layers[0].toc].find(e => e.type === 'SymbolicLink')?.linkpath?.length, 4096)
  })
})
