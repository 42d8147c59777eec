// The toolchain a lazy mount fetches before anyone asks (src/mount/landmarks.ts): found in the tree
// where ROCm's layout puts it, links followed by the lookup, each content once, in the order a
// compile reaches it, within LANDMARK_BYTES; files of a kernel (or anything else) are not in it.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { chooseLandmarks, LANDMARK_BYTES, landmarks, type WalkNode } from '../../../src/mount/landmarks.ts'

let n = 0
const file = (path: string, size = 100, sha = `${++n}`.padStart(64, '0')): WalkNode => ({
  path,
  content: { layer: 0, data: 0, size, sha256: sha }
})
function dir(path: string, entries: Record<string, (at: string) => WalkNode>): WalkNode {
  return {
    path,
    children: new Map(Object.entries(entries).map(([k, f]) => [k, f(`${path}/${k}`)]))
  }
}

/** A ROCm-shaped tree: lookup() as LazyTree's, with `bin` and `llvm` reached through links. */
function tree(libLLVM = 100) {
  const core = dir('/core', {
    bin: at => dir(at, { hipcc: p => file(p), 'hipcc.pl': p => file(p), hipconfig: p => file(p) }),
    include: at =>
      dir(at, {
        hip: p => dir(p, { 'hip_runtime.h': q => file(q), amd_detail: q => dir(q, { 'a.h': r => file(r) }) }),
        rocprim: p => dir(p, { 'rocprim.hpp': q => file(q) })
      }),
    lib: at =>
      dir(at, {
        'libamdhip64.so': p => file(p, 10),
        'librocsparse.so': p => file(p, 10),
        llvm: p =>
          dir(p, {
            bin: q => dir(q, { clang: r => file(r), lld: r => file(r), opt: r => file(r) }),
            amdgcn: q => dir(q, { bitcode: r => dir(r, { 'ocml.bc': t => file(t) }) }),
            lib: q =>
              dir(q, {
                'libLLVM.so': r => file(r, libLLVM),
                clang: r =>
                  dir(r, {
                    '15': t =>
                      dir(t, {
                        include: u => dir(u, { 'stddef.h': v => file(v) }),
                        lib: u => dir(u, { 'rt.a': v => file(v) })
                      })
                  })
              })
          })
      })
  })
  const at = (path: string): WalkNode | undefined => {
    let node: WalkNode | undefined = core
    for (const name of path.split('/').filter(Boolean)) node = node?.children?.get(name)
    return node
  }
  return at
}

describe('the landmarks of a lazily mounted tree', () => {
  test('the toolchain in the order a compile reaches it; nothing of the math libraries, the other tools or clang’s runtimes', () => {
    const got = landmarks(tree()).map(f => f.path)
    assert.deepEqual(got, [
      '/core/bin/hipcc',
      '/core/bin/hipcc.pl',
      '/core/lib/llvm/bin/clang',
      '/core/lib/libamdhip64.so',
      '/core/include/hip/hip_runtime.h',
      '/core/include/hip/amd_detail/a.h',
      '/core/lib/llvm/lib/clang/15/include/stddef.h',
      '/core/lib/llvm/amdgcn/bitcode/ocml.bc',
      '/core/lib/llvm/bin/lld'
    ])
  })

  test('a content named twice is fetched once; the list stops at LANDMARK_BYTES', () => {
    const lookup = tree()
    const twice = landmarks(p => lookup(p.replace('hipcc.pl', 'hipcc')))
    assert.equal(twice.filter(f => f.path === '/core/bin/hipcc').length, 1)
    const big = landmarks(tree(LANDMARK_BYTES), ['bin/hipcc', 'lib/llvm/lib/libLLVM.so', 'lib/llvm/bin/lld'])
    assert.deepEqual(
      big.map(f => f.path),
      ['/core/bin/hipcc'],
      'the file past the budget and everything after it are left to be read'
    )
  })

  test('fetches none, and says why, where the tree has none of them or the disk has no room for them', () => {
    const all = landmarks(tree())
    assert.deepEqual(
      chooseLandmarks(all, () => true),
      { list: all }
    )
    const asked: number[] = []
    const full = chooseLandmarks(all, b => (asked.push(b), false))
    assert.deepEqual(full.list, [])
    assert.match(full.skipped!, /the disk would keep too little free for the toolchain's 1 MiB/)
    assert.deepEqual(
      asked,
      [2 * all.reduce((s, f) => s + f.content!.size, 0)],
      'room for the files and their spans'
    )
    const elsewhere = landmarks(p => (p.startsWith('opt/') ? tree()(p.slice(4)) : undefined))
    const none = chooseLandmarks(elsewhere, () => true)
    assert.deepEqual(none.list, [])
    assert.match(none.skipped!, /the tree has none of the toolchain's files where ROCm's layout puts them/)
  })
})
