// The table of contents of a layer's tar stream: every entry with the offset of its first header
// block (a PAX or GNU long-name header before it counts), the offset of its content, and what the
// overlay needs to apply it without the stream (type, path, link target, mode, size). Headers are
// decoded by the `tar` package itself (Header, Pax, and ReadEntry for the same path, type and mode
// its Parser hands the overlay), so an entry means here what it means in a streamed install.
import { createHash, type Hash } from 'node:crypto'
import { Header, Pax, ReadEntry } from 'tar'
import { TocTable, type TocEntry } from './toc-table.ts'
import { ImageError } from '../../errors.ts'
import { paddedSize, TAR_BLOCK } from '../../layers/tar-block.ts'

export type { TocEntry }

/** Entry types whose content is a file's (the ones that carry a digest). */
export const FILE_TYPES: ReadonlySet<string> = new Set(['File', 'OldFile', 'ContiguousFile'])
const EMPTY_SHA256 = createHash('sha256').digest()

/** The layer's tar stream is broken (verified bytes of the image: its fault, errors.ts). */
export class TocError extends ImageError {
  override name = 'TocError'
}

const MAX_META = 1 << 20

/**
 * Builds the TOC from the tar stream's bytes, pushed in order in pieces of any size; with
 * `digests`, each regular file's content sha256 too (the index builder: its bytes are verified).
 */
export class TocBuilder {
  private readonly digests: boolean
  constructor(o: { digests?: boolean } = {}) {
    this.digests = o.digests ?? false
  }

  /** The entries so far (toc-table.ts). */
  readonly table = new TocTable()
  private pos = 0
  private block = Buffer.alloc(TAR_BLOCK)
  private blockFill = 0
  /** Content (with its padding) still to pass over, or to collect for a meta header. */
  private skip = 0
  private meta?: { type: string; size: number; chunks: Buffer[]; got: number }
  private ex?: Record<string, unknown>
  private gex?: Record<string, unknown>
  private metaStart?: number
  private ended = false
  private nulls = 0
  /** The content digest of the file entry being passed over, and its bytes still to come. */
  private hash?: { h: Hash; left: number; entry: number }
  /** Where the first of the zero blocks being counted began. */
  private nullAt = 0
  private endAt?: number

  push(data: Buffer): void {
    let off = 0
    while (off < data.length && !this.ended) {
      if (this.skip) {
        const n = Math.min(this.skip, data.length - off)
        if (this.meta && this.meta.got < this.meta.size) {
          const take = Math.min(n, this.meta.size - this.meta.got)
          this.meta.chunks.push(Buffer.from(data.subarray(off, off + take)))
          this.meta.got += take
        }
        if (this.hash) {
          const take = Math.min(n, this.hash.left)
          this.hash.h.update(data.subarray(off, off + take))
          this.hash.left -= take
          if (!this.hash.left) {
            this.table.setDigest(this.hash.entry, this.hash.h.digest())
            this.hash = undefined
          }
        }
        this.skip -= n
        this.pos += n
        off += n
        if (!this.skip && this.meta) this.endMeta()
        continue
      }
      const n = Math.min(TAR_BLOCK - this.blockFill, data.length - off)
      data.copy(this.block, this.blockFill, off, off + n)
      this.blockFill += n
      off += n
      if (this.blockFill === TAR_BLOCK) {
        this.blockFill = 0
        this.header(this.pos)
        this.pos += TAR_BLOCK
      }
    }
  }

  /** The stream has ended: it must have ended at a block boundary, outside an entry's content. */
  end(): TocTable {
    if (!this.ended && (this.blockFill || this.skip))
      throw new TocError(
        `the tar stream ends inside ${this.skip ? 'an entry' : 'a header'} at byte ${this.pos}`
      )
    this.endAt ??= this.metaStart ?? (this.nulls ? this.nullAt : this.pos)
    return this.table
  }

  /**
   * Where the archive ends: its end-of-archive (the first of the two zero blocks), or where the
   * stream stopped without one; a meta header no entry followed counts as part of the end. Set
   * once the end-of-archive was read, or by end().
   */
  get eoa(): number | undefined {
    return this.endAt
  }

  private header(at: number): void {
    const h = new Header(this.block, 0, this.ex as never, this.gex as never)
    if (h.nullBlock) {
      // Two zero blocks end the archive; what follows is padding.
      if (this.nulls++ === 0) this.nullAt = at
      if (this.nulls >= 2) {
        this.ended = true
        this.endAt = this.metaStart ?? this.nullAt
      }
      return
    }
    this.nulls = 0
    // The Parser's own checks (strict mode, as tar-entries.ts runs it).
    if (!h.cksumValid) throw new TocError(`invalid tar header checksum at byte ${at}`)
    if (!h.path) throw new TocError(`a tar header without a path at byte ${at}`)
    const isLink = /^(Symbolic)?Link$/.test(h.type ?? '')
    if (isLink && !h.linkpath) throw new TocError(`a link without a target at byte ${at}`)
    if (!isLink && !/^(Global)?ExtendedHeader$/.test(h.type ?? '') && h.linkpath)
      throw new TocError(`a ${h.type} entry with a link target at byte ${at}`)
    const size = h.size ?? 0
    const padded = paddedSize(size)
    const entry = new ReadEntry(h, this.ex as never, this.gex as never)
    if (entry.meta) {
      this.metaStart ??= at
      this.skip = padded
      // The Parser ignores a meta entry over its limit; so does this.
      if (size > MAX_META || size === 0) return
      this.meta = { type: entry.type, size, chunks: [], got: 0 }
      return
    }
    const e: TocEntry = {
      header: this.metaStart ?? at,
      data: at + TAR_BLOCK,
      size,
      type: entry.type,
      path: entry.path,
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
      ...(entry.mode !== undefined ? { mode: entry.mode } : {})
    }
    const k = this.table.push(e)
    if (this.digests && FILE_TYPES.has(e.type)) {
      if (size) this.hash = { h: createHash('sha256'), left: size, entry: k }
      else this.table.setDigest(k, EMPTY_SHA256)
    }
    this.ex = undefined
    this.metaStart = undefined
    this.skip = padded
  }

  private endMeta(): void {
    const m = this.meta!
    this.meta = undefined
    const text = Buffer.concat(m.chunks).toString('utf8')
    if (m.type === 'ExtendedHeader' || m.type === 'OldExtendedHeader')
      this.ex = Pax.parse(text, this.ex as never, false) as unknown as Record<string, unknown>
    else if (m.type === 'GlobalExtendedHeader')
      this.gex = Pax.parse(text, this.gex as never, true) as unknown as Record<string, unknown>
    else if (m.type === 'NextFileHasLongPath' || m.type === 'OldGnuLongPath')
      this.ex = { ...(this.ex ?? {}), path: text.replace(/\0.*/s, '') }
    else if (m.type === 'NextFileHasLongLinkpath')
      this.ex = { ...(this.ex ?? {}), linkpath: text.replace(/\0.*/s, '') }
  }
}
