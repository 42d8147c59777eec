import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  SeekIndexError,
  UsageError
} from "./chunk-BCDXUKTB.js";

// src/seek/index/errors.ts
var IndexFormatError = class extends UsageError {
  name = "IndexFormatError";
};
var OtherImageIndexError = class extends IndexFormatError {
  name = "OtherImageIndexError";
};
var IndexMismatchError = class extends SeekIndexError {
  name = "IndexMismatchError";
};
var INDEX_REMEDY = "Build the index again for this image (setup-rocm index --image <image>), or install without it (index: none).";

// src/seek/index/gzidx.ts
var WINDOW = 32 << 10;
var GZIDX_HEADER = 35;
var GZIDX_POINT = 18;
var AT = { compressed: 7, uncompressed: 15, spacing: 23, window: 27, points: 31 };
var POINT = { byte: 0, out: 8, bits: 16, window: 17 };
var gzidxPoints = (header) => header.readUInt32LE(AT.points);
var pointHasWindow = (point) => point[POINT.window] !== 0;
function toGzidx(l, spacing) {
  const header = Buffer.alloc(GZIDX_HEADER);
  header.write("GZIDX", 0, "ascii");
  header[5] = 1;
  header[6] = 0;
  header.writeBigUInt64LE(BigInt(l.size), AT.compressed);
  header.writeBigUInt64LE(BigInt(l.tarBytes), AT.uncompressed);
  header.writeUInt32LE(Math.max(WINDOW, spacing), AT.spacing);
  header.writeUInt32LE(WINDOW, AT.window);
  header.writeUInt32LE(l.checkpoints.length, AT.points);
  const points = Buffer.alloc(GZIDX_POINT * l.checkpoints.length);
  const windows = [];
  l.checkpoints.forEach((c, i) => {
    const bits = c.bit % 8;
    points.writeBigUInt64LE(BigInt(Math.floor(c.bit / 8) + (bits ? 1 : 0)), i * GZIDX_POINT + POINT.byte);
    points.writeBigUInt64LE(BigInt(c.out), i * GZIDX_POINT + POINT.out);
    points[i * GZIDX_POINT + POINT.bits] = bits ? 8 - bits : 0;
    points[i * GZIDX_POINT + POINT.window] = c.window.length ? 1 : 0;
    if (c.window.length) {
      windows.push(
        c.window.length < WINDOW ? Buffer.concat([Buffer.alloc(WINDOW - c.window.length), c.window]) : c.window
      );
    }
  });
  return Buffer.concat([header, points, ...windows]);
}
function fromGzidx(b, windows) {
  if (b.length < GZIDX_HEADER || b.toString("ascii", 0, 5) !== "GZIDX")
    throw new IndexFormatError("not a GZIDX index");
  if (b[5] !== 1) throw new IndexFormatError(`GZIDX version ${b[5]} (this reads version 1)`);
  if (b.readUInt32LE(AT.window) !== WINDOW)
    throw new IndexFormatError("a GZIDX window size other than 32 KiB");
  const n = gzidxPoints(b);
  const checkpoints = [];
  let w = GZIDX_HEADER + GZIDX_POINT * n;
  if (b.length < w) throw new IndexFormatError("a truncated GZIDX index");
  let taken = 0;
  for (let i = 0; i < n; i++) {
    const o = GZIDX_HEADER + GZIDX_POINT * i;
    const byte = Number(b.readBigUInt64LE(o + POINT.byte));
    const out = Number(b.readBigUInt64LE(o + POINT.out));
    const bits = b[o + POINT.bits];
    if (bits > 7 || bits && byte === 0)
      throw new IndexFormatError("a GZIDX checkpoint with a denormal bit count");
    let window = Buffer.alloc(0);
    if (b[o + POINT.window]) {
      if (windows) {
        if (taken >= windows.length) throw new IndexFormatError("a truncated GZIDX window");
        window = windows[taken++];
      } else {
        if (b.length < w + WINDOW) throw new IndexFormatError("a truncated GZIDX window");
        window = b.subarray(w, w + WINDOW);
        w += WINDOW;
      }
      if (out < WINDOW) window = window.subarray(WINDOW - out);
    }
    checkpoints.push({ bit: byte * 8 - bits, out, window: windows ? window : Buffer.from(window) });
  }
  return {
    compressedSize: Number(b.readBigUInt64LE(AT.compressed)),
    uncompressedSize: Number(b.readBigUInt64LE(AT.uncompressed)),
    checkpoints
  };
}

// src/seek/inflate/prime.ts
import zlib2 from "node:zlib";

