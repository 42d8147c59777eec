import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/action/restore/protocol.ts
import { readFileSync, writeFileSync } from "node:fs";
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
  Hashed: "SETUP_ROCM_RESTORE_HASHED"
};
function writeExpected(file, files) {
  const lines = [];
  for (const [path, f] of files) lines.push(JSON.stringify([path, f.sha256, f.size]));
  writeFileSync(file, lines.join("\n"));
}
function readExpected(file) {
  if (!file) return void 0;
  const out = /* @__PURE__ */ new Map();
  for (const line of readFileSync(file, "utf8").split("\n")) {
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
