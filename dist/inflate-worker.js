import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  SpanInflater,
  onWriteMessage
} from "./chunks/chunk-ZROW725X.js";
import {
  postError
} from "./chunks/chunk-BCDXUKTB.js";
import "./chunks/chunk-GMVPXXAY.js";

// src/seek/inflate-worker.ts
import { parentPort } from "node:worker_threads";
var spans = /* @__PURE__ */ new Map();
var WINDOW = 32 << 10;
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
  if (error) parentPort.postMessage({ t: "error", id, error: postError(error) });
  else parentPort.postMessage({ t: "done", id, data: s.job.data }, [s.job.data]);
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
      if (s.job.tail) {
        s.last = lastBytes(s.last, piece.subarray(0, n));
        if (done) {
          const want = Buffer.from(s.job.tail);
          const k = Math.min(want.length, s.last.length);
          if (!want.subarray(want.length - k).equals(s.last.subarray(s.last.length - k)))
            throw new Error(
              "its output does not end with the next checkpoint's window: the index's window for that checkpoint is not this stream's"
            );
        }
      }
      parentPort.postMessage({ t: "piece", id: b.id, ab: b.ab, length: n }, [b.ab]);
      if (done) finish(b.id);
    } catch (e) {
      finish(b.id, e);
    }
  }
}
parentPort.on("message", (m) => {
  if (m.t === "write" || m.t === "end") {
    onWriteMessage(m, (r, move) => parentPort.postMessage(r, move ?? []));
    return;
  }
  if (m.t === "job") spans.set(m.id, { job: m });
  else if (m.t === "buffer") buffers.push({ id: m.id, ab: m.ab });
  else finish(m.id);
  pump();
});
