import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  inflateSpan
} from "./chunks/chunk-UVYQA4VI.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/seek/inflate-worker.ts
import { parentPort } from "node:worker_threads";
parentPort.on("message", (j) => {
  try {
    const data = Buffer.from(j.data, j.offset, j.length);
    const out = inflateSpan(data, j.bit, Buffer.from(j.window), j.outBytes, true);
    let ab = out.buffer;
    if (out.byteOffset !== 0) {
      ab = new ArrayBuffer(out.length);
      out.copy(Buffer.from(ab));
    }
    parentPort.postMessage({ id: j.id, out: ab, length: out.length }, [ab]);
    j.data.transfer(0);
  } catch (e) {
    parentPort.postMessage({ id: j.id, error: e.message });
  }
});
