// Small pure pieces, one describe each: the resume budget, link names, ELF parsing, the runtime
// closure on a real tree of shared objects, the job summary, the CLI's --dest and progress bar.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ResumeBudget, StallError } from '../../src/oci/http/deadline.ts'
import { LinkNames } from '../../src/layers/model/link-names.ts'
import { newDir } from '../../src/layers/model/tree.ts'
import { bufferReader, parseDynamic, readDynamic } from '../../src/runtime/elf.ts'
import { computeClosure } from '../../src/runtime/closure.ts'
import { renderSummary } from '../../src/action/summary.ts'
import { checkDest } from '../../src/cli/dest.ts'
import { TtyProgress } from '../../src/cli/progress.ts'
import { newReport } from '../../src/layers/model/report.ts'
import type { InstallResult } from '../../src/pipeline/install.ts'

const base = mkdtempSync(join(tmpdir(), 'pieces-unit-'))
after(() => rmSync(base, { recursive: true, force: true }))
const LIBDL = '/lib/x86_64-linux-gnu/libdl.so.2'

describe('resume budget', () => {
  const d = { stallMs: 1000, minBytesPerSecond: 64 << 10 } // real progress: 64 KiB
  test('drops that deliver a few bytes each do not reset it: a server resetting after 10 bytes is given up on', () => {
    const b = new ResumeBudget(d, 5)
    const seen = Array.from({ length: 6 }, () => b.next(10, new Error('ECONNRESET')))
    assert.deepEqual(seen, ['resume', 'resume', 'resume', 'resume', 'resume', 'exhausted'])
  })
  test('real progress between drops restarts the count; two stalls in a row end it', () => {
    const b = new ResumeBudget(d, 2)
    for (let i = 0; i < 10; i++) assert.equal(b.next(1 << 20, new Error('ECONNRESET')), 'resume')
    const s = new ResumeBudget(d, 20)
    assert.equal(s.next(0, new StallError('x', 0)), 'resume')
    assert.equal(s.next(100, new StallError('x', 100)), 'stalled')
  })
})

describe('link names', () => {
  test('a directory link under the kept root gives its target a second name', () => {
    const root = newDir(-1)
    const opt = newDir(0)
    const rocm = newDir(0)
    const core = newDir(0)
    root.children.set('opt', opt)
    opt.children.set('rocm', rocm)
    rocm.children.set('core-10.0', core)
    core.children.set('lib', newDir(0))
    rocm.children.set('lib', { kind: 'symlink', layer: 0, mode: 0o777, target: 'core-10.0/lib' })
    const names = new LinkNames(root, ['opt', 'rocm'])
    names.linkAdded(['opt', 'rocm', 'lib'])
    assert.deepEqual(names.namesOf(['core-10.0', 'lib', 'librocblas.so']), [
      'core-10.0/lib/librocblas.so',
      'lib/librocblas.so'
    ])
  })
})

describe('ELF', () => {
  test('the dynamic section of a real shared object: SONAME and DT_NEEDED', async () => {
    const d = await readDynamic(LIBDL)
    assert.equal(d?.soname, 'libdl.so.2')
    assert.ok(d?.needed.includes('libc.so.6'), JSON.stringify(d))
    assert.equal(d?.machine, 62)
  })
  test('a truncated or foreign file is refused with its name, not a crash', async () => {
    const b = readFileSync(LIBDL)
    await assert.rejects(parseDynamic(bufferReader(b.subarray(0, 200)), 'cut.so'), /cut\.so: truncated ELF/)
    await assert.rejects(parseDynamic(bufferReader(Buffer.from('#!/bin/sh\n')), 'script'), /not an ELF file/)
  })
})

describe('runtime closure', () => {
  test('DT_NEEDED resolved inside the tree through $ORIGIN RPATH and SONAME links; the host libraries listed', async () => {
    const tree = join(base, 'closure')
    mkdirSync(join(tree, 'lib/deps'), { recursive: true })
    copyFileSync(LIBDL, join(tree, 'lib/libroot.so.1'))
    copyFileSync(LIBDL, join(tree, 'lib/deps/libdep.so.3.1'))
    symlinkSync('libdep.so.3.1', join(tree, 'lib/deps/libdep.so.3'))
    execFileSync('patchelf', ['--set-soname', 'libdep.so.3', join(tree, 'lib/deps/libdep.so.3.1')])
    // One change per call: patchelf 0.14 mixes up strings when given both at once.
    execFileSync('patchelf', ['--add-needed', 'libdep.so.3', join(tree, 'lib/libroot.so.1')])
    execFileSync('patchelf', ['--set-rpath', '$ORIGIN/deps', join(tree, 'lib/libroot.so.1')])
    execFileSync('patchelf', ['--add-needed', 'libmissing.so.9', join(tree, 'lib/deps/libdep.so.3.1')])
    const c = await computeClosure(tree, ['libroot.so.1'])
    assert.deepEqual(
      c.libraries.map(l => l.path),
      ['lib/libroot.so.1', 'lib/deps/libdep.so.3.1']
    )
    assert.deepEqual(c.links, ['lib/deps/libdep.so.3'])
    assert.ok(c.host.some(h => h.name === 'libc.so.6'))
    assert.deepEqual(c.unresolved, [{ name: 'libmissing.so.9', neededBy: 'lib/deps/libdep.so.3.1' }])
  })
})

