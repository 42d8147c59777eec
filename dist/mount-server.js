import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  expectTree,
  transportOf
} from "./chunks/chunk-BZZNMCEU.js";
import {
  layerOf,
  parseDynamic,
  parseInputs,
  placeOf,
  sha256,
  spanBytes,
  spanOut,
  spansOver
} from "./chunks/chunk-YDTHPB4W.js";
import {
  MOUNT_OPTIONS,
  formatBytes,
  neutralise
} from "./chunks/chunk-XOU5DUIR.js";
import {
  ConnectionLimit,
  RangeFetcher,
  firstOf
} from "./chunks/chunk-C2UCNMAK.js";
import "./chunks/chunk-AIIFCKQX.js";
import "./chunks/chunk-H2YWDJ6P.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  PRIME_ROOM,
  primed
} from "./chunks/chunk-VY53KKWA.js";
import "./chunks/chunk-UJ5VBC7K.js";
import "./chunks/chunk-BCDXUKTB.js";
import {
  replaceWhole,
  writeFully
} from "./chunks/chunk-KZDXDXZ6.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/mount/server.ts
import { appendFileSync, openSync as openSync4, readFileSync, rmSync as rmSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
import { spawn, spawnSync } from "node:child_process";

// src/mount/store/content.ts
import { createHash } from "node:crypto";
import {
  closeSync as closeSync2,
  mkdirSync as mkdirSync2,
  openSync as openSync2,
  readSync,
  renameSync as renameSync2,
  rmSync as rmSync2,
  statSync,
  writeFileSync
} from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { join } from "node:path";

// src/mount/store/gate.ts
var Gate = class {
  free;
  total;
  queue = [];
  asked = 0;
  constructor(total) {
    this.total = total;
    this.free = total;
  }
  /** What is taken now (tests). */
  get taken() {
    return this.total - this.free;
  }
  /** Takes `n` (at most the whole budget) once it is free and everyone before it has had theirs. */
  async take(n, priority = 0) {
    const k = Math.min(n, this.total);
    if (!this.queue.length && this.free >= k) {
      this.free -= k;
      return k;
    }
    const rank = typeof priority === "number" ? { value: priority } : priority;
    await new Promise((go) => this.queue.push({ n: k, rank, seq: this.asked++, go }));
    return k;
  }
  /** Gives back what take() returned. */
  give(k) {
    this.free += k;
    while (this.queue.length) {
      const at = firstOf(this.queue);
      if (this.free < this.queue[at].n) break;
      const w = this.queue.splice(at, 1)[0];
      this.free -= w.n;
      w.go();
    }
  }
  /** `fn` run holding `n`, given back however it ends. */
  async with(n, fn, priority = 0) {
    const k = await this.take(n, priority);
    try {
      return await fn();
    } finally {
      this.give(k);
    }
  }
};

// src/mount/store/span-inflate.ts
import { createInflateRaw, constants as z } from "node:zlib";
var INFLATE_CHUNK = 1 << 20;
function inflateExactly(input, window, out) {
  const n = out.length;
  return new Promise((resolve, reject) => {
    let got = 0;
    let settled = false;
    const settle = (e, v) => {
      if (settled) return;
      settled = true;
      if (e) reject(e);
      else resolve(v);
    };
    let last;
    const free = (ab) => {
      if (ab && !ab.detached && ab.byteLength === INFLATE_CHUNK) ab.transfer(0);
    };
    const zs = createInflateRaw({
      ...window.length ? { dictionary: window } : {},
      finishFlush: z.Z_SYNC_FLUSH,
      chunkSize: INFLATE_CHUNK
    });
    const closed = new Promise((r) => zs.once("close", () => r(false)));
    zs.on("data", (c) => {
      const k = Math.min(c.length, n - got);
      c.copy(out, got, 0, k);
      got += k;
      const ab = c.buffer;
      if (last !== ab) free(last);
      last = ab;
      if (got === n) {
        settle(void 0, out);
        zs.destroy();
      }
    });
    zs.on("error", (e) => settle(e));
    zs.on("end", () => settle(void 0, out.subarray(0, got)));
    zs.on("close", () => {
      free(last);
      last = void 0;
    });
    void (async () => {
      try {
        for await (const piece of input) {
          if (settled) break;
          const taken = await Promise.race([new Promise((r) => zs.write(piece, (e) => r(!e))), closed]);
          if (!taken || settled) break;
        }
        if (!settled) zs.end();
      } catch (e) {
        settle(e);
        zs.destroy();
      }
    })();
  });
}

// src/mount/store/peer.ts
var fileWork = (sha2562) => `file:${sha2562}`;
var spanWork = (layer, span) => `span:${layer}:${span}`;
var isPeerNote = (m) => typeof m === "object" && m !== null && m.t === "peer" && typeof m.what === "string";
var Peers = class {
  others = /* @__PURE__ */ new Map();
  /** When the last note came (performance.now()). */
  lastNote = performance.now();
  /** `id` fills the store too from now on; `send` tells it a note. */
  add(id, send) {
    this.others.set(id, { send, busy: /* @__PURE__ */ new Map() });
  }
  get size() {
    return this.others.size;
  }
  /** Tells every other process that this one began (or ended) `what`. */
  tell(what, doing) {
    for (const o of this.others.values())
      try {
        o.send({ t: "peer", doing, what });
      } catch {
      }
  }
  /** Tells the others that this one got on (a span fetched): no work begins or ends with it. */
  progress() {
    this.tell("", false);
  }
  /** A note from `id`. */
  heard(id, n) {
    const busy = this.others.get(id)?.busy;
    if (!busy) return;
    this.lastNote = performance.now();
    if (!n.what) return;
    if (n.doing) {
      if (busy.has(n.what)) return;
      let end;
      const done = new Promise((r) => end = r);
      busy.set(n.what, { done, end });
    } else {
      busy.get(n.what)?.end();
      busy.delete(n.what);
    }
  }
  /**
   * When another process is at `file`, or at every one of `spans` (the file lies in what it
   * inflates): the end of that work; else undefined (waiting would not bring the file).
   */
  doing(file, spans) {
    const at = (w) => {
      for (const o of this.others.values()) {
        const b = o.busy.get(w);
        if (b) return b;
      }
      return void 0;
    };
    const f = at(file);
    if (f) return f.done;
    const s = spans.map(at);
    if (!s.length || s.some((x) => !x)) return void 0;
    return Promise.all(s.map((x) => x.done)).then(() => {
    });
  }
  /**
   * Resolves once no note has come from another process for `ms`: it has stopped getting on (a
   * process at the lowest CPU priority on a busy machine, or a stuck one). A large file takes the
   * fill many spans, each told as it is fetched and as it is inflated: a fixed time to wait for the
   * whole file was too short for a file of many spans (both fetched and inflated it).
   */
  quiet(ms) {
    let timer;
    const p = new Promise((resolve) => {
      const check = () => {
        const left = this.lastNote + ms - performance.now();
        if (left <= 0) resolve();
        else timer = setTimeout(check, left);
      };
      check();
    });
    return { p, cancel: () => clearTimeout(timer) };
  }
  /** `id` is gone: whatever it was doing will not end, so nothing waits for it. */
  gone(id) {
    const o = this.others.get(id);
    if (!o) return;
    this.others.delete(id);
    for (const b of o.busy.values()) b.end();
  }
};

// src/mount/store/keeping.ts
var SERVER_KEEPING = { held: 0, spares: 0 };
var FILL_KEEPING = { held: 2, spares: 2 };

// src/mount/store/store-files.ts
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, renameSync, rmSync, statfsSync } from "node:fs";
import { dirname } from "node:path";
function freeBytes(dir) {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return void 0;
  }
}
function takeSpare(spares, bytes) {
  const k = spares.findIndex((ab) => ab.byteLength >= bytes);
  return k < 0 ? void 0 : spares.splice(k, 1)[0];
}
function retire(spares, ab, max) {
  if (ab.detached) return;
  if (spares.length < max) spares.push(ab);
  else ab.transfer(0);
}
var SPAN_PIECE = 1 << 20;
async function* spanPieces(fh, length, bit, piece = SPAN_PIECE) {
  try {
    const ab = new ArrayBuffer(PRIME_ROOM + Math.min(piece, length));
    for (let at = 0; at < length; ) {
      const k = Math.min(piece, length - at);
      const b = Buffer.from(ab, PRIME_ROOM, k);
      const { bytesRead } = await fh.read(b, 0, k, at);
      if (bytesRead !== k) throw new Error(`the store holds ${at + bytesRead} bytes of a span of ${length}`);
      yield at === 0 ? primed(b, bit, true) : b;
      at += k;
    }
  } finally {
    await fh.close();
  }
}
var partOf = (path) => `${path}.${randomBytes(6).toString("hex")}.part`;
function openPart(path) {
  const tmp = partOf(path);
  try {
    return { fd: openSync(tmp, "w", 384), tmp };
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
    mkdirSync(dirname(tmp), { recursive: true, mode: 448 });
    return { fd: openSync(tmp, "w", 384), tmp };
  }
}
function keep(path, bytes) {
  const { fd, tmp } = openPart(path);
  try {
    writeFully(fd, bytes, 0);
  } catch (e) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, path);
}

