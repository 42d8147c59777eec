// Prune and protect patterns, relative to image-path, with gitignore's two rules that make one
// list work on any layout: a pattern without a slash matches a name at any depth
// (`librocblas*`); a pattern with a slash is anchored at image-path (`lib/rocblas`, `**/share/doc`).
// A trailing slash restricts a pattern to directories. A match on a directory prunes everything
// below it. Matching is tried on every name a path has through the tree's own links (`lib/x` and
// `core-10.0/lib/x` when lib -> core-10.0/lib). Globs are compiled by picomatch.
import picomatch from 'picomatch'
import { ImageError, UsageError } from '../errors.ts'

/**
 * What a HIP-only consumer never links: the math libraries, profilers and docs (ROCm 10's
 * layout, the decision record's list). Written so they match while streaming, before the tree's
 * top-level links arrive: names without a slash, or `**`-anchored directories.
 */
export const DEFAULT_PRUNE: readonly string[] = [
  // hipBLASLt / hipSPARSELt
  'hipblaslt/',
  'libhipblaslt*',
  'hipsparselt/',
  'libhipsparselt*',
  // rocBLAS / hipBLAS / rocRoller
  'rocblas/',
  'librocblas*',
  'libhipblas*',
  'librocroller*',
  // MIOpen
  'libMIOpen*',
  'miopen/',
  // Composable Kernel
  'libdevice_*_operations.a',
  '**/include/ck',
  '**/include/ck_tile',
  // RCCL
  'librccl*',
  'rccl/',
  // rocFFT / hipFFT
  'librocfft*',
  'libhipfft*',
  'rocfft/',
  // rocSPARSE / hipSPARSE
  'librocsparse*',
  'libhipsparse*',
  'rocsparse/',
  'hipsparse/',
  // rocSOLVER / hipSOLVER
  'librocsolver*',
  'libhipsolver*',
  'rocsolver/',
  'hipsolver/',
  // rocRAND / hipRAND
  'librocrand*',
  'libhiprand*',
  'rocrand/',
  'hiprand/',
  // profilers (not librocprofiler-register: HIP needs it)
  'librocprofiler-sdk*',
  'rocprofiler-sdk/',
  'rocprofiler-systems/',
  'rocprofiler-compute/',
  'librocprof-sys*',
  // misc
  '**/lib/rdc',
  'librocshmem.a',
  '**/lib/host-math',
  '*.kpack',
  '**/share/doc'
]

/** What HIP needs at build and load time (ROCm 10's layout): no prune pattern may remove these. */
export const DEFAULT_PROTECT: readonly string[] = [
  'libamdhip64*',
  'libhsa-runtime64*',
  'libamd_comgr*',
  'librocprofiler-register*',
  'librocm_kpack*',
  'libhiprtc*',
  '**/lib/rocm_sysdeps/**',
  '**/lib/llvm/**',
  'llvm',
  'amdgcn',
  '**/bin/hipcc*',
  '**/bin/hipconfig*',
  '**/bin/rocminfo',
  '**/bin/rocm_agent_enumerator',
  '**/bin/offload-arch',
  '**/bin/amdclang*',
  '**/include/hip/**',
  '**/include/hsa/**',
  '**/share/hip/**',
  '**/lib/cmake/hip/**',
  '**/lib/cmake/hip-lang/**',
  '**/lib/cmake/hiprtc/**',
  '**/lib/cmake/amd_comgr/**',
  '**/lib/cmake/hsa-runtime64/**',
  '**/.info/**'
]

export class PruneConfigError extends UsageError {
  override name = 'PruneConfigError'
}

/** Expands the `prune` input: `defaults` stands for the built-in list, `none` for nothing. */
export function expandPruneList(lines: readonly string[]): string[] {
  const out: string[] = []
  const cleaned = lines.map(l => l.trim()).filter(l => l && !l.startsWith('#'))
  if (cleaned.includes('none')) {
    if (cleaned.length > 1)
      throw new PruneConfigError(
        'The prune list says `none` together with other lines; use one or the other.'
      )
    return []
  }
  for (const l of cleaned) {
    if (l === 'defaults') out.push(...DEFAULT_PRUNE)
    else out.push(l)
  }
  return [...new Set(out)]
}

interface Compiled {
  pattern: string
  dirOnly: boolean
  anchored: boolean
  re: RegExp
}