describe('job summary', () => {
  const result = (over: Partial<InstallResult> = {}) =>
    ({
      layers: [{ digest: 'sha256:' + 'a'.repeat(64), size: 1 << 20, compression: 'gzip', seconds: 1 }],
      bytesDownloaded: 1 << 20,
      report: { ...newReport({ adopted: 0, freed: 0 }), bytesKept: 300 << 20, files: 368, links: 5 },
      unmatchedPrune: ['librocfft*'],
      ...over
    }) as unknown as InstallResult
  const input = {
    image: 'x@sha256:' + 'a'.repeat(64),
    digest: 'sha256:' + 'b'.repeat(64),
    rocmPath: '/t',
    rocmVersion: '10.0.0',
    source: 'registry' as const,
    smokeSkipped: false,
    seconds: { total: 1 },
    env: {}
  }
  test('names from the image cannot inject Markdown or HTML', () => {
    const md = renderSummary({
      ...input,
      rocmVersion: '10 <img src=x onerror=alert(1)> | `x` [a](http://e) *b*',
      install: result({
        report: {
          ...newReport({ adopted: 0, freed: 0 }),
          externalLinks: ['lib/x -> </details><script>alert(1)</script>'],
          skippedSpecial: []
        }
      })
    })
    assert.ok(!/<img|<script|<\/details><s/.test(md), md)
    assert.ok(!md.includes('[a](http://e)'), 'no link from the image')
    assert.match(md, /&lt;img/)
  })
  test('runtime mode reports what was installed and no prune rows', () => {
    const md = renderSummary({
      ...input,
      install: result(),
      closure: {
        libraries: [{ path: 'lib/libamdhip64.so.7', size: 17 << 20, neededBy: 'requested' }],
        links: [],
        host: [],
        unresolved: [],
        bytes: 17 << 20
      },
      runtimeRoots: ['libamdhip64.so']
    })
    assert.match(md, /\| Kept \| 17\.0 MiB in 1 files/)
    assert.match(md, /\| Library \| Size \| Needed by \|\n\|---\|---:\|---\|/, 'sizes right-aligned')
    assert.doesNotMatch(md, /368 files|Prune patterns that matched nothing|\| Pruned \|/)
  })
  test('with an index, the size planned stands beside the size written; without one, no such row', () => {
    const md = renderSummary({
      ...input,
      install: result({ planned: { bytes: 300 << 20, onDisk: 301 << 20, archive: 120 << 20 } })
    })
    assert.match(
      md,
      /\| Planned \/ written \| 300\.0 MiB planned from the index \(301\.0 MiB on disk, cache archive about 120\.0 MiB\), 300\.0 MiB written \|/
    )
    assert.doesNotMatch(renderSummary({ ...input, install: result() }), /Planned/)
  })
  test('no blank header row; each target once', () => {
    const md = renderSummary({
      ...input,
      install: result(),
      smoke: [
        { target: 'gfx1036', compiled: true, loaded: true, run: 'no-gpu', output: '' },
        { target: 'gfx90a', compiled: true, loaded: true, run: 'ran', output: '' }
      ]
    })
    assert.doesNotMatch(md, /^\| \| \|$/m)
    assert.match(md, /\| gfx1036 \| compiled, loaded; no GPU to run on \|/)
    assert.match(md, /\| gfx90a \| compiled, loaded, ran on the GPU \(result checked\) \|/)
  })
})

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

describe('CLI progress bar', () => {
  test('clears its line for log lines, counts finished layers, says how long is left', () => {
    let out = ''
    const p = new TtyProgress({ write: (s: string) => (out += s) })
    p.imageResolved([100 << 20, 100 << 20])
    p.layerStart(0, 2, 'sha256:x', 100 << 20)
    p.layerBytes(0, 50 << 20)
    p.layerDone(0)
    assert.match(out, /\r\x1b\[K\[#+\.+\] 25% of 200\.0 MiB, 1\/2 layers done, .*\/s, ETA \d+ s$/) // eslint-disable-line no-control-regex
    p.clear()
    assert.ok(out.endsWith('\r\x1b[K'))
    p.clear()
    assert.ok(!out.endsWith('\r\x1b[K\r\x1b[K'), 'clearing twice writes nothing more')
  })
})

describe('fixture cache key', () => {
  test('is made of the candidate versions that go into the fixture, not of what this machine has installed', async () => {
    const { candidateVersions } = await import('../harness/fixture.ts')
    const policy = (installed: string) =>
      `hipcc:\n  Installed: ${installed}\n  Candidate: 5.2.3-12\n  Version table:\n *** 5.2.3-12 500\nlibnuma1:\n  Installed: (none)\n  Candidate: 2.0.16-1\n`
    assert.equal(candidateVersions(policy('5.2.3-12')), candidateVersions(policy('(none)')))
    assert.equal(candidateVersions(policy('x')), 'hipcc=5.2.3-12\nlibnuma1=2.0.16-1\n')
  })
})
