// Starting and stopping a lazy mount (the main step starts it, the post step stops it; the CLI
// does both). The server is a detached process of its own (server.ts); how it gets its mounted
// descriptor decides who may mount:
// - fusermount3 (setuid, as on hosted runners; root may use it too) mounts and hands the
//   descriptor back over a Unix socket (SCM_RIGHTS), which Node cannot receive: a python3 relay
//   receives it (socket.recv_fds, Python 3.9+) and execs the server with it as fd 3. Asked with
//   auto_unmount, fusermount3 keeps watching that socket and unmounts when the server dies, so a
//   job killed with its processes leaves no dead mount.
// - as root without them, the server opens /dev/fuse and runs mount(8) itself; a server killed
//   then leaves a dead mount, which stop() (and the next start) take away with a lazy unmount.
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { which } from '../which.ts'
import { workerUrl } from '../thread.ts'
import { MOUNT_OPTIONS, type Ready, type ServerConfig } from './config.ts'

/**
 * The server's V8 flags: a young generation of 4 MiB semi-spaces (16 by default) collects the
 * buffers of spans already written sooner; their memory is most of what the server holds (over one
 * compile, one run each: a peak of 343 MiB against 382, no slower).
 */
export const SERVER_FLAGS = ['--max-semi-space-size=4']

/**
 * The server's environment on top of the step's: libuv threads enough for the reads of the device
 * that wait and the inflations beside them; glibc's malloc told to give every block of 128 KiB
 * or more back to the system when it is freed (its default raises that bound to the largest block
 * freed, up to 32 MiB, so the span outputs of a compile came from its heap and stayed resident
 * afterwards), and to keep two arenas instead of one for each thread that allocates (16 libuv
 * threads: what was resident beside the heap and the buffers went from 91 to 54-69 MiB in single
 * runs).
 */
export const SERVER_ENV = {
  UV_THREADPOOL_SIZE: '16',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '2'
}

/** Why a lazy mount cannot be made here, or undefined where it can (and how). */
export function lazyMethod(
  prefer?: 'relay' | 'mount'
): { method: 'relay' | 'mount'; fusermount?: string; python?: string } | { why: string } {
  if (process.platform !== 'linux')
    return { why: `FUSE mounts are made on Linux only, not ${process.platform}` }
  if (!existsSync('/dev/fuse'))
    return { why: 'this machine has no /dev/fuse (a container job without the device?)' }
  const root = process.getuid?.() === 0
  try {
    accessSync('/dev/fuse', constants.R_OK | constants.W_OK)
  } catch {
    if (!root) return { why: '/dev/fuse is not readable and writable by this user' }
  }
  const fusermount = which('fusermount3')
  const python = which('python3')
  const pythonOk =
    python && spawnSync(python, ['-c', 'import sys; sys.exit(sys.version_info < (3, 9))']).status === 0
  if (prefer === 'mount' && root) return { method: 'mount' }
  if (fusermount && pythonOk) {
    const st = statSync(fusermount)
    // The setuid bit, not only the name: a fusermount3 that is not setuid cannot mount for a user.
    if (root || (st.uid === 0 && st.mode & 0o4000)) return { method: 'relay', fusermount, python: python! }
  }
  if (root) return { method: 'mount' }
  if (!fusermount) return { why: 'fusermount3 is not on PATH (Debian and Ubuntu: the fuse3 package)' }
  if (!pythonOk) return { why: "python3 3.9 or later is not on PATH (it passes fusermount3's descriptor on)" }
  return { why: `${fusermount} is not setuid root, so it cannot mount for this user` }
}

/**
 * Whether a mount can really be made here the way lazyMethod() chose (a device that is there but
 * refused, a container without the capability, a fusermount3 that fails): an empty mount made
 * and taken away at once, without the server. Undefined where it can; else why not.
 */
