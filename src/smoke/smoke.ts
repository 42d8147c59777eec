// The smoke test that gates success: (a) the HIP runtime's load closure resolves with the
// exported environment, a missing library named with the prune pattern that removed it;
// (b) the tree's hipcc compiles a small kernel for each gfx target; (c) the binary loads, and
// runs where an AMD GPU with that target exists (KFD sysfs topology, gpu.ts), its result checked.
// The image's programs run with the environment they are given (an allow-listed one:
// pipeline/environment.ts), never with this process's.
// A failure of (a), or a compiled program that cannot load, means the tree is broken; a target
// that does not compile means the target list does not fit the image (SmokeError.treeBroken).
import { existsSync, promises as fs } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../log.ts'
import { SmokeError } from '../errors.ts'
import { explainMissing, missingLibraries, run, lastLines } from './exec.ts'
import { detectGpus } from './gpu.ts'
import { hostCompileNeeds, hostLibraryNeeds, hostNeedsMessage } from './host.ts'

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
  if (r.code !== 0) throw new SmokeError(`ldd ${lib} failed (exit ${r.code}): ${lastLines(r.out, 5)}`)
  return missingLibraries(r.out)
}

export interface SmokeOptions {
  rocmPath: string
  targets: string[]
  /** The environment the image's programs run with (allow-listed, the tree's variables on top). */
  env: Record<string, string>
  workDir: string
  logger: Logger
  /** Library file name -> prune pattern that removed it (from the install report). */
  prunedLibraries?: Record<string, string>
  gpus?: string[]
}

export async function smokeTest(o: SmokeOptions): Promise<SmokeResult[]> {
  const pruned = o.prunedLibraries ?? {}
  await fs.mkdir(o.workDir, { recursive: true })
  // hipcc and clang make temporary directories; in the work dir they go away with it.
  const env = { ...o.env, TMPDIR: o.workDir }
  const missing = await closureCheck(o.rocmPath, env, o.workDir)
  const osLacks = hostLibraryNeeds(missing)
  if (osLacks.length)
    throw new SmokeError(hostNeedsMessage(osLacks, 'the HIP runtime loads'), { treeBroken: false })
  if (missing.length)
    throw new SmokeError(
      `The HIP runtime cannot load: ${explainMissing(missing, pruned)}. Every HIP binary would fail with "cannot open shared object file". Remove that pattern from the prune input.`
    )
  const src = join(o.workDir, 'setup-rocm-smoke.hip')
  await fs.writeFile(src, KERNEL_SOURCE)
  const gpus = o.gpus ?? detectGpus()
  const hipcc = join(o.rocmPath, 'bin', 'hipcc')
  const results: SmokeResult[] = []
  const failed: { target: string; message: string }[] = []
  for (const target of o.targets) {
    const exe = join(o.workDir, `setup-rocm-smoke-${target}`)
    o.logger.info(`Compiling the smoke kernel with ${hipcc} --offload-arch=${target}`)
    const c = await run(hipcc, [`--offload-arch=${target}`, '-o', exe, src], env, o.workDir)
    if (c.code !== 0) {
      // Another target may still compile: the tree is kept if it does or if it loads at all.
      failed.push({
        target,
        message: `hipcc --offload-arch=${target} failed (exit ${c.code}):\n${lastLines(c.out)}`
      })
      continue
    }
    // Loading is checked on every machine; running only where a GPU of this target exists.
    const l = await run(exe, ['--load-only'], env, o.workDir)
    const lost = missingLibraries(l.out)
    const lacks = hostLibraryNeeds(lost)
    if (lacks.length)
      throw new SmokeError(hostNeedsMessage(lacks, 'a compiled HIP program loads'), { treeBroken: false })
    if (lost.length)
      throw new SmokeError(
        `The compiled program does not load: ${explainMissing(lost, pruned)}.\n${lastLines(l.out, 5)}`
      )
    if (l.code !== 0)
      throw new SmokeError(
        `The compiled program for ${target} does not start (exit ${l.code}):\n${lastLines(l.out)}`
      )
    if (gpus.includes(target)) {
      const r = await run(exe, [], env, o.workDir)
      if (!/h\[63\] = 63/.test(r.out))
        throw new SmokeError(
          `A ${target} GPU is present but the kernel did not run correctly:\n${lastLines(r.out)}`
        )
      results.push({ target, compiled: true, loaded: true, run: 'ran', output: r.out })
    } else {
      results.push({ target, compiled: true, loaded: true, run: 'no-gpu', output: l.out })
    }
  }
  if (failed.length) {
    // A compile that fails for every target may be the OS's lack rather than the targets'.
    const needs = results.length ? [] : await hostCompileNeeds(o.rocmPath, env, o.workDir)
    if (needs.length)
      throw new SmokeError(
        `${hostNeedsMessage(needs, 'the smoke test needs to compile a HIP kernel')}\n${lastLines(failed[0].message, 8)}`,
        { treeBroken: false, targets: { compiled: [], failed: failed.map(f => f.target) } }
      )
  }
  if (failed.length)
    throw new SmokeError(
      `${failed.map(f => f.message).join('\n')}\n` +
        `${results.length ? `It compiled for ${results.map(r => r.target).join(', ')}; ` : ''}check gfx-target against the GPUs this ROCm supports (the tree is kept).`,
      {
        treeBroken: false,
        targets: { compiled: results.map(r => r.target), failed: failed.map(f => f.target) }
      }
    )
  return results
}
