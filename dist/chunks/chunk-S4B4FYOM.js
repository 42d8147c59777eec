import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  ClosureError,
  DEFAULT_NETWORK,
  DisjointLayers,
  EntryContent,
  EntrySet,
  HOST_LIBRARIES,
  IN_ORDER,
  Inputs,
  Overlay,
  Restarts,
  TocBuilder,
  applyEntries,
  applyLayer,
  checkIndexFits,
  computeClosure,
  describeSpec,
  dockerLogin,
  entryId,
  headBytes,
  keepOnly,
  layerOf,
  loadIndex,
  placeOf,
  planInstall,
  resolveImage,
  restartFor,
  sha256,
  spanAt,
  spanBytes,
  spanOut,
  spansOver,
  writesContent
} from "./chunk-YDTHPB4W.js";
import {
  alive,
  isMounted,
  lastError,
  lazyMethod,
  startLazyMount,
  stopLazyMount,
  which
} from "./chunk-T6DPHZNP.js";
import {
  formatBytes
} from "./chunk-XOU5DUIR.js";
import {
  BlobFetcher,
  Waits,
  readInParts
} from "./chunk-IJRC2742.js";
import {
  ConnectionLimit,
  IntegrityError,
  RangeFetcher,
  RangeIgnoredError,
  RegistryError,
  Transport
} from "./chunk-C2UCNMAK.js";
import {
  RECORD_FORMAT,
  entryEnd,
  installedMode,
  recordOf,
  rocmVersion
} from "./chunk-AIIFCKQX.js";
import {
  endpointOf,
  formatReference,
  sameRegistry
} from "./chunk-H2YWDJ6P.js";
import {
  INDEX_REMEDY,
  IndexMismatchError,
  PRIME_ROOM,
  isSpanBuffer,
  spanBuffer
} from "./chunk-VY53KKWA.js";
import {
  onProtocol,
  workerUrl
} from "./chunk-UJ5VBC7K.js";
import {
  HostError,
  SmokeError,
  SourceError,
  faultOf,
  isHostErrno,
  rebuildError
} from "./chunk-BCDXUKTB.js";

// src/pipeline/interrupt.ts
import { rmSync } from "node:fs";
var cleanups = /* @__PURE__ */ new Set();
function onInterrupt(what) {
  const fn = typeof what === "string" ? () => removeNow(what) : what;
  cleanups.add(fn);
  return () => void cleanups.delete(fn);
}
function removeNow(path) {
  rmSync(path, { recursive: true, force: true });
}
function runInterruptCleanups() {
  for (const fn of [...cleanups].reverse()) {
    try {
      fn();
    } catch {
    }
  }
  cleanups.clear();
}

// src/bin/prepare.ts
import { setFlagsFromString as setFlagsFromString2 } from "node:v8";

// src/bin/heap.ts
import { setFlagsFromString } from "node:v8";
function holdYoungGeneration(set = setFlagsFromString) {
  set("--semi-space-growth-factor=1");
}
function tightenOldGeneration(set = setFlagsFromString) {
  set("--heap-growing-percent=25");
}
var LOOSE_MAX_ENTRIES = 2e5;
function loosenOldGeneration(set = setFlagsFromString) {
  set("--heap-growing-percent=0");
}

// src/bin/prepare.ts
function prepareProcess(set = setFlagsFromString2) {
  holdYoungGeneration(set);
  tightenOldGeneration(set);
  const memory2 = {
    indexed: (entries) => entries > LOOSE_MAX_ENTRIES ? tightenOldGeneration(set) : loosenOldGeneration(set),
    whole: () => tightenOldGeneration(set)
  };
  for (const sig of ["SIGINT", "SIGTERM"])
    process.once(sig, () => {
      runInterruptCleanups();
      process.exit(sig === "SIGINT" ? 130 : 143);
    });
  return memory2;
}

// src/progress.ts
var LineProgress = class {
  log;
  intervalMs;
  state = /* @__PURE__ */ new Map();
  constructor(log, intervalMs = 5e3) {
    this.log = log;
    this.intervalMs = intervalMs;
  }
  layerStart(index, count, digest, size) {
    const now = Date.now();
    this.state.set(index, { digest, size, got: 0, start: now, first: 0, end: 0, last: now, count });
  }
  line(index, final) {
    const s = this.state.get(index);
    const secs = Math.max(1e-3, ((final ? s.end : Date.now()) - (s.first || s.start)) / 1e3);
    const rate = s.got / secs;
    const pct = s.size ? Math.floor(s.got / s.size * 100) : 100;
    const eta = rate > 0 && !final ? `, ETA ${Math.ceil((s.size - s.got) / rate)} s` : "";
    return `Layer ${index + 1}/${s.count} ${s.digest.slice(7, 19)}: ${formatBytes(s.got)} of ${formatBytes(s.size)} (${pct}%), ${formatBytes(rate)}/s${final ? ` in ${secs.toFixed(1)} s` : eta}`;
  }
  layerBytes(index, n) {
    const s = this.state.get(index);
    if (!s) return;
    s.got += n;
    const now = Date.now();
    if (!s.first) s.first = now;
    s.end = now;
    if (now - s.last >= this.intervalMs) {
      s.last = now;
      this.log.info(this.line(index, false));
    }
  }
  layerDone(index) {
    if (this.state.has(index)) this.log.info(this.line(index, true));
  }
};

// src/memory.ts
var NO_MEMORY_POLICY = { indexed: () => {
}, whole: () => {
} };

// src/pipeline/environment.ts
var join = (a, b) => b ? `${a}:${b}` : a;
function rocmEnvironment(rocmPath, env, has) {
  const vars = {
    ROCM_PATH: rocmPath,
    HIP_PATH: rocmPath,
    HIP_PLATFORM: "amd",
    LD_LIBRARY_PATH: join(`${rocmPath}/lib`, env.LD_LIBRARY_PATH),
    CMAKE_PREFIX_PATH: join(rocmPath, env.CMAKE_PREFIX_PATH)
  };
  const clang = ["llvm/bin", "lib/llvm/bin"].find((d) => has(`${d}/clang`));
  if (clang) vars.HIP_CLANG_PATH = `${rocmPath}/${clang}`;
  const bitcode = ["amdgcn/bitcode", "lib/llvm/amdgcn/bitcode"].find((d) => has(d));
  if (bitcode) {
    vars.HIP_DEVICE_LIB_PATH = `${rocmPath}/${bitcode}`;
    vars.DEVICE_LIB_PATH = `${rocmPath}/${bitcode}`;
  }
  return { vars, path: [`${rocmPath}/bin`] };
}
function applyEnvironment(env, e) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0) out[k] = v;
  Object.assign(out, e.vars);
  out.PATH = [...e.path, out.PATH].filter(Boolean).join(":");
  return out;
}
var PASSED_TO_IMAGE = /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|TZ|LANG|LANGUAGE|LC_[A-Z_]+|HIP_VISIBLE_DEVICES|ROCR_VISIBLE_DEVICES|GPU_DEVICE_ORDINAL|HSA_[A-Z0-9_]+)$/;
function imageProgramEnvironment(env, e, extra = {}) {
  const allowed = {};
  for (const [k, v] of Object.entries(env)) if (PASSED_TO_IMAGE.test(k)) allowed[k] = v;
  return { ...applyEnvironment(allowed, e), ...extra };
}
function exportLines(e) {
  const q = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines = Object.entries(e.vars).map(([k, v]) => `export ${k}=${q(v)}`);
  lines.push(`export PATH=${q(e.path.join(":"))}"\${PATH:+:$PATH}"`);
  return lines.join("\n") + "\n";
}

// src/pipeline/setup.ts
import { existsSync as existsSync4, promises as fs5 } from "node:fs";
import { join as join7 } from "node:path";

// src/pipeline/sources.ts
async function fromSources(sources, log, attempt, final = () => false) {
  for (let i = 0; ; i++) {
    const ep = sources[i];
    const last = i === sources.length - 1;
    try {
      return await attempt(ep, !last, sources.slice(i + 1));
    } catch (e) {
      if (last || faultOf(e) !== "source" || final(e)) throw e;
      log.warning(
        `${ep.label} failed: ${e.message.replace(/\.?$/, ".")} Trying ${sources[i + 1].label}.`
      );
    }
  }
}

// src/runtime/keep.ts
async function keepClosure(tree, roots, log) {
  const closure = await computeClosure(tree, roots);
  if (closure.unresolved.length)
    throw new ClosureError(
      `The runtime closure does not resolve inside the image: ${closure.unresolved.map((u) => `${u.name} (needed by ${u.neededBy})`).join(", ")}. A library the prune list removed comes back with prune: none; a library the image lacks cannot be installed.`
    );
  await keepOnly(tree, closure);
  log.info(
    `Runtime closure: ${closure.libraries.length} libraries, ${formatBytes(closure.bytes)}; from the host: ${closure.host.map((x) => x.name).join(", ") || "nothing"}.`
  );
  return closure;
}

// src/pipeline/staging.ts
import { existsSync, promises as fs } from "node:fs";
import { basename, dirname, join as join2 } from "node:path";
import { randomBytes } from "node:crypto";
var PREFIX = (dest) => `.${basename(dest)}.staging-`;
function alive2(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}
async function createStaging(dest, log) {
  const parent = dirname(dest);
  await fs.mkdir(parent, { recursive: true });
  for (const name of await fs.readdir(parent)) {
    if (!name.startsWith(PREFIX(dest))) continue;
    const pid = Number(name.slice(PREFIX(dest).length).split("-")[0]);
    if (pid && pid !== process.pid && !alive2(pid)) {
      log.info(`Removing ${join2(parent, name)}, left by an interrupted run.`);
      await fs.rm(join2(parent, name), { recursive: true, force: true });
    }
  }
  const dir = join2(parent, `${PREFIX(dest)}${process.pid}-${randomBytes(4).toString("hex")}`);
  await fs.mkdir(dir);
  const forget = onInterrupt(dir);
  return {
    dir,
    async empty() {
      await fs.rm(dir, { recursive: true, force: true });
      await fs.mkdir(dir);
    },
    async cleanup() {
      await fs.rm(dir, { recursive: true, force: true });
      forget();
    }
  };
}
async function promote(tree, dest, replace) {
  let old;
  if (existsSync(dest)) {
    if (!replace) return false;
    old = `${dest}.old-${randomBytes(4).toString("hex")}`;
    await fs.rename(dest, old);
  }
  try {
    await fs.rename(tree, dest);
  } catch (e) {
    if (old) await fs.rename(old, dest).catch(() => {
    });
    if (!replace && e.code && existsSync(dest)) return false;
    throw e;
  }
  if (old) await fs.rm(old, { recursive: true, force: true });
  return true;
}

// src/layers/decompress.ts
import { PassThrough, pipeline } from "node:stream";
import * as zlib from "node:zlib";
var CHUNK = 1 << 20;
var AHEAD_CHUNKS = 2;
function sniff(magic) {
  if (magic.length >= 2 && magic[0] === 31 && magic[1] === 139) return "gzip";
  if (magic.length >= 4 && magic[0] === 40 && magic[1] === 181 && magic[2] === 47 && magic[3] === 253)
    return "zstd";
  return "none";
}
function decompressor(c) {
  if (c === "gzip") return zlib.createGunzip({ chunkSize: CHUNK });
  if (c === "zstd") {
    const z = zlib;
    if (!z.createZstdDecompress) throw new Error(`zstd layers need Node 24 (this is ${process.version}).`);
    return z.createZstdDecompress({ chunkSize: CHUNK });
  }
  return new PassThrough({ highWaterMark: CHUNK });
}
async function sniffed(input) {
  const it = input[Symbol.asyncIterator]();
  const first = [];
  let len = 0;
  let done = false;
  while (len < 4) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    first.push(r.value);
    len += r.value.length;
  }
  const detected = sniff(Buffer.concat(first.map((c) => c.subarray(0, 4))));
  async function* chunks() {
    yield* first;
    if (done) return;
    for (; ; ) {
      const r = await it.next();
      if (r.done) return;
      yield r.value;
    }
  }
  return { detected, chunks: chunks() };
}
async function decompress(input, o = {}) {
  const { detected, chunks } = await sniffed(input);
  const d = decompressor(detected);
  const refs = o.refs;
  if (detected !== "none" && refs)
    d.on("data", (c) => {
      if (c.buffer.byteLength === CHUNK) refs.markExclusive(c);
    });
  const out = new PassThrough({ objectMode: true, highWaterMark: AHEAD_CHUNKS });
  pipeline(d, out, () => {
  });
  void feed(chunks, d, detected !== "none", o.lender).catch((e) => d.destroy(e));
  return { stream: out, detected };
}
async function feed(chunks, d, inPlace, lender) {
  let wake;
  const onWake = () => wake?.();
  d.on("drain", onWake);
  d.on("close", onWake);
  const gone = () => d.destroyed || d.writableEnded;
  try {
    for await (const c of chunks) {
      if (gone()) return;
      const release = lender?.lent(c);
      if (release && inPlace) {
        d.write(c, () => release());
        continue;
      }
      if (release) {
        d.write(Buffer.from(c));
        release();
      } else d.write(c);
      while (d.writableNeedDrain && !gone()) await new Promise((r) => wake = r);
    }
    if (!gone()) d.end();
  } finally {
    d.off("drain", onWake);
    d.off("close", onWake);
  }
}

