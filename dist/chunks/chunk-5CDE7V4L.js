import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  RECORD_FORMAT,
  readBounded
} from "./chunk-AIIFCKQX.js";
import {
  digestOf
} from "./chunk-H2YWDJ6P.js";
import {
  debug,
  require_semver
} from "./chunk-7HI5653V.js";
import {
  __toESM
} from "./chunk-GMVPXXAY.js";

// node_modules/@actions/tool-cache/lib/tool-cache.js
import * as fs from "fs";

// node_modules/@actions/tool-cache/lib/manifest.js
var semver = __toESM(require_semver(), 1);

// node_modules/@actions/tool-cache/lib/tool-cache.js
import * as os from "os";
import * as path from "path";
var semver2 = __toESM(require_semver(), 1);
import { ok } from "assert";
var IS_WINDOWS = process.platform === "win32";
var IS_MAC = process.platform === "darwin";
function find(toolName, versionSpec, arch2) {
  if (!toolName) {
    throw new Error("toolName parameter is required");
  }
  if (!versionSpec) {
    throw new Error("versionSpec parameter is required");
  }
  arch2 = arch2 || os.arch();
  if (!isExplicitVersion(versionSpec)) {
    const localVersions = findAllVersions(toolName, arch2);
    const match = evaluateVersions(localVersions, versionSpec);
    versionSpec = match;
  }
  let toolPath = "";
  if (versionSpec) {
    versionSpec = semver2.clean(versionSpec) || "";
    const cachePath = path.join(_getCacheDirectory(), toolName, versionSpec, arch2);
    debug(`checking cache: ${cachePath}`);
    if (fs.existsSync(cachePath) && fs.existsSync(`${cachePath}.complete`)) {
      debug(`Found tool in cache ${toolName} ${versionSpec} ${arch2}`);
      toolPath = cachePath;
    } else {
      debug("not found");
    }
  }
  return toolPath;
}
function findAllVersions(toolName, arch2) {
  const versions = [];
  arch2 = arch2 || os.arch();
  const toolPath = path.join(_getCacheDirectory(), toolName);
  if (fs.existsSync(toolPath)) {
    const children = fs.readdirSync(toolPath);
    for (const child of children) {
      if (isExplicitVersion(child)) {
        const fullPath = path.join(toolPath, child, arch2 || "");
        if (fs.existsSync(fullPath) && fs.existsSync(`${fullPath}.complete`)) {
          versions.push(child);
        }
      }
    }
  }
  return versions;
}
function isExplicitVersion(versionSpec) {
  const c = semver2.clean(versionSpec) || "";
  debug(`isExplicit: ${c}`);
  const valid2 = semver2.valid(c) != null;
  debug(`explicit? ${valid2}`);
  return valid2;
}
function evaluateVersions(versions, versionSpec) {
  let version = "";
  debug(`evaluating ${versions.length} versions`);
  versions = versions.sort((a, b) => {
    if (semver2.gt(a, b)) {
      return 1;
    }
    return -1;
  });
  for (let i = versions.length - 1; i >= 0; i--) {
    const potential = versions[i];
    const satisfied = semver2.satisfies(potential, versionSpec);
    if (satisfied) {
      version = potential;
      break;
    }
  }
  if (version) {
    debug(`matched: ${version}`);
  } else {
    debug("match not found");
  }
  return version;
}
function _getCacheDirectory() {
  const cacheDirectory = process.env["RUNNER_TOOL_CACHE"] || "";
  ok(cacheDirectory, "Expected RUNNER_TOOL_CACHE to be defined");
  return cacheDirectory;
}

