// paths.ts and tree.ts, pure: entry names cleaned like a runtime cleans them, chroot-style
// resolution in the model, and the packed file storage that keeps the model small.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { cleanEntryPath, joinClamped, relativeLink } from '../../../../src/layers/paths.ts'
import { newDir, resolve, walk, type DirNode } from '../../../../src/layers/model/tree.ts'

function model(): DirNode {
  const root = newDir(-1)
  const opt = newDir(0)
  const etc = newDir(0)
  const core = newDir(0)
  root.children.set('opt', opt)
  root.children.set('etc', etc)
  opt.children.set('core-10.0', core)
  core.children.set('version', { kind: 'file', layer: 0, mode: 0o644, size: 7, onDisk: true })
  etc.children.set('alt', { kind: 'symlink', layer: 0, mode: 0o777, target: '/opt/core-10.0' })
  opt.children.set('rocm', { kind: 'symlink', layer: 1, mode: 0o777, target: '../etc/alt' })
  opt.children.set('loop', { kind: 'symlink', layer: 1, mode: 0o777, target: 'loop' })
  return root
}

describe('entry names', () => {
  test('leading / and ./ go, . and .. fold, and climbing out of the root is refused', () => {
    assert.deepEqual(cleanEntryPath('./opt//rocm/./lib/'), ['opt', 'rocm', 'lib'])
    assert.deepEqual(cleanEntryPath('/opt/rocm/../x'), ['opt', 'x'])
    assert.throws(() => cleanEntryPath('opt/../../etc/passwd'), /climbs out of the image root/)
    assert.throws(() => cleanEntryPath('a\0b'), /NUL/)
    assert.throws(() => cleanEntryPath('x/'.repeat(200)), /deeper than 128/)
  })

  test('link targets clamp at the root; relative links are computed between real paths', () => {
    assert.deepEqual(joinClamped(['opt', 'rocm'], '../../../../../../etc'), ['etc'])
    assert.deepEqual(joinClamped(['opt'], '/usr/lib'), ['usr', 'lib'])
    assert.equal(relativeLink(['opt', 'rocm', 'lib'], ['opt', 'rocm', 'core', 'lib', 'x']), '../core/lib/x')
    assert.equal(relativeLink(['a'], ['a']), '.')
  })
})

describe('the model', () => {
  test('links resolve chroot-style through absolute and relative targets', () => {
    const r = resolve(model(), ['opt', 'rocm', 'version'], true)
    assert.deepEqual(r.parts, ['opt', 'core-10.0', 'version'])
    assert.equal(r.node?.kind, 'file')
    assert.deepEqual(resolve(model(), ['opt', 'rocm'], false).parts, ['opt', 'rocm'], 'final link kept')
    assert.deepEqual(resolve(model(), ['opt', 'rocm', 'new', 'x'], true).parts, [
      'opt',
      'core-10.0',
      'new',
      'x'
    ])
  })

  test('a loop and a path through a file are errors, not hangs', () => {
    assert.throws(() => resolve(model(), ['opt', 'loop', 'x'], true), /more than 40 levels of symbolic links/)
    assert.throws(() => resolve(model(), ['opt', 'core-10.0', 'version', 'x'], true), /is not a directory/)
  })

  test('files round-trip through packed storage; large, late-pruned or late-layer files are kept whole', () => {
    const d = newDir(0)
    const cases = [
      { kind: 'file', layer: 0, mode: 0o755, size: 0, onDisk: true },
      { kind: 'file', layer: 200, mode: 0o600, size: 4095, onDisk: false },
      { kind: 'file', layer: 3, mode: 0o644, size: 5 << 30, onDisk: true },
      { kind: 'file', layer: 300, mode: 0o644, size: 1, onDisk: true },
      { kind: 'file', layer: 2, mode: 0o644, size: 10, onDisk: true, prunedBy: 'lib*' },
      { kind: 'file', layer: 254, mode: 0o777, size: 4095, onDisk: true, origin: 2 ** 26 * 254 + 2_000_000 },
      { kind: 'file', layer: 1, mode: 0o644, size: 5 << 30, onDisk: true, origin: 7 }
    ] as const
    cases.forEach((c, i) => d.children.set(`f${i}`, c))
    cases.forEach((c, i) => assert.deepEqual({ ...d.children.get(`f${i}`) }, { ...c }, `f${i}`))
    // A file set again without its origin loses it; removed, nothing of it is left.
    d.children.set('f5', { kind: 'file', layer: 1, mode: 0o644, size: 1, onDisk: true })
    assert.equal((d.children.get('f5') as { origin?: number }).origin, undefined)
    d.children.delete('f6')
    d.children.set('f6', { kind: 'file', layer: 1, mode: 0o644, size: 1, onDisk: true })
    assert.equal((d.children.get('f6') as { origin?: number }).origin, undefined)
    d.children.set('f5', cases[5])
    d.children.set('f6', cases[6])
    assert.deepEqual(
      [...walk(d)].map(([p]) => p.join('/')),
      cases.map((_, i) => `f${i}`)
    )
  })

  test('a file pruned while streaming packs with its pattern (its size, counted then, is not kept)', () => {
    const d = newDir(0)
    const patterns = ['lib*', 'rocblas/', '**/share/doc']
    for (let i = 0; i < 3000; i++)
      d.children.set(`p${i}`, {
        kind: 'file',
        layer: i % 255,
        mode: 0o600 + (i % 64),
        size: 1 << 20,
        onDisk: false,
        prunedBy: patterns[i % 3]
      })
    for (let i = 0; i < 3000; i++)
      assert.deepEqual(
        { ...d.children.get(`p${i}`) },
        {
          kind: 'file',
          layer: i % 255,
          mode: 0o600 + (i % 64),
          size: 0,
          onDisk: false,
          prunedBy: patterns[i % 3]
        }
      )
  })
})

