// publish's layer writer, without a registry: the same tree gives the same bytes every time (one
// zstd frame, nothing of the machine or the moment in the headers), modes exactly as on disk.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { chmodSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { zstdDecompressSync } from 'node:zlib'
import { Parser, type ReadEntry } from 'tar'
import { buildLayer } from '../../../src/publish/layer.ts'

const base = mkdtempSync(join(tmpdir(), 'publish-layer-'))
after(() => rmSync(base, { recursive: true, force: true }))

/** How many zstd frames `b` holds (RFC 8878: frame header, blocks, optional checksum). */
function zstdFrames(b: Buffer): number {
  let off = 0
  let frames = 0
  while (off < b.length) {
    assert.equal(b.readUInt32LE(off), 0xfd2fb528, `a zstd frame at ${off}`)
    const fhd = b[off + 4]
    const single = (fhd >> 5) & 1
    const fcsSize = [single ? 1 : 0, 2, 4, 8][fhd >> 6]
    const dictSize = [0, 1, 2, 4][fhd & 3]
    off += 5 + (single ? 0 : 1) + dictSize + fcsSize
    for (;;) {
      const h = b[off] | (b[off + 1] << 8) | (b[off + 2] << 16)
      const last = h & 1
      const type = (h >> 1) & 3
      const size = h >> 3
      off += 3 + (type === 1 ? 1 : size)
      if (last) break
    }
    if ((fhd >> 2) & 1) off += 4
    frames++
  }
  return frames
}

function tree(): string {
  const dir = join(base, 'tree')
  mkdirSync(join(dir, 'lib/' + 'deep/'.repeat(30)), { recursive: true })
  writeFileSync(join(dir, 'lib/big'), Buffer.alloc(3 << 20, 7))
  linkSync(join(dir, 'lib/big'), join(dir, 'lib/big-link'))
  writeFileSync(join(dir, 'none'), 'n')
  chmodSync(join(dir, 'none'), 0o000)
  writeFileSync(join(dir, 'readonly'), 'r')
  chmodSync(join(dir, 'readonly'), 0o444)
  mkdirSync(join(dir, 'shared'))
  chmodSync(join(dir, 'shared'), 0o1777)
  writeFileSync(join(dir, 'lib/' + 'deep/'.repeat(30) + 'long-name-file'), 'pax header')
  return dir
}

describe('publish layers', () => {
  test('the same tree gives the same digest every time, in one zstd frame', async () => {
    const dir = tree()
    const paths = ['.', 'lib', 'lib/big', 'lib/big-link', 'none', 'readonly', 'shared', ...deepPaths()]
    const digests = new Set<string>()
    for (let i = 0; i < 8; i++) {
      const file = join(base, `layer-${i}`)
      const l = await buildLayer(dir, paths, '/opt/rocm', file, 3)
      digests.add(l.digest)
      assert.equal(zstdFrames(readFileSync(file)), 1, `run ${i}: one frame`)
    }
    assert.equal(digests.size, 1, [...digests].join(' '))
  })

  test('modes as on disk (0000, 0444, sticky), no owners, times, devices or inodes', async () => {
    const dir = join(base, 'tree')
    const file = join(base, 'layer-modes')
    await buildLayer(
      dir,
      ['.', 'lib', 'lib/big', 'lib/big-link', 'none', 'readonly', 'shared', ...deepPaths()],
      '/opt/rocm',
      file,
      3
    )
    const seen = new Map<string, ReadEntry>()
    const p = new Parser()
    p.on('entry', (e: ReadEntry) => {
      seen.set(e.path, e)
      e.resume()
    })
    p.end(zstdDecompressSync(readFileSync(file)))
    const mode = (path: string) => (seen.get(path)?.mode ?? -1).toString(8)
    assert.equal(mode('opt/rocm/none'), '0')
    assert.equal(mode('opt/rocm/readonly'), '444')
    assert.equal(mode('opt/rocm/shared/'), '1777')
    assert.equal(seen.get('opt/rocm/lib/big-link')?.type, 'Link')
    for (const e of seen.values()) {
      assert.equal(e.uid, 0, e.path)
      assert.equal(e.gid, 0, e.path)
      assert.ok(!e.uname, `${e.path}: no user name`)
      assert.equal(e.mtime, undefined, `${e.path}: no mtime`)
      assert.equal(e.atime, undefined, `${e.path}: no atime`)
      assert.equal(e.ctime, undefined, `${e.path}: no ctime`)
    }
    assert.ok(
      [...seen.keys()].some(k => k.endsWith('long-name-file')),
      'a long name went into a PAX header'
    )
  })
})

function deepPaths(): string[] {
  const out: string[] = []
  let p = 'lib'
  for (let i = 0; i < 30; i++) out.push((p += '/deep'))
  out.push(`${p}/long-name-file`)
  return out
}
