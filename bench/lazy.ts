// The lazy mount against the eager install from the same index (issue 51's benchmark): the
// benchmark image (bench/image.ts, one standard gzip member per layer), its index built by
// `setup-rocm index`, then the action's main step as a runner runs it (dist/main.js, the smoke
// test on, no caches) with `lazy: true` and `lazy: false`, alternating (in order in odd
// repetitions, backwards in even ones), on localhost and over the capped CDN link of
// bench/ranged.ts (each connection 10 MiB/s, 30 ms per response). For each: the step's time to a
// finished smoke compile, the bytes the CDN stand-in sent by then, the disk the tree (eager) or the
// content store (lazy) takes, the server's peak RSS (VmHWM) and the step's (GNU time); then a
// different kernel compiled in a later step, and every file of the tree read
// (`tar -cf - . | wc -c`). Prints a table of medians (markdown) on stdout. In the first repetition,
// after the timings, each link's lazy mount is compared with its eager tree path by path (type,
// mode, owner, size, link target, link count, hardlink group, every file's sha256): the benchmark
// fails where they differ, and says how many paths were equal.
//   BENCH_DIR=/mnt/bx BENCH_REPS=3 node scripts/harness.ts -- node bench/lazy.ts
// BENCH_LINKS (localhost,capped), BENCH_LAZY_FILL, BENCH_LOGS, BENCH_INDEX: see below.
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { loadHarness } from '../__tests__/harness/index.ts'
import { buildImage, pushImage } from '../__tests__/harness/image.ts'
import { FaultProxy } from '../__tests__/harness/fault-proxy.ts'
import { repoRoot, runStep, runnerDirs, stepEnvironment } from '../__tests__/harness/runner.ts'
import { ensureBenchImage } from './image.ts'

const h = loadHarness()
const REPS = Number(process.env.BENCH_REPS ?? 3)
const CAP = Number(process.env.BENCH_CAP_MIB ?? 10) * 2 ** 20
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 30)
/** The lazy rows' lazy-fill input (BENCH_LAZY_FILL=false: only what the job reads is fetched). */
const FILL = process.env.BENCH_LAZY_FILL ?? 'true'
const LINKS = (process.env.BENCH_LINKS ?? 'localhost,capped').split(',') as ('localhost' | 'capped')[]
/** BENCH_LOGS (a directory): each step's stdout (lines timed as they came), summary and server log kept there. */
const LOGS = process.env.BENCH_LOGS
const cacheRoot = process.env.SETUP_ROCM_CACHE ?? join(homedir(), '.cache', 'setup-rocm')
const work = mkdtempSync(join(process.env.BENCH_DIR ?? cacheRoot, 'bench-lazy-'))
const log = (s: string) => console.error(s)
const GiB = 2 ** 30
const MiB = 2 ** 20

const img = await ensureBenchImage(cacheRoot, log, 'standard')
log(`bench/lazy: pushing ${(img.compressedBytes / GiB).toFixed(2)} GiB to the harness registry…`)
const ref = await pushImage(h, 'bench/lazy', buildImage({ layers: img.layers, index: false }))
const pin = ref.split('@')[1]
const cdn = {
  localhost: await new FaultProxy(h, h.cdnOrigin).start(),
  capped: (await new FaultProxy(h, h.cdnOrigin).start()).limit({ bytesPerSecond: CAP, latencyMs: LATENCY })
}
const registry = {
  localhost: (await new FaultProxy(h, `https://${h.registry}`).start()).rewriteLocation(
    h.cdnOrigin,
    cdn.localhost.origin
  ),
  capped: (await new FaultProxy(h, `https://${h.registry}`).start()).rewriteLocation(
    h.cdnOrigin,
    cdn.capped.origin
  )
}
const env = { NODE_EXTRA_CA_CERTS: h.caFile }
// BENCH_INDEX: an index of the benchmark image kept from an earlier run (built there if absent).
const indexFile = process.env.BENCH_INDEX ?? join(work, 'bench.index')
if (!existsSync(indexFile)) log('bench/lazy: building the seek index…')
if (!existsSync(indexFile))
  execFileSync(
    process.execPath,
    [join(repoRoot, 'dist/cli.js'), 'index', '--image', ref, '--out', indexFile, '--quiet'],
    {
      env: { ...process.env, ...env },
      stdio: 'inherit'
    }
  )

