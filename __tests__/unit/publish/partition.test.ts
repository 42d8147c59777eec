// partition.ts, pure: how `setup-rocm publish` splits a tree into layers of similar size that are
// disjoint subtrees (each path in one layer; the directories above it, and only those, repeated).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { partition, type TreeEntry } from '../../../src/publish/partition.ts'

const MiB = 1 << 20
const dir = (rel: string): TreeEntry => ({ rel, dir: true, size: 0 })
const file = (rel: string, size: number): TreeEntry => ({ rel, dir: false, size })

/** A ROCm-like tree: one big lib directory of many libraries, an LLVM tree, headers, a few bins. */
function rocmLike(): TreeEntry[] {
  const t = [dir('.'), dir('lib'), dir('lib/llvm'), dir('lib/llvm/bin'), dir('include'), dir('bin')]
  for (let i = 0; i < 30; i++) t.push(file(`lib/libthing${i}.so.1`, (5 + (i % 7) * 11) * MiB))
  for (let i = 0; i < 8; i++) t.push(file(`lib/llvm/bin/tool${i}`, 60 * MiB))
  for (let i = 0; i < 200; i++) t.push(file(`include/h${i}.h`, 40 << 10))
  for (let i = 0; i < 5; i++) t.push(file(`bin/b${i}`, MiB))
  t.push({ rel: 'lib/libthing0.so', dir: false, size: 0 }) // a link
  return t
}

const sizeOf = (entries: TreeEntry[]) => new Map(entries.map(e => [e.rel, e]))

describe('partition', () => {
  test('every path lands in exactly one layer, except the directories above it, which come first', () => {
    const entries = rocmLike()
    const layers = partition(entries, 4)
    assert.equal(layers.length, 4)
    const byRel = sizeOf(entries)
    const owners = new Map<string, number>()
    layers.forEach((paths, i) => {
      assert.equal(paths[0], '.', 'the root first')
      const inLayer = new Set(paths)
      for (const p of paths) {
        const parent = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '.'
        if (p !== '.') assert.ok(inLayer.has(parent), `${p} without its directory in layer ${i + 1}`)
        assert.ok(paths.indexOf(parent) < paths.indexOf(p) || p === '.', `${parent} after ${p}`)
        if (!byRel.get(p)!.dir) {
          assert.ok(!owners.has(p), `${p} in layers ${owners.get(p)! + 1} and ${i + 1}`)
          owners.set(p, i)
        }
      }
    })
    for (const e of entries) if (!e.dir) assert.ok(owners.has(e.rel), `${e.rel} is in no layer`)
  })

  test('layers are of similar size: the big directory is split, the largest within 4/3 of the mean', () => {
    const entries = rocmLike()
    const byRel = sizeOf(entries)
    const total = entries.reduce((n, e) => n + e.size, 0)
    const sizes = partition(entries, 4).map(paths => paths.reduce((n, p) => n + byRel.get(p)!.size, 0))
    assert.equal(
      sizes.reduce((a, b) => a + b, 0),
      total,
      'no file counted twice'
    )
    assert.ok(
      Math.max(...sizes) <= (4 / 3) * (total / 4),
      `sizes ${sizes.map(s => (s / MiB).toFixed(0)).join(' ')}`
    )
  })

  test('a file larger than a share stays whole; fewer units than layers give fewer layers; an empty tree is one layer', () => {
    const big = [dir('.'), file('huge', 900 * MiB), file('small', MiB)]
    const l = partition(big, 4)
    assert.equal(l.length, 2)
    assert.deepEqual(l.map(x => x.filter(p => p !== '.')).sort(), [['huge'], ['small']])
    assert.deepEqual(partition([dir('.')], 4), [['.']])
  })

  test('the same tree in any order gives the same layers (publishing again gives the same digest)', () => {
    const entries = rocmLike()
    const shuffled = [...entries].sort(
      (a, b) => ((a.rel.length * 7919) % 13) - ((b.rel.length * 7919) % 13) || (a.rel < b.rel ? 1 : -1)
    )
    assert.deepEqual(partition(shuffled, 4), partition(entries, 4))
  })
})
