// The ROCm-shaped fixture: installed through the engine from the harness registry, its own hipcc
// compiles for gfx1036, the binary loads with only the tree's lib on LD_LIBRARY_PATH and reports
// that there is no GPU; without the stand-in librocprofiler-register it fails to load.
import { describe, test, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  readdirSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { install } from '../../src/pipeline/install.ts'
import { KERNEL_SOURCE } from '../../src/smoke/smoke.ts'
import { loadCheck } from '../../src/runtime/load-check.ts'
import { HOST_LIBRARIES } from '../../src/runtime/closure.ts'
import { rocmVersion } from '../../src/pipeline/record.ts'
import { gfxTargetProblem } from '../../src/config/gfx.ts'
import { loadHarness } from '../harness/index.ts'
import { ensureFixture, fixtureMeta, pushFixture, type FixtureVariant } from '../harness/fixture.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('fixture')
after(() => work.cleanup())
const run = promisify(execFile)

/** Only the tree: no system ROCm in sight (Debian's is installed on this machine). */
function treeEnv(rocm: string): Record<string, string> {
  return {
    PATH: '/usr/bin:/bin',
    HOME: work.path,
    ROCM_PATH: rocm,
    HIP_PATH: rocm,
    HIP_PLATFORM: 'amd',
    LD_LIBRARY_PATH: `${rocm}/lib`
  }
}

async function installed(variant: FixtureVariant, prune: string[]) {
  const ref = await pushFixture(h, variant)
  const dest = join(work.path, `${variant}-${prune.join('_')}`, 'rocm')
  const r = await install({ source: sourceOf({ image: ref, prune }), dest, logger: recordingLogger() })
  return { dest, r }
}

async function compileAndRun(rocm: string, name: string) {
  const src = join(work.path, `${name}.hip`)
  writeFileSync(src, KERNEL_SOURCE)
  const exe = join(work.path, name)
  await run(join(rocm, 'bin', 'hipcc'), ['--offload-arch=gfx1036', '-o', exe, src], {
    env: { ...treeEnv(rocm), TMPDIR: work.path }, // hipcc's temporary directories go with the test's
    cwd: work.path
  })
  const out = await run(exe, [], { env: { LD_LIBRARY_PATH: `${rocm}/lib` } })
  return { exe, stdout: out.stdout }
}

describe('fixture image', () => {
  before(() => {
    const dir = ensureFixture()
    const m = fixtureMeta(dir)
    console.log(
      `fixture: ${dir}: built in ${m.buildSeconds} s, ${m.compressedGzipBytes} B gzip, ${m.compressedZstdBytes} B zstd, ${m.extractedBytes} B extracted`
    )
  })

  test('ROCm 10 layout: the tree’s hipcc compiles for gfx1036 and the binary loads and reports no GPU', async () => {
    const { dest, r } = await installed('r10-gzip', ['none'])
    assert.equal(r.realPath, '/opt/rocm')
    for (const p of [
      'bin/hipcc',
      'lib/libamdhip64.so.7',
      'llvm/bin/clang',
      'amdgcn/bitcode/ocml.bc',
      'lib/rocm_sysdeps/lib/libnuma.so.1',
      'core-10.0/.info/version'
    ])
      assert.ok(existsSync(join(dest, p)), p)
    // As ROCm 10 reports itself: no traceback from the enumerator without a GPU, HIP 10 beside ROCm 10.
    const enumerated = await run(join(dest, 'bin/rocm_agent_enumerator'), [], { env: treeEnv(dest) })
    assert.equal(enumerated.stdout + enumerated.stderr, '')
    const version = await run(join(dest, 'bin/hipcc'), ['--version'], { env: treeEnv(dest) })
    assert.match(version.stdout, /HIP version: 10\.0\.0/)
    assert.doesNotMatch(version.stdout + version.stderr, /Traceback/)
    const { exe, stdout } = await compileAndRun(dest, 'k-r10')
    assert.match(stdout, /^no GPU: hipErrorNoDevice/)
    // The whole closure of libamdhip64 resolves from the tree (system libc/libstdc++ aside).
    const ldd = await run('ldd', [join(dest, 'lib/libamdhip64.so')], {
      env: { LD_LIBRARY_PATH: `${dest}/lib` }
    })
    assert.doesNotMatch(ldd.stdout, /not found/)
    assert.match(ldd.stdout, new RegExp(`librocprofiler-register\\.so\\.0 => ${dest}/`))
    assert.match(ldd.stdout, /libhsakmt\.so\.1 => .*rocm_sysdeps\/lib/)

    // Without the stand-in profiler-register library, the same binary cannot load.
    const lib = join(dest, 'core-10.0/lib/librocprofiler-register.so.0.4.0')
    renameSync(lib, `${lib}.away`)
    try {
      await assert.rejects(
        run(exe, [], { env: { LD_LIBRARY_PATH: `${dest}/lib` } }),
        (e: Error & { stderr?: string; code?: number }) =>
          e.code === 127 &&
          /librocprofiler-register\.so\.0: cannot open shared object file/.test(e.stderr ?? '')
      )
    } finally {
      renameSync(`${lib}.away`, lib)
    }
  })

  test('the gfx-target table agrees with the tree’s own compiler: every target it knows is known, gfx9999 is refused by both', async () => {
    const { dest } = await installed('r10-gzip', ['defaults'])
    const cpus = await run(
      join(dest, 'llvm/bin/clang'),
      ['--target=amdgcn-amd-amdhsa', '-nogpulib', '-print-supported-cpus'],
      { env: treeEnv(dest) }
    )
    const known = [...`${cpus.stdout}${cpus.stderr}`.matchAll(/^\s+(gfx[0-9a-z-]+)\s*$/gm)].map(m => m[1])
    assert.ok(
      known.includes('gfx1036') && known.length > 20,
      `the compiler lists its targets: ${known.join(' ')}`
    )
    for (const t of known) assert.equal(gfxTargetProblem(t), undefined, `${t} is in the table`)
    assert.match(gfxTargetProblem('gfx9999') ?? '', /not a GPU the LLVM AMDGPU backend knows/)
    const src = join(work.path, 'e.hip')
    writeFileSync(src, 'int main() { return 0; }\n')
    await assert.rejects(
      run(join(dest, 'bin/hipcc'), ['--offload-arch=gfx9999', '-c', src, '-o', join(work.path, 'e.o')], {
        env: treeEnv(dest)
      }),
      (e: Error & { stderr?: string }) => /invalid target ID 'gfx9999'/.test(e.stderr ?? '')
    )
  })

  test('default prune: math libraries gone, HIP still compiles and loads', async () => {
    const { dest, r } = await installed('r10-zstd', ['defaults'])
    assert.ok(!existsSync(join(dest, 'core-10.0/lib/librocsparse.so.0')))
    assert.ok(!existsSync(join(dest, 'core-10.0/lib/rocblas')))
    assert.ok(r.report.bytesPruned > 100 << 20, `pruned ${r.report.bytesPruned}`)
    assert.equal(
      r.report.latePrunedFiles,
      0,
      'the default list prunes while streaming, before the top-level links arrive'
    )
    const { stdout } = await compileAndRun(dest, 'k-pruned')
    assert.match(stdout, /^no GPU/)
    console.log(
      `fixture sizes: kept ${r.report.bytesKept} B, pruned ${r.report.bytesPruned} B (${r.report.filesPruned} files)`
    )
  })

  test('legacy layout: /opt/rocm -> /etc/alternatives/rocm -> /opt/rocm-7.2.4 installs and compiles', async () => {
    const { dest, r } = await installed('legacy-gzip', ['defaults'])
    assert.equal(r.realPath, '/opt/rocm-7.2.4')
    const { stdout } = await compileAndRun(dest, 'k-legacy')
    assert.match(stdout, /^no GPU/)
  })
})

describe('runtime closure', () => {
  test('the fixture’s closure of libamdhip64 installs alone, lists its libraries with sizes, and loads with 0 unresolved from the install only; without the profiler-register stand-in the load check fails naming it', async () => {
    const ref = await pushFixture(h, 'r10-gzip')
    const dest = join(work.path, 'runtime', 'rocm')
    const logger = recordingLogger()
    const r = await install({ source: sourceOf({ image: ref, mode: 'runtime' }), dest, logger })
    const c = r.closure!
    const names = c.libraries.map(l => basename(l.path))
    for (const want of [
      'libamdhip64.so.7.0.0',
      'librocprofiler-register.so.0.4.0',
      'libhsa-runtime64.so.1.5.0',
      'librocm-core.so.1.0.0'
    ])
      assert.ok(names.includes(want), `${want} in ${names.join(' ')}`)
    assert.ok(
      names.some(n => n.startsWith('libnuma')),
      'a vendored system library through $ORIGIN/rocm_sysdeps/lib'
    )
    for (const l of c.libraries) assert.equal(statSync(join(dest, l.path)).size, l.size, l.path)
    assert.equal(c.libraries.find(l => l.path.endsWith('libamdhip64.so.7.0.0'))?.neededBy, 'requested')
    assert.ok(c.host.some(x => x.name === 'libc.so.6') && c.host.some(x => x.name === 'libstdc++.so.6'))
    assert.deepEqual(c.unresolved, [])
    // Nothing else was installed: no hipcc, no headers; every regular file is the closure's (or .info).
    assert.ok(!existsSync(join(dest, 'bin/hipcc')) && !existsSync(join(dest, 'include')))
    // (recursive readdir also lists through directory links: count each file at its real path once)
    const files = (readdirSync(dest, { recursive: true }) as string[]).filter(
      p => lstatSync(join(dest, p)).isFile() && realpathSync(join(dest, p)) === join(dest, p)
    )
    const closure = new Set(c.libraries.map(l => l.path))
    for (const f of files)
      assert.ok(closure.has(f) || f.startsWith('core-10.0/.info') || f.startsWith('.info'), `unexpected ${f}`)
    assert.ok(
      existsSync(join(dest, 'lib/libamdhip64.so')),
      'the name asked for, through the lib link and the SONAME chain'
    )
    assert.equal(rocmVersion(dest), '10.0.0', 'the version record stays, through the .info link')

    // Loads with only the install on the library path (loader cache off, nothing from the host but glibc & co).
    assert.equal(await loadCheck(dest, [...closure], HOST_LIBRARIES, work.path), closure.size)
    const stand = c.libraries.find(l => l.path.endsWith('librocprofiler-register.so.0.4.0'))!.path
    renameSync(join(dest, stand), join(dest, `${stand}.away`))
    try {
      await assert.rejects(
        loadCheck(
          dest,
          [...closure].filter(p => p !== stand),
          HOST_LIBRARIES,
          work.path
        ),
        /libamdhip64\.so\.7\.0\.0 does not load from the install alone: librocprofiler-register\.so\.0 not found/
      )
    } finally {
      renameSync(join(dest, `${stand}.away`), join(dest, stand))
    }
  })

  test('a closure library the prune list removed fails the install, naming it and who needs it', async () => {
    const ref = await pushFixture(h, 'r10-gzip')
    const dest = join(work.path, 'runtime-pruned', 'rocm')
    await assert.rejects(
      install({
        source: sourceOf({ image: ref, mode: 'runtime', prune: ['defaults', 'librocm-core*'] }),
        dest,
        logger: recordingLogger()
      }),
      (e: Error) =>
        e.name === 'ClosureError' &&
        /librocm-core\.so\.1 \(needed by core-10\.0\/lib\/libamdhip64\.so\.7\.0\.0\)/.test(e.message) &&
        /prune: none/.test(e.message)
    )
    assert.ok(!existsSync(dest))
  })
})
