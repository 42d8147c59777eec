// Releases: CHANGELOG.md covers every version package.json has carried, the release workflow's
// own check (scripts/release.mjs) refuses a tag the repository does not agree with, and
// release.yml does the steps docs/releases.md promises, with the permissions they need.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
// @ts-expect-error: a plain ES module script without types
import { changelogSections, checkRelease } from '../../scripts/release.mjs'

const root = resolve(import.meta.dirname, '../..')
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
const packageVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string
const sections = changelogSections(changelog) as Map<string, { date?: string; body: string }>
const semver = (v: string) => v.split('.').map(Number)
const newer = (a: string, b: string) => {
  const [x, y] = [semver(a), semver(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i]
  return false
}

describe('releases', () => {
  test('CHANGELOG.md: every version package.json has carried, newest first, each dated and saying what changed', t => {
    let carried: string[]
    try {
      const log = execFileSync('git', ['log', '-p', '--format=', '--', 'package.json'], {
        cwd: root,
        encoding: 'utf8'
      })
      carried = [...new Set([...log.matchAll(/^[+-]\s+"version": "([^"]+)"/gm)].map(m => m[1]))]
    } catch {
      carried = []
    }
    if (carried.length === 0)
      t.diagnostic('no git history here: only package.json’s current version is checked')
    for (const v of new Set([...carried, packageVersion])) assert.ok(sections.has(v), `CHANGELOG.md has ${v}`)
    const versions = [...sections.keys()].filter(v => v !== 'Unreleased')
    assert.ok(versions.includes('1.0.0'))
    for (let i = 1; i < versions.length; i++) assert.ok(newer(versions[i - 1], versions[i]), 'newest first')
    for (const v of versions) {
      assert.match(sections.get(v)!.date ?? '', /^\d{4}-\d{2}-\d{2}$/, `${v} is dated`)
      assert.match(
        sections.get(v)!.body,
        /^### (Added|Changed|Deprecated|Removed|Fixed|Security)$/m,
        `${v} says what changed`
      )
    }
    if (sections.has('Unreleased'))
      assert.equal([...sections.keys()][0], 'Unreleased', 'Unreleased comes first')
  })

  test('the release check: the tag, package.json and a dated CHANGELOG section must agree', () => {
    const given = { packageVersion: '1.2.0', changelog }
    assert.equal(checkRelease('v1.2.0', given), '1.2.0')
    assert.equal(checkRelease('refs/tags/v1.2.0', given), '1.2.0')
    assert.throws(() => checkRelease('v1.3.0', given), /package.json says 1.2.0, the release is 1.3.0/)
    assert.throws(() => checkRelease('v1.2', given), /is not a version X.Y.Z/)
    assert.throws(
      () => checkRelease('9.9.9', { packageVersion: '9.9.9', changelog }),
      /no section "## \[9.9.9\] - YYYY-MM-DD"/
    )
    assert.throws(
      () => checkRelease('9.9.9', { packageVersion: '9.9.9', changelog: '## [9.9.9]\n\n### Added\n\n- x\n' }),
      /has no date/
    )
  })

  test('release.yml: on a vX.Y.Z tag or by hand; checks dist and the tests before it attests, releases and moves vX', () => {
    const wf = parse(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8'))
    assert.deepEqual(wf.on.push.tags, ['v[0-9]+.[0-9]+.[0-9]+'])
    assert.ok(wf.on.workflow_dispatch.inputs.version.required)
    assert.equal(wf.permissions.contents, 'read', 'write access only where the release is made')
    const run = (job: string) => wf.jobs[job].steps as { run?: string; uses?: string }[]
    assert.ok(run('check').some(s => s.run?.includes('npm run check-dist')))
    assert.ok(run('check').some(s => s.run?.includes('scripts/release.mjs check')))
    assert.ok(run('test').some(s => s.run === 'npm test'))
    const rel = wf.jobs.release
    assert.deepEqual([...rel.needs].sort(), ['check', 'test'])
    assert.deepEqual(rel.permissions, { contents: 'write', 'id-token': 'write', attestations: 'write' })
    const steps = run('release')
    const attest = steps.findIndex(s => s.uses?.startsWith('actions/attest-build-provenance@'))
    const publish = steps.findIndex(s => s.run?.includes('gh release create'))
    const major = steps.findIndex(s => /git tag -f "\$major"/.test(s.run ?? ''))
    assert.ok(attest >= 0 && attest < publish && publish < major, 'attest, then release, then move vX')
    assert.match(
      steps[major].run!,
      /git push -f origin "refs\/tags\/\$major"/,
      'vX is a plain tag, pushed, not a release'
    )
  })
})