// src/oci/blob/download-thread.ts
import { Worker } from "node:worker_threads";
import { Readable as Readable2 } from "node:stream";
var BUFFERS = 2;
var BLOB_CHUNK = 1 << 20;
var KNOWN = { IntegrityError, RegistryError };
var BlobThread = class {
  worker;
  streams = /* @__PURE__ */ new Map();
  next = 0;
  failed;
  logger;
  /** Buffers this thread lent out, and how each goes back (see lent()). */
  loans = /* @__PURE__ */ new WeakMap();
  /** The most buffers any finished blob needed (tests check the memory bound holds). */
  buffersPerBlob = 0;
  constructor(transport, logger) {
    this.logger = logger;
    this.worker = new Worker(workerUrl(import.meta.url, "./download-worker.ts", "download-worker.js"), {
      workerData: { transport, chunk: BLOB_CHUNK, buffers: BUFFERS },
      // A small young generation: the thread's garbage (TLS records, HTTP chunks) dies at once,
      // and V8's default let it grow to tens of MiB of peak RSS for nothing.
      resourceLimits: { maxYoungGenerationSizeMb: 2 }
    });
    onProtocol(this.worker, "download", (m) => this.onMessage(m));
    this.worker.on("error", (e) => this.fail(e));
    this.worker.on("exit", (code) => {
      if (code !== 0) this.fail(new Error(`the download thread exited with code ${code}`));
    });
  }
  fail(e) {
    this.failed ??= e;
    for (const { s } of this.streams.values()) s.destroy(e);
    this.streams.clear();
  }
  post(m, transfer = []) {
    this.worker.postMessage(m, transfer);
  }
  onMessage(m) {
    if (m.t === "log") {
      this.logger[m.level](m.message);
      return;
    }
    const entry = this.streams.get(m.id);
    if (!entry) return;
    if (m.t === "data") {
      const buf = Buffer.from(m.buf, 0, m.length);
      this.loans.set(buf, () => {
        if (this.streams.has(m.id)) this.post({ p: "download", t: "return", id: m.id, buf: m.buf }, [m.buf]);
      });
      entry.onBytes?.(m.bytes);
      entry.s.push(buf);
    } else if (m.t === "end") {
      this.buffersPerBlob = Math.max(this.buffersPerBlob, m.buffers);
      entry.onBytes?.(m.bytes);
      entry.s.push(null);
      this.streams.delete(m.id);
    } else {
      this.streams.delete(m.id);
      entry.s.destroy(rebuildError(m, KNOWN));
    }
  }
  /**
   * For a buffer one of this thread's streams yielded: the function that hands it back for reuse,
   * to be called once it has been read (decompress.ts does, from zlib's write callback). The
   * buffer must not be used after that. Undefined for any other buffer.
   */
  lent(buf) {
    const give = this.loans.get(buf);
    if (!give) return void 0;
    return () => {
      this.loans.delete(buf);
      give();
    };
  }
  /** Starts downloading `d`; the stream yields its verified bytes in BLOB_CHUNK buffers. */
  open(d, onBytes) {
    const id = this.next++;
    const s = new Readable2({
      objectMode: true,
      highWaterMark: BUFFERS,
      read: () => {
      },
      destroy: (err, cb) => {
        if (this.streams.delete(id)) this.post({ p: "download", t: "close", id });
        cb(err);
      }
    });
    if (this.failed) {
      s.destroy(this.failed);
      return s;
    }
    this.streams.set(id, { s, onBytes });
    this.post({ p: "download", t: "open", id, descriptor: d });
    return s;
  }
  async close() {
    for (const id of [...this.streams.keys()]) this.post({ p: "download", t: "close", id });
    this.streams.clear();
    await this.worker.terminate();
  }
};

// src/pipeline/schedule.ts
var NEXT_BLOB_AHEAD_BYTES = 8 << 20;
function openLayer(ctx, src, i, onBytes) {
  const l = ctx.image.layers[i];
  ctx.progress.layerStart(i, ctx.image.layers.length, l.digest, l.size);
  const blob = src.open(i, (n) => {
    ctx.downloaded(n);
    ctx.progress.layerBytes(i, n);
    onBytes?.(n);
  });
  let ended = false;
  blob.on("end", () => ended = true);
  blob.on("error", () => {
  });
  return { blob, verified: () => ended };
}
async function applyOne(ctx, src, i, opened, streams, signal) {
  const ls = performance.now();
  const l = ctx.image.layers[i];
  try {
    const { stream, detected } = await decompress(opened.blob, { refs: ctx.refs, lender: src });
    streams.push(stream);
    if (detected !== l.declaredCompression)
      ctx.logger.warning(
        `Layer ${i + 1} is declared ${l.declaredCompression} (${l.mediaType}) but its bytes are ${detected}; reading it as ${detected}.`
      );
    await applyLayer(ctx.sink, i, stream, { refs: ctx.refs, writer: ctx.writer, signal });
    ctx.progress.layerDone(i);
    return { digest: l.digest, size: l.size, compression: detected, seconds: (performance.now() - ls) / 1e3 };
  } catch (e) {
    const fault = faultOf(e);
    if (ctx.handOver && !signal?.aborted && !opened.verified() && fault !== "source" && fault !== "host")
      throw new SourceError(
        `layer ${i + 1} failed before its blob had arrived whole and verified (${e.message}), so the bytes ${ctx.label} sent may be to blame`,
        { cause: e }
      );
    throw e;
  }
}
async function applyInOrder(ctx) {
  const depth = Math.max(1, ctx.prefetch ?? 2);
  const src = ctx.blobs(ctx.connections);
  const opened = [];
  const left = [];
  const streams = [];
  const reports = [];
  const n = ctx.image.layers.length;
  let applying = 0;
  let over = false;
  const openAhead = () => {
    for (let j = opened.length; !over && j < Math.min(n, applying + depth) && (j <= applying || left[j - 1] <= NEXT_BLOB_AHEAD_BYTES); j = opened.length) {
      left[j] = ctx.image.layers[j].size;
      opened.push(
        openLayer(ctx, src, j, (k) => {
          left[j] -= k;
          if (left[j] <= NEXT_BLOB_AHEAD_BYTES) openAhead();
        })
      );
      opened[j].blob.pause();
    }
  };
  try {
    for (let i = 0; i < n; i++) {
      applying = i;
      openAhead();
      reports.push(await applyOne(ctx, src, i, opened[i], streams));
    }
    return reports;
  } finally {
    over = true;
    for (const s of streams) s.destroy();
    for (const b of opened) b.blob.destroy();
    await ctx.writer.flush().catch(() => {
    });
    await src.close();
  }
}
async function applySideBySide(ctx, width) {
  const n = ctx.image.layers.length;
  const src = ctx.blobs(Math.max(1, Math.floor(ctx.connections / width)));
  ctx.logger.info(`The image's ${n} layers are disjoint subtrees: applying ${width} at a time.`);
  const reports = [];
  const streams = [];
  const stop = new AbortController();
  let next = 0;
  let first;
  const lane = async () => {
    while (!stop.signal.aborted && next < n) {
      const i = next++;
      const opened = openLayer(ctx, src, i);
      streams.push(opened.blob);
      reports[i] = await applyOne(ctx, src, i, opened, streams, stop.signal);
    }
  };
  try {
    await Promise.allSettled(
      Array.from(
        { length: width },
        () => lane().catch((e) => {
          if (first === void 0) first = e;
          stop.abort(e);
          for (const s of streams) s.destroy();
        })
      )
    );
    await ctx.writer.flush().catch((e) => first ??= e);
    if (first !== void 0) throw first;
    return reports;
  } finally {
    for (const s of streams) s.destroy();
    await src.close();
  }
}
async function applyStreamed(ctx, i) {
  const src = ctx.blobs(ctx.connections);
  const streams = [];
  const opened = openLayer(ctx, src, i);
  try {
    return await applyOne(ctx, src, i, opened, streams);
  } finally {
    for (const s of streams) s.destroy();
    opened.blob.destroy();
    await ctx.writer.flush().catch(() => {
    });
    await src.close();
  }
}
function contextFor(image, connection, parts) {
  return {
    image,
    ...parts,
    blobs: (connections) => {
      const thread = new BlobThread({ ...connection, connections }, parts.logger);
      return {
        open: (i, onBytes) => thread.open(image.layers[i], onBytes),
        lent: (buf) => thread.lent(buf),
        close: () => thread.close()
      };
    },
    connections: connection.connections ?? DEFAULT_NETWORK.connections
  };
}

// src/pipeline/attempt.ts
var memory = (o) => o.memory ?? NO_MEMORY_POLICY;
var network = (o) => o.network ?? DEFAULT_NETWORK;
function credentialsFor(o, registry) {
  if (o.credentials && sameRegistry(registry, o.source.reference.registry)) return o.credentials;
  return dockerLogin(registry, o.logger, o.credentialsHint);
}
var scheduleContext = (a, parts) => contextFor(a.image, a.connection, {
  ...parts,
  logger: a.o.logger,
  progress: a.o.progress ?? new LineProgress(a.o.logger),
  handOver: a.handOver,
  label: a.ep.label,
  prefetch: a.o.prefetch
});

// src/layers/buffer-refs.ts
var BufferRefs = class {
  counts = /* @__PURE__ */ new WeakMap();
  exclusive = /* @__PURE__ */ new WeakSet();
  /** Where freed memory goes instead (a seek install's span buffers: spans.ts BufferStock). */
  recyclers = /* @__PURE__ */ new WeakMap();
  /** Buffers adopted and freed so far: equal once a layer is applied (the tests check it). */
  tally = { adopted: 0, freed: 0 };
  /** Says that `b`'s whole ArrayBuffer belongs to the stream that produced it and nothing else. */
  markExclusive(b) {
    this.exclusive.add(b.buffer);
  }
  /**
   * Starts counting the memory under `b` with one reference, the caller's, if the decompressor
   * marked it as its own and it is not counted yet; returns whether it did. `recycle`: when the
   * count reaches 0 the memory is not freed but handed to it, moved into a new ArrayBuffer (the
   * old one detached, as when freed).
   */
  adopt(b, recycle) {
    const ab = b.buffer;
    if (!this.exclusive.has(ab) || this.counts.has(ab)) return false;
    this.counts.set(ab, 1);
    if (recycle) this.recyclers.set(ab, recycle);
    this.tally.adopted++;
    return true;
  }
  retain(b) {
    const ab = b.buffer;
    const n = this.counts.get(ab);
    if (n !== void 0) this.counts.set(ab, n + 1);
  }
  release(b) {
    const ab = b.buffer;
    const n = this.counts.get(ab);
    if (n === void 0) return;
    if (n > 1) {
      this.counts.set(ab, n - 1);
      return;
    }
    this.counts.delete(ab);
    this.exclusive.delete(ab);
    this.tally.freed++;
    if (ab.detached) return;
    const recycle = this.recyclers.get(ab);
    this.recyclers.delete(ab);
    if (recycle) recycle(ab.transfer());
    else ab.transfer(0);
  }
};

// src/layers/writer.ts
import { promises as fs2, constants } from "node:fs";
var DiskFullError = class extends HostError {
  name = "DiskFullError";
};
var UMASK = process.umask();
function diskError(e, path) {
  const err = e;
  if (err.code === "ENOSPC" || err.code === "EDQUOT")
    return new DiskFullError(
      `The disk filled up while writing ${path}. Free space on the runner (for example remove unused toolchains under /opt or /usr/local), or prune more of the tree with the prune input. Nothing was installed.`,
      { cause: err }
    );
  if (isHostErrno(err))
    return new HostError(
      `Cannot write ${path} (${err.code}: ${err.message}). Check the permissions and the file system of the install directory. Nothing was installed.`,
      { cause: err }
    );
  return err;
}
var MAX_WRITE = 256 << 10;
async function writeAll(fh, bufs, total) {
  let { bytesWritten } = await fh.writev(bufs);
  while (bytesWritten < total) {
    let skip = bytesWritten;
    const rest = [];
    for (const b of bufs) {
      if (skip >= b.length) skip -= b.length;
      else {
        rest.push(skip ? b.subarray(skip) : b);
        skip = 0;
      }
    }
    const r = await fh.writev(rest);
    if (r.bytesWritten === 0) throw Object.assign(new Error("write returned 0 bytes"), { code: "ENOSPC" });
    bytesWritten += r.bytesWritten;
  }
}
var WRITE_BUDGET = 6 << 20;
var Writer = class {
  inflight = /* @__PURE__ */ new Set();
  failure;
  limit;
  budget;
  queuedBytes = 0;
  waiters = [];
  refs;
  /** `refs`: the counts of the buffers handed to writeStream, which holds each until written. */
  constructor(refs = new BufferRefs(), limit = 16, budget = WRITE_BUDGET) {
    this.refs = refs;
    this.limit = limit;
    this.budget = budget;
  }
  check() {
    if (this.failure) throw this.failure;
  }
  wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
  track(p) {
    const t = p.catch((e) => {
      this.failure ??= e;
    });
    const done = t.finally(() => {
      this.inflight.delete(done);
      this.wake();
    });
    this.inflight.add(done);
  }
  written(n) {
    this.queuedBytes -= n;
    this.wake();
  }
  async flush() {
    while (this.inflight.size) await Promise.all([...this.inflight]);
    this.check();
  }
  /** Waits until fewer than `limit` small writes and at most `budget` bytes are pending. */
  async room(small) {
    this.check();
    while (small && this.inflight.size >= this.limit || this.queuedBytes > this.budget) {
      await new Promise((r) => this.waiters.push(r));
      this.check();
    }
  }
  /** Writes a small file whose whole body is in memory; returns once it is queued. */
  async writeSmall(path, body, mode) {
    await this.room(true);
    this.queuedBytes += body.length;
    this.track(
      (async () => {
        try {
          await fs2.writeFile(path, body, { flag: "wx", mode });
          if ((mode & ~UMASK) !== mode) await fs2.chmod(path, mode);
        } catch (e) {
          throw diskError(e, path);
        } finally {
          this.written(body.length);
        }
      })()
    );
  }
  /**
   * Streams a large body to `path`. Returns once the whole body has been handed over (waiting only
   * while more than `budget` bytes are pending); the file is written in the background, in order,
   * and `flush` waits for it like for the small writes.
   */
  async writeStream(path, body, mode) {
    this.check();
    const queue = [];
    let ended = false;
    let more;
    const next = async () => {
      while (!queue.length && !ended) await new Promise((r) => more = r);
      return queue.shift();
    };
    let failed = false;
    const job = (async () => {
      let fh;
      try {
        fh = await fs2.open(
          path,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
          mode
        );
        let pending = [];
        let pendingBytes = 0;
        const drain = async () => {
          await writeAll(fh, pending, pendingBytes);
          this.written(pendingBytes);
          for (const p of pending) this.refs.release(p);
          pending = [];
          pendingBytes = 0;
        };
        for (let chunk = await next(); chunk; chunk = await next()) {
          for (let o = 0; o < chunk.length; o += MAX_WRITE) {
            const piece = chunk.subarray(o, o + MAX_WRITE);
            if (pendingBytes + piece.length > MAX_WRITE && pending.length) await drain();
            this.refs.retain(piece);
            pending.push(piece);
            pendingBytes += piece.length;
          }
          this.refs.release(chunk);
        }
        if (pending.length) await drain();
        if ((mode & ~UMASK) !== mode) await fh.chmod(mode);
      } catch (e) {
        failed = true;
        this.written(queue.reduce((n, b) => n + b.length, 0));
        queue.length = 0;
        throw diskError(e, path);
      } finally {
        await fh?.close();
      }
    })();
    this.track(job);
    try {
      for await (const chunk of body) {
        if (failed) break;
        this.refs.retain(chunk);
        queue.push(chunk);
        this.queuedBytes += chunk.length;
        more?.();
        await this.room(false);
      }
    } finally {
      ended = true;
      more?.();
    }
    this.check();
  }
  async mkdirp(path) {
    this.check();
    try {
      await fs2.mkdir(path, { recursive: true, mode: 493 });
    } catch (e) {
      throw diskError(e, path);
    }
  }
  async remove(path) {
    await this.flush();
    await fs2.rm(path, { recursive: true, force: true });
  }
  async link(existing, path) {
    await this.flush();
    try {
      await fs2.link(existing, path);
    } catch (e) {
      throw diskError(e, path);
    }
  }
};

