import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  replaceWhole
} from "./chunk-KZDXDXZ6.js";

// src/action/restore/protocol.ts
import { existsSync, readFileSync } from "node:fs";
var RestoreEnv = {
  /** `<tool cache>/setup-rocm` */
  Root: "SETUP_ROCM_RESTORE_ROOT",
  /** What this key's entry directories end with (`-<key>`). */
  Suffix: "SETUP_ROCM_RESTORE_SUFFIX",
  /** The runner's architecture (the tree is `<entry>/<arch>`). */
  Arch: "SETUP_ROCM_RESTORE_ARCH",
  /** A file of the plan's files (writeExpected), where an index is pinned. */
  Expected: "SETUP_ROCM_RESTORE_EXPECTED",
  /** Where the front writes its refusal (RefusalNote as JSON). */
  Refused: "SETUP_ROCM_RESTORE_REFUSED",
  /** Where the front writes the files it hashed against the plan (one path a line). */
  Hashed: "SETUP_ROCM_RESTORE_HASHED",
  /** The extraction's Unix socket, where the front relays the toolkit's `tar` calls. */
  Socket: "SETUP_ROCM_RESTORE_SOCKET",
  /** The toolkit's RUNNER_TEMP, where it downloads the archive (followed as it grows). */
  Downloads: "SETUP_ROCM_RESTORE_DOWNLOADS",
  /** Where the toolkit extracts to (its `-C`: GITHUB_WORKSPACE, or its working directory). */
  Workdir: "SETUP_ROCM_RESTORE_WORKDIR"
};
function writeExpected(file, files, failed) {
  const lines = [failed === void 0 ? "plan" : `failed ${failed.replace(/\n/g, " ")}`];
  for (const [path, f] of files ?? []) lines.push(JSON.stringify([path, f.sha256, f.size]));
  replaceWhole(file, lines.join("\n"));
}
var PLAN_WAIT_MS = 10 * 6e4;
async function readExpected(file) {
  if (!file) return void 0;
  const t0 = Date.now();
  while (!existsSync(file)) {
    if (Date.now() - t0 > PLAN_WAIT_MS) throw new Error("the plan to check the archive against never came");
    await new Promise((r) => setTimeout(r, 10));
  }
  const [first, ...rows] = readFileSync(file, "utf8").split("\n");
  if (first !== "plan")
    throw new Error(`the plan to check the archive against could not be made: ${first.slice(7)}`);
  const out = /* @__PURE__ */ new Map();
  for (const line of rows) {
    if (!line) continue;
    const [path, sha256, size] = JSON.parse(line);
    out.set(path, { sha256, size });
  }
  return out;
}
function readHashed(file) {
  try {
    return new Set(readFileSync(file, "utf8").split("\n").filter(Boolean));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}

export {
  RestoreEnv,
  writeExpected,
  readExpected,
  readHashed
};
