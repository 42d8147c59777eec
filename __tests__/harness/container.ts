// A job container as GitHub's runner makes one for a `container:` job, on a minimal Debian 12
// root: the runner's Node mounted at /__e/node24, the action's files under /__w/_actions, the
// tool cache at /__t, RUNNER_TEMP at /__w/_temp, HOME=/github/home, the job's environment only
// (nothing of the host's), no sudo, and the container image's OS underneath. The root is built by
// mmdebstrap (Debian's bootstrapper) from Debian's packages, once per package list (cached on
// disk as a tarball), and entered with chroot with /proc, /dev and /sys bound as docker does.
// Needs root; `containerSupport()` says why not where it cannot run.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CONTAINER_PATHS as IN_CONTAINER,
  repoRoot,
  runStep,
  type RunStepOptions,
  type StepResult
} from './runner.ts'

export { IN_CONTAINER }

const MOUNTS = ['proc', 'sys', 'dev']

/** Why job containers cannot be emulated here, or undefined when they can. */
export function containerSupport(): string | undefined {
  if (process.getuid?.() !== 0) return 'needs root (chroot and bind mounts)'
  if (spawnSync('mmdebstrap', ['--version']).status !== 0) {
    const r = spawnSync('apt-get', ['install', '-y', '-q', 'mmdebstrap'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    })
    if (r.status !== 0) return 'mmdebstrap is not installed and apt-get could not install it'
  }
  // A container without privileges (GitHub's own container: jobs among them) may not mount.
  const probe = mkdtempSync(join(tmpdir(), 'bind-probe-'))
  try {
    mkdirSync(join(probe, 'a'))
    mkdirSync(join(probe, 'b'))
    if (spawnSync('mount', ['--bind', join(probe, 'a'), join(probe, 'b')]).status !== 0)
      return 'bind mounts are not permitted here (a container without privileges)'
    spawnSync('umount', [join(probe, 'b')])
  } finally {
    rmSync(probe, { recursive: true, force: true })
  }
  return undefined
}

/** A tarball of a Debian 12 minbase root with `packages` added, built once per list. */
export function containerTarball(packages: string[]): string {
  const key = createHash('sha256')
    .update(['bookworm', 'minbase', ...packages.sort()].join('\n'))
    .digest('hex')
  const dir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'setup-rocm')
  const tar = join(dir, `container-${key.slice(0, 16)}.tar`)
  if (existsSync(tar)) return tar
  mkdirSync(dir, { recursive: true })
  const tmp = tar.replace(/\.tar$/, `.tmp-${process.pid}.tar`)
  execFileSync(
    'mmdebstrap',
    [
      '--variant=minbase',
      '--format=tar',
      '--quiet',
      ...(packages.length ? [`--include=${packages.join(',')}`] : []),
      'bookworm',
      tmp,
      'deb http://deb.debian.org/debian bookworm main',
      'deb http://deb.debian.org/debian bookworm-updates main',
      'deb http://deb.debian.org/debian-security bookworm-security main'
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 }
  )
  renameSync(tmp, tar)
  return tar
}

export interface JobContainer {
  root: string
  /** A host path for a path inside the container. */
  host(path: string): string
  run(o: Omit<RunStepOptions, 'dirs' | 'node' | 'container'>): Promise<StepResult>
  remove(): void
}

/**
 * A job container's root under `base`: the tarball unpacked, the runner's Node 24 and the
 * action's files (action.yml, dist/) put where the runner puts them, /proc, /sys, /dev bound.
 */
export function jobContainer(base: string, tarball: string): JobContainer {
  const root = join(base, 'root')
  mkdirSync(root, { recursive: true })
  execFileSync('tar', ['-xf', tarball, '-C', root, '--exclude=./dev/*'])
  const host = (p: string) => join(root, p)
  mkdirSync(host('/__e/node24/bin'), { recursive: true })
  cpSync(process.execPath, host(IN_CONTAINER.node))
  mkdirSync(host(IN_CONTAINER.action), { recursive: true })
  cpSync(join(repoRoot, 'action.yml'), host(`${IN_CONTAINER.action}/action.yml`))
  cpSync(join(repoRoot, 'dist'), host(`${IN_CONTAINER.action}/dist`), { recursive: true })
  cpSync(join(repoRoot, '.github'), host(`${IN_CONTAINER.action}/.github`), { recursive: true })
  for (const d of [IN_CONTAINER.toolCache, IN_CONTAINER.temp, IN_CONTAINER.workspace, IN_CONTAINER.home])
    mkdirSync(host(d), { recursive: true })
  const mounted: string[] = []
  for (const m of MOUNTS) {
    mkdirSync(host(m), { recursive: true })
    execFileSync('mount', ['--bind', `/${m}`, host(m)])
    mounted.push(host(m))
  }
  return {
    root,
    host,
    run: o =>
      runStep({
        ...o,
        container: root,
        dirs: {
          toolCache: host(IN_CONTAINER.toolCache),
          temp: host(IN_CONTAINER.temp),
          workspace: host(IN_CONTAINER.workspace)
        }
      }),
    remove() {
      for (const m of mounted.reverse()) spawnSync('umount', ['-l', m])
      // Never remove a tree with the host's /dev, /proc or /sys still bound inside it.
      const still = readFileSync('/proc/self/mountinfo', 'utf8')
        .split('\n')
        .map(l => l.split(' ')[4])
        .filter(p => p && (p === root || p.startsWith(`${root}/`)))
      if (still.length) throw new Error(`still mounted in the job container, not removed: ${still.join(' ')}`)
      rmSync(base, { recursive: true, force: true })
    }
  }
}
