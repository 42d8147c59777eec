// Layer-engine test kit shared by differential, hostile and buffers tests: install an image spec
// through the real harness registry, and umoci's reference unpack of the same spec as the oracle.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { install, type InstallOptions, type InstallResult } from '../../src/pipeline/install.ts'
import { DEFAULT_PRUNE } from '../../src/layers/prune.ts'
import { loadHarness } from './index.ts'
import { buildImage, pushImage, writeOciLayout, type ImageSpec } from './image.ts'
import type { Compression, TarEntry } from './tar-writer.ts'
import { describeInstall, diffTrees, expectedFromRootfs } from './tree-oracle.ts'
import { recordingLogger, sourceOf, type SourceText } from './helpers.ts'

const h = loadHarness()
let n = 0
const DEFAULTS_FOR_ORACLE = [...DEFAULT_PRUNE]

export interface Kit {
  installRef: typeof installRefIn
  installImage: (
    spec: ImageSpec,
    opts?: { prune?: string[]; protect?: string[]; imagePath?: string }
  ) => ReturnType<typeof installImageIn>
  differential: (spec: ImageSpec, prune: string[], imagePath?: string) => ReturnType<typeof differentialIn>
}

/** The kit, writing under `workDir` (the test file's temp dir). */
export function layerKit(workDir: string): Kit {
  return {
    installRef: installRefIn,
    installImage: (spec, opts) => installImageIn(workDir, spec, opts),
    differential: (spec, prune, imagePath) => differentialIn(workDir, spec, prune, imagePath)
  }
}

/** install() with the defaults these tests share; `o` overrides them. */
async function installRefIn(
  image: string,
  dest: string,
  o: Omit<SourceText, 'image'> & Partial<Omit<InstallOptions, 'source'>> = {}
): Promise<InstallResult> {
  const { imagePath, prune, protect, platform, ...rest } = o
  return install({
    source: sourceOf({ image, imagePath, prune, protect, platform }),
    dest,
    logger: recordingLogger(),
    ...rest
  })
}

async function installImageIn(
  workDir: string,
  spec: ImageSpec,
  opts: { prune?: string[]; protect?: string[]; imagePath?: string } = {}
) {
  const img = buildImage(spec)
  const repo = `layers/t${++n}`
  const ref = await pushImage(h, repo, img)
  const dest = join(workDir, `dest${n}`, 'rocm')
  const logger = recordingLogger()
  const run = () =>
    installRefIn(ref, dest, {
      imagePath: opts.imagePath ?? '/opt/rocm',
      prune: opts.prune ?? ['defaults'],
      protect: opts.protect ?? [],
      logger
    })
  return { img, ref, dest, logger, run }
}

function umociExpected(
  workDir: string,
  spec: ImageSpec,
  imagePath: string,
  prune: string[]
): Map<string, string> {
  // umoci 0.4.7 reads gzip and plain layers, not zstd: give it the gzip twin of every layer.
  const twin: ImageSpec = {
    ...spec,
    index: false,
    layers: spec.layers.map(l => ({ ...l, compression: l.compression === 'zstd' ? 'gzip' : l.compression }))
  }
  const img = buildImage(twin)
  const dir = join(workDir, `umoci${++n}`)
  writeOciLayout(join(dir, 'layout'), img, 'latest')
  execFileSync(
    'umoci',
    ['raw', 'unpack', '--rootless', '--image', `${join(dir, 'layout')}:latest`, join(dir, 'rootfs')],
    {
      stdio: 'pipe'
    }
  )
  return expectedFromRootfs(join(dir, 'rootfs'), imagePath, prune)
}