// src/oci/annotations.ts
var Annotations = {
  /** The digest the source image was pinned by (OCI's own key). */
  BaseDigest: "org.opencontainers.image.base.digest",
  /** The source image reference. */
  BaseName: "org.opencontainers.image.base.name",
  Title: "org.opencontainers.image.title",
  /** The source's platform manifest (when the pin was an index). */
  SourceManifest: "io.github.vmafx.setup-rocm.source-manifest",
  ImagePath: "io.github.vmafx.setup-rocm.image-path",
  /** Newline-separated patterns, as installed. */
  Prune: "io.github.vmafx.setup-rocm.prune",
  Protect: "io.github.vmafx.setup-rocm.protect",
  Mode: "io.github.vmafx.setup-rocm.mode",
  Version: "io.github.vmafx.setup-rocm.version",
  /** `disjoint`: the layers are subtrees without whiteouts (see isDisjoint). */
  Layers: "io.github.vmafx.setup-rocm.layers"
};
var DISJOINT = "disjoint";
function isDisjoint(annotations) {
  return annotations[Annotations.Layers] === DISJOINT;
}

// src/pipeline/whole.ts
var SIDE_BY_SIDE = 4;
async function applyWhole(a) {
  const { o, image, staging } = a;
  const log = o.logger;
  const restarts = new Restarts();
  let width = isDisjoint(image.annotations) && image.layers.length > 1 ? Math.min(image.layers.length, SIDE_BY_SIDE) : 1;
  let extraRoots = [];
  for (; ; ) {
    const refs = new BufferRefs();
    const writer = new Writer(refs);
    const overlay = new Overlay({
      staging: staging.dir,
      imagePath: o.source.imagePath,
      prune: o.source.prune,
      protect: o.source.protect,
      logger: log,
      writer,
      buffers: refs.tally,
      order: width > 1 ? new DisjointLayers() : IN_ORDER,
      extraRoots
    });
    let bytesDownloaded = 0;
    const ctx = scheduleContext(a, {
      sink: overlay,
      refs,
      writer,
      downloaded: (n) => bytesDownloaded += n
    });
    try {
      const layers = width > 1 ? await applySideBySide(ctx, width) : await applyInOrder(ctx);
      return { finish: () => overlay.finish(), report: overlay.report, layers, bytesDownloaded };
    } catch (e) {
      const r = restartFor(e);
      if (!r) throw e;
      restarts.take(r);
      if (r.reason === "not-disjoint") {
        log.warning(
          `The image says its layers are disjoint, but ${r.error.message}. Applying them one by one instead (downloading again).`
        );
        width = 1;
      } else {
        log.warning(
          `${o.source.imagePath} turned out to resolve to ${r.error.root}, whose files came earlier in the stream; downloading again to keep them.`
        );
        extraRoots = [...extraRoots, r.error.root];
      }
      await staging.empty();
    }
  }
}

