// A gzip inflater that reports where every deflate block starts: its bit offset in the compressed
// stream and its offset in the output, with the 32 KiB of output before it at hand. Node's zlib
// exposes neither the bit position of a block boundary nor inflatePrime, so the seek index
// (build.ts) finds its checkpoints with this. It is written for the index step, which runs once
// per image digest and may be slower than an install; installs inflate with Node's zlib.
//
// RFC 1951 (deflate) and RFC 1952 (gzip), members one after another; each member's CRC-32 and
// length are checked, so output that reaches the caller is what the compressed bytes mean.
// Input comes in chunks; a step that runs out of input goes on from its last whole part when more
// comes (a block from its last whole symbol), so every bit is decoded once, and output is handed
// on in pieces of at most 1 MiB, whatever a block's size: a one-block bomb is held to that. Every
// header and stream error zlib reports is an error here too (reserved flags, the header CRC,
// incomplete or over-subscribed codes, distances too far back), so an index is never built from a
// stream the full pull would refuse.
import { crc32 } from 'node:zlib'
import { ImageError } from '../../errors.ts'
import { WINDOW } from '../index/gzidx.ts'

export interface BlockStart {
  /** Bit offset of the block's first bit, from the start of the compressed stream. */
  bit: number
  /** Output offset where the block's output begins. */
  out: number
  /** Whether this is the first block of a gzip member (no window needed before it). */
  memberStart: boolean
}

/** The layer's deflate stream is broken (verified bytes of the image: its fault, errors.ts). */
export class InflateError extends ImageError {
  override name = 'InflateError'
}

/** Thrown inside the decoder when a block's bits have not all arrived yet. */
class Underflow extends Error {}
const UNDERFLOW = new Underflow()

const FAST = 10

// Length and distance bases and extra bits (RFC 1951 3.2.5).
const LBASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258
]
const LEXT = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
const DBASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577
]
const DEXT = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13
]
const CLORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

/** A canonical Huffman code: a table for codes up to FAST bits, the canonical walk beyond. */
interface Huffman {
  /** (symbol << 4) | length for each FAST-bit (bit-reversed) prefix; 0 where the code is longer. */
  fast: Uint16Array
  count: Uint16Array
  symbol: Uint16Array
}

function buildHuffman(lengths: Uint8Array, n: number, what: string): Huffman {
  const count = new Uint16Array(16)
  for (let i = 0; i < n; i++) count[lengths[i]]++
  count[0] = 0
  let left = 1
  let max = 0
  for (let len = 1; len < 16; len++) {
    left = left * 2 - count[len]
    if (left < 0) throw new InflateError(`over-subscribed ${what} code`)
    if (count[len]) max = len
  }
  // As zlib (inftrees.c): an incomplete set is an error, but for a code of one symbol of one bit
  // (and for no symbol at all, a block without distances); the fixed codes are as RFC 1951 sets them.
  if (max > 0 && left > 0 && !what.startsWith('fixed') && (what === 'code length' || max !== 1))
    throw new InflateError(`incomplete ${what} code`)
  const offs = new Uint16Array(16)
  for (let len = 1; len < 15; len++) offs[len + 1] = offs[len] + count[len]
  const symbol = new Uint16Array(n)
  for (let i = 0; i < n; i++) if (lengths[i]) symbol[offs[lengths[i]]++] = i
  // The fast table: walk the canonical codes in order.
  const fast = new Uint16Array(1 << FAST)
  let code = 0
  let k = 0
  for (let len = 1; len <= 15; len++) {
    for (let j = 0; j < count[len]; j++, k++) {
      if (len <= FAST) {
        // Codes are sent MSB first; the bit reader delivers LSB first: reverse.
        let rev = 0
        for (let b = 0; b < len; b++) rev |= ((code >> b) & 1) << (len - 1 - b)
        const entry = (symbol[k] << 4) | len
        for (let fill = rev; fill < 1 << FAST; fill += 1 << len) fast[fill] = entry
      }
      code++
    }
    code <<= 1
  }
  return { fast, count, symbol }
}

