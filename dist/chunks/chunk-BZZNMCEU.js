import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  DEFAULT_NETWORK,
  checkIndexFits,
  computeClosure,
  describeSpec,
  dockerLogin,
  keepOnly,
  loadIndex,
  planInstall,
  resolveImage
} from "./chunk-YDTHPB4W.js";
import {
  Transport
} from "./chunk-C2UCNMAK.js";
import {
  rocmVersion,
  toPath
} from "./chunk-AIIFCKQX.js";
import {
  endpointOf
} from "./chunk-H2YWDJ6P.js";
import {
  onProtocol,
  workerUrl
} from "./chunk-UJ5VBC7K.js";
import {
  UsageError,
  rebuildError
} from "./chunk-BCDXUKTB.js";

// src/verify/verify.ts
import { lstatSync, readdirSync, readlinkSync } from "node:fs";
import { join as join2 } from "node:path";

// src/verify/digest-pool.ts
import { Worker } from "node:worker_threads";
var DigestPool = class {
  threads = [];
  next = 0;
  flushing = false;
  closed;
  constructor(size) {
    const url = workerUrl(import.meta.url, "./digest-worker.ts", "digest-worker.js");
    for (let i = 0; i < Math.max(1, size); i++) {
      const w = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
      w.unref();
      const t = { w, bytes: 0, batch: [], waiting: /* @__PURE__ */ new Map() };
      onProtocol(w, "digest", ({ results }) => {
        for (const r of results) {
          const job = t.waiting.get(r.id);
          if (!job) continue;
          t.waiting.delete(r.id);
          t.bytes -= job.size;
          if ("ok" in r) job.resolve(r.ok);
          else job.reject(rebuildError(r.error));
        }
      });
      w.on("error", (e) => this.fail(t, e));
      this.threads.push(t);
    }
  }
  /**
   * Whether the file at `path` (of `size` bytes) has the sha256 `sha256` (hex). Rejects when it
   * cannot be read (the error carries its errno code) or the pool was closed first.
   */
  matches(path, size, sha256) {
    if (this.closed) return Promise.reject(this.closed);
    const t = this.threads.reduce((a, b) => b.bytes < a.bytes ? b : a);
    const id = this.next++;
    t.bytes += size;
    t.batch.push({ id, path, sha256 });
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flush());
    }
    return new Promise((resolve, reject) => t.waiting.set(id, { size, resolve, reject }));
  }
  flush() {
    this.flushing = false;
    for (const t of this.threads)
      if (t.batch.length) {
        t.w.postMessage({ p: "digest", t: "check", jobs: t.batch });
        t.batch = [];
      }
  }
  fail(t, e) {
    for (const job of t.waiting.values()) job.reject(e);
    t.waiting.clear();
    t.batch = [];
  }
  /** Stops the threads; files not yet answered are rejected. */
  async close() {
    this.closed ??= new Error("the digest threads were closed");
    for (const t of this.threads) this.fail(t, this.closed);
    await Promise.all(this.threads.map((t) => t.w.terminate()));
  }
};

// src/config/cpus.ts
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
function usableCpus(o = {}) {
  const affinity = Math.max(1, o.affinity ?? availableParallelism());
  const quota = cgroupQuota(o.root ?? "/");
  return Math.max(1, Math.min(affinity, quota ?? Infinity));
}
function cgroupQuota(root) {
  const lines = read(join(root, "proc/self/cgroup"))?.trim().split("\n") ?? [];
  let tightest;
  const take = (cpus2) => {
    if (cpus2 !== void 0 && (tightest === void 0 || cpus2 < tightest)) tightest = cpus2;
  };
  for (const line of lines) {
    const [, controllers, path] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    if (path === void 0) continue;
    if (controllers === "") {
      for (const dir of upwards(join(root, "sys/fs/cgroup"), path)) take(v2(read(join(dir, "cpu.max"))));
    } else if (controllers.split(",").includes("cpu")) {
      for (const mount of ["cpu", "cpu,cpuacct", "cpuacct,cpu"])
        for (const dir of upwards(join(root, "sys/fs/cgroup", mount), path))
          take(v1(read(join(dir, "cpu.cfs_quota_us")), read(join(dir, "cpu.cfs_period_us"))));
    }
  }
  return tightest;
}
function* upwards(base, path) {
  let dir = join(base, path);
  for (; ; ) {
    yield dir;
    if (dir === base || !dir.startsWith(base)) return;
    dir = dirname(dir);
  }
}
function v2(text) {
  const [quota, period] = text?.trim().split(/\s+/) ?? [];
  return quota && quota !== "max" ? cpus(Number(quota), Number(period ?? 1e5)) : void 0;
}
function v1(quota, period) {
  const q = Number(quota?.trim());
  return quota !== void 0 && q > 0 ? cpus(q, Number(period?.trim() ?? 1e5)) : void 0;
}
var cpus = (quota, period) => quota > 0 && period > 0 ? Math.max(1, Math.ceil(quota / period)) : void 0;
function read(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return void 0;
  }
}