// src/seek/inflate/inflate-pool.ts
import { Worker as Worker2 } from "node:worker_threads";
var PIECES_AHEAD = 3;
var PIECE_BYTES = 1 << 20;
var SpanOutput = class {
  pieceBytes;
  count;
  pieces = [];
  waiters = /* @__PURE__ */ new Map();
  arrived = 0;
  sent = 0;
  failure;
  ended = false;
  /** Closed before its end but still inflated to it, pieces given back, for the end check (the next window, the trailer). */
  draining = false;
  checksEnd;
  w;
  id;
  stock;
  wrap;
  /** The compressed bytes' ArrayBuffer, back from the thread once the span is done. */
  done;
  settle;
  constructor(w, id, outBytes, stock, wrap, checksEnd = false) {
    this.checksEnd = checksEnd;
    this.w = w;
    this.wrap = wrap;
    this.id = id;
    this.stock = stock;
    this.pieceBytes = stock.size;
    this.count = Math.max(1, Math.ceil(outBytes / this.pieceBytes));
    this.done = new Promise((r) => this.settle = r);
    this.supply(PIECES_AHEAD - 1);
  }
  /** Hands the thread buffers for the pieces up to `last`. */
  supply(last) {
    if (this.ended && !this.draining) return;
    for (; this.sent <= Math.min(last, this.count - 1); this.sent++) {
      const ab = this.stock.take();
      this.w.postMessage({ p: "inflate", t: "buffer", id: this.id, ab }, [ab]);
    }
  }
  /** Piece `i` (bytes [i * pieceBytes, ...) of the span's output), now the caller's to hold. */
  async take(i) {
    if (i >= this.count) throw new Error(`internal: piece ${i + 1} of a span of ${this.count}`);
    if (this.failure) throw this.failure;
    this.supply(i + PIECES_AHEAD);
    const have = this.pieces[i];
    if (have) {
      this.pieces[i] = void 0;
      return have;
    }
    if (i < this.arrived) throw new Error(`internal: piece ${i + 1} of a span taken twice`);
    return await new Promise((resolve, reject) => this.waiters.set(i, { resolve, reject }));
  }
  /** Pieces before `i` that arrived and nobody took (their bytes were passed over) go back. */
  skip(i) {
    for (let k = 0; k < Math.min(i, this.pieces.length); k++) {
      const b = this.pieces[k];
      if (!b) continue;
      this.pieces[k] = void 0;
      this.stock.give(b.buffer);
    }
  }
  onPiece(ab, length) {
    const i = this.arrived++;
    if (this.draining) {
      this.stock.give(ab);
      this.supply(i + PIECES_AHEAD);
      return;
    }
    const b = Buffer.from(ab, 0, length);
    const w = this.waiters.get(i);
    if (w) {
      this.waiters.delete(i);
      w.resolve(b);
    } else if (this.ended) this.stock.give(ab);
    else this.pieces[i] = b;
  }
  /** Why the span could not be inflated, once it is known. */
  get error() {
    return this.failure;
  }
  onDone(data, error) {
    if (error) this.fail(this.wrap(error));
    this.ended = true;
    this.draining = false;
    this.settle(data);
  }
  fail(e) {
    this.failure ??= e;
    for (const w of this.waiters.values()) w.reject(this.failure);
    this.waiters.clear();
  }
  /**
   * The span is done with (read to its end or not): unread pieces go back, and the thread drops
   * it, unless its end is still to be checked against the next checkpoint's window: then it is
   * inflated to its end, its pieces given back as they come (`done` says how that went).
   */
  close() {
    this.skip(this.pieces.length);
    if (this.ended || this.draining) return;
    if (this.checksEnd) {
      this.draining = true;
      this.supply(this.arrived + PIECES_AHEAD - 1);
      return;
    }
    this.w.postMessage({ p: "inflate", t: "cancel", id: this.id });
    this.ended = true;
  }
};
var END_WAIT_MS = 1e4;
var InflatePool = class {
  workers = [];
  next = 0;
  /**
   * One thread by default: at most the applied span and SPANS_INFLATED_AHEAD (spans.ts) more inflate at
   * once, their pieces as the applier asks, and one thread's raw inflate outruns writing the kept
   * files; each thread is more resident memory (docs/benchmarks.md).
   */
  constructor(size = 1) {
    const url = workerUrl(import.meta.url, "./inflate-worker.ts", "inflate-worker.js");
    for (let i = 0; i < size; i++) {
      const w = new Worker2(url, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
      w.unref();
      const gone = new Promise((r) => w.once("exit", () => r()));
      const spans = /* @__PURE__ */ new Map();
      onProtocol(w, "inflate", (m) => {
        const s = spans.get(m.id);
        if (!s) return;
        if (m.t === "piece") s.onPiece(m.ab, m.length);
        else {
          spans.delete(m.id);
          if (m.t === "done") s.onDone(m.data);
          else s.onDone(void 0, rebuildError(m.error));
        }
      });
      w.on("error", (e) => {
        for (const s of spans.values()) {
          s.fail(e);
          s.onDone(void 0);
        }
        spans.clear();
      });
      this.workers.push({ w, spans, gone });
    }
  }
  /**
   * Starts inflating one span: `data` (a spanBuffer(): prime.ts, which moves to the thread)
   * holds its compressed bytes from floor(bit / 8) on; its output comes in pieces of `stock`'s
   * size, in buffers taken from it.
   */
  inflate(data, bit, window, outBytes, stock, wrap = (e) => e, nextWindow, isize) {
    if (!isSpanBuffer(data)) throw new Error("internal: a span to inflate must be a spanBuffer()");
    const t = this.workers.reduce((a, b) => b.spans.size < a.spans.size ? b : a);
    const id = this.next++;
    const buffer = data.buffer;
    const win = new ArrayBuffer(window.length);
    window.copy(Buffer.from(win));
    const next = nextWindow?.length ? new ArrayBuffer(nextWindow.length) : void 0;
    if (next) nextWindow.copy(Buffer.from(next));
    t.w.postMessage(
      {
        p: "inflate",
        t: "job",
        id,
        data: buffer,
        offset: data.byteOffset,
        length: data.length,
        bit,
        window: win,
        outBytes,
        ...next ? { nextWindow: next } : {},
        ...isize !== void 0 ? { isize } : {}
      },
      next ? [buffer, win, next] : [buffer, win]
    );
    const s = new SpanOutput(t.w, id, outBytes, stock, wrap, next !== void 0 || isize !== void 0);
    t.spans.set(id, s);
    return s;
  }
  /** The threads, which write the install's files too (write-pool.ts). */
  get threads() {
    return this.workers.map((t) => t.w);
  }
  /**
   * Fails the spans still out and ends the threads. Each thread is asked to end (inflate-worker.ts
   * 'exit') rather than terminated: Node 24 aborts the whole process ("close before init",
   * node_zlib.cc) when a thread is terminated between creating a zlib engine and initialising it,
   * which a thread inflating a span does all the time (the exit message comes between two
   * messages, never inside one). Terminated only if it has not ended after END_WAIT_MS.
   */
  async close() {
    for (const t of this.workers) {
      for (const s of t.spans.values()) s.fail(new Error("the inflate threads were closed"));
      t.spans.clear();
      t.w.postMessage({ p: "inflate", t: "exit" });
    }
    await Promise.all(
      this.workers.map(async (t) => {
        let timer;
        const late = new Promise((r) => timer = setTimeout(() => r(true), END_WAIT_MS));
        if (await Promise.race([t.gone.then(() => false), late])) await t.w.terminate();
        clearTimeout(timer);
      })
    );
  }
};

// src/seek/inflate/buffer-stock.ts
var BufferStock = class {
  free = [];
  size;
  /** Buffers allocated (the rest were used again). */
  allocated = 0;
  constructor(size) {
    this.size = size;
  }
  take() {
    const ab = this.free.pop();
    if (ab) return ab;
    this.allocated++;
    return new ArrayBuffer(this.size);
  }
  give(ab) {
    if (ab.detached || ab.byteLength !== this.size) return;
    this.free.push(ab.transfer());
  }
};

// src/seek/inflate/turns.ts
var InflateTurns = class {
  ahead;
  /** Jobs applied: 0..consumed-1. */
  consumed = 0;
  /** Jobs waiting for their turn, by job number. */
  waiting = /* @__PURE__ */ new Map();
  constructor(ahead) {
    this.ahead = ahead;
  }
  may(k) {
    return k <= this.consumed + this.ahead;
  }
  /** Resolves once job `k` may inflate; rejects with the signal's reason once it is aborted. */
  async wait(k, signal) {
    while (!this.may(k)) {
      if (signal.aborted) throw signal.reason;
      await new Promise((r) => this.waiting.set(k, r));
    }
  }
  /** Jobs before `consumed` have been applied: the jobs whose turn it is now go. */
  applied(consumed) {
    this.consumed = Math.max(this.consumed, consumed);
    for (const [k, wake] of this.waiting)
      if (this.may(k)) {
        this.waiting.delete(k);
        wake();
      }
  }
  /** Every waiting job looks again (and sees its signal aborted). */
  close() {
    for (const wake of this.waiting.values()) wake();
    this.waiting.clear();
  }
};

// src/seek/fetch/failover.ts
import { createHash } from "node:crypto";
var SourceFailover = class {
  o;
  ranges;
  constructor(o) {
    this.o = o;
    this.ranges = o.ranges;
  }
  /**
   * A span the last source sent wrong twice: whose fault is it? Its whole layer is fetched once,
   * streamed (on this failure path only): where the blob is its digest's and its bytes at the span
   * are not the index's, the index does not describe this blob, whatever its sizes say (an index
   * from versions.json then gives way to the whole image); otherwise the source stays at fault
   * (issue 49 item 10: another image's index with the same layer sizes was blamed on the registry).
   */
  async blame(l, s, what, fault) {
    if (this.o.stopped()) return fault;
    const blobs = new BlobFetcher(this.ranges.transport, {
      logger: this.o.logger,
      deadline: this.o.deadline,
      connections: 1
    });
    const hash = createHash("sha256");
    let at = 0;
    try {
      const d = { mediaType: "application/octet-stream", digest: l.digest, size: l.size };
      for await (const c of blobs.open(d, { logger: this.o.logger })) {
        if (this.o.stopped()) return fault;
        const from = Math.max(at, s.offset);
        const to = Math.min(at + c.length, s.offset + s.length);
        if (to > from) hash.update(c.subarray(from - at, to - at));
        at += c.length;
      }
    } catch {
      return fault;
    }
    if (hash.digest("hex") === s.sha256) return fault;
    return new IndexMismatchError(
      `${what}: the layer's blob matches its digest, but its bytes there are not the ones the seek index names: the index does not describe this image.`
    );
  }
  /**
   * After the source of change `from` failed a span with `e`: whether to fetch it again from the
   * current source (another span already moved on) or the next one (now the current one).
   */
  nextSourceAfter(from, e) {
    if (this.o.stopped() || faultOf(e) !== "source" || e instanceof RangeIgnoredError) return false;
    if (from !== this.ranges.generation) return true;
    const failed = this.ranges.transport;
    const next = this.o.nextSource?.();
    if (!next) return false;
    const where = (t) => `${t.registry}/${t.repository}`;
    this.o.logger.warning(
      `${where(failed)} failed: ${e.message.replace(/\.?$/, ".")} Fetching it and the rest from ${where(next)}; the ${this.o.verified()} spans already verified are kept.`
    );
    this.ranges.use(next);
    return true;
  }
};

// src/seek/fetch/spans.ts
var SPANS_INFLATED_AHEAD = 1;
var SPAN_PART = 4 << 20;
var PREFETCH_PER_CONNECTION = SPAN_PART;
var PREFETCH_MIN = 8 << 20;
var MAX_ALIVE_BYTES = 96 << 20;
var SpanQueue = class {
  o;
  running = /* @__PURE__ */ new Map();
  stop = new AbortController();
  started = 0;
  consumed = 0;
  /** Which jobs may inflate now. */
  turns = new InflateTurns(SPANS_INFLATED_AHEAD);
  /** The applier's waits for spans on their way, told to the connections. */
  waits;
  /** Where a span goes when its source fails it. */
  failover;
  /** Where spans come from (and the source they come from now), with its connections. */
  ranges;
  /** The first job of each layer, and the heads (gzip headers) asked for, by layer. */
  firstJob = /* @__PURE__ */ new Map();
  heads = /* @__PURE__ */ new Map();
  verified = 0;
  unwatch;
  failure;
  /** Buffers for the spans' compressed bytes and for the pieces of their output. */
  compressedStock;
  pieceStock;
  /** The jobs' compressed spans, on average. */
  meanSpan;
  /** Jobs alive at once at most (started and not yet done): MAX_ALIVE_BYTES of the largest span. */
  maxAlive;
  constructor(o) {
    this.o = o;
    this.ranges = new RangeFetcher({
      transport: o.transport,
      limit: o.limit,
      deadline: o.deadline,
      maxResumes: o.maxResumes ?? 20,
      logger: o.logger,
      slots: true
    });
    this.failover = new SourceFailover({
      ranges: this.ranges,
      nextSource: o.nextSource,
      logger: o.logger,
      deadline: o.deadline,
      stopped: () => this.failure !== void 0 || this.stop.signal.aborted,
      verified: () => this.verified
    });
    this.waits = new Waits({
      limit: o.limit,
      clock: o.clock,
      grew: (what, n) => o.logger.debug(`Seek index: waited for ${what}; ${n} connections now.`)
    });
    for (const [k, j] of o.jobs.entries()) if (!this.firstJob.has(j.layer)) this.firstJob.set(j.layer, k);
    const span = (j) => o.layers[j.layer].spans[j.span];
    const largest = o.jobs.reduce((n, j) => Math.max(n, span(j).length), 0);
    this.compressedStock = new BufferStock(PRIME_ROOM + largest);
    this.maxAlive = Math.max(SPANS_INFLATED_AHEAD + 2, Math.floor(MAX_ALIVE_BYTES / Math.max(1, largest)));
    this.meanSpan = Math.max(1, o.jobs.reduce((n, j) => n + span(j).length, 0) / Math.max(1, o.jobs.length));
    this.pieceStock = new BufferStock(
      Math.min(
        PIECE_BYTES,
        o.jobs.reduce((n, j) => Math.max(n, j.outEnd - j.outStart), 1)
      )
    );
    this.stop.signal.addEventListener("abort", () => this.ranges.close(this.stop.signal.reason));
    this.unwatch = o.limit.watch(() => this.fill());
    this.fill();
  }
  /** Every job's promise, to wait for at the end. */
  all = [];
  /**
   * Jobs started past the one being applied: enough spans that every connection has a part to
   * fetch (PREFETCH_PER_CONNECTION, PREFETCH_MIN at least), and one more (each job holds its
   * span's compressed bytes until its inflate has ended; the threads work on the applied span and
   * SPANS_INFLATED_AHEAD more); never more than maxAlive jobs in all.
   */
  get ahead() {
    const bytes = Math.max(PREFETCH_MIN, this.o.limit.current * PREFETCH_PER_CONNECTION);
    return Math.min(this.maxAlive - 1, Math.max(SPANS_INFLATED_AHEAD, Math.ceil(bytes / this.meanSpan)) + 1);
  }
  fill(upTo = this.consumed + this.ahead) {
    while (!this.stop.signal.aborted && this.started < this.o.jobs.length && this.started <= upTo) {
      const k = this.started++;
      const job = this.o.jobs[k];
      if (this.firstJob.get(job.layer) === k && this.o.keepCompressed?.(job.layer)) this.headOf(job.layer);
      const r = {};
      r.out = this.run(job, r, k);
      r.out.catch((e) => {
        this.failure ??= e;
        this.stop.abort(e);
      });
      this.running.set(k, r);
      this.all.push(
        r.out.then(
          () => {
          },
          () => {
          }
        )
      );
    }
  }
  async run(job, r, k) {
    const l = this.o.layers[job.layer];
    const s = l.spans[job.span];
    const what = `Layer ${job.layer + 1} (${l.digest.slice(0, 19)}\u2026), span ${job.span + 1} of ${l.spans.length}`;
    let data;
    for (let attempt = 1; !data; attempt++) {
      const from = this.ranges.generation;
      let got;
      try {
        const { first: first2, last } = spanBytes(l, job.span);
        got = await this.fetch(l.digest, first2, last, what, job.layer, k, true);
      } catch (e) {
        if (!this.failover.nextSourceAfter(from, e)) throw e;
        attempt = 0;
        continue;
      }
      if (sha256(got) === s.sha256) {
        data = got;
        r.fetched = true;
        r.waited?.();
        this.verified++;
        continue;
      }
      this.giveBack(got);
      if (attempt >= 2) {
        const e = new IntegrityError(
          `${what}: its bytes do not match the seek index's sha256 twice in a row (${this.ranges.transport.registry} sent a corrupt download).`
        );
        if (!this.failover.nextSourceAfter(from, e)) throw await this.failover.blame(l, s, what, e);
        attempt = 0;
        continue;
      }
      this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`);
    }
    const keep = this.o.keepCompressed?.(job.layer) ?? false;
    await this.turns.wait(k, this.stop.signal);
    const cp = l.checkpoints[job.span];
    const first = data[0];
    const length = data.length;
    const out = this.o.inflatePool.inflate(
      data,
      cp.bit,
      cp.window,
      job.outEnd - job.outStart,
      this.pieceStock,
      // The bytes are the ones the index was made from (their sha256 says so): an inflate that
      // fails on them means the index's checkpoint is wrong.
      (e) => new IndexMismatchError(
        `${what} does not inflate from the index's checkpoint (${e.message}): the seek index does not describe this blob.`
      ),
      // Kept only where the next span is fetched too (apply/from-spans.ts releaseUnneededWindows).
      l.checkpoints[job.span + 1]?.window,
      // The last span: the stream ends with it, as the index says (index/model.ts lastMember).
      job.span === l.spans.length - 1 && l.lastMember !== void 0 ? l.tarBytes - l.lastMember : void 0
    );
    if (keep)
      r.compressed = out.done.then((ab) => {
        if (!ab) return void 0;
        const b = spanBuffer(length, ab);
        b[0] = first;
        return b;
      });
    void out.done.then((ab) => {
      if (ab && !keep) this.compressedStock.give(ab);
      if (out.error && !this.failure) {
        this.failure = out.error;
        this.stop.abort(out.error);
      }
    });
    return out;
  }
  /**
   * Bytes first..last of a blob, in parts of SPAN_PART side by side (oci/blob/parts.ts), each
   * waiting for a connection in the order of `priority` (the job's number: what the applier needs
   * next goes first).
   */
  fetch(digest, first, last, what, layer, priority, stocked = false) {
    let b;
    const buffer = () => b ??= spanBuffer(last - first + 1, stocked ? this.compressedStock.take() : void 0);
    const ask = { digest, first, last, what, priority, onBytes: (n) => this.o.onBytes?.(layer, n) };
    return readInParts(this.ranges, ask, SPAN_PART, buffer);
  }
  /** Job `k`'s output (and its compressed bytes, when kept); jobs are taken in order. */
  async take(k) {
    if (k >= this.started) this.fill(k);
    if (this.failure) throw this.failure;
    const r = this.running.get(k);
    if (!r) throw new Error(`internal: span job ${k} taken after it was done`);
    if (k > 0 && !r.fetched) r.waited = this.waits.begin(`span job ${k + 1}`);
    try {
      const out = await r.out;
      return { out, compressed: r.compressed };
    } finally {
      r.waited?.();
    }
  }
  /** A span's compressed bytes (as fetched) are done with: their buffer serves another span. */
  giveBack(compressed) {
    this.compressedStock.give(compressed.buffer);
  }
  /** A piece of a span's output is done with (its last holder let go: BufferRefs). */
  giveBackPiece(ab) {
    this.pieceStock.give(ab);
  }
  /** Job `k` has been applied: its memory goes, and another job may start. */
  done(k) {
    this.running.delete(k);
    this.consumed = Math.max(this.consumed, k + 1);
    this.turns.applied(this.consumed);
    this.fill();
  }
  /** Layer `i`'s gzip header (the bytes before its first span), asked for once. */
  headOf(i) {
    let h = this.heads.get(i);
    if (!h) {
      const l = this.o.layers[i];
      const n = headBytes(l);
      const what = `Layer ${i + 1} (${l.digest.slice(0, 19)}\u2026), its first ${n} bytes`;
      const priority = (this.firstJob.get(i) ?? this.started) - 0.5;
      h = n ? this.fetchHead(l.digest, n, what, i, priority) : Promise.resolve(Buffer.alloc(0));
      h.catch((e) => {
        this.failure ??= e;
        this.stop.abort(e);
      });
      this.heads.set(i, h);
    }
    return h;
  }
  /**
   * The `n` bytes before a layer's first span, from the next source when this one fails them, as a
   * span is (they are checked with the whole blob's digest: layer-bytes.ts LayerBytes).
   */
  async fetchHead(digest, n, what, i, priority) {
    for (; ; ) {
      const from = this.ranges.generation;
      try {
        return await this.fetch(digest, 0, n - 1, what, i, priority);
      } catch (e) {
        if (!this.failover.nextSourceAfter(from, e)) throw e;
      }
    }
  }
  /** The first bytes of layer `i`'s blob, before its first span (its gzip header: no span holds them). */
  async head(i) {
    const waited = this.waits.begin(`layer ${i + 1}'s header`);
    try {
      return await this.headOf(i);
    } finally {
      waited();
      this.heads.delete(i);
    }
  }
  /** Stops every fetch (after a failure elsewhere, or at the end). */
  close(reason = new Error("the install from the seek index ended")) {
    this.stop.abort(reason);
    this.unwatch();
    this.waits.close();
    this.turns.close();
    this.running.clear();
  }
  /** Every job has settled (after close(), at once: their bodies were destroyed). */
  async settled() {
    await Promise.all(this.all);
  }
};

