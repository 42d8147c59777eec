import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/seek/resume.ts
import zlib from "node:zlib";
var EMPTY_BLOCKS = { 0: 0, 2: 1, 4: 2, 6: 3 };
var PRIME_ROOM = 4;
var MAPPED = (32 << 20) + (64 << 10);
function spanBuffer(n) {
  return Buffer.from(new ArrayBuffer(Math.max(PRIME_ROOM + n, MAPPED)), PRIME_ROOM, n);
}
function isSpanBuffer(b) {
  return b.byteOffset === PRIME_ROOM && b.byteOffset + b.byteLength <= b.buffer.byteLength;
}
function primed(data, bit, inPlace = false) {
  const r = bit % 8;
  const k = EMPTY_BLOCKS[r];
  if (k === void 0) throw new Error(`a deflate checkpoint at an odd bit offset (${bit}) cannot be resumed`);
  if (k === 0) return data;
  const prefixBits = 10 * k;
  const whole = Math.floor(prefixBits / 8);
  if (inPlace && !isSpanBuffer(data))
    throw new Error("internal: a span primed in place must be a spanBuffer()");
  const out = inPlace ? Buffer.from(data.buffer, data.byteOffset - whole, whole + data.length).fill(0, 0, whole) : Buffer.alloc(whole + data.length);
  const first = data[0];
  for (let b = 0; b < k; b++) {
    const at = b * 10 + 1;
    out[at >> 3] |= 1 << (at & 7);
  }
  out[whole] = first & 255 << r & 255;
  if (!inPlace) data.copy(out, whole + 1, 1);
  return out;
}
function inflateSpan(data, bit, window, outBytes, inPlace = false) {
  const room = outBytes + (64 << 10);
  const out = zlib.inflateRawSync(primed(data, bit, inPlace), {
    ...window.length ? { dictionary: window } : {},
    // The bytes of a span end inside the next block: that is not an error, only the span's end.
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    chunkSize: Math.max(room, MAPPED),
    maxOutputLength: room
  });
  if (out.length < outBytes)
    throw new Error(`the span gave ${out.length} bytes where the index says ${outBytes}`);
  return out.subarray(0, outBytes);
}

export {
  spanBuffer,
  isSpanBuffer,
  inflateSpan
};
