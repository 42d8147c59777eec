import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  KEPT_NAME,
  MAX_KEPT,
  RECORD_MAX
} from "./chunks/chunk-5CDE7V4L.js";
import {
  ComponentWalk,
  LIMITS,
  TAR_BLOCK,
  WalkLimit,
  paddedSize
} from "./chunks/chunk-AIIFCKQX.js";
import "./chunks/chunk-H2YWDJ6P.js";
import "./chunks/chunk-7HI5653V.js";
import "./chunks/chunk-5TJO32PJ.js";
import {
  RestoreEnv,
  readExpected
} from "./chunks/chunk-2PNZ52YE.js";
import "./chunks/chunk-BCDXUKTB.js";
import {
  writeFullyAsync
} from "./chunks/chunk-KZDXDXZ6.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/action/restore/extractor.ts
import { createServer } from "node:net";
import { createReadStream, closeSync as closeSync3, fstatSync as fstatSync2, openSync as openSync3, readSync, statSync, writeFileSync } from "node:fs";
import { resolve as resolve2 } from "node:path";
import { Readable } from "node:stream";
import { constants as constants3, createGunzip, createZstdDecompress } from "node:zlib";

// src/action/restore/strict-tar.ts
var PAX_MAX = 64 << 10;
var TRAILER_MAX = 1 << 20;
var ArchiveRefused = class extends Error {
  name = "ArchiveRefused";
};
var refuse = (why) => {
  throw new ArchiveRefused(why);
};
var TYPES = {
  "0": "file",
  "\0": "file",
  "5": "dir",
  "2": "symlink",
  "1": "hardlink"
};
var NAMED = {
  g: "a global pax header",
  L: "a GNU long name",
  K: "a GNU long link name",
  S: "a GNU sparse file",
  "3": "a character device",
  "4": "a block device",
  "6": "a FIFO",
  "7": "a contiguous file",
  D: "a GNU directory dump",
  M: "a GNU multi-volume continuation",
  V: "a volume label",
  X: "a Solaris extended header"
};
var PAX_KEYS = /* @__PURE__ */ new Set([
  "path",
  "linkpath",
  "size",
  "mtime",
  "atime",
  "ctime",
  "uid",
  "gid",
  "uname",
  "gname"
]);
var utf8 = new TextDecoder("utf-8", { fatal: true });
function badText(s) {
  if (/[\u0000-\u001f\u007f]/.test(s)) return "a control character";
  if (s.includes("\uFFFD")) return "U+FFFD (a name that was not UTF-8)";
  return void 0;
}
function text(bytes, what) {
  let s;
  try {
    s = utf8.decode(bytes);
  } catch {
    return refuse(`${what} is not UTF-8`);
  }
  const bad = badText(s);
  if (bad) refuse(`${what} ${JSON.stringify(s.slice(0, 200))} holds ${bad}`);
  return s;
}
function field(h, at, len, what) {
  const f = h.subarray(at, at + len);
  const nul = f.indexOf(0);
  if (nul < 0) return f;
  for (let i = nul + 1; i < len; i++) if (f[i] !== 0) refuse(`the ${what} field holds bytes after its NUL`);
  return f.subarray(0, nul);
}
function octal(h, at, len, what) {
  const s = h.toString("latin1", at, at + len);
  const m = /^ *([0-7]*)[ \0]*$/.exec(s);
  if (!m) return refuse(`the ${what} field is not an octal number (${JSON.stringify(s)})`);
  const n = m[1] ? parseInt(m[1], 8) : 0;
  if (!Number.isSafeInteger(n)) refuse(`the ${what} field is out of range`);
  return n;
}
function checksum(h) {
  const want = octal(h, 148, 8, "checksum");
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  if (sum !== want) refuse(`a header's checksum is wrong (${want}, computed ${sum})`);
}
function parsePax(data) {
  const out = /* @__PURE__ */ new Map();
  let at = 0;
  while (at < data.length) {
    const sp = data.indexOf(32, at);
    if (sp < 0 || sp - at > 10) refuse("a pax record has no length");
    const lenText = data.toString("latin1", at, sp);
    if (!/^[1-9][0-9]*$/.test(lenText)) refuse(`a pax record's length is ${JSON.stringify(lenText)}`);
    const end = at + Number(lenText);
    if (end > data.length || end <= sp + 1 || data[end - 1] !== 10)
      refuse("a pax record does not end where its length says");
    const record = data.subarray(sp + 1, end - 1);
    const eq = record.indexOf(61);
    if (eq <= 0) refuse("a pax record has no key");
    const key = record.toString("latin1", 0, eq);
    if (!PAX_KEYS.has(key))
      refuse(
        `a pax record has the key ${JSON.stringify(key.slice(0, 60))}, which this archive format does not write`
      );
    if (out.has(key)) refuse(`a pax header sets ${key} twice`);
    const value = record.subarray(eq + 1);
    if (value.includes(0)) refuse(`the pax value of ${key} holds a NUL`);
    if (value.includes(10)) refuse(`the pax value of ${key} holds a newline`);
    out.set(key, value);
    at = end;
  }
  return out;
}
function paxNumber(v, key, decimals) {
  const s = v.toString("latin1");
  if (!(decimals ? /^-?[0-9]+(\.[0-9]+)?$/ : /^[0-9]+$/).test(s))
    refuse(`the pax ${key} is ${JSON.stringify(s.slice(0, 40))}`);
  const n = Number(s);
  if (!Number.isSafeInteger(Math.trunc(n))) refuse(`the pax ${key} is out of range`);
  return n;
}
var StrictTarReader = class {
  state = "header";
  /** A header (or pax data) that spans chunks, gathered. */
  gather = [];
  gathered = 0;
  /** Bytes of the current entry's data (or pax data, or padding) still to come. */
  left = 0;
  pax;
  /** Bytes of data of the entry (or pax header) being read: its padding follows. */
  dataSize = 0;
  trailer = 0;
  /** Offset of the next byte in the whole tar stream (for messages). */
  offset = 0;
  /** The events that `chunk` completes, in order; data events are slices of `chunk`. */
  push(chunk) {
    const out = [];
    let at = 0;
    while (at < chunk.length) {
      const n = this.step(chunk, at, out);
      at += n;
      this.offset += n;
    }
    return out;
  }
  /** The stream ended: it must have ended at the end of the archive. */
  end() {
    if (this.state !== "trailer")
      refuse(`the archive ends at byte ${this.offset}, before its end-of-archive blocks`);
  }
  /** Consumes bytes from `chunk` at `at`; returns how many. */
  step(chunk, at, out) {
    const avail = chunk.length - at;
    switch (this.state) {
      case "data": {
        const n = Math.min(avail, this.left);
        out.push({ kind: "data", bytes: chunk.subarray(at, at + n) });
        this.left -= n;
        if (!this.left) this.afterData(out);
        return n;
      }
      case "pad": {
        const n = Math.min(avail, this.left);
        this.left -= n;
        if (!this.left) this.state = "header";
        return n;
      }
      case "trailer": {
        for (let i = at; i < chunk.length; i++)
          if (chunk[i] !== 0) refuse(`the archive has data after its end (at byte ${this.offset + i - at})`);
        this.trailer += avail;
        if (this.trailer > TRAILER_MAX) refuse(`the archive has more than ${TRAILER_MAX} bytes after its end`);
        return avail;
      }
      default: {
        const want = this.state === "pax" ? this.left : TAR_BLOCK;
        const n = Math.min(avail, want - this.gathered);
        this.gather.push(chunk.subarray(at, at + n));
        this.gathered += n;
        if (this.gathered === want) {
          const whole = this.gather.length === 1 ? this.gather[0] : Buffer.concat(this.gather);
          this.gather = [];
          this.gathered = 0;
          if (this.state === "pax") this.paxRead(whole);
          else this.header(whole, out);
        }
        return n;
      }
    }
  }
  afterData(out) {
    out.push({ kind: "end" });
    this.padTo();
  }
  padTo() {
    this.left = paddedSize(this.dataSize) - this.dataSize;
    this.state = this.left ? "pad" : "header";
  }
  paxRead(data) {
    this.pax = parsePax(data);
    this.padTo();
  }
  header(h, out) {
    if (h.every((b) => b === 0)) {
      if (this.pax) refuse("a pax header is followed by the end of the archive");
      if (this.state === "zero") this.state = "trailer";
      else this.state = "zero";
      return;
    }
    if (this.state === "zero") refuse(`a lone zero block comes before byte ${this.offset}`);
    checksum(h);
    if (h.toString("latin1", 257, 265) !== "ustar\x0000")
      refuse(
        `a header at byte ${this.offset - TAR_BLOCK} is not a POSIX ustar header (GNU tar --posix writes those)`
      );
    const flag = String.fromCharCode(h[156]);
    const size = octal(h, 124, 12, "size");
    if (flag === "x") {
      if (this.pax) refuse("two pax headers in a row");
      if (size > PAX_MAX) refuse(`a pax header of ${size} bytes (at most ${PAX_MAX})`);
      if (!size) refuse("an empty pax header");
      this.state = "pax";
      this.left = size;
      this.dataSize = size;
      return;
    }
    const kind = TYPES[flag];
    if (!kind)
      refuse(
        `the archive holds ${NAMED[flag] ?? `an entry of type ${JSON.stringify(flag)}`}, which a cached tree never does`
      );
    const entry = this.entry(h, kind, size);
    out.push({ kind: "entry", entry });
    this.pax = void 0;
    this.dataSize = entry.size;
    if (entry.size) {
      this.state = "data";
      this.left = entry.size;
    } else this.afterData(out);
  }
  entry(h, kind, headerSize) {
    const pax = this.pax;
    const name = field(h, 0, 100, "name");
    const prefix = field(h, 345, 155, "prefix");
    const link = field(h, 157, 100, "link name");
    let path = pax?.get("path") ? text(pax.get("path"), "a name") : text(prefix.length ? Buffer.concat([prefix, Buffer.from("/"), name]) : name, "a name");
    if (!path) refuse("an entry has no name");
    path = path.replace(/\/+$/, kind === "dir" ? "" : "$&") || "/";
    const size = pax?.has("size") ? paxNumber(pax.get("size"), "size", false) : headerSize;
    if (pax?.has("size") && size !== headerSize && headerSize !== 0)
      refuse(`${path}: its pax size ${size} and its header's ${headerSize} differ`);
    for (const k of ["mtime", "atime", "ctime"]) if (pax?.has(k)) paxNumber(pax.get(k), k, true);
    for (const k of ["uid", "gid"]) if (pax?.has(k)) paxNumber(pax.get(k), k, false);
    const e = { name: path, kind, mode: octal(h, 100, 8, "mode") & 4095, size };
    if (kind === "symlink" || kind === "hardlink") {
      const target = pax?.get("linkpath") ? text(pax.get("linkpath"), `${path}'s link target`) : text(link, `${path}'s link target`);
      if (!target) refuse(`${path} is a link without a target`);
      e.linkname = target;
    } else if (link.length || pax?.has("linkpath")) refuse(`${path} is not a link but has a link target`);
    if (kind !== "file" && size) refuse(`${path} is a ${kind} with ${size} bytes of data`);
    return e;
  }
};