/** A ROCm 10 shaped image exercising every overlay rule. */
export function rocm10(compressions: Compression[], opaqueMarkerFirst = true): ImageSpec {
  const core = 'opt/rocm/core-10.0'
  const alt = (name: string, target: string): TarEntry => ({
    path: `etc/alternatives/rocm-${name}`,
    type: 'symlink',
    linkpath: target
  })
  const base: TarEntry[] = [
    { path: 'etc/', type: 'dir' },
    { path: 'etc/os-release', body: 'ID=ubuntu\nVERSION_ID="24.04"\n' },
    { path: 'etc/alternatives/', type: 'dir' },
    alt('bin', `/${core}/bin`),
    alt('lib', `/${core}/lib`),
    alt('include', `/${core}/include`),
    alt('llvm', `/${core}/lib/llvm`),
    alt('share', `/${core}/share`),
    { path: 'usr/bin/perl', body: '#!perl', mode: 0o755 },
    { path: 'usr/lib/x86_64-linux-gnu/libstdc++.so.6', body: 'stdc++' }
  ]
  const big: TarEntry[] = [
    // Content first, the top-level links after it: the order a sorted layer tar has.
    { path: './opt/', type: 'dir' },
    { path: `./${core}/bin/hipcc`, body: '#!/bin/sh\necho hipcc\n', mode: 0o755 },
    { path: `${core}/bin/hipcc.pl`, type: 'hardlink', linkpath: `${core}/bin/hipcc` },
    { path: `${core}/bin/suid-tool`, body: 'suid', mode: 0o4755 },
    { path: `${core}/bin/perl`, type: 'symlink', linkpath: '/usr/bin/perl' },
    { path: `${core}/lib/libamdhip64.so.7`, body: randomBytes(3000) },
    { path: `${core}/lib/libamdhip64.so`, type: 'symlink', linkpath: 'libamdhip64.so.7' },
    { path: `${core}/lib/librocprofiler-register.so.0`, body: 'register' },
    { path: `${core}/lib/librocblas.so.5`, body: randomBytes(5000) },
    { path: `${core}/lib/librocblas.so`, type: 'symlink', linkpath: 'librocblas.so.5' },
    { path: `${core}/lib/rocblas/library/TensileLibrary.dat`, body: 'tensile' },
    { path: `${core}/lib/libextra.so`, body: 'extra: pruned only through the lib link' },
    { path: `${core}/lib/libold.so`, body: 'old' },
    { path: `${core}/lib/typechange`, body: 'a file that becomes a directory' },
    { path: `${core}/lib/llvm/bin/clang`, body: 'clang', mode: 0o755 },
    { path: `${core}/lib/llvm/amdgcn/bitcode/ocml.bc`, body: 'bc' },
    { path: `${core}/include/hip/hip_runtime.h`, body: '#pragma once\n' },
    { path: `${core}/share/doc/README`, body: 'docs' },
    { path: `${core}/share/hip/version`, body: 'HIP_VERSION_MAJOR=7\n' },
    { path: `${core}/share/hip/old-a`, body: 'a' },
    { path: `${core}/share/hip/sub/old-b`, body: 'b' },
    { path: `${core}/share/dir2file/child`, body: 'c' },
    { path: `${core}/share/link2file`, type: 'symlink', linkpath: 'hip/version' },
    { path: `${core}/share/file2link`, body: 'f' },
    { path: `${core}/.info/version`, body: '10.0.0\n' },
    { path: 'opt/rocm/amdgcn', type: 'symlink', linkpath: 'llvm/amdgcn' },
    { path: 'opt/rocm/bin', type: 'symlink', linkpath: '/etc/alternatives/rocm-bin' },
    { path: 'opt/rocm/include', type: 'symlink', linkpath: '/etc/alternatives/rocm-include' },
    { path: 'opt/rocm/lib', type: 'symlink', linkpath: '/etc/alternatives/rocm-lib' },
    { path: 'opt/rocm/llvm', type: 'symlink', linkpath: '/etc/alternatives/rocm-llvm' },
    { path: 'opt/rocm/share', type: 'symlink', linkpath: '/etc/alternatives/rocm-share' },
    { path: 'opt/rocm/.info', type: 'symlink', linkpath: 'core-10.0/.info' }
  ]
  const math: TarEntry[] = [
    { path: `${core}/lib/librocsparse.so.1`, body: randomBytes(2000) },
    { path: `${core}/lib/rocsparse/kernels.co`, body: 'co' },
    // Writes through the lib link: lands in core-10.0/lib.
    { path: 'opt/rocm/lib/libhipsparse.so.1', body: 'hipsparse' }
  ]
  const opq: TarEntry = { path: `${core}/share/hip/.wh..wh..opq`, body: '' }
  const added: TarEntry = { path: `${core}/share/hip/new-c`, body: 'c' }
  const late: TarEntry[] = [
    { path: `${core}/lib/.wh.libold.so`, body: '' },
    ...(opaqueMarkerFirst ? [opq, added] : [added, opq]),
    { path: `${core}/share/hip/version`, body: 'HIP_VERSION_MAJOR=7\nHIP_VERSION_MINOR=1\n' },
    { path: `${core}/lib/typechange/`, type: 'dir' },
    { path: `${core}/lib/typechange/inside`, body: 'now a directory' },
    { path: `${core}/share/dir2file`, body: 'now a file' },
    { path: `${core}/share/link2file`, body: 'now a file' },
    { path: `${core}/share/file2link`, type: 'symlink', linkpath: '../bin/hipcc' },
    { path: `${core}/bin/hipcc-link`, type: 'hardlink', linkpath: `${core}/bin/hipcc` },
    // A whiteout for something that never existed is harmless.
    { path: `${core}/.wh.never-there`, body: '' }
  ]
  const layers = [base, big, math, late]
  return { layers: layers.map((entries, i) => ({ entries, compression: compressions[i] ?? 'gzip' })) }
}

