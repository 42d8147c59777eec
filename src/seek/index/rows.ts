// The compact table of contents of format 2 (docs/index-format.md): one row per entry, in stream
// order, each field a LEB128 varint or bytes, offsets as blocks from the previous row's end, a path
// as the bytes it shares with the previous path plus its own, a file's sha256 as 32 raw bytes. In
// the spirit of SOCI's zTOC: a million small files take about a third of the JSON of format 1
// before gzip, their digests included. Reading checks every length against what is left, so a
// cut or crafted file is refused, never read past.
import { IndexFormatError } from './errors.ts'
import { TYPES, type TocTable } from './toc-table.ts'
import { FILE_TYPES, type TocEntry } from './toc.ts'
import { LIMITS } from '../../layers/paths.ts'
import { entryEnd, TAR_BLOCK } from '../../layers/tar-block.ts'

/** A type code the format writes out by name (the others: toc-table.ts TYPES). */
const OTHER = 255

/** Appends rows to growing bytes. */
export class RowWriter {
  private buf = Buffer.allocUnsafe(1 << 16)
  private len = 0
  private prevPath = Buffer.alloc(0)
  private prevEnd = 0

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return
    const b = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.len + n))
    this.buf.copy(b, 0, 0, this.len)
    this.buf = b
  }

  varint(v: number): void {
    if (!Number.isSafeInteger(v) || v < 0) throw new Error(`internal: varint ${v}`)
    this.room(8)
    while (v >= 0x80) {
      this.buf[this.len++] = (v % 0x80) | 0x80
      v = Math.floor(v / 0x80)
    }
    this.buf[this.len++] = v
  }

  bytes(b: Buffer): void {
    this.room(b.length)
    b.copy(this.buf, this.len)
    this.len += b.length
  }

  row(e: TocEntry): void {
    if (e.header % TAR_BLOCK || e.data % TAR_BLOCK || e.header < this.prevEnd || e.data <= e.header)
      throw new Error(`internal: an entry off the tar blocks (${e.path})`)
    this.varint((e.header - this.prevEnd) / TAR_BLOCK)
    this.varint((e.data - e.header) / TAR_BLOCK - 1)
    this.varint(e.size)
    const code = TYPES.indexOf(e.type)
    this.room(1)
    this.buf[this.len++] = code < 0 ? OTHER : code
    if (code < 0) this.text(Buffer.from(e.type))
    this.varint(e.mode === undefined ? 0 : e.mode + 1)
    const path = Buffer.from(e.path)
    let shared = 0
    const most = Math.min(path.length, this.prevPath.length)
    while (shared < most && path[shared] === this.prevPath[shared]) shared++
    this.varint(shared)
    this.text(path.subarray(shared))
    this.prevPath = path
    if (e.linkpath === undefined) this.varint(0)
    else {
      const link = Buffer.from(e.linkpath)
      this.varint(link.length + 1)
      this.bytes(link)
    }
    this.room(33)
    if (e.sha256) {
      this.buf[this.len++] = 1
      this.bytes(Buffer.from(e.sha256, 'hex'))
    } else this.buf[this.len++] = 0
    this.prevEnd = entryEnd(e.data, e.size)
  }

  private text(b: Buffer): void {
    this.varint(b.length)
    this.bytes(b)
  }

  get length(): number {
    return this.len
  }

  /** The bytes written since the last take(); what comes next goes on from where they end. */
  take(): Buffer {
    const out = Buffer.from(this.buf.subarray(0, this.len))
    this.len = 0
    return out
  }
}

/** Thrown by RowReader when a record runs past the bytes it has: read it again with more (decode.ts). */
export const NEED_MORE = Symbol('need more bytes')
/**
 * The longest record a reader takes (the JSON header; a path, link target or type name): a length
 * beyond it is refused, so a crafted length never has bytes gathered for it.
 */
const MAX_RECORD = (1 << 20) + 64
/** The longest type name a row may carry (tar's own are one letter; the format's codes cover them). */
const MAX_TYPE_NAME = 64

/**
 * Reads rows (and the format's other fields) from the bytes that arrived so far: a read past them
 * throws NEED_MORE, and the caller rewinds to the record's start. Rows go straight into a table.
 */
export class RowReader {
  private pos: number
  private b: Buffer
  private prevPath = Buffer.alloc(0)
  private prevEnd = 0

  constructor(b: Buffer, pos = 0) {
    this.b = b
    this.pos = pos
  }

