import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  restoreCache
} from "./chunks/chunk-6PX6TSSX.js";
import "./chunks/chunk-7HI5653V.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  RestoreEnv
} from "./chunks/chunk-2PNZ52YE.js";
import {
  workerUrl
} from "./chunks/chunk-UJ5VBC7K.js";
import "./chunks/chunk-KZDXDXZ6.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/restore/restore-process.ts
import { fork } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
var a = JSON.parse(process.argv[2] ?? "{}");
var script = fileURLToPath(workerUrl(import.meta.url, "./front.ts", "restore-front.js"));
var extractorScript = fileURLToPath(workerUrl(import.meta.url, "./extractor.ts", "restore-extractor.js"));
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
  [RestoreEnv.Socket]: join(a.front, "extract.sock"),
  [RestoreEnv.Downloads]: a.downloads,
  // Where the toolkit extracts to (its getWorkingDirectory).
  [RestoreEnv.Workdir]: process.env.GITHUB_WORKSPACE ?? process.cwd(),
  ...a.expected ? { [RestoreEnv.Expected]: a.expected } : {}
});
process.env.PATH = `${a.front}${delimiter}${process.env.PATH ?? ""}`;
process.env.RUNNER_TEMP = a.downloads;
var answer = (m) => new Promise((r) => process.send(m, () => r()));
var extractor = fork(extractorScript, [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
var gone = new Promise((r) => extractor.once("exit", () => r()));
try {
  await new Promise((ok, fail) => {
    extractor.once("message", (m) => m.t === "ready" ? ok() : fail(new Error(`${m.t}`)));
    extractor.once("exit", (code) => fail(new Error(`the extraction process exited with code ${code}`)));
  });
  const hit = await restoreCache(a.paths, a.key, [], { segmentTimeoutInMs: a.segmentTimeoutInMs });
  const unfinished = await finishExtraction();
  if (existsSync(refusedFile))
    await answer({ refused: JSON.parse(readFileSync(refusedFile, "utf8")) });
  else if (!hit && unfinished) await answer({ error: "the download of the archive did not complete" });
  else await answer({ hit: !!hit });
} catch (e) {
  await finishExtraction();
  await answer({ error: e.message });
}
process.disconnect();
async function finishExtraction() {
  let unfinished = false;
  extractor.on("message", (m) => m.t === "finished" && (unfinished = m.unfinished));
  if (extractor.exitCode === null && extractor.signalCode === null && extractor.connected)
    extractor.send({ t: "finish" });
  await gone;
  return unfinished;
}
