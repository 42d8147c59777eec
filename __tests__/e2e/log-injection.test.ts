// Nothing an index, an image or a registry supplies reaches the step's stdout as a workflow
// command (issue 49 item 3): the runner acts on `::add-mask::`, `::save-state`, `::warning` and
// `##[add-matcher]` lines it finds there, and core.info writes a message as it is. Each kind of
// source is fed a hostile string through the bundled action as a runner runs it.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { pushFixture, fixtureImage, ensureFixture } from '../harness/fixture.ts'
import { runStep, runnerDirs, type StepResult } from '../harness/runner.ts'
import { tempDir, writeIndexOf } from '../harness/helpers.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { FaultProxy } from '../harness/fault-proxy.ts'
import { decodeIndex } from '../../src/seek/index/decode.ts'
import { encodeIndex } from '../../src/seek/index/encode.ts'

const h = loadHarness()
const work = tempDir('log-injection')
const env = { NODE_EXTRA_CA_CERTS: h.caFile }
let image = ''
before(async () => {
  ensureFixture()
  await pushFixture(h, 'r10-gzip', 'log-injection/rocm')
  image = `${h.registry}/log-injection/rocm:10.0.0-full@${fixtureImage(ensureFixture(), 'r10-gzip').pinDigest}`
})
after(() => work.cleanup())

const FORGED = [
  '::add-mask::forged-secret',
  '  ::warning title=forged::forged warning',
  '::save-state name=forged::1',
  '::set-env name=FORGED::1',
  '##[add-matcher]/etc/forged.json',
  '\u001b]0;forged title\u0007\u001b[31mred'
].join('\n')

/** No line of the step's stdout is a workflow command carrying the forged text; no state, mask or escape. */
function noCommand(r: StepResult, failed = false): void {
  const raw = r.rawStdout
  // A failed step's own error line and its debug stack quote the text on one line each (@actions/core
  // escapes their newlines).
  for (const line of raw
    .split('\n')
    .filter(l => !(failed && /^::(error|debug)::(RegistryError: )?Manifest /.test(l))))
    assert.doesNotMatch(
      line,
      /^\s*(::|##\[).*forged/,
      `a forged workflow command reached stdout: ${JSON.stringify(line)}`
    )
  assert.ok(!r.masks.includes('forged-secret'), 'a forged mask')
  assert.equal(r.state.forged, undefined, 'a forged state')
  assert.ok(!raw.includes('\u001b'), 'a terminal escape reached stdout')
}

describe('strings from outside reach the log neutralised', () => {
  test("an index's tool string", async () => {
    const ix = await decodeIndex(await writeIndexOf(image, join(work.path, 'good.index')))
    const file = join(work.path, 'forged.index')
    writeFileSync(file, await encodeIndex({ ...ix, tool: `setup-rocm 9\n${FORGED}` }))
    const r = await runStep({
      entry: 'main',
      inputs: { image, index: file, cache: 'false', 'smoke-test': 'false' },
      dirs: runnerDirs(join(work.path, 'index')),
      env
    })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.match(r.rawStdout, /made by setup-rocm 9/, 'the tool string is shown')
    assert.match(r.rawStdout, /^\u200b::add-mask::forged-secret$/m, 'shown, with a zero-width space in front')
    noCommand(r)
  })

  test("an image's names and the ROCm version it records", async () => {
    const img = buildImage({
      layers: [
        {
          entries: [
            { path: 'opt/rocm/.info/version', body: `10.0.0\u001b[31m red\n${FORGED}\n` },
            { path: `opt/rocm/bin/${FORGED.split('\n')[0].replace(/\//g, '_')}`, body: 'x' },
            { path: 'opt/rocm/bin/hipcc', body: '#!/bin/sh\n', mode: 0o755 }
          ]
        }
      ]
    })
    const ref = await pushImage(h, 'log-injection/names', img)
    const r = await runStep({
      entry: 'main',
      inputs: {
        image: `${ref.split('@')[0]}:t@${ref.split('@')[1]}`,
        cache: 'false',
        'smoke-test': 'false',
        prune: 'none'
      },
      dirs: runnerDirs(join(work.path, 'image')),
      env
    })
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.match(r.rawStdout, /ROCm 10\.0\.0\?\[31m red is ready/)
    noCommand(r)
    assert.ok(
      readFileSync(join(r.outputs['rocm-path'], '.info/version'), 'utf8').includes('\u001b'),
      "the file itself is the image's"
    )
  })

  test("a registry's error message, in the step's failure line", async () => {
    const proxy = await new FaultProxy(h, `https://${h.registry}`).start()
    try {
      proxy.rule({
        match: /^GET \/v2\/log-injection\/rocm\/manifests\//,
        status: 404,
        message: FORGED,
        times: 100
      })
      const r = await runStep({
        entry: 'main',
        inputs: { image: image.replace(h.registry, proxy.host), cache: 'false', 'smoke-test': 'false' },
        dirs: runnerDirs(join(work.path, 'registry')),
        env
      })
      assert.notEqual(r.code, 0, 'the manifest is not there: the step fails')
      assert.match(
        r.rawStdout,
        /^::error::.*add-mask::forged-secret/m,
        "the registry's words are in the error line"
      )
      noCommand(r, true)
    } finally {
      await proxy.stop()
    }
  })
})
