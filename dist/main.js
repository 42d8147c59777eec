import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  TreeMismatchError,
  checkExpected,
  expectTree,
  expectedFiles
} from "./chunks/chunk-BZZNMCEU.js";
import {
  Outputs,
  State,
  actionsLogger,
  cacheUsable
} from "./chunks/chunk-MRTMGFFQ.js";
import {
  NO_MEMORY_POLICY,
  inputsAsText,
  mountTree,
  onInterrupt,
  prepareProcess,
  setup,
  whyNotLazy
} from "./chunks/chunk-S4B4FYOM.js";
import {
  DEFAULT_PRUNE,
  InputError,
  Inputs,
  parseInputs
} from "./chunks/chunk-YDTHPB4W.js";
import {
  MountStartError
} from "./chunks/chunk-T6DPHZNP.js";
import {
  formatBytes,
  neutralise
} from "./chunks/chunk-XOU5DUIR.js";
import "./chunks/chunk-IJRC2742.js";
import "./chunks/chunk-C2UCNMAK.js";
import "./chunks/chunk-6PX6TSSX.js";
import {
  DigestStore,
  findEntry,
  locate,
  notOurDirectory,
  pinsOf,
  readRecord,
  relocate,
  removeEntry,
  removeEntryNow,
  writeRecord
} from "./chunks/chunk-5CDE7V4L.js";
import {
  readBounded
} from "./chunks/chunk-AIIFCKQX.js";
import {
  formatReference
} from "./chunks/chunk-H2YWDJ6P.js";
import {
  addPath,
  exportVariable,
  getInput,
  group,
  info,
  notice,
  saveState,
  setFailed,
  setOutput,
  setSecret,
  summary
} from "./chunks/chunk-7HI5653V.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  readHashed,
  writeExpected
} from "./chunks/chunk-2PNZ52YE.js";
import "./chunks/chunk-VY53KKWA.js";
import {
  workerUrl
} from "./chunks/chunk-UJ5VBC7K.js";
import {
  HostError
} from "./chunks/chunk-BCDXUKTB.js";
import "./chunks/chunk-KZDXDXZ6.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/main.ts
import { existsSync, statfsSync } from "node:fs";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join4 } from "node:path";

