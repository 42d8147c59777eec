// The seek index's checks that need no registry: stand-ins the writer makes are found in a
// finished tree (and nothing else is), and the index must name the image's manifest and layers.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BufferRefs } from '../../src/layers/buffer-refs.ts'
import { Writer } from '../../src/layers/writer.ts'
import { assertNoPlaceholders, checkIndexFits, checkHeader } from '../../src/seek/check.ts'
import { tarEntry } from '../harness/tar-writer.ts'
import type { ResolvedImage } from '../../src/oci/manifest.ts'
import type { SeekIndex } from '../../src/seek/format.ts'

const base = mkdtempSync(join(tmpdir(), 'seek-check-'))
after(() => rmSync(base, { recursive: true, force: true }))

describe('seek index checks', () => {
  test('a stand-in left in the finished tree is found; real empty files are not stand-ins', async () => {
    const dir = join(base, 'tree')
    mkdirSync(join(dir, 'lib'), { recursive: true })
    writeFileSync(join(dir, 'lib/empty'), '')
    writeFileSync(join(dir, 'lib/real'), 'real')
    assertNoPlaceholders(dir)
    const w = new Writer(new BufferRefs())
    await w.writePlaceholder(join(dir, 'lib/left'), 0o644)
    await w.flush()
    assert.equal(w.placeholders, 1)
    assert.throws(
      () => assertNoPlaceholders(dir),
      (e: Error) => {
        assert.equal(e.name, 'IndexMismatchError')
        assert.match(e.message, /1 file\(s\) whose content it did not fetch \(\/lib\/left\)/)
        return true
      }
    )
  })

  test('an index naming other layers or another manifest does not fit', () => {
    const d = (c: string) => `sha256:${c.repeat(64)}`
    const image = {
      digest: d('a'),
      pinned: d('a'),
      layers: [
        { digest: d('1'), size: 10 },
        { digest: d('2'), size: 20 }
      ]
    } as unknown as ResolvedImage
    const layer = (digest: string, size: number) => ({
      digest,
      size,
      compression: 'none' as const,
      tarBytes: 0,
      checkpoints: [],
      spans: [],
      toc: []
    })
    const ix = (manifest: string, layers: ReturnType<typeof layer>[]): SeekIndex => ({
      format: 1,
      manifest,
      layers,
      spacing: 0,
      tool: 'test'
    })
    checkIndexFits(ix(d('a'), [layer(d('1'), 10), layer(d('2'), 20)]), image)
    assert.throws(
      () => checkIndexFits(ix(d('b'), [layer(d('1'), 10), layer(d('2'), 20)]), image),
      /made for manifest/
    )
    assert.throws(
      () => checkIndexFits(ix(d('a'), [layer(d('1'), 10)]), image),
      /describes 1 layers; the image has 2/
    )
    assert.throws(
      () => checkIndexFits(ix(d('a'), [layer(d('1'), 10), layer(d('3'), 20)]), image),
      /Layer 2 of the seek index/
    )
    assert.throws(
      () => checkIndexFits(ix(d('a'), [layer(d('1'), 11), layer(d('2'), 20)]), image),
      /Layer 1 of the seek index/
    )
  })

  test('a header is checked against the TOC entry: path, type, size, mode and link target (PAX names too)', () => {
    const long = `opt/rocm/${'d'.repeat(120)}/libx.so`
    const bytes = tarEntry({ path: long, body: 'abc', mode: 0o644 })
    const e = { header: 0, data: bytes.length - 512, size: 3, type: 'File', path: long, mode: 0o644 }
    checkHeader(0, e, bytes.subarray(0, e.data))
    assert.throws(
      () => checkHeader(0, { ...e, mode: 0o777 }, bytes.subarray(0, e.data)),
      /\(3 bytes, mode 0644\), but the seek index says File .* \(3 bytes, mode 0777\)/
    )
    assert.throws(
      () => checkHeader(0, { ...e, size: 4 }, bytes.subarray(0, e.data)),
      /the seek index says File/
    )
    assert.throws(
      () => checkHeader(0, { ...e, path: 'x' }, bytes.subarray(0, e.data)),
      /IndexMismatch|the seek index says/
    )
    assert.throws(() => checkHeader(0, { ...e, type: 'SymbolicLink' }, bytes.subarray(0, e.data)))
  })
})
