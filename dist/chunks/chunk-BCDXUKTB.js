import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/errors.ts
var SetupError = class extends Error {
  fault;
  constructor(fault, message, options) {
    super(message, options);
    this.fault = fault;
  }
  name = "SetupError";
};
var UsageError = class extends SetupError {
  name = "UsageError";
  constructor(message, options) {
    super("usage", message, options);
  }
};
var SourceError = class extends SetupError {
  name = "SourceError";
  constructor(message, options) {
    super("source", message, options);
  }
};
var ImageError = class extends SetupError {
  name = "ImageError";
  constructor(message, options) {
    super("image", message, options);
  }
};
var SeekIndexError = class extends SetupError {
  name = "SeekIndexError";
  constructor(message, options) {
    super("index", message, options);
  }
};
var HostError = class extends SetupError {
  name = "HostError";
  constructor(message, options) {
    super("host", message, options);
  }
};
var SmokeError = class extends SetupError {
  name = "SmokeError";
  /** Whether the tree itself cannot work (a library missing), rather than a target it was asked to compile for. */
  treeBroken;
  /** When only some targets failed: which compiled and which did not. */
  targets;
  constructor(message, o = {}) {
    super("smoke", message, o);
    this.treeBroken = o.treeBroken ?? true;
    this.targets = o.targets;
  }
};
function postError(e) {
  const err = e instanceof Error ? e : new Error(String(e));
  const fault = faultOf(err);
  const code = err.code;
  return {
    name: err.name,
    message: err.message,
    ...fault ? { fault } : {},
    ...typeof code === "string" ? { code } : {}
  };
}
function rebuildError(p, known = {}) {
  const C = known[p.name];
  if (C) return new C(p.message);
  const e = p.fault ? new SetupError(p.fault, p.message) : new Error(p.message);
  e.name = p.name;
  if (p.code) e.code = p.code;
  return e;
}
function faultOf(e) {
  return e instanceof SetupError ? e.fault : void 0;
}
var HOST_CODES = /* @__PURE__ */ new Set(["ENOSPC", "EDQUOT", "EACCES", "EPERM", "EROFS", "EMFILE", "ENFILE", "EIO"]);
function isHostErrno(e) {
  const code = e?.code;
  return typeof code === "string" && HOST_CODES.has(code);
}

export {
  SetupError,
  UsageError,
  SourceError,
  ImageError,
  SeekIndexError,
  HostError,
  SmokeError,
  postError,
  rebuildError,
  faultOf,
  isHostErrno
};
