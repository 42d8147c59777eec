// The CLI's --dest checks.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkDest } from '../../../src/cli/dest.ts'

const base = mkdtempSync(join(tmpdir(), 'pieces-unit-'))

after(() => rmSync(base, { recursive: true, force: true }))

describe('CLI --dest', () => {
  test('--force never replaces a system directory, the home or the current directory', () => {
    const full = join(base, 'full')
    mkdirSync(full)
    writeFileSync(join(full, 'x'), 'x')
    for (const d of ['/usr', '/etc', '/opt', '/var', '/home', '/'])
      assert.throws(() => checkDest(d, true, full), /is (a system|the root) directory/, d)
    assert.throws(() => checkDest(homedir(), true, full), /system directory|your home directory/)
    assert.throws(() => checkDest(full, true, full), /--force would replace .*the current directory/)
    assert.equal(checkDest(join(base, 'fresh'), false), join(base, 'fresh'))
  })
})
