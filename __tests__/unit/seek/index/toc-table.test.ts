// The table of contents in columns (src/seek/index/toc-table.ts) gives back every entry as pushed, in
// order and one by one; an index file decoded in pieces (src/seek/index/decode.ts) gives back the index
// encoded, whatever record a piece's end cuts.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import type { TocEntry } from '../../../../src/seek/index/toc.ts'
import { encodeIndex } from '../../../../src/seek/index/encode.ts'
import { type SeekIndex } from '../../../../src/seek/index/model.ts'
import { decodeIndex } from '../../../../src/seek/index/decode.ts'

/** Entries of every kind: shared and unshared prefixes, long paths, odd types, links, no mode. */
function entries(n: number): TocEntry[] {
  const out: TocEntry[] = []
  let pos = 0
  for (let k = 0; k < n; k++) {
    const dir = k % 97 < 2 ? 'x'.repeat(4000) : `opt/rocm/d${Math.floor(k / 40)}`
    const type = ['File', 'Directory', 'SymbolicLink', 'Link', 'GNUDumpDir', 'File'][k % 6]
    const size = type === 'File' ? (k * 7919) % 3000 : 0
    const meta = k % 11 === 0 ? 2 : 0
    const e: TocEntry = {
      header: pos,
      data: pos + (meta + 1) * 512,
      size,
      type,
      path: `${dir}/ñame-${k}${k % 5 === 0 ? '/' : ''}`,
      ...(type.endsWith('Link') ? { linkpath: `../target-${k}` } : {}),
      ...(k % 13 ? { mode: 0o644 + (k % 8) } : {}),
      ...(type === 'File' ? { sha256: randomBytes(32).toString('hex') } : {})
    }
    out.push(e)
    pos = e.data + Math.ceil(size / 512) * 512 + (k % 3) * 512
  }
  return out
}

describe('the table of contents in columns', () => {
  test('every entry comes back as pushed, in order and one by one', () => {
    const want = entries(2000)
    const t = TocTable.from(want)
    assert.equal(t.length, want.length)
    assert.deepEqual([...t], want)
    for (const k of [0, 1, 31, 32, 33, 97, 1000, 1999]) {
      assert.deepEqual(t.at(k), want[k], `entry ${k}`)
      assert.equal(t.pathAt(k), want[k].path)
      assert.equal(t.endAt(k), want[k].data + Math.ceil(want[k].size / 512) * 512)
    }
    assert.deepEqual(
      [...t.entries(1500)].map(([k, e]) => [k, e]),
      want.slice(1500).map((e, i) => [1500 + i, e])
    )
  })

  test('values too large for their columns come back whole (huge files, long meta headers, odd modes)', () => {
    const want: TocEntry[] = [
      { header: 0, data: 512 * 300, size: 5 * 2 ** 30, type: 'File', path: 'big', mode: 0o1000644 },
      {
        header: 512 * 300 + 5 * 2 ** 30,
        data: 512 * 301 + 5 * 2 ** 30,
        size: 2 ** 32 - 1,
        type: 'File',
        path: 'edge',
        mode: 0xffff
      },
      { header: 2 ** 40, data: 2 ** 40 + 512, size: 0, type: 'Directory', path: 'far/' }
    ]
    assert.deepEqual([...TocTable.from(want)], want)
    assert.throws(
      () => TocTable.from([{ header: 2 ** 41, data: 2 ** 41 + 512, size: 0, type: 'File', path: 'x' }]),
      /past 2 TiB/
    )
  })

  test('digests no install step reads are let go, one by one; the others stay, packed', () => {
    const want = entries(140_000)
    const t = TocTable.from(want)
    const digests = () =>
      (t as unknown as { pages: { digests?: Buffer }[] }).pages.map(c => c.digests?.length ?? 0)
    const keep = (k: number) => k % 3 === 0 || k === 65_537 || k === 139_999
    t.keepDigests(keep)
    const kept = (k: number) => want[k].sha256 !== undefined && keep(k)
    for (const [k, e] of t.entries())
      assert.equal(e.sha256, kept(k) ? want[k].sha256 : undefined, `entry ${k}`)
    for (const k of [0, 3, 63, 64, 65, 65_535, 65_536, 65_537, 139_998, 139_999])
      assert.equal(t.at(k).sha256, kept(k) ? want[k].sha256 : undefined, `entry ${k}`)
    // What a page holds is its kept digests, 32 bytes each.
    const perPage = [0, 1, 2].map(
      c => want.slice(c * 65_536, (c + 1) * 65_536).filter((_, i) => kept(c * 65_536 + i)).length * 32
    )
    assert.deepEqual(digests(), perPage)
    // Narrowed again (a packed page packs again), and to none: a page with none holds none.
    t.keepDigests(k => k === 65_537 || k === 139_999)
    assert.deepEqual(digests(), [0, kept(65_537) ? 32 : 0, kept(139_999) ? 32 : 0])
    for (const [k, e] of t.entries())
      assert.equal(e.sha256, k === 65_537 || k === 139_999 ? want[k].sha256 : undefined)
    assert.ok(kept(65_537) || kept(139_999), 'the test keeps a digest somewhere')
  })

  test('entries off the tar blocks, or with a malformed digest, are refused and leave the table as it was', () => {
    const t = new TocTable()
    assert.throws(
      () => t.push({ header: 100, data: 612, size: 0, type: 'File', path: 'a' }),
      /off the tar blocks/
    )
    assert.throws(
      () => t.push({ header: 512, data: 512, size: 0, type: 'File', path: 'a' }),
      /off the tar blocks/
    )
    assert.throws(
      () => t.push({ header: 0, data: 512, size: 0, type: 'File', path: 'a', sha256: 'ab' }),
      /digest/
    )
    // A refused entry leaves the table as it was.
    t.push({ header: 0, data: 512, size: 1, type: 'File', path: 'ok' })
    assert.equal(t.length, 1)
    assert.deepEqual([...t], [{ header: 0, data: 512, size: 1, type: 'File', path: 'ok' }])
  })
})

