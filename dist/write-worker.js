import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  postError
} from "./chunks/chunk-JWY4MIYN.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/seek/write-worker.ts
import { createHash } from "node:crypto";
import { closeSync, constants, fchmodSync, openSync, writeSync } from "node:fs";
import { parentPort } from "node:worker_threads";
var UMASK = process.umask();
var FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
var files = /* @__PURE__ */ new Map();
function writeFully(fd, b) {
  for (let at = 0; at < b.length; ) {
    const n = writeSync(fd, b, at, b.length - at);
    if (n === 0) throw Object.assign(new Error("write returned 0 bytes"), { code: "ENOSPC" });
    at += n;
  }
}
function close(id, f, results) {
  files.delete(id);
  if (!f) return;
  try {
    if (f.fd >= 0) {
      if (!f.error && (f.mode & ~UMASK) !== f.mode) fchmodSync(f.fd, f.mode);
      closeSync(f.fd);
    }
  } catch (e) {
    f.error ??= e;
  }
  if (f.error) results.push({ id, error: postError(f.error) });
  else results.push({ id, ok: !f.hash || f.hash.digest("hex") === f.sha256 });
}
parentPort.on("message", (m) => {
  if (m === "end") {
    for (const f of files.values()) if (f.fd >= 0) closeSync(f.fd);
    files.clear();
    parentPort.postMessage("ended");
    return;
  }
  const { ab, ops } = m;
  const bytes = new Uint8Array(ab);
  const results = [];
  let at = 0;
  for (const o of ops) {
    if (o.op === "open") {
      const f = {
        fd: -1,
        mode: o.mode,
        sha256: o.sha256,
        hash: o.sha256 ? createHash("sha256") : void 0
      };
      files.set(o.id, f);
      try {
        f.fd = openSync(o.path, FLAGS, o.mode);
      } catch (e) {
        f.error = e;
      }
    } else if (o.op === "data") {
      const f = files.get(o.id);
      const b = bytes.subarray(at, at + o.length);
      at += o.length;
      if (!f || f.error) continue;
      try {
        writeFully(f.fd, b);
        f.hash?.update(b);
      } catch (e) {
        f.error = e;
      }
    } else close(o.id, files.get(o.id), results);
  }
  parentPort.postMessage({ ab, results }, [ab]);
});
