import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  postError
} from "./chunk-BCDXUKTB.js";

// src/seek/prime.ts
import zlib2 from "node:zlib";

// src/seek/raw-inflate.ts
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

// src/seek/prime.ts
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
  close() {
    this.e?.close();
  }
};

// src/seek/write-files.ts
import { createHash } from "node:crypto";
import { closeSync, constants, fchmodSync, openSync, writeSync } from "node:fs";
var OPEN = 1;
var DATA = 2;
var CLOSE = 3;
var OPEN_BYTES = 1 + 8 + 4 + 1 + 32 + 4 + 4;
var DATA_BYTES = 1 + 8 + 4;
var CLOSE_BYTES = 1 + 8;
var openBytes = (path, label) => OPEN_BYTES + Buffer.byteLength(path) + Buffer.byteLength(label);
var Op = {
  open(b, at, id, mode, sha256, path, label) {
    b[at] = OPEN;
    b.writeDoubleLE(id, at + 1);
    b.writeUInt32LE(mode, at + 9);
    b[at + 13] = sha256 ? 1 : 0;
    if (sha256) {
      if (b.write(sha256, at + 14, 32, "hex") !== 32) throw new Error(`internal: ${sha256} is not a sha256`);
    } else b.fill(0, at + 14, at + 46);
    const p = b.write(path, at + OPEN_BYTES, "utf8");
    const l = b.write(label, at + OPEN_BYTES + p, "utf8");
    b.writeUInt32LE(p, at + 46);
    b.writeUInt32LE(l, at + 50);
    return at + OPEN_BYTES + p + l;
  },
  /** A data record of no bytes yet: returns where its length is (the bytes go after it). */
  data(b, at, id) {
    b[at] = DATA;
    b.writeDoubleLE(id, at + 1);
    b.writeUInt32LE(0, at + 9);
    return at + 9;
  },
  close(b, at, id) {
    b[at] = CLOSE;
    b.writeDoubleLE(id, at + 1);
    return at + CLOSE_BYTES;
  }
};
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
function close(id, f, ok, failed) {
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
  const { path, label } = f;
  if (f.error) failed.push({ id, path, label, error: postError(f.error) });
  else if (!f.hash || f.sha256.equals(f.hash.digest())) ok.push(id);
  else failed.push({ id, path, label, ok: false });
}
function onWriteMessage(m, reply) {
  if (m.t === "end") {
    for (const f of files.values()) if (f.fd >= 0) closeSync(f.fd);
    files.clear();
    reply({ t: "ended" });
    return;
  }
  const b = Buffer.from(m.ab, 0, m.used);
  const ok = [];
  const failed = [];
  for (let at = 0; at < b.length; ) {
    const kind = b[at];
    const id = b.readDoubleLE(at + 1);
    if (kind === OPEN) {
      const p = b.readUInt32LE(at + 46);
      const l = b.readUInt32LE(at + 50);
      const path = b.toString("utf8", at + OPEN_BYTES, at + OPEN_BYTES + p);
      const f = {
        fd: -1,
        mode: b.readUInt32LE(at + 9),
        path,
        label: b.toString("utf8", at + OPEN_BYTES + p, at + OPEN_BYTES + p + l)
      };
      if (b[at + 13]) {
        f.sha256 = Buffer.from(b.subarray(at + 14, at + 46));
        f.hash = createHash("sha256");
      }
      files.set(id, f);
      at += OPEN_BYTES + p + l;
      try {
        f.fd = openSync(path, FLAGS, f.mode);
      } catch (e) {
        f.error = e;
      }
    } else if (kind === DATA) {
      const n = b.readUInt32LE(at + 9);
      const bytes = b.subarray(at + DATA_BYTES, at + DATA_BYTES + n);
      at += DATA_BYTES + n;
      const f = files.get(id);
      if (!f || f.error) continue;
      try {
        writeFully(f.fd, bytes);
        f.hash?.update(bytes);
      } catch (e) {
        f.error = e;
      }
    } else if (kind === CLOSE) {
      at += CLOSE_BYTES;
      close(id, files.get(id), ok, failed);
    } else throw new Error(`internal: a write batch with a record of kind ${kind} at ${at}`);
  }
  reply({ t: "written", ab: m.ab, ok, failed }, [m.ab]);
}

export {
  PRIME_ROOM,
  spanBuffer,
  isSpanBuffer,
  SpanInflater,
  DATA_BYTES,
  CLOSE_BYTES,
  openBytes,
  Op,
  onWriteMessage
};
