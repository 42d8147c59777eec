// Format 2's rows (src/seek/index/rows.ts): every regular file carries a sha256 (issue 49 item 2: a
// format-2 index without file digests installed without a word, where format 1 gets a warning).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { encodeIndex } from '../../../../src/seek/index/encode.ts'
import { decodeIndex } from '../../../../src/seek/index/decode.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import { tar } from '../../../harness/tar-writer.ts'
import { indexOfLayer } from '../../../harness/helpers.ts'

describe("format 2's rows", () => {
  test('a regular file without a sha256 is refused, naming it; the builder gives every file one', async () => {
    const blob = gzipSync(
      tar([
        { path: 'opt/rocm/lib/liba.so', body: randomBytes(70_000) },
        { path: 'opt/rocm/empty', body: '' },
        { path: 'opt/rocm/link', type: 'symlink', linkpath: 'lib/liba.so' }
      ])
    )
    const digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`
    const l = await indexOfLayer(blob, digest, 64 << 10)
    const ix = {
      format: 2,
      manifest: `sha256:${'a'.repeat(64)}`,
      layers: [l],
      spacing: 64 << 10,
      tool: 'test'
    }
    const back = await decodeIndex(await encodeIndex(ix))
    const rows = [...back.layers[0].toc]
    assert.ok(
      rows.filter(e => e.type === 'File').every(e => e.sha256),
      'every file has its sha256, the empty one too'
    )
    const stripped = rows.map(e => (e.path.endsWith('liba.so') ? { ...e, sha256: undefined } : e))
    const bad = { ...ix, layers: [{ ...l, toc: TocTable.from(stripped) }] }
    await assert.rejects(
      decodeIndex(await encodeIndex(bad)),
      /"opt\/rocm\/lib\/liba\.so" is a regular file without a sha256/
    )
  })
})
