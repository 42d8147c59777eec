import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  restoreCache
} from "./chunks/chunk-PLHRIEIP.js";
import {
  workerUrl
} from "./chunks/chunk-N525IMKU.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  REAL_TAR,
  RESTORE_REFUSED,
  RESTORE_ROOT,
  RESTORE_SUFFIX
} from "./chunks/chunk-O5CDMOKR.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/cache-restore-worker.ts
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
var { paths, key, segmentTimeoutInMs, root, suffix, front } = JSON.parse(process.argv[2] ?? "{}");
function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
    }
  }
  return void 0;
}
var script = fileURLToPath(workerUrl(import.meta.url, "./restore-tar.ts", "restore-tar.js"));
writeFileSync(join(front, "tar"), `#!/bin/sh
exec "${process.execPath}" "${script}" "$@"
`, { mode: 493 });
process.env[REAL_TAR] = which("tar") ?? "tar";
process.env[RESTORE_ROOT] = root;
process.env[RESTORE_SUFFIX] = suffix;
var refusedFile = join(front, "refused");
process.env[RESTORE_REFUSED] = refusedFile;
process.env.PATH = `${front}${delimiter}${process.env.PATH ?? ""}`;
var answer = (m) => new Promise((r) => process.send(m, () => r()));
try {
  const hit = await restoreCache(paths, key, [], { segmentTimeoutInMs });
  if (existsSync(refusedFile)) await answer({ refused: readFileSync(refusedFile, "utf8") });
  else await answer({ hit: !!hit });
} catch (e) {
  await answer({ error: e.message });
}
process.disconnect();
