// What an actions-cache archive may hold before any of it is extracted (src/action/restore-guard.ts):
// the cache toolkit extracts with `tar -P`, so each way out of the key's tool-cache entries that
// GNU tar would take is refused here, and what a real save holds passes.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { RestoreGuard, type GuardedEntry } from '../../src/action/restore-guard.ts'

// As a runner lays it out: the workspace beside the tool cache, names relative to the workspace.
const root = '/home/runner/toolcache/setup-rocm'
const cwd = '/home/runner/work/repo/repo'
const entry = '../../../toolcache/setup-rocm/10.0.0-key1'
const f = (path: string): GuardedEntry => ({ path, type: 'File' })
const d = (path: string): GuardedEntry => ({ path, type: 'Directory' })
const l = (path: string, linkpath: string): GuardedEntry => ({ path, type: 'SymbolicLink', linkpath })
const h = (path: string, linkpath: string): GuardedEntry => ({ path, type: 'Link', linkpath })

function first(entries: GuardedEntry[]): string | undefined {
  const g = new RestoreGuard(root, '-key1', cwd)
  for (const e of entries) {
    const why = g.check(e)
    if (why) return why
  }
  return undefined
}

describe('an actions-cache archive is checked before extraction', () => {
  test('what a save of the tree holds passes: directories, files, relative links inside, hardlinks, the marker', () => {
    assert.equal(
      first([
        d(`${entry}/`),
        d(`${entry}/x64/`),
        d(`${entry}/x64/core-10.0/bin/`),
        f(`${entry}/x64/core-10.0/bin/hipcc`),
        h(`${entry}/x64/core-10.0/bin/hipcc.pl`, `${entry}/x64/core-10.0/bin/hipcc`),
        l(`${entry}/x64/bin`, 'core-10.0/bin'),
        l(`${entry}/x64/core-10.0/lib/libamdhip64.so`, 'libamdhip64.so.7'),
        l(`${entry}/x64/core-10.0/share/up`, '../../bin/hipcc'),
        f(`${entry}/x64.complete`),
        f('/home/runner/toolcache/setup-rocm/10.0.0-key1/x64/abs-but-inside')
      ]),
      undefined
    )
  })

  const refused: [string, GuardedEntry[], RegExp][] = [
    [
      'an absolute name outside',
      [f('/home/runner/.bashrc')],
      /would be written outside the key's tool-cache entries/
    ],
    [
      'a name that climbs out with ..',
      [f(`${entry}/../../../.ssh/authorized_keys`)],
      /would be written outside/
    ],
    ['another key’s entry', [f('../../../toolcache/setup-rocm/10.0.0-key2/x64/bin/hipcc')], /outside/],
    ['the tool root itself', [f('../../../toolcache/setup-rocm/evil')], /outside/],
    ['a device node', [{ path: `${entry}/x64/dev`, type: 'CharacterDevice' }], /is a CharacterDevice entry/],
    ['an absolute symlink', [l(`${entry}/x64/lib`, '/home/runner')], /symlink to the absolute path/],
    [
      'a symlink that climbs out',
      [l(`${entry}/x64/lib`, '../../../..')],
      /leaves the key's tool-cache entries/
    ],
    [
      'an entry written through a symlink the archive made',
      [l(`${entry}/x64/lib`, 'core'), f(`${entry}/x64/lib/evil`)],
      /lies below .*x64\/lib, which the archive made a symlink/
    ],
    [
      'a symlink whose .. only stays inside when read lexically',
      [l(`${entry}/x64/a/b/up`, '../..'), l(`${entry}/x64/m`, 'a/b/up/../../..')],
      /x64\/m is a symlink to a\/b\/up\/\.\.\/\.\.\/\.\., which leaves/
    ],
    [
      'a hardlink to a file outside',
      [h(`${entry}/x64/shadow`, '/etc/shadow')],
      /hardlink to \/etc\/shadow, outside/
    ],
    [
      'a hardlink through a symlink',
      [l(`${entry}/x64/lib`, 'core'), h(`${entry}/x64/x`, `${entry}/x64/lib/y`)],
      /is a hardlink to .*, outside/
    ]
  ]
  for (const [what, entries, why] of refused)
    test(`refused: ${what}`, () => {
      const got = first(entries)
      assert.ok(got, 'refused')
      assert.match(got, why)
    })
})