// src/verify/verify.ts
var TreeMismatchError = class extends UsageError {
  name = "TreeMismatchError";
};
var NOWHERE = "/nonexistent/setup-rocm-verify";
var MAX_DIGEST_THREADS = 4;
var HASHING = 4096;
function transportOf(o) {
  const network = o.network ?? DEFAULT_NETWORK;
  const ep = endpointOf(o.source.reference);
  return new Transport({
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: o.credentials ?? dockerLogin(ep.registry, o.logger, o.credentialsHint),
    credentialsHint: o.credentialsHint,
    stallMs: network.stallMs,
    minBytesPerSecond: network.minBytesPerSecond,
    logger: o.logger,
    store: o.store
  });
}
async function expectTree(o) {
  const t0 = performance.now();
  const log = o.logger;
  const network = o.network ?? DEFAULT_NETWORK;
  const { reference, platform } = o.source;
  const transport = transportOf(o);
  let index;
  let digest;
  let manifestDigest;
  try {
    const image = await resolveImage(transport, reference.digest, platform);
    manifestDigest = image.digest;
    ({ index, digest } = await loadIndex(o.index, {
      logger: log,
      manifest: image.digest,
      credentials: o.index.kind === "oci" && o.index.reference.registry === reference.registry ? o.credentials : void 0,
      stallMs: network.stallMs,
      minBytesPerSecond: network.minBytesPerSecond,
      store: o.store
    }));
    checkIndexFits(index, image);
  } finally {
    transport.dispose();
  }
  const plan = await planInstall(index, o.source, log, NOWHERE);
  const m = await plan.manifest();
  const nodes = [...m.nodes];
  return {
    manifest: { ...m, nodes },
    prunedLibraries: plan.overlay.report.prunedLibraries,
    digestOf: (id) => plan.digestOf(id),
    shared: (id) => plan.shared.has(id),
    pinned: reference.digest,
    manifestDigest,
    index: { source: describeSpec(o.index), digest },
    seek: index,
    t0
  };
}
function* expectedFiles(x) {
  for (const f of x.manifest.nodes) {
    if (f.kind !== "file") continue;
    const sha256 = x.digestOf(f.node.origin);
    if (sha256) yield [f.rel.join("/"), { sha256, size: f.node.size }];
  }
}
async function checkExpected(x, o) {
  const contents = o.contents ?? true;
  const partial = o.source.mode === "runtime";
  const checked = await checkTree(o.dir, x.manifest, {
    contents,
    partial,
    digestOf: x.digestOf,
    shared: x.shared,
    hashed: o.hashed,
    owner: o.owner,
    threads: Math.min(usableCpus(), o.threads ?? Infinity, MAX_DIGEST_THREADS)
  });
  if (partial) await checkClosure(o.dir, o.source.runtimeLibraries, o.record);
  if (o.record)
    checkRecord(o.record, {
      pinned: x.pinned,
      digest: x.manifestDigest,
      realPath: toPath(x.manifest.R),
      bytes: checked.bytes,
      partial,
      rocmVersion: rocmVersion(o.dir)
    });
  return {
    files: checked.files,
    bytes: checked.bytes,
    contents: checked.hashed,
    index: x.index,
    seconds: (performance.now() - x.t0) / 1e3
  };
}
var mode = (st) => st.mode & 4095;
var octal = (m) => m.toString(8).padStart(4, "0");
function describeNode(f) {
  if (f.kind === "dir") return `a directory, mode ${octal(f.mode)}`;
  if (f.kind === "symlink") return `a symlink to ${f.target}`;
  if (f.kind === "file") return `a file of ${f.node.size} bytes, mode ${octal(f.node.mode)}`;
  return "pruned";
}
function describeStat(st, path) {
  if (st.isDirectory()) return `a directory, mode ${octal(mode(st))}`;
  if (st.isSymbolicLink()) return `a symlink to ${readlinkSync(path)}`;
  if (st.isFile()) return `a file of ${st.size} bytes, mode ${octal(mode(st))}`;
  return "neither a file, a directory nor a symlink";
}
function differ(what) {
  throw new TreeMismatchError(what);
}
var utf8 = new TextDecoder("utf-8", { fatal: true });
function namesIn(dir, rel) {
  return readdirSync(dir, { encoding: "buffer" }).map((b) => {
    try {
      return utf8.decode(b);
    } catch {
      return differ(
        `/${rel ? `${rel}/` : ""}${JSON.stringify(b.toString("latin1")).slice(1, -1)} is in the tree (a name that is not UTF-8) but not in the image`
      );
    }
  });
}
async function checkTree(dir, manifest, o) {
  const expected = /* @__PURE__ */ new Map();
  for (const f of manifest.nodes) if (f.kind !== "late-pruned") expected.set(f.rel.join("/"), f);
  const root = lstatSync(dir, { throwIfNoEntry: false });
  if (!root?.isDirectory()) differ(`${dir} is not a directory`);
  else if (mode(root) !== manifest.rootMode)
    differ(`the tree's root has mode ${octal(mode(root))}, the image's ${octal(manifest.rootMode)}`);
  else if (o.owner !== void 0 && root.uid !== o.owner)
    differ(`the tree's root belongs to user ${root.uid}, not to this job's user (${o.owner})`);
  const inodes = /* @__PURE__ */ new Map();
  const hash = [];
  let files = 0;
  let bytes = 0;
  let seen = 0;
  let unhashed = 0;
  const visit = (rel) => {
    for (const name of namesIn(rel ? join2(dir, rel) : dir, rel)) {
      const r = rel ? `${rel}/${name}` : name;
      const path = join2(dir, r);
      const st = lstatSync(path);
      const want = expected.get(r);
      if (!want) differ(`/${r} is in the tree (${describeStat(st, path)}) but not in the image`);
      if (o.owner !== void 0 && st.uid !== o.owner)
        differ(
          `/${r} belongs to user ${st.uid}, not to this job's user (${o.owner}): another user could change it`
        );
      seen++;
      const got = describeStat(st, path);
      if (want.kind === "dir") {
        if (!st.isDirectory() || mode(st) !== want.mode)
          differ(`/${r} is ${got}; the image has ${describeNode(want)}`);
        visit(r);
      } else if (want.kind === "symlink") {
        if (!st.isSymbolicLink() || readlinkSync(path) !== want.target)
          differ(`/${r} is ${got}; the image has ${describeNode(want)}`);
      } else if (want.kind === "file") {
        const n = want.node;
        if (!st.isFile() || st.size !== n.size || mode(st) !== n.mode)
          differ(`/${r} is ${got}; the image has ${describeNode(want)}`);
        const origin = n.origin;
        if (o.shared(origin)) {
          const ino = inodes.get(origin);
          if (ino === void 0) inodes.set(origin, st.ino);
          else if (ino !== st.ino)
            differ(`/${r} is not a hardlink of the other names of its content, as in the image`);
        } else if (st.nlink !== 1) differ(`/${r} has ${st.nlink} names; in the image it has one`);
        files++;
        bytes += n.size;
        const sha256 = o.digestOf(origin);
        if (!sha256) unhashed++;
        else if (o.contents && !o.hashed?.has(r)) hash.push({ path, sha256, rel: r, size: n.size });
      }
    }
  };
  visit("");
  if (!o.partial && seen !== expected.size) {
    for (const [r, f] of expected)
      if (!lstatSync(join2(dir, r), { throwIfNoEntry: false }))
        differ(`/${r} is missing; the image has ${describeNode(f)}`);
  }
  await checkContents(hash, o.threads ?? 1);
  return { files, bytes, hashed: o.contents && !unhashed };
}
async function checkContents(files, threads) {
  const pool = new DigestPool(threads);
  try {
    for (let from = 0; from < files.length; from += HASHING) {
      const some = files.slice(from, from + HASHING);
      const ok = await Promise.all(some.map((f) => pool.matches(f.path, f.size, f.sha256)));
      const bad = ok.indexOf(false);
      if (bad >= 0) differ(`/${some[bad].rel} does not have the content the image has (its sha256 differs)`);
    }
  } finally {
    await pool.close();
  }
}
function checkRecord(r, want) {
  const bad = (field, got, expected) => {
    throw new TreeMismatchError(
      `its install record says ${field} ${JSON.stringify(got)}, but the image's is ${JSON.stringify(expected)}`
    );
  };
  if (r.pinned !== want.pinned) bad("pinned", r.pinned, want.pinned);
  if (r.digest !== want.digest) bad("digest", r.digest, want.digest);
  if (r.realPath !== want.realPath) bad("realPath", r.realPath, want.realPath);
  if (!want.partial && r.bytesKept !== want.bytes) bad("bytesKept", r.bytesKept, want.bytes);
  if (r.rocmVersion !== want.rocmVersion) bad("rocmVersion", r.rocmVersion, want.rocmVersion);
}
async function checkClosure(dir, roots, record) {
  const closure = await computeClosure(dir, roots);
  if (closure.unresolved.length)
    differ(
      `the runtime closure does not resolve in the tree: ${closure.unresolved.map((u) => `${u.name} (needed by ${u.neededBy})`).join(", ")} is missing`
    );
  const extra = [];
  await keepOnly(dir, closure, void 0, async (rel) => extra.push(rel));
  if (extra.length)
    differ(`/${extra[0]} is in the tree but not in the runtime closure of ${roots.join(", ")}`);
  const paths = (c) => JSON.stringify(c.libraries.map((l) => l.path).sort());
  if (record && (!record.closure || paths(record.closure) !== paths(closure)))
    throw new TreeMismatchError(`its install record lists another runtime closure than the tree's`);
  if (record && record.bytesKept !== closure.bytes)
    throw new TreeMismatchError(
      `its install record says bytesKept ${record.bytesKept}, but the tree's runtime closure is ${closure.bytes} bytes`
    );
}

export {
  TreeMismatchError,
  transportOf,
  expectTree,
  expectedFiles,
  checkExpected
};