const FIXED_LIT = (() => {
  const l = new Uint8Array(288)
  l.fill(8, 0, 144)
  l.fill(9, 144, 256)
  l.fill(7, 256, 280)
  l.fill(8, 280, 288)
  return buildHuffman(l, 288, 'fixed literal/length')
})()
const FIXED_DIST = buildHuffman(new Uint8Array(30).fill(5), 30, 'fixed distance')

export interface InflateOptions {
  /** Every block start, with the output before it in `window` (the last WINDOW bytes, or fewer at first). */
  onBlock?: (b: BlockStart, window: () => Buffer) => void
  /** Output, in order, in pieces that end at block boundaries. */
  onOutput?: (data: Buffer) => void
}

type Phase = 'member' | 'block' | 'codes' | 'stored' | 'trailer' | 'done'

/** Where decoding goes on from after an underflow: the last whole step (a symbol, in a block). */
interface Commit {
  pos: number
  bitbuf: number
  bitcnt: number
  outLen: number
}

/** Output held before it is handed on, besides the window (a block's output is handed on in pieces). */
const PIECE = 1 << 20

export class GzipInflater {
  private input: Buffer = Buffer.alloc(0)
  /** Absolute byte offset of input[0]. */
  private base = 0
  private pos = 0
  private bitbuf = 0
  private bitcnt = 0
  /** Output: the last WINDOW bytes already handed on, then what is not yet handed on. */
  private out = Buffer.allocUnsafe(PIECE + 2 * WINDOW + 65536)
  private outLen = 0
  /** Bytes of `out` before `outLen` already handed on (all but the window). */
  private handed = 0
  private total = 0
  private phase: Phase = 'member'
  private memberCrc = 0
  private memberLen = 0
  private firstBlock = true
  private lastBlock = false
  private lit?: Huffman
  private dist?: Huffman
  /** Bytes of the stored block being copied still to come. */
  private storedLeft = 0
  private ended = false
  private commit: Commit = { pos: 0, bitbuf: 0, bitcnt: 0, outLen: 0 }
  private readonly o: InflateOptions

  constructor(o: InflateOptions = {}) {
    this.o = o
  }

  /** Output produced so far. */
  get outputBytes(): number {
    return this.total + (this.outLen - this.handed)
  }

  /** Chunks not yet joined to the input: decoding waits until enough has come (see push). */
  private pending: Buffer[] = []
  private pendingBytes = 0

  push(chunk: Buffer): void {
    this.pending.push(chunk)
    this.pendingBytes += chunk.length
    // Input is joined and decoded once a good stretch has come, so that small chunks do not make
    // every step be tried (and the input joined) again and again.
    if (this.pendingBytes >= 1 << 18) this.take()
  }

  private take(): void {
    if (!this.pendingBytes) return
    // Whole bytes the bit buffer read ahead go back to the input first: align() gives them back
    // by moving `pos` back, which must not reach before the joined input's start.
    const back = this.bitcnt >> 3
    this.pos -= back
    this.bitcnt -= back * 8
    this.bitbuf &= (1 << this.bitcnt) - 1
    const rest = this.pos < this.input.length ? [this.input.subarray(this.pos)] : []
    this.input = Buffer.concat([...rest, ...this.pending])
    this.base += this.pos
    this.pos = 0
    this.pending = []
    this.pendingBytes = 0
    this.run()
  }

  /** No more input: the stream must be complete (run() throws for a stream cut inside a member). */
  end(): void {
    this.ended = true
    this.take()
    this.run()
    if (this.base + this.input.length === 0) throw new InflateError('the gzip stream is empty')
  }

  private mark(): void {
    this.commit = { pos: this.pos, bitbuf: this.bitbuf, bitcnt: this.bitcnt, outLen: this.outLen }
  }

