// The fixture's cache key (__tests__/harness/fixture.ts).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'

describe('fixture cache key', () => {
  test('is made of the candidate versions that go into the fixture, not of what this machine has installed', async () => {
    const { candidateVersions } = await import('../../harness/fixture.ts')
    const policy = (installed: string) =>
      `hipcc:\n  Installed: ${installed}\n  Candidate: 5.2.3-12\n  Version table:\n *** 5.2.3-12 500\nlibnuma1:\n  Installed: (none)\n  Candidate: 2.0.16-1\n`
    assert.equal(candidateVersions(policy('5.2.3-12')), candidateVersions(policy('(none)')))
    assert.equal(candidateVersions(policy('x')), 'hipcc=5.2.3-12\nlibnuma1=2.0.16-1\n')
  })
})
