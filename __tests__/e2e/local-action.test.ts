// GitHub's local runner for JavaScript actions (@github/local-action) runs the action from its
// TypeScript sources, as the README's development section says: it imports the module that
// exports run() (adding a query string to module URLs and stubbing @actions/core) and calls it;
// the download thread must be found from the URL's path, and the post step's run() too.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { repoRoot } from '../harness/runner.ts'
import { tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('local-action')
after(() => work.cleanup())

test('npx @github/local-action run . src/action/main.ts .env --post src/action/cache-save.ts installs, sets the outputs, and posts', async () => {
  const image = await pushImage(
    h,
    'local-action/tiny',
    buildImage({
      layers: [
        {
          entries: [
            { path: 'opt/rocm/bin/hipcc', body: '#!/bin/sh\n', mode: 0o755 },
            { path: 'opt/rocm/.info/version', body: '10.0.0\n' }
          ]
        }
      ]
    })
  )
  const toolCache = join(work.path, 'toolcache')
  const temp = join(work.path, 'temp')
  mkdirSync(temp, { recursive: true })
  const envFile = join(work.path, '.env')
  writeFileSync(
    envFile,
    [
      `INPUT_IMAGE=${image}`,
      'INPUT_SMOKE-TEST=false',
      'INPUT_CACHE=false',
      `RUNNER_TOOL_CACHE=${toolCache}`,
      `RUNNER_TEMP=${temp}`,
      'RUNNER_OS=Linux',
      'RUNNER_ARCH=X64'
    ].join('\n') + '\n'
  )
  const out = await new Promise<{ code: number; text: string }>(resolve =>
    execFile(
      join(repoRoot, 'node_modules', '.bin', 'local-action'),
      ['run', '.', 'src/action/main.ts', envFile, '--post', 'src/action/cache-save.ts'],
      { cwd: repoRoot, env: { ...process.env, TMPDIR: temp }, maxBuffer: 16 << 20 },
      (e, so, se) => resolve({ code: e ? 1 : 0, text: so + se })
    )
  )
  assert.equal(out.code, 0, out.text.slice(-3000))
  assert.doesNotMatch(out.text, /bundle is incomplete|::error::/)
  assert.match(out.text, /::set-output name=rocm-version::10\.0\.0/)
  assert.match(out.text, /::set-output name=cache-source::registry/)
  assert.match(out.text, /Running Post Step[\s\S]*Nothing to save: caching is off/)
})