// src/action/lock.ts
import { randomBytes } from "node:crypto";
import { promises as fs, readFileSync, rmSync, utimesSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
function startTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return void 0;
  }
}
var FOREIGN_LOCK_MS = 2 * 36e5;
var REFRESH_MS = 10 * 6e4;
var MAX_WAIT_MS = 60 * 6e4;
var me = () => ({ pid: process.pid, start: startTime(process.pid) ?? "", host: hostname() });
var same = (a, b) => !!a && a.pid === b.pid && a.start === b.start && a.host === b.host;
var describeOwner = (o) => o ? `process ${o.pid}${o.host !== hostname() ? ` on ${o.host}` : ""}` : "a process that wrote no owner";
var OWNER_MAX = 4096;
function readOwner(lock) {
  try {
    const b = readBounded(join(lock, "owner.json"), OWNER_MAX);
    return b ? JSON.parse(b.toString("utf8")) : void 0;
  } catch {
    return void 0;
  }
}
async function acquireLock(lock, o) {
  const pollMs = o.pollMs ?? 1e3;
  const maxWaitMs = o.maxWaitMs ?? MAX_WAIT_MS;
  await fs.mkdir(join(lock, ".."), { recursive: true });
  const self = me();
  const started = Date.now();
  let lastSaid = 0;
  for (; ; ) {
    try {
      await fs.mkdir(lock);
      await fs.writeFile(join(lock, "owner.json"), JSON.stringify(self));
      if (lastSaid)
        o.logger.info(`Got the tool-cache lock after ${((Date.now() - started) / 1e3).toFixed(1)} s.`);
      return held(lock, self, o.refreshMs ?? REFRESH_MS);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
    const owner = readOwner(lock);
    const age = await fs.stat(owner ? join(lock, "owner.json") : lock).then(
      (st) => Date.now() - st.mtimeMs,
      () => 0
    );
    const alive = owner ? owner.host !== hostname() ? age < FOREIGN_LOCK_MS : startTime(owner.pid) === owner.start : age < 1e4;
    if (!alive) {
      const gone = `${lock}.stale-${randomBytes(4).toString("hex")}`;
      if (await fs.rename(lock, gone).then(
        () => true,
        () => false
      )) {
        o.logger.info(`Removed a tool-cache lock left by ${describeOwner(owner)} that is gone.`);
        await fs.rm(gone, { recursive: true, force: true });
      }
      continue;
    }
    const now = Date.now();
    if (now - started >= maxWaitMs)
      throw new HostError(
        `${describeOwner(owner)} has held the tool-cache lock ${lock} for over ${Math.round(maxWaitMs / 6e4)} min while this job waited for it. If no job is using that tree, remove the lock directory (or the runner tool cache entry) and run again.`
      );
    if (now - lastSaid >= 3e4) {
      lastSaid = now;
      o.logger.info(
        `Another job (${describeOwner(owner)}) is installing or checking this tree; waiting for it rather than installing the same tree twice.`
      );
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
function held(lock, self, refreshMs) {
  const owner = join(lock, "owner.json");
  const refresh = setInterval(() => {
    if (same(readOwner(lock), self))
      try {
        const now = /* @__PURE__ */ new Date();
        utimesSync(owner, now, now);
      } catch {
      }
  }, refreshMs);
  refresh.unref();
  const releaseNow = () => {
    clearInterval(refresh);
    if (same(readOwner(lock), self)) rmSync(lock, { recursive: true, force: true });
  };
  const forget = onInterrupt(releaseNow);
  return async () => {
    forget();
    releaseNow();
  };
}

// src/action/restore/restore.ts
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { basename, join as join2 } from "node:path";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
function restoreDeadlineMs(env = process.env) {
  const mins = Number(env.SEGMENT_DOWNLOAD_TIMEOUT_MINS);
  return Number.isFinite(mins) && mins > 0 ? mins * 6e4 : 10 * 6e4;
}
async function restoreFromActionsCache(loc, log, o = {}) {
  const deadline = restoreDeadlineMs();
  const script = fileURLToPath(workerUrl(import.meta.url, "./restore-process.ts", "restore-process.js"));
  const problem = notOurDirectory(loc.toolRoot, true);
  if (problem) {
    log.warning(`Not restoring from the actions cache: ${problem}; installing from the registry.`);
    return void 0;
  }
  await removeEntry(loc);
  await mkdir(loc.toolRoot, { recursive: true, mode: 493 });
  const front = await mkdtemp(join2(tmpdir(), "setup-rocm-tar-"));
  let downloads;
  try {
    downloads = await mkdtemp(join2(process.env.RUNNER_TEMP || tmpdir(), "setup-rocm-archive-"));
    const expected = o.expected ? join2(front, "expected") : void 0;
    const planned = o.expected?.then(
      (files) => writeExpected(expected, files),
      (e) => writeExpected(expected, void 0, e.message)
    );
    const args = {
      front,
      downloads,
      paths: loc.cachePaths,
      key: loc.cacheKey,
      segmentTimeoutInMs: deadline,
      root: loc.toolRoot,
      suffix: basename(loc.cachePaths[0]).replace(/^\*/, ""),
      arch: loc.arch,
      ...expected ? { expected } : {}
    };
    const outcome = await runRestoreProcess(script, args, deadline);
    await planned?.catch(() => {
    });
    const record = await judge(loc, log, outcome, deadline, o.poisoned ?? (() => {
    }));
    return record ? { record, hashed: readHashed(join2(front, "hashed")) } : void 0;
  } finally {
    await rm(front, { recursive: true, force: true });
    if (downloads) await rm(downloads, { recursive: true, force: true });
  }
}
async function runRestoreProcess(script, args, deadline) {
  const child = fork(script, [JSON.stringify(args)], {
    // Its own process group, so the front it starts can be killed with it.
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"]
  });
  const forget = onInterrupt(() => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
    }
  });
  let answer;
  child.on("message", (m) => answer = m);
  let timer;
  const outcome = await new Promise((resolve) => {
    timer = setTimeout(() => resolve({ timeout: true }), deadline);
    child.on("error", (e) => resolve({ error: e.message }));
    child.on("exit", (code2) => resolve(answer ?? { error: `the restore process exited with code ${code2}` }));
  });
  clearTimeout(timer);
  forget();
  if (outcome.timeout || outcome.error) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
    }
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once("exit", r));
  }
  return outcome;
}
async function judge(loc, log, outcome, deadline, poisoned) {
  if (!outcome.hit) await removeEntry(loc);
  if (outcome.timeout) {
    log.warning(
      `Restoring from the actions cache took longer than ${(deadline / 6e4).toFixed(1)} min (SEGMENT_DOWNLOAD_TIMEOUT_MINS); stopped it and removed what it wrote; installing from the registry instead.`
    );
    return void 0;
  }
  const refused = outcome.refused;
  if (refused && refused.kind !== "failed") {
    const what = refused.kind === "mismatch" ? `is not the image's tree (${refused.why})` : refused.kind === "outside" ? `holds an archive that would write outside the tree (${refused.why})` : `holds an archive setup-rocm does not take (${refused.why})`;
    log.warning(
      `The actions cache entry ${loc.cacheKey} ${what}; nothing of it was kept. Delete the entry (gh cache delete ${loc.cacheKey}); installing from the registry.`
    );
    poisoned(
      `the actions cache entry ${loc.cacheKey} ${refused.kind === "mismatch" ? "is not the image's tree" : refused.kind === "outside" ? "would write outside the tree" : "is not an archive setup-rocm takes"}; delete it (gh cache delete ${loc.cacheKey})`
    );
    return void 0;
  }
  if (refused || outcome.error) {
    log.warning(
      `Restoring from the actions cache failed (${refused?.why ?? outcome.error}); removed what it wrote; installing from the registry.`
    );
    return void 0;
  }
  if (!outcome.hit) {
    log.info(`No actions cache entry for ${loc.cacheKey}.`);
    return void 0;
  }
  findEntry(loc);
  const meta = readRecord(loc);
  if (!meta) {
    await removeEntry(loc);
    log.warning(
      `The actions cache entry ${loc.cacheKey} did not hold a complete tree; installing from the registry.`
    );
  }
  return meta;
}