describe("a directory's entries in columns (children.ts)", () => {
  const file = (i: number) =>
    ({ kind: 'file', layer: i % 3, mode: 0o644, size: i % 4000, onDisk: true }) as const

  test('behaves as a Map in insertion order: set, set again, delete and set again, through growth', () => {
    const d = newDir(0)
    const m = new Map<string, unknown>()
    const names = (i: number) => [`f${i}`, `ñame-${i}`, `${'long'.repeat(20)}${i}`, `日本${i}`][i % 4]
    for (let i = 0; i < 5000; i++) {
      const name = names(i % 1500)
      const node =
        i % 7 === 0
          ? newDir(1)
          : i % 11 === 0
            ? { kind: 'symlink' as const, layer: 0, mode: 0o777, target: `t${i}` }
            : file(i)
      if (i % 5 === 0) {
        assert.equal(d.children.delete(name), m.delete(name))
      } else {
        d.children.set(name, node)
        m.set(name, node)
      }
      assert.equal(d.children.size, m.size)
    }
    const got = [...d.children].map(([n, v]) => [n, { ...v }])
    const want = [...m].map(([n, v]) => [n, { ...(v as object) }])
    assert.deepEqual(got, want)
    for (const [n, v] of m) assert.deepEqual({ ...d.children.get(n) }, { ...(v as object) })
    assert.equal(d.children.get('absent'), undefined)
    assert.equal(d.children.delete('absent'), false)
  })

  test('an object set in place of another keeps its place; a directory node stays the same object', () => {
    const d = newDir(0)
    const sub = newDir(1)
    d.children.set('a', sub)
    d.children.set('b', file(1))
    assert.equal(d.children.get('a'), sub)
    const link = { kind: 'symlink' as const, layer: 2, mode: 0o777, target: 'x' }
    d.children.set('a', link)
    assert.equal(d.children.get('a'), link)
    assert.deepEqual(
      [...d.children].map(([n]) => n),
      ['a', 'b']
    )
  })

  test('growing a directory while it is iterated is refused, not silently mis-iterated; setting in place is fine', () => {
    const d = newDir(0)
    for (let i = 0; i < 4; i++) d.children.set(`f${i}`, file(i))
    for (const [n] of d.children) d.children.set(n, { ...file(9), mode: 0o600 })
    assert.ok([...d.children].every(([, v]) => v.mode === 0o600))
    assert.throws(() => {
      for (const [n] of d.children) d.children.set(`${n}-new`, file(1))
    }, /grew while it was iterated/)
  })

  test('a million-entry model stays small: ~35 bytes a packed file with a short name', () => {
    const d = newDir(0)
    for (let i = 0; i < 200_000; i++) d.children.set(`f${i}.dat`, { ...file(i), origin: i })
    const c = d.children as unknown as Record<string, ArrayBufferView>
    const bytes = ['values', 'nameEnd', 'names', 'cells', 'origins'].reduce((s, k) => s + c[k].byteLength, 0)
    // A Map<string, number> and a second Map of origins took ~78 bytes an entry (bench/million.ts).
    assert.ok(bytes / 200_000 < 45, `${(bytes / 200_000).toFixed(1)} bytes an entry`)
    assert.deepEqual({ ...d.children.get('f199999.dat') }, { ...file(199_999), origin: 199_999 })
  })
})

test('compacting a directory whose removed names were short keeps every long live name whole', () => {
  // Regression: the name buffer was sized from the mean of all slots, removed ones included, and
  // the live names copied into it were cut (162 of 600 lost).
  const d = newDir(0)
  const f = { kind: 'file', layer: 0, mode: 0o644, size: 1, onDisk: true } as const
  for (let i = 0; i < 1000; i++) d.children.set(`s${i}`, f)
  for (let i = 0; i < 1000; i++) d.children.delete(`s${i}`)
  const long = (i: number) => `${'L'.repeat(200)}${i}`
  for (let i = 0; i < 600; i++) d.children.set(long(i), f)
  assert.equal(d.children.size, 600)
  for (let i = 0; i < 600; i++) assert.ok(d.children.get(long(i)), long(i))
  assert.deepEqual(
    [...d.children].map(([n]) => n),
    Array.from({ length: 600 }, (_, i) => long(i))
  )
})
