// The seek index's checks that need no registry: stand-ins the writer makes are found in a
// finished tree (and nothing else is), the index must name the image's manifest and layers, and
// decoding an index file is bounded whatever the file.
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
import { decodeIndex, type SeekIndex } from '../../src/seek/format.ts'
import { execFileSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'

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

describe('index decode is bounded', () => {
  /** decodeIndex in a process of its own: its verdict and peak RSS. */
  function decodeApart(file: string, manifest?: string): { error?: string; rss: number } {
    const script = `
      import { decodeIndex } from ${JSON.stringify(new URL('../../src/seek/format.ts', import.meta.url).href)}
      import { readFileSync } from 'node:fs'
      let error
      try { decodeIndex(readFileSync(process.argv[1]), { manifest: process.argv[2] || undefined }) } catch (e) { error = e.message }
      console.log(JSON.stringify({ error, rss: process.resourceUsage().maxRSS * 1024 }))
    `
    return JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script, file, manifest ?? ''], {
        encoding: 'utf8'
      })
    )
  }

  test('a gzip bomb given as the index is refused at the cap, its peak bounded (it peaked at 1.6 GiB)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bomb-'))
    try {
      const file = join(dir, 'bomb.gz')
      writeFileSync(file, gzipSync(Buffer.alloc(1 << 30), { level: 9 }))
      const r = decodeApart(file)
      assert.match(r.error ?? '', /inflates to more than 128 MiB, more than an index can be/)
      assert.ok(r.rss < 256 * 2 ** 20, `peak RSS ${(r.rss / 2 ** 20).toFixed(0)} MiB`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('an index for another manifest is refused before its tables are decoded; rows past the blocks before they are', () => {
    const layer = {
      digest: `sha256:${'b'.repeat(64)}`,
      size: 10,
      compression: 'none',
      tarBytes: 1024,
      spans: [[0, 10, 'b'.repeat(64)]],
      toc: [[0, 512, 0, 'File', 'a', null, 420]]
    }
    const doc = (o: object) =>
      gzipSync(
        JSON.stringify({
          format: 1,
          tool: 't',
          manifest: `sha256:${'a'.repeat(64)}`,
          spacing: 0,
          layers: [layer],
          ...o
        })
      )
    assert.throws(
      () => decodeIndex(doc({}), { manifest: `sha256:${'c'.repeat(64)}` }),
      /was made for manifest sha256:a{64}, but the image resolves to sha256:c{64}/
    )
    const rows = Array.from({ length: 3 }, (_, k) => [k * 512, k * 512 + 512, 0, 'File', `f${k}`, null, 420])
    assert.throws(
      () => decodeIndex(doc({ layers: [{ ...layer, toc: rows }] })),
      /layer 1 of the index lists 3 entries in a tar stream of 1024 bytes/
    )
  })
})