// src/seek/write/planned-content.ts
import { linkSync, mkdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
var PER_DIR = 4096;
var PlannedContent = class {
  dir;
  pool;
  shared;
  keptPlace;
  /** Entries written where they stay. */
  inPlace;
  /** Directories made (a few thousand paths, not one per file). */
  made = /* @__PURE__ */ new Set();
  /** The first file found not to be what the index says (or that could not be written). */
  failure;
  /**
   * `shared`: entries that more than one kept file holds (plan.ts Plan.shared); `inPlace`: an
   * empty set of the image's entries, filled here; `pool`: where the files are written.
   */
  constructor(staging, pool, shared, inPlace, keptPlace) {
    this.dir = `${staging}/planned`;
    this.pool = pool;
    this.shared = shared;
    this.inPlace = inPlace;
    this.keptPlace = keptPlace;
  }
  dirOf(id) {
    return `${this.dir}/${layerOf(id)}-${Math.floor(placeOf(id) / PER_DIR)}`;
  }
  pathOf(id) {
    return `${this.dirOf(id)}/${placeOf(id)}`;
  }
  /**
   * Writes entry `id`'s content (`e` its TOC entry) from `body`, which yields exactly e.size bytes;
   * resolves once all of it is handed to the write pool, which writes it and checks it against
   * its sha256 (checked() says how that went). Throws when the content is not e.size bytes; `how`
   * says where the bytes came from.
   */
  async write(id, e, body, how) {
    if (this.failure) throw this.failure;
    const there = this.shared.has(id) ? void 0 : this.keptPlace(e.path, id);
    const path = there ?? this.pathOf(id);
    const dir = there ? dirname2(there) : this.dirOf(id);
    if (!this.made.has(dir)) {
      try {
        mkdirSync(dir, { recursive: true });
      } catch (err) {
        throw diskError(err, dir);
      }
      this.made.add(dir);
    }
    if (there) this.inPlace.add(id);
    const mode = installedMode(e.mode ?? 420);
    const have = await this.pool.write(
      path,
      mode,
      e.size,
      e.sha256,
      body,
      (w) => this.written(id, e, path, how, w)
    );
    if (have !== e.size)
      throw new IndexMismatchError(
        `Layer ${layerOf(id) + 1}: ${e.path} ${how} is ${have} bytes, but the seek index says ${e.size}. ${INDEX_REMEDY}`
      );
  }
  written(id, e, path, how, w) {
    if ("error" in w) this.failure ??= diskError(w.error, path);
    else if (!w.ok)
      this.failure ??= new IndexMismatchError(
        `Layer ${layerOf(id) + 1}: ${e.path} ${how} does not match the index's sha256 for it: the seek index does not describe this image (or its checkpoints are wrong). ${INDEX_REMEDY}`
      );
  }
  /** Waits until every file given so far is written and checked; throws the first that failed. */
  async checked() {
    await this.pool.settled();
    if (this.failure) throw this.failure;
  }
  /** Puts a kept file's content at `path` (the plan's finish calls it for each, after its directory). */
  place = (f, path) => {
    if (f.origin === void 0) throw new Error(`internal: ${path} has no planned content`);
    if (this.inPlace.has(f.origin)) return;
    const from = this.pathOf(f.origin);
    try {
      if (this.shared.has(f.origin)) linkSync(from, path);
      else renameSync(from, path);
    } catch (err) {
      if (err.code === "ENOENT")
        throw new Error(`internal: the content planned for ${path} was not written`, { cause: err });
      throw diskError(err, path);
    }
  };
  /** The content files left (those hardlinks share) go once the tree is finished. */
  async remove() {
    await rm(this.dir, { recursive: true, force: true });
  }
};
var PlannedWrites = class {
  content;
  how;
  /** `how`: where the bytes came from, for messages. */
  constructor(content, how) {
    this.content = content;
    this.how = how;
  }
  entry(_e, c) {
    return this.content.write(c.id, c.entry, c.body, this.how);
  }
};

// src/seek/apply/layer-bytes.ts
import { createHash as createHash2 } from "node:crypto";
var LayerBytes = class {
  /** Spans taken and not yet passed: their output, and the pieces taken and held, by number. */
  outs = /* @__PURE__ */ new Map();
  taken = 0;
  /** Each span's end, once inflated (a span's end is checked against the next window: inflate-pool.ts). */
  inflated = [];
  hash;
  /** The spans hashed so far, in order (each once its inflate has given its bytes back). */
  hashing = Promise.resolve();
  q;
  refs;
  l;
  /** This layer's jobs: their numbers in the queue and their spans. */
  jobs;
  /** The spans of the jobs: fetched() asks of every entry's bytes. */
  fetchedSpans;
  /** `head`: the blob's bytes before its first span, when every span is fetched (then it is hashed). */
  constructor(q, refs, l, jobs, head) {
    this.q = q;
    this.refs = refs;
    this.l = l;
    this.jobs = jobs;
    this.fetchedSpans = new Set(jobs.map((x) => x.span));
    if (head) this.hash = createHash2("sha256").update(head);
  }
  /** Whether every byte of [from, to) is in a fetched span. */
  fetched(from, to) {
    if (!this.jobs.length || to > this.l.tarBytes || to <= from) return false;
    const [first, last] = spansOver(this.l, from, to);
    for (let j = first; j <= last; j++) if (!this.fetchedSpans.has(j)) return false;
    return true;
  }
  async out(j) {
    for (; ; ) {
      const have = this.outs.get(j);
      if (have) return have;
      const next = this.jobs[this.taken];
      if (!next || next.span > j) throw new Error(`internal: span ${j + 1} is not fetched`);
      const { out, compressed } = await this.q.take(next.k);
      const hash = this.hash;
      if (hash && compressed) {
        const skip = this.taken ? 1 : 0;
        this.hashing = this.hashing.then(async () => {
          const c = await compressed;
          if (!c) return;
          hash.update(c.subarray(skip));
          this.q.giveBack(c);
        });
      }
      this.outs.set(next.span, { so: out, held: /* @__PURE__ */ new Map() });
      this.inflated.push(out.done);
      this.taken++;
    }
  }
  /** Piece `p` of a span, taken from the thread once and held until release() passes it. */
  async piece(so, held, p) {
    const have = held.get(p);
    if (have) return have;
    so.skip(p);
    const b = await so.take(p);
    this.refs.markExclusive(b);
    this.refs.adopt(b, (ab) => this.q.giveBackPiece(ab));
    held.set(p, b);
    return b;
  }
  /**
   * The bytes [from, to), in pieces that stay valid until release() passes them. With `passing`, a
   * piece read to its end is released as soon as the next is asked for (the consumer must retain
   * what it keeps: EntryContent does); without, nothing is released here.
   */
  async *range(from, to, passing = true) {
    let at = from;
    while (at < to) {
      const j = spanAt(this.l, at);
      const [start, end] = spanOut(this.l, j);
      const { so, held } = await this.out(j);
      const p = Math.floor((at - start) / so.pieceBytes);
      const pStart = start + p * so.pieceBytes;
      const pEnd = Math.min(end, pStart + so.pieceBytes);
      const b = await this.piece(so, held, p);
      const stop = Math.min(to, pEnd);
      yield b.subarray(at - pStart, stop - pStart);
      at = stop;
      if (passing && stop === pEnd) this.release(pEnd);
    }
  }
  /**
   * The bytes [from, to) in one buffer (a tar header: small), valid until release() passes them.
   * Nothing is released on the way: a header across a span's or piece's end is still whole to
   * concatenate (regression: the first span was freed under it, found by a real Debian root and a
   * refetched span).
   */
  async bytes(from, to) {
    const parts = [];
    for await (const p of this.range(from, to, false)) parts.push(p);
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }
  /** Nothing before `before` is read again. */
  release(before) {
    for (const [j, { so, held }] of this.outs) {
      const [start, end] = spanOut(this.l, j);
      if (start >= before) continue;
      for (const [p, b] of held) {
        if (Math.min(end, start + (p + 1) * so.pieceBytes) > before) continue;
        held.delete(p);
        this.refs.release(b);
      }
      if (end > before) continue;
      for (const b of held.values()) this.refs.release(b);
      this.outs.delete(j);
      so.close();
      const job = this.jobs.find((x) => x.span === j);
      this.q.done(job.k);
    }
  }
  /** The layer is applied: every job is released, and a layer fetched whole is checked as a blob. */
  async end(digest) {
    while (this.taken < this.jobs.length) await this.out(this.jobs[this.taken].span);
    this.release(Infinity);
    await Promise.all(this.inflated);
    if (this.q.failure) throw this.q.failure;
    await this.hashing;
    if (this.hash) {
      const actual = `sha256:${this.hash.digest("hex")}`;
      if (actual !== digest)
        throw new IntegrityError(
          `Layer ${digest.slice(0, 19)}\u2026: every span matched the seek index, but together they are ${actual}, not the layer's digest: the index's spans do not make up this blob.`
        );
    }
  }
};

// src/seek/apply/tar-checks.ts
var describe = (e) => `${e.type} ${e.path} (${e.size ?? 0} bytes${typeof e.mode === "number" ? `, mode ${e.mode.toString(8).padStart(4, "0")}` : ""}${e.linkpath ? ` -> ${e.linkpath}` : ""})`;
var sameEntry = (got, e) => got.path === e.path && got.type === e.type && (got.size ?? 0) === e.size && (got.linkpath ?? "") === (e.linkpath ?? "") && (got.mode ?? void 0) === e.mode;
function checkStreamed(layer, k, got, e) {
  if (got && e ? sameEntry(got, e) : got === e) return;
  throw new IndexMismatchError(
    `Layer ${layer + 1}: tar entry ${k + 1} of its stream is ${got ? describe(got) : "not there (the stream ends)"}, but the seek index says ${e ? describe(e) : "the stream ends"}: the index does not describe this image. ${INDEX_REMEDY}`
  );
}
function checkHeader(layer, e, bytes) {
  const b = new TocBuilder();
  let got;
  try {
    b.push(bytes);
    got = b.table.length ? b.table.at(0) : void 0;
  } catch {
    got = void 0;
  }
  if (!got || !sameEntry(got, e) || got.data !== e.data - e.header)
    throw new IndexMismatchError(
      `Layer ${layer + 1}: the tar header at byte ${e.header} is ${got ? describe(got) : "not a valid header"}, but the seek index says ${describe(e)}: the index does not describe this image. ${INDEX_REMEDY}`
    );
}
var UnlistedBytes = class {
  b = new TocBuilder();
  layer;
  from;
  constructor(layer, from) {
    this.layer = layer;
    this.from = from;
  }
  push(piece) {
    try {
      this.b.push(piece);
    } catch (e2) {
      this.refuse(
        `bytes the index lists no entry for, from byte ${this.from}, are not a tar stream's (${e2.message})`
      );
    }
    const e = this.b.table.length ? this.b.table.at(0) : void 0;
    if (e)
      this.refuse(
        `the tar stream holds ${describe(e)} at byte ${e.header + this.from}, which the seek index leaves out`
      );
  }
  /** All of them were pushed; `eoa`: where the index says the archive ends (when it says). */
  end(eoa) {
    if (eoa === void 0) return;
    try {
      this.b.end();
    } catch {
    }
    const at = this.b.eoa !== void 0 ? this.b.eoa + this.from : void 0;
    if (at !== eoa)
      this.refuse(
        `the index puts the end-of-archive at byte ${eoa}, but the tar stream's is ${at === void 0 ? "not there" : `at byte ${at}`}`
      );
  }
  refuse(what) {
    throw new IndexMismatchError(
      `Layer ${this.layer + 1}: ${what}: the index does not describe this image. ${INDEX_REMEDY}`
    );
  }
};

// src/seek/apply/span-entries.ts
var WRITE_BACKLOG_BYTES = 8 << 20;
var SpanEntries = class {
  o;
  /** Why the walk failed: a span that could not be read, or what the span queue or the writes said. */
  fed;
  constructor(o) {
    this.o = o;
  }
  get failure() {
    return this.fed ?? this.o.failed();
  }
  /** Bytes the TOC lists no entry for, checked wherever they were fetched (tar-checks.ts UnlistedBytes). */
  async checkUnlisted(from, to, eoa) {
    const { bytes, layer } = this.o;
    if (to <= from || !bytes.fetched(from, to)) return;
    const u = new UnlistedBytes(layer, from);
    for await (const piece of bytes.range(from, to)) u.push(piece);
    u.end(eoa);
  }
  async *[Symbol.asyncIterator]() {
    const { l, layer, bytes } = this.o;
    let pos = 0;
    for (const [k, e] of l.toc.entries()) {
      const f = this.failure;
      if (f) throw f;
      await this.checkUnlisted(pos, e.header);
      pos = entryEnd(e.data, e.size);
      if (bytes.fetched(e.header, e.data)) checkHeader(layer, e, await bytes.bytes(e.header, e.data));
      const id = entryId(layer, k);
      if (!this.o.writes(id, e)) {
        bytes.release(e.data);
        continue;
      }
      const feed2 = new Feed(this.o.refs);
      const fed = feed2.from(bytes.range(e.data, e.data + e.size)).catch((err) => {
        this.fed ??= err;
        feed2.body.discard();
      });
      try {
        yield { header: e, content: { id, entry: e, body: feed2.body } };
      } finally {
        feed2.stop();
        await fed;
      }
      if (this.fed) throw this.fed;
      bytes.release(e.data + e.size);
    }
    await this.checkUnlisted(
      pos,
      l.eoa !== void 0 ? Math.min(l.tarBytes, l.eoa + 1024) : l.tarBytes,
      l.eoa
    );
  }
};
var Feed = class {
  body;
  queued = 0;
  stopped = false;
  drained;
  constructor(refs) {
    this.body = new EntryContent(refs, (n) => {
      this.queued += n;
      if (this.queued <= WRITE_BACKLOG_BYTES) this.drained?.();
    });
  }
  async from(pieces) {
    for await (const piece of pieces) {
      if (this.stopped) return;
      this.body.push(piece);
      while (this.queued > WRITE_BACKLOG_BYTES && !this.stopped)
        await new Promise((r) => this.drained = r);
      this.drained = void 0;
    }
    this.body.end();
  }
  /** The sink is done with the content (written, or failed): nothing more is fed. */
  stop() {
    this.stopped = true;
    this.body.discard();
    this.drained?.();
  }
};

// src/seek/apply/from-spans.ts
function releaseUnneededWindows(index, needs) {
  for (const [i, n] of needs.entries()) {
    const l = index.layers[i];
    if (l.compression === "gzip")
      l.lastMember ??= l.checkpoints.reduce((m, c) => c.window.length === 0 ? c.out : m, 0);
    const used = new Set(n.spans);
    for (const [j, cp] of index.layers[i].checkpoints.entries()) if (!used.has(j)) cp.window = NO_WINDOW;
  }
}
function releaseUnneededDigests(index, plan) {
  for (const [i, l] of index.layers.entries()) l.toc.keepDigests((k) => plan.needed.has(entryId(i, k)));
}
var NO_WINDOW = Buffer.alloc(0);
function spanJobs(index, needs) {
  const jobs = [];
  const layerJobs = needs.map(() => []);
  for (const [i, n] of needs.entries())
    for (const j of n.spans) {
      layerJobs[i].push({ k: jobs.length, span: j });
      const [outStart, outEnd] = spanOut(index.layers[i], j);
      jobs.push({ layer: i, span: j, outStart, outEnd });
    }
  return { jobs, layerJobs };
}
function announce(ctx, jobs) {
  const { index, image } = ctx;
  const needs = ctx.plan.fetch;
  const total = image.layers.reduce((s, l) => s + l.size, 0);
  ctx.logger.info(
    `Seek index: ${ctx.plan.needed.size} files are kept; fetching ${formatBytes(ctx.plan.fetchBytes)} of the image's ${formatBytes(total)} (${jobs.length} spans, ${formatBytes(jobs.reduce((s, j) => s + j.outEnd - j.outStart, 0))} to inflate of ${formatBytes(index.layers.reduce((s, l) => s + l.tarBytes, 0))}${needs.some((n) => n.how === "stream") ? "; whole blobs of layers that are not gzip" : ""}).`
  );
}
async function writeFromSpans(ctx) {
  const { index, image, logger: log } = ctx;
  const needs = ctx.plan.fetch;
  releaseUnneededWindows(index, needs);
  releaseUnneededDigests(index, ctx.plan);
  const { jobs, layerJobs } = spanJobs(index, needs);
  announce(ctx, jobs);
  for (const [i, n] of needs.entries())
    if (n.how === "spans") ctx.progress.layerStart(i, image.layers.length, image.layers[i].digest, n.bytes);
  const whole = (i) => needs[i].how === "spans" && needs[i].spans.length === index.layers[i].spans.length;
  const queue = new SpanQueue({
    transport: ctx.transport,
    layers: index.layers,
    jobs,
    inflatePool: ctx.inflatePool,
    // Spans are read into their buffers as they arrive: a plain gain is judged at half a trial.
    limit: new ConnectionLimit(ctx.connections, ctx.adaptive, { eager: true }),
    deadline: ctx.deadline,
    logger: log,
    onBytes: (i, n) => {
      ctx.downloaded(n);
      ctx.progress.layerBytes(i, n);
    },
    keepCompressed: whole,
    nextSource: ctx.nextSource
  });
  const reports = [];
  const writes = new PlannedWrites(ctx.content, "as inflated from the index's checkpoints");
  try {
    for (const [i, l] of image.layers.entries()) {
      const t = performance.now();
      const need = needs[i];
      if (need.how === "stream") {
        reports.push(await ctx.streamLayer(i));
        continue;
      }
      if (need.how === "toc")
        log.info(
          `Layer ${i + 1}/${image.layers.length} ${l.digest.slice(7, 19)}: nothing of it is kept; applied from the index, not downloaded.`
        );
      const head = whole(i) ? await queue.head(i) : void 0;
      const bytes = new LayerBytes(queue, ctx.refs, index.layers[i], layerJobs[i], head);
      const entries = new SpanEntries({
        layer: i,
        l: index.layers[i],
        bytes,
        writes: (id, e) => writesContent(ctx.plan, id, e),
        refs: ctx.refs,
        failed: () => queue.failure ?? ctx.content.failure
      });
      await applyEntries(entries, writes, i);
      await bytes.end(l.digest);
      if (need.how === "spans") ctx.progress.layerDone(i);
      reports.push({
        digest: l.digest,
        size: l.size,
        compression: index.layers[i].compression,
        seconds: (performance.now() - t) / 1e3
      });
    }
    await ctx.content.checked();
    log.debug(
      `Seek index: ${queue.pieceStock.allocated} output pieces of ${formatBytes(queue.pieceStock.size)} and ${queue.compressedStock.allocated} compressed buffers of ${formatBytes(queue.compressedStock.size)} served ${jobs.length} spans.`
    );
    return reports;
  } catch (e) {
    throw queue.failure ?? e;
  } finally {
    queue.close();
    await queue.settled();
  }
}

// src/seek/write/write-pool.ts
var BATCH_BYTES = 512 << 10;
var IN_FLIGHT = 2;
var BATCH_FILES = 1024;
var WritePool = class {
  threads = [];
  done = /* @__PURE__ */ new Map();
  next = 0;
  flushing = false;
  closed;
  idle = [];
  /** Stops hearing the threads' write replies (they are the inflate pool's, and go on). */
  unwatch = [];
  closing;
  /** `threads`: the inflate pool's (InflatePool.threads), which write too; closing them is its. */
  constructor(threads) {
    for (const w of threads) {
      const t = { w, sent: 0, pending: 0, free: [], room: [], exited: false };
      w.once("exit", () => {
        t.exited = true;
        t.ended?.();
      });
      this.unwatch.push(
        onProtocol(w, "write", (m) => {
          if (m.t === "ended") t.ended?.();
          else this.back(t, m);
        })
      );
      w.on("error", (e) => this.fail(e));
      this.threads.push(t);
    }
  }
  /**
   * Creates `path` (mode `mode`; it must not exist) with the bytes of `body`, checked against
   * `sha256` (hex) when given. Returns the bytes taken once all are copied into batches (waiting
   * while a thread has IN_FLIGHT batches out); `written` is told how the file went, later.
   */
  async write(path, mode, size, sha2562, body, written) {
    if (this.closed) throw this.closed;
    const t = this.threads.reduce((a, b) => b.pending < a.pending ? b : a);
    const id = this.next++;
    t.pending += size;
    this.done.set(id, { t, bytes: size, cb: written });
    let opening;
    while (!(opening = this.withRoom(t, true))) await this.roomIn(t);
    opening.files++;
    opening.ops.push({ op: "open", id, path, mode, ...sha2562 ? { sha256: sha2562 } : {} });
    let have = 0;
    for await (const c of body) {
      for (let at = 0; at < c.length; ) {
        let b;
        while (!(b = this.withRoom(t))) await this.roomIn(t);
        const n = Math.min(c.length - at, b.ab.byteLength - b.used);
        new Uint8Array(b.ab, b.used, n).set(c.subarray(at, at + n));
        b.used += n;
        at += n;
        const last = b.ops.at(-1);
        if (last?.op === "data" && last.id === id) last.length += n;
        else b.ops.push({ op: "data", id, length: n });
      }
      have += c.length;
    }
    if (this.closed) throw this.closed;
    this.batchFor(t).ops.push({ op: "close", id });
    return have;
  }
  /** Waits until every file given so far has been written and checked. */
  async settled() {
    this.flush();
    while (this.done.size && !this.closed) await new Promise((r) => this.idle.push(r));
    if (this.closed) throw this.closed;
  }
  /** The thread's batch being filled (a new one if none is). */
  batchFor(t) {
    if (!t.batch) {
      t.batch = { ab: t.free.pop() ?? new ArrayBuffer(BATCH_BYTES), used: 0, files: 0, ops: [] };
      this.flushSoon();
    }
    return t.batch;
  }
  /**
   * The thread's batch with room for bytes (`opening`: for one more file), a full one sent first;
   * none while IN_FLIGHT are out.
   */
  withRoom(t, opening = false) {
    const b = t.batch;
    if (b && b.used < b.ab.byteLength && (!opening || b.files < BATCH_FILES)) return b;
    if (b) {
      if (t.sent >= IN_FLIGHT) return void 0;
      this.send(t);
    }
    return this.batchFor(t);
  }
  /** Waits for a batch to come back from the thread (then withRoom is asked again). */
  async roomIn(t) {
    await new Promise((r) => t.room.push(r));
    if (this.closed) throw this.closed;
  }
  send(t) {
    const b = t.batch;
    if (!b?.ops.length) return;
    t.batch = void 0;
    t.sent++;
    t.w.postMessage({ p: "write", t: "write", ab: b.ab, ops: b.ops }, [b.ab]);
  }
  /** What is in a batch goes out by the next turn of the event loop at the latest. */
  flushSoon() {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => this.flush());
  }
  flush() {
    this.flushing = false;
    if (this.closed) return;
    for (const t of this.threads) if (t.sent < IN_FLIGHT) this.send(t);
  }
  back(t, { ab, results }) {
    t.sent--;
    t.free.push(ab);
    for (const r of results) {
      const d = this.done.get(r.id);
      if (!d) continue;
      this.done.delete(r.id);
      d.t.pending -= d.bytes;
      d.cb("ok" in r ? { ok: r.ok } : { error: rebuildError(r.error) });
    }
    for (const f of t.room.splice(0)) f();
    if (t.batch) this.flushSoon();
    if (!this.done.size) for (const f of this.idle.splice(0)) f();
  }
  fail(e) {
    this.closed ??= e;
    for (const d of this.done.values()) d.cb({ error: this.closed });
    this.done.clear();
    for (const t of this.threads) for (const f of t.room.splice(0)) f();
    for (const f of this.idle.splice(0)) f();
  }
  /**
   * Stops writing once the threads are done with the batches they have (no write is under way when
   * this resolves, and no file is left open); files not yet written are told so. The threads go on
   * (their owner, the inflate pool, ends them).
   */
  close() {
    this.closing ??= this.end();
    return this.closing;
  }
  async end() {
    this.fail(new Error("the write threads were closed"));
    await Promise.all(
      this.threads.map(async (t) => {
        if (t.exited) return;
        const ended = new Promise((r) => t.ended = r);
        t.w.postMessage({ p: "write", t: "end" });
        await ended;
      })
    );
    for (const f of this.unwatch.splice(0)) f();
  }
};