  /**
   * Decodes as far as the input goes. A step that runs out of input is taken again from its last
   * whole part when more comes: a gzip header or a block's header and tables from their start, a
   * block's codes from the last whole symbol, a stored block from the last byte copied. So each
   * bit is decoded once, and output is handed on in pieces of at most PIECE bytes, whatever the
   * size of a block.
   */
  private run(): void {
    for (;;) {
      this.mark()
      try {
        if (this.phase === 'member') {
          if (this.pos >= this.input.length && this.bitcnt === 0) {
            if (this.ended) this.phase = 'done'
            return
          }
          this.memberHeader()
        } else if (this.phase === 'block') this.blockHeader()
        else if (this.phase === 'codes') this.codes()
        else if (this.phase === 'stored') this.stored()
        else if (this.phase === 'trailer') this.trailer()
        else return
      } catch (e) {
        if (e !== UNDERFLOW) throw e
        // Not all of it has arrived: go on from the last whole step when more comes.
        this.pos = this.commit.pos
        this.bitbuf = this.commit.bitbuf
        this.bitcnt = this.commit.bitcnt
        this.outLen = this.commit.outLen
        if (this.ended)
          throw new InflateError(`the gzip stream is truncated at byte ${this.base + this.input.length}`)
        return
      }
    }
  }
  // ---- bits ----------------------------------------------------------------------------------

  private need(n: number): void {
    while (this.bitcnt < n) {
      if (this.pos >= this.input.length) throw UNDERFLOW
      this.bitbuf |= this.input[this.pos++] << this.bitcnt
      this.bitcnt += 8
    }
  }

  private bits(n: number): number {
    if (n === 0) return 0
    this.need(n)
    const v = this.bitbuf & ((1 << n) - 1)
    this.bitbuf >>>= n
    this.bitcnt -= n
    return v
  }

  /** Skips to the next byte boundary, giving back whole bytes the bit buffer read ahead. */
  private align(): void {
    this.pos -= this.bitcnt >> 3
    this.bitbuf = 0
    this.bitcnt = 0
  }

  private byte(): number {
    if (this.bitcnt) throw new InflateError('internal: byte read while bits are pending')
    if (this.pos >= this.input.length) throw UNDERFLOW
    return this.input[this.pos++]
  }

  /** Absolute bit offset of the next bit to be read. */
  private bitOffset(): number {
    return (this.base + this.pos) * 8 - this.bitcnt
  }

