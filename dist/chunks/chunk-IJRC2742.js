import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  ConnectionLimit,
  IntegrityError,
  RangeFetcher,
  RangeIgnoredError,
  readRange
} from "./chunk-C2UCNMAK.js";

// src/oci/blob/fetch.ts
import { createHash } from "node:crypto";
import { Readable } from "node:stream";

// src/oci/blob/parts.ts
function partRange(i, partBytes, size) {
  const first = i * partBytes;
  return { first, last: Math.min(size, first + partBytes) - 1 };
}
function partsOf(first, last, partBytes) {
  const parts = [];
  for (let from = first; from <= last; from += partBytes)
    parts.push({ first: from, last: Math.min(last, from + partBytes - 1) });
  return parts;
}
async function readInParts(f, ask, partBytes, buffer) {
  const settled = await Promise.allSettled(
    partsOf(ask.first, ask.last, partBytes).map(
      (p) => f.readInto({ ...ask, first: p.first, last: p.last }, buffer, p.first - ask.first)
    )
  );
  const failed = settled.find((x) => x.status === "rejected");
  if (failed) throw failed.reason;
  return buffer();
}

// src/oci/blob/waits.ts
var WAIT_REPORT_MS = 50;
var realClock = {
  now: () => performance.now(),
  every: (ms, fn) => {
    const t = setInterval(fn, ms).unref();
    return () => clearInterval(t);
  }
};
var Waits = class {
  o;
  clock;
  open = /* @__PURE__ */ new Set();
  stopTicks;
  constructor(o) {
    this.o = o;
    this.clock = o.clock ?? realClock;
  }
  tell(w, upTo) {
    if (upTo <= w.told) return;
    const from = w.told;
    w.told = upTo;
    let ms = upTo - from;
    if (this.o.hungrySince) {
      const h = this.o.hungrySince();
      ms = h === void 0 ? 0 : upTo - Math.max(from, h);
    }
    if (ms > 0 && this.o.limit.starved(ms)) this.o.grew?.(w.what, this.o.limit.current);
  }
  /**
   * A wait for `what` (a name, or what the grew callback makes one of) begins now; the returned
   * function ends it now.
   */
  begin(what) {
    const w = { what, told: this.clock.now() };
    this.open.add(w);
    this.stopTicks ??= this.clock.every(WAIT_REPORT_MS, () => {
      const now = this.clock.now();
      for (const x of this.open) this.tell(x, now);
    });
    return () => {
      if (this.open.delete(w)) this.tell(w, this.clock.now());
    };
  }
  /** No more waits: the ticker stops (waits still open are dropped, untold). */
  close() {
    this.stopTicks?.();
    this.stopTicks = void 0;
    this.open.clear();
  }
};

