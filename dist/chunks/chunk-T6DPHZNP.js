import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  MOUNT_OPTIONS
} from "./chunk-XOU5DUIR.js";
import {
  workerUrl
} from "./chunk-UJ5VBC7K.js";

// src/mount/start.ts
import {
  accessSync,
  constants,
  existsSync as existsSync2,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { join as join2 } from "node:path";
import { fileURLToPath } from "node:url";

// src/which.ts
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
function which(program, env = process.env) {
  if (program.includes("/")) return existsSync(program) ? program : void 0;
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const p = join(dir, program);
    if (existsSync(p)) return p;
  }
  return void 0;
}

// src/mount/start.ts
var SERVER_FLAGS = ["--max-semi-space-size=4"];
var SERVER_ENV = {
  UV_THREADPOOL_SIZE: "16",
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_ARENA_MAX: "2"
};
function lazyMethod(prefer) {
  if (process.platform !== "linux")
    return { why: `FUSE mounts are made on Linux only, not ${process.platform}` };
  if (!existsSync2("/dev/fuse"))
    return { why: "this machine has no /dev/fuse (a container job without the device?)" };
  const root = process.getuid?.() === 0;
  try {
    accessSync("/dev/fuse", constants.R_OK | constants.W_OK);
  } catch {
    if (!root) return { why: "/dev/fuse is not readable and writable by this user" };
  }
  const fusermount = which("fusermount3");
  const python = which("python3");
  const pythonOk = python && spawnSync(python, ["-c", "import sys; sys.exit(sys.version_info < (3, 9))"]).status === 0;
  if (prefer === "mount" && root) return { method: "mount" };
  if (fusermount && pythonOk) {
    const st = statSync(fusermount);
    if (root || st.uid === 0 && st.mode & 2048) return { method: "relay", fusermount, python };
  }
  if (root) return { method: "mount" };
  if (!fusermount) return { why: "fusermount3 is not on PATH (Debian and Ubuntu: the fuse3 package)" };
  if (!pythonOk) return { why: "python3 3.9 or later is not on PATH (it passes fusermount3's descriptor on)" };
  return { why: `${fusermount} is not setuid root, so it cannot mount for this user` };
}
var RELAY = `
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
`;
var MountStartError = class extends Error {
  name = "MountStartError";
};
var serverScript = () => fileURLToPath(workerUrl(import.meta.url, "../bin/mount-server.ts", "mount-server.js"));
async function startLazyMount(o) {
  const how = lazyMethod(o.prefer);
  if ("why" in how) throw new MountStartError(`a lazy mount cannot be made here: ${how.why}`);
  const t0 = performance.now();
  mkdirSync(o.stateDir, { recursive: true, mode: 448 });
  mkdirSync(o.mountpoint, { recursive: true });
  unmountStale(o.mountpoint);
  const f = (n) => join2(o.stateDir, n);
  for (const n of ["ready.json", "stats.json"]) rmSync(f(n), { force: true });
  const { prefer: _prefer, timeoutMs: _timeout, stateDir: _state, ...given } = o;
  const cfg = {
    ...given,
    storeDir: f("store"),
    logFile: f("server.log"),
    statsFile: f("stats.json"),
    readyFile: f("ready.json"),
    method: how.method === "relay" ? "fd" : "mount"
  };
  const configFile = f("config.json");
  writeFileSync(configFile, JSON.stringify(cfg), { mode: 384 });
  const log = openSync(cfg.logFile, "a");
  const node = [process.execPath, ...SERVER_FLAGS, serverScript(), configFile];
  const opts = `${MOUNT_OPTIONS},auto_unmount,fsname=setup-rocm,subtype=setup-rocm`;
  const child = how.method === "relay" ? spawn(how.python, ["-c", RELAY, how.fusermount, opts, o.mountpoint, ...node], {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, ...SERVER_ENV }
  }) : spawn(node[0], node.slice(1), {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, ...SERVER_ENV }
  });
  closeSync(log);
  writeFileSync(f("server.pid"), String(child.pid));
  let exited;
  child.on("exit", (code) => exited = code ?? -1);
  child.unref();
  const deadline = t0 + (o.timeoutMs ?? 3e5);
  for (; ; ) {
    if (existsSync2(cfg.readyFile)) break;
    if (exited !== void 0 || performance.now() > deadline) {
      if (exited === void 0) process.kill(child.pid, "SIGKILL");
      rmSync(configFile, { force: true });
      unmountStale(o.mountpoint);
      throw new MountStartError(
        `the lazy mount did not start${exited === void 0 ? " in time" : ""}: ${lastError(cfg.logFile) ?? "its server said nothing"}`
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    mountpoint: o.mountpoint,
    stateDir: o.stateDir,
    pid: child.pid,
    method: how.method,
    seconds: (performance.now() - t0) / 1e3,
    ready: JSON.parse(readFileSync(cfg.readyFile, "utf8"))
  };
}
function lastError(logFile) {
  const lines = existsSync2(logFile) ? readFileSync(logFile, "utf8").trim().split("\n") : [];
  const l = lines.reverse().find((x) => / (error|warning) /.test(x) || /^(Traceback|fusermount3:|Error)/.test(x));
  return l?.replace(/^\S+ (error|warning) /, "");
}
function isMounted(dir) {
  const mounts = readFileSync("/proc/self/mounts", "utf8");
  const esc = dir.replace(/[ \t\n\\]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, "0")}`);
  return mounts.split("\n").some((l) => l.split(" ")[1] === esc);
}
function unmountStale(dir) {
  if (!isMounted(dir)) return;
  spawnSync("fusermount3", ["-u", "-z", dir], { stdio: "ignore" });
  if (isMounted(dir)) spawnSync("umount", ["-l", dir], { stdio: "ignore" });
}
async function stopLazyMount(m) {
  const pidFile = join2(m.stateDir, "server.pid");
  const pid = m.pid ?? (existsSync2(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0);
  const died = !pid || !alive(pid);
  if (!died) process.kill(pid, "SIGTERM");
  for (let i = 0; i < 100 && pid && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (pid && alive(pid)) process.kill(pid, "SIGKILL");
  unmountStale(m.mountpoint);
  const statsFile = join2(m.stateDir, "stats.json");
  const stats = existsSync2(statsFile) ? JSON.parse(readFileSync(statsFile, "utf8")) : void 0;
  return { stats, died, error: lastError(join2(m.stateDir, "server.log")) };
}
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

export {
  which,
  lazyMethod,
  MountStartError,
  startLazyMount,
  lastError,
  isMounted,
  stopLazyMount,
  alive
};
