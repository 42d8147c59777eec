// The overlay's alias table (src/layers/model/link-names.ts) takes a link at a fresh name in
// incrementally (issue 49 item 6: it was rebuilt after every symlink, 59 s for 8,000 symlink/file
// pairs against 10 s for the same entries files first; ROCm's thousands of .so links pay part of
// it on every install). Counted in rebuilds, not timed.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, rmSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { tar, type TarEntry } from '../../../harness/tar-writer.ts'
import { silentLogger } from '../../../../src/log.ts'
import { BufferRefs } from '../../../../src/layers/buffer-refs.ts'
import { Writer } from '../../../../src/layers/writer.ts'
import { decompress } from '../../../../src/layers/decompress.ts'
import { applyLayer } from '../../../../src/layers/apply-layer.ts'
import { Overlay } from '../../../../src/layers/model/overlay.ts'
import { IN_ORDER } from '../../../../src/layers/model/order.ts'
import { PatternSet } from '../../../../src/layers/prune.ts'

const base = mkdtempSync(join(tmpdir(), 'overlay-links-'))
after(() => rmSync(base, { recursive: true, force: true }))
let n = 0

async function rebuildsFor(entries: TarEntry[], prune: string[]): Promise<{ rebuilds: number; dir: string }> {
  const staging = join(base, `s${++n}`)
  const refs = new BufferRefs()
  const writer = new Writer(refs)
  const overlay = new Overlay({
    staging,
    imagePath: '/opt/rocm',
    prune: new PatternSet(prune),
    protect: new PatternSet([]),
    logger: silentLogger,
    writer,
    order: IN_ORDER
  })
  const { stream } = await decompress(Readable.from([tar(entries)]), { refs })
  await applyLayer(overlay, 0, stream, { refs, writer })
  const rebuilds = overlay.aliasRebuilds
  const fin = await overlay.finish()
  return { rebuilds, dir: fin.dir }
}

/** `k` pairs: a library and its .so link, interleaved (as ROCm's lib/ is). */
const pairs = (k: number): TarEntry[] => [
  { path: 'opt/rocm/lib/', type: 'dir' },
  { path: 'opt/rocm/lib/sub/', type: 'dir' },
  ...Array.from({ length: k }, (_, i): TarEntry[] => [
    { path: `opt/rocm/lib/lib${i}.so.1`, body: 'x' },
    { path: `opt/rocm/lib/lib${i}.so`, type: 'symlink', linkpath: `lib${i}.so.1` },
    { path: `opt/rocm/d${i}`, type: 'symlink', linkpath: 'lib/sub' }
  ]).flat()
]

describe('links and the alias table', () => {
  test('rebuilds do not grow with the links: the same at n and 4n interleaved symlink/file pairs', async () => {
    const small = await rebuildsFor(pairs(200), ['**/nothing-matches'])
    const large = await rebuildsFor(pairs(800), ['**/nothing-matches'])
    assert.ok(
      large.rebuilds <= small.rebuilds + 1,
      `${small.rebuilds} rebuilds at n, ${large.rebuilds} at 4n`
    )
    assert.ok(large.rebuilds < 10, `${large.rebuilds} rebuilds for 1,600 links`)
    assert.equal(readlinkSync(join(large.dir, 'lib/lib7.so')), 'lib7.so.1')
  })

  test('a pattern written for a name through a directory link still prunes: the aliases are right', async () => {
    // d5 -> lib/sub: a pattern on d5/... prunes lib/sub/... (and the other way round).
    const entries: TarEntry[] = [
      ...pairs(10),
      { path: 'opt/rocm/lib/sub/keep', body: 'k' },
      { path: 'opt/rocm/lib/sub/drop', body: 'd' }
    ]
    const { dir } = await rebuildsFor(entries, ['d5/drop'])
    assert.ok(!existsSync(join(dir, 'lib/sub/drop')), 'pruned through its other name')
    assert.ok(existsSync(join(dir, 'lib/sub/keep')), 'the rest kept')
  })
})
