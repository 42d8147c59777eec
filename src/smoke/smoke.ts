// The smoke test that gates success: (a) the HIP runtime's load closure resolves with the
// exported environment, a missing library named with the prune pattern that removed it;
// (b) the tree's hipcc compiles a small kernel for each gfx target; (c) the binary loads, and
// runs where an AMD GPU with that target exists (KFD sysfs topology), its result checked.
import { execFile } from 'node:child_process'
import { existsSync, promises as fs, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../log.ts'
import { SmokeError } from '../errors.ts'

export { SmokeError }

export const KERNEL_SOURCE = `#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void fill(int *out) { out[threadIdx.x] = threadIdx.x; }
int main(int argc, char **) {
  if (argc > 1) {
    std::printf("loaded\\n");
    return 0;
  }
  int n = 0;
  hipError_t e = hipGetDeviceCount(&n);
  if (e != hipSuccess || n == 0) {
    std::printf("no GPU: %s\\n", e != hipSuccess ? hipGetErrorString(e) : "0 devices");
    return 0;
  }
  int *d = nullptr, h[64] = {0};
  if (hipMalloc(&d, sizeof h) != hipSuccess) return 2;
  fill<<<1, 64>>>(d);
  if (hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost) != hipSuccess) return 3;
  std::printf("h[63] = %d\\n", h[63]);
  return h[63] == 63 ? 0 : 4;
}
`

export interface SmokeResult {
  target: string
  compiled: boolean
  loaded: boolean
  /** 'ran' when a matching GPU executed the kernel; 'no-gpu' when none was there to run on. */
  run: 'ran' | 'no-gpu'
  output: string
}

/** gfx_target_version (e.g. 100306) -> gfx name (gfx1036); 0 is a CPU node. */
export function gfxName(v: number): string | undefined {
  if (!v) return undefined
  const major = Math.floor(v / 10000)
  const minor = Math.floor(v / 100) % 100
  const step = v % 100
  return `gfx${major}${minor.toString(16)}${step.toString(16)}`
}

/** GPU targets present on this machine, from the KFD topology (never touches /dev/kfd). */
export function detectGpus(root = '/sys/class/kfd/kfd/topology/nodes'): string[] {
  const out: string[] = []
  let nodes: string[]
  try {
    nodes = readdirSync(root)
  } catch {
    return out
  }
  for (const n of nodes) {
    try {
      const m = /gfx_target_version\s+(\d+)/.exec(readFileSync(join(root, n, 'properties'), 'utf8'))
      const name = m ? gfxName(Number(m[1])) : undefined
      if (name) out.push(name)
    } catch {
      // unreadable node: skip
    }
  }
  return out
}

function run(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  cwd: string
): Promise<{ code: number; out: string }> {
  return new Promise(resolve => {
    execFile(cmd, args, { env, cwd, maxBuffer: 16 << 20, timeout: 600_000 }, (err, stdout, stderr) => {
      const code = err
        ? typeof (err as NodeJS.ErrnoException).code === 'number'
          ? Number((err as NodeJS.ErrnoException).code)
          : 1
        : 0
      resolve({ code, out: `${stdout}${stderr}`.trim() })
    })
  })
}

const tail = (s: string, n = 30) => s.split('\n').slice(-n).join('\n')

function explainMissing(missing: string[], prunedLibraries: Record<string, string>): string {
  return missing
    .map(lib => {
      const by = prunedLibraries[lib]
      return by ? `${lib} (removed by the prune pattern "${by}")` : `${lib} (not in the image's tree)`
    })
    .join(', ')
}

/** Libraries a loader listing says it cannot find: ldd's `name => not found`, or the loader's own
 * `error while loading shared libraries: name:`. */
function notFound(out: string): string[] {
  return [
    ...[...out.matchAll(/^\s*(\S+)\s+=>\s+not found/gm)].map(m => m[1]),
    ...[...out.matchAll(/error while loading shared libraries: ([^:\s]+):/g)].map(m => m[1])
  ]
}

/** The libraries libamdhip64 needs that do not resolve with `env`. */
export async function closureCheck(
  rocmPath: string,
  env: Record<string, string>,
  cwd: string
): Promise<string[]> {
  const lib = [
    'lib/libamdhip64.so',
    'lib/libamdhip64.so.7',
    'lib/libamdhip64.so.6',
    'lib/libamdhip64.so.5'
  ].find(p => existsSync(join(rocmPath, p)))
  if (!lib) return ['libamdhip64.so']
  const r = await run('ldd', [join(rocmPath, lib)], env, cwd)
  if (r.code !== 0) throw new SmokeError(`ldd ${lib} failed (exit ${r.code}): ${tail(r.out, 5)}`)
  return notFound(r.out)
}

export interface SmokeOptions {
  rocmPath: string
  targets: string[]
  /** The full environment a later step would see. */
  env: Record<string, string>
  workDir: string
  logger: Logger
  /** Library file name -> prune pattern that removed it (from the install report). */
  prunedLibraries?: Record<string, string>
  gpus?: string[]
}

/** The system loader, which --list's a library's load without running it. */
function systemLoader(): string {
  return process.arch === 'arm64' ? '/lib/ld-linux-aarch64.so.1' : '/lib64/ld-linux-x86-64.so.2'
}

/**
 * The runtime mode's smoke test (there is no hipcc in a runtime install): each library of the
 * closure is loaded by the system loader with only the tree's lib/ as the library path and the
 * loader cache off. A library not found, or found outside the tree (other than the host's own
 * glibc/libstdc++/libgcc_s and the loader), fails it, named with who needed it.
 */
export async function loadCheck(
  rocmPath: string,
  libraries: string[],
  hostLibraries: readonly string[],
  workDir: string
): Promise<number> {
  const ld = systemLoader()
  for (const lib of libraries) {
    const r = await run(
      ld,
      ['--inhibit-cache', '--library-path', `${rocmPath}/lib`, '--list', join(rocmPath, lib)],
      { PATH: '/usr/bin:/bin' },
      workDir
    )
    const missing = notFound(r.out)
    if (missing.length)
      throw new SmokeError(`${lib} does not load from the install alone: ${missing.join(', ')} not found.`)
    if (r.code !== 0)
      throw new SmokeError(`The loader cannot load ${lib} (exit ${r.code}):\n${tail(r.out, 10)}`)
    for (const m of r.out.matchAll(/^\s*(\S+)\s+=>\s+(\S+)\s+\(/gm)) {
      const [, name, path] = m
      if (!path.startsWith(rocmPath + '/') && !hostLibraries.includes(name))
        throw new SmokeError(
          `${lib} loads ${name} from ${path}, outside the install: the closure is incomplete.`
        )
    }
  }
  return libraries.length
}

export async function smokeTest(o: SmokeOptions): Promise<SmokeResult[]> {
  const pruned = o.prunedLibraries ?? {}
  await fs.mkdir(o.workDir, { recursive: true })
  // hipcc and clang make temporary directories; in the work dir they go away with it.
  const env = { ...o.env, TMPDIR: o.workDir }
  const missing = await closureCheck(o.rocmPath, env, o.workDir)
  if (missing.length)
    throw new SmokeError(
      `The HIP runtime cannot load: ${explainMissing(missing, pruned)}. Every HIP binary would fail with "cannot open shared object file". Remove that pattern from the prune input.`
    )
  const src = join(o.workDir, 'setup-rocm-smoke.hip')
  await fs.writeFile(src, KERNEL_SOURCE)
  const gpus = o.gpus ?? detectGpus()
  const hipcc = join(o.rocmPath, 'bin', 'hipcc')
  const results: SmokeResult[] = []
  for (const target of o.targets) {
    const exe = join(o.workDir, `setup-rocm-smoke-${target}`)
    o.logger.info(`Compiling the smoke kernel with ${hipcc} --offload-arch=${target}`)
    const c = await run(hipcc, [`--offload-arch=${target}`, '-o', exe, src], env, o.workDir)
    if (c.code !== 0)
      throw new SmokeError(`hipcc --offload-arch=${target} failed (exit ${c.code}):\n${tail(c.out)}`)
    // Loading is checked on every machine; running only where a GPU of this target exists.
    const l = await run(exe, ['--load-only'], env, o.workDir)
    const lost = /error while loading shared libraries: (\S+?):/.exec(l.out)
    if (lost)
      throw new SmokeError(
        `The compiled program does not load: ${explainMissing([lost[1]], pruned)}.\n${tail(l.out, 5)}`
      )
    if (l.code !== 0)
      throw new SmokeError(
        `The compiled program for ${target} does not start (exit ${l.code}):\n${tail(l.out)}`
      )
    if (gpus.includes(target)) {
      const r = await run(exe, [], env, o.workDir)
      if (!/h\[63\] = 63/.test(r.out))
        throw new SmokeError(
          `A ${target} GPU is present but the kernel did not run correctly:\n${tail(r.out)}`
        )
      results.push({ target, compiled: true, loaded: true, run: 'ran', output: r.out })
    } else {
      results.push({ target, compiled: true, loaded: true, run: 'no-gpu', output: l.out })
    }
  }
  return results
}
