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
 * The least size of a span's buffers (its compressed bytes, its output). glibc maps a request
 * above 32 MiB (the ceiling of its adaptive mmap threshold on 64-bit) on its own and unmaps it when
 * freed; a smaller one, once the threshold has risen, comes from the arena of the thread that asked,
 * and freed spans stayed there: 16 MiB spans peaked at 393 MiB RSS, 245 MiB with the threshold
 * pinned by MALLOC_MMAP_THRESHOLD_ (which an action cannot set for its own process). Asking for
 * more than the ceiling gets the mapping; only the pages written are resident, so the memory
 * counted is the span's own size (docs/benchmarks.md).
 */
export const MAPPED = (32 << 20) + (64 << 10)

/**
 * A buffer for `n` compressed bytes of a span in an ArrayBuffer of its own (at least MAPPED),
 * PRIME_ROOM bytes of room before them: it moves to an inflate thread by transfer and is primed
 * there in place.
 */
export function spanBuffer(n: number): Buffer {
  return Buffer.from(new ArrayBuffer(Math.max(PRIME_ROOM + n, MAPPED)), PRIME_ROOM, n)
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

/**
 * Inflates one span, synchronously on the calling thread: `data` holds its compressed bytes from
 * floor(bit / 8) on. Synchronous on purpose: zlib's asynchronous streams run on libuv's thread
 * pool, which the install's file writes need (four threads for the whole process); the inflate
 * threads (pool.ts) are there to be busy. One output buffer (chunkSize: the span's size, at least
 * MAPPED) is all zlib allocates, and its result is a view of it from byte 0, so it can be
 * transferred as it is.
 * Bytes past the span's end (the next block's first bits, decoded) are not the span's.
 */
export function inflateSpan(
  data: Buffer,
  bit: number,
  window: Buffer,
  outBytes: number,
  inPlace = false
): Buffer {
  const room = outBytes + (64 << 10)
  const out = zlib.inflateRawSync(primed(data, bit, inPlace), {
    ...(window.length ? { dictionary: window } : {}),
    // The bytes of a span end inside the next block: that is not an error, only the span's end.
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    chunkSize: Math.max(room, MAPPED),
    maxOutputLength: room
  })
  if (out.length < outBytes)
    throw new Error(`the span gave ${out.length} bytes where the index says ${outBytes}`)
  return out.subarray(0, outBytes)
}
