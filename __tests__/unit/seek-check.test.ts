// The seek index's checks that need no registry: the index must name the image's manifest and
// layers, and decoding an index file is bounded whatever the file.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkIndexFits } from '../../src/seek/source/fits.ts'
import { checkHeader } from '../../src/seek/apply/tar-checks.ts'
import { tarEntry } from '../harness/tar-writer.ts'
import type { ResolvedImage } from '../../src/oci/manifest.ts'
import { decodeIndex, MAX_ENTRIES } from '../../src/seek/index/decode.ts'
import { TocTable } from '../../src/seek/index/toc-table.ts'
import { MAGIC, type SeekIndex } from '../../src/seek/index/model.ts'
import { execFileSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'

const base = mkdtempSync(join(tmpdir(), 'seek-check-'))
after(() => rmSync(base, { recursive: true, force: true }))

describe('seek index checks', () => {
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
      toc: new TocTable()
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
      import { decodeIndex } from ${JSON.stringify(new URL('../../src/seek/index/decode.ts', import.meta.url).href)}
      import { readFileSync } from 'node:fs'
      let error
      try { await decodeIndex(readFileSync(process.argv[1]), { manifest: process.argv[2] || undefined }) } catch (e) { error = e.message }
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
      // Zeros: not format 2, so a format 1 document, refused once it passes what that format reads.
      // Written as 1,024 gzip members of 1 MiB of zeros each (one stream to a reader): the 1 GiB
      // never exists here, since a child's peak RSS starts at this process's size when it forks.
      const zeros = (mib: number) => Array<Buffer>(mib).fill(gzipSync(Buffer.alloc(1 << 20), { level: 9 }))
      // Rows of directories (9 bytes each: type code 1; a file's row without a sha256 is refused
      // at once), in gzip members of ~1 MiB.
      const dirRow = Buffer.from([0, 0, 0, 1, 0, 0, 0, 0, 0])
      const dirRows = (mib: number) =>
        Array<Buffer>(mib).fill(gzipSync(Buffer.concat(Array<Buffer>(116_508).fill(dirRow)), { level: 9 }))
      const file = join(dir, 'bomb.gz')
      writeFileSync(file, Buffer.concat(zeros(1024)))
      const r = decodeApart(file)
      assert.match(r.error ?? '', /larger than the 8 MiB read in that format; build it again/)
      assert.ok(r.rss < 256 * 2 ** 20, `peak RSS ${(r.rss / 2 ** 20).toFixed(0)} MiB`)
      // Format 2 headers, then rows of directories.
      const v2 = (name: string, layer: object, tables: Buffer, zeroMiB = 0) => {
        const head = Buffer.from(
          JSON.stringify({
            format: 2,
            tool: 't',
            manifest: `sha256:${'a'.repeat(64)}`,
            spacing: 0,
            layers: [{ digest: `sha256:${'b'.repeat(64)}`, size: 1, tarBytes: 2 ** 40, ...layer }]
          })
        )
        const len = Buffer.alloc(4)
        len.writeUInt32LE(head.length)
        const f = join(dir, name)
        writeFileSync(
          f,
          Buffer.concat([gzipSync(Buffer.concat([MAGIC, len, head, tables])), ...dirRows(zeroMiB)])
        )
        return decodeApart(f)
      }
      const peak = (r: { rss: number }) =>
        assert.ok(r.rss < 256 * 2 ** 20, `peak RSS ${(r.rss / 2 ** 20).toFixed(0)} MiB`)
      // The most rows an index may hold, then more bytes: refused there, the rows' tables bounded.
      const rows = v2(
        'rows.gz',
        { compression: 'none', gzidxBytes: 0, spans: 1, entries: MAX_ENTRIES },
        // The one span's record (offset, length, sha256: 34 bytes), then the rows.
        Buffer.alloc(34),
        1024
      )
      assert.match(rows.error ?? '', /the index has bytes after its last table/)
      peak(rows)
      // 5,000 checkpoint windows of 32 KiB: the cap is reached while they are read.
      const n = 5000
      const gzidx = Buffer.alloc(35 + 18 * n)
      gzidx.write('GZIDX', 0, 'ascii')
      gzidx[5] = 1
      gzidx.writeUInt32LE(32 << 10, 27)
      gzidx.writeUInt32LE(n, 31)
      for (let j = 0; j < n; j++) gzidx[35 + 18 * j + 17] = 1
      const windows = v2(
        'windows.gz',
        { compression: 'gzip', gzidxBytes: gzidx.length + n * (32 << 10), spans: n, entries: 0 },
        gzidx,
        160
      )
      assert.match(windows.error ?? '', /inflates to more than 128 MiB, more than an index can be/)
      peak(windows)
      // More entries than an index may hold: refused from the header, before any row.
      const many = v2(
        'many.gz',
        { compression: 'none', gzidxBytes: 0, spans: 1, entries: MAX_ENTRIES + 1 },
        Buffer.alloc(0)
      )
      assert.match(
        many.error ?? '',
        new RegExp(`lists ${MAX_ENTRIES + 1} entries, more than the ${MAX_ENTRIES} an index may hold`)
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('an index for another manifest is refused before its tables are decoded; rows past the blocks before they are', async () => {
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
    await assert.rejects(
      () => decodeIndex(doc({}), { manifest: `sha256:${'c'.repeat(64)}` }),
      /was made for manifest sha256:a{64}, but the image resolves to sha256:c{64}/
    )
    const rows = Array.from({ length: 3 }, (_, k) => [k * 512, k * 512 + 512, 0, 'File', `f${k}`, null, 420])
    await assert.rejects(
      () => decodeIndex(doc({ layers: [{ ...layer, toc: rows }] })),
      /layer 1 of the index lists 3 entries in a tar stream of 1024 bytes/
    )
  })
})
