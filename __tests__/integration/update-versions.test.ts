// The update-versions workflow's script (the step that looks a tag's digest up with skopeo and adds
// the row), run with the environment its step sets, against the harness registry.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { repoRoot } from '../harness/runner.ts'
import { tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('update-versions')
after(() => work.cleanup())

test('update-versions.yml: a tag becomes a row pinned by the digest the registry serves, with its platforms', async () => {
  const img = buildImage({
    index: true,
    layers: [{ entries: [{ path: 'opt/rocm/.info/version', body: '10.9.0\n' }] }]
  })
  await pushImage(h, 'rocm/dev-ubuntu-24.04', img, '10.9.0-full')
  const wf = parse(readFileSync(join(repoRoot, '.github/workflows/update-versions.yml'), 'utf8'))
  const step = wf.jobs.add.steps.find(
    (s: { name?: string }) => s.name === 'Look the digest up and add the row'
  )
  const cwd = join(work.path, 'repo')
  mkdirSync(join(cwd, 'scripts'), { recursive: true })
  copyFileSync(join(repoRoot, 'scripts/add-version.mjs'), join(cwd, 'scripts/add-version.mjs'))
  copyFileSync(join(repoRoot, 'versions.json'), join(cwd, 'versions.json'))
  const certs = join(work.path, 'certs')
  mkdirSync(certs)
  writeFileSync(join(certs, 'ca.crt'), readFileSync(h.caFile))
  const run = (version: string) =>
    new Promise<{ code: number; out: string }>(resolve =>
      execFile(
        'bash',
        ['-c', step.run],
        {
          cwd,
          env: {
            ...process.env,
            VERSION: version,
            TAG: `${h.registry}/rocm/dev-ubuntu-24.04:10.9.0-full`,
            RUNNER_TEMP: work.path,
            SKOPEO_OPTS: `--cert-dir ${certs}`
          }
        },
        (e, so, se) => resolve({ code: e ? Number((e as { code?: number }).code ?? 1) : 0, out: so + se })
      )
    )
  const r = await run('10.9.0')
  assert.equal(r.code, 0, r.out)
  const file = JSON.parse(readFileSync(join(cwd, 'versions.json'), 'utf8'))
  const row = file.releases.find((x: { version: string }) => x.version === '10.9.0')
  assert.equal(row.image, `${h.registry}/rocm/dev-ubuntu-24.04:10.9.0-full@${img.pinDigest}`)
  assert.deepEqual(
    row.platforms,
    ['linux/amd64', 'linux/arm64/v8', 'linux/ppc64le'],
    'the index’s platforms, attestations left out'
  )
  assert.deepEqual(
    file.releases.map((x: { version: string }) => x.version),
    ['10.0.0', '10.9.0']
  )
  const again = await run('10.9.0')
  assert.equal(again.code, 2)
  assert.match(again.out, /already has 10\.9\.0/)
})
