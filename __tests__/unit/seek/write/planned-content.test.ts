// The content an install from a seek index writes (src/seek/write/planned-content.ts): one file per
// needed entry, written and checked against the index's sha256 on real threads of the write
// pool (src/seek/write/write-pool.ts), then put in place by the
// plan's finish: moved, or linked where hardlinks share it. And a layer streamed whole must be its
// table of contents (src/seek/apply/streamed.ts).
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BufferRefs } from '../../../../src/layers/buffer-refs.ts'
import { EntryContent } from '../../../../src/layers/entry-content.ts'
import { PlannedContent, type KeptPlace } from '../../../../src/seek/write/planned-content.ts'
import { StreamedToc } from '../../../../src/seek/apply/streamed.ts'
import { EntrySet, type Plan } from '../../../../src/seek/plan/plan.ts'
import { entryId } from '../../../../src/seek/index/layout.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import type { TocEntry } from '../../../../src/seek/index/toc.ts'
import type { LayerIndex, SeekIndex } from '../../../../src/seek/index/model.ts'
import type { FileNode } from '../../../../src/layers/model/tree.ts'
import { WritePool } from '../../../../src/seek/write/write-pool.ts'
import { InflatePool } from '../../../../src/seek/inflate/inflate-pool.ts'

const base = mkdtempSync(join(tmpdir(), 'planned-content-'))
const pools: { pool: WritePool; threads: InflatePool }[] = []
after(async () => {
  for (const p of pools) {
    await p.pool.close()
    await p.threads.close()
  }
  rmSync(base, { recursive: true, force: true })
})
let n = 0

const hex = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const file = (path: string, body: Buffer, header = 0, mode = 0o644): TocEntry => ({
  path,
  type: 'File',
  size: body.length,
  mode,
  header,
  data: header + 512,
  sha256: hex(body)
})
async function* chunks(...bs: Buffer[]): AsyncGenerator<Buffer> {
  for (const b of bs) yield b
}
const node = (origin: number, size: number): FileNode => ({
  kind: 'file',
  layer: 0,
  mode: 0o644,
  size,
  onDisk: true,
  origin
})

function layerOf(entries: TocEntry[]): LayerIndex {
  const toc = new TocTable()
  for (const e of entries) toc.push(e)
  return {
    digest: `sha256:${'1'.repeat(64)}`,
    size: 1,
    compression: 'zstd',
    tarBytes: 1 << 20,
    checkpoints: [],
    spans: [],
    toc
  } as unknown as LayerIndex
}

function setup(entries: TocEntry[], shared: number[] = [], keptPlace: KeptPlace = () => undefined) {
  const dir = join(base, `s${++n}`)
  mkdirSync(join(dir, 'root'), { recursive: true })
  const layer = layerOf(entries)
  const index = { layers: [layer] } as unknown as SeekIndex
  const set = new EntrySet(index)
  for (const id of shared) set.add(id)
  const threads = new InflatePool(2)
  const pool = new WritePool(threads.threads)
  pools.push({ pool, threads })
  const content = new PlannedContent(dir, pool, set, new EntrySet(index), keptPlace)
  // What the install does before it finishes: every file written and checked.
  return { dir, layer, index, content }
}

