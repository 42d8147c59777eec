import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  SpanInflater,
  WINDOW
} from "./chunks/chunk-VY53KKWA.js";
import {
  serve,
  toHost
} from "./chunks/chunk-UJ5VBC7K.js";
import {
  postError
} from "./chunks/chunk-BCDXUKTB.js";
import {
  writeFully
} from "./chunks/chunk-KZDXDXZ6.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/seek/write/write-files.ts
import { createHash } from "node:crypto";
import { closeSync, constants, fchmodSync, openSync } from "node:fs";
var UMASK = process.umask();
var FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
var files = /* @__PURE__ */ new Map();
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
function onWriteMessage(m, reply) {
  if (m.t === "end") {
    for (const f of files.values()) if (f.fd >= 0) closeSync(f.fd);
    files.clear();
    reply({ p: "write", t: "ended" });
    return;
  }
  const bytes = new Uint8Array(m.ab);
  const results = [];
  let at = 0;
  for (const o of m.ops) {
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
  reply({ p: "write", t: "written", ab: m.ab, results }, [m.ab]);
}

// src/seek/inflate/inflate-worker.ts
var post = toHost();
var spans = /* @__PURE__ */ new Map();
function lastBytes(before, piece) {
  if (piece.length >= WINDOW) return Buffer.from(piece.subarray(piece.length - WINDOW));
  const joined = before ? Buffer.concat([before, piece]) : Buffer.from(piece);
  return joined.length > WINDOW ? joined.subarray(joined.length - WINDOW) : joined;
}
var buffers = [];
function finish(id, error) {
  const s = spans.get(id);
  if (!s) return;
  spans.delete(id);
  s.inf?.close();
  if (error) post({ p: "inflate", t: "error", id, error: postError(error) });
  else post({ p: "inflate", t: "done", id, data: s.job.data }, [s.job.data]);
}
function pump() {
  for (let b = buffers.shift(); b; b = buffers.shift()) {
    const s = spans.get(b.id);
    if (!s) continue;
    try {
      s.inf ??= new SpanInflater(
        Buffer.from(s.job.data, s.job.offset, s.job.length),
        s.job.bit,
        Buffer.from(s.job.window),
        s.job.outBytes,
        true
      );
      const piece = Buffer.from(b.ab);
      const n = s.inf.into(piece);
      const done = s.inf.produced === s.job.outBytes;
      if (s.job.nextWindow) {
        s.last = lastBytes(s.last, piece.subarray(0, n));
        if (done) {
          const want = Buffer.from(s.job.nextWindow);
          const k = Math.min(want.length, s.last.length);
          if (!want.subarray(want.length - k).equals(s.last.subarray(s.last.length - k)))
            throw new Error(
              "its output does not end with the next checkpoint's window: the index's window for that checkpoint is not this stream's"
            );
        }
      }
      if (done && s.job.isize !== void 0) s.inf.endsHere(s.job.isize);
      post({ p: "inflate", t: "piece", id: b.id, ab: b.ab, length: n }, [b.ab]);
      if (done) finish(b.id);
    } catch (e) {
      finish(b.id, e);
    }
  }
}
function onInflateMessage(m) {
  if (m.t === "exit") {
    for (const s of spans.values()) s.inf?.close();
    process.exit(0);
  }
  if (m.t === "job")
    spans.set(m.id, { job: m, ...m.nextWindow ? { last: Buffer.from(m.window.slice(0)) } : {} });
  else if (m.t === "buffer") buffers.push({ id: m.id, ab: m.ab });
  else finish(m.id);
  pump();
}
serve({
  inflate: (m) => onInflateMessage(m),
  write: (m, reply) => onWriteMessage(m, reply)
});
