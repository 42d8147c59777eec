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
} from "./chunks/chunk-5WV7R3X7.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/oci/blob/worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/oci/blob/fetch.ts
import { createHash } from "node:crypto";
import { Readable } from "node:stream";

// src/oci/blob/resume.ts
async function* readRange(r) {
  const length = r.last - r.first + 1;
  const name = r.part ? `${r.what}: ${r.part}` : r.what;
  const budget = new ResumeBudget(r.deadline, r.maxResumes);
  let got = 0;
  for (; ; ) {
    if (r.signal?.aborted) throw r.signal.reason;
    const from = r.first + got;
    const res = await r.ask(from);
    if (r.signal?.aborted) {
      res.message.destroy();
      throw r.signal.reason;
    }
    let skip = 0;
    if (res.status === 200) {
      r.whole(res, from);
      skip = from - r.first;
    } else if (res.status === 206) {
      const cr = parseContentRange(res.headers["content-range"]);
      if (!cr || cr.start !== from || cr.end > r.last) {
        res.message.destroy();
        throw new RegistryError(
          `${r.what}: asked for bytes ${from}-${r.last}, the server answered ${String(res.headers["content-range"] ?? "no Content-Range")}.`
        );
      }
    } else {
      throw r.describe(res.status, await res.readBody());
    }
    const before = got;
    r.active?.add(res.message);
    try {
      for await (const raw of withinDeadline(res.message, r.deadline)) {
        let chunk2 = raw;
        if (skip) {
          if (chunk2.length <= skip) {
            skip -= chunk2.length;
            continue;
          }
          chunk2 = chunk2.subarray(skip);
          skip = 0;
        }
        if (got + chunk2.length > length) {
          res.message.destroy();
          throw new IntegrityError(`${name} is longer than the ${length} bytes asked for.`);
        }
        got += chunk2.length;
        r.onBytes?.(chunk2.length);
        yield chunk2;
      }
    } catch (e) {
      if (r.signal?.aborted) throw r.signal.reason;
      if (!isRetryableNetworkError(e)) throw connectionFailure(e, r.what, r.host);
      const next = budget.next(got - before, e);
      if (next === "stalled")
        throw new RegistryError(
          `${name} stalled ${budget.stalls} times in a row (${describeDeadline(r.deadline)}); ${got} of ${length} bytes received. Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.`
        );
      if (next === "exhausted")
        throw new RegistryError(
          `${name}: the connection dropped ${r.maxResumes} times in a row without real progress, at byte ${r.first + got} of ${r.part ? `bytes ${r.first}-${r.last}` : length}.`
        );
      r.logger.info(
        `${name}: connection dropped at byte ${r.first + got} (${e.message}); resuming${r.part ? " that part" : ""}.`
      );
      continue;
    } finally {
      r.active?.delete(res.message);
    }
    if (got === length) return;
    if (budget.next(got - before) === "exhausted")
      throw new RegistryError(`${name}: the body kept ending early at byte ${r.first + got}.`);
    r.logger.info(
      `${name}: the response ended at byte ${r.first + got}; resuming${r.part ? " that part" : ""}.`
    );
  }
}

// src/oci/blob/ranged.ts
var PARALLEL_MIN_BYTES = 32 << 20;
var RangeNotHonoured = class extends Error {
  name = "RangeNotHonoured";
  response;
  constructor(response) {
    super("the server ignores Range");
    this.response = response;
  }
};
async function* rangedChunks(t, d, o) {
  const P = o.partBytes;
  const count = Math.ceil(d.size / P);
  const path = `blobs/${d.digest}`;
  let failed;
  const stop = new AbortController();
  const onAbort = () => stop.abort(o.signal.reason);
  o.signal.addEventListener("abort", onAbort);
  const active = /* @__PURE__ */ new Set();
  stop.signal.addEventListener("abort", () => {
    for (const m of active) m.destroy();
  });
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
    const body = readRange({
      what: o.what,
      part: `part ${i + 1} of ${count}`,
      host: t.registry,
      first,
      last,
      ask: async (from) => {
        const res = await ask(`bytes=${from}-${last}`, `${o.what} (bytes ${from}-${last})`);
        if (res.status === 206 && i === 0) honoured();
        return res;
      },
      whole: (res, from) => {
        if (i === 0 && from === 0) throw new RangeNotHonoured(res);
        res.message.destroy();
        throw new RegistryError(`${o.what}: the server stopped honouring Range at part ${i + 1} of ${count}.`);
      },
      describe: (status, text) => t.describe(o.what, status, text),
      deadline: o.deadline,
      maxResumes: o.maxResumes,
      logger: o.logger,
      onBytes: o.onBytes,
      signal: stop.signal,
      active
    });
    for await (const c of body) chunks.push(c);
    return chunks;
  };
  const parts = /* @__PURE__ */ new Map();
  const slotted = /* @__PURE__ */ new Set();
  let started = 0;
  let handed = 0;
  let inFlight = 0;
  let opened = false;
  const fill = () => {
    while (!failed && !stop.signal.aborted && started < count && inFlight < (opened ? o.connections : 1)) {
      if (o.parts.take()) slotted.add(started);
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
          stop.abort(failed);
        }
      );
      parts.set(started++, p);
    }
  };
  const unwatch = o.parts.watch(fill);
  const handOn = (i) => {
    if (slotted.delete(i)) o.parts.give();
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
    stop.abort(new Error("the blob was closed"));
    o.signal.removeEventListener("abort", onAbort);
    unwatch();
    for (const [, p] of parts) p.catch(() => {
    });
    for (const i of [...slotted]) handOn(i);
  }
}