  get at(): number {
    return this.pos
  }

  get length(): number {
    return this.b.length
  }

  /** The bytes that arrived (what was left of the last ones, and the next piece). */
  reset(b: Buffer): void {
    this.b = b
    this.pos = 0
  }

  rewind(pos: number): void {
    this.pos = pos
  }

  /** A layer's rows begin: offsets count from its stream's start, paths share nothing yet. */
  startRows(): void {
    this.prevPath = Buffer.alloc(0)
    this.prevEnd = 0
  }

  byte(): number {
    if (this.pos >= this.b.length) throw NEED_MORE
    return this.b[this.pos++]
  }

  u32(): number {
    const v = this.bytes(4)
    return v.readUInt32LE(0)
  }

  varint(): number {
    let v = 0
    let scale = 1
    for (let i = 0; ; i++) {
      const c = this.byte()
      v += (c & 0x7f) * scale
      if (!(c & 0x80)) break
      scale *= 0x80
      if (i >= 7) throw new IndexFormatError('a number in the index is too long')
    }
    if (!Number.isSafeInteger(v)) throw new IndexFormatError('a number in the index is too large')
    return v
  }

  /**
   * A length read before its bytes and refused past `max` (issue 49 item 7: 200,000 rows of 64 KiB
   * paths held 297 MiB, every one of them a path no install takes).
   */
  private capped(max: number, what: string): number {
    const n = this.varint()
    if (n > max)
      throw new IndexFormatError(
        `${what} in the index is longer than the ${what === 'a path' ? LIMITS.pathBytes : max} bytes an install takes`
      )
    return n
  }

  /** `n` bytes, a view of what arrived: copy what is kept. */
  bytes(n: number): Buffer {
    if (n > MAX_RECORD)
      throw new IndexFormatError(`a length in the index (${n}) is larger than any of its records`)
    if (n > this.b.length - this.pos) throw NEED_MORE
    const out = this.b.subarray(this.pos, this.pos + n)
    this.pos += n
    return out
  }

  /** Reads one row into `toc`; nothing of the reader's state changes unless the whole row was there. */
  rowInto(toc: TocTable): void {
    const header = this.prevEnd + this.varint() * TAR_BLOCK
    const blocks = this.varint() + 1
    const data = header + blocks * TAR_BLOCK
    const size = this.varint()
    const code = this.byte()
    const type =
      code === OTHER ? this.bytes(this.capped(MAX_TYPE_NAME, 'a type name')).toString('utf8') : TYPES[code]
    if (type === undefined) throw new IndexFormatError(`an entry of unknown type code ${code}`)
    const m = this.varint()
    if (m > 0xffffffff) throw new IndexFormatError('an entry mode out of range')
    const shared = this.varint()
    if (shared > this.prevPath.length)
      throw new IndexFormatError('a path sharing more than the one before it has')
    const own = this.bytes(this.capped(LIMITS.pathBytes - shared, 'a path'))
    const link = this.varint()
    if (link - 1 > LIMITS.pathBytes)
      throw new IndexFormatError(
        `a link target in the index is longer than the ${LIMITS.pathBytes} bytes an install takes`
      )
    const linkpath = link ? this.bytes(link - 1).toString('utf8') : undefined
    const hasDigest = this.byte()
    if (hasDigest > 1) throw new IndexFormatError('a malformed entry digest flag')
    const sha256 = hasDigest ? this.bytes(32) : undefined
    if (!Number.isSafeInteger(data + size) || blocks > 0xffffffff || header / TAR_BLOCK >= 0xffffffff)
      throw new IndexFormatError('an entry beyond any stream (2 TiB)')
    const path = Buffer.concat([this.prevPath.subarray(0, shared), own])
    // Format 2 carries every regular file's sha256 (its builder hashes each from verified bytes):
    // a file without one would be installed unchecked, so an index that leaves one out is refused.
    if (!sha256 && FILE_TYPES.has(type))
      throw new IndexFormatError(
        `${JSON.stringify(path.toString('utf8').slice(0, 200))} is a regular file without a sha256 (format 2 gives every file one)`
      )
    toc.push({
      header,
      data,
      size,
      type,
      path,
      ...(linkpath !== undefined ? { linkpath } : {}),
      ...(m ? { mode: m - 1 } : {}),
      ...(sha256 ? { sha256 } : {})
    })
    this.prevPath = path
    this.prevEnd = entryEnd(data, size)
  }
}
