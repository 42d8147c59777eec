import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  ConnectionLimit,
  IntegrityError,
  RegistryError,
  onHost,
  readRange
} from "./chunk-DZ5H3GC3.js";

// src/oci/blob/fetch.ts
import { createHash } from "node:crypto";
import { Readable } from "node:stream";

// src/oci/blob/ranged.ts
var PARALLEL_MIN_BYTES = 32 << 20;
var WAITING_BLOB_SLOTS = 2;
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
  const parts = /* @__PURE__ */ new Map();
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
  const fetchPart = async (i, into) => {
    const first = i * P;
    const last = Math.min(d.size, first + P) - 1;
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
      onBytes: (n) => {
        o.onBytes?.(n);
        const said = o.limit?.delivered(n);
        if (said) o.logger.debug(`${o.what}: ${said}`);
      },
      signal: stop.signal,
      active
    });
    for await (const c of body) {
      into.chunks.push(c);
      into.wake?.();
      while (paced(i) && into.chunks.length > 0 && !stop.signal.aborted)
        await new Promise((r) => into.taken = r);
      into.taken = void 0;
      if (stop.signal.aborted) break;
    }
  };
  const starvedFor = (since) => {
    const now = performance.now();
    if (!o.hungrySince) return now - since;
    const h = o.hungrySince();
    return h === void 0 ? 0 : now - Math.max(since, h);
  };
  const slotted = /* @__PURE__ */ new Set();
  let started = 0;
  let handed = 0;
  let inFlight = 0;
  let opened = false;
  const width = () => Math.min(o.connections, o.limit?.current ?? o.connections);
  const room = () => opened ? width() + (width() === 1 ? 1 : 0) : 1;
  const paced = (i) => i === handed || i >= handed + width();
  const repace = () => {
    for (const [, p] of parts) p.taken?.();
  };
  stop.signal.addEventListener("abort", () => {
    for (const m of active) m.destroy();
    repace();
  });
  const fill = () => {
    while (!failed && !stop.signal.aborted && started < count && inFlight < room()) {
      if (handed === 0 && slotted.size >= WAITING_BLOB_SLOTS) break;
      if (o.parts.take()) slotted.add(started);
      else if (started > handed) break;
      const body = { chunks: [] };
      const part = Object.assign(body, { fetched: fetchPart(started, body), ended: false });
      inFlight++;
      part.fetched.then(
        () => {
          inFlight--;
          part.ended = true;
          part.wake?.();
          fill();
        },
        (e) => {
          inFlight--;
          failed ??= e;
          part.failed = e;
          part.wake?.();
          stop.abort(failed);
        }
      );
      parts.set(started++, part);
    }
  };
  const unwatch = o.parts.watch(fill);
  const unwatchLimit = o.limit?.watch(() => {
    repace();
    fill();
  });
  const handOn = (i) => {
    if (slotted.delete(i)) o.parts.give();
  };
  try {
    fill();
    await Promise.race([rangeHonoured, parts.get(0).fetched]);
    opened = true;
    fill();
    for (let i = 0; i < count; i++) {
      const part = parts.get(i);
      let waited = 0;
      for (; ; ) {
        if (part.chunks.length > 0) {
          const chunks = part.chunks;
          part.chunks = [];
          part.taken?.();
          yield* chunks;
          continue;
        }
        if (part.failed) throw part.failed;
        if (part.ended) break;
        const since = performance.now();
        await new Promise((r) => part.wake = r);
        part.wake = void 0;
        if (i > 1) waited += starvedFor(since);
      }
      if (waited > 0 && o.limit?.waited(waited))
        o.logger.debug(`${o.what}: waited for part ${i + 1}; ${o.limit.current} connections now.`);
      parts.delete(i);
      handed = i + 1;
      repace();
      handOn(i);
      fill();
    }
  } finally {
    stop.abort(new Error("the blob was closed"));
    o.signal.removeEventListener("abort", onAbort);
    unwatch();
    unwatchLimit?.();
    for (const [, p] of parts) p.fetched.catch(() => {
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
  limit;
  constructor(t, limits) {
    this.t = t;
    const connections = Math.max(1, Math.floor(limits.connections));
    const adaptive = (limits.adaptive ?? false) && connections > 1;
    this.limit = new ConnectionLimit(connections, adaptive);
    this.limits = {
      deadline: limits.deadline,
      connections,
      // Adaptive: parts as large as with 4 connections (fewer round trips on a slow link); the
      // budget still has a slot per connection it may grow to.
      partBytes: partBytesFor(adaptive ? Math.min(4, connections) : connections, limits.partBytes),
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
          limit: this.limit,
          logger: o.logger,
          what,
          onBytes: o.onBytes,
          hungrySince: o.hungrySince,
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

export {
  BlobFetcher
};