  private decode(h: Huffman): number {
    // Fill up to 15 bits if the input has them; fewer at the very end.
    while (this.bitcnt < 15 && this.pos < this.input.length) {
      this.bitbuf |= this.input[this.pos++] << this.bitcnt
      this.bitcnt += 8
    }
    const e = h.fast[this.bitbuf & ((1 << FAST) - 1)]
    if (e && (e & 15) <= this.bitcnt) {
      const len = e & 15
      this.bitbuf >>>= len
      this.bitcnt -= len
      return e >> 4
    }
    // The canonical walk, one bit at a time (codes longer than FAST bits, or the input's end).
    let code = 0
    let first = 0
    let index = 0
    for (let len = 1; len <= 15; len++) {
      code |= this.bits(1)
      const count = h.count[len]
      if (code - count < first) return h.symbol[index + (code - first)]
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw new InflateError('invalid Huffman code')
  }

  // ---- gzip framing --------------------------------------------------------------------------

  private memberHeader(): void {
    // A member starts on a byte boundary.
    this.align()
    const from = this.pos
    const id1 = this.byte()
    const id2 = this.byte()
    if (id1 !== 0x1f || id2 !== 0x8b) {
      if (this.total + this.outLen - this.handed > 0 && id1 === 0 && id2 === 0) {
        // Zero padding after the last member (some writers pad blocks): the stream is over.
        this.phase = 'done'
        this.pos = this.input.length
        return
      }
      throw new InflateError(`not a gzip member at byte ${this.base + this.pos - 2}`)
    }
    if (this.byte() !== 8)
      throw new InflateError('a gzip member with a compression method other than deflate')
    const flags = this.byte()
    // zlib refuses these (its "unknown header flags set"): so does the index, or an index would
    // install what the full pull refuses.
    if (flags & 0xe0) throw new InflateError('a gzip member with reserved header flags set')
    for (let i = 0; i < 6; i++) this.byte() // mtime, xfl, os
    if (flags & 4) {
      const xlen = this.byte() | (this.byte() << 8)
      for (let i = 0; i < xlen; i++) this.byte()
    }
    if (flags & 8) while (this.byte() !== 0);
    if (flags & 16) while (this.byte() !== 0);
    if (flags & 2) {
      // The header's CRC-16: the low half of the CRC-32 of the header before it (zlib checks it).
      const want = crc32(this.input.subarray(from, this.pos)) & 0xffff
      if ((this.byte() | (this.byte() << 8)) !== want)
        throw new InflateError('a gzip member whose header CRC does not match')
    }
    this.memberCrc = 0
    this.memberLen = 0
    this.firstBlock = true
    this.phase = 'block'
  }

  private trailer(): void {
    // The trailer starts on the byte after the last block.
    this.align()
    const v = [0, 0, 0, 0, 0, 0, 0, 0].map(() => this.byte())
    const crc = (v[0] | (v[1] << 8) | (v[2] << 16) | (v[3] << 24)) >>> 0
    const isize = (v[4] | (v[5] << 8) | (v[6] << 16) | (v[7] << 24)) >>> 0
    this.flush()
    if (crc !== this.memberCrc >>> 0) throw new InflateError('a gzip member’s CRC-32 does not match its data')
    if (isize !== this.memberLen % 2 ** 32)
      throw new InflateError('a gzip member’s length does not match its data')
    this.phase = 'member'
  }

  // ---- output --------------------------------------------------------------------------------

  private room(n: number): void {
    if (this.outLen + n <= this.out.length) return
    const grown = Buffer.allocUnsafe(Math.max(this.out.length * 2, this.outLen + n))
    this.out.copy(grown, 0, 0, this.outLen)
    this.out = grown
  }

  /** Hands on the output not yet handed on, keeping the last WINDOW bytes for back-references. */
  private flush(): void {
    if (this.outLen > this.handed) {
      const data = Buffer.from(this.out.subarray(this.handed, this.outLen))
      this.memberCrc = crc32(data, this.memberCrc)
      this.memberLen += data.length
      this.total += data.length
      this.o.onOutput?.(data)
    }
    if (this.outLen > WINDOW * 2) {
      this.out.copy(this.out, 0, this.outLen - WINDOW, this.outLen)
      this.outLen = WINDOW
    }
    this.handed = this.outLen
  }

  // ---- blocks --------------------------------------------------------------------------------

  /** A block's header (and a dynamic block's tables): its start is reported, with the window. */
  private blockHeader(): void {
    const start: BlockStart = { bit: this.bitOffset(), out: this.outputBytes, memberStart: this.firstBlock }
    const last = this.bits(1)
    const type = this.bits(2)
    if (type === 0) {
      this.align()
      const len = this.byte() | (this.byte() << 8)
      const nlen = this.byte() | (this.byte() << 8)
      if ((len ^ 0xffff) !== nlen) throw new InflateError('a stored block whose length does not check')
      this.storedLeft = len
      this.phase = 'stored'
    } else if (type === 1) {
      this.lit = FIXED_LIT
      this.dist = FIXED_DIST
      this.phase = 'codes'
    } else if (type === 2) {
      const { lit, dist } = this.dynamicTables()
      this.lit = lit
      this.dist = dist
      this.phase = 'codes'
    } else throw new InflateError('a deflate block of reserved type 3')
    this.lastBlock = last === 1
    const window = () => {
      // The window before the block: the output so far (all of it is before the block's start).
      const have = Math.min(WINDOW, this.outLen, start.memberStart ? 0 : Math.max(0, start.out))
      return Buffer.from(this.out.subarray(this.outLen - have, this.outLen))
    }
    this.o.onBlock?.(start, window)
    this.firstBlock = false
  }

  /** A block is done: its output goes on at the member's end, else once a piece of it is held. */
  private blockEnd(): void {
    if (this.lastBlock) {
      this.flush()
      this.phase = 'trailer'
    } else {
      if (this.outLen - this.handed >= PIECE) this.flush()
      this.phase = 'block'
    }
  }

  private stored(): void {
    while (this.storedLeft > 0) {
      if (this.pos >= this.input.length) throw UNDERFLOW
      const n = Math.min(this.storedLeft, this.input.length - this.pos, 65536)
      this.room(n)
      this.input.copy(this.out, this.outLen, this.pos, this.pos + n)
      this.outLen += n
      this.pos += n
      this.storedLeft -= n
      if (this.outLen - this.handed >= PIECE) this.flush()
      this.mark()
    }
    this.blockEnd()
  }

  private dynamicTables(): { lit: Huffman; dist: Huffman } {
    const nlen = this.bits(5) + 257
    const ndist = this.bits(5) + 1
    const ncode = this.bits(4) + 4
    if (nlen > 286 || ndist > 30) throw new InflateError('a dynamic block with too many codes')
    const cl = new Uint8Array(19)
    for (let i = 0; i < ncode; i++) cl[CLORDER[i]] = this.bits(3)
    const clh = buildHuffman(cl, 19, 'code length')
    const lengths = new Uint8Array(nlen + ndist)
    for (let i = 0; i < nlen + ndist;) {
      const sym = this.decode(clh)
      if (sym < 16) lengths[i++] = sym
      else {
        let rep = 0
        let val = 0
        if (sym === 16) {
          if (i === 0) throw new InflateError('a repeat with no length to repeat')
          val = lengths[i - 1]
          rep = 3 + this.bits(2)
        } else if (sym === 17) rep = 3 + this.bits(3)
        else rep = 11 + this.bits(7)
        if (i + rep > nlen + ndist) throw new InflateError('too many code lengths')
        lengths.fill(val, i, i + rep)
        i += rep
      }
    }
    if (!lengths[256]) throw new InflateError('a dynamic block without an end-of-block code')
    return {
      lit: buildHuffman(lengths.subarray(0, nlen), nlen, 'literal/length'),
      dist: buildHuffman(lengths.subarray(nlen), ndist, 'distance')
    }
  }

  private codes(): void {
    const lit = this.lit!
    const dist = this.dist!
    for (;;) {
      // Each symbol is a whole step: an underflow goes back to here, not to the block's start.
      if (this.outLen - this.handed >= PIECE) this.flush()
      this.mark()
      const sym = this.decode(lit)
      if (sym < 256) {
        if (this.outLen >= this.out.length) this.room(1)
        this.out[this.outLen++] = sym
        continue
      }
      if (sym === 256) {
        this.blockEnd()
        return
      }
      const li = sym - 257
      if (li >= 29) throw new InflateError('an invalid length code')
      const len = LBASE[li] + this.bits(LEXT[li])
      const ds = this.decode(dist)
      if (ds >= 30) throw new InflateError('an invalid distance code')
      const d = DBASE[ds] + this.bits(DEXT[ds])
      const available = Math.min(this.outLen, this.memberLen + (this.outLen - this.handed))
      if (d > available) throw new InflateError('a distance back past the start of the output')
      this.room(len)
      let from = this.outLen - d
      if (d >= len) {
        this.out.copy(this.out, this.outLen, from, from + len)
        this.outLen += len
      } else for (let k = 0; k < len; k++) this.out[this.outLen++] = this.out[from++]
    }
  }
}
