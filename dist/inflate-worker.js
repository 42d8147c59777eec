import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  inflateSpanInto
} from "./chunks/chunk-SMNX7NLY.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/seek/inflate-worker.ts
import { parentPort } from "node:worker_threads";
parentPort.on("message", (j) => {
  try {
    const data = Buffer.from(j.data, j.offset, j.length);
    inflateSpanInto(data, j.bit, Buffer.from(j.window), Buffer.from(j.out), j.outBytes, true);
    parentPort.postMessage({ id: j.id, out: j.out, data: j.data }, [j.out, j.data]);
  } catch (e) {
    parentPort.postMessage({ id: j.id, error: e.message });
  }
});
