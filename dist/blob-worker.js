import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  IntegrityError,
  RegistryError,
  ResumeBudget,
  Transport,
  connectionFailure,
  describeDeadline,
  faultOf,
  isRetryableNetworkError,
  onHost,
  parseContentRange,
  withinDeadline
} from "./chunks/chunk-PCLID5BQ.js";
import "./chunks/chunk-PLBVPRTY.js";

// src/oci/blob/worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/oci/blob/open.ts
import { createHash } from "node:crypto";
import { Readable } from "node:stream";

// src/oci/blob/ranged.ts
var PARALLEL_MIN_BYTES = 32 << 20;
var blobWhat = (t, d) => `Blob ${d.digest.slice(0, 19)}\u2026 of ${t.registry}/${t.repository}`;
var RangeNotHonoured = class extends Error {
  name = "RangeNotHonoured";
  response;
  constructor(response) {
    super("the server ignores Range");
    this.response = response;
  }
};
async function* rangedChunks(t, d, o) {
  const what = blobWhat(t, d);
  const P = t.partBytes;
  const count = Math.ceil(d.size / P);
  const maxResumes = o.maxResumes ?? 20;
  const dl = t.deadline;
  const path = `blobs/${d.digest}`;
  let failed;
  let closed = false;
  const active = /* @__PURE__ */ new Set();
  let direct;
  let honoured;
  const rangeHonoured = new Promise((r) => honoured = r);
  const ask = async (range, label) => {
    const headers = { "accept-encoding": "identity", range };
    const via = direct;
    if (via) {
      const res2 = await t.request("GET", via, headers, label);
      if (res2.status === 206 || res2.status === 200) return res2;
      res2.message.resume();
      if (direct === via) direct = void 0;
      o.logger.debug(`${label}: the CDN URL answered HTTP ${res2.status}; asking the registry again.`);
    }
    const res = await t.get(path, headers, label);
    if (!onHost(res.url, t.registry) && (res.status === 206 || res.status === 200)) direct = res.url;
    return res;
  };
  const fetchPart = async (i) => {
    const first = i * P;
    const last = Math.min(d.size, first + P) - 1;
    const chunks = [];
    let got = 0;
    const budget = new ResumeBudget(dl, maxResumes);
    for (; ; ) {
      if (failed || closed) throw failed ?? new Error("closed");
      const from = first + got;
      const res = await ask(`bytes=${from}-${last}`, `${what} (bytes ${from}-${last})`);
      if (res.status === 200) {
        if (i === 0 && got === 0) throw new RangeNotHonoured(res);
        res.message.destroy();
        throw new RegistryError(`${what}: the server stopped honouring Range at part ${i + 1} of ${count}.`);
      }
      if (res.status !== 206) throw t.describe(what, res.status, await res.readBody());
      const cr = parseContentRange(res.headers["content-range"]);
      if (!cr || cr.start !== from || cr.end > last) {
        res.message.destroy();
        throw new RegistryError(
          `${what}: asked for bytes ${from}-${last}, the server answered ${String(res.headers["content-range"] ?? "no Content-Range")}.`
        );
      }
      if (i === 0) honoured();
      const before = got;
      active.add(res.message);
      try {
        for await (const c of withinDeadline(res.message, dl)) {
          if (got + c.length > last - first + 1) {
            res.message.destroy();
            throw new IntegrityError(`${what}: part ${i + 1} is longer than the range asked for.`);
          }
          chunks.push(c);
          got += c.length;
          o.onBytes?.(c.length);
        }
      } catch (e) {
        if (!isRetryableNetworkError(e)) throw connectionFailure(e, what, t.registry);
        const next = budget.next(got - before, e);
        if (next === "stalled")
          throw new RegistryError(
            `${what}: part ${i + 1} of ${count} stalled ${budget.stalls} times in a row (${describeDeadline(dl)}); ${got} of its ${last - first + 1} bytes received. Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.`
          );
        if (next === "exhausted")
          throw new RegistryError(
            `${what}: part ${i + 1} kept dropping without progress at byte ${first + got}.`
          );
        o.logger.warning(
          `${what}: part ${i + 1} dropped at byte ${first + got} (${e.message}); resuming that part.`
        );
        continue;
      } finally {
        active.delete(res.message);
      }
      if (got === last - first + 1) return chunks;
      if (budget.next(got - before) === "exhausted")
        throw new RegistryError(`${what}: part ${i + 1} kept ending early at byte ${first + got}.`);
      o.logger.warning(`${what}: part ${i + 1} ended at byte ${first + got}; resuming that part.`);
    }
  };
  const parts = /* @__PURE__ */ new Map();
  const slotted = /* @__PURE__ */ new Set();
  let started = 0;
  let handed = 0;
  let inFlight = 0;
  let opened = false;
  const fill = () => {
    while (!failed && started < count && inFlight < (opened ? t.connections : 1)) {
      if (t.parts.take()) slotted.add(started);
      else if (started > handed) break;
      const p = fetchPart(started);
      inFlight++;
      p.then(
        () => {
          inFlight--;
          fill();
        },
        (e) => {
          inFlight--;
          failed ??= e;
        }
      );
      parts.set(started++, p);
    }
  };
  const unwatch = t.parts.watch(fill);
  const handOn = (i) => {
    if (slotted.delete(i)) t.parts.give();
  };
  try {
    fill();
    await Promise.race([rangeHonoured, parts.get(0)]);
    opened = true;
    fill();
    for (let i = 0; i < count; i++) {
      const chunks = await parts.get(i);
      parts.delete(i);
      yield* chunks;
      handed = i + 1;
      handOn(i);
      fill();
    }
  } finally {
    closed = true;
    unwatch();
    for (const m of active) m.destroy();
    for (const i of [...slotted]) handOn(i);
  }
}

