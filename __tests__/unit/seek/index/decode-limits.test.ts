// What an index may make an install hold (issue 49 item 7: a span built at `--spacing 1024` held
// 160 MiB, rows of 64 KiB paths 297 MiB): a gzip span is at most MAX_SPAN_BYTES in any format, and
// the builder refuses to make a longer one; a row's path, link target and type name are refused
// by their length before their bytes are gathered.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { Readable } from 'node:stream'
import { encodeIndex } from '../../../../src/seek/index/encode.ts'
import { MAX_SPAN_BYTES, type SeekIndex, MAGIC } from '../../../../src/seek/index/model.ts'
import { decodeIndex, MAX_ENTRIES } from '../../../../src/seek/index/decode.ts'
import { checkIndexShape } from '../../../../src/seek/index/shape.ts'
import { buildIndex } from '../../../../src/seek/build/build.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import { tar } from '../../../harness/tar-writer.ts'
import { indexOfLayer, recordingLogger } from '../../../harness/helpers.ts'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'

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

describe('index decode is bounded', () => {
  /** decodeIndex in a process of its own: its verdict and peak RSS. */
  function decodeApart(file: string, manifest?: string): { error?: string; rss: number } {
    const script = `
      import { decodeIndex } from ${JSON.stringify(new URL('../../../../src/seek/index/decode.ts', import.meta.url).href)}
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