export function legacy(): ImageSpec {
  const root = 'opt/rocm-7.2.4'
  return {
    layers: [
      {
        entries: [
          { path: 'etc/alternatives/rocm', type: 'symlink', linkpath: `/${root}` },
          { path: 'opt/rocm', type: 'symlink', linkpath: '/etc/alternatives/rocm' },
          { path: `${root}/bin/hipcc`, body: 'hipcc', mode: 0o755 },
          { path: `${root}/lib/libamdhip64.so.7`, body: 'hip' },
          { path: `${root}/lib/libamdhip64.so`, type: 'symlink', linkpath: '/opt/rocm/lib/libamdhip64.so.7' },
          { path: `${root}/lib/libabs.so`, type: 'symlink', linkpath: `/${root}/lib/libamdhip64.so.7` },
          { path: `${root}/lib/librocblas.so.4`, body: 'blas' },
          { path: `${root}/llvm/bin/clang`, body: 'clang' },
          { path: `${root}/.info/version`, body: '7.2.4\n' }
        ]
      },
      { entries: [{ path: `${root}/lib/librocrand.so.1`, body: 'rand' }] }
    ]
  }
}

async function differentialIn(
  workDir: string,
  spec: ImageSpec,
  prune: string[],
  imagePath = '/opt/rocm'
): Promise<{ r: InstallResult; dest: string; logger: ReturnType<typeof recordingLogger> }> {
  const t = await installImageIn(workDir, spec, { prune, imagePath })
  const r = await t.run()
  const oraclePrune = prune.flatMap(p => (p === 'defaults' ? DEFAULTS_FOR_ORACLE : p === 'none' ? [] : [p]))
  const expected = umociExpected(workDir, spec, imagePath, oraclePrune)
  const actual = describeInstall(t.dest)
  assert.equal(
    diffTrees(expected, actual),
    '',
    'installed tree differs from umoci unpack (- expected, + extra)'
  )
  assert.ok(expected.size > 5, 'the oracle saw a real tree')
  return { r, dest: t.dest, logger: t.logger }
}