// src/oci/blob/part-budget.ts
var PARTS_TOTAL = 32 << 20;
function partBytesFor(connections, given) {
  const unit = 64 << 10;
  return Math.max(unit, given ?? Math.min(8 << 20, Math.floor(PARTS_TOTAL / (connections + 1) / unit) * unit));
}
var PartBudget = class {
  free;
  waiting = /* @__PURE__ */ new Set();
  constructor(slots) {
    this.free = slots;
  }
  take() {
    if (this.free <= 0) return false;
    this.free--;
    return true;
  }
  give() {
    this.free++;
    for (const w of [...this.waiting]) w();
  }
  /** `wake` is called whenever a slot comes free, until the returned function is called. */
  watch(wake) {
    this.waiting.add(wake);
    return () => this.waiting.delete(wake);
  }
};

// src/oci/blob/fetch.ts
var blobWhat = (t, d) => `Blob ${d.digest.slice(0, 19)}\u2026 of ${t.registry}/${t.repository}`;
var BlobFetcher = class {
  t;
  limits;
  parts;
  constructor(t, limits) {
    this.t = t;
    const connections = Math.max(1, Math.floor(limits.connections));
    this.limits = {
      deadline: limits.deadline,
      connections,
      partBytes: partBytesFor(connections, limits.partBytes),
      maxResumes: limits.maxResumes ?? 20
    };
    this.parts = new PartBudget(connections + 1);
  }
  /** A readable stream of the blob's bytes as they arrive; errors at its end unless they match `d`. */
  open(d, o) {
    const closed = new AbortController();
    const s = Readable.from(this.verified(d, o, closed.signal), { objectMode: true, highWaterMark: 64 });
    s.once("close", () => closed.abort(new Error("the blob stream was closed")));
    return s;
  }
  /** The one place a blob is verified, however it was fetched: size and sha256, in order. */
  async *verified(d, o, signal) {
    const what = blobWhat(this.t, d);
    const hash = createHash("sha256");
    let n = 0;
    for await (const c of this.fetched(d, o, signal)) {
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
  /** Large blobs over several connections, falling back to one stream without Range. */
  async *fetched(d, o, signal) {
    const t = this.t;
    const what = blobWhat(t, d);
    const l = this.limits;
    if (d.size === 0) return;
    if (l.connections > 1 && d.size >= PARALLEL_MIN_BYTES) {
      try {
        yield* rangedChunks(t, d, {
          ...l,
          parts: this.parts,
          logger: o.logger,
          what,
          onBytes: o.onBytes,
          signal
        });
        return;
      } catch (e) {
        if (!(e instanceof RangeNotHonoured)) throw e;
        e.response.message.destroy();
        o.logger.info(`${what}: the server ignores Range, so it comes over one connection.`);
      }
    }
    yield* readRange({
      what,
      host: t.registry,
      first: 0,
      last: d.size - 1,
      ask: (from) => t.get(
        `blobs/${d.digest}`,
        { "accept-encoding": "identity", ...from > 0 ? { range: `bytes=${from}-` } : {} },
        what
      ),
      whole: () => {
      },
      // the server ignored Range: read past what we already have
      describe: (status, text) => t.describe(what, status, text),
      deadline: l.deadline,
      maxResumes: l.maxResumes,
      logger: o.logger,
      onBytes: o.onBytes,
      signal
    });
  }
};

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
var blobs = new BlobFetcher(transport, {
  deadline: { stallMs: topts.stallMs ?? 3e4, minBytesPerSecond: topts.minBytesPerSecond ?? 16 << 10 },
  connections: topts.connections ?? 1,
  partBytes: topts.partBytes
});
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
    p.blob = blobs.open(d, { logger, onBytes: (n2) => bytes += n2 });
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
