import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  restoreCache
} from "./chunks/chunk-NHD5RNFE.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/action/cache-restore-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var { paths, key, segmentTimeoutInMs } = workerData;
try {
  const hit = await restoreCache(paths, key, [], { segmentTimeoutInMs });
  parentPort.postMessage({ hit: !!hit });
} catch (e) {
  parentPort.postMessage({ error: e.message });
}
