// The decompressor's buffers through the real registry: freed as soon as nothing uses them, never
// before (buffer-refs.ts), and the tar parser fed whole 512-byte blocks (align.ts).
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { tar, type TarEntry } from '../harness/tar-writer.ts'
import { BlockAligner } from '../../src/layers/align.ts'
import { TAR_BLOCK as BLOCK } from '../../src/layers/tar-block.ts'
import { WRITE_BUDGET } from '../../src/layers/writer.ts'
import { tempDir } from '../harness/helpers.ts'
import { layerKit } from '../harness/layer-kit.ts'

const work = tempDir('buffers')
after(() => work.cleanup())
const { installImage } = layerKit(work.path)

describe('decompressed buffers: freed as soon as nothing uses them, never before', () => {
  test(
    'every buffer is freed and every byte lands intact: files over the write budget, small files between, pruned giants, record padding',
    { timeout: 120_000 },
    async () => {
      // Random content: zlib's 1 MiB output buffers then end at arbitrary tar offsets, and the
      // writer's queue is full (a file larger than its budget) while the parser goes on ahead.
      const kept = new Map<string, Buffer>()
      const entries: TarEntry[] = [
        { path: 'opt/', type: 'dir' },
        { path: 'opt/rocm/', type: 'dir' },
        { path: 'opt/rocm/lib/', type: 'dir' },
        { path: 'opt/rocm/include/', type: 'dir' }
      ]
      const file = (path: string, body: Buffer, keep = true) => {
        entries.push({ path, body })
        if (keep) kept.set(path.slice('opt/rocm/'.length), body)
      }
      file('opt/rocm/lib/libbig.so.1', randomBytes(WRITE_BUDGET * 2 + 4097))
      for (let i = 0; i < 150; i++) file(`opt/rocm/include/h${i}.h`, randomBytes(1 + ((i * 7919) % 40_000)))
      file('opt/rocm/lib/librocblas.so.5', randomBytes(9 << 20), false)
      file('opt/rocm/lib/libmid.so', randomBytes((3 << 20) + 123))
      for (let i = 0; i < 50; i++) file(`opt/rocm/include/g${i}.h`, randomBytes(600_000 + i))
      // After the two zero blocks that end the archive, tar(1) pads to a 10 KiB record, and some
      // writers leave far more. The parser keeps what follows the end from the chunk it came in
      // and copies it together with the next one: that buffer must outlive the next write, and
      // the last one the parser's end. 2 MiB of zeros span several of zlib's buffers.
      const raw = tar(entries)
      const tarFile = join(work.path, 'padded.tar')
      writeFileSync(tarFile, Buffer.concat([raw, Buffer.alloc((2 << 20) + 10240 - (raw.length % 10240))]))
      const t = await installImage({
        layers: [
          { tarFile, compression: 'gzip' },
          { entries: [{ path: 'opt/rocm/lib/libz.so', body: randomBytes(5 << 20) }], compression: 'zstd' }
        ]
      })
      const r = await t.run()
      const buffers = r.report.buffers
      assert.ok(buffers.adopted >= 50, `decompressor buffers counted: ${buffers.adopted}`)
      assert.equal(buffers.freed, buffers.adopted, 'every counted buffer freed')
      for (const [rel, body] of kept) assert.ok(readFileSync(join(t.dest, rel)).equals(body), `${rel} intact`)
      assert.equal(statSync(join(t.dest, 'lib/libz.so')).size, 5 << 20)
      assert.ok(!existsSync(join(t.dest, 'lib/librocblas.so.5')), 'pruned')
    }
  )

  test('the tar parser gets whole blocks: only the bytes that straddle a chunk boundary are copied', () => {
    const data = randomBytes(300_000)
    const cuts = [[1], [511], [512], [513], [1000, 7, 65_536], [300_000], [4096, 1, 1, 1]]
    for (const sizes of cuts) {
      const a = new BlockAligner()
      const out: Buffer[] = []
      let copied = 0
      let chunks = 0
      for (let o = 0; o < data.length; chunks++) {
        const c = data.subarray(o, o + sizes[chunks % sizes.length])
        o += c.length
        for (const p of a.pieces(c)) {
          assert.equal(p.length % BLOCK, 0, `cut ${sizes}: piece of ${p.length} bytes`)
          if (p.buffer !== data.buffer) copied += p.length
          out.push(p)
        }
      }
      const rest = a.rest()
      assert.equal(rest?.length ?? 0, data.length % BLOCK)
      assert.ok(Buffer.concat([...out, rest ?? Buffer.alloc(0)]).equals(data), `cut ${sizes}: same bytes`)
      assert.ok(copied <= BLOCK * chunks, `cut ${sizes}: ${copied} bytes copied for ${chunks} chunks`)
    }
  })
})
