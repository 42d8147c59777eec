import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  MOUNT_OPTIONS
} from "./chunk-36PZ32RQ.js";
import {
  setup,
  which
} from "./chunk-UDFGKXIR.js";
import {
  InputError,
  Inputs,
  formatBytes,
  neutralise
} from "./chunk-RUXFPPQF.js";
import {
  isFeatureAvailable,
  saveCache
} from "./chunk-6PX6TSSX.js";
import {
  workerUrl
} from "./chunk-N525IMKU.js";
import {
  RECORD_FORMAT,
  rocmVersion
} from "./chunk-GDUMDUIS.js";
import {
  addPath,
  debug,
  exportVariable,
  getState,
  group,
  info,
  notice,
  saveState,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-7HI5653V.js";

// src/action/cache-save.ts
import { existsSync as existsSync2 } from "node:fs";

// src/action/constants.ts
var State = {
  CacheKey: "cache-key",
  CachePaths: "cache-paths",
  /** The entry's tree, which must still be there for post to save it. */
  EntryDir: "entry-dir",
  /**
   * Where the tree came from (registry, tool-cache, actions-cache), set once it is ready (its smoke
   * test passed, or it was kept): post saves only what main installed from the registry.
   */
  TreeFrom: "tree-from",
  /** Why this job may not save whatever it installs (a cache policy, a poisoned entry); empty if it may. */
  SaveRefused: "save-refused",
  /** A lazy mount the post step takes away: its mount point, state directory and server's pid. */
  LazyMount: "lazy-mount"
};
var Outputs = {
  RocmPath: "rocm-path",
  RocmVersion: "rocm-version",
  Digest: "digest",
  CacheHit: "cache-hit",
  CacheSource: "cache-source",
  Lazy: "lazy"
};

// src/action/logger.ts
var actionsLogger = {
  debug: (m) => debug(neutralise(m)),
  info: (m) => info(neutralise(m)),
  warning: (m) => warning(neutralise(m)),
  mask: (m) => setSecret(m),
  group: (title, fn) => group(neutralise(title), fn)
};

// src/action/lazy.ts
import { rmSync as rmSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join as join2 } from "node:path";

// src/action/summary.ts
function text(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\\`*_[\]()#!|~]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, " ");
}
var code = (s) => `<code>${text(s).replace(/\\([\\`*_[\]()#!|~])/g, "$1").replace(/\|/g, "&#124;")}</code>`;
var table = (head, align, rows) => `| ${head.join(" | ")} |
|${align.join("|")}|
${rows.map((r) => `| ${r.join(" | ")} |`).join("\n")}
`;
function renderSummary(s) {
  const rows = [
    ["Image", code(s.image)],
    ["Platform manifest", code(s.digest)],
    ["ROCm", `${text(s.rocmVersion)} at ${code(s.rocmPath)}`],
    [
      "Source",
      s.source === "registry" ? "registry (cold install)" : s.source === "lazy-mount" ? "registry, mounted lazily: read-only, each file fetched and verified when first read" : `${s.source} (hit)`
    ]
  ];
  if (s.unverified) rows.push(["Verified", `**no**: ${text(s.unverified)}`]);
  if (s.verified)
    rows.push([
      "Verified",
      `yes: ${s.verified.files} files, ${formatBytes(s.verified.bytes)} ${s.verified.contents ? "matched the image, every file hashed" : "matched in metadata (no file hashed)"}, against the seek index ${text(s.verified.index.source)} (${text(s.verified.index.digest)})`
    ]);
  const r = s.install;
  const closure = s.closure;
  if (r) {
    rows.push(
      [
        "Layers",
        `${r.layers.length}: ${r.layers.map((l) => `${formatBytes(l.size)} ${l.compression}`).join(", ")}`
      ],
      ["Downloaded", formatBytes(r.bytesDownloaded)]
    );
    if (closure)
      rows.push([
        "Kept",
        `${formatBytes(closure.bytes)} in ${closure.libraries.length} files, ${closure.links.length} links`
      ]);
    else {
      rows.push(
        ["Kept", `${formatBytes(r.report.bytesKept)} in ${r.report.files} files, ${r.report.links} links`],
        ["Pruned", `${formatBytes(r.report.bytesPruned)} in ${r.report.filesPruned} files`]
      );
      if (r.unmatchedPrune.length)
        rows.push(["Prune patterns that matched nothing", r.unmatchedPrune.map(code).join(", ")]);
      if (r.report.latePrunedFiles)
        rows.push([
          "Pruned only after writing",
          `${r.report.latePrunedFiles} files (${formatBytes(r.report.latePrunedBytes)}): their pattern matched through a link that came later; write it with a leading ${code("**/")} to prune while streaming`
        ]);
    }
    if (r.planned)
      rows.push([
        "Planned / written",
        `${formatBytes(r.planned.bytes)} planned from the index (${formatBytes(r.planned.onDisk)} on disk${r.planned.archive !== void 0 ? `, cache archive about ${formatBytes(r.planned.archive)}` : ""}), ${formatBytes(r.report.bytesKept)} written`
      ]);
    rows.push(["Outside image-path (not written)", formatBytes(r.report.bytesOutside)]);
    if (r.report.externalLinks.length)
      rows.push([
        "Links leaving image-path (dropped)",
        r.report.externalLinks.slice(0, 10).map(code).join(", ") + (r.report.externalLinks.length > 10 ? ` and ${r.report.externalLinks.length - 10} more` : "")
      ]);
    if (r.report.skippedSpecial.length)
      rows.push(["Device nodes / FIFOs skipped", String(r.report.skippedSpecial.length)]);
  }
  if (closure)
    rows.push(
      ["Mode", `runtime: the load closure of ${(s.runtimeRoots ?? ["libamdhip64.so"]).map(code).join(", ")}`],
      [
        "Closure",
        `${closure.libraries.length} libraries, ${formatBytes(closure.bytes)}; from the host: ${closure.host.map((h) => code(h.name)).join(", ") || "nothing"}`
      ]
    );
  rows.push([
    "Time",
    Object.entries(s.seconds).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(", ")
  ]);
  if (s.diskFreeBefore !== void 0 && s.diskFreeAfter !== void 0)
    rows.push(["Disk free", `${formatBytes(s.diskFreeBefore)} before, ${formatBytes(s.diskFreeAfter)} after`]);
  let md = `## setup-rocm

${table(
    ["What", "Value"],
    ["---", "---"],
    rows.map(([k, v]) => [k, v])
  )}`;
  if (closure) {
    md += "\n### Runtime closure\n\n";
    md += table(
      ["Library", "Size", "Needed by"],
      ["---", "---:", "---"],
      closure.libraries.map((l) => [code(l.path), formatBytes(l.size), text(l.neededBy)])
    );
  }
  md += "\n### Smoke test\n\n";
  if (s.smokeSkipped) md += "Skipped (`smoke-test: false`).\n";
  else if (s.loaded !== void 0)
    md += `Load check: all ${s.loaded} libraries of the closure load with only the install on the library path.
`;
  else if (s.smoke)
    md += table(
      ["gfx target", "Result"],
      ["---", "---"],
      s.smoke.map((t) => [
        t.target,
        t.run === "ran" ? "compiled, loaded, ran on the GPU (result checked)" : "compiled, loaded; no GPU to run on"
      ])
    );
  md += `
<details><summary>Exported environment</summary>

\`\`\`sh
${Object.entries(s.env).map(([k, v]) => `${k}=${v.replace(/`/g, "'")}`).join("\n")}
\`\`\`
</details>
`;
  return md;
}

// src/mount/start.ts
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
function lazyMethod(prefer) {
  if (process.platform !== "linux")
    return { why: `FUSE mounts are made on Linux only, not ${process.platform}` };
  if (!existsSync("/dev/fuse"))
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
var serverScript = () => fileURLToPath(workerUrl(import.meta.url, "../bin/mount-server.ts", "mount-server.js"));
async function startLazyMount(o) {
  const how = lazyMethod(o.prefer);
  if ("why" in how) throw new Error(`A lazy mount cannot be made here: ${how.why}.`);
  const t0 = performance.now();
  mkdirSync(o.stateDir, { recursive: true, mode: 448 });
  mkdirSync(o.mountpoint, { recursive: true });
  unmountStale(o.mountpoint);
  const f = (n) => join(o.stateDir, n);
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
  const node = [process.execPath, serverScript(), configFile];
  const opts = `${MOUNT_OPTIONS},auto_unmount,fsname=setup-rocm,subtype=setup-rocm`;
  const child = how.method === "relay" ? spawn(how.python, ["-c", RELAY, how.fusermount, opts, o.mountpoint, ...node], {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, UV_THREADPOOL_SIZE: "16" }
  }) : spawn(node[0], node.slice(1), {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, UV_THREADPOOL_SIZE: "16" }
  });
  closeSync(log);
  writeFileSync(f("server.pid"), String(child.pid));
  let exited;
  child.on("exit", (code2) => exited = code2 ?? -1);
  child.unref();
  const deadline = t0 + (o.timeoutMs ?? 3e5);
  for (; ; ) {
    if (existsSync(cfg.readyFile)) break;
    if (exited !== void 0 || performance.now() > deadline) {
      if (exited === void 0) process.kill(child.pid, "SIGKILL");
      rmSync(configFile, { force: true });
      unmountStale(o.mountpoint);
      throw new Error(
        `The lazy mount did not start${exited === void 0 ? " in time" : ""}: ${lastError(cfg.logFile) ?? "its server said nothing"}`
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
  const lines = existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n") : [];
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
  const pidFile = join(m.stateDir, "server.pid");
  const pid = m.pid ?? (existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8")) : 0);
  const died = !pid || !alive(pid);
  if (!died) process.kill(pid, "SIGTERM");
  for (let i = 0; i < 100 && pid && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (pid && alive(pid)) process.kill(pid, "SIGKILL");
  unmountStale(m.mountpoint);
  const statsFile = join(m.stateDir, "stats.json");
  const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, "utf8")) : void 0;
  return { stats, died, error: lastError(join(m.stateDir, "server.log")) };
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

// src/action/lazy.ts
var LAZY_CONNECTIONS = 8;
async function mountLazily(cfg, inputs, host, image) {
  const refuse = (why) => {
    if (cfg.lazy === "true")
      throw new InputError(
        `Input "lazy" is true, but the tree cannot be mounted lazily: ${why}. Set lazy: auto to install it instead where it cannot be mounted.`
      );
    notice(neutralise(`lazy: ${why}; installing the tree instead.`));
    return void 0;
  };
  if (!cfg.index)
    return refuse("there is no seek index for this image (give the index input, or a release that lists one)");
  if (cfg.source.mode !== "sdk") return refuse("mode: runtime installs only a load closure");
  const how = lazyMethod();
  if ("why" in how) return refuse(how.why);
  const base = join2(
    process.env.RUNNER_TEMP || tmpdir(),
    "setup-rocm-lazy",
    cfg.source.reference.digest.replace(/^sha256:/, "").slice(0, 16)
  );
  const where = { mountpoint: join2(base, "rocm"), stateDir: join2(base, "state") };
  saveState(State.LazyMount, JSON.stringify(where));
  let mount;
  try {
    mount = await startLazyMount({
      inputs,
      host,
      mountpoint: join2(base, "rocm"),
      stateDir: join2(base, "state"),
      connections: LAZY_CONNECTIONS
    });
  } catch (e) {
    rmSync2(base, { recursive: true, force: true });
    saveState(State.LazyMount, "");
    return refuse(e.message.replace(/\.$/, ""));
  }
  saveState(
    State.LazyMount,
    JSON.stringify({ mountpoint: mount.mountpoint, stateDir: mount.stateDir, pid: mount.pid })
  );
  actionsLogger.info(
    `Mounted ${image} lazily at ${mount.mountpoint} (${mount.method === "relay" ? "fusermount3" : "mount(8)"}, ${mount.seconds.toFixed(1)} s): ${mount.ready.files} files, ${formatBytes(mount.ready.bytes)}, read-only; each file is fetched and verified when first read.`
  );
  const r = mount.ready;
  try {
    const result = await setup({
      config: cfg,
      dest: mount.mountpoint,
      logger: actionsLogger,
      replace: false,
      cached: {
        format: RECORD_FORMAT,
        image,
        pinned: r.pinned,
        digest: r.digest,
        rocmVersion: rocmVersion(mount.mountpoint),
        realPath: r.realPath,
        prunedLibraries: r.prunedLibraries,
        bytesKept: r.bytes,
        installedAt: (/* @__PURE__ */ new Date()).toISOString()
      },
      tempDir: process.env.RUNNER_TEMP || tmpdir(),
      // A tree that does not work is unmounted by the post step (its state is saved above).
      discard: async () => {
      }
    });
    return { mount, result };
  } catch (e) {
    await stopLazyMount(mount);
    saveState(State.LazyMount, "");
    rmSync2(base, { recursive: true, force: true });
    throw e;
  }
}
async function finishLazy(d, o) {
  exportLazy(d);
  saveState(State.TreeFrom, "lazy-mount");
  const r = d.result;
  const md = renderSummary({
    image: o.image,
    digest: r.record.digest,
    rocmPath: d.mount.mountpoint,
    rocmVersion: r.record.rocmVersion,
    source: "lazy-mount",
    smoke: r.smoke,
    smokeSkipped: !o.cfg.smokeTest,
    seconds: { ...o.seconds, mount: d.mount.seconds, ...r.seconds, total: (performance.now() - o.t0) / 1e3 },
    env: { ...r.env.vars, PATH: `${r.env.path.join(":")}:\u2026` }
  });
  if (process.env.GITHUB_STEP_SUMMARY) await summary.addRaw(md).write();
  if (o.matcher) info(`##[add-matcher]${o.matcher}`);
}
function exportLazy(d) {
  for (const [k, v] of Object.entries(d.result.env.vars)) exportVariable(k, v);
  for (const p of d.result.env.path) addPath(p);
  setOutput(Outputs.RocmPath, d.mount.mountpoint);
  setOutput(Outputs.RocmVersion, d.result.record.rocmVersion);
  setOutput(Outputs.Digest, d.result.record.digest);
  setOutput(Outputs.CacheHit, "false");
  setOutput(Outputs.CacheSource, "lazy-mount");
  setOutput(Outputs.Lazy, "true");
}
async function lazyPost() {
  const state = getState(State.LazyMount);
  if (!state) return;
  const m = JSON.parse(state);
  const s = await stopLazyMount(m);
  if (s.died)
    actionsLogger.warning(
      `The lazy mount's server had died before the post step${s.error ? ` (${s.error})` : ""}: steps after it could not read ${m.mountpoint}. Use lazy: false if this recurs.`
    );
  else if (s.error) actionsLogger.warning(`The lazy mount's server logged: ${s.error}`);
  const st = s.stats?.store;
  if (st)
    actionsLogger.info(
      `Lazy mount: ${st.files} files (${formatBytes(st.fileBytes)}) fetched and verified from ${st.spans} spans (${formatBytes(st.spanBytes)} downloaded)${st.failures ? `, ${st.failures} failed` : ""}; unmounted.`
    );
  rmSync2(dirname(m.stateDir), { recursive: true, force: true });
}
function inputsAsText(get) {
  return Object.fromEntries(Object.values(Inputs).map((n) => [n, get(n)]));
}

// src/action/cache-save.ts
function cacheUsable() {
  try {
    return isFeatureAvailable();
  } catch {
    return false;
  }
}
async function run() {
  try {
    await lazyPost();
  } catch (e) {
    actionsLogger.warning(`setup-rocm post: the lazy mount: ${e?.message ?? String(e)}`);
  }
  try {
    await saveCache2();
  } catch (e) {
    actionsLogger.warning(`setup-rocm post: ${e?.message ?? String(e)}`);
  }
}
function whyNotSave(key, from, refused) {
  if (from === "lazy-mount") return "the tree was mounted lazily, so there is no complete tree to save";
  if (!key) return "the main step did not get as far as the install";
  if (!from) return "the install or its smoke test did not finish";
  if (from !== "registry") return `the tree came from the ${from} (key ${key})`;
  return refused || void 0;
}
async function saveCache2() {
  const key = getState(State.CacheKey);
  const why = whyNotSave(key, getState(State.TreeFrom), getState(State.SaveRefused));
  if (why) {
    actionsLogger.info(`Nothing to save: ${why}.`);
    return;
  }
  const paths = JSON.parse(getState(State.CachePaths) || "[]");
  const entry = getState(State.EntryDir);
  if (!key || !paths.length || !entry || !existsSync2(entry) || !existsSync2(`${entry}.complete`)) {
    actionsLogger.warning("The installed tree is gone; not saving it to the actions cache.");
    return;
  }
  if (!cacheUsable()) {
    actionsLogger.warning("The actions cache service is not available; the tree was not saved.");
    return;
  }
  try {
    const id = await saveCache(paths, key);
    if (id !== -1) actionsLogger.info(`Saved the ROCm tree to the actions cache as ${key}.`);
  } catch (e) {
    const err = e;
    if (err.name === "ReserveCacheError")
      actionsLogger.info(`Another job is saving ${key} already: ${err.message}`);
    else actionsLogger.warning(`Saving to the actions cache failed: ${err.message}`);
  }
}

export {
  actionsLogger,
  State,
  Outputs,
  renderSummary,
  mountLazily,
  finishLazy,
  inputsAsText,
  cacheUsable,
  run
};