// src/mount/store/held-outputs.ts
var HeldOutputs = class {
  /** By `layer:span`, most recently used last. */
  outputs = /* @__PURE__ */ new Map();
  keeping;
  spares;
  /** `spares`: where a buffer given up goes while they are fewer than `keeping.spares`. */
  constructor(keeping, spares) {
    this.keeping = keeping;
    this.spares = spares;
  }
  /** The output of span `key` if it is held, now the most recently used. */
  get(key) {
    const held = this.outputs.get(key);
    if (held) {
      this.outputs.delete(key);
      this.outputs.set(key, held);
    }
    return held;
  }
  /** `out` held as the most recently used; the oldest beyond `keeping.held` given up. */
  put(key, out) {
    this.outputs.set(key, out);
    const given = [];
    while (this.outputs.size > this.keeping.held) {
      const [oldest, old] = this.outputs.entries().next().value;
      this.outputs.delete(oldest);
      given.push(old.buffer);
    }
    if (given.length)
      setImmediate(() => {
        for (const ab of given) retire(this.spares, ab, this.keeping.spares);
      });
  }
};

// src/mount/store/fill-ahead.ts
var FILL_SPANS_AHEAD = 8;
var FillAhead = class {
  layers;
  index;
  /** The plan over `byLayer` (every file with content, by layer, in the order of their bytes); `have`: the store has it. */
  constructor(index, byLayer, have) {
    this.index = index;
    this.layers = index.layers.map((l, i) => {
      const spans = [];
      if (l.compression === "gzip" && l.spans.length)
        for (const c of byLayer[i]) {
          if (have(c)) continue;
          const [first, last] = spansOver(l, c.data, c.data + c.size);
          for (let j = Math.max(first, (spans.at(-1) ?? -1) + 1); j <= last; j++) spans.push(j);
        }
      return { spans, past: 0, asked: 0 };
    });
  }
  /**
   * The spans of `c`'s layer to ask for now that the fill is at `c`: those of the plan within
   * FILL_SPANS_AHEAD after `c`'s last, not asked for before. Asked from a file the store has too:
   * the plan holds only spans of files it lacked.
   */
  after(c) {
    const p = this.layers[c.layer];
    if (!p.spans.length) return [];
    const [, last] = spansOver(this.index.layers[c.layer], c.data, c.data + c.size);
    while (p.past < p.spans.length && p.spans[p.past] <= last) p.past++;
    const to = Math.min(p.spans.length, p.past + FILL_SPANS_AHEAD);
    const ask = p.spans.slice(Math.max(p.asked, p.past), to);
    p.asked = Math.max(p.asked, to);
    return ask;
  }
};