// src/oci/blob/ranged.ts
var PARALLEL_MIN_BYTES = 32 << 20;
var WAITING_BLOB_SLOTS = 2;
function rangedChunks(f, d, o) {
  return new RangedBlob(f, d, o).chunks();
}
var RangedBlob = class {
  f;
  d;
  o;
  count;
  failed;
  /** Stops the parts when the consumer lets go, or when one part failed. */
  stop = new AbortController();
  /** The parts started and not yet handed on, by their first part's number. */
  parts = /* @__PURE__ */ new Map();
  /** The tail being fetched (the rest of the blob over one request), until it is cut. */
  tail;
  /** Resolved when part 0's first bytes came (206): the other connections may open. */
  honoured;
  rangeHonoured = new Promise((r) => this.honoured = r);
  /** Parts holding a slot of the part budget. */
  slotted = /* @__PURE__ */ new Set();
  started = 0;
  handed = 0;
  /** Bytes the consumer has taken. */
  taken = 0;
  inFlight = 0;
  opened = false;
  /** The consumer's waits, told to the connections. */
  waits;
  constructor(f, d, o) {
    this.f = f;
    this.d = d;
    this.o = o;
    this.count = Math.ceil(d.size / o.partBytes);
    this.waits = new Waits({
      limit: f.limit,
      clock: o.clock,
      hungrySince: o.hungrySince,
      grew: (part, n) => o.logger.debug(`${o.what}: waited for part ${part}; ${n} connections now.`)
    });
    this.stop.signal.addEventListener("abort", () => this.repace());
  }
  /**
   * Fetches `part`. Its chunks are kept there until the consumer takes them: the part being read
   * hands them on as they arrive (one connection streams; chunks die young instead of waiting in
   * memory for the part's end). A tail asks for the rest of the blob and stops where it was cut,
   * closing its connection there (the rest of its answer is not read).
   */
  async fetchPart(part) {
    const P = this.o.partBytes;
    const { first, last } = partRange(part.start, P, this.d.size);
    const tail = part.end - part.start > 1;
    const body = this.f.read({
      digest: this.d.digest,
      first,
      last: tail ? this.d.size - 1 : last,
      what: this.o.what,
      part: tail ? `parts ${part.start + 1}-${this.count} of ${this.count}` : `part ${part.start + 1} of ${this.count}`,
      priority: part.start,
      onBytes: this.o.onBytes,
      signal: this.stop.signal
    });
    for await (const c of body) {
      if (part.start === 0) this.honoured();
      const left = Math.min(this.d.size, part.end * P) - first - part.got;
      const cut = tail && part.end < this.count && c.length >= left;
      const kept = cut ? c.subarray(0, left) : c;
      part.got += kept.length;
      if (kept.length) part.chunks.push(kept);
      part.wake?.();
      if (cut) break;
      while (this.paced(part.start) && part.chunks.length > 0 && !this.stop.signal.aborted)
        await new Promise((r) => part.taken = r);
      part.taken = void 0;
      if (this.stop.signal.aborted) break;
    }
  }
  /**
   * Cuts the tail at the end of the part it is fetching, so the parts after it can go over the
   * connections the count grew to; a tail already in its last part runs to the end.
   */
  cutTail() {
    const t = this.tail;
    if (!t || this.width === 1) return;
    this.tail = void 0;
    const end = t.start + Math.floor(t.got / this.o.partBytes) + 1;
    if (end >= this.count) return;
    t.end = end;
    this.started = end;
  }
  get width() {
    return Math.min(this.o.connections, this.f.limit.current);
  }
  /**
   * Parts in flight at once: `width`, and at one connection the tail too, asked for while the part
   * before it is read and left waiting in its socket (paced) until its turn, so no part costs the
   * consumer a request's round trip (docs/benchmarks.md, "Tuned constants").
   */
  get room() {
    return this.opened ? this.width + (this.width === 1 ? 1 : 0) : 1;
  }
  /**
   * Part i goes at its consumer's pace: the part read next, and a part `width` or more past it (at
   * one connection the next one, asked for early; at more, one started while the parts before it
   * wait to be read: it waits in its socket until the window reaches it). The others are read
   * eagerly, which is what parallel parts are for. A part read next and read eagerly held its
   * chunks while the consumer was busy, long enough to outlive the download thread's young
   * generation (docs/benchmarks.md, "Tuned constants").
   */
  paced(i) {
    return i === this.handed || i >= this.handed + this.width;
  }
  /** Paused parts look again at whether they are paced (the width or the part read next changed). */
  repace() {
    for (const [, p] of this.parts) p.taken?.();
  }
  /**
   * The schedule: parts start in order while fewer than `room` are in flight and a slot is free
   * (in flight, or fetched and waiting to be handed on, a part holds one until handed on); a blob
   * that holds no part starts one without a slot.
   */
  fill() {
    this.cutTail();
    while (!this.failed && !this.stop.signal.aborted && this.started < this.count && this.inFlight < this.room) {
      if (this.taken < this.o.partBytes && this.slotted.size >= WAITING_BLOB_SLOTS) break;
      if (this.o.parts.take()) this.slotted.add(this.started);
      else if (this.started > this.handed) break;
      const start = this.started;
      const end = this.width === 1 ? this.count : start + 1;
      const part = { start, end, got: 0, chunks: [], ended: false, fetched: Promise.resolve() };
      if (end - start > 1) this.tail = part;
      part.fetched = this.fetchPart(part);
      this.inFlight++;
      part.fetched.then(
        () => {
          this.inFlight--;
          part.ended = true;
          part.wake?.();
          if (this.tail === part) this.tail = void 0;
          this.fill();
        },
        (e) => {
          this.inFlight--;
          this.failed ??= e;
          part.failed = e;
          part.wake?.();
          this.stop.abort(this.failed);
        }
      );
      this.parts.set(start, part);
      this.started = end;
    }
  }
  handOn(i) {
    if (this.slotted.delete(i)) this.o.parts.give();
  }
  /**
   * Part i's chunks as they arrive. The time the consumer starves for them, once the parts before
   * it have all been handed on, is the network being behind (auto connections: waits.ts). Waits in
   * the first two parts' bytes are not counted: the second part only started when the first
   * answered.
   */
  async *take(part) {
    for (; ; ) {
      if (part.chunks.length > 0) {
        const chunks = part.chunks;
        part.chunks = [];
        part.taken?.();
        for (const c of chunks) this.taken += c.length;
        yield* chunks;
        continue;
      }
      if (part.failed) throw part.failed;
      if (part.ended) break;
      const P = this.o.partBytes;
      const waited = this.taken >= 2 * P ? this.waits.begin(Math.floor(this.taken / P) + 1) : void 0;
      await new Promise((r) => part.wake = r);
      part.wake = void 0;
      waited?.();
    }
  }
  async *chunks() {
    const onAbort = () => this.stop.abort(this.o.signal.reason);
    this.o.signal.addEventListener("abort", onAbort);
    const unwatch = this.o.parts.watch(() => this.fill());
    const unwatchLimit = this.f.limit.watch(() => {
      this.repace();
      this.fill();
    });
    try {
      this.fill();
      await Promise.race([this.rangeHonoured, this.parts.get(0).fetched]);
      this.opened = true;
      this.fill();
      for (let i = 0; i < this.count; ) {
        const part = this.parts.get(i);
        yield* this.take(part);
        this.parts.delete(i);
        this.handed = part.end;
        this.repace();
        this.handOn(i);
        this.fill();
        i = part.end;
      }
    } finally {
      this.stop.abort(new Error("the blob was closed"));
      this.o.signal.removeEventListener("abort", onAbort);
      unwatch();
      unwatchLimit();
      this.waits.close();
      for (const [, p] of this.parts) p.fetched.catch(() => {
      });
      for (const i of [...this.slotted]) this.handOn(i);
    }
  }
};

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
  ranges;
  constructor(t, limits) {
    this.t = t;
    const connections = Math.max(1, Math.floor(limits.connections));
    const adaptive = (limits.adaptive ?? false) && connections > 1;
    const limit = new ConnectionLimit(connections, adaptive);
    this.limits = {
      deadline: limits.deadline,
      connections,
      // Adaptive: parts as large as with 4 connections (fewer round trips on a slow link); the
      // budget still has a slot per connection it may grow to.
      partBytes: partBytesFor(adaptive ? Math.min(4, connections) : connections, limits.partBytes),
      maxResumes: limits.maxResumes ?? 20
    };
    this.parts = new PartBudget(connections + 1);
    this.ranges = new RangeFetcher({
      transport: t,
      limit,
      deadline: limits.deadline,
      maxResumes: this.limits.maxResumes,
      logger: limits.logger,
      slots: false
    });
  }
  /** A readable stream of the blob's bytes as they arrive; errors at its end unless they match `d`. */
  open(d, o) {
    const closed = new AbortController();
    const s = Readable.from(this.verified(d, o, closed.signal), { objectMode: true, highWaterMark: 64 });
    const letGo = () => closed.abort(new Error("the blob stream was closed"));
    const destroy = s.destroy.bind(s);
    s.destroy = ((e) => {
      letGo();
      return destroy(e);
    });
    s.once("close", letGo);
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
      let yielded = false;
      try {
        for await (const c of rangedChunks(this.ranges, d, {
          connections: l.connections,
          partBytes: l.partBytes,
          parts: this.parts,
          logger: o.logger,
          what,
          onBytes: o.onBytes,
          hungrySince: o.hungrySince,
          signal
        })) {
          yielded = true;
          yield c;
        }
        return;
      } catch (e) {
        if (!(e instanceof RangeIgnoredError) || yielded) throw e;
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
  readInParts,
  Waits,
  BlobFetcher
};