describe('an index decoded in pieces', () => {
  test('a row at the longest path and link target an install takes (4096 bytes each) is read back; one byte more is refused', async () => {
    const long = (c: string) => c.repeat(4092)
    const rows: TocEntry[] = [
      { header: 0, data: 512, size: 0, type: 'Directory', path: 'opt/' },
      {
        header: 512,
        data: 1024,
        size: 0,
        type: 'SymbolicLink',
        path: `opt/${long('p')}`,
        linkpath: long('t')
      },
      { header: 1024, data: 1536, size: 1, type: 'File', path: 'opt/z', sha256: 'e'.repeat(64) }
    ]
    const ix: SeekIndex = {
      format: 2,
      tool: 'test',
      manifest: `sha256:${'a'.repeat(64)}`,
      spacing: 0,
      layers: [
        {
          digest: `sha256:${'d'.repeat(64)}`,
          size: 10,
          compression: 'none',
          tarBytes: 4096,
          checkpoints: [],
          spans: [{ offset: 0, length: 10, sha256: 'd'.repeat(64) }],
          toc: TocTable.from(rows)
        }
      ]
    }
    assert.deepEqual([...(await decodeIndex(await encodeIndex(ix))).layers[0].toc], rows)
    const over = (edit: Partial<TocEntry>) => ({
      ...ix,
      layers: [{ ...ix.layers[0], toc: TocTable.from(rows.map((e, k) => (k === 1 ? { ...e, ...edit } : e))) }]
    })
    await assert.rejects(
      decodeIndex(await encodeIndex(over({ path: `opt/${long('p')}p` }))),
      /a path in the index is longer/
    )
    await assert.rejects(
      decodeIndex(await encodeIndex(over({ linkpath: `${long('t')}tttt` + 't' }))),
      /a link target in the index is longer/
    )
  })

  test('gives back the index encoded, with records cut at every piece end', async () => {
    // ~3 MiB of rows and 40 windows of 32 KiB: pieces of 1 MiB end inside rows and windows alike.
    const rows = entries(40_000)
    const last = rows.at(-1)!
    const tarBytes = last.data + Math.ceil(last.size / 512) * 512 + 1024
    const checkpoints = Array.from({ length: 41 }, (_, j) => ({
      bit: j * 8000 + (j ? 2 : 0),
      out: j * 4096 * 16,
      window: j ? randomBytes(Math.min(32 << 10, j * 4096 * 16)) : Buffer.alloc(0)
    }))
    const spans = checkpoints.map((c, j) => ({
      offset: Math.floor(c.bit / 8),
      length: 1000 + j,
      sha256: randomBytes(32).toString('hex')
    }))
    const ix: SeekIndex = {
      format: 2,
      tool: 'test',
      manifest: `sha256:${'a'.repeat(64)}`,
      spacing: 1 << 20,
      layers: [
        {
          digest: `sha256:${'b'.repeat(64)}`,
          size: 400_000,
          compression: 'gzip',
          tarBytes,
          checkpoints,
          spans,
          toc: TocTable.from(rows),
          eoa: tarBytes - 1024
        },
        {
          digest: `sha256:${'c'.repeat(64)}`,
          size: 10,
          compression: 'zstd',
          tarBytes: 2048,
          checkpoints: [],
          spans: [{ offset: 0, length: 10, sha256: 'c'.repeat(64) }],
          toc: TocTable.from([
            { header: 0, data: 512, size: 3, type: 'File', path: 'z', mode: 0o600, sha256: 'f'.repeat(64) }
          ])
        }
      ]
    }
    const file = await encodeIndex(ix)
    const back = await decodeIndex(file)
    assert.equal(back.manifest, ix.manifest)
    assert.deepEqual([...back.layers[0].toc], rows)
    assert.deepEqual(back.layers[0].spans, spans)
    assert.deepEqual(
      back.layers[0].checkpoints.map(c => [c.bit, c.out, c.window.toString('hex')]),
      checkpoints.map(c => [c.bit, c.out, c.window.toString('hex')])
    )
    assert.equal(back.layers[0].eoa, ix.layers[0].eoa)
    assert.deepEqual([...back.layers[1].toc], [...ix.layers[1].toc])
    await assert.rejects(decodeIndex(file.subarray(0, 5000)), /cut short|damaged/)
  })
})