// src/action/cache-policy.ts
var UNTRUSTED_EVENTS = /* @__PURE__ */ new Set(["pull_request_target", "workflow_run"]);
function saveRefusal(cfg, event) {
  if (!cfg.cache) return { reason: "caching is off (cache: false)", notice: false };
  if (!cfg.cacheSave) return { reason: "cache: restore restores the tree but never saves it", notice: false };
  if (event && UNTRUSTED_EVENTS.has(event) && !cfg.cacheSaveUntrusted)
    return {
      reason: `this ${event} job runs in the base branch's cache scope, often for a fork's code, and what it saves later jobs of that branch restore; set ${Inputs.CacheSaveUntrustedEvents}: true to save from it anyway`,
      notice: true
    };
  return void 0;
}
function unverified(source) {
  return `The tree from the ${source} was not verified: there is no seek index for this image to check it against, so it is as trustworthy as every job that can write to that cache. Give one (the ${Inputs.Index} input, or a versions.json row that names one) to verify every cached tree, or set ${Inputs.CacheVerify}: required to install from the registry instead (every byte verified against the pinned digest).`;
}

// src/action/cache-trust.ts
import { dirname } from "node:path";
function cacheUsableUnverified(cfg) {
  return !!cfg.index || cfg.cacheVerify !== "required";
}
function expectFor(cfg, dir, log) {
  return expectTree({
    source: cfg.source,
    index: cfg.index,
    credentials: cfg.credentials,
    network: cfg.network,
    threads: cfg.threads,
    logger: log,
    ...dir ? { store: new DigestStore(pinsOf(dir)) } : {}
  });
}
function containerProblem(dir) {
  return notOurDirectory(dirname(dirname(dir))) ?? notOurDirectory(dirname(dir));
}
async function trustCached(cfg, from, dir, meta, key, log, o = {}) {
  if (!cfg.index && cfg.cacheVerify === "required") {
    log.info(
      `Not using the tree from the ${from} (${dir}): there is no seek index to verify it against, and ${Inputs.CacheVerify} is required; installing from the registry.`
    );
    return {};
  }
  const problem = containerProblem(dir);
  if (problem) {
    log.warning(`Not using the tree from the ${from} (${dir}): ${problem}; installing from the registry.`);
    return {};
  }
  if (!cfg.index) return { use: meta };
  const contents = from === "actions-cache" || cfg.toolCacheVerify === "contents";
  try {
    const verified = await log.group(
      `Verify the tree from the ${from}`,
      async () => checkExpected(o.expected ?? await expectFor(cfg, dir, log), {
        dir,
        source: cfg.source,
        record: meta,
        contents,
        hashed: o.hashed,
        owner: process.getuid?.(),
        threads: cfg.threads
      })
    );
    log.info(
      `Verified the tree from the ${from} against the seek index ${verified.index.source} (${verified.index.digest}): ${verified.files} files, ${formatBytes(verified.bytes)}, ${verified.contents ? "every file hashed" : "metadata only (no file hashed)"}, in ${verified.seconds.toFixed(1)} s.`
    );
    return { use: meta, verified };
  } catch (e) {
    if (e instanceof TreeMismatchError) {
      const fix = from === "actions-cache" ? ` Delete the entry (gh cache delete ${key}): entries cannot be overwritten, so this job does not save over it, and later jobs restore it until it is deleted.` : ` It is removed from the tool cache.`;
      log.warning(
        `The tree from the ${from} (key ${key}) is not what the pinned image makes: ${e.message}. Not using it; installing from the registry.${fix}`
      );
      return from === "actions-cache" ? {
        poisoned: `the actions cache entry ${key} is not the image's tree; delete it (gh cache delete ${key})`
      } : {};
    }
    log.warning(
      `The tree from the ${from} could not be verified (${e.message}); not using it, installing from the registry.`
    );
    return {};
  }
}

