import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
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

export {
  LIMITS,
  installedMode,
  UnsafeEntryError,
  cleanEntryPath,
  joinClamped,
  toPath,
  isUnder,
  relativeLink
};
