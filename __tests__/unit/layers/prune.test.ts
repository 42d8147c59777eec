// prune.ts, pure: gitignore-style matching, the `defaults`/`none` words, the protected samples.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import {
  DEFAULT_PROTECT,
  DEFAULT_PRUNE,
  PatternSet,
  PROTECTED_SAMPLES,
  expandPruneList,
  provenProtectedConflict
} from '../../../src/layers/prune.ts'

describe('prune patterns', () => {
  test('a slashless pattern matches a name at any depth; one with a slash is anchored at image-path', () => {
    const p = new PatternSet(['librocblas*', 'lib/rocblas', '**/share/doc'])
    assert.equal(p.match(['core-10.0/lib/librocblas.so.5'], false), 'librocblas*')
    assert.equal(p.match(['lib/rocblas'], true), 'lib/rocblas')
    assert.equal(p.match(['core-10.0/lib/rocblas'], true), undefined, 'anchored: not below the top')
    assert.equal(p.match(['core-10.0/share/doc'], true), '**/share/doc')
    assert.deepEqual(p.unmatched(), [], 'every pattern counted its hit')
  })

  test('a trailing slash matches directories only; any of several names may match', () => {
    const p = new PatternSet(['rocblas/'])
    assert.equal(p.match(['lib/rocblas'], false), undefined)
    assert.equal(p.match(['core-10.0/lib/rocblas', 'lib/rocblas'], true), 'rocblas/')
  })

  test('defaults expands to the built-in list, none to nothing, and they do not mix', () => {
    assert.deepEqual(expandPruneList(['defaults']), [...DEFAULT_PRUNE])
    assert.deepEqual(expandPruneList(['none']), [])
    assert.throws(() => expandPruneList(['none', 'libx*']), /`none` together with other lines/)
    assert.throws(() => new PatternSet(['../x']), /must not contain/)
    assert.throws(() => new PatternSet(['/']), /whole tree/)
  })

  test('the built-in prune list spares every protected sample, and each sample is protected', () => {
    const protect = new PatternSet(DEFAULT_PROTECT)
    for (const s of PROTECTED_SAMPLES) assert.ok(protect.match([s], false, false), `${s} is protected`)
    assert.equal(provenProtectedConflict(new PatternSet(DEFAULT_PRUNE), protect), undefined)
    assert.match(
      provenProtectedConflict(new PatternSet(['libamd*']), protect)?.message ?? '',
      /libamd_comgr|libamdhip64/
    )
  })
})