export function probeLazyMount(prefer?: 'relay' | 'mount'): string | undefined {
  const how = lazyMethod(prefer)
  if ('why' in how) return how.why
  const dir = mkdtempSync(join(tmpdir(), 'setup-rocm-probe-'))
  try {
    if (how.method === 'relay') {
      // The relay execs /bin/true with the mount: it ends at once, and auto_unmount takes it away.
      const r = spawnSync(
        how.python!,
        ['-c', RELAY, how.fusermount!, 'ro,auto_unmount,fsname=setup-rocm-probe', dir, '/bin/true'],
        { encoding: 'utf8', timeout: 10_000 }
      )
      if (r.status !== 0)
        return (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n').at(-1)
    } else {
      const fd = openSync('/dev/fuse', 'r+')
      try {
        const r = spawnSync(
          'mount',
          [
            '-i',
            '-t',
            'fuse.setup-rocm-probe',
            '-o',
            'fd=3,rootmode=40000,user_id=0,group_id=0,ro',
            'probe',
            dir
          ],
          { stdio: ['ignore', 'pipe', 'pipe', fd], encoding: 'utf8', timeout: 10_000 }
        )
        if (r.status !== 0) return `mount(8): ${(r.stderr || r.error?.message || '').trim()}`
      } finally {
        closeSync(fd)
      }
    }
    return undefined
  } finally {
    for (let i = 0; i < 50 && isMounted(dir); i++) {
      unmountStale(dir)
      spawnSync('sleep', ['0.1'])
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The relay: receives fusermount3's descriptor and execs the server with it as fd 3 (the socket as 4). */
const RELAY = `
import os, socket, subprocess, sys
fm, opts, mnt = sys.argv[1:4]
a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
p = subprocess.Popen([fm, '-o', opts, '--', mnt], env=dict(os.environ, _FUSE_COMMFD=str(b.fileno())), pass_fds=(b.fileno(),))
b.close()
try:
    fds = socket.recv_fds(a, 1, 1)[1]
except OSError:
    fds = []
if not fds:
    p.wait()
    sys.exit('fusermount3 did not mount ' + mnt)
# Through fresh descriptors first: the one received may itself be 3 or 4.
f, s = os.dup(fds[0]), os.dup(a.fileno())
os.dup2(f, 3)
os.dup2(s, 4)
os.execv(sys.argv[4], sys.argv[4:])
`

/** A mount that did not start (where `auto` installs instead): the reason is its message. */
export class MountStartError extends Error {
  override name = 'MountStartError'
}

export interface LazyMount {
  mountpoint: string
  /** The server's files: its log, its counts, and the content store. */
  stateDir: string
  pid: number
  method: 'relay' | 'mount'
  /** Seconds from start() to a mount that answers. */
  seconds: number
  /** What the server said of the tree it mounted. */
  ready: Ready
}

export interface StartOptions extends Omit<
  ServerConfig,
  'storeDir' | 'logFile' | 'statsFile' | 'readyFile' | 'method'
> {
  stateDir: string
  /** How long to wait for the mount (default 300 s: planning a large image, then the mount). */
  timeoutMs?: number
  /** mount(8) as root even where fusermount3 could mount (the tests take both ways). */
  prefer?: 'relay' | 'mount'
}

const serverScript = () =>
  fileURLToPath(workerUrl(import.meta.url, '../bin/mount-server.ts', 'mount-server.js'))

/** Starts the server, detached, and waits until the mount answers or the server says why not. */
export async function startLazyMount(o: StartOptions): Promise<LazyMount> {
  const how = lazyMethod(o.prefer)
  if ('why' in how) throw new MountStartError(`a lazy mount cannot be made here: ${how.why}`)
  const t0 = performance.now()
  mkdirSync(o.stateDir, { recursive: true, mode: 0o700 })
  mkdirSync(o.mountpoint, { recursive: true })
  unmountStale(o.mountpoint)
  const f = (n: string) => join(o.stateDir, n)
  for (const n of ['ready.json', 'stats.json']) rmSync(f(n), { force: true })
  const { prefer: _prefer, timeoutMs: _timeout, stateDir: _state, ...given } = o
  const cfg: ServerConfig = {
    ...given,
    storeDir: f('store'),
    logFile: f('server.log'),
    statsFile: f('stats.json'),
    readyFile: f('ready.json'),
    method: how.method === 'relay' ? 'fd' : 'mount'
  }
  const configFile = f('config.json')
  writeFileSync(configFile, JSON.stringify(cfg), { mode: 0o600 })
  const log = openSync(cfg.logFile, 'a')
  const node = [process.execPath, ...SERVER_FLAGS, serverScript(), configFile]
  const opts = `${MOUNT_OPTIONS},auto_unmount,fsname=setup-rocm,subtype=setup-rocm`
  const child =
    how.method === 'relay'
      ? spawn(how.python!, ['-c', RELAY, how.fusermount!, opts, o.mountpoint, ...node], {
          detached: true,
          stdio: ['ignore', log, log],
          env: { ...process.env, ...SERVER_ENV }
        })
      : spawn(node[0], node.slice(1), {
          detached: true,
          stdio: ['ignore', log, log],
          env: { ...process.env, ...SERVER_ENV }
        })
  closeSync(log)
  // Known before the mount answers: a step cancelled meanwhile leaves its post step the pid to stop.
  writeFileSync(f('server.pid'), String(child.pid))
  let exited: number | null | undefined
  child.on('exit', code => (exited = code ?? -1))
  child.unref()
  const deadline = t0 + (o.timeoutMs ?? 300_000)
  for (;;) {
    if (existsSync(cfg.readyFile)) break
    if (exited !== undefined || performance.now() > deadline) {
      if (exited === undefined) process.kill(child.pid!, 'SIGKILL')
      rmSync(configFile, { force: true })
      unmountStale(o.mountpoint)
      throw new MountStartError(
        `the lazy mount did not start${exited === undefined ? ' in time' : ''}: ${lastError(cfg.logFile) ?? 'its server said nothing'}`
      )
    }
    await new Promise(r => setTimeout(r, 50))
  }
  return {
    mountpoint: o.mountpoint,
    stateDir: o.stateDir,
    pid: child.pid!,
    method: how.method,
    seconds: (performance.now() - t0) / 1000,
    ready: JSON.parse(readFileSync(cfg.readyFile, 'utf8')) as Ready
  }
}

/** The last error or warning line of the server's log, without its time and level. */
export function lastError(logFile: string): string | undefined {
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n') : []
  const l = lines
    .reverse()
    .find(x => / (error|warning) /.test(x) || /^(Traceback|fusermount3:|Error)/.test(x))
  return l?.replace(/^\S+ (error|warning) /, '')
}

/** Whether `dir` is a mount point now (its device differs from its parent's, or it cannot be looked at: a dead mount). */
export function isMounted(dir: string): boolean {
  const mounts = readFileSync('/proc/self/mounts', 'utf8')
  const esc = dir.replace(/[ \t\n\\]/g, c => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`)
  return mounts.split('\n').some(l => l.split(' ')[1] === esc)
}

/** A mount left at `dir` (a server killed without auto_unmount) is taken away, lazily. */
export function unmountStale(dir: string): void {
  if (!isMounted(dir)) return
  spawnSync('fusermount3', ['-u', '-z', dir], { stdio: 'ignore' })
  if (isMounted(dir)) spawnSync('umount', ['-l', dir], { stdio: 'ignore' })
}

export interface Stopped {
  /** The server's counts (undefined: it never wrote them). */
  stats?: { tree: Record<string, number>; store: Record<string, number> }
  /** The server had died before it was stopped. */
  died: boolean
  /** Its last error line, if any. */
  error?: string
}

/** Unmounts, stops the server, and says what it did. */
export async function stopLazyMount(
  m: Pick<LazyMount, 'mountpoint' | 'stateDir'> & { pid?: number }
): Promise<Stopped> {
  // Without a pid (a step cancelled while the mount started), the one the starter noted.
  const pidFile = join(m.stateDir, 'server.pid')
  const pid = m.pid ?? (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0)
  const died = !pid || !alive(pid)
  if (!died) process.kill(pid, 'SIGTERM')
  for (let i = 0; i < 100 && pid && alive(pid); i++) await new Promise(r => setTimeout(r, 50))
  if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
  unmountStale(m.mountpoint)
  const statsFile = join(m.stateDir, 'stats.json')
  const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : undefined
  return { stats, died, error: lastError(join(m.stateDir, 'server.log')) }
}

/** Whether process `pid` runs (a zombie, killed but not yet reaped by its parent, does not). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    // The state follows the command's closing parenthesis in /proc/<pid>/stat.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}
