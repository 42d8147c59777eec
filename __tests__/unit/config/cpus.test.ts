// The CPUs the process may use (src/config/cpus.ts): the affinity mask and the CPU quota of the
// cgroup it runs in, read from a /proc and /sys/fs/cgroup tree each test writes (cgroup v1 and v2,
// nested, unlimited, unreadable).
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cgroupQuota, usableCpus } from '../../../src/config/cpus.ts'

const base = mkdtempSync(join(tmpdir(), 'cpus-'))
after(() => rmSync(base, { recursive: true, force: true }))
let n = 0

/** A root with these files (paths relative to it). */
function root(files: Record<string, string>): string {
  const r = join(base, `r${++n}`)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(r, path)), { recursive: true })
    writeFileSync(join(r, path), text)
  }
  return r
}

describe('usable CPUs', () => {
  test('cgroup v2: cpu.max of the process cgroup and its parents, the tightest, rounded up', () => {
    const r = root({
      'proc/self/cgroup': '0::/job/step\n',
      'sys/fs/cgroup/cpu.max': 'max 100000\n',
      'sys/fs/cgroup/job/cpu.max': '250000 100000\n',
      'sys/fs/cgroup/job/step/cpu.max': 'max 100000\n'
    })
    assert.equal(cgroupQuota(r), 3, '2.5 CPUs keep three threads busy part of the time')
    assert.equal(usableCpus({ root: r, affinity: 64 }), 3)
    assert.equal(usableCpus({ root: r, affinity: 2 }), 2, 'the affinity mask when it is tighter')
  })

  test('cgroup v1: cpu.cfs_quota_us over cpu.cfs_period_us, -1 is no limit; other controllers are not read', () => {
    const r = root({
      'proc/self/cgroup': '4:memory:/docker/abc\n2:cpu,cpuacct:/docker/abc\n0::/\n',
      'sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us': '-1\n',
      'sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us': '100000\n',
      'sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us': '200000\n',
      'sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_period_us': '100000\n',
      'sys/fs/cgroup/memory/docker/abc/cpu.cfs_quota_us': '100000\n'
    })
    assert.equal(cgroupQuota(r), 2)
    assert.equal(usableCpus({ root: r, affinity: 16 }), 2)
  })

  test('no quota anywhere, or nothing readable: the affinity mask alone', () => {
    const open = root({
      'proc/self/cgroup': '1:cpu:/\n0::/\n',
      'sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n',
      'sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n'
    })
    assert.equal(cgroupQuota(open), undefined)
    assert.equal(usableCpus({ root: open, affinity: 6 }), 6)
    assert.equal(cgroupQuota(root({})), undefined)
    assert.equal(usableCpus({ root: root({}), affinity: 0 }), 1, 'at least one')
  })

  test('this machine: no more than availableParallelism() (which follows taskset)', () => {
    const cpus = usableCpus()
    assert.ok(cpus >= 1 && cpus <= availableParallelism(), `${cpus} CPUs`)
  })
})
