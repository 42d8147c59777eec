import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  IntegrityError,
  RegistryError,
  StallError,
  Transport,
  describeDeadline,
  describeStatus,
  isRetryableNetworkError,
  withinDeadline
} from "./chunks/chunk-K7WTWPX7.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/oci/blob-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/oci/blob.ts
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
var MAX_STALLS = 2;
function contentRangeStart(v) {
  const m = /^bytes (\d+)-\d+\/(?:\d+|\*)$/.exec(String(v ?? ""));
  return m ? Number(m[1]) : void 0;
}
async function* verifiedChunks(t, d, o) {
  const hash = createHash("sha256");
  const what = `Blob ${d.digest.slice(0, 19)}\u2026 of ${t.registry}/${t.repository}`;
  let offset = 0;
  let resumes = 0;
  let stalls = 0;
  const maxResumes = o.maxResumes ?? 20;
  const dl = t.deadline;
  const realProgress = Math.max(64 << 10, dl.minBytesPerSecond * dl.stallMs / 1e3);
  for (; ; ) {
    const headers = { "accept-encoding": "identity" };
    if (offset > 0) headers.range = `bytes=${offset}-`;
    const res = await t.get(`blobs/${d.digest}`, headers, what);
    let skip = 0;
    if (res.status === 206 && offset > 0) {
      const start = contentRangeStart(res.headers["content-range"]);
      if (start !== offset) {
        res.message.destroy();
        throw new RegistryError(
          `${what}: asked to resume at byte ${offset}, the server answered a range starting at ${start}.`
        );
      }
    } else if (res.status === 200) {
      skip = offset;
    } else {
      throw describeStatus(what, res.status, await res.readBody());
    }
    const before = offset;
    try {
      for await (const raw of withinDeadline(res.message, dl)) {
        let chunk2 = raw;
        if (skip) {
          if (chunk2.length <= skip) {
            skip -= chunk2.length;
            continue;
          }
          chunk2 = chunk2.subarray(skip);
          skip = 0;
        }
        if (offset + chunk2.length > d.size) {
          res.message.destroy();
          throw new IntegrityError(
            `${what}: the registry sent more than the ${d.size} bytes its descriptor declares.`
          );
        }
        hash.update(chunk2);
        offset += chunk2.length;
        o.onBytes?.(chunk2.length);
        yield chunk2;
      }
    } catch (e) {
      if (!isRetryableNetworkError(e)) throw e;
      if (offset - before >= realProgress) stalls = 0;
      if (e instanceof StallError && ++stalls >= MAX_STALLS)
        throw new RegistryError(
          `${what}: the download stalled ${stalls} times in a row (${describeDeadline(dl)}); ${offset} of ${d.size} bytes received. Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.`
        );
      if (offset > before) resumes = 0;
      if (++resumes > maxResumes)
        throw new RegistryError(
          `${what}: the connection dropped ${maxResumes} times without progress at byte ${offset} of ${d.size}.`
        );
      o.logger.warning(
        `${what}: connection dropped at byte ${offset} of ${d.size} (${e.message}); resuming.`
      );
      continue;
    }
    if (offset < d.size) {
      if (offset > before) resumes = 0;
      if (++resumes > maxResumes)
        throw new RegistryError(`${what}: the body kept ending early at byte ${offset} of ${d.size}.`);
      o.logger.warning(`${what}: the response ended at byte ${offset} of ${d.size}; resuming.`);
      continue;
    }
    break;
  }
  const actual = "sha256:" + hash.digest("hex");
  if (actual !== d.digest)
    throw new IntegrityError(
      `${what}: the bytes received hash to ${actual}, not the digest ${d.digest} the manifest names. Nothing from this image is installed.`
    );
}
function openBlob(t, d, o) {
  return Readable.from(verifiedChunks(t, d, o), { objectMode: true, highWaterMark: 64 });
}

// src/oci/blob-worker.ts
var port = parentPort;
var post = (m, transfer) => port.postMessage(m, transfer ?? []);
var logger = {
  debug: (message) => post({ t: "log", level: "debug", message }),
  info: (message) => post({ t: "log", level: "info", message }),
  warning: (message) => post({ t: "log", level: "warning", message }),
  group: (_title, fn) => fn()
};
var {
  transport: topts,
  chunk,
  buffers
} = workerData;
var transport = new Transport({ ...topts, logger });
var pumps = /* @__PURE__ */ new Map();
async function pump(id, d) {
  const p = { free: [], allocated: 0, closed: false };
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
    p.blob = openBlob(transport, d, { logger, onBytes: (n2) => bytes += n2 });
    let cur;
    let n = 0;
    const send = () => {
      const ab = cur.buffer;
      post({ t: "data", id, buf: ab, length: n, bytes }, [ab]);
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
    post({ t: "end", id, bytes, buffers: p.allocated });
  } catch (e) {
    if (!p.closed) post({ t: "error", id, name: e.name, message: e.message });
  } finally {
    pumps.delete(id);
  }
}
port.on("message", (m) => {
  if (m.t === "open") void pump(m.id, m.descriptor);
  else if (m.t === "return") {
    const p = pumps.get(m.id);
    if (p) {
      p.free.push(m.buf);
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
});