function compile(pattern: string): Compiled {
  let p = pattern.trim()
  if (p.includes('\0')) throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} contains a NUL byte.`)
  const dirOnly = p.endsWith('/')
  p = p.replace(/\/+$/, '')
  if (p.startsWith('./')) p = p.slice(2)
  const anchored = p.includes('/')
  p = p.replace(/^\/+/, '')
  if (!p) throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} would match the whole tree.`)
  if (p.split('/').includes('..'))
    throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} must not contain "..".`)
  let re: RegExp
  try {
    re = picomatch.makeRe(p, { dot: true })
  } catch (e) {
    throw new PruneConfigError(
      `Pattern ${JSON.stringify(pattern)} is not a valid glob: ${(e as Error).message}`
    )
  }
  return { pattern, dirOnly, anchored, re }
}

export class PatternSet {
  readonly patterns: Compiled[]
  /** How many entries each pattern matched directly. */
  readonly hits = new Map<string, number>()

  constructor(patterns: readonly string[]) {
    this.patterns = patterns.map(compile)
    for (const p of patterns) this.hits.set(p, 0)
  }

  get size(): number {
    return this.patterns.length
  }

  /** The patterns as given (after `defaults` was expanded). */
  get list(): string[] {
    return this.patterns.map(c => c.pattern)
  }

  /** The first pattern matching one of `names` (paths relative to image-path, no leading slash). */
  match(names: readonly string[], isDir: boolean, count = true): string | undefined {
    // Each name's last component, cut once for all the unanchored patterns (this runs for every
    // entry and every node of the final pass).
    let bases: string[] | undefined
    for (const c of this.patterns) {
      if (c.dirOnly && !isDir) continue
      if (!c.anchored) bases ??= names.map(n => n.slice(n.lastIndexOf('/') + 1))
      for (let i = 0; i < names.length; i++) {
        const subject = c.anchored ? names[i] : bases![i]
        if (c.re.test(subject)) {
          if (count) this.hits.set(c.pattern, (this.hits.get(c.pattern) ?? 0) + 1)
          return c.pattern
        }
      }
    }
    return undefined
  }

  unmatched(): string[] {
    return [...this.hits].filter(([, n]) => n === 0).map(([p]) => p)
  }
}

/**
 * Paths (relative to image-path) that every ROCm tree has and the built-in protected list covers.
 * A prune pattern that matches one of them, or one of their directories, is proven wrong by the
 * pattern alone, so it is refused before any request instead of after the download started.
 */
export const PROTECTED_SAMPLES: readonly string[] = [
  'lib/libamdhip64.so',
  'lib/libamdhip64.so.7',
  'lib/libhsa-runtime64.so.1',
  'lib/libamd_comgr.so.3',
  'lib/librocprofiler-register.so.0',
  'lib/librocm_kpack.so.0',
  'lib/libhiprtc.so.7',
  'lib/llvm/bin/clang',
  'lib/llvm/amdgcn/bitcode/ocml.bc',
  'lib/rocm_sysdeps/lib/librocm_sysdeps_z.so.1',
  'bin/hipcc',
  'bin/hipconfig',
  'bin/rocminfo',
  'bin/rocm_agent_enumerator',
  'bin/offload-arch',
  'bin/amdclang++',
  'include/hip/hip_runtime.h',
  'include/hsa/hsa.h',
  'share/hip/version',
  'lib/cmake/hip/hip-config.cmake',
  '.info/version'
]

/** The first prune pattern that would remove a protected sample path, with the two patterns. */
export function provenProtectedConflict(
  prune: PatternSet,
  protect: PatternSet
): ProtectedConflictError | undefined {
  for (const sample of PROTECTED_SAMPLES) {
    const protectedBy = protect.match([sample], false, false)
    if (!protectedBy) continue
    const parts = sample.split('/')
    for (let k = 1; k <= parts.length; k++) {
      const prefix = parts.slice(0, k).join('/')
      const by = prune.match([prefix], k < parts.length, false)
      if (by) return protectedConflict(sample, by, protectedBy)
    }
  }
  return undefined
}

export class ProtectedConflictError extends ImageError {
  override name = 'ProtectedConflictError'
}

export function protectedConflict(
  path: string,
  prunedBy: string,
  protectedBy: string
): ProtectedConflictError {
  return new ProtectedConflictError(
    `The prune pattern "${prunedBy}" would remove ${path}, which is protected by "${protectedBy}" ` +
      `(HIP needs it to compile or load: a past glob like librocprof* removed librocprofiler-register and every HIP binary died at load). ` +
      `Narrow the pattern so it spares ${path}.`
  )
}
