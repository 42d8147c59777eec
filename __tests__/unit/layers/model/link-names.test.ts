// Link names: a directory link under the kept root gives its target a second name.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { LinkNames } from '../../../../src/layers/model/link-names.ts'
import { newDir } from '../../../../src/layers/model/tree.ts'

describe('link names', () => {
  test('a directory link under the kept root gives its target a second name', () => {
    const root = newDir(-1)
    const opt = newDir(0)
    const rocm = newDir(0)
    const core = newDir(0)
    root.children.set('opt', opt)
    opt.children.set('rocm', rocm)
    rocm.children.set('core-10.0', core)
    core.children.set('lib', newDir(0))
    rocm.children.set('lib', { kind: 'symlink', layer: 0, mode: 0o777, target: 'core-10.0/lib' })
    const names = new LinkNames(root, ['opt', 'rocm'])
    names.linkAdded(['opt', 'rocm', 'lib'])
    assert.deepEqual(names.namesOf(['core-10.0', 'lib', 'librocblas.so']), [
      'core-10.0/lib/librocblas.so',
      'lib/librocblas.so'
    ])
  })
})
