import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  MountStartError,
  mountTree,
  stopLazyMount,
  whyNotLazy
} from "./chunk-XXWW6LLM.js";
import {
  InputError,
  formatBytes,
  neutralise
} from "./chunk-CCTK4JZO.js";
import {
  isFeatureAvailable,
  saveCache
} from "./chunk-6PX6TSSX.js";
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
import { existsSync } from "node:fs";

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
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

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

// src/action/lazy.ts
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
  const base = join(
    process.env.RUNNER_TEMP || tmpdir(),
    "setup-rocm-lazy",
    cfg.source.reference.digest.replace(/^sha256:/, "").slice(0, 16)
  );
  const where = { mountpoint: join(base, "rocm"), stateDir: join(base, "state") };
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
      tempDir: process.env.RUNNER_TEMP || tmpdir()
    });
  } catch (e) {
    rmSync(base, { recursive: true, force: true });
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
  rmSync(dirname(m.stateDir), { recursive: true, force: true });
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
  if (!key || !paths.length || !entry || !existsSync(entry) || !existsSync(`${entry}.complete`)) {
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
  cacheUsable,
  run
};
