import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import "./chunks/chunk-GMVPXXAY.js";

// src/seek/inflate-worker.ts
import { parentPort } from "node:worker_threads";

// src/seek/resume.ts
import zlib from "node:zlib";
var EMPTY_BLOCKS = { 0: 0, 2: 1, 4: 2, 6: 3 };
function primed(data, bit) {
  const r = bit % 8;
  const k = EMPTY_BLOCKS[r];
  if (k === void 0) throw new Error(`a deflate checkpoint at an odd bit offset (${bit}) cannot be resumed`);
  if (k === 0) return data;
  const prefixBits = 10 * k;
  const whole = Math.floor(prefixBits / 8);
  const out = Buffer.alloc(whole + data.length);
  for (let b = 0; b < k; b++) {
    const at = b * 10 + 1;
    out[at >> 3] |= 1 << (at & 7);
  }
  out[whole] = out[whole] & (1 << r) - 1 | data[0] & 255 << r & 255;
  data.copy(out, whole + 1, 1);
  return out;
}
function primedParts(data, bit) {
  if (bit % 8 === 0 || !data.length) return [primed(data, bit)];
  return [primed(data.subarray(0, 1), bit), data.subarray(1)];
}
function rawInflater(window) {
  return zlib.createInflateRaw({
    ...window.length ? { dictionary: window } : {},
    // The bytes of a span end inside the next block: that is not an error, only the span's end.
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    chunkSize: 1 << 20
  });
}
async function inflateSpan(data, bit, window, outBytes) {
  const out = new ArrayBuffer(outBytes);
  const view = Buffer.from(out);
  let at = 0;
  const stream = rawInflater(window);
  const done = new Promise((resolve, reject) => {
    stream.on("data", (c) => {
      const n = Math.min(c.length, outBytes - at);
      c.copy(view, at, 0, n);
      at += n;
    });
    stream.on("end", resolve);
    stream.on("error", reject);
  });
  const [head, rest] = primedParts(data, bit);
  if (rest) stream.write(head);
  stream.end(rest ?? head);
  await done;
  if (at < outBytes) throw new Error(`the span gave ${at} bytes where the index says ${outBytes}`);
  return out;
}

// src/seek/inflate-worker.ts
parentPort.on("message", (j) => {
  inflateSpan(Buffer.from(j.data, 0, j.length), j.bit, Buffer.from(j.window), j.outBytes).then(
    (out) => parentPort.postMessage({ id: j.id, out }, [out]),
    (e) => parentPort.postMessage({ id: j.id, error: e.message })
  );
});
