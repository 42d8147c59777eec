// paths.ts and tree.ts, pure: entry names cleaned like a runtime cleans them, chroot-style
// resolution in the model, and the packed file storage that keeps the model small.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { cleanEntryPath, joinClamped, relativeLink } from '../../src/layers/paths.ts'
import { newDir, resolve, walk, type DirNode } from '../../src/layers/model/tree.ts'

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
    assert.deepEqual(joinClamped(['opt', 'rocm'], '../../../../etc'), ['etc'])
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
    assert.throws(() => resolve(model(), ['opt', 'loop', 'x'], true), /too many levels of symbolic links/)
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
