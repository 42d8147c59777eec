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
function inflateSpan(data, bit, window, outBytes) {
  const room = outBytes + (64 << 10);
  const out = zlib.inflateRawSync(primed(data, bit), {
    ...window.length ? { dictionary: window } : {},
    // The bytes of a span end inside the next block: that is not an error, only the span's end.
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    chunkSize: room,
    maxOutputLength: room
  });
  if (out.length < outBytes)
    throw new Error(`the span gave ${out.length} bytes where the index says ${outBytes}`);
  return out.subarray(0, outBytes);
}

// src/seek/inflate-worker.ts
parentPort.on("message", (j) => {
  try {
    const out = inflateSpan(Buffer.from(j.data, 0, j.length), j.bit, Buffer.from(j.window), j.outBytes);
    let ab = out.buffer;
    if (out.byteOffset !== 0) {
      ab = new ArrayBuffer(out.length);
      out.copy(Buffer.from(ab));
    }
    parentPort.postMessage({ id: j.id, out: ab, length: out.length }, [ab]);
    j.data.transfer(0);
  } catch (e) {
    parentPort.postMessage({ id: j.id, error: e.message });
  }
});
