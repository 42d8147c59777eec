// The action in a `container:` job, run the way GitHub's runner runs it there (harness/container.ts):
// a minimal Debian 12 root (mmdebstrap, as a slim job-container image), the runner's Node 24
// mounted, the tool cache at /__t, HOME=/github/home, only the job's environment, no sudo. The
// smoke test needs from the container's OS what no ROCm tree carries; without it the step fails
// with one error naming it and how to install it, and keeps the tree; with it, the action passes.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { pushFixture, fixtureImage, ensureFixture } from '../harness/fixture.ts'
import { tempDir } from '../harness/helpers.ts'
import {
  containerSupport,
  containerTarball,
  jobContainer,
  IN_CONTAINER,
  type JobContainer
} from '../harness/container.ts'

const why = containerSupport()
const h = loadHarness()
const work = tempDir('container')
let image: string
/** What the action needs to compile its smoke kernel in a Debian job container (docs/container-jobs.md). */
const SMOKE_PACKAGES = ['g++']

before(async () => {
  if (why) return
  const repo = 'container/rocm'
  await pushFixture(h, 'r10-gzip', repo)
  image = `${h.registry}/${repo}@${fixtureImage(ensureFixture(), 'r10-gzip').pinDigest}`
})
after(() => work.cleanup())

/** A job container with the harness CA trusted the way a job would trust a private registry's. */
function container(name: string, packages: string[]): { c: JobContainer; env: Record<string, string> } {
  const c = jobContainer(join(work.path, name), containerTarball(packages))
  mkdirSync(c.host('/usr/local/share/ca-certificates'), { recursive: true })
  copyFileSync(h.caFile, c.host('/usr/local/share/ca-certificates/registry-ca.pem'))
  return { c, env: { NODE_EXTRA_CA_CERTS: '/usr/local/share/ca-certificates/registry-ca.pem' } }
}

describe('the action in a container: job', { skip: why }, () => {
  test('a minimal Debian 12 job container: the smoke test names, in one error, what the OS lacks and how to install it; the tree is kept', async t => {
    const { c, env } = container('bare', [])
    try {
      const r = await c.run({ entry: 'main', inputs: { image, cache: 'false' }, env })
      assert.equal(r.code, 1, r.stdout)
      const errors = r.stdout.split('\n').filter(l => l.startsWith('::error'))
      assert.equal(errors.length, 1, r.stdout)
      t.diagnostic(errors[0])
      assert.match(
        errors[0],
        /operating system \(in a container: job, the job container's image\) lacks what the smoke test needs to compile a HIP kernel/
      )
      assert.match(errors[0], /C\+\+ standard headers \(<cstdio>\)/)
      assert.match(errors[0], /apt-get install -y --no-install-recommends [^;)]*\bg\+\+/)
      assert.match(errors[0], /dnf install -y [^;)]*gcc-c\+\+/)
      assert.match(errors[0], /smoke-test: false/)
      assert.match(r.stdout, /Kept \/__t\/setup-rocm\//, 'the tree is complete: kept for the next job')
      assert.ok(existsSync(c.host(IN_CONTAINER.toolCache + '/setup-rocm')))
    } finally {
      c.remove()
    }
  })

  test('with a C++ toolchain in the container, the action installs to /__t, exports the tree and passes its smoke test', async () => {
    const { c, env } = container('toolchain', SMOKE_PACKAGES)
    try {
      const r = await c.run({ entry: 'main', inputs: { image, cache: 'false' }, env })
      assert.equal(r.code, 0, r.stdout + r.stderr)
      assert.match(r.outputs['rocm-path'], /^\/__t\/setup-rocm\/10\.0\.0-[0-9a-f]+\/x64$/)
      assert.equal(r.env.ROCM_PATH, r.outputs['rocm-path'])
      assert.match(r.summary, /\| gfx1036 \| compiled, loaded; no GPU to run on \|/)
      assert.ok(existsSync(c.host(r.outputs['rocm-path'] + '/bin/hipcc')))
      const again = await c.run({ entry: 'main', inputs: { image, cache: 'false' }, env })
      assert.equal(again.code, 0, again.stdout)
      assert.equal(again.outputs['cache-source'], 'tool-cache')
    } finally {
      c.remove()
    }
  })
})