// src/action/summary.ts
function text(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\\`*_[\]()#!|~]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, " ");
}
var code = (s) => `<code>${text(s).replace(/\\([\\`*_[\]()#!|~])/g, "$1").replace(/\|/g, "&#124;")}</code>`;
var table = (header, align, rows) => `| ${header.join(" | ")} |
|${align.join("|")}|
${rows.map((r) => `| ${r.join(" | ")} |`).join("\n")}
`;
function sourceRows(s) {
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
  return rows;
}
function installRows(r, closure) {
  const rows = [
    [
      "Layers",
      `${r.layers.length}: ${r.layers.map((l) => `${formatBytes(l.size)} ${l.compression}`).join(", ")}`
    ],
    ["Downloaded", formatBytes(r.bytesDownloaded)]
  ];
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
  return rows;
}
function smokeSection(s) {
  const md = "\n### Smoke test\n\n";
  if (s.smokeSkipped) return md + "Skipped (`smoke-test: false`).\n";
  if (s.loaded !== void 0)
    return md + `Load check: all ${s.loaded} libraries of the closure load with only the install on the library path.
`;
  if (!s.smoke) return md;
  return md + table(
    ["gfx target", "Result"],
    ["---", "---"],
    s.smoke.map((t) => [
      t.target,
      t.run === "ran" ? "compiled, loaded, ran on the GPU (result checked)" : "compiled, loaded; no GPU to run on"
    ])
  );
}
function renderSummary(s) {
  const closure = s.closure;
  const rows = [...sourceRows(s), ...s.install ? installRows(s.install, closure) : []];
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

${table(["What", "Value"], ["---", "---"], rows)}`;
  if (closure) {
    md += "\n### Runtime closure\n\n";
    md += table(
      ["Library", "Size", "Needed by"],
      ["---", "---:", "---"],
      closure.libraries.map((l) => [code(l.path), formatBytes(l.size), text(l.neededBy)])
    );
  }
  md += smokeSection(s);
  md += `
<details><summary>Exported environment</summary>

\`\`\`sh
${Object.entries(s.env).map(([k, v]) => `${k}=${v.replace(/`/g, "'")}`).join("\n")}
\`\`\`
</details>
`;
  return md;
}

// src/action/lazy.ts
import { rmSync as rmSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join3 } from "node:path";
async function mountLazily(cfg, inputs, host, image) {
  const refuse = (why2) => {
    if (cfg.lazy === "true")
      throw new InputError(
        `Input "lazy" is true, but the tree cannot be mounted lazily: ${why2}. Set lazy: auto to install it instead where it cannot be mounted.`
      );
    notice(neutralise(`lazy: ${why2}; installing the tree instead.`));
    return void 0;
  };
  const why = whyNotLazy(cfg, "give the index input, or a release that lists one");
  if (why) return refuse(why);
  const base = join3(
    process.env.RUNNER_TEMP || tmpdir2(),
    "setup-rocm-lazy",
    cfg.source.reference.digest.replace(/^sha256:/, "").slice(0, 16)
  );
  const where = { mountpoint: join3(base, "rocm"), stateDir: join3(base, "state") };
  saveState(State.LazyMount, JSON.stringify(where));
  let done;
  try {
    done = await mountTree({
      cfg,
      inputs,
      host,
      image,
      ...where,
      logger: actionsLogger,
      tempDir: process.env.RUNNER_TEMP || tmpdir2(),
      fill: cfg.lazyFill
    });
  } catch (e) {
    rmSync2(base, { recursive: true, force: true });
    saveState(State.LazyMount, "");
    if (e instanceof MountStartError) return refuse(e.message.replace(/\.$/, ""));
    throw e;
  }
  saveState(
    State.LazyMount,
    JSON.stringify({ mountpoint: done.mount.mountpoint, stateDir: done.mount.stateDir, pid: done.mount.pid })
  );
  return done;
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

// src/action/main.ts
function diskFree(dir) {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return void 0;
  }
}
function problemMatcher() {
  const here = new URL(import.meta.url);
  here.search = "";
  for (const rel of [
    "../.github/hipcc-matcher.json",
    "../../.github/hipcc-matcher.json",
    "../../../.github/hipcc-matcher.json"
  ]) {
    const p = fileURLToPath2(new URL(rel, here));
    if (existsSync(p)) return p;
  }
  return void 0;
}
var actionInput = (name) => process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] === void 0 ? void 0 : getInput(name);
async function run(memory = NO_MEMORY_POLICY) {
  try {
    await step(memory);
  } catch (e) {
    const err = e;
    setFailed(neutralise(err?.message ?? String(e)));
    if (err?.stack) actionsLogger.debug(err.stack);
  }
}
async function findCached(cfg, loc, seconds) {
  const meta = readRecord(loc);
  let trust = {};
  if (meta) {
    actionsLogger.info(`Found ROCm ${meta.rocmVersion} in the tool cache: ${loc.dir}`);
    trust = await trustCached(cfg, "tool-cache", loc.dir, meta, loc.cacheKey, actionsLogger);
    return { source: trust.use ? "tool-cache" : "registry", trust };
  }
  if (!cfg.cache) return { source: "registry", trust };
  if (!cacheUsableUnverified(cfg)) {
    actionsLogger.info(
      `Not restoring from the actions cache: there is no seek index to verify a restored tree against, and ${Inputs.CacheVerify} is required.`
    );
    return { source: "registry", trust };
  }
  if (!cacheUsable()) {
    actionsLogger.info(
      "The actions cache service is not available to this job; the tree will not be cached across jobs."
    );
    return { source: "registry", trust };
  }
  const tc = performance.now();
  const expecting = cfg.index ? expectFor(cfg, void 0, actionsLogger) : void 0;
  expecting?.catch(() => {
  });
  const restored = await group(
    "Restore from the actions cache",
    () => restoreFromActionsCache(loc, actionsLogger, {
      poisoned: (why) => trust = { poisoned: why },
      ...expecting ? { expected: expecting.then(expectedFiles) } : {}
    })
  );
  let expected;
  try {
    expected = await expecting;
  } catch (e) {
    await removeEntry(loc);
    actionsLogger.warning(
      `Not using a tree from the actions cache: it could not be verified (${e.message}); installing from the registry.`
    );
    return { source: "registry", trust };
  }
  seconds["cache restore"] = (performance.now() - tc) / 1e3;
  if (!restored) return { source: "registry", trust };
  const tv = performance.now();
  trust = await trustCached(cfg, "actions-cache", loc.dir, restored.record, loc.cacheKey, actionsLogger, {
    expected,
    hashed: restored.hashed
  });
  if (trust.verified) seconds["cache verify"] = (performance.now() - tv) / 1e3;
  return { source: trust.use ? "actions-cache" : "registry", trust };
}
function reportUnmatchedPrune(unmatched) {
  const user = unmatched.filter((p) => !DEFAULT_PRUNE.includes(p));
  for (const p of user)
    actionsLogger.warning(
      `Your prune pattern "${p}" matched nothing in this image: is it stale after a ROCm bump?`
    );
  const builtIn = unmatched.length - user.length;
  if (builtIn)
    actionsLogger.info(
      `${builtIn} built-in prune patterns matched nothing in this image (listed in the job summary).`
    );
}
function readInputs(host) {
  const cfg = parseInputs(actionInput, host);
  if (cfg.credentials) {
    setSecret(cfg.credentials.password);
    setSecret(Buffer.from(`${cfg.credentials.username}:${cfg.credentials.password}`).toString("base64"));
  }
  if (process.env.HSA_OVERRIDE_GFX_VERSION)
    actionsLogger.warning(
      `HSA_OVERRIDE_GFX_VERSION=${process.env.HSA_OVERRIDE_GFX_VERSION} is set in this job. ROCm 10 supports ${cfg.gfxTargets.join(", ")} natively; the override aliases the GPU agent away from the code objects you compile, so kernels may fail to launch. setup-rocm never sets it; remove it from the job.`
    );
  return cfg;
}
function statePost(loc, refusal, source) {
  saveState(State.CacheKey, loc.cacheKey);
  saveState(State.SaveRefused, refusal?.reason ?? "");
  return () => {
    saveState(State.CachePaths, JSON.stringify(loc.cachePaths));
    saveState(State.EntryDir, loc.dir);
    saveState(State.TreeFrom, source);
  };
}
async function installTree(cfg, loc, at, memory) {
  const { source, trust, refusal, ready } = at;
  const store = new DigestStore(pinsOf(loc.dir), { deferred: true });
  const finished = async (record) => {
    if (source === "registry") store.commit(pinsOf(loc.dir));
    await writeRecord(loc, record);
  };
  let r;
  try {
    r = await setup({
      config: cfg,
      dest: loc.dir,
      logger: actionsLogger,
      replace: false,
      cached: trust.use,
      tempDir: process.env.RUNNER_TEMP || tmpdir3(),
      // The post step archives the tree there (@actions/cache) when it will save it.
      archiveDir: !refusal && cacheUsable() ? process.env.RUNNER_TEMP || tmpdir3() : void 0,
      discard: () => removeEntry(loc),
      memory,
      store,
      // The tree goes to its ROCm version's entry once that version is known (tool-cache layout).
      relocate: (version) => relocate(loc, version),
      // The tree loads but a gfx target did not compile: keep it (and cache it), fail the step.
      keep: async (record) => {
        await finished(record);
        ready();
      }
    });
  } catch (e) {
    if (!readRecord(loc)) await removeEntry(loc);
    throw e;
  }
  if (r.install) reportUnmatchedPrune(r.install.unmatchedPrune);
  if (source === "registry" || r.record.smoke) await finished(r.record);
  return r;
}
function exportTree(loc, r, source) {
  for (const [k, v] of Object.entries(r.env.vars)) exportVariable(k, v);
  for (const p of r.env.path) addPath(p);
  setOutput(Outputs.RocmPath, loc.dir);
  setOutput(Outputs.RocmVersion, r.record.rocmVersion);
  setOutput(Outputs.Digest, r.record.digest);
  setOutput(Outputs.CacheHit, source === "registry" ? "false" : "true");
  setOutput(Outputs.CacheSource, source);
}
async function step(memory) {
  const t0 = performance.now();
  const host = {
    os: process.env.RUNNER_OS || process.platform,
    arch: process.env.RUNNER_ARCH || process.arch
  };
  const cfg = readInputs(host);
  const image = formatReference(cfg.source.reference);
  const toolCache = process.env.RUNNER_TOOL_CACHE || join4(tmpdir3(), "setup-rocm-tool-cache");
  process.env.RUNNER_TOOL_CACHE = toolCache;
  const loc = locate(cfg.source, toolCache, host.os.toLowerCase(), host.arch.toLowerCase());
  const freeBefore = diskFree(toolCache);
  const release = await acquireLock(loc.lock, { logger: actionsLogger });
  try {
    findEntry(loc);
    const seconds = {};
    const { source, trust } = await findCached(cfg, loc, seconds);
    if (!trust.use) await removeEntry(loc);
    if (!trust.use && cfg.lazy !== "false") {
      const lazy = await mountLazily(cfg, inputsAsText(actionInput), host, image);
      if (lazy) return await finishLazy(lazy, { cfg, image, seconds, t0, matcher: problemMatcher() });
    }
    setOutput(Outputs.Lazy, "false");
    const forgetEntry = trust.use ? () => {
    } : onInterrupt(() => void (readRecord(loc) || removeEntryNow(loc)));
    const refusal = trust.poisoned ? { reason: trust.poisoned, notice: false } : saveRefusal(cfg, process.env.GITHUB_EVENT_NAME);
    const ready = statePost(loc, refusal, source);
    if (source === "registry" && refusal?.notice)
      notice(neutralise(`Not saving the ROCm tree to the actions cache: ${refusal.reason}.`));
    if (source !== "registry" && !trust.verified) actionsLogger.info(unverified(source));
    const r = await installTree(cfg, loc, { source, trust, refusal, ready }, memory);
    Object.assign(seconds, r.seconds);
    forgetEntry();
    exportTree(loc, r, source);
    ready();
    seconds.total = (performance.now() - t0) / 1e3;
    const md = renderSummary({
      image,
      digest: r.record.digest,
      rocmPath: loc.dir,
      rocmVersion: r.record.rocmVersion,
      source,
      ...source !== "registry" && !trust.verified ? { unverified: unverified(source) } : {},
      ...trust.verified ? { verified: trust.verified } : {},
      install: r.install,
      smoke: r.smoke,
      smokeSkipped: !cfg.smokeTest,
      closure: r.record.closure,
      runtimeRoots: cfg.source.mode === "runtime" ? cfg.source.runtimeLibraries : void 0,
      loaded: r.loaded,
      seconds,
      diskFreeBefore: freeBefore,
      diskFreeAfter: diskFree(toolCache),
      env: { ...r.env.vars, PATH: `${r.env.path.join(":")}:\u2026` }
    });
    if (process.env.GITHUB_STEP_SUMMARY) await summary.addRaw(md).write();
    const matcher = problemMatcher();
    if (matcher) info(`##[add-matcher]${matcher}`);
  } finally {
    await release();
  }
}

// src/bin/main.ts
await run(prepareProcess());