// src/oci/blob/open.ts
async function* streamed(t, d, o) {
  const what = blobWhat(t, d);
  let offset = 0;
  const budget = new ResumeBudget(t.deadline, o.maxResumes ?? 20);
  for (; ; ) {
    const headers = { "accept-encoding": "identity" };
    if (offset > 0) headers.range = `bytes=${offset}-`;
    const res = await t.get(`blobs/${d.digest}`, headers, what);
    let skip = 0;
    if (res.status === 206 && offset > 0) {
      const start = parseContentRange(res.headers["content-range"])?.start;
      if (start !== offset) {
        res.message.destroy();
        throw new RegistryError(
          `${what}: asked to resume at byte ${offset}, the server answered a range starting at ${start}.`
        );
      }
    } else if (res.status === 200) {
      skip = offset;
    } else {
      throw t.describe(what, res.status, await res.readBody());
    }
    const before = offset;
    try {
      for await (const raw of withinDeadline(res.message, t.deadline)) {
        let chunk2 = raw;
        if (skip) {
          if (chunk2.length <= skip) {
            skip -= chunk2.length;
            continue;
          }
          chunk2 = chunk2.subarray(skip);
          skip = 0;
        }
        offset += chunk2.length;
        o.onBytes?.(chunk2.length);
        yield chunk2;
      }
    } catch (e) {
      if (!isRetryableNetworkError(e)) throw connectionFailure(e, what, t.registry);
      const next = budget.next(offset - before, e);
      if (next === "stalled")
        throw new RegistryError(
          `${what}: the download stalled ${budget.stalls} times in a row (${describeDeadline(t.deadline)}); ${offset} of ${d.size} bytes received. Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.`
        );
      if (next === "exhausted")
        throw new RegistryError(
          `${what}: the connection dropped ${o.maxResumes ?? 20} times without progress at byte ${offset} of ${d.size}.`
        );
      o.logger.warning(
        `${what}: connection dropped at byte ${offset} of ${d.size} (${e.message}); resuming.`
      );
      continue;
    }
    if (offset < d.size) {
      if (budget.next(offset - before) === "exhausted")
        throw new RegistryError(`${what}: the body kept ending early at byte ${offset} of ${d.size}.`);
      o.logger.warning(`${what}: the response ended at byte ${offset} of ${d.size}; resuming.`);
      continue;
    }
    return;
  }
}
async function* fetched(t, d, o) {
  if (t.connections > 1 && d.size >= PARALLEL_MIN_BYTES) {
    try {
      yield* rangedChunks(t, d, o);
      return;
    } catch (e) {
      if (!(e instanceof RangeNotHonoured)) throw e;
      e.response.message.destroy();
      o.logger.info(`${blobWhat(t, d)}: the server ignores Range, so it comes over one connection.`);
    }
  }
  yield* streamed(t, d, o);
}
async function* verified(t, d, o) {
  const what = blobWhat(t, d);
  const hash = createHash("sha256");
  let n = 0;
  for await (const c of fetched(t, d, o)) {
    if (n + c.length > d.size)
      throw new IntegrityError(
        `${what}: the registry sent more than the ${d.size} bytes its descriptor declares.`
      );
    hash.update(c);
    n += c.length;
    yield c;
  }
  const actual = "sha256:" + hash.digest("hex");
  if (actual !== d.digest)
    throw new IntegrityError(
      `${what}: the bytes received hash to ${actual}, not the digest ${d.digest} the manifest names. Nothing from this image is installed.`
    );
}
function openBlob(t, d, o) {
  return Readable.from(verified(t, d, o), { objectMode: true, highWaterMark: 64 });
}

// src/oci/blob/worker.ts
var port = parentPort;
var post = (m, transfer) => port.postMessage(m, transfer ?? []);
var logger = {
  debug: (message) => post({ t: "log", level: "debug", message }),
  info: (message) => post({ t: "log", level: "info", message }),
  warning: (message) => post({ t: "log", level: "warning", message }),
  // The thread reads no secrets (the main thread masked what it handed over).
  mask: () => {
  },
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
    if (!p.closed)
      post({ t: "error", id, name: e.name, message: e.message, fault: faultOf(e) });
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
