import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/action/restore-guard.ts
import { isAbsolute, posix, relative, resolve } from "node:path";
var REAL_TAR = "SETUP_ROCM_REAL_TAR";
var RESTORE_ROOT = "SETUP_ROCM_RESTORE_ROOT";
var RESTORE_SUFFIX = "SETUP_ROCM_RESTORE_SUFFIX";
var RESTORE_REFUSED = "SETUP_ROCM_RESTORE_REFUSED";
var KINDS = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile", "Directory", "SymbolicLink", "Link"]);
var HOPS = 40;
var RestoreGuard = class {
  root;
  suffix;
  cwd;
  /** Symlinks the archive made so far: their absolute name -> their target as written. */
  links = /* @__PURE__ */ new Map();
  /** `root`: the tool root; `suffix`: what this key's entry directories end with; `cwd`: tar's -C. */
  constructor(root, suffix, cwd) {
    this.root = resolve(root);
    this.suffix = suffix;
    this.cwd = resolve(cwd);
  }
  /** Whether an absolute, normalised path lies inside one of the key's entry directories. */
  inside(p) {
    const rel = relative(this.root, p);
    if (!rel || rel.startsWith("..") || isAbsolute(rel)) return false;
    return rel.split("/")[0].endsWith(this.suffix);
  }
  /** The first ancestor of `p` (or `p` itself when `self`) the archive made a symlink. */
  linkAbove(p, self) {
    const parts = p.split("/");
    for (let i = 2; i <= parts.length - (self ? 0 : 1); i++) {
      const q = parts.slice(0, i).join("/");
      if (this.links.has(q)) return q;
    }
    return void 0;
  }
  /**
   * Follows `target` from directory `dir` one component at a time, through the symlinks the archive
   * made (a lexical `..` would skip a link); undefined when it leaves the entries or loops.
   */
  follow(dir, target) {
    let cur = dir;
    const queue = target.split("/");
    let hops = 0;
    while (queue.length) {
      const c = queue.shift();
      if (!c || c === ".") continue;
      if (c === "..") cur = posix.dirname(cur);
      else {
        const next = `${cur}/${c}`;
        const t = this.links.get(next);
        if (t !== void 0) {
          if (++hops > HOPS || isAbsolute(t)) return void 0;
          queue.unshift(...t.split("/"));
          continue;
        }
        cur = next;
      }
      if (!this.inside(cur)) return void 0;
    }
    return cur;
  }
  /** Checks one entry (in archive order); returns why it is refused, or undefined. */
  check(e) {
    const name = resolve(this.cwd, e.path);
    if (!KINDS.has(e.type)) return `${e.path} is a ${e.type} entry`;
    if (!this.inside(name)) return `${e.path} would be written outside the key's tool-cache entries (${name})`;
    const through = this.linkAbove(name, false);
    if (through) return `${e.path} lies below ${through}, which the archive made a symlink`;
    if (e.type === "SymbolicLink") {
      const target = e.linkpath ?? "";
      if (!target || target.includes("\0")) return `${e.path} is a symlink without a valid target`;
      if (isAbsolute(target)) return `${e.path} is a symlink to the absolute path ${target}`;
      if (!this.follow(posix.dirname(name), target))
        return `${e.path} is a symlink to ${target}, which leaves the key's tool-cache entries`;
      this.links.set(name, target);
      return void 0;
    }
    this.links.delete(name);
    if (e.type === "Link") {
      const target = resolve(this.cwd, e.linkpath ?? "");
      if (!e.linkpath || !this.inside(target) || this.linkAbove(target, true))
        return `${e.path} is a hardlink to ${e.linkpath ?? "(nothing)"}, outside the key's tool-cache entries`;
    }
    return void 0;
  }
};

export {
  REAL_TAR,
  RESTORE_ROOT,
  RESTORE_SUFFIX,
  RESTORE_REFUSED,
  RestoreGuard
};
