// Resuming a deflate stream at a block boundary with Node's zlib, which has neither inflatePrime
// nor a way to start at a bit offset: raw inflate is given the 32 KiB window as its dictionary,
// and the compressed bytes from the boundary on, shifted into place by prepending empty
// fixed-Huffman blocks. Each empty block is 10 bits (BFINAL 0, BTYPE 01, end-of-block 0000000),
// so k of them end at bit 10k, and 10k mod 8 takes the values 0, 2, 4, 6 for k = 0..3: a boundary
// at an even bit offset b is reached by the k with 10k = b (mod 8), its first byte merged with the
// prefix's last bits. The index (index.ts) chooses its checkpoints at even offsets only.
import zlib from 'node:zlib'

/** The number of empty fixed blocks that shift a stream to start at bit `b % 8`. */
const EMPTY_BLOCKS: Record<number, number> = { 0: 0, 2: 1, 4: 2, 6: 3 }

/** Bytes the prefix of empty blocks may take before a span's data (3 at most: 30 bits). */
export const PRIME_ROOM = 4

/**
 * A buffer for `n` compressed bytes of a span in an ArrayBuffer of its own, PRIME_ROOM bytes of
 * room before them: it moves to an inflate thread by transfer and is primed there in place. `ab`:
 * a recycled one (at least PRIME_ROOM + n bytes) instead of a new one.
 */
export function spanBuffer(n: number, ab?: ArrayBuffer): Buffer {
  if (ab && ab.byteLength < PRIME_ROOM + n) throw new Error('internal: a span buffer too small')
  return Buffer.from(ab ?? new ArrayBuffer(PRIME_ROOM + n), PRIME_ROOM, n)
}

/** `b` is a spanBuffer(): its ArrayBuffer's own from the room on. */
export function isSpanBuffer(b: Buffer): boolean {
  return b.byteOffset === PRIME_ROOM && b.byteOffset + b.byteLength <= b.buffer.byteLength
}

/**
 * `data` holds the compressed bytes from byte floor(bit / 8) on; returns bytes that raw inflate
 * reads as the stream from `bit` on. `inPlace`: the PRIME_ROOM bytes before `data` in its
 * ArrayBuffer are the caller's to overwrite, and so is data's first byte; the result is a view
 * over them and `data` (a span of several MiB is not copied to gain three bytes).
 */
export function primed(data: Buffer, bit: number, inPlace = false): Buffer {
  const r = bit % 8
  const k = EMPTY_BLOCKS[r]
  if (k === undefined) throw new Error(`a deflate checkpoint at an odd bit offset (${bit}) cannot be resumed`)
  if (k === 0) return data
  const prefixBits = 10 * k
  const whole = Math.floor(prefixBits / 8)
  if (inPlace && !isSpanBuffer(data))
    throw new Error('internal: a span primed in place must be a spanBuffer()')
  const out = inPlace
    ? Buffer.from(data.buffer, data.byteOffset - whole, whole + data.length).fill(0, 0, whole)
    : Buffer.alloc(whole + data.length)
  const first = data[0]
  // Each empty block: bit 0 = BFINAL 0, bits 1-2 = BTYPE 01 (1 then 0), then 7 zero bits.
  for (let b = 0; b < k; b++) {
    const at = b * 10 + 1
    out[at >> 3] |= 1 << (at & 7)
  }
  // The stream's first byte: its low r bits belong to the previous block; the prefix's last r bits
  // (the zeros of the last empty block's end code) go there.
  out[whole] = first & (0xff << r) & 0xff
  if (!inPlace) data.copy(out, whole + 1, 1)
  return out
}

/** The engine of a raw inflate as Node's own synchronous calls drive it (see inflateSpanInto). */
interface SyncEngine {
  _handle?: {
    writeSync?(
      flush: number,
      i: Buffer,
      iOff: number,
      iLen: number,
      o: Buffer,
      oOff: number,
      oLen: number
    ): void
  }
  _writeState?: Uint32Array
  errored?: Error | null
  close(): void
}

/** Whether this Node's zlib engines can be driven into a buffer of ours (tests turn it off). */
export const engine = { intoBuffer: true }

/**
 * Inflates one span into `out` (its first outBytes bytes), synchronously on the calling thread:
 * `data` holds its compressed bytes from floor(bit / 8) on; bytes past the span's end (the next
 * block's first bits) are not decoded, the output stops where the span does.
 *
 * Synchronous on purpose: zlib's asynchronous streams run on libuv's thread pool, which the
 * install's file writes need (four threads for the whole process); the inflate threads (pool.ts)
 * are there to be busy. Into a buffer of ours because the install recycles span buffers: zlib's
 * own synchronous call (inflateRawSync) allocates its output anew for every span, and fresh
 * allocations of a span's size cost page faults on every page, a full collection of the heap
 * every few of them (they count as external memory) and, freed, stayed in the threads' malloc
 * arenas (peak RSS, docs/benchmarks.md). Node has no public call that inflates into a given
 * buffer; its synchronous calls drive an engine's handle with writeSync(flush, in, out) and read
 * what is left of each from _writeState, and this does the same, on a fresh engine per span, the
 * dictionary set as for inflateRawSync. Where that is not there (another runtime), the span is
 * inflated by inflateRawSync and copied: slower, the same bytes.
 */
export function inflateSpanInto(
  data: Buffer,
  bit: number,
  window: Buffer,
  out: Buffer,
  outBytes: number,
  inPlace = false
): void {
  if (out.length < outBytes) throw new Error('internal: a span output buffer too small')
  const input = primed(data, bit, inPlace)
  const options = window.length ? { dictionary: window } : {}
  const e = zlib.createInflateRaw(options) as unknown as SyncEngine & zlib.InflateRaw
  const write = e._handle?.writeSync
  if (!engine.intoBuffer || typeof write !== 'function' || !(e._writeState instanceof Uint32Array)) {
    e.close()
    const got = zlib.inflateRawSync(input, {
      ...options,
      // The bytes of a span end inside the next block: that is not an error, only the span's end.
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: outBytes + (64 << 10)
    })
    if (got.length < outBytes)
      throw new Error(`the span gave ${got.length} bytes where the index says ${outBytes}`)
    got.copy(out, 0, 0, outBytes)
    return
  }
  // A failing stream is reported by the engine destroying itself (an 'error' event follows on
  // the next tick: listened to so it is not thrown there).
  e.on('error', () => {})
  try {
    write.call(e._handle, zlib.constants.Z_SYNC_FLUSH, input, 0, input.length, out, 0, outBytes)
    if (e.errored) throw new Error(e.errored.message)
    const left = e._writeState![0]
    if (left !== 0) throw new Error(`the span gave ${outBytes - left} bytes where the index says ${outBytes}`)
  } finally {
    e.close()
  }
}

/** inflateSpanInto a new buffer of the span's size (tests, and callers without a buffer to reuse). */
export function inflateSpan(
  data: Buffer,
  bit: number,
  window: Buffer,
  outBytes: number,
  inPlace = false
): Buffer {
  const out = Buffer.alloc(outBytes)
  inflateSpanInto(data, bit, window, out, outBytes, inPlace)
  return out
}
