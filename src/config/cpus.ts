// The CPUs this process may really use, for sizing thread pools: the affinity mask (what
// os.availableParallelism() reports: libuv reads sched_getaffinity, so `taskset -c 0,1` gives 2)
// and the CPU quota of the cgroup it runs in, which availableParallelism() does not see (a job
// container given `--cpus 2` on a 64-core runner host still reports 64). The quota is the tightest
// along the path from the process's cgroup to the root: cgroup v2's cpu.max ("max 100000" or
// "200000 100000"), v1's cpu.cfs_quota_us over cpu.cfs_period_us (-1: none), rounded up (1.5 CPUs
// keep two threads busy part of the time). What cannot be read is no limit.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'

export interface CpuSources {
  /** Where /sys/fs/cgroup and /proc are (tests point it at a tree of their own). */
  root?: string
  /** CPUs in the affinity mask (default: os.availableParallelism()). */
  affinity?: number
}

/** CPUs this process may use: at least 1. */
export function usableCpus(o: CpuSources = {}): number {
  const affinity = Math.max(1, o.affinity ?? availableParallelism())
  const quota = cgroupQuota(o.root ?? '/')
  return Math.max(1, Math.min(affinity, quota ?? Infinity))
}

/** The tightest CPU quota on the process's cgroup path, in CPUs (rounded up); undefined if none. */
export function cgroupQuota(root: string): number | undefined {
  const lines = read(join(root, 'proc/self/cgroup'))?.trim().split('\n') ?? []
  let tightest: number | undefined
  const take = (cpus: number | undefined) => {
    if (cpus !== undefined && (tightest === undefined || cpus < tightest)) tightest = cpus
  }
  for (const line of lines) {
    const [, controllers, path] = /^\d+:([^:]*):(.*)$/.exec(line) ?? []
    if (path === undefined) continue
    if (controllers === '') {
      // v2: one hierarchy, cpu.max in every cgroup that has the cpu controller.
      for (const dir of upwards(join(root, 'sys/fs/cgroup'), path)) take(v2(read(join(dir, 'cpu.max'))))
    } else if (controllers.split(',').includes('cpu')) {
      // v1: the cpu controller's own hierarchy, mounted as cpu (or cpu,cpuacct).
      for (const mount of ['cpu', 'cpu,cpuacct', 'cpuacct,cpu'])
        for (const dir of upwards(join(root, 'sys/fs/cgroup', mount), path))
          take(v1(read(join(dir, 'cpu.cfs_quota_us')), read(join(dir, 'cpu.cfs_period_us'))))
    }
  }
  return tightest
}

/** `base` + `path`, then each parent up to `base`. */
function* upwards(base: string, path: string): Generator<string> {
  let dir = join(base, path)
  for (;;) {
    yield dir
    if (dir === base || !dir.startsWith(base)) return
    dir = dirname(dir)
  }
}

function v2(text: string | undefined): number | undefined {
  const [quota, period] = text?.trim().split(/\s+/) ?? []
  return quota && quota !== 'max' ? cpus(Number(quota), Number(period ?? 100000)) : undefined
}

function v1(quota: string | undefined, period: string | undefined): number | undefined {
  const q = Number(quota?.trim())
  return quota !== undefined && q > 0 ? cpus(q, Number(period?.trim() ?? 100000)) : undefined
}

const cpus = (quota: number, period: number) =>
  quota > 0 && period > 0 ? Math.max(1, Math.ceil(quota / period)) : undefined

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