// src/seek/inflate/raw-inflate.ts
import zlib from "node:zlib";
function usable(e) {
  return typeof e._handle?.writeSync === "function" && e._writeState instanceof Uint32Array;
}
function openRawInflate(dictionary) {
  const e = zlib.createInflateRaw(dictionary?.length ? { dictionary } : {});
  if (!usable(e)) {
    e.close();
    return void 0;
  }
  e.on("error", () => {
  });
  return {
    into(input, inOff, out, n) {
      e._handle.writeSync(zlib.constants.Z_SYNC_FLUSH, input, inOff, input.length - inOff, out, 0, n);
      if (e.errored) throw new Error(e.errored.message);
      const [outLeft, inLeft] = e._writeState;
      return { inLeft, outLeft };
    },
    close: () => e.close()
  };
}

// src/seek/inflate/prime.ts
var EMPTY_BLOCKS = { 0: 0, 2: 1, 4: 2, 6: 3 };
var PRIME_ROOM = 4;
function spanBuffer(n, ab) {
  if (ab && ab.byteLength < PRIME_ROOM + n) throw new Error("internal: a span buffer too small");
  return Buffer.from(ab ?? new ArrayBuffer(PRIME_ROOM + n), PRIME_ROOM, n);
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
var SpanInflater = class {
  outBytes;
  /** Output bytes given out so far. */
  produced = 0;
  input;
  inOff = 0;
  e;
  whole;
  constructor(data, bit, window, outBytes, inPlace = false, o = {}) {
    this.outBytes = outBytes;
    this.input = primed(data, bit, inPlace);
    this.e = o.intoBuffer ?? true ? openRawInflate(window) : void 0;
    if (this.e) return;
    this.whole = zlib2.inflateRawSync(this.input, {
      ...window.length ? { dictionary: window } : {},
      // The bytes of a span end inside the next block: that is not an error, only the span's end.
      finishFlush: zlib2.constants.Z_SYNC_FLUSH,
      maxOutputLength: outBytes + (64 << 10)
    });
    if (this.whole.length < outBytes)
      throw new Error(`the span gave ${this.whole.length} bytes where the index says ${outBytes}`);
  }
  /** Whether this span is inflated into the caller's buffers (else whole, by inflateRawSync). */
  get intoBuffers() {
    return this.e !== void 0;
  }
  /** Inflates the span's next bytes into `out` (as many as fit, up to its end); returns how many. */
  into(out) {
    const n = Math.min(out.length, this.outBytes - this.produced);
    if (this.whole) {
      this.whole.copy(out, 0, this.produced, this.produced + n);
    } else if (n > 0) {
      const { inLeft, outLeft } = this.e.into(this.input, this.inOff, out, n);
      this.inOff = this.input.length - inLeft;
      if (outLeft !== 0)
        throw new Error(
          `the span gave ${this.produced + n - outLeft} bytes where the index says ${this.outBytes}`
        );
    }
    this.produced += n;
    return n;
  }
  /**
   * After the last span of a gzip layer: the deflate stream must end exactly where the index says
   * the tar stream does (no byte more inflates), followed by its member's trailer, whose size
   * (ISIZE, the member's output modulo 2^32) must be `isize`, then nothing but empty gzip members
   * (eStargz's footer). Rows cut before a layer's last entries, with the index's tarBytes set to
   * where they start, stopped the inflate early with every span fetched and the digest verified.
   * The trailer's CRC-32 covers the whole member's output, which no one span has: it is not checked.
   */
  endsHere(isize) {
    if (this.produced !== this.outBytes) throw new Error("internal: the span is not inflated to its end");
    if (this.whole) {
      if (this.whole.length !== this.outBytes)
        throw new Error(
          `the layer's stream goes on past the ${this.outBytes} bytes the index gives its last span`
        );
      return;
    }
    const probe = Buffer.alloc(1);
    const { inLeft, outLeft } = this.e.into(this.input, this.inOff, probe, 1);
    if (outLeft === 0)
      throw new Error(
        `the layer's stream goes on past the ${this.outBytes} bytes the index gives its last span`
      );
    const rest = this.input.subarray(this.input.length - inLeft);
    if (rest.length < 8) throw new Error("the layer's stream ends without its gzip trailer");
    const size = rest.readUInt32LE(4);
    if (size !== isize >>> 0)
      throw new Error(
        `the layer's gzip trailer gives its last member ${size} bytes (mod 2^32), the index ${isize >>> 0}`
      );
    const after = rest.subarray(8);
    if (after.length && (after[0] !== 31 || after[1] !== 139 || zlib2.gunzipSync(after).length !== 0))
      throw new Error(
        "the layer's blob goes on after its last gzip member with bytes that are not empty gzip members"
      );
  }
  close() {
    this.e?.close();
  }
};

export {
  IndexFormatError,
  OtherImageIndexError,
  IndexMismatchError,
  INDEX_REMEDY,
  WINDOW,
  GZIDX_HEADER,
  GZIDX_POINT,
  gzidxPoints,
  pointHasWindow,
  toGzidx,
  fromGzidx,
  PRIME_ROOM,
  spanBuffer,
  isSpanBuffer,
  primed,
  SpanInflater
};