// src/action/restore/extract.ts
import { createHash } from "node:crypto";
import {
  close as closeCb,
  closeSync,
  constants,
  fchmodSync,
  linkSync,
  mkdirSync,
  openSync,
  rmSync,
  symlinkSync,
  chmodSync
} from "node:fs";
import { promisify } from "node:util";
import { isAbsolute, join, relative, resolve } from "node:path";
var RestoreRefusal = class extends Error {
  name = "RestoreRefusal";
  kind;
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
};
var FILE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
var WRITING_MAX = 64 << 20;
var close = promisify(closeCb);
var Extraction = class {
  t;
  /** The entry directory (absolute), once the archive made it. */
  entryDir;
  entryName;
  /** Names the archive made, relative to the entry directory: directories, regular files. */
  dirs = /* @__PURE__ */ new Set();
  files = /* @__PURE__ */ new Set();
  seen = /* @__PURE__ */ new Set();
  /** Symlinks in the tree (relative to it) -> their targets; checked at the end. */
  links = /* @__PURE__ */ new Map();
  /** Directories made, in order, with their modes (applied at the end, deepest first). */
  dirModes = [];
  open;
  /** Writes and closes queued and not settled; bytes of them still to write. */
  pending = /* @__PURE__ */ new Set();
  writing = 0;
  wake;
  /** The first write that failed (a full disk): the extraction stops with it. */
  failure;
  /** Files of the tree whose sha256 was checked against the plan as they were written. */
  hashed = [];
  /** The plan's files, once known. */
  expected;
  /** The plan, while it is being made; what it came to (or why it failed), once it is. */
  plan;
  planned;
  /** Files of the tree written before the plan came: [path in the tree, size, sha256]. */
  early = [];
  /** Link steps taken checking the tree's symlinks (linear in their components). */
  linkSteps = 0;
  constructor(t) {
    this.t = t;
    const e = t.expected;
    if (e instanceof Promise)
      this.plan = e.then(
        (files) => void (this.planned = { files }),
        (error) => void (this.planned = { error })
      );
    else this.expected = e;
  }
  /** The plan has come: the files written before it are checked against it now. */
  adoptPlan() {
    const p = this.planned;
    this.plan = void 0;
    if ("error" in p) throw p.error;
    this.expected = p.files;
    const early = this.early;
    this.early = [];
    for (const [treeRel, size, sha256] of early) this.check(treeRel, size, sha256);
  }
  /** A file of the tree written whole: the plan's size and sha256 for it, if it has the file. */
  check(treeRel, size, sha256) {
    const want = this.expected?.get(treeRel);
    if (!want) return;
    if (want.size !== size)
      throw new RestoreRefusal(
        "mismatch",
        `/${treeRel} is a file of ${size} bytes; the image has ${want.size} bytes there`
      );
    if (want.sha256 !== sha256)
      throw new RestoreRefusal(
        "mismatch",
        `/${treeRel} does not have the content the image has (its sha256 differs)`
      );
    this.hashed.push(treeRel);
  }
  /**
   * Takes one event of the archive. Writes go to libuv's threads, each file's in order, while this
   * thread reads and hashes on (writing on it cost more than all the rest): a promise is returned
   * when WRITING_MAX bytes are on their way, to be awaited before the next event.
   */
  event(ev) {
    if (this.failure) throw this.failure;
    if (this.planned && this.plan) this.adoptPlan();
    if (ev.kind === "entry") this.entry(ev.entry);
    else if (ev.kind === "data") this.data(ev.bytes);
    else this.endFile();
    return this.writing > WRITING_MAX ? this.drained() : void 0;
  }
  /** Resolves once the bytes on their way are below the limit again. */
  drained() {
    return new Promise((r) => this.wake = r);
  }
  /** Every write settled; throws the first that failed. */
  async settled() {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
    if (this.failure) throw this.failure;
  }
  /** The archive ended well: check what needs every entry, put the modes in place. */
  async finish() {
    await this.settled();
    if (this.plan) {
      await this.plan;
      this.adoptPlan();
    }
    if (!this.entryDir) throw new RestoreRefusal("format", "the archive holds no entry of this key");
    if (!this.dirs.has(this.t.arch))
      throw new RestoreRefusal("format", `the archive holds no tree (${this.entryName}/${this.t.arch})`);
    this.checkLinks();
    for (let i = this.dirModes.length - 1; i >= 0; i--) chmodSync(this.dirModes[i][0], this.dirModes[i][1]);
    return this.entryDir;
  }
  /** Removes whatever this extraction wrote (a refusal, a failure), once its writes settled. */
  async abandon() {
    await Promise.allSettled([...this.pending]);
    const f = this.open;
    this.open = void 0;
    if (f) await f.lastWrite.then(() => closeSync(f.fd)).catch(() => {
    });
    if (this.entryDir) rmSync(this.entryDir, { recursive: true, force: true });
  }
  outside(e, why) {
    throw new RestoreRefusal("outside", `${e.name} ${why}`);
  }
  /** The entry's name relative to the entry directory (components), refusing any other place. */
  place(e) {
    const abs = resolve(this.t.cwd, e.name);
    const rel = relative(this.t.root, abs);
    if (!rel || rel === ".." || rel.startsWith("../") || isAbsolute(rel))
      this.outside(e, `would be written outside the key's tool-cache entries (${abs})`);
    const parts = rel.split("/");
    const top = parts[0];
    if (!top.endsWith(this.t.suffix) || top === this.t.suffix)
      this.outside(e, `would be written outside the key's tool-cache entries (${abs})`);
    if (!this.entryName) {
      if (parts.length !== 1 || e.kind !== "dir")
        throw new RestoreRefusal("format", `the archive does not open with its entry directory (${e.name})`);
      this.entryName = top;
      this.entryDir = join(this.t.root, top);
      return [];
    }
    if (top !== this.entryName)
      throw new RestoreRefusal(
        "format",
        `the archive holds two entries of the key (${this.entryName}, ${top})`
      );
    return parts.slice(1);
  }
  entry(e) {
    if (this.open) throw new RestoreRefusal("format", `${e.name} begins inside another file`);
    const parts = this.place(e);
    if (Buffer.byteLength(e.name) > LIMITS.pathBytes || parts.length > LIMITS.depth + 2)
      throw new RestoreRefusal(
        "format",
        `${e.name.slice(0, 200)}\u2026 is longer or deeper than a tree's paths may be`
      );
    if (!parts.length) {
      mkdirSync(this.entryDir, { mode: 448 });
      this.dirModes.push([this.entryDir, e.mode & 493]);
      return;
    }
    const rel = parts.join("/");
    if (this.seen.has(rel)) throw new RestoreRefusal("format", `${e.name} appears twice in the archive`);
    this.seen.add(rel);
    const parent = parts.slice(0, -1).join("/");
    if (parent && !this.dirs.has(parent))
      this.outside(e, `is not inside a directory the archive made before it (${parent || "."})`);
    const abs = join(this.entryDir, rel);
    const { arch } = this.t;
    if (parts[0] !== arch) this.beside(e, parts, abs);
    else this.inTree(e, parts, abs);
  }
  /** `<arch>.complete`, `<arch>.pins` and its documents: small regular files and one directory. */
  beside(e, parts, abs) {
    const { arch } = this.t;
    if (parts.length === 1 && parts[0] === `${arch}.complete` && e.kind === "file" && e.size <= RECORD_MAX)
      return this.startFile(e, parts.join("/"), abs);
    if (parts.length === 1 && parts[0] === `${arch}.pins` && e.kind === "dir")
      return this.makeDir(e, parts, abs);
    if (parts.length === 2 && parts[0] === `${arch}.pins` && KEPT_NAME.test(parts[1]) && e.kind === "file" && e.size <= MAX_KEPT)
      return this.startFile(e, parts.join("/"), abs);
    throw new RestoreRefusal(
      "format",
      `${e.name} (a ${e.kind} of ${e.size} bytes) is none of the tree, its record and its kept documents`
    );
  }
  inTree(e, parts, abs) {
    const rel = parts.join("/");
    const treeRel = parts.slice(1).join("/");
    switch (e.kind) {
      case "dir":
        return this.makeDir(e, parts, abs);
      case "file": {
        const want = treeRel ? this.expected?.get(treeRel) : void 0;
        if (want && want.size !== e.size)
          throw new RestoreRefusal(
            "mismatch",
            `/${treeRel} is a file of ${e.size} bytes; the image has ${want.size} bytes there`
          );
        return this.startFile(e, rel, abs, !!want || !!treeRel && !!this.plan);
      }
      case "symlink": {
        if (!treeRel) return this.outside(e, "is a symlink where the tree itself belongs");
        const target = e.linkname;
        if (isAbsolute(target)) this.outside(e, `is a symlink to the absolute path ${target}`);
        if (Buffer.byteLength(target) > LIMITS.pathBytes)
          this.outside(e, `is a symlink to a target longer than ${LIMITS.pathBytes} bytes`);
        this.links.set(treeRel, target);
        symlinkSync(target, abs);
        return;
      }
      case "hardlink": {
        const target = relative(this.entryDir, resolve(this.t.cwd, e.linkname));
        if (!this.files.has(target) || !target.startsWith(`${this.t.arch}/`))
          this.outside(e, `is a hardlink to ${e.linkname}, not a file the archive wrote in the tree`);
        linkSync(join(this.entryDir, target), abs);
        this.files.add(rel);
        return;
      }
    }
  }
  makeDir(e, parts, abs) {
    mkdirSync(abs, { mode: 448 });
    this.dirs.add(parts.join("/"));
    this.dirModes.push([abs, e.mode & 493]);
  }
  startFile(e, rel, abs, hash = false) {
    const fd = openSync(abs, FILE_FLAGS, 384);
    this.open = {
      fd,
      rel,
      mode: e.mode & 493,
      at: 0,
      size: e.size,
      lastWrite: Promise.resolve(),
      ...hash ? { hash: createHash("sha256") } : {}
    };
    this.files.add(rel);
    if (!e.size) this.endFile();
  }
  /** Runs `op` after what is queued for `f`, counting it as pending until it settles. */
  after(f, op) {
    const p = f.lastWrite.then(op);
    f.lastWrite = p;
    const tracked = p.catch((err) => void (this.failure ??= err)).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
  data(bytes) {
    const f = this.open;
    f.hash?.update(bytes);
    const at = f.at;
    f.at += bytes.length;
    this.writing += bytes.length;
    this.after(f, async () => {
      try {
        await writeFullyAsync(f.fd, bytes, at);
      } finally {
        this.writing -= bytes.length;
        if (this.writing <= WRITING_MAX) this.wake?.();
      }
    });
  }
  endFile() {
    const f = this.open;
    if (!f) return;
    this.open = void 0;
    this.after(f, async () => {
      fchmodSync(f.fd, f.mode);
      await close(f.fd);
    });
    if (f.hash) {
      const treeRel = f.rel.slice(this.t.arch.length + 1);
      const sha256 = f.hash.digest("hex");
      if (this.plan) this.early.push([treeRel, f.size, sha256]);
      else this.check(treeRel, f.size, sha256);
    }
  }
  /**
   * Each symlink of the tree, resolved through the tree's other symlinks as the kernel would,
   * must stay inside the tree at every step (a `..` above it is refused).
   */
  checkLinks() {
    for (const [rel, target] of this.links) {
      const cur = rel.split("/").slice(0, -1);
      const walk = new ComponentWalk(target);
      try {
        for (let c = walk.next(); c !== void 0; c = walk.next()) {
          if (c === "..") {
            if (!cur.length)
              throw new RestoreRefusal("outside", `/${rel} is a symlink to ${target}, which leaves the tree`);
            cur.pop();
            continue;
          }
          cur.push(c);
          const key = cur.join("/");
          const next = this.links.get(key);
          if (next !== void 0) {
            cur.pop();
            walk.follow(next);
          } else if (!this.dirs.has(`${this.t.arch}/${key}`)) break;
          if (cur.length > LIMITS.depth)
            throw new RestoreRefusal(
              "outside",
              `/${rel} is a symlink that resolves deeper than ${LIMITS.depth}`
            );
        }
      } catch (err) {
        if (err instanceof WalkLimit)
          throw new RestoreRefusal(
            "outside",
            `/${rel} is a symlink to ${target.slice(0, 200)}: ${err.message}`
          );
        throw err;
      } finally {
        this.linkSteps += walk.steps;
      }
    }
  }
};

// src/action/restore/follow.ts
import { closeSync as closeSync2, fstatSync, openSync as openSync2, readdirSync, read as readCb, constants as constants2 } from "node:fs";
import { promisify as promisify2 } from "node:util";
import { join as join2 } from "node:path";
var readAsync = promisify2(readCb);
var POLL_MS = 10;
var ARCHIVE_NAMES = /* @__PURE__ */ new Set(["cache.tzst", "cache.tgz"]);
function findArchive(downloads2) {
  let dirs;
  try {
    dirs = readdirSync(downloads2);
  } catch {
    return void 0;
  }
  for (const d of dirs) {
    let names;
    try {
      names = readdirSync(join2(downloads2, d));
    } catch {
      continue;
    }
    for (const n of names) {
      if (!ARCHIVE_NAMES.has(n)) continue;
      const path = join2(downloads2, d, n);
      const fd = openSync2(path, constants2.O_RDONLY | constants2.O_NOFOLLOW | constants2.O_NONBLOCK);
      if (fstatSync(fd).isFile()) return { fd, path };
      closeSync2(fd);
      throw new Error(`${path} is not a regular file`);
    }
  }
  return void 0;
}
var GrowingFile = class {
  /** Its size once the writer is done (end()); until then, more may come. */
  size;
  /** Why the reading was stopped (stop()), if it was. */
  stopped;
  wake;
  /** Bytes read so far. */
  read = 0;
  fd;
  constructor(fd) {
    this.fd = fd;
  }
  /** The writer is done: the file has `size` bytes, and no more will come. */
  end(size) {
    this.size = size;
    this.wake?.();
  }
  /** Stops the reading: chunks() throws `why`. */
  stop(why) {
    this.stopped = why;
    this.wake?.();
  }
  /** The file's bytes in order, in chunks of at most `chunk` bytes, until end() and its last byte. */
  async *chunks(chunk) {
    for (; ; ) {
      if (this.stopped) throw this.stopped;
      if (this.size !== void 0 && this.read >= this.size) {
        if (this.read > this.size) throw new Error(`the archive shrank to ${this.size} bytes while read`);
        return;
      }
      const want = this.size === void 0 ? chunk : Math.min(chunk, this.size - this.read);
      const b = Buffer.allocUnsafe(want);
      const { bytesRead } = await readAsync(this.fd, b, 0, want, this.read);
      if (bytesRead > 0) {
        this.read += bytesRead;
        yield bytesRead === want ? b : b.subarray(0, bytesRead);
        continue;
      }
      if (this.size !== void 0 && this.read >= this.size) continue;
      if (this.size !== void 0)
        throw new Error(`the archive ends at ${this.read} bytes; the toolkit said ${this.size}`);
      await new Promise((r) => {
        const t = setTimeout(r, POLL_MS);
        this.wake = () => {
          clearTimeout(t);
          r();
        };
      });
      this.wake = void 0;
    }
  }
};

// src/action/restore/extractor.ts
var CHUNK = 1 << 20;
var ZSTD_WINDOW_LOG_MAX = 27;
var WATCH_MS = 20;
var MAGIC = { zstd: [40, 181, 47, 253], gzip: [31, 139] };
var hasMagic = (magic, c) => MAGIC[c].every((b, i) => magic[i] === b);
function magicAt(fd) {
  const magic = Buffer.alloc(4);
  return readSync(fd, magic, 0, 4, 0) === 4 ? magic : void 0;
}
function compressionOf(args) {
  if (args.includes("-z") || args.includes("--gzip")) return "gzip";
  if (args.includes("--use-compress-program") || args.includes("-I")) return "zstd";
  throw new RestoreRefusal(
    "format",
    `the toolkit asked for no decompressor this front knows (${args.join(" ")})`
  );
}
var notA = (c) => new RestoreRefusal("format", `the archive is not a ${c} stream, as the cache toolkit saves it`);
function decompressor(c) {
  return c === "gzip" ? createGunzip({ chunkSize: CHUNK }) : createZstdDecompress({
    chunkSize: CHUNK,
    params: { [constants3.ZSTD_d_windowLogMax]: ZSTD_WINDOW_LOG_MAX }
  });
}
function fromFile(archive, c) {
  const fd = openSync3(archive, "r");
  let magic;
  try {
    magic = magicAt(fd);
  } finally {
    closeSync3(fd);
  }
  if (!magic || !hasMagic(magic, c)) throw notA(c);
  const file = createReadStream(archive, { highWaterMark: CHUNK });
  const inflate = decompressor(c);
  file.on("error", (e) => inflate.destroy(e));
  return file.pipe(inflate);
}
async function read(open, each) {
  const reader = new StrictTarReader();
  let stream;
  try {
    stream = open();
    for await (const chunk of stream)
      for (const ev of reader.push(chunk)) {
        const wait = each(ev);
        if (wait) await wait;
      }
    reader.end();
  } catch (e) {
    stream?.destroy();
    if (e instanceof ArchiveRefused) throw new RestoreRefusal("format", e.message);
    if (e instanceof RestoreRefusal) throw e;
    if (/^(Z|ZSTD)_/.test(String(e.code)))
      throw new RestoreRefusal("format", `the archive does not decompress: ${e.message}`);
    throw e;
  }
}
async function extractInto(cwd, open) {
  const file = process.env[RestoreEnv.Expected];
  const target = {
    cwd,
    root: process.env[RestoreEnv.Root],
    suffix: process.env[RestoreEnv.Suffix],
    arch: process.env[RestoreEnv.Arch],
    ...file ? { expected: readExpected(file) } : {}
  };
  const x = new Extraction(target);
  try {
    await read(open, (ev) => x.event(ev));
    await x.finish();
  } catch (e) {
    await x.abandon();
    throw e;
  }
  return x.hashed;
}
var downloads = process.env[RestoreEnv.Downloads];
var workdir = resolve2(process.env[RestoreEnv.Workdir]);
var followed;
var finishing = false;
async function extractFollowed(grow) {
  let magic;
  while (!(magic = magicAt(grow.fd))) {
    if (grow.stopped) throw grow.stopped;
    await new Promise((r) => setTimeout(r, WATCH_MS));
  }
  const c = ["zstd", "gzip"].find((x) => hasMagic(magic, x));
  if (!c) throw new RestoreRefusal("format", "the archive is neither a zstd nor a gzip stream");
  return extractInto(workdir, () => {
    const src = Readable.from(grow.chunks(CHUNK), { objectMode: false });
    const inflate = decompressor(c);
    src.on("error", (e) => inflate.destroy(e));
    return src.pipe(inflate);
  });
}
function follow() {
  if (finishing) return;
  let found;
  try {
    found = findArchive(downloads);
  } catch {
    return;
  }
  if (!found) {
    setTimeout(follow, WATCH_MS);
    return;
  }
  const grow = new GrowingFile(found.fd);
  followed = { grow, done: extractFollowed(grow) };
  followed.done.catch(() => {
  });
}
async function dropFollowed(why) {
  const f = followed;
  followed = void 0;
  if (!f) return false;
  f.grow.stop(new Error(why));
  await f.done.catch(() => {
  });
  closeSync3(f.grow.fd);
  return true;
}
function isFollowed(archive, cwd) {
  if (!followed || cwd !== workdir) return false;
  try {
    const a = statSync(archive);
    const b = fstatSync2(followed.grow.fd);
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false;
  }
}
async function finishFollowed(archive, cwd, c) {
  const f = isFollowed(archive, cwd) ? followed : void 0;
  const magic = f && magicAt(f.grow.fd);
  if (!f || !magic || !hasMagic(magic, c)) {
    await dropFollowed("the toolkit extracts another file");
    return void 0;
  }
  followed = void 0;
  f.grow.end(fstatSync2(f.grow.fd).size);
  try {
    return await f.done;
  } catch {
    return void 0;
  } finally {
    closeSync3(f.grow.fd);
  }
}
async function extractCall(args, archive, cwd) {
  const c = compressionOf(args);
  const hashed = await finishFollowed(archive, cwd, c) ?? await extractInto(cwd, () => fromFile(archive, c));
  const file = process.env[RestoreEnv.Hashed];
  if (file) writeFileSync(file, hashed.join("\n"));
}
async function list(args, archive) {
  const names = [];
  const c = compressionOf(args);
  await read(
    () => fromFile(archive, c),
    (ev) => {
      if (ev.kind === "entry") names.push(ev.entry.name);
    }
  );
  return names.map((n) => `${n}
`).join("");
}
async function answer(q) {
  const { args } = q;
  const x = args.indexOf("-xf");
  const t = args.indexOf("-tf");
  const c = args.indexOf("-C");
  const cwd = resolve2(q.cwd, c >= 0 ? args[c + 1] : ".");
  try {
    if (x >= 0) {
      await extractCall(args, resolve2(q.cwd, args[x + 1]), cwd);
      return { code: 0 };
    }
    if (t >= 0) return { code: 0, stdout: await list(args, resolve2(q.cwd, args[t + 1])) };
    if (args.includes("--version")) return { code: 0, stdout: "tar (setup-rocm restore front) 2\n" };
    throw new RestoreRefusal(
      "format",
      `the toolkit ran tar ${args.join(" ")}, which this front does not answer`
    );
  } catch (e) {
    const note = e instanceof RestoreRefusal ? { kind: e.kind, why: e.message } : { kind: "failed", why: e.message ?? String(e) };
    const refused = process.env[RestoreEnv.Refused];
    if (refused) writeFileSync(refused, JSON.stringify(note));
    return {
      code: 3,
      stderr: note.kind === "failed" ? `setup-rocm could not extract the cache archive: ${note.why}
` : `setup-rocm refused the cache archive: ${note.why}. Nothing of it was kept.
`
    };
  }
}
var queue = Promise.resolve();
function serve(sock) {
  let buf = "";
  sock.setEncoding("utf8");
  sock.on("error", () => {
  });
  const take = (s) => {
    buf += s;
    const nl = buf.indexOf("\n");
    if (nl < 0) return;
    sock.off("data", take);
    const q = JSON.parse(buf.slice(0, nl));
    queue = queue.then(async () => void sock.end(`${JSON.stringify(await answer(q))}
`));
  };
  sock.on("data", take);
}
var server = createServer(serve);
await new Promise((ok, fail) => {
  server.once("error", fail);
  server.listen(process.env[RestoreEnv.Socket], () => ok());
});
var finish = () => {
  if (finishing) return;
  finishing = true;
  void queue.then(async () => {
    const unfinished = await dropFollowed("the download did not complete");
    server.close();
    if (!process.connected) return;
    process.send({ t: "finished", unfinished }, () => process.disconnect());
  });
};
process.on("message", (m) => m.t === "finish" && finish());
process.on("disconnect", finish);
follow();
process.send({ t: "ready" });