// src/mount/store/content.ts
var PASSENGER_MAX = 256 << 10;
var PEER_WAIT_MS = 2e3;
var READ_AHEAD = 1;
var READ_AHEAD_PRIORITY = 1e3;
var FETCHING_BYTES = 64 << 20;
var HASH_READ = 4 << 20;
var INFLATING = 2;
var FILL_FILES = 2;
var FILL_PRIORITY = 2e3;
var FILL_RESERVE = 2 * 2 ** 30;
var ContentStore = class {
  o;
  filesDir;
  spansDir;
  inflight = /* @__PURE__ */ new Map();
  spanBytes = /* @__PURE__ */ new Map();
  /** Spans inflated lately, `keeping.held` of them. */
  outputs;
  /**
   * Output buffers of spans no longer held, used again by the next inflations: a span's output is
   * MiBs, and new ones each time were most of what the server held (garbage until a collection).
   */
  spare = [];
  /** digestOf()'s buffer. */
  hashing = Buffer.allocUnsafeSlow(HASH_READ);
  /** Spans being inflated, each once however many files wait for it, with its priority meanwhile. */
  inflations = /* @__PURE__ */ new Map();
  stored = /* @__PURE__ */ new Set();
  refused = /* @__PURE__ */ new Map();
  stats = { files: 0, fileBytes: 0, spans: 0, spanBytes: 0, inflated: 0, failures: 0 };
  empty;
  /** Compressed span bytes in memory, fetching (FETCHING_BYTES). */
  fetching = new Gate(FETCHING_BYTES);
  /** Spans being inflated (INFLATING). */
  inflating = new Gate(INFLATING);
  stopped = false;
  keeping;
  /**
   * The other process filling this store, while there is one (peer.ts): told what this one begins
   * and ends; a file it is at is waited for (while it tells something every `waitMs`) instead of
   * fetched again.
   */
  shared;
  constructor(o) {
    this.o = o;
    this.keeping = o.keeping ?? SERVER_KEEPING;
    this.outputs = new HeldOutputs(this.keeping, this.spare);
    this.filesDir = join(o.dir, "files");
    this.spansDir = join(o.dir, "spans");
    mkdirSync2(this.filesDir, { recursive: true, mode: 448 });
    mkdirSync2(this.spansDir, { recursive: true, mode: 448 });
    this.empty = join(o.dir, "empty");
    writeFileSync(this.empty, "");
  }
  /**
   * The path of `c`'s verified content if the store has it now (fetched by this process, or by the
   * background fill's: a file is renamed into place only once verified), else undefined.
   */
  have(c) {
    if (!c.size) return this.empty;
    const path = join(this.filesDir, c.sha256);
    if (this.stored.has(c.sha256)) return path;
    if (statSync(path, { throwIfNoEntry: false })?.size !== c.size) return void 0;
    this.stored.add(c.sha256);
    return path;
  }
  /** From now on, `peers` fill this store too (undefined: no longer). */
  sharedWith(peers, waitMs = Infinity) {
    this.shared = peers && { peers, waitMs };
  }
  /** `c` is not in the store after all (its file could not be opened): fetched again when asked for. */
  forget(c) {
    this.stored.delete(c.sha256);
  }
  /**
   * The path of `c`'s verified content in the store, fetched first if it is not there: its spans
   * asked for at `priority` (lower first: a file being read at 0).
   */
  file(c, priority = 0) {
    const have = this.have(c);
    if (have) return Promise.resolve(have);
    const path = join(this.filesDir, c.sha256);
    const refused = this.refused.get(c.sha256);
    if (refused) return Promise.reject(refused);
    let p = this.inflight.get(c.sha256);
    if (p) this.urge(c, priority);
    else {
      p = this.fetchOrWait(c, path, priority).then(
        () => {
          this.stored.add(c.sha256);
          this.inflight.delete(c.sha256);
          return path;
        },
        (e) => {
          this.inflight.delete(c.sha256);
          if (!this.stopped) this.stats.failures++;
          if (e instanceof MismatchError) this.refused.set(c.sha256, e);
          throw e;
        }
      );
      this.inflight.set(c.sha256, p);
    }
    return p;
  }
  /**
   * `c` fetched into the store, unless the other process filling it is at `c` already: then its
   * work is waited for (while it gets on), and `c` fetched only if that did not bring it.
   */
  async fetchOrWait(c, path, priority) {
    const shared = this.shared;
    if (shared) {
      const l = this.o.index.layers[c.layer];
      const [first, last] = spansOver(l, c.data, c.data + c.size);
      const spans = Array.from({ length: last - first + 1 }, (_, k) => spanWork(c.layer, first + k));
      const work = shared.peers.doing(fileWork(c.sha256), spans);
      if (work) {
        const quiet = shared.waitMs < Infinity ? shared.peers.quiet(shared.waitMs) : void 0;
        await Promise.race([work, ...quiet ? [quiet.p] : []]);
        quiet?.cancel();
        if (this.have(c)) return;
      }
    }
    const told = this.shared?.peers;
    told?.tell(fileWork(c.sha256), true);
    try {
      await this.fetchFile(c, path, priority);
    } finally {
      told?.tell(fileWork(c.sha256), false);
    }
  }
  /**
   * The sha256 of the file at `path`, read on this thread into one buffer used again, a few MiB at
   * a time with the loop let go between (a stream's 64 KiB chunks were a file's size of garbage).
   */
  async digestOf(path) {
    const fd = openSync2(path, "r");
    try {
      const hash = createHash("sha256");
      for (let at = 0, n; (n = readSync(fd, this.hashing, 0, this.hashing.length, at)) > 0; at += n) {
        hash.update(n === this.hashing.length ? this.hashing : this.hashing.subarray(0, n));
        await new Promise((r) => setImmediate(r));
      }
      return hash.digest("hex");
    } finally {
      closeSync2(fd);
    }
  }
  /** The spans of `c` still waiting to be fetched or inflated go at `priority` if that is sooner. */
  urge(c, priority) {
    const [first, last] = spansOver(this.o.index.layers[c.layer], c.data, c.data + c.size);
    for (let j = first; j <= last; j++) this.urgeSpan(c.layer, j, priority);
  }
  /** Span `j` of layer `i`, if it waits to be fetched or inflated, goes at `priority` if that is sooner. */
  urgeSpan(i, j, priority) {
    for (const u of [
      this.spanBytes.get(this.o.index.layers[i].spans[j].sha256)?.rank,
      this.inflations.get(`${i}:${j}`)?.rank
    ])
      if (u && priority < u.value) u.value = priority;
  }
  async fetchFile(c, path, priority) {
    const l = this.o.index.layers[c.layer];
    if (l.compression !== "gzip")
      throw new Error(`layer ${c.layer + 1} is ${l.compression}: only gzip layers mount lazily`);
    const end = c.data + c.size;
    const [first, last] = spansOver(l, c.data, end);
    for (let j = last + 1; j <= Math.min(l.spans.length - 1, last + READ_AHEAD); j++)
      this.span(c.layer, j, Math.max(priority, READ_AHEAD_PRIORITY)).catch(() => {
      });
    const tmp = partOf(path);
    const fd = openSync2(tmp, "w", 384);
    const hash = createHash("sha256");
    let hashed = c.data;
    try {
      const parts = [];
      for (let j = first; j <= last; j++)
        parts.push(
          this.output(c.layer, j, priority).then((out) => {
            const [s0] = spanOut(l, j);
            const from = Math.max(c.data, s0);
            const to = Math.min(end, s0 + out.length);
            const bytes = out.subarray(from - s0, to - s0);
            writeFully(fd, bytes, from - c.data);
            if (hashed !== from) hashed = -1;
            else {
              hash.update(bytes);
              hashed = to;
            }
          })
        );
      const settled = await Promise.allSettled(parts);
      const failed = settled.find((x) => x.status === "rejected");
      if (failed) throw failed.reason;
    } catch (e) {
      closeSync2(fd);
      rmSync2(tmp, { force: true });
      throw e;
    }
    closeSync2(fd);
    const digest = hashed === end ? hash.digest("hex") : await this.digestOf(tmp);
    if (digest !== c.sha256) {
      await rm(tmp, { force: true });
      throw new MismatchError(
        `its bytes (layer ${c.layer + 1}, tar bytes ${c.data}-${end}) do not match the seek index's sha256 ${c.sha256.slice(0, 12)}\u2026`
      );
    }
    await rename(tmp, path);
    this.stats.files++;
    this.stats.fileBytes += c.size;
  }
  /** Span `j` of layer `i` inflated: its tar bytes (spanOut), kept a while for the next reader. */
  output(i, j, priority) {
    const key = `${i}:${j}`;
    const held = this.outputs.get(key);
    if (held) return Promise.resolve(held);
    const going = this.inflations.get(key);
    if (going) {
      this.urgeSpan(i, j, priority);
      return going.p;
    }
    const rank = { value: priority };
    const told = this.shared?.peers;
    told?.tell(spanWork(i, j), true);
    const p = this.inflateRanked(i, j, rank);
    this.inflations.set(key, { p, rank });
    p.finally(() => told?.tell(spanWork(i, j), false)).catch(() => {
    });
    p.then(
      (out) => {
        this.inflations.delete(key);
        this.outputs.put(key, out);
      },
      () => this.inflations.delete(key)
    );
    return p;
  }
  async inflateRanked(i, j, rank) {
    const l = this.o.index.layers[i];
    const cp = l.checkpoints[j];
    const [s0, s1] = spanOut(l, j);
    await this.span(i, j, rank.value);
    const out = await this.inflating.with(
      1,
      async () => {
        const at = join(this.spansDir, l.spans[j].sha256);
        const fh = await open(at, "r").catch(async (e) => {
          if (e.code !== "ENOENT") throw e;
          this.stored.delete(`span:${l.spans[j].sha256}`);
          await mkdir(this.spansDir, { recursive: true, mode: 448 });
          await this.span(i, j, rank.value);
          return await open(at, "r");
        });
        const n = s1 - s0;
        const into = takeSpare(this.spare, n);
        return await inflateExactly(
          spanPieces(fh, l.spans[j].length, cp.bit),
          cp.window,
          into ? Buffer.from(into, 0, n) : Buffer.allocUnsafeSlow(n)
        );
      },
      rank
    );
    if (out.length < s1 - s0)
      throw new Error(
        `layer ${i + 1}, span ${j + 1} inflates to ${out.length} bytes, not the ${s1 - s0} the seek index says`
      );
    this.stats.inflated++;
    const exact = out.subarray(0, s1 - s0);
    this.passengers(i, s0, exact);
    return exact;
  }
  /**
   * Small files lying whole in the span's output [s0, s0 + out.length): kept now, verified; every
   * such file while another process fills the store too (it would inflate the span again for it).
   */
  passengers(i, s0, out) {
    const list = this.o.byLayer[i];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (list[mid].data < s0) lo = mid + 1;
      else hi = mid;
    }
    const max = this.shared ? Infinity : PASSENGER_MAX;
    for (let k = lo; k < list.length && list[k].data + list[k].size <= s0 + out.length; k++) {
      const c = list[k];
      if (!c.size || c.size > max || this.inflight.has(c.sha256) || this.have(c)) continue;
      const bytes = out.subarray(c.data - s0, c.data - s0 + c.size);
      if (sha256(bytes) !== c.sha256) continue;
      try {
        keep(join(this.filesDir, c.sha256), bytes);
      } catch {
        continue;
      }
      this.stored.add(c.sha256);
      this.stats.files++;
      this.stats.fileBytes += c.size;
    }
  }
  /** Span `j` of layer `i`, compressed, verified and kept in the store: there, or fetched once. */
  span(i, j, priority = 0) {
    const s = this.o.index.layers[i].spans[j];
    if (this.stored.has(`span:${s.sha256}`)) return Promise.resolve();
    const have = this.spanBytes.get(s.sha256);
    if (have) {
      if (priority < have.rank.value) have.rank.value = priority;
      return have.p;
    }
    const rank = { value: priority };
    const p = this.fetchSpan(i, j, rank);
    this.spanBytes.set(s.sha256, { p, rank });
    p.then(
      () => {
        this.stored.add(`span:${s.sha256}`);
        this.spanBytes.delete(s.sha256);
      },
      () => this.spanBytes.delete(s.sha256)
    );
    return p;
  }
  async fetchSpan(i, j, rank) {
    const l = this.o.index.layers[i];
    const s = l.spans[j];
    const path = join(this.spansDir, s.sha256);
    const what = `Layer ${i + 1} (${l.digest.slice(0, 19)}\u2026), span ${j + 1} of ${l.spans.length}`;
    await this.fetching.with(
      s.length,
      async () => {
        if (await this.digestOf(path).catch(() => void 0) === s.sha256) return;
        for (let attempt = 1; ; attempt++) {
          const { fd, tmp } = openPart(path);
          const hash = createHash("sha256");
          let n = 0;
          try {
            for await (const b of this.o.ranges.read({
              digest: l.digest,
              ...spanBytes(l, j),
              what,
              priority: rank.value,
              urgency: rank
            })) {
              hash.update(b);
              writeFully(fd, b, n);
              n += b.length;
            }
          } catch (e) {
            closeSync2(fd);
            rmSync2(tmp, { force: true });
            throw e;
          }
          closeSync2(fd);
          if (n === s.length && hash.digest("hex") === s.sha256) {
            this.stats.spans++;
            this.stats.spanBytes += n;
            renameSync2(tmp, path);
            this.shared?.peers.progress();
            return;
          }
          rmSync2(tmp, { force: true });
          if (n !== s.length) throw new Error(`${what}: ${n} bytes where ${s.length} were asked for.`);
          if (attempt >= 2)
            throw new MismatchError(`${what}: its bytes do not match the seek index's sha256 twice in a row`);
          this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`);
        }
      },
      rank
    );
  }
  /**
   * Fetches every file not in the store yet, layer by layer in the order of their bytes (spans in
   * turn, each inflated once for the files side by side in it), FILL_FILES at a time, below the
   * files being read: a job that goes on to read the whole tree finds it on disk. The compressed
   * spans are removed once every file is in: nothing needs them then. Stops with stop().
   */
  async fill() {
    const t0 = performance.now();
    const files0 = this.stats.files;
    const bytes0 = this.stats.fileBytes;
    const inflated0 = this.stats.inflated;
    const all = this.o.byLayer.flat();
    const ahead = new FillAhead(this.o.index, this.o.byLayer, (c) => !!this.have(c));
    let next = 0;
    let failed = 0;
    let full;
    const worker = async () => {
      while (!this.stopped && !full && next < all.length) {
        const c = all[next++];
        const free = freeBytes(this.filesDir);
        if (free !== void 0 && free < FILL_RESERVE + 2 * c.size) {
          full = `only ${formatBytes(free)} is free where the store is, and the fill leaves ${formatBytes(FILL_RESERVE)} to the job`;
          break;
        }
        for (const j of ahead.after(c)) this.span(c.layer, j, FILL_PRIORITY).catch(() => {
        });
        await this.file(c, FILL_PRIORITY).catch(() => failed++);
      }
    };
    await Promise.all(Array.from({ length: FILL_FILES }, worker));
    if (this.stopped) return;
    if (full) {
      this.o.logger.info(
        `The background fill stopped after ${this.stats.files - files0} files (${formatBytes(this.stats.fileBytes - bytes0)}): ${full}; the rest is fetched when read.`
      );
      return;
    }
    if (!failed) await rm(this.spansDir, { recursive: true, force: true }).catch(() => {
    });
    this.o.logger.info(
      `Filled the store in the background: ${this.stats.files - files0} files, ${formatBytes(this.stats.fileBytes - bytes0)} from ${this.stats.spans} spans (${formatBytes(this.stats.spanBytes)} downloaded, ${this.stats.inflated - inflated0} inflated) in ${((performance.now() - t0) / 1e3).toFixed(1)} s${failed ? `; ${failed} could not be fetched` : ""}.`
    );
  }
  /** The background fill stops at its next file. */
  stop() {
    this.stopped = true;
  }
};
var MismatchError = class extends Error {
  name = "MismatchError";
};

// src/mount/lazy-tree.ts
import { closeSync as closeSync3, openSync as openSync3, readSync as readSync2 } from "node:fs";

// src/mount/fuse/protocol.ts
var Op = {
  LOOKUP: 1,
  FORGET: 2,
  GETATTR: 3,
  READLINK: 5,
  OPEN: 14,
  READ: 15,
  STATFS: 17,
  RELEASE: 18,
  GETXATTR: 22,
  LISTXATTR: 23,
  FLUSH: 25,
  INIT: 26,
  OPENDIR: 27,
  READDIR: 28,
  RELEASEDIR: 29,
  ACCESS: 34,
  INTERRUPT: 36,
  DESTROY: 38,
  BATCH_FORGET: 42,
  READDIRPLUS: 44
};
var Errno = {
  ENOENT: 2,
  EIO: 5,
  EACCES: 13,
  ENOTDIR: 20,
  EINVAL: 22,
  EROFS: 30,
  ENOSYS: 38,
  ENODATA: 61
};
var IN_HEADER = 40;
var OUT_HEADER = 16;
var MAX_WRITE = 128 << 10;
var MAX_PAGES = 256;
var REQUEST_BUFFER = MAX_WRITE + 4096;
var InitFlag = {
  ASYNC_READ: 1 << 0,
  BIG_WRITES: 1 << 5,
  DO_READDIRPLUS: 1 << 13,
  PARALLEL_DIROPS: 1 << 18,
  MAX_PAGES: 1 << 22,
  CACHE_SYMLINKS: 1 << 23
};
var FOPEN_KEEP_CACHE = 1 << 1;
var S_IFDIR = 16384;
var S_IFREG = 32768;
var S_IFLNK = 40960;
function readHeader(b) {
  return {
    len: b.readUInt32LE(0),
    opcode: b.readUInt32LE(4),
    unique: b.readBigUInt64LE(8),
    nodeid: Number(b.readBigUInt64LE(16)),
    uid: b.readUInt32LE(24),
    gid: b.readUInt32LE(28),
    pid: b.readUInt32LE(32)
  };
}
function reply(unique, body = Buffer.alloc(0)) {
  const [h] = replyParts(unique, body);
  return body.length ? Buffer.concat([h, body]) : h;
}
function replyParts(unique, body) {
  const h = Buffer.alloc(OUT_HEADER);
  h.writeUInt32LE(OUT_HEADER + body.length, 0);
  h.writeInt32LE(0, 4);
  h.writeBigUInt64LE(unique, 8);
  return [h, body];
}
function replyError(unique, errno) {
  const h = Buffer.alloc(OUT_HEADER);
  h.writeUInt32LE(OUT_HEADER, 0);
  h.writeInt32LE(-errno, 4);
  h.writeBigUInt64LE(unique, 8);
  return h;
}
var ATTR_BYTES = 88;
function writeAttr(b, at, a) {
  b.writeBigUInt64LE(BigInt(a.ino), at);
  b.writeBigUInt64LE(BigInt(a.size), at + 8);
  b.writeBigUInt64LE(BigInt(Math.ceil(a.size / 512)), at + 16);
  for (const k of [24, 32, 40]) b.writeBigUInt64LE(BigInt(a.time), at + k);
  b.writeUInt32LE(a.mode, at + 60);
  b.writeUInt32LE(a.nlink, at + 64);
  b.writeUInt32LE(a.uid, at + 68);
  b.writeUInt32LE(a.gid, at + 72);
  b.writeUInt32LE(4096, at + 80);
}
var VALID_SECONDS = 86400;
var ENTRY_OUT_BYTES = 40 + ATTR_BYTES;
function writeEntry(b, at, a) {
  b.writeBigUInt64LE(BigInt(a?.ino ?? 0), at);
  b.writeBigUInt64LE(0n, at + 8);
  b.writeBigUInt64LE(BigInt(VALID_SECONDS), at + 16);
  b.writeBigUInt64LE(BigInt(VALID_SECONDS), at + 24);
  if (a) writeAttr(b, at + 40, a);
}
function entryOut(a) {
  const b = Buffer.alloc(ENTRY_OUT_BYTES);
  writeEntry(b, 0, a);
  return b;
}
function attrOut(a) {
  const b = Buffer.alloc(16 + ATTR_BYTES);
  b.writeBigUInt64LE(BigInt(VALID_SECONDS), 0);
  writeAttr(b, 16, a);
  return b;
}
function openOut(fh, flags) {
  const b = Buffer.alloc(16);
  b.writeBigUInt64LE(BigInt(fh), 0);
  b.writeUInt32LE(flags, 8);
  return b;
}
function initOut(kernelFlags, maxReadahead) {
  const b = Buffer.alloc(64);
  b.writeUInt32LE(7, 0);
  b.writeUInt32LE(31, 4);
  b.writeUInt32LE(maxReadahead, 8);
  const want = InitFlag.ASYNC_READ | InitFlag.BIG_WRITES | InitFlag.DO_READDIRPLUS | InitFlag.PARALLEL_DIROPS | InitFlag.MAX_PAGES | InitFlag.CACHE_SYMLINKS;
  b.writeUInt32LE((kernelFlags & want) >>> 0, 12);
  b.writeUInt16LE(16, 16);
  b.writeUInt16LE(12, 18);
  b.writeUInt32LE(MAX_WRITE, 20);
  b.writeUInt32LE(1e9, 24);
  b.writeUInt16LE(MAX_PAGES, 28);
  return b;
}
function statfsOut(files, bytes) {
  const b = Buffer.alloc(80);
  b.writeBigUInt64LE(BigInt(Math.ceil(bytes / 4096)), 0);
  b.writeBigUInt64LE(BigInt(files), 24);
  b.writeUInt32LE(4096, 40);
  b.writeUInt32LE(255, 44);
  b.writeUInt32LE(4096, 48);
  return b;
}
var DIRENT_HEADER = 24;
var pad8 = (n) => n + 7 & ~7;
function dirent(name, a, next, plus, room) {
  const at = plus ? ENTRY_OUT_BYTES : 0;
  const n = at + pad8(DIRENT_HEADER + name.length);
  if (n > room) return void 0;
  const b = Buffer.alloc(n);
  if (plus) writeEntry(b, 0, a);
  b.writeBigUInt64LE(BigInt(a.ino), at);
  b.writeBigUInt64LE(BigInt(next), at + 8);
  b.writeUInt32LE(name.length, at + 16);
  b.writeUInt32LE((a.mode & 61440) >>> 12, at + 20);
  name.copy(b, at + DIRENT_HEADER);
  return b;
}
var readIn = (b) => ({
  fh: Number(b.readBigUInt64LE(0)),
  offset: Number(b.readBigUInt64LE(8)),
  size: b.readUInt32LE(16)
});
var initIn = (b) => ({
  major: b.readUInt32LE(0),
  minor: b.readUInt32LE(4),
  maxReadahead: b.readUInt32LE(8),
  flags: b.readUInt32LE(12)
});
function nameIn(b) {
  const end = b.indexOf(0);
  return end < 0 ? b : b.subarray(0, end);
}

// src/mount/lazy-tree.ts
var FOPEN_CACHE_DIR = 1 << 3;
var DESCRIPTORS = 256;
var LazyTree = class {
  nodes = [];
  o;
  stats = { files: 0, dirs: 0, links: 0, bytes: 0 };
  /** Store files open for reading, by inode, most recently read last (DESCRIPTORS at most). */
  fds = /* @__PURE__ */ new Map();
  /** Files whose content failed (said once in the log). */
  failed = /* @__PURE__ */ new Set();
  /** Fires once the kernel's INIT is answered: the mount answers from then on. */
  onInit;
  constructor(o) {
    this.o = o;
    const time = Math.floor(Date.now() / 1e3);
    const node = (mode, size, path) => {
      const n = {
        attr: { ino: this.nodes.length + 1, mode, size, nlink: 1, uid: o.uid, gid: o.gid, time },
        path
      };
      this.nodes.push(n);
      return n;
    };
    const root = node(S_IFDIR | o.manifest.rootMode, 4096, "/");
    root.attr.nlink = 2;
    root.names = [];
    root.children = /* @__PURE__ */ new Map();
    this.stats.dirs++;
    const dirs = /* @__PURE__ */ new Map([["", root]]);
    const byOrigin = /* @__PURE__ */ new Map();
    for (const f of o.manifest.nodes) {
      if (f.kind === "late-pruned") continue;
      const parent = dirs.get(f.rel.slice(0, -1).join("/"));
      if (!parent) throw new Error(`internal: /${f.rel.join("/")} has no planned parent`);
      const name = f.rel[f.rel.length - 1];
      const path = `/${f.rel.join("/")}`;
      let n;
      if (f.kind === "dir") {
        n = node(S_IFDIR | f.mode, 4096, path);
        n.attr.nlink = 2;
        n.names = [];
        n.children = /* @__PURE__ */ new Map();
        parent.attr.nlink++;
        dirs.set(f.rel.join("/"), n);
        this.stats.dirs++;
      } else if (f.kind === "symlink") {
        const target = Buffer.from(f.target);
        n = node(S_IFLNK | 511, target.length, path);
        n.target = target;
        this.stats.links++;
      } else {
        const origin = f.node.origin;
        const have = o.shared(origin) ? byOrigin.get(origin) : void 0;
        if (have) {
          have.attr.nlink++;
          n = have;
        } else {
          n = node(S_IFREG | f.node.mode, f.node.size, path);
          n.content = f.node.size ? o.contentOf(origin) : void 0;
          if (f.node.size && !n.content) throw new Error(`internal: ${path} has no content in the index`);
          if (o.shared(origin)) byOrigin.set(origin, n);
          this.stats.files++;
          this.stats.bytes += f.node.size;
        }
      }
      parent.names.push(Buffer.from(name));
      parent.children.set(name, n);
    }
  }
  at(ino) {
    return this.nodes[ino - 1];
  }
  /**
   * The node at `path` ('/'-rooted in the tree), symlinks followed (at most 40) while they stay
   * inside it; undefined where there is none. For reading ahead (needed.ts), never for the kernel.
   */
  lookup(path) {
    const root = this.nodes[0];
    const stack = [root];
    let parts = path.split("/");
    let hops = 0;
    while (parts.length) {
      const name = parts.shift();
      if (name === "" || name === ".") continue;
      if (name === "..") {
        if (stack.length > 1) stack.pop();
        continue;
      }
      const n = stack[stack.length - 1].children?.get(name);
      if (!n) return void 0;
      if (n.target) {
        if (++hops > 40) return void 0;
        const t = n.target.toString("utf8");
        if (t.startsWith("/")) {
          const real = this.o.realPath ?? "/";
          if (t !== real && !t.startsWith(`${real}/`)) return void 0;
          stack.length = 1;
          parts = [...t.slice(real.length).split("/"), ...parts];
        } else parts = [...t.split("/"), ...parts];
        continue;
      }
      stack.push(n);
    }
    return stack[stack.length - 1];
  }
  handle(h, body) {
    switch (h.opcode) {
      case Op.INIT: {
        const i = initIn(body);
        if (i.major !== 7) return Errno.EIO;
        queueMicrotask(() => this.onInit?.());
        return initOut(i.flags, i.maxReadahead);
      }
      case Op.LOOKUP: {
        const dir = this.at(h.nodeid);
        if (!dir?.children) return Errno.ENOTDIR;
        const n = dir.children.get(nameIn(body).toString("utf8"));
        return entryOut(n?.attr);
      }
      case Op.FORGET:
      case Op.BATCH_FORGET:
        return 0;
      case Op.GETATTR: {
        const n = this.at(h.nodeid);
        return n ? attrOut(n.attr) : Errno.ENOENT;
      }
      case Op.READLINK: {
        const n = this.at(h.nodeid);
        return n?.target ?? Errno.EINVAL;
      }
      case Op.OPEN:
        return void 0;
      case Op.READ:
        return this.readFile(h.nodeid, body);
      case Op.OPENDIR: {
        const n = this.at(h.nodeid);
        return n?.children ? openOut(0, FOPEN_KEEP_CACHE | FOPEN_CACHE_DIR) : Errno.ENOTDIR;
      }
      case Op.READDIR:
      case Op.READDIRPLUS:
        return this.list(h.nodeid, body, h.opcode === Op.READDIRPLUS);
      case Op.RELEASEDIR:
        return 0;
      case Op.STATFS:
        return statfsOut(this.nodes.length, this.stats.bytes);
      case Op.ACCESS:
        return 0;
      default:
        return void 0;
    }
  }
  list(ino, body, plus) {
    const dir = this.at(ino);
    if (!dir?.children) return Errno.ENOTDIR;
    const { offset, size } = readIn(body);
    const out = [];
    let room = size;
    for (let k = offset; k < dir.names.length; k++) {
      const name = dir.names[k];
      const e = dirent(name, dir.children.get(name.toString("utf8")).attr, k + 1, plus, room);
      if (!e) break;
      out.push(e);
      room -= e.length;
    }
    return Buffer.concat(out);
  }
  /**
   * A descriptor of `n`'s content in the store if the store has it, kept open for the reads that
   * follow (most recently used last; the least recently used closed past DESCRIPTORS). Undefined
   * where it is not there yet (or went away: then it is fetched, and verified, again).
   */
  descriptor(n) {
    const ino = n.attr.ino;
    const fd = this.fds.get(ino);
    if (fd !== void 0) {
      this.fds.delete(ino);
      this.fds.set(ino, fd);
      return fd;
    }
    const have = this.o.store.have(n.content);
    if (have === void 0) return void 0;
    let opened;
    try {
      opened = openSync3(have, "r");
    } catch {
      this.o.store.forget(n.content);
      return void 0;
    }
    this.fds.set(ino, opened);
    if (this.fds.size > DESCRIPTORS) {
      const [oldest, old] = this.fds.entries().next().value;
      this.fds.delete(oldest);
      closeSync3(old);
    }
    return opened;
  }
  /** `n`'s content fetched into the store (a failure said once in the log). */
  fetched(n) {
    return this.o.store.file(n.content).then(
      (path) => this.o.onFetched?.(n, path),
      (e) => {
        if (!this.failed.has(n.attr.ino))
          this.o.logger.warning(`Lazy mount: ${n.path} cannot be read (EIO): ${e.message}`);
        this.failed.add(n.attr.ino);
        throw e;
      }
    );
  }
  readFile(ino, body) {
    const n = this.at(ino);
    if (!n || n.children) return Errno.EIO;
    const { offset, size } = readIn(body);
    if (!n.content || offset >= n.attr.size) return Buffer.alloc(0);
    const fd = this.descriptor(n);
    return fd === void 0 ? this.readLater(n, offset, size) : this.readAt(n, fd, offset, size, this.scratch);
  }
  scratch = Buffer.allocUnsafe(MAX_PAGES * 4096);
  readAt(n, fd, offset, size, into) {
    const want = Math.min(size, n.attr.size - offset);
    const b = into && into.length >= want ? into : Buffer.allocUnsafe(want);
    try {
      return b.subarray(0, readSync2(fd, b, 0, want, offset));
    } catch {
      return Errno.EIO;
    }
  }
  async readLater(n, offset, size) {
    try {
      await this.fetched(n);
    } catch {
      return Errno.EIO;
    }
    const fd = this.descriptor(n);
    return fd === void 0 ? Errno.EIO : this.readAt(n, fd, offset, size);
  }
};

// src/mount/needed.ts
import { open as open2 } from "node:fs/promises";
var NEEDED_PRIORITY = 100;
var SEARCHED_LAST = ["/lib"];
var NeededAhead = class {
  o;
  /** Contents looked at already (by digest): each object's needs are read once. */
  seen = /* @__PURE__ */ new Set();
  /** Libraries fetched ahead (tests, the server's counts). */
  fetched = 0;
  constructor(o) {
    this.o = o;
  }
  /** `f`'s content is at `storePath` (verified): its libraries are fetched, if it is an ELF object. */
  onFetched(f, storePath) {
    if (!f.content || this.seen.has(f.content.sha256)) return;
    this.seen.add(f.content.sha256);
    this.follow(f, storePath).catch(() => {
    });
  }
  async follow(f, storePath) {
    const fh = await open2(storePath, "r");
    let d;
    try {
      const magic = Buffer.alloc(4);
      await fh.read(magic, 0, 4, 0);
      if (magic.toString("latin1") !== "\x7FELF") return;
      const read2 = async (offset, length) => {
        const b = Buffer.alloc(length);
        const { bytesRead } = await fh.read(b, 0, length, offset);
        return b.subarray(0, bytesRead);
      };
      d = await parseDynamic(read2, f.path);
    } finally {
      await fh.close();
    }
    if (!d?.needed.length) return;
    const dir = f.path.slice(0, f.path.lastIndexOf("/")) || "/";
    const dirs = [...d.rpath, ...d.runpath].map((p) => p.replace(/\$\{ORIGIN\}|\$ORIGIN/g, `${this.o.realPath}${dir === "/" ? "" : dir}`)).map(
      (p) => p === this.o.realPath ? "/" : p.startsWith(`${this.o.realPath}/`) ? p.slice(this.o.realPath.length) : void 0
    ).filter((p) => p !== void 0);
    for (const name of d.needed) {
      if (name.includes("/")) continue;
      for (const at of [...dirs, ...SEARCHED_LAST]) {
        const lib = this.o.lookup(`${at === "/" ? "" : at}/${name}`);
        if (!lib?.content) continue;
        if (!this.seen.has(lib.content.sha256)) {
          this.fetched++;
          this.o.store.file(lib.content, NEEDED_PRIORITY).then(
            (p) => this.onFetched(lib, p),
            () => {
            }
          );
        }
        break;
      }
    }
  }
};

// src/mount/landmarks.ts
var LANDMARK_PRIORITY = 500;
var LANDMARK_BYTES = 768 * 2 ** 20;
var LANDMARKS = [
  "bin/hipcc",
  "bin/hipcc.bin",
  "bin/hipcc.pl",
  "bin/hipvars.pm",
  "bin/.hipVersion",
  "share/hip/version",
  ".info/version",
  "lib/llvm/bin/clang",
  "lib/libamdhip64.so",
  "lib/rocm_sysdeps/lib",
  "include/hip",
  "lib/llvm/lib/clang/*/include",
  "lib/llvm/amdgcn/bitcode",
  "lib/llvm/bin/clang-offload-bundler",
  "lib/llvm/bin/lld"
];
function landmarks(lookup, patterns = LANDMARKS) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  let bytes = 0;
  const add = (n) => {
    if (n.children) {
      for (const c of n.children.values()) if (!add(c)) return false;
      return true;
    }
    if (!n.content || seen.has(n.content.sha256)) return true;
    if (bytes + n.content.size > LANDMARK_BYTES) return false;
    seen.add(n.content.sha256);
    bytes += n.content.size;
    out.push({ path: n.path, content: n.content });
    return true;
  };
  for (const p of patterns) {
    const star = p.indexOf("/*/");
    const roots = star < 0 ? [lookup(p)] : [...lookup(p.slice(0, star))?.children?.keys() ?? []].map(
      (name) => lookup(`${p.slice(0, star)}/${name}/${p.slice(star + 3)}`)
    );
    for (const n of roots) if (n && !add(n)) return out;
  }
  return out;
}
function chooseLandmarks(all, room) {
  if (!all.length)
    return {
      list: all,
      skipped: `the tree has none of the toolchain's files where ROCm's layout puts them (bin/hipcc, lib/llvm/bin/clang, lib/libamdhip64.so, \u2026)`
    };
  const bytes = all.reduce((s, f) => s + f.content.size, 0);
  if (!room(2 * bytes))
    return {
      list: [],
      skipped: `the disk would keep too little free for the toolchain's ${Math.ceil(bytes / 2 ** 20)} MiB and its spans`
    };
  return { list: all };
}
function prefetchLandmarks(o) {
  const { list, skipped } = chooseLandmarks(landmarks(o.lookup), o.room);
  for (const f of list) {
    const c = f.content;
    o.store.file(c, LANDMARK_PRIORITY).then(
      (p) => o.onFetched(f, p),
      () => {
      }
    );
  }
  return {
    files: list.length,
    bytes: list.reduce((s, f) => s + f.content.size, 0),
    ...skipped ? { skipped } : {}
  };
}

// src/mount/fuse/session.ts
import { read, writeSync, writevSync } from "node:fs";
var READERS = 2;
var NO_REPLY = /* @__PURE__ */ new Set([Op.FORGET, Op.BATCH_FORGET]);
var FuseSession = class {
  fd;
  h;
  ended = false;
  /** Requests answered and failed to answer (a reply the kernel refused: its caller went away). */
  answered = 0;
  done;
  /** Settles when the device closes (the mount went away). */
  finished = new Promise((r) => this.done = r);
  constructor(fd, handler) {
    this.fd = fd;
    this.h = handler;
  }
  start() {
    for (let i = 0; i < READERS; i++) this.next(Buffer.alloc(REQUEST_BUFFER));
  }
  next(buf) {
    if (this.ended) return;
    read(this.fd, buf, 0, buf.length, null, (err, n) => {
      if (err) {
        const code = err.code;
        if (code === "EINTR" || code === "EAGAIN" || code === "ENOENT") return this.next(buf);
        return this.end();
      }
      if (n < IN_HEADER) return this.end();
      const req = Buffer.from(buf.subarray(0, n));
      this.next(buf);
      this.dispatch(req);
    });
  }
  dispatch(req) {
    const h = readHeader(req);
    const body = req.subarray(IN_HEADER, h.len);
    if (h.opcode === Op.DESTROY) {
      this.write(reply(h.unique));
      return this.end();
    }
    let a;
    try {
      a = this.h.handle(h, body);
    } catch {
      a = Errno.EIO;
    }
    if (NO_REPLY.has(h.opcode)) return;
    if (a === void 0) return this.write(replyError(h.unique, Errno.ENOSYS));
    if (typeof a === "number" || Buffer.isBuffer(a)) return this.answer(h, a);
    a.then(
      (x) => this.answer(h, x),
      () => this.answer(h, Errno.EIO)
    );
  }
  answer(h, a) {
    if (typeof a === "number") this.write(a ? replyError(h.unique, a) : reply(h.unique));
    else this.write(replyParts(h.unique, a));
  }
  write(b) {
    if (this.ended) return;
    try {
      if (Array.isArray(b)) writevSync(this.fd, b);
      else writeSync(this.fd, b);
      this.answered++;
    } catch {
    }
  }
  end() {
    if (this.ended) return;
    this.ended = true;
    this.h.closed?.();
    this.done();
  }
};

// src/mount/server.ts
async function serve(configFile, fill = false) {
  const cfg = JSON.parse(readFileSync(configFile, "utf8"));
  rmSync3(configFile, { force: true });
  const line = (level, m) => appendFileSync(cfg.logFile, `${(/* @__PURE__ */ new Date()).toISOString()} ${level} ${neutralise(m)}
`);
  const logger = {
    debug: () => {
    },
    info: (m) => line("info", m),
    warning: (m) => line("warning", m),
    mask: () => {
    },
    group: (_t, fn) => fn()
  };
  try {
    await (fill ? runFill(cfg, logger) : run(cfg, logger));
  } catch (e) {
    if (fill) line("warning", `The background fill stopped: ${e.message}`);
    else line("error", e.message);
    process.exitCode = 1;
  }
}
async function openStore(cfg, logger, fill = false) {
  const t0 = performance.now();
  const c = parseInputs((n) => cfg.inputs[n], cfg.host);
  if (!c.index) throw new Error("a lazy mount needs a seek index (the index input)");
  const x = await expectTree({
    source: c.source,
    index: c.index,
    credentials: c.credentials,
    network: c.network,
    logger
  });
  const index = x.seek;
  logger.info(
    `Planned the tree from the seek index (${((performance.now() - t0) / 1e3).toFixed(1)} s since the start).`
  );
  const contentOf = (origin) => {
    const layer = layerOf(origin);
    const k = placeOf(origin);
    const toc = index.layers[layer].toc;
    const sha2562 = x.digestOf(origin);
    return sha2562 ? { layer, data: toc.dataAt(k), size: toc.sizeAt(k), sha256: sha2562 } : void 0;
  };
  const byLayer = index.layers.map(() => []);
  const seen = /* @__PURE__ */ new Set();
  for (const f of x.manifest.nodes) {
    if (f.kind !== "file" || !f.node.size || seen.has(f.node.origin)) continue;
    seen.add(f.node.origin);
    const c2 = contentOf(f.node.origin);
    if (!c2) throw new Error(`the seek index gives /${f.rel.join("/")} no sha256: a lazy mount needs format 2`);
    byLayer[c2.layer].push(c2);
  }
  for (const l of byLayer) l.sort((a, b) => a.data - b.data);
  for (const [i, l] of index.layers.entries())
    if (l.compression !== "gzip" && byLayer[i].length)
      throw new Error(`layer ${i + 1} is ${l.compression}: only gzip layers mount lazily`);
  const transport = transportOf({ source: c.source, credentials: c.credentials, network: c.network, logger });
  const ranges = new RangeFetcher({
    transport,
    limit: new ConnectionLimit(cfg.connections, false),
    deadline: { stallMs: c.network.stallMs, minBytesPerSecond: c.network.minBytesPerSecond },
    maxResumes: 20,
    logger,
    slots: true
  });
  const store = new ContentStore({
    index,
    ranges,
    dir: cfg.storeDir,
    logger,
    byLayer,
    ...fill ? { keeping: FILL_KEEPING } : {}
  });
  const close = () => {
    ranges.close();
    transport.dispose();
  };
  return { x, contentOf, store, close };
}
function openTree(cfg, opened, logger) {
  const { x, contentOf, store } = opened;
  const realPath = `/${x.manifest.R.join("/")}`;
  const ahead = {};
  const tree = new LazyTree({
    manifest: x.manifest,
    contentOf,
    shared: (origin) => x.shared(origin),
    store,
    logger,
    uid: process.getuid?.() ?? 0,
    gid: process.getgid?.() ?? 0,
    realPath,
    onFetched: (n, path) => ahead.needed?.onFetched(n, path)
  });
  ahead.needed = new NeededAhead({ store, lookup: (p) => tree.lookup(p), realPath });
  const landmarks2 = cfg.landmarks === false ? { files: 0, bytes: 0 } : prefetchLandmarks({
    lookup: (p) => tree.lookup(p),
    store,
    onFetched: (f, p) => ahead.needed?.onFetched(f, p),
    room: (bytes) => (freeBytes(cfg.storeDir) ?? Infinity) >= FILL_RESERVE + bytes
  });
  if ("skipped" in landmarks2)
    logger.info(
      `Not fetching the toolchain ahead: ${landmarks2.skipped}; each file is fetched when first read.`
    );
  return { tree, realPath, ahead, landmarks: landmarks2 };
}
function onSignals(cfg, store, logger) {
  const stop = () => {
    if (cfg.method === "mount") spawn("umount", ["-l", cfg.mountpoint], { stdio: "ignore" });
    else spawn("fusermount3", ["-u", "-z", cfg.mountpoint], { stdio: "ignore" });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  const fill = {};
  process.on("SIGUSR2", () => {
    if (fill.filler) return;
    logger.info("Filling the store with the rest of the tree in the background.");
    const filler = startFill(cfg, logger);
    fill.filler = filler;
    const peers = new Peers();
    const id = filler.pid ?? 0;
    peers.add(id, (n) => filler.connected && filler.send(n, () => {
    }));
    filler.on("message", (m) => isPeerNote(m) && peers.heard(id, m));
    filler.once("exit", () => {
      store.sharedWith(void 0);
      peers.gone(id);
    });
    store.sharedWith(peers, PEER_WAIT_MS);
  });
  return fill;
}
async function run(cfg, logger) {
  const t0 = performance.now();
  const opened = await openStore(cfg, logger);
  const { x, store, close } = opened;
  const { tree, realPath, ahead, landmarks: landmarks2 } = openTree(cfg, opened, logger);
  const fd = cfg.method === "fd" ? 3 : mountAsRoot(cfg.mountpoint);
  const session = new FuseSession(fd, tree);
  const answering = new Promise((r) => tree.onInit = r);
  session.start();
  await answering;
  let written = 0;
  const writeStats = () => {
    replaceWhole(
      cfg.statsFile,
      JSON.stringify({
        tree: tree.stats,
        store: store.stats,
        answered: session.answered,
        neededAhead: ahead.needed?.fetched ?? 0,
        landmarks: landmarks2,
        pid: process.pid,
        written: ++written
      })
    );
  };
  writeStats();
  const ready = {
    pid: process.pid,
    seconds: (performance.now() - t0) / 1e3,
    digest: x.manifestDigest,
    pinned: x.pinned,
    realPath,
    prunedLibraries: x.prunedLibraries,
    bytes: tree.stats.bytes,
    files: tree.stats.files
  };
  replaceWhole(cfg.readyFile, JSON.stringify(ready));
  logger.info(
    `Mounted ${tree.stats.files} files, ${tree.stats.dirs} directories and ${tree.stats.links} links at ${cfg.mountpoint} in ${((performance.now() - t0) / 1e3).toFixed(1)} s.`
  );
  const tick = setInterval(writeStats, 1e3);
  const fill = onSignals(cfg, store, logger);
  await session.finished;
  fill.filler?.kill("SIGTERM");
  clearInterval(tick);
  writeStats();
  close();
  logger.info("The mount went away; the server ends.");
}
function mountAsRoot(mountpoint) {
  const fd = openSync4("/dev/fuse", "r+");
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  const r = spawnSync(
    "mount",
    [
      "-i",
      "-t",
      "fuse.setup-rocm",
      "-o",
      `fd=3,rootmode=40000,user_id=${uid},group_id=${gid},${MOUNT_OPTIONS}`,
      "setup-rocm",
      mountpoint
    ],
    { stdio: ["ignore", "pipe", "pipe", fd], encoding: "utf8" }
  );
  if (r.status !== 0)
    throw new Error(`mount(8) could not mount ${mountpoint}: ${(r.stderr || r.error?.message || "").trim()}`);
  return fd;
}
function startFill(cfg, logger) {
  const file = join2(dirname2(cfg.storeDir), "fill.json");
  writeFileSync2(file, JSON.stringify(cfg), { mode: 384 });
  const child = spawn(
    "nice",
    ["-n", "19", process.execPath, ...process.execArgv, process.argv[1], "--fill", file],
    {
      stdio: ["ignore", "ignore", "ignore", "ipc"]
    }
  );
  child.on("error", (e) => logger.warning(`The background fill did not start: ${e.message}`));
  child.unref();
  child.channel?.unref();
  return child;
}
async function runFill(cfg, logger) {
  const open3 = {};
  const end = () => {
    open3.store?.stop();
    open3.close?.();
    process.exit(0);
  };
  process.on("disconnect", end);
  process.on("SIGTERM", end);
  if (!process.connected) end();
  const peers = new Peers();
  peers.add(process.ppid, (n) => process.connected && process.send?.(n, () => {
  }));
  process.on("message", (m) => isPeerNote(m) && peers.heard(process.ppid, m));
  const { store, close } = await openStore(cfg, logger, true);
  Object.assign(open3, { store, close });
  if (!process.connected) end();
  store.sharedWith(peers);
  await store.fill();
  close();
  process.disconnect?.();
}

// src/bin/mount-server.ts
if (process.argv[2] === "--fill") await serve(process.argv[3], true);
else await serve(process.argv[2]);
