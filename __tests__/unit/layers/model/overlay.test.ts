// The overlay's OCI rules and its order policies, without a registry: layers written by the test's
// tar writer, decompressed and applied by the real engine into a temporary staging directory.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { tar, type TarEntry } from '../../../harness/tar-writer.ts'
import { describeInstall } from '../../../harness/tree-oracle.ts'
import { silentLogger } from '../../../../src/log.ts'
import { BufferRefs } from '../../../../src/layers/buffer-refs.ts'
import { Writer } from '../../../../src/layers/writer.ts'
import { decompress } from '../../../../src/layers/decompress.ts'
import { applyLayer } from '../../../../src/layers/apply-layer.ts'
import { Overlay } from '../../../../src/layers/model/overlay.ts'
import { DisjointLayers, IN_ORDER, LayerConflictError } from '../../../../src/layers/model/order.ts'
import { PatternSet } from '../../../../src/layers/prune.ts'

const base = mkdtempSync(join(tmpdir(), 'overlay-unit-'))
after(() => rmSync(base, { recursive: true, force: true }))
let n = 0

/** Applies `layers` (one after another, or all at once side by side) and describes the result. */
async function apply(
  layers: TarEntry[][],
  o: { sideBySide?: boolean; imagePath?: string; prune?: string[] } = {}
): Promise<Map<string, string>> {
  const staging = join(base, `s${++n}`)
  const refs = new BufferRefs()
  const writer = new Writer(refs)
  const overlay = new Overlay({
    staging,
    imagePath: o.imagePath ?? '/opt/rocm',
    prune: new PatternSet(o.prune ?? []),
    protect: new PatternSet([]),
    logger: silentLogger,
    writer,
    order: o.sideBySide ? new DisjointLayers() : IN_ORDER
  })
  const one = async (entries: TarEntry[], i: number) => {
    const { stream } = await decompress(Readable.from([tar(entries)]), { refs })
    await applyLayer(overlay, i, stream, { refs, writer })
  }
  if (o.sideBySide) {
    // Every layer settles before the result (or the first failure) is known, as schedule.ts does.
    const settled = await Promise.allSettled(layers.map(one))
    const failed = settled.find(r => r.status === 'rejected')
    if (failed) throw (failed as PromiseRejectedResult).reason
  } else for (const [i, l] of layers.entries()) await one(l, i)
  const fin = await overlay.finish()
  return describeInstall(fin.dir)
}

const keys = (m: Map<string, string>) => [...m.keys()].sort()

describe('OCI layer rules', () => {
  test('a whiteout hides the lower file; an opaque marker keeps what its own layer adds, in either order', async () => {
    for (const opaqueFirst of [true, false]) {
      const opq: TarEntry = { path: 'opt/rocm/share/.wh..wh..opq', body: '' }
      const added: TarEntry = { path: 'opt/rocm/share/new', body: 'n' }
      const t = await apply([
        [
          { path: 'opt/rocm/lib/a.so', body: 'a' },
          { path: 'opt/rocm/lib/b.so', body: 'b' },
          { path: 'opt/rocm/share/old', body: 'o' }
        ],
        [{ path: 'opt/rocm/lib/.wh.a.so', body: '' }, ...(opaqueFirst ? [opq, added] : [added, opq])]
      ])
      assert.deepEqual(keys(t), ['lib', 'lib/b.so', 'share', 'share/new'], `opaque first: ${opaqueFirst}`)
    }
  })

  test('a parent that is a symlink is followed inside the image, even when absolute', async () => {
    const t = await apply([
      [
        { path: 'opt/rocm', type: 'symlink', linkpath: '/opt/rocm-7' },
        { path: 'opt/rocm-7/lib/x.so', body: 'x' }
      ],
      [{ path: 'opt/rocm/lib/y.so', body: 'y' }]
    ])
    assert.deepEqual(keys(t), ['lib', 'lib/x.so', 'lib/y.so'])
  })

  test('an entry replaces what is there unless both are directories; a hardlink names a lower file', async () => {
    const t = await apply([
      [
        { path: 'opt/rocm/bin/tool', body: 'v1', mode: 0o755 },
        { path: 'opt/rocm/share/dir/file', body: 'f' }
      ],
      [
        { path: 'opt/rocm/share/dir', body: 'now a file' },
        { path: 'opt/rocm/bin/tool2', type: 'hardlink', linkpath: 'opt/rocm/bin/tool' }
      ]
    ])
    assert.deepEqual(keys(t), ['bin', 'bin/tool', 'bin/tool2', 'share', 'share/dir'])
    assert.equal(t.get('bin/tool'), t.get('bin/tool2'))
  })
})

describe('side by side (DisjointLayers)', () => {
  // The shape `setup-rocm publish` writes: every layer repeats the directories above its units,
  // with the same modes, and the units are disjoint.
  const publishShaped = (): TarEntry[][] =>
    Array.from({ length: 4 }, (_, k) => [
      { path: 'opt/', type: 'dir' as const, mode: 0o755 },
      { path: 'opt/rocm/', type: 'dir' as const, mode: 0o755 },
      { path: 'opt/rocm/lib/', type: 'dir' as const, mode: 0o755 },
      { path: 'opt/rocm/lib/sub/', type: 'dir' as const, mode: 0o750 },
      ...Array.from({ length: 50 }, (_, i) => ({
        path: `opt/rocm/lib/sub/l${k}-${i}.so`,
        body: `${k}:${i}`
      })),
      { path: `opt/rocm/lib/own${k}/`, type: 'dir' as const, mode: 0o755 },
      { path: `opt/rocm/lib/own${k}/f`, body: String(k) }
    ])

  test('the same directory with the same mode from several layers is no conflict, in any interleaving', async () => {
    const expected = keys(await apply(publishShaped()))
    for (let run = 0; run < 20; run++)
      assert.deepEqual(keys(await apply(publishShaped(), { sideBySide: true })), expected)
  })

  test('a whiteout, a shared file, a different directory mode or a link parent is a conflict', async () => {
    const cases: TarEntry[][][] = [
      [[{ path: 'opt/rocm/a', body: 'a' }], [{ path: 'opt/rocm/.wh.a', body: '' }]],
      [[{ path: 'opt/rocm/x', body: '1' }], [{ path: 'opt/rocm/x', body: '2' }]],
      [
        [{ path: 'opt/rocm/d/', type: 'dir', mode: 0o755 }],
        [{ path: 'opt/rocm/d/', type: 'dir', mode: 0o700 }]
      ],
      [
        [
          { path: 'opt/rocm/l', type: 'symlink', linkpath: 'real' },
          { path: 'opt/rocm/real/', type: 'dir' }
        ],
        [{ path: 'opt/rocm/l/f', body: 'through a link' }]
      ]
    ]
    for (const layers of cases)
      await assert.rejects(
        apply(layers, { sideBySide: true }),
        (e: Error) => e instanceof LayerConflictError,
        JSON.stringify(layers)
      )
  })
})