// src/action/tool-cache.ts
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync as existsSync2, lstatSync, promises as fs2, readdirSync as readdirSync2, rmSync } from "node:fs";
import { join as join2 } from "node:path";
var FORMAT = RECORD_FORMAT;
function installKey(s) {
  const p = s.platform;
  const material = JSON.stringify({
    format: FORMAT,
    digest: s.reference.digest,
    platform: `${p.os}/${p.architecture}${p.variant ? "/" + p.variant : ""}`,
    imagePath: s.imagePath,
    prune: s.prune.list,
    protect: [...s.protect.list].sort(),
    ...s.mode === "runtime" ? { mode: s.mode, runtimeLibraries: [...s.runtimeLibraries].sort() } : {}
  });
  return createHash("sha256").update(material).digest("hex").slice(0, 24);
}
var TOOL = "setup-rocm";
var prerelease = (key) => /^0\d*$/.test(key) ? `k${key}` : key;
function entryVersion(rocmVersion, key) {
  const v = /^\d+\.\d+\.\d+$/.test(rocmVersion) ? rocmVersion : "0.0.0";
  return `${v}-${prerelease(key)}`;
}
function at(loc, version) {
  loc.dir = join2(loc.toolRoot, version, loc.arch);
  loc.marker = `${loc.dir}.complete`;
}
function locate(s, toolCache, os2, arch2) {
  const key = installKey(s);
  const toolRoot = join2(toolCache, TOOL);
  const loc = {
    key,
    arch: arch2,
    toolRoot,
    dir: "",
    marker: "",
    lock: join2(toolRoot, `${prerelease(key)}-${arch2}.lock`),
    cacheKey: `setup-rocm-${FORMAT}-${os2}-${arch2}-${key}`,
    cachePaths: [join2(toolRoot, `*-${prerelease(key)}`)]
  };
  at(loc, entryVersion("0.0.0", key));
  return loc;
}
function findEntry(loc) {
  const suffix = `-${prerelease(loc.key)}`;
  const versions = findAllVersions(TOOL, loc.arch).filter((v) => v.endsWith(suffix));
  for (const v of versions) {
    const dir = find(TOOL, v, loc.arch);
    if (dir) {
      at(loc, v);
      return true;
    }
  }
  return false;
}
async function relocate(loc, rocmVersion) {
  const version = entryVersion(rocmVersion, loc.key);
  const target = join2(loc.toolRoot, version);
  const from = join2(loc.dir, "..");
  if (from === target) return loc.dir;
  await fs2.rm(target, { recursive: true, force: true });
  await fs2.rename(from, target);
  at(loc, version);
  return loc.dir;
}
var pinsOf = (dir) => `${dir}.pins`;
var RECORD_MAX = 1 << 20;
function notOurDirectory(d, absentOk = false, uid = process.getuid?.()) {
  const st = lstatSync(d, { throwIfNoEntry: false });
  if (!st) return absentOk ? void 0 : `${d} is not a directory`;
  if (!st.isDirectory()) return `${d} is not a directory`;
  if (uid === void 0) return void 0;
  if (st.uid !== uid) return `${d} belongs to user ${st.uid}, not to this job's user (${uid})`;
  if (st.mode & 18) chmodSync(d, st.mode & 493);
  return void 0;
}
function readRecord(loc) {
  if (!existsSync2(loc.dir)) return void 0;
  const b = readBounded(loc.marker, RECORD_MAX);
  if (!b) return void 0;
  try {
    const m = JSON.parse(b.toString("utf8"));
    return m && typeof m === "object" && m.format === FORMAT && typeof m.digest === "string" ? m : void 0;
  } catch {
    return void 0;
  }
}
async function writeRecord(loc, meta) {
  const tmp = `${loc.marker}.${randomBytes(4).toString("hex")}.tmp`;
  await fs2.writeFile(tmp, JSON.stringify(meta, null, 2));
  await fs2.rename(tmp, loc.marker);
}
function removeEntryNow(loc) {
  const suffix = `-${prerelease(loc.key)}`;
  let names = [];
  try {
    names = readdirSync2(loc.toolRoot);
  } catch {
    return;
  }
  for (const n of names)
    if (n.endsWith(suffix)) rmSync(join2(loc.toolRoot, n), { recursive: true, force: true });
}
async function removeEntry(loc) {
  const suffix = `-${prerelease(loc.key)}`;
  const names = await fs2.readdir(loc.toolRoot).catch(() => []);
  for (const n of names)
    if (n.endsWith(suffix)) await fs2.rm(join2(loc.toolRoot, n), { recursive: true, force: true });
  at(loc, entryVersion("0.0.0", loc.key));
}

// src/oci/digest-store.ts
import { mkdirSync, renameSync, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join3 } from "node:path";
import { randomBytes as randomBytes2 } from "node:crypto";
var MAX_KEPT = 64 << 20;
var KEPT_NAME = /^sha256-[0-9a-f]{64}$/;
var DigestStore = class {
  dir;
  held;
  constructor(dir, o = {}) {
    this.dir = dir;
    if (o.deferred) this.held = /* @__PURE__ */ new Map();
  }
  /** Writes what was held into `dir` (where the tree's store is now), and stops holding. */
  commit(dir = this.dir) {
    this.dir = dir;
    const held = this.held;
    this.held = void 0;
    for (const [digest, bytes] of held ?? []) this.put(digest, bytes);
  }
  path(digest) {
    return join3(this.dir, digest.replace(":", "-"));
  }
  /** The bytes named `digest`, if kept and still theirs. */
  get(digest) {
    if (!/^sha256:[0-9a-f]{64}$/.test(digest)) return void 0;
    const held = this.held?.get(digest);
    if (held) return held;
    const b = readBounded(this.path(digest), MAX_KEPT);
    return b && digestOf(b) === digest ? b : void 0;
  }
  /** Keeps bytes already verified against `digest`. */
  put(digest, bytes) {
    if (bytes.length > MAX_KEPT || !/^sha256:[0-9a-f]{64}$/.test(digest)) return;
    if (this.held) {
      this.held.set(digest, bytes);
      return;
    }
    try {
      mkdirSync(this.dir, { recursive: true });
      const tmp = `${this.path(digest)}.${randomBytes2(4).toString("hex")}.tmp`;
      writeFileSync2(tmp, bytes);
      renameSync(tmp, this.path(digest));
    } catch {
    }
  }
};

export {
  locate,
  findEntry,
  relocate,
  pinsOf,
  RECORD_MAX,
  notOurDirectory,
  readRecord,
  writeRecord,
  removeEntryNow,
  removeEntry,
  MAX_KEPT,
  KEPT_NAME,
  DigestStore
};
