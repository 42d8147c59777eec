import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  stopLazyMount
} from "./chunk-T6DPHZNP.js";
import {
  formatBytes,
  neutralise
} from "./chunk-XOU5DUIR.js";
import {
  isFeatureAvailable,
  saveCache
} from "./chunk-6PX6TSSX.js";
import {
  debug,
  getState,
  group,
  info,
  setSecret,
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

// src/action/lazy-post.ts
import { rmSync } from "node:fs";
import { dirname } from "node:path";
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
  cacheUsable,
  run
};
