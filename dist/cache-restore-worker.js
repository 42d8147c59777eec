import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  restoreCache
} from "./chunks/chunk-PLHRIEIP.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/cache-restore-worker.ts
var { paths, key, segmentTimeoutInMs } = JSON.parse(process.argv[2] ?? "{}");
var answer = (m) => new Promise((r) => process.send(m, () => r()));
try {
  const hit = await restoreCache(paths, key, [], { segmentTimeoutInMs });
  await answer({ hit: !!hit });
} catch (e) {
  await answer({ error: e.message });
}
process.disconnect();
