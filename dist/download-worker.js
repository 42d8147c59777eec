import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  BlobFetcher
} from "./chunks/chunk-IJRC2742.js";
import {
  Transport
} from "./chunks/chunk-C2UCNMAK.js";
import "./chunks/chunk-H2YWDJ6P.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  serve,
  toHost
} from "./chunks/chunk-UJ5VBC7K.js";
import {
  postError
} from "./chunks/chunk-BCDXUKTB.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/oci/blob/download-worker.ts
import { workerData } from "node:worker_threads";
var post = toHost();
var logger = {
  debug: (message) => post({ p: "download", t: "log", level: "debug", message }),
  info: (message) => post({ p: "download", t: "log", level: "info", message }),
  warning: (message) => post({ p: "download", t: "log", level: "warning", message }),
  // The thread reads no secrets (the main thread masked what it handed over).
  mask: () => {
  },
  group: (_title, fn) => fn()
};
var { transport: topts, chunk, buffers } = workerData;
var transport = new Transport({ ...topts, logger });
var blobs = new BlobFetcher(transport, {
  logger,
  deadline: { stallMs: topts.stallMs ?? 3e4, minBytesPerSecond: topts.minBytesPerSecond ?? 16 << 10 },
  connections: topts.connections ?? 1,
  adaptive: topts.adaptive,
  partBytes: topts.partBytes
});
var pumps = /* @__PURE__ */ new Map();
async function pump(id, d) {
  const p = { free: [], allocated: 0, lent: 0, closed: false, hungrySince: performance.now() };
  pumps.set(id, p);
  const take = async () => {
    for (; ; ) {
      if (p.closed) return void 0;
      const b = p.free.pop();
      if (b) return b;
      if (p.allocated < buffers) {
        p.allocated++;
        return new ArrayBuffer(chunk);
      }
      await new Promise((r) => p.wake = r);
    }
  };
  let bytes = 0;
  try {
    p.blob = blobs.open(d, { logger, onBytes: (n2) => bytes += n2, hungrySince: () => p.hungrySince });
    let cur;
    let n = 0;
    const send = () => {
      const ab = cur.buffer;
      post({ p: "download", t: "data", id, buf: ab, length: n, bytes }, [ab]);
      p.lent++;
      p.hungrySince = void 0;
      bytes = 0;
      cur = void 0;
      n = 0;
    };
    for await (const c of p.blob) {
      let off = 0;
      while (off < c.length) {
        if (!cur) {
          const ab = await take();
          if (!ab) return;
          cur = Buffer.from(ab);
        }
        const k = c.copy(cur, n, off);
        n += k;
        off += k;
        if (n === chunk) send();
      }
    }
    if (n) send();
    post({ p: "download", t: "end", id, bytes, buffers: p.allocated });
  } catch (e) {
    if (!p.closed) post({ p: "download", t: "error", id, ...postError(e) });
  } finally {
    pumps.delete(id);
  }
}
function onMessage(m) {
  if (m.t === "open") void pump(m.id, m.descriptor);
  else if (m.t === "return") {
    const p = pumps.get(m.id);
    if (p) {
      p.free.push(m.buf);
      if (--p.lent === 0) p.hungrySince = performance.now();
      p.wake?.();
    }
  } else if (m.t === "close") {
    const p = pumps.get(m.id);
    if (p) {
      p.closed = true;
      p.blob?.destroy();
      p.wake?.();
    }
  }
}
serve({ download: (m) => onMessage(m) });