/** Another program than the smoke test's: half precision, device math, shared memory, atomics. */
const LATER_SOURCE = `#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <cmath>
#include <cstdio>
__global__ void reduce(const __half *in, float *out, int n) {
  __shared__ float part[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? sinf(__half2float(in[i])) * expf(-1.0f) : 0.0f;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(out, part[0]);
}
int main() {
  int n = 0;
  if (hipGetDeviceCount(&n) != hipSuccess || n == 0) { std::printf("no GPU\\n"); return 0; }
  return 0;
}
`

interface Sample {
  step: number
  fetched: number
  disk: number
  serverRss?: number
  later: number
  readAll: number
  mounted?: number
}

// Nothing here may block the event loop once a tree is mounted: the registry's and the CDN's
// stand-ins run in this process, and a mount that waits for them would wait for ever.
const run = promisify(execFile)
const du = async (dir: string) =>
  Number((await run('du', ['-sb', dir], { encoding: 'utf8' })).stdout.split('\t')[0])
const vmHwm = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) * 1024 : undefined
}

/**
 * Every path of the tree at `dir`, sorted: its type, mode, owner, size (not a directory's: that
 * is the file system's), link target, link count, the first path of its hardlink group (its
 * inode's identity) and a file's sha256. From child processes, as everything here.
 */
async function treeListing(dir: string): Promise<string[]> {
  const o = { cwd: dir, encoding: 'utf8' as const, maxBuffer: 256 << 20 }
  const found = await run('find', ['.', '-printf', '%p\\0%y\\0%m\\0%U:%G\\0%s\\0%l\\0%n\\0%i\\0'], o)
  const sums = await run('sh', ['-c', 'find . -type f -print0 | xargs -0 -r sha256sum -z'], o)
  const digest = new Map(
    sums.stdout
      .split('\0')
      .filter(Boolean)
      .map(l => [l.slice(66), l.slice(0, 64)])
  )
  // Eight fields a path, each ended by a NUL (which no field holds; a field may be empty).
  const fields = found.stdout.split('\0')
  const rows: string[][] = []
  for (let k = 0; k + 8 <= fields.length; k += 8) rows.push(fields.slice(k, k + 8))
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const group = new Map<string, string>()
  for (const r of rows) if (r[1] === 'f' && !group.has(r[7])) group.set(r[7], r[0])
  return rows.map(([path, type, mode, owner, size, target, links, ino]) =>
    [
      path,
      type,
      mode,
      owner,
      type === 'd' ? '' : size,
      target,
      links,
      group.get(ino) ?? '',
      digest.get(path) ?? ''
    ].join(' ')
  )
}

/** The trees listed in the first repetition (treeListing), by link and lazy/eager. */
const listings = new Map<string, string[]>()
const compared: string[] = []

/** The lazy mount against the eager tree of `link`, once both are listed: the bench fails where they differ. */
function compareTrees(link: string): void {
  const lazy = listings.get(`${link} true`)
  const eager = listings.get(`${link} false`)
  if (!lazy || !eager) return
  const differ = lazy.filter((l, k) => l !== eager[k])
  if (lazy.length !== eager.length || differ.length)
    throw new Error(
      `bench/lazy: the lazy mount (${lazy.length} paths) is not the eager tree (${eager.length}) on ${link}:\n${differ.slice(0, 10).join('\n')}`
    )
  compared.push(
    `The lazy mount equals the eager tree over ${link}: ${lazy.length} paths (type, mode, owner, size, link target, link count, hardlink group, sha256 of every file).`
  )
}

