import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  formatReference
} from "./chunk-H2YWDJ6P.js";
import {
  ImageError
} from "./chunk-BCDXUKTB.js";

// src/layers/paths.ts
var LIMITS = {
  /** Longest cleaned path, in bytes (Linux PATH_MAX). */
  pathBytes: 4096,
  /** Deepest directory nesting. */
  depth: 128,
  /** Longest single name (NAME_MAX). */
  nameBytes: 255,
  /** Symlink hops while resolving one path (Linux uses 40). */
  linkHops: 40
};
var installedMode = (mode) => mode & 493;
var UnsafeEntryError = class extends ImageError {
  name = "UnsafeEntryError";
};
function cleanEntryPath(raw) {
  if (raw.includes("\0")) throw new UnsafeEntryError(`entry name contains a NUL byte: ${JSON.stringify(raw)}`);
  if (Buffer.byteLength(raw) > LIMITS.pathBytes)
    throw new UnsafeEntryError(`entry name is longer than ${LIMITS.pathBytes} bytes: ${raw.slice(0, 80)}\u2026`);
  const out = [];
  for (const c of raw.split("/")) {
    if (c === "" || c === ".") continue;
    if (c === "..") {
      if (!out.length)
        throw new UnsafeEntryError(`entry name climbs out of the image root: ${JSON.stringify(raw)}`);
      out.pop();
      continue;
    }
    if (Buffer.byteLength(c) > LIMITS.nameBytes)
      throw new UnsafeEntryError(
        `entry name has a component longer than ${LIMITS.nameBytes} bytes: ${raw.slice(0, 80)}\u2026`
      );
    out.push(c);
  }
  if (out.length > LIMITS.depth)
    throw new UnsafeEntryError(`entry name is nested deeper than ${LIMITS.depth}: ${raw.slice(0, 80)}\u2026`);
  return out;
}
function joinClamped(dir, target) {
  const out = target.startsWith("/") ? [] : [...dir];
  for (const c of target.split("/")) {
    if (c === "" || c === ".") continue;
    if (c === "..") out.pop();
    else out.push(c);
  }
  return out;
}
var toPath = (parts) => "/" + parts.join("/");
function isUnder(parts, root) {
  if (parts.length < root.length) return false;
  for (let i = 0; i < root.length; i++) if (parts[i] !== root[i]) return false;
  return true;
}
function relativeLink(fromDir, to) {
  let i = 0;
  while (i < fromDir.length && i < to.length && fromDir[i] === to[i]) i++;
  const up = fromDir.length - i;
  const rel = [...Array(up).fill(".."), ...to.slice(i)];
  return rel.length ? rel.join("/") : ".";
}

// src/layers/tar-block.ts
var TAR_BLOCK = 512;
var paddedSize = (size) => Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
var entryEnd = (data, size) => data + paddedSize(size);

// src/layers/link-walk.ts
var WalkLimit = class extends Error {
  name = "WalkLimit";
};
var ComponentWalk = class {
  frames = [];
  hops = 0;
  /** Components read so far (what resolving has cost). */
  steps = 0;
  /** `path`: the components to walk (a name, or a link's target relative to its directory). */
  constructor(path) {
    this.push(typeof path === "string" ? path.split("/") : [...path]);
  }
  push(parts) {
    if (parts.length > LIMITS.pathBytes / 2 + 1)
      throw new WalkLimit(`a path of ${parts.length} components (at most ${LIMITS.pathBytes / 2 + 1})`);
    this.frames.push({ parts, i: 0 });
  }
  /** Skips empty and `.` components; drops frames read to their end. */
  settle() {
    for (; ; ) {
      const f = this.frames.at(-1);
      if (!f) return;
      while (f.i < f.parts.length && (f.parts[f.i] === "" || f.parts[f.i] === ".")) f.i++;
      if (f.i < f.parts.length) return;
      this.frames.pop();
    }
  }
  /** The next component (never empty or `.`), or undefined at the end. */
  next() {
    this.settle();
    const f = this.frames.at(-1);
    if (!f) return void 0;
    this.steps++;
    return f.parts[f.i++];
  }
  /** Whether components follow the one last read. */
  more() {
    this.settle();
    return this.frames.length > 0;
  }
  /**
   * Continues through a symlink's target (read next, before what followed the link). Throws
   * WalkLimit past LIMITS.linkHops links or for a target longer than LIMITS.pathBytes.
   */
  follow(target) {
    if (++this.hops > LIMITS.linkHops)
      throw new WalkLimit(`more than ${LIMITS.linkHops} levels of symbolic links`);
    if (Buffer.byteLength(target) > LIMITS.pathBytes)
      throw new WalkLimit(`a link target longer than ${LIMITS.pathBytes} bytes`);
    this.push(target.split("/"));
  }
};

// src/read-bounded.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
var FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
function readBounded(path, cap, o = {}) {
  let fd;
  try {
    fd = openSync(path, o.follow ? FLAGS & ~constants.O_NOFOLLOW : FLAGS);
  } catch {
    return void 0;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > cap) return void 0;
    const out = Buffer.allocUnsafe(Math.min(st.size, cap) + 1);
    let n = 0;
    for (; ; ) {
      const r = readSync(fd, out, n, out.length - n, null);
      if (!r) break;
      n += r;
      if (n > cap) return void 0;
      if (n === out.length) break;
    }
    return n > cap ? void 0 : out.subarray(0, n);
  } catch {
    return void 0;
  } finally {
    closeSync(fd);
  }
}

// src/pipeline/record.ts
import { join } from "node:path";
var RECORD_FORMAT = 3;
function rocmVersion(dir) {
  const b = readBounded(join(dir, ".info/version"), 4096, { follow: true });
  return b?.toString("utf8").trim().split("\n")[0] || "unknown";
}
function recordOf(source, r) {
  return {
    format: RECORD_FORMAT,
    image: formatReference(source.reference),
    pinned: r.image.pinned,
    digest: r.image.digest,
    rocmVersion: rocmVersion(r.dest),
    realPath: r.realPath,
    prunedLibraries: r.report.prunedLibraries,
    bytesKept: r.closure?.bytes ?? r.report.bytesKept,
    installedAt: (/* @__PURE__ */ new Date()).toISOString(),
    ...r.closure ? { closure: r.closure } : {}
  };
}

export {
  readBounded,
  RECORD_FORMAT,
  rocmVersion,
  recordOf,
  LIMITS,
  installedMode,
  UnsafeEntryError,
  cleanEntryPath,
  joinClamped,
  toPath,
  isUnder,
  relativeLink,
  TAR_BLOCK,
  paddedSize,
  entryEnd,
  WalkLimit,
  ComponentWalk
};
