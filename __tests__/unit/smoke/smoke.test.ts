// smoke/smoke.ts: in what order the smoke test's steps run and whose verdict counts, with a tree
// whose hipcc and a PATH whose ldd are shell scripts that leave marks (the real hipcc and trees
// are met in the integration and e2e tests: seek.test, lazy-mount.test, e2e/action.test).
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { smokeTest } from '../../../src/smoke/smoke.ts'
import { SmokeError } from '../../../src/errors.ts'
import { recordingLogger, tempDir } from '../../harness/helpers.ts'

const work = tempDir('smoke-order')
after(() => work.cleanup())

/** Waits (at most 20 s) for a file to exist, then runs the rest of a script. */
const waitFor = (file: string) =>
  `i=0; while [ ! -e '${file}' ] && [ $i -lt 200 ]; do sleep 0.1; i=$((i+1)); done\n[ -e '${file}' ] || { echo 'never came: ${file}'; exit 1; }\n`

function script(path: string, text: string): void {
  writeFileSync(path, `#!/bin/sh\n${text}`)
  chmodSync(path, 0o755)
}

/** A tree with lib/libamdhip64.so and a hipcc; a bin of its own with an ldd, first on PATH. */
function fixture(name: string, o: { ldd: string; hipcc: string }) {
  const root = join(work.path, name)
  const tools = join(root, 'tools')
  mkdirSync(join(root, 'rocm', 'bin'), { recursive: true })
  mkdirSync(join(root, 'rocm', 'lib'), { recursive: true })
  mkdirSync(tools, { recursive: true })
  writeFileSync(join(root, 'rocm', 'lib', 'libamdhip64.so'), '')
  script(join(tools, 'ldd'), o.ldd)
  script(join(root, 'rocm', 'bin', 'hipcc'), o.hipcc)
  return {
    root,
    run: () =>
      smokeTest({
        rocmPath: join(root, 'rocm'),
        targets: ['gfx1036'],
        env: { PATH: `${tools}:/usr/bin:/bin` },
        workDir: join(root, 'work'),
        logger: recordingLogger(),
        gpus: []
      })
  }
}

/** The compiled program hipcc writes: it loads. */
const PROGRAM = `out=''; while [ $# -gt 0 ]; do [ "$1" = -o ] && out="$2"; shift; done\nprintf '#!/bin/sh\\necho loaded\\n' > "$out"; chmod +x "$out"\n`

describe('the smoke test', () => {
  test('the closure check and the first compile run side by side (a lazy tree fetches for both at once)', async () => {
    // ldd answers only once hipcc has started, and hipcc ends only once ldd has started: one
    // after the other, whichever goes first waits 20 s for the other and fails.
    const marks = join(work.path, 'side-marks')
    mkdirSync(marks)
    const f = fixture('side', {
      ldd: `touch '${marks}/ldd'\n${waitFor(`${marks}/hipcc`)}echo '\tlibc.so.6 => /lib/libc.so.6'\n`,
      hipcc: `touch '${marks}/hipcc'\n${waitFor(`${marks}/ldd`)}${PROGRAM}`
    })
    const r = await f.run()
    assert.deepEqual(
      r.map(x => [x.target, x.compiled, x.loaded, x.run]),
      [['gfx1036', true, true, 'no-gpu']]
    )
  })

  test('a closure that does not load is the verdict, even when the compile beside it failed too', async () => {
    const f = fixture('closure-first', {
      ldd: `echo '\tlibhsa-runtime64.so.1 => not found'\n`,
      hipcc: `echo 'clang: error: no such file'; exit 1\n`
    })
    await assert.rejects(f.run(), (e: unknown) => {
      assert.ok(e instanceof SmokeError)
      assert.match(
        e.message,
        /^The HIP runtime cannot load: libhsa-runtime64\.so\.1 \(not in the image's tree\)/
      )
      return true
    })
  })

  test('a failed closure check is reported only once the compile beside it has ended (its work dir is still there)', async () => {
    // hipcc writes into the work dir after ldd has failed: had the smoke test returned at once, its
    // caller would already be removing that dir while hipcc still wrote there.
    const marks = join(work.path, 'end-marks')
    mkdirSync(marks)
    const f = fixture('ended', {
      ldd: `touch '${marks}/ldd'; echo 'ldd: cannot read'; exit 1\n`,
      hipcc: `${waitFor(`${marks}/ldd`)}sleep 0.3; touch '${marks}/hipcc-ended'\n${PROGRAM}`
    })
    await assert.rejects(f.run(), /ldd lib\/libamdhip64\.so failed \(exit 1\)/)
    assert.ok(existsSync(join(marks, 'hipcc-ended')), 'the smoke test returned while its compile still ran')
  })
})