// src/seek/apply/streamed.ts
var StreamedToc = class {
  k = 0;
  /** The TOC in order (each path rebuilt from the one before it). */
  toc;
  layer;
  l;
  plan;
  writes;
  constructor(layer, l, plan, content) {
    this.layer = layer;
    this.l = l;
    this.plan = plan;
    this.writes = new PlannedWrites(content, "as streamed");
    this.toc = l.toc.entries();
  }
  async entry(e, content, layer) {
    const k = this.k++;
    const want = this.toc.next().value?.[1];
    checkStreamed(layer, k, e, want);
    const id = entryId(layer, k);
    if (want && writesContent(this.plan, id, want))
      await this.writes.entry(e, { id, entry: want, body: content });
  }
  /** The stream ended (its blob verified): it must not have ended before the TOC does. */
  end() {
    if (this.k < this.l.toc.length) checkStreamed(this.layer, this.k, void 0, this.l.toc.at(this.k));
  }
};

// src/pipeline/room.ts
import { promises as fs3 } from "node:fs";
async function freeAt(dir) {
  const [s, st] = await Promise.all([fs3.statfs(dir), fs3.stat(dir)]);
  return { bytes: s.bavail * s.bsize, device: st.dev };
}
async function checkRoom(need, free = freeAt) {
  const tree = await free(need.tree.dir);
  const archive = need.archive ? await free(need.archive.dir) : void 0;
  const shared = archive !== void 0 && archive.device === tree.device;
  const treeNeeds = need.tree.bytes + (shared ? need.archive.bytes : 0);
  const what = shared ? `the tree (${formatBytes(need.tree.bytes)}) and its actions-cache archive (about ${formatBytes(need.archive.bytes)}) need` : "the tree needs";
  if (treeNeeds > tree.bytes)
    throw new HostError(
      `Not enough disk for this install: ${what} ${formatBytes(treeNeeds)} in ${need.tree.dir}, and only ${formatBytes(tree.bytes)} is free there. Nothing was downloaded. Free space first (on a hosted runner, remove unused toolchains: /usr/share/dotnet, /usr/local/lib/android, /opt/ghc), prune more (prune), install only the runtime (mode: runtime)${need.archive ? ", or turn the actions cache off (cache: false)" : ""}.`
    );
  if (archive && !shared && need.archive.bytes > archive.bytes)
    throw new HostError(
      `Not enough disk for the actions-cache archive of this install: about ${formatBytes(need.archive.bytes)} in ${need.archive.dir}, and only ${formatBytes(archive.bytes)} is free there. Nothing was downloaded. Free space there, or turn the actions cache off (cache: false).`
    );
}