describe('planned content', () => {
  test('each needed entry is written once and put in place: moved, or linked where hardlinks share it', async () => {
    const big = Buffer.alloc(3 << 20, 7)
    const small = Buffer.from('small file\n')
    const { dir, content } = setup([file('opt/a', small), file('opt/big', big, 1024)], [entryId(0, 1)])
    await content.write(entryId(0, 0), file('opt/a', small, 0, 0o755), chunks(small), 'as streamed')
    await content.write(
      entryId(0, 1),
      file('opt/big', big),
      chunks(big.subarray(0, 1 << 20), big.subarray(1 << 20)),
      'as streamed'
    )
    await content.checked()
    content.place(node(entryId(0, 0), small.length), join(dir, 'root/a'))
    content.place(node(entryId(0, 1), big.length), join(dir, 'root/big'))
    content.place(node(entryId(0, 1), big.length), join(dir, 'root/big-link'))
    await content.remove()
    assert.deepEqual(readFileSync(join(dir, 'root/a')), small)
    assert.equal(statSync(join(dir, 'root/a')).mode & 0o777, 0o755)
    assert.deepEqual(readFileSync(join(dir, 'root/big')), big)
    assert.equal(statSync(join(dir, 'root/big')).ino, statSync(join(dir, 'root/big-link')).ino)
    assert.equal(statSync(join(dir, 'root/big')).nlink, 2, 'the content file itself is gone')
    assert.ok(!existsSync(join(dir, 'planned')))
    assert.deepEqual(readdirSync(dir), ['root'])
  })

  test('an entry whose own path keeps it is written there at once, and the finish leaves it be', async () => {
    const body = Buffer.from('in place\n')
    const other = Buffer.from('elsewhere\n')
    let dir = ''
    const s = setup([file('opt/here', body), file('opt/there', other, 1024)], [], (path, origin) =>
      path === 'opt/here' && origin === entryId(0, 0) ? join(dir, 'root/deep/here') : undefined
    )
    dir = s.dir
    await s.content.write(entryId(0, 0), file('opt/here', body), chunks(body), 'as streamed')
    await s.content.write(entryId(0, 1), file('opt/there', other, 1024), chunks(other), 'as streamed')
    await s.content.checked()
    assert.deepEqual(readFileSync(join(dir, 'root/deep/here')), body, 'written in place, its directory made')
    assert.ok(!existsSync(join(dir, 'root/there')))
    s.content.place(node(entryId(0, 0), body.length), join(dir, 'root/deep/here'))
    s.content.place(node(entryId(0, 1), other.length), join(dir, 'root/there'))
    await s.content.remove()
    assert.deepEqual(readFileSync(join(dir, 'root/deep/here')), body)
    assert.deepEqual(readFileSync(join(dir, 'root/there')), other)
    assert.deepEqual(readdirSync(dir).sort(), ['root'])
  })

  test('content that is not the sha256 the index gives, or not its size, is refused (small and streamed files)', async () => {
    const body = Buffer.from('the right bytes')
    const wrong = Buffer.from('the wrong bytes')
    const small = setup([])
    // The size at once; the content once written and read back: checked() says it.
    await small.content.write(entryId(0, 0), file('opt/x', body), chunks(wrong), 'as streamed')
    await assert.rejects(small.content.checked(), (e: Error) => {
      assert.equal(e.name, 'IndexMismatchError')
      assert.match(e.message, /^Layer 1: opt\/x as streamed does not match the index's sha256 for it/)
      return true
    })
    await assert.rejects(
      small.content.write(entryId(0, 2), file('opt/z', body), chunks(body), 'as streamed'),
      /opt\/x as streamed does not match/,
      'nothing more is written once a file failed its check'
    )
    await assert.rejects(
      setup([]).content.write(entryId(0, 1), file('opt/y', body), chunks(body.subarray(3)), 'as streamed'),
      /opt\/y as streamed is 12 bytes, but the seek index says 15/
    )
    const big = Buffer.alloc(2 << 20, 1)
    const bigWrong = Buffer.from(big)
    bigWrong[big.length - 1] = 2
    const streamed = setup([])
    await streamed.content.write(entryId(0, 2), file('opt/big', big), chunks(bigWrong), 'as streamed')
    await assert.rejects(streamed.content.checked(), /opt\/big as streamed does not match/)
    const right = setup([])
    await right.content.write(entryId(0, 2), file('opt/big', big), chunks(big), 'as streamed')
    await right.content.write(entryId(0, 0), file('opt/x', body), chunks(body), 'as streamed')
    await right.content.checked()
  })
})

describe('a layer streamed whole is its table of contents', () => {
  const a = Buffer.from('aaa')
  const b = Buffer.from('bbbb')
  const toc = [file('opt/rocm/a', a, 0), file('opt/rocm/b', b, 1024)]
  const plan = (index: SeekIndex): Plan => {
    const needed = new EntrySet(index)
    needed.add(entryId(0, 1))
    return { needed } as unknown as Plan
  }
  const entry = (e: TocEntry, body: Buffer, refs: BufferRefs) => {
    const c = new EntryContent(refs, () => {})
    c.push(body)
    c.end()
    return [{ path: e.path, type: e.type, size: e.size, mode: e.mode }, c] as const
  }

  test('the TOC itself: the needed file is written, the other not', async () => {
    const { layer, index, content, dir } = setup(toc)
    const s = new StreamedToc(0, layer, plan(index), content)
    const refs = new BufferRefs()
    await s.entry(...entry(toc[0], a, refs), 0)
    await s.entry(...entry(toc[1], b, refs), 0)
    s.end()
    await content.checked()
    content.place(node(entryId(0, 1), b.length), join(dir, 'root/b'))
    assert.deepEqual(readFileSync(join(dir, 'root/b')), b)
    assert.throws(
      () => content.place(node(entryId(0, 0), a.length), join(dir, 'root/a')),
      /internal: the content planned for .* was not written/
    )
  })

  const lies: [string, (refs: BufferRefs, s: StreamedToc) => Promise<void>, RegExp][] = [
    [
      'an entry the TOC leaves out',
      async (refs, s) => {
        await s.entry(...entry(toc[0], a, refs), 0)
        await s.entry(...entry({ ...toc[0], path: 'opt/rocm/.wh.x' }, Buffer.alloc(0), refs), 0)
      },
      /tar entry 2 of its stream is File opt\/rocm\/\.wh\.x .* but the seek index says File opt\/rocm\/b/
    ],
    [
      'a mode the TOC changes',
      async (refs, s) => {
        await s.entry(...entry({ ...toc[0], mode: 0o777 }, a, refs), 0)
      },
      /tar entry 1 of its stream is File opt\/rocm\/a \(3 bytes, mode 0777\), but the seek index says File opt\/rocm\/a \(3 bytes, mode 0644\)/
    ],
    [
      'an entry past the TOC’s end',
      async (refs, s) => {
        await s.entry(...entry(toc[0], a, refs), 0)
        await s.entry(...entry(toc[1], b, refs), 0)
        await s.entry(...entry(toc[1], b, refs), 0)
      },
      /tar entry 3 of its stream is File opt\/rocm\/b .*, but the seek index says the stream ends/
    ],
    [
      'a stream that ends before the TOC',
      async (refs, s) => {
        await s.entry(...entry(toc[0], a, refs), 0)
        s.end()
      },
      /tar entry 2 of its stream is not there \(the stream ends\), but the seek index says File opt\/rocm\/b/
    ]
  ]
  for (const [what, feed, message] of lies)
    test(`refused: ${what}`, async () => {
      const { layer, index, content } = setup(toc)
      const s = new StreamedToc(0, layer, plan(index), content)
      await assert.rejects(feed(new BufferRefs(), s), (e: Error) => {
        assert.equal(e.name, 'IndexMismatchError')
        assert.match(e.message, message)
        return true
      })
    })
})
