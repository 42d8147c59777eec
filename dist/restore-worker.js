import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  restoreCache
} from "./chunks/chunk-6PX6TSSX.js";
import {
  workerUrl
} from "./chunks/chunk-N525IMKU.js";
import {
  RestoreEnv
} from "./chunks/chunk-BZJIUAGK.js";
import "./chunks/chunk-7HI5653V.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/restore/worker.ts
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
var a = JSON.parse(process.argv[2] ?? "{}");
var script = fileURLToPath(workerUrl(import.meta.url, "./front.ts", "restore-front.js"));
writeFileSync(join(a.front, "tar"), `#!/bin/sh
exec "${process.execPath}" "${script}" "$@"
`, {
  mode: 493
});
var refusedFile = join(a.front, "refused");
Object.assign(process.env, {
  [RestoreEnv.Root]: a.root,
  [RestoreEnv.Suffix]: a.suffix,
  [RestoreEnv.Arch]: a.arch,
  [RestoreEnv.Refused]: refusedFile,
  [RestoreEnv.Hashed]: join(a.front, "hashed"),
  ...a.expected ? { [RestoreEnv.Expected]: a.expected } : {}
});
process.env.PATH = `${a.front}${delimiter}${process.env.PATH ?? ""}`;
var answer = (m) => new Promise((r) => process.send(m, () => r()));
try {
  const hit = await restoreCache(a.paths, a.key, [], { segmentTimeoutInMs: a.segmentTimeoutInMs });
  if (existsSync(refusedFile))
    await answer({ refused: JSON.parse(readFileSync(refusedFile, "utf8")) });
  else await answer({ hit: !!hit });
} catch (e) {
  await answer({ error: e.message });
}
process.disconnect();