// src/pipeline/indexed.ts
async function indexFor(o, spec, manifest) {
  try {
    const credentials = spec.kind === "oci" ? credentialsFor(o, spec.reference.registry) : void 0;
    const { index, digest } = await loadIndex(spec, {
      logger: o.logger,
      manifest,
      credentials,
      stallMs: network(o).stallMs,
      minBytesPerSecond: network(o).minBytesPerSecond,
      store: o.store
    });
    o.logger.info(`Seek index ${describeSpec(spec)} (${digest}), made by ${index.tool || "an unknown tool"}.`);
    return { index, digest, spec };
  } catch (e) {
    return givesWay(
      o,
      spec,
      e,
      `The seek index versions.json names for this image cannot be used (${e.message}); installing from the whole image.`
    );
  }
}
function givesWay(o, spec, e, warning) {
  if (spec.from === "input") throw e;
  o.logger.warning(warning);
  return void 0;
}
function fitting(o, index, image) {
  if (!index) return void 0;
  try {
    checkIndexFits(index.index, image);
    return index;
  } catch (e) {
    return givesWay(
      o,
      index.spec,
      e,
      `${e.message} (the index versions.json names); installing from the whole image.`
    );
  }
}
async function planFrom(o, indexed, staging, buffers) {
  const plan = await planInstall(indexed.index, o.source, o.logger, staging.dir, buffers);
  memory(o).indexed(indexed.index.layers.reduce((n, l) => n + l.toc.length, 0));
  const fetched = plan.fetchBytes;
  const archive = o.archiveDir ? Math.min(fetched, plan.size.onDisk) : void 0;
  o.logger.info(
    `Planned from the index: ${formatBytes(plan.size.bytes)} to keep (${formatBytes(plan.size.onDisk)} on disk), ${formatBytes(fetched)} to download.`
  );
  await checkRoom({
    tree: { dir: staging.dir, bytes: plan.size.onDisk },
    ...o.archiveDir && archive !== void 0 ? { archive: { dir: o.archiveDir, bytes: archive } } : {}
  });
  return { plan, planned: { bytes: plan.size.bytes, onDisk: plan.size.onDisk, archive } };
}
async function applyFromIndex(a, spans, indexed) {
  try {
    return await installPlanned(a, spans, indexed);
  } catch (e) {
    if (e instanceof RangeIgnoredError && !a.handOver)
      a.o.logger.warning(
        `${e.message} An install from a seek index needs Range: installing from the whole image instead.`
      );
    else if (faultOf(e) === "index")
      givesWay(
        a.o,
        indexed.spec,
        e,
        `The seek index versions.json names for this image does not describe it after all (${e.message.replace(/\.?$/, "")}); installing from the whole image instead.`
      );
    else throw e;
    memory(a.o).whole();
    await a.staging.empty();
    return void 0;
  }
}
var WRITTEN = { flush: async () => {
} };
async function installPlanned(a, { transport, nextSource }, indexed) {
  const { o, image, staging, connection } = a;
  const log = o.logger;
  const refs = new BufferRefs();
  const { plan, planned } = await planFrom(o, indexed, staging, refs.tally);
  const inflatePool = new InflatePool(1);
  const writePool = new WritePool(inflatePool.threads);
  const content = new PlannedContent(
    staging.dir,
    writePool,
    plan.shared,
    new EntrySet(indexed.index),
    plan.overlay.keptPlace()
  );
  let bytesDownloaded = 0;
  const downloaded = (n) => bytesDownloaded += n;
  const { index } = indexed;
  const layers = await writeFromSpans({
    image,
    index,
    plan,
    content,
    refs,
    transport,
    deadline: { stallMs: network(o).stallMs, minBytesPerSecond: network(o).minBytesPerSecond },
    inflatePool,
    connections: connection.connections ?? DEFAULT_NETWORK.connections,
    adaptive: network(o).adaptive,
    logger: log,
    progress: o.progress ?? new LineProgress(log),
    downloaded,
    streamLayer: async (i) => {
      const sink = new StreamedToc(i, index.layers[i], plan, content);
      const ctx = scheduleContext(a, { sink, refs, writer: WRITTEN, downloaded });
      const report = await applyStreamed(ctx, i);
      sink.end();
      return report;
    },
    nextSource
  }).finally(async () => {
    await writePool.close();
    await inflatePool.close();
  });
  return {
    finish: async () => {
      const fin = await plan.overlay.finish(content.place);
      await content.remove();
      return fin;
    },
    report: plan.overlay.report,
    layers,
    bytesDownloaded,
    index: { source: describeSpec(indexed.spec), digest: indexed.digest },
    planned
  };
}

// src/pipeline/install.ts
async function install(o) {
  const sources = [...o.mirrors ?? [], endpointOf(o.source.reference)];
  let loaded;
  let indexError;
  const index = (manifest) => {
    if (!o.index) return Promise.resolve(void 0);
    loaded ??= indexFor(o, o.index, manifest).catch((e) => {
      indexError = e;
      throw e;
    });
    return loaded;
  };
  const rangeless = [];
  try {
    return await fromSources(
      sources,
      o.logger,
      (ep, handOver, rest) => installFrom(o, ep, handOver, index, rest).catch((e) => {
        if (e instanceof RangeIgnoredError && handOver && o.index) rangeless.push(ep);
        throw e;
      }),
      (e) => e === indexError
    );
  } catch (e) {
    if (!rangeless.length || faultOf(e) !== "source" || e === indexError) throw e;
    o.logger.warning(
      `No source that honours Range could serve the image (${e.message.replace(/\.?$/, "")}); installing the whole image from ${rangeless[0].label} instead.`
    );
    memory(o).whole();
    return fromSources(
      rangeless,
      o.logger,
      (ep, handOver) => installFrom(o, ep, handOver, async () => void 0)
    );
  }
}
function connectionFor(o, ep, handOver) {
  const { stallMs, minBytesPerSecond, connections, adaptive } = network(o);
  return {
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: credentialsFor(o, ep.registry),
    credentialsHint: o.credentialsHint,
    stallMs,
    minBytesPerSecond,
    connections,
    adaptive,
    handOver
  };
}
async function installFrom(o, ep, handOver, indexOf, rest = []) {
  const t0 = performance.now();
  const log = o.logger;
  const { reference, platform } = o.source;
  if (ep.scheme === "http")
    log.warning(
      `${ep.label} is plain HTTP, as you asked: the pinned digest still checks every byte, but the traffic (and any credentials) can be read on the way.`
    );
  const connection = connectionFor(o, ep, handOver);
  const transport = new Transport({ ...connection, logger: log, store: o.store });
  const others = [];
  const nextSource = () => {
    const next = rest[others.length];
    if (!next) return void 0;
    others.push(new Transport({ ...connectionFor(o, next, others.length + 1 < rest.length), logger: log }));
    return others.at(-1);
  };
  try {
    const image = await resolveImage(transport, reference.digest, platform);
    const t1 = performance.now();
    const elsewhere = ep.registry !== reference.registry || ep.repository !== reference.repository;
    log.info(
      `Resolved ${reference.original}${elsewhere ? ` on ${ep.label}` : ""} to ${platform.os}/${platform.architecture} manifest ${image.digest}: ${image.layers.length} layers, ${(image.layers.reduce((s, l) => s + l.size, 0) / 2 ** 20).toFixed(1)} MiB compressed.`
    );
    const index = fitting(o, await indexOf(image.digest), image);
    o.progress?.imageResolved?.(image.layers.map((l) => l.size));
    const staging = await createStaging(o.dest, log);
    try {
      const attempt = { o, ep, image, staging, connection, handOver };
      const applied = await applyLayers(attempt, { transport, nextSource }, index);
      const t2 = performance.now();
      const fin = await applied.finish();
      const closure = o.source.mode === "runtime" ? await keepClosure(fin.dir, o.source.runtimeLibraries, log) : void 0;
      if (!await promote(fin.dir, o.dest, o.replace ?? false))
        log.info(`${o.dest} was installed by a concurrent run with the same inputs meanwhile; using it.`);
      const t3 = performance.now();
      return {
        dest: o.dest,
        reference,
        image,
        layers: applied.layers,
        report: applied.report,
        closure,
        realPath: fin.realPath,
        unmatchedPrune: o.source.prune.unmatched(),
        bytesDownloaded: applied.bytesDownloaded,
        ...applied.index ? { index: applied.index } : {},
        ...applied.planned ? { planned: applied.planned } : {},
        seconds: {
          resolve: (t1 - t0) / 1e3,
          layers: (t2 - t1) / 1e3,
          finalize: (t3 - t2) / 1e3,
          total: (t3 - t0) / 1e3
        }
      };
    } finally {
      await staging.cleanup();
    }
  } finally {
    transport.dispose();
    for (const t of others) t.dispose();
  }
}
async function applyLayers(a, spans, index) {
  return (index && await applyFromIndex(a, spans, index)) ?? applyWhole(a);
}

// src/smoke/smoke.ts
import { existsSync as existsSync3, promises as fs4 } from "node:fs";
import { join as join5 } from "node:path";

// src/smoke/exec.ts
import { execFile } from "node:child_process";
function run(cmd, args, env, cwd) {
  return new Promise((resolve) => {
    execFile(cmd, args, { env, cwd, maxBuffer: 16 << 20, timeout: 6e5 }, (err, stdout, stderr) => {
      const code = err ? typeof err.code === "number" ? Number(err.code) : 1 : 0;
      resolve({ code, out: `${stdout}${stderr}`.trim() });
    });
  });
}
var lastLines = (s, n = 30) => s.split("\n").slice(-n).join("\n");
function missingLibraries(out) {
  return [
    .../* @__PURE__ */ new Set([
      ...[...out.matchAll(/^\s*(\S+)\s+=>\s+not found/gm)].map((m) => m[1]),
      ...[...out.matchAll(/error while loading shared libraries: ([^:\s]+):/g)].map((m) => m[1])
    ])
  ];
}
function explainMissing(missing, prunedLibraries) {
  return missing.map((lib) => {
    const by = prunedLibraries[lib];
    return by ? `${lib} (removed by the prune pattern "${by}")` : `${lib} (not in the image's tree)`;
  }).join(", ");
}

// src/smoke/gpu.ts
import { readdirSync, readFileSync } from "node:fs";
import { join as join3 } from "node:path";
function gfxName(v) {
  if (!v) return void 0;
  const major = Math.floor(v / 1e4);
  const minor = Math.floor(v / 100) % 100;
  const step = v % 100;
  return `gfx${major}${minor.toString(16)}${step.toString(16)}`;
}
function detectGpus(root = "/sys/class/kfd/kfd/topology/nodes") {
  const out = [];
  let nodes;
  try {
    nodes = readdirSync(root);
  } catch {
    return out;
  }
  for (const n of nodes) {
    try {
      const m = /gfx_target_version\s+(\d+)/.exec(readFileSync(join3(root, n, "properties"), "utf8"));
      const name = m ? gfxName(Number(m[1])) : void 0;
      if (name) out.push(name);
    } catch {
    }
  }
  return out;
}

// src/smoke/host.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join4 } from "node:path";
var HOST_LIBRARIES2 = {
  "libstdc++.so.6": { what: "the C++ runtime (libstdc++.so.6)", debian: "libstdc++6", rhel: "libstdc++" },
  "libgcc_s.so.1": { what: "the GCC runtime (libgcc_s.so.1)", debian: "libgcc-s1", rhel: "libgcc" }
};
function hostLibraryNeeds(missing) {
  return missing.flatMap((l) => HOST_LIBRARIES2[l] ? [HOST_LIBRARIES2[l]] : []);
}
var PERL = { debian: "perl", rhel: "perl" };
var TOOLCHAIN = { debian: "g++", rhel: "gcc-c++" };
function perlModules(files) {
  const mods = /* @__PURE__ */ new Set();
  for (const f of files) {
    if (!existsSync2(f)) continue;
    for (const m of readFileSync2(f, "utf8").matchAll(/^\s*(?:use|require)\s+([A-Z][\w:]*)/gm)) mods.add(m[1]);
  }
  return [...mods].filter((m) => !existsSync2(join4(files[0], "..", `${m}.pm`)));
}
async function perlNeeds(bin, env, cwd) {
  const hipcc = join4(bin, "hipcc");
  if (!existsSync2(hipcc)) return [];
  const start = readFileSync2(hipcc).subarray(0, 256).toString("latin1");
  const shebang = /^#![ \t]*(\S+)(?:[ \t]+(\S+))?/.exec(start);
  if (!shebang || !/perl/.test(shebang[2] ?? shebang[1])) return [];
  const perl = shebang[1].endsWith("/env") ? which(shebang[2], env) : which(shebang[1], env);
  if (!perl) return [{ what: `perl (${hipcc} is a perl script)`, ...PERL }];
  const scripts = ["hipcc", "hipcc.pl", "hipvars.pm", "hipconfig", "hipconfig.pl"].map((n) => join4(bin, n));
  const mods = perlModules(scripts);
  if (!mods.length) return [];
  const r = await run(
    perl,
    ["-e", 'for (@ARGV) { eval "require $_; 1" or print "$_\\n" }', ...mods],
    env,
    cwd
  );
  const missing = r.out.split("\n").filter((m) => mods.includes(m));
  return missing.length ? [{ what: `the perl modules hipcc uses (${missing.join(", ")})`, ...PERL }] : [];
}
function clangOf(rocmPath, env) {
  return [env.HIP_CLANG_PATH, join4(rocmPath, "lib/llvm/bin"), join4(rocmPath, "llvm/bin")].filter((d) => !!d).map((d) => join4(d, "clang++")).find((p) => existsSync2(p));
}
async function toolchainNeeds(rocmPath, env, cwd) {
  const clang = clangOf(rocmPath, env);
  if (!clang) return [];
  const lacks = [];
  const header = await run(clang, ["-fsyntax-only", "-x", "c++", "/dev/null", "-include", "cstdio"], env, cwd);
  if (/file not found/.test(header.out)) lacks.push("C++ standard headers (<cstdio>)");
  for (const file of ["crt1.o", "crti.o", "libstdc++.so"]) {
    const p = await run(clang, [`-print-file-name=${file}`], env, cwd);
    if (p.code === 0 && !p.out.includes("/")) lacks.push(file);
  }
  const ld = await run(clang, ["-print-prog-name=ld"], env, cwd);
  if (ld.code === 0 && !which(ld.out.trim() || "ld", env)) lacks.push("a linker (ld)");
  return lacks.length ? [{ what: `what host code compiles and links with: ${lacks.join(", ")}`, ...TOOLCHAIN }] : [];
}
async function hostCompileNeeds(rocmPath, env, cwd) {
  return [
    ...await perlNeeds(join4(rocmPath, "bin"), env, cwd),
    ...await toolchainNeeds(rocmPath, env, cwd)
  ];
}
function hostNeedsMessage(needs, doing) {
  const uniq = (xs) => [...new Set(xs)].join(" ");
  return `This machine's operating system (in a container: job, the job container's image) lacks what ${doing}: ${needs.map((n) => n.what).join("; ")}. Install it before this step (Debian/Ubuntu: apt-get install -y --no-install-recommends ${uniq(needs.map((n) => n.debian))}; Fedora/RHEL/manylinux: dnf install -y ${uniq(needs.map((n) => n.rhel))}), or turn the smoke test off (smoke-test: false, CLI --no-smoke-test). The ROCm tree itself is complete and kept.`;
}

