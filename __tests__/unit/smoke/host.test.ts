// smoke/host.ts: what the smoke test needs from the OS it runs on, named from real files and the
// real perl of this machine (the container test, e2e/container.test.ts, meets a real minimal OS).
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hostCompileNeeds, hostLibraryNeeds, hostNeedsMessage } from '../../../src/smoke/host.ts'
import { tempDir } from '../../harness/helpers.ts'

const work = tempDir('smoke-host')
after(() => work.cleanup())
const env = { PATH: '/usr/local/bin:/usr/bin:/bin' }

function tree(name: string, hipcc: string, extra: Record<string, string> = {}): string {
  const root = join(work.path, name)
  mkdirSync(join(root, 'bin'), { recursive: true })
  for (const [f, text] of Object.entries({ hipcc, ...extra })) {
    writeFileSync(join(root, 'bin', f), text)
    chmodSync(join(root, 'bin', f), 0o755)
  }
  return root
}

describe('what the smoke test needs from the OS', () => {
  test('a perl hipcc needs perl: an interpreter that is not there is named', async () => {
    const root = tree('no-perl', '#!/nonexistent/bin/perl\nuse strict;\n')
    const needs = await hostCompileNeeds(root, env, work.path)
    assert.deepEqual(
      needs.map(n => [n.debian, n.rhel]),
      [['perl', 'perl']]
    )
    assert.match(needs[0].what, /^perl \(.*\/bin\/hipcc is a perl script\)$/)
  })

  test('a perl hipcc whose modules do not load names them; the tree’s own modules and pragmas are not asked for', async () => {
    const root = tree(
      'modules',
      '#!/usr/bin/env perl\nuse strict;\nuse File::Basename;\nuse No::Such::Module;\nuse hipvars;\n',
      {
        'hipvars.pm': 'package hipvars;\nuse Another::Missing::One;\n1;\n'
      }
    )
    const needs = await hostCompileNeeds(root, env, work.path)
    assert.equal(needs.length, 1)
    assert.equal(needs[0].what, 'the perl modules hipcc uses (No::Such::Module, Another::Missing::One)')
  })

  test('a hipcc that is a program (ROCm 7, 10) needs no perl', async () => {
    const root = tree('binary', '\x7fELF\x02\x01\x01\0')
    assert.deepEqual(await hostCompileNeeds(root, env, work.path), [])
  })

  test('the C++ runtime and GCC runtime are the OS’s; a ROCm library is not', () => {
    assert.deepEqual(
      hostLibraryNeeds(['libstdc++.so.6', 'libamd_comgr.so.3', 'libgcc_s.so.1']).map(n => n.debian),
      ['libstdc++6', 'libgcc-s1']
    )
  })

  test('one message: everything missing, both families’ install commands, and the way out', () => {
    const m = hostNeedsMessage(
      [
        { what: 'perl (bin/hipcc is a perl script)', debian: 'perl', rhel: 'perl' },
        { what: 'a linker (ld)', debian: 'g++', rhel: 'gcc-c++' },
        { what: 'crt1.o', debian: 'g++', rhel: 'gcc-c++' }
      ],
      'the smoke test needs to compile a HIP kernel'
    )
    assert.match(
      m,
      /lacks what the smoke test needs to compile a HIP kernel: perl \(bin\/hipcc is a perl script\); a linker \(ld\); crt1\.o\./
    )
    assert.match(m, /apt-get install -y --no-install-recommends perl g\+\+;/)
    assert.match(m, /dnf install -y perl gcc-c\+\+\)/)
    assert.match(m, /smoke-test: false, CLI --no-smoke-test/)
  })
})
