// Resuming a deflate stream at a block boundary with Node's zlib, which has neither inflatePrime
// nor a way to start at a bit offset: raw inflate is given the 32 KiB window as its dictionary,
// and the compressed bytes from the boundary on, shifted into place by prepending empty
// fixed-Huffman blocks. Each empty block is 10 bits (BFINAL 0, BTYPE 01, end-of-block 0000000),
// so k of them end at bit 10k, and 10k mod 8 takes the values 0, 2, 4, 6 for k = 0..3: a boundary
// at an even bit offset b is reached by the k with 10k = b (mod 8), its first byte merged with the
// prefix's last bits. The index builder (build.ts) chooses its checkpoints at even offsets only.
import zlib from 'node:zlib'
import { openRawInflate, type RawInflate } from './raw-inflate.ts'

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

/**
 * One span's raw inflate, synchronously on the calling thread, into buffers of the caller's, piece
 * after piece: `data` holds its compressed bytes from floor(bit / 8) on; bytes past the span's end
 * (the next block's first bits) are not decoded, the output stops where the span does.
 *
 * Synchronous on purpose: zlib's asynchronous streams run on libuv's thread pool, which the
 * install's file writes need (four threads for the whole process); the inflate threads (inflate-pool.ts)
 * are there to be busy. Into buffers of ours, in pieces, because the install's memory is what it
 * holds of inflated spans: zlib's own synchronous call (inflateRawSync) allocates a span's whole
 * output anew every time (page faults on every page, a full collection of the heap every few of
 * them as external memory, and freed spans stayed in the threads' malloc arenas: docs/
 * benchmarks.md), while pieces of a span are written as they come and used again. Node has no
 * public call that inflates into a given buffer; its synchronous calls drive an engine's handle
 * with writeSync(flush, in, out) and read what is left of each from _writeState, and this does the
 * same, one engine per span, the dictionary set as for inflateRawSync (raw-inflate.ts owns those
 * private parts). Where that is not there (another runtime), or `o.intoBuffer` is false (tests of
 * the other path), the span is inflated whole by inflateRawSync and handed out in pieces: slower
 * and larger, the same bytes.
 */
export class SpanInflater {
  readonly outBytes: number
  /** Output bytes given out so far. */
  produced = 0
  private readonly input: Buffer
  private inOff = 0
  private readonly e?: RawInflate
  private readonly whole?: Buffer

  constructor(
    data: Buffer,
    bit: number,
    window: Buffer,
    outBytes: number,
    inPlace = false,
    o: { intoBuffer?: boolean } = {}
  ) {
    this.outBytes = outBytes
    this.input = primed(data, bit, inPlace)
    this.e = (o.intoBuffer ?? true) ? openRawInflate(window) : undefined
    if (this.e) return
    this.whole = zlib.inflateRawSync(this.input, {
      ...(window.length ? { dictionary: window } : {}),
      // The bytes of a span end inside the next block: that is not an error, only the span's end.
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: outBytes + (64 << 10)
    })
    if (this.whole.length < outBytes)
      throw new Error(`the span gave ${this.whole.length} bytes where the index says ${outBytes}`)
  }

  /** Whether this span is inflated into the caller's buffers (else whole, by inflateRawSync). */
  get intoBuffers(): boolean {
    return this.e !== undefined
  }

  /** Inflates the span's next bytes into `out` (as many as fit, up to its end); returns how many. */
  into(out: Buffer): number {
    const n = Math.min(out.length, this.outBytes - this.produced)
    if (this.whole) {
      this.whole.copy(out, 0, this.produced, this.produced + n)
    } else if (n > 0) {
      const { inLeft, outLeft } = this.e!.into(this.input, this.inOff, out, n)
      this.inOff = this.input.length - inLeft
      if (outLeft !== 0)
        throw new Error(
          `the span gave ${this.produced + n - outLeft} bytes where the index says ${this.outBytes}`
        )
    }
    this.produced += n
    return n
  }

  /**
   * After the last span of a gzip layer: the deflate stream must end exactly where the index says
   * the tar stream does (no byte more inflates), followed by its member's trailer, whose size
   * (ISIZE, the member's output modulo 2^32) must be `isize`, then nothing but empty gzip members
   * (eStargz's footer). Rows cut before a layer's last entries, with the index's tarBytes set to
   * where they start, stopped the inflate early with every span fetched and the digest verified.
   * The trailer's CRC-32 covers the whole member's output, which no one span has: it is not checked.
   */
  endsHere(isize: number): void {
    if (this.produced !== this.outBytes) throw new Error('internal: the span is not inflated to its end')
    if (this.whole) {
      if (this.whole.length !== this.outBytes)
        throw new Error(
          `the layer's stream goes on past the ${this.outBytes} bytes the index gives its last span`
        )
      return
    }
    const probe = Buffer.alloc(1)
    const { inLeft, outLeft } = this.e!.into(this.input, this.inOff, probe, 1)
    if (outLeft === 0)
      throw new Error(
        `the layer's stream goes on past the ${this.outBytes} bytes the index gives its last span`
      )
    const rest = this.input.subarray(this.input.length - inLeft)
    if (rest.length < 8) throw new Error("the layer's stream ends without its gzip trailer")
    const size = rest.readUInt32LE(4)
    if (size !== isize >>> 0)
      throw new Error(
        `the layer's gzip trailer gives its last member ${size} bytes (mod 2^32), the index ${isize >>> 0}`
      )
    const after = rest.subarray(8)
    if (after.length && (after[0] !== 0x1f || after[1] !== 0x8b || zlib.gunzipSync(after).length !== 0))
      throw new Error(
        "the layer's blob goes on after its last gzip member with bytes that are not empty gzip members"
      )
  }

  close(): void {
    this.e?.close()
  }
}

/** One span inflated at once into a new buffer of its size: SpanInflater in one piece (tests). */
export function inflateSpan(
  data: Buffer,
  bit: number,
  window: Buffer,
  outBytes: number,
  inPlace = false
): Buffer {
  const out = Buffer.alloc(outBytes)
  const inf = new SpanInflater(data, bit, window, outBytes, inPlace)
  try {
    inf.into(out)
  } finally {
    inf.close()
  }
  return out
}