// src/smoke/smoke.ts
var KERNEL_SOURCE = `#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void fill(int *out) { out[threadIdx.x] = threadIdx.x; }
int main(int argc, char **) {
  if (argc > 1) {
    std::printf("loaded\\n");
    return 0;
  }
  int n = 0;
  hipError_t e = hipGetDeviceCount(&n);
  if (e != hipSuccess || n == 0) {
    std::printf("no GPU: %s\\n", e != hipSuccess ? hipGetErrorString(e) : "0 devices");
    return 0;
  }
  int *d = nullptr, h[64] = {0};
  if (hipMalloc(&d, sizeof h) != hipSuccess) return 2;
  fill<<<1, 64>>>(d);
  if (hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost) != hipSuccess) return 3;
  std::printf("h[63] = %d\\n", h[63]);
  return h[63] == 63 ? 0 : 4;
}
`;
async function closureCheck(rocmPath, env, cwd) {
  const lib = [
    "lib/libamdhip64.so",
    "lib/libamdhip64.so.7",
    "lib/libamdhip64.so.6",
    "lib/libamdhip64.so.5"
  ].find((p) => existsSync3(join5(rocmPath, p)));
  if (!lib) return ["libamdhip64.so"];
  const r = await run("ldd", [join5(rocmPath, lib)], env, cwd);
  if (r.code !== 0) throw new SmokeError(`ldd ${lib} failed (exit ${r.code}): ${lastLines(r.out, 5)}`);
  return missingLibraries(r.out);
}
async function smokeTest(o) {
  const pruned = o.prunedLibraries ?? {};
  await fs4.mkdir(o.workDir, { recursive: true });
  const env = { ...o.env, TMPDIR: o.workDir };
  const missing = await closureCheck(o.rocmPath, env, o.workDir);
  const osLacks = hostLibraryNeeds(missing);
  if (osLacks.length)
    throw new SmokeError(hostNeedsMessage(osLacks, "the HIP runtime loads"), { treeBroken: false });
  if (missing.length)
    throw new SmokeError(
      `The HIP runtime cannot load: ${explainMissing(missing, pruned)}. Every HIP binary would fail with "cannot open shared object file". Remove that pattern from the prune input.`
    );
  const src = join5(o.workDir, "setup-rocm-smoke.hip");
  await fs4.writeFile(src, KERNEL_SOURCE);
  const gpus = o.gpus ?? detectGpus();
  const hipcc = join5(o.rocmPath, "bin", "hipcc");
  const results = [];
  const failed = [];
  for (const target of o.targets) {
    const exe = join5(o.workDir, `setup-rocm-smoke-${target}`);
    o.logger.info(`Compiling the smoke kernel with ${hipcc} --offload-arch=${target}`);
    const c = await run(hipcc, [`--offload-arch=${target}`, "-o", exe, src], env, o.workDir);
    if (c.code !== 0) {
      failed.push({
        target,
        message: `hipcc --offload-arch=${target} failed (exit ${c.code}):
${lastLines(c.out)}`
      });
      continue;
    }
    const l = await run(exe, ["--load-only"], env, o.workDir);
    const lost = missingLibraries(l.out);
    const lacks = hostLibraryNeeds(lost);
    if (lacks.length)
      throw new SmokeError(hostNeedsMessage(lacks, "a compiled HIP program loads"), { treeBroken: false });
    if (lost.length)
      throw new SmokeError(
        `The compiled program does not load: ${explainMissing(lost, pruned)}.
${lastLines(l.out, 5)}`
      );
    if (l.code !== 0)
      throw new SmokeError(
        `The compiled program for ${target} does not start (exit ${l.code}):
${lastLines(l.out)}`
      );
    if (gpus.includes(target)) {
      const r = await run(exe, [], env, o.workDir);
      if (!/h\[63\] = 63/.test(r.out))
        throw new SmokeError(
          `A ${target} GPU is present but the kernel did not run correctly:
${lastLines(r.out)}`
        );
      results.push({ target, compiled: true, loaded: true, run: "ran", output: r.out });
    } else {
      results.push({ target, compiled: true, loaded: true, run: "no-gpu", output: l.out });
    }
  }
  if (failed.length) {
    const needs = results.length ? [] : await hostCompileNeeds(o.rocmPath, env, o.workDir);
    if (needs.length)
      throw new SmokeError(
        `${hostNeedsMessage(needs, "the smoke test needs to compile a HIP kernel")}
${lastLines(failed[0].message, 8)}`,
        { treeBroken: false, targets: { compiled: [], failed: failed.map((f) => f.target) } }
      );
  }
  if (failed.length)
    throw new SmokeError(
      `${failed.map((f) => f.message).join("\n")}
${results.length ? `It compiled for ${results.map((r) => r.target).join(", ")}; ` : ""}check gfx-target against the GPUs this ROCm supports (the tree is kept).`,
      {
        treeBroken: false,
        targets: { compiled: results.map((r) => r.target), failed: failed.map((f) => f.target) }
      }
    );
  return results;
}

// src/runtime/load-check.ts
import { join as join6 } from "node:path";
function systemLoader() {
  return process.arch === "arm64" ? "/lib/ld-linux-aarch64.so.1" : "/lib64/ld-linux-x86-64.so.2";
}
async function loadCheck(rocmPath, libraries, hostLibraries, workDir) {
  const ld = systemLoader();
  for (const lib of libraries) {
    const r = await run(
      ld,
      ["--inhibit-cache", "--library-path", `${rocmPath}/lib`, "--list", join6(rocmPath, lib)],
      { PATH: "/usr/bin:/bin" },
      workDir
    );
    const missing = missingLibraries(r.out);
    if (missing.length)
      throw new SmokeError(`${lib} does not load from the install alone: ${missing.join(", ")} not found.`);
    if (r.code !== 0)
      throw new SmokeError(`The loader cannot load ${lib} (exit ${r.code}):
${lastLines(r.out, 10)}`);
    for (const m of r.out.matchAll(/^\s*(\S+)\s+=>\s+(\S+)\s+\(/gm)) {
      const [, name, path] = m;
      if (!path.startsWith(rocmPath + "/") && !hostLibraries.includes(name))
        throw new SmokeError(
          `${lib} loads ${name} from ${path}, outside the install: the closure is incomplete.`
        );
    }
  }
  return libraries.length;
}

// src/pipeline/setup.ts
async function installFor(o, seconds) {
  const { config, logger } = o;
  let result = await logger.group(
    `Install ${formatReference(config.source.reference)}`,
    () => install({
      source: config.source,
      dest: o.dest,
      credentials: config.credentials,
      credentialsHint: o.credentialsHint,
      network: config.network,
      mirrors: config.mirrors,
      index: config.index,
      logger,
      progress: o.progress,
      replace: o.replace,
      archiveDir: o.archiveDir,
      memory: o.memory,
      store: o.store
    })
  );
  seconds.resolve = result.seconds.resolve;
  seconds.download = result.seconds.layers;
  seconds.finalize = result.seconds.finalize;
  const record = recordOf(config.source, result);
  let dest = o.dest;
  if (o.relocate) {
    dest = await o.relocate(record.rocmVersion);
    result = { ...result, dest };
  }
  logger.info(
    `Installed ${result.image.digest} to ${dest}: ${formatBytes(record.bytesKept)} kept, ${formatBytes(result.report.bytesPruned)} pruned, ${result.seconds.total.toFixed(1)} s.`
  );
  return { result, record, dest };
}
async function setup(o) {
  const { config, logger } = o;
  const seconds = {};
  const { result, record, dest } = o.cached ? { record: o.cached, dest: o.dest } : await installFor(o, seconds);
  const env = rocmEnvironment(dest, process.env, (rel) => existsSync4(join7(dest, rel)));
  let smoke;
  let loaded;
  const check = async (title, fn) => {
    const t = performance.now();
    const work = await fs5.mkdtemp(join7(o.tempDir, "setup-rocm-smoke-"));
    try {
      return await logger.group(title, () => fn(work));
    } catch (e) {
      await afterFailedCheck(e, o, record, dest);
      throw e;
    } finally {
      await fs5.rm(work, { recursive: true, force: true });
      seconds.smoke = (performance.now() - t) / 1e3;
    }
  };
  if (config.smokeTest && config.source.mode === "runtime") {
    const closure = record.closure;
    loaded = await check("Load check (runtime closure)", async (work) => {
      if (!closure?.libraries.length)
        throw new SmokeError(
          `the install record of ${dest} names no runtime closure to load; install it again`
        );
      return loadCheck(
        dest,
        closure.libraries.map((l) => l.path),
        HOST_LIBRARIES,
        work
      );
    });
    logger.info(`${loaded} libraries of the closure load with only the install on the library path.`);
  } else if (config.smokeTest) {
    const pruned = record.prunedLibraries;
    smoke = await check(
      "Smoke test",
      (work) => smokeTest({
        rocmPath: dest,
        targets: config.gfxTargets,
        env: imageProgramEnvironment(process.env, env),
        workDir: work,
        logger,
        prunedLibraries: pruned
      })
    );
    record.smoke = { compiled: smoke.map((s) => s.target), failed: [] };
    for (const s of smoke)
      logger.info(
        `${s.target}: ${s.run === "ran" ? "compiled, loaded and ran on the GPU" : "compiled and loaded, no GPU to run on"}`
      );
  }
  logger.info(`ROCm ${record.rocmVersion} is ready at ${dest}.`);
  return { record, install: result, env, smoke, loaded, seconds };
}
async function afterFailedCheck(e, o, kept, dest) {
  if (e instanceof SmokeError && !e.treeBroken) {
    if (e.targets) kept.smoke = e.targets;
    await o.keep?.(kept);
    o.logger.info(
      `Kept ${dest}: it loads, and compiles for ${kept.smoke?.compiled.join(", ") || "none of the targets"}.`
    );
  } else {
    await o.discard();
    o.logger.info(`Removed ${dest}: it does not work.`);
  }
}

// src/mount/mount-tree.ts
import { rmSync as rmSync2 } from "node:fs";
import { createHash as createHash3 } from "node:crypto";
import { tmpdir } from "node:os";
import { join as join8 } from "node:path";
var LAZY_CONNECTIONS = 8;
function whyNotLazy(cfg, indexHint) {
  if (!cfg.index) return `there is no seek index for this image (${indexHint})`;
  if (cfg.source.mode !== "sdk") return "mode: runtime installs only a load closure";
  const how = lazyMethod();
  return "why" in how ? how.why : void 0;
}
async function mountTree(o) {
  const mount = await startLazyMount({
    inputs: o.inputs,
    host: o.host,
    mountpoint: o.mountpoint,
    stateDir: o.stateDir,
    connections: LAZY_CONNECTIONS
  });
  o.logger.info(
    `Mounted ${o.image} lazily at ${mount.mountpoint} (${mount.method === "relay" ? "fusermount3" : "mount(8)"}, ${mount.seconds.toFixed(1)} s): ${mount.ready.files} files, ${formatBytes(mount.ready.bytes)}, read-only; each file is fetched and verified when first read.`
  );
  const r = mount.ready;
  try {
    const result = await setup({
      config: o.cfg,
      dest: mount.mountpoint,
      logger: o.logger,
      replace: false,
      cached: {
        format: RECORD_FORMAT,
        image: o.image,
        pinned: r.pinned,
        digest: r.digest,
        rocmVersion: rocmVersion(mount.mountpoint),
        realPath: r.realPath,
        prunedLibraries: r.prunedLibraries,
        bytesKept: r.bytes,
        installedAt: (/* @__PURE__ */ new Date()).toISOString()
      },
      tempDir: o.tempDir,
      credentialsHint: o.credentialsHint,
      // A tree that does not work is taken away below.
      discard: async () => {
      }
    });
    if (!alive(mount.pid) || !isMounted(mount.mountpoint))
      throw new Error(
        `The lazy mount's server ended during the checks: ${lastError(join8(o.stateDir, "server.log")) ?? "it said nothing"}`
      );
    if (o.fill) process.kill(mount.pid, "SIGUSR2");
    return { mount, result };
  } catch (e) {
    await stopLazyMount(mount);
    rmSync2(o.stateDir, { recursive: true, force: true });
    throw e;
  }
}
function inputsAsText(get) {
  return Object.fromEntries(Object.values(Inputs).map((n) => [n, get(n)]));
}
function cliStateDir(dest) {
  return join8(tmpdir(), `setup-rocm-lazy-${createHash3("sha256").update(dest).digest("hex").slice(0, 16)}`);
}

export {
  onInterrupt,
  prepareProcess,
  LineProgress,
  decompressor,
  sniffed,
  NO_MEMORY_POLICY,
  Annotations,
  DISJOINT,
  exportLines,
  setup,
  whyNotLazy,
  mountTree,
  inputsAsText,
  cliStateDir
};