async function once(link: 'localhost' | 'capped', lazy: boolean, n: number, list: boolean): Promise<Sample> {
  const dirs = runnerDirs(join(work, `${n}-${link}-${lazy ? 'lazy' : 'eager'}`))
  spawnSync('sync')
  cdn[link].log.length = 0
  const t0 = performance.now()
  const timed: string[] = []
  let seen = 0
  const r = await runStep({
    onStdout: all => {
      const at = ((performance.now() - t0) / 1000).toFixed(2)
      for (const l of all.slice(seen).split('\n')) if (l) timed.push(`${at} ${l}`)
      seen = all.length
    },
    entry: 'main',
    inputs: {
      image: `${registry[link].host}/bench/lazy@${pin}`,
      index: indexFile,
      lazy: String(lazy),
      'lazy-fill': FILL,
      cache: 'false'
    },
    dirs,
    env
  })
  const step = (performance.now() - t0) / 1000
  if (r.code !== 0) throw new Error(`bench/lazy: the step failed:\n${r.stdout}\n${r.stderr}`)
  const fetched = cdn[link].log.reduce((s, e) => s + e.bytes, 0)
  const rocm = r.outputs['rocm-path']
  const state = r.state['lazy-mount'] ? JSON.parse(r.state['lazy-mount']) : undefined
  const disk = state ? await du(join(state.stateDir, 'store')) : await du(rocm)
  // A different kernel in a later step.
  const src = join(dirs.workspace, 'later.hip')
  writeFileSync(src, LATER_SOURCE)
  const e = stepEnvironment(r)
  const t1 = performance.now()
  await run('hipcc', ['--offload-arch=gfx1036', '-O2', '-o', join(dirs.workspace, 'later'), src], {
    env: { ...e, TMPDIR: dirs.temp },
    cwd: dirs.workspace
  })
  const later = (performance.now() - t1) / 1000
  const t2 = performance.now()
  await run('sh', ['-c', 'tar -cf - . | wc -c'], { cwd: rocm, env: e, maxBuffer: 1 << 20 })
  const readAll = (performance.now() - t2) / 1000
  const serverRss = state ? vmHwm(state.pid) : undefined
  // The first repetition's trees compared (after the timings: reading them again is not timed).
  if (list) {
    listings.set(`${link} ${lazy}`, await treeListing(rocm))
    compareTrees(link)
  }
  if (LOGS) {
    const base = join(LOGS, `${n}-${link}-${lazy ? 'lazy' : 'eager'}`)
    writeFileSync(`${base}.stdout`, timed.join('\n'))
    writeFileSync(`${base}.summary`, r.summary)
    if (state) writeFileSync(`${base}.server.log`, readFileSync(join(state.stateDir, 'server.log')))
  }
  const post = await runStep({ entry: 'post', dirs, env, state: r.state })
  if (post.code !== 0) throw new Error(`bench/lazy: the post step failed:\n${post.stdout}`)
  rmSync(join(work, `${n}-${link}-${lazy ? 'lazy' : 'eager'}`), { recursive: true, force: true })
  // The server's own start (resolve, plan, mount) within the step, for the log.
  const mounted = /lazily at .*, ([\d.]+) s\)/.exec(r.stdout)?.[1]
  const s = {
    step,
    fetched,
    disk,
    serverRss,
    later,
    readAll,
    ...(mounted ? { mounted: Number(mounted) } : {})
  }
  log(`bench/lazy: ${link} ${lazy ? 'lazy ' : 'eager'} ${JSON.stringify(s)}`)
  return s
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const samples = new Map<string, Sample[]>()
let n = 0
for (let rep = 1; rep <= REPS; rep++) {
  const order: ['localhost' | 'capped', boolean][] = LINKS.flatMap(l => [
    [l, true],
    [l, false]
  ])
  if (rep % 2 === 0) order.reverse()
  for (const [link, lazy] of order) {
    const k = `${link} ${lazy}`
    samples.set(k, [...(samples.get(k) ?? []), await once(link, lazy, ++n, rep === 1)])
  }
}

const m = (k: string, f: (s: Sample) => number) => median(samples.get(k)!.map(f))
const rows = [
  '| link | step to a finished smoke compile, lazy / eager (s) | ratio | fetched by then, lazy / eager (MiB) | disk by then (MiB) | server peak RSS (MiB) | later compile, lazy / eager (s) | read every file afterwards: step + read, lazy / eager (s) | ratio |',
  '|---|---|---|---|---|---|---|---|---|'
]
for (const l of LINKS) {
  const L = `${l} true`
  const E = `${l} false`
  const step = [m(L, s => s.step), m(E, s => s.step)]
  const all = [m(L, s => s.step + s.readAll), m(E, s => s.step + s.readAll)]
  rows.push(
    `| ${l} | ${step[0].toFixed(1)} / ${step[1].toFixed(1)} | ${(step[0] / step[1]).toFixed(2)} | ${(m(L, s => s.fetched) / MiB).toFixed(0)} / ${(m(E, s => s.fetched) / MiB).toFixed(0)} | ${(m(L, s => s.disk) / MiB).toFixed(0)} / ${(m(E, s => s.disk) / MiB).toFixed(0)} | ${(m(L, s => s.serverRss ?? 0) / MiB).toFixed(0)} | ${m(L, s => s.later).toFixed(1)} / ${m(E, s => s.later).toFixed(1)} | ${all[0].toFixed(1)} / ${all[1].toFixed(1)} | ${(all[0] / all[1]).toFixed(2)} |`
  )
}
console.log(`${REPS} alternating repetitions, medians:\n\n${rows.join('\n')}\n\n${compared.join('\n')}`)
for (const p of [...Object.values(cdn), ...Object.values(registry)]) await p.stop()
rmSync(work, { recursive: true, force: true })
