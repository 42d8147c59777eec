// The runtime closure on a real tree of shared objects.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { computeClosure } from '../../../src/runtime/closure.ts'

const base = mkdtempSync(join(tmpdir(), 'pieces-unit-'))

after(() => rmSync(base, { recursive: true, force: true }))

const LIBDL = '/lib/x86_64-linux-gnu/libdl.so.2'

describe('runtime closure', () => {
  test('DT_NEEDED resolved inside the tree through $ORIGIN RPATH and SONAME links; the host libraries listed', async () => {
    const tree = join(base, 'closure')
    mkdirSync(join(tree, 'lib/deps'), { recursive: true })
    copyFileSync(LIBDL, join(tree, 'lib/libroot.so.1'))
    copyFileSync(LIBDL, join(tree, 'lib/deps/libdep.so.3.1'))
    symlinkSync('libdep.so.3.1', join(tree, 'lib/deps/libdep.so.3'))
    execFileSync('patchelf', ['--set-soname', 'libdep.so.3', join(tree, 'lib/deps/libdep.so.3.1')])
    // One change per call: patchelf 0.14 mixes up strings when given both at once.
    execFileSync('patchelf', ['--add-needed', 'libdep.so.3', join(tree, 'lib/libroot.so.1')])
    execFileSync('patchelf', ['--set-rpath', '$ORIGIN/deps', join(tree, 'lib/libroot.so.1')])
    execFileSync('patchelf', ['--add-needed', 'libmissing.so.9', join(tree, 'lib/deps/libdep.so.3.1')])
    const c = await computeClosure(tree, ['libroot.so.1'])
    assert.deepEqual(
      c.libraries.map(l => l.path),
      ['lib/libroot.so.1', 'lib/deps/libdep.so.3.1']
    )
    assert.deepEqual(c.links, ['lib/deps/libdep.so.3'])
    assert.ok(c.host.some(h => h.name === 'libc.so.6'))
    assert.deepEqual(c.unresolved, [{ name: 'libmissing.so.9', neededBy: 'lib/deps/libdep.so.3.1' }])
  })
})
