// The environment an installed tree needs, as a pure function of where it is and what the job
// already has; exporting it is the caller's business (the action's file commands, the CLI's
// `export` lines).

export interface RocmEnvironment {
  /** Variables to set (appends already folded in). */
  vars: Record<string, string>
  /** Directories to put at the front of PATH. */
  path: string[]
}

const join = (a: string, b?: string) => (b ? `${a}:${b}` : a)

/**
 * `has(rel)` says whether a path exists under the tree (injected so this stays pure).
 * hipcc finds clang in $HIP_CLANG_PATH or $ROCM_PATH/llvm/bin and the device libraries in
 * $ROCM_PATH/amdgcn/bitcode; both are set explicitly so a tree whose links were pruned still works.
 */
export function rocmEnvironment(
  rocmPath: string,
  env: Record<string, string | undefined>,
  has: (rel: string) => boolean
): RocmEnvironment {
  const vars: Record<string, string> = {
    ROCM_PATH: rocmPath,
    HIP_PATH: rocmPath,
    HIP_PLATFORM: 'amd',
    LD_LIBRARY_PATH: join(`${rocmPath}/lib`, env.LD_LIBRARY_PATH),
    CMAKE_PREFIX_PATH: join(rocmPath, env.CMAKE_PREFIX_PATH)
  }
  const clang = ['llvm/bin', 'lib/llvm/bin'].find(d => has(`${d}/clang`))
  if (clang) vars.HIP_CLANG_PATH = `${rocmPath}/${clang}`
  const bitcode = ['amdgcn/bitcode', 'lib/llvm/amdgcn/bitcode'].find(d => has(d))
  if (bitcode) {
    vars.HIP_DEVICE_LIB_PATH = `${rocmPath}/${bitcode}`
    vars.DEVICE_LIB_PATH = `${rocmPath}/${bitcode}`
  }
  return { vars, path: [`${rocmPath}/bin`] }
}

/** The environment a child process sees once `e` is applied on top of `env`. */
export function applyEnvironment(
  env: Record<string, string | undefined>,
  e: RocmEnvironment
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v
  Object.assign(out, e.vars)
  out.PATH = [...e.path, out.PATH].filter(Boolean).join(':')
  return out
}

/**
 * Variables of the job's environment that the image's programs (its hipcc, the compiled smoke
 * kernel) may see: what a compiler and a HIP program need (search path, home, locale, time zone)
 * and the GPU selection variables. Everything else stays out: the job's environment carries
 * secrets (INPUT_REGISTRY-PASSWORD, SETUP_ROCM_*_PASSWORD, ACTIONS_RUNTIME_TOKEN, cache URLs)
 * that a program from an image has no business reading.
 */
const PASSED_TO_IMAGE =
  /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|TZ|LANG|LANGUAGE|LC_[A-Z_]+|HIP_VISIBLE_DEVICES|ROCR_VISIBLE_DEVICES|GPU_DEVICE_ORDINAL|HSA_[A-Z0-9_]+)$/

/**
 * The environment the image's own programs run with: the allow-listed part of the job's
 * environment, then the tree's variables (rocmEnvironment) on top, and `extra` (TMPDIR).
 */
export function imageProgramEnvironment(
  env: Record<string, string | undefined>,
  e: RocmEnvironment,
  extra: Record<string, string> = {}
): Record<string, string> {
  const allowed: Record<string, string | undefined> = {}
  for (const [k, v] of Object.entries(env)) if (PASSED_TO_IMAGE.test(k)) allowed[k] = v
  return { ...applyEnvironment(allowed, e), ...extra }
}

/** Shell `export` lines (POSIX sh quoting), for the CLI's --print-env. */
export function exportLines(e: RocmEnvironment): string {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`
  const lines = Object.entries(e.vars).map(([k, v]) => `export ${k}=${q(v)}`)
  lines.push(`export PATH=${q(e.path.join(':'))}"\${PATH:+:$PATH}"`)
  return lines.join('\n') + '\n'
}
