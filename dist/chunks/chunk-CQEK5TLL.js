import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  getState,
  info,
  isFeatureAvailable,
  saveCache,
  warning
} from "./chunk-PLHRIEIP.js";

// src/action/cache-save.ts
import { existsSync } from "node:fs";

// src/action/constants.ts
var State = {
  CacheKey: "cache-key",
  CachePaths: "cache-paths",
  SaveCache: "save-cache",
  /** The entry's tree, which must still be there for post to save it. */
  EntryDir: "entry-dir",
  /** Why main did not ask post to save (said by post instead of a guess). */
  NotSaved: "not-saved"
};
var Outputs = {
  RocmPath: "rocm-path",
  RocmVersion: "rocm-version",
  Digest: "digest",
  CacheHit: "cache-hit",
  CacheSource: "cache-source"
};

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
    await saveCache2();
  } catch (e) {
    warning(`setup-rocm post: ${e?.message ?? String(e)}`);
  }
}
async function saveCache2() {
  if (getState(State.SaveCache) !== "true") {
    const why = getState(State.NotSaved);
    info(`Nothing to save: ${why || "the main step did not get as far as the install"}.`);
    return;
  }
  const key = getState(State.CacheKey);
  const paths = JSON.parse(getState(State.CachePaths) || "[]");
  const entry = getState(State.EntryDir);
  if (!key || !paths.length || !entry || !existsSync(entry) || !existsSync(`${entry}.complete`)) {
    warning("The installed tree is gone; not saving it to the actions cache.");
    return;
  }
  if (!cacheUsable()) {
    warning("The actions cache service is not available; the tree was not saved.");
    return;
  }
  try {
    const id = await saveCache(paths, key);
    if (id !== -1) info(`Saved the ROCm tree to the actions cache as ${key}.`);
  } catch (e) {
    const err = e;
    if (err.name === "ReserveCacheError") info(`Another job is saving ${key} already: ${err.message}`);
    else warning(`Saving to the actions cache failed: ${err.message}`);
  }
}

export {
  State,
  Outputs,
  cacheUsable,
  run
};
