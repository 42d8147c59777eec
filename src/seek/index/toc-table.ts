// A layer's table of contents held in columns (typed arrays and one buffer of path bytes) instead of
// an object per entry: a million entries take ~80 MB of objects and strings as TocEntry[] (the
// decoded index of one such layer peaked at 513 MiB), 18 bytes each plus their path bytes and
// digest here (the rare value too large for its column is kept in a map beside it). Entries come out as TocEntry views made on the way (sequentially by entries(), one
// at a time by at()); paths are stored sharing their prefix with the path before them, with a full
// path every RESTART entries so that at() rebuilds one from at most RESTART - 1 others.
import { entryEnd, TAR_BLOCK } from '../../layers/tar-block.ts'
/** One entry of a layer's tar stream, as an applier needs it without the stream (toc.ts reads them). */
export interface TocEntry {
  /** Offset of the entry's first header block in the uncompressed tar stream. */
  header: number
  /** Offset of its content. */
  data: number
  size: number
  type: string
  path: string
  linkpath?: string
  mode?: number
  /** A regular file's content digest (sha256, hex): what an install checks every file it writes against. */
  sha256?: string
}

/**
 * Entry types by their code (node-tar's names), in the table and in the index file (rows.ts); a
 * table keeps any other by its entry number, the file writes it out.
 */
export const TYPES: readonly string[] = [
  'File',
  'Directory',
  'SymbolicLink',
  'Link',
  'OldFile',
  'ContiguousFile',
  'CharacterDevice',
  'BlockDevice',
  'FIFO'
]
const TYPE_CODE = new Map(TYPES.map((t, i) => [t, i]))
const OTHER = 127
/** A type code's high bit: the entry has a digest. */
const HAS_DIGEST = 0x80
/** Column values that say "look in the table's map" (rare: huge files, long meta headers, odd modes). */
const BIG32 = 0xffffffff
const BIG8 = 0xff
const BIG16 = 0xffff
const RESTART = 32
/** The longest shared prefix recorded: a longer one is stored partly as the entry's own bytes. */
const MAX_SHARED = 0xffff
const DIGEST = 32
/** Entries a packed page counts its digests by (Page.rank). */
const RANK_RUN = 64

/**
 * Entries PAGE at a time: a table grows by a page, never by copying what it holds (doubling
 * arrays left the old ones to a full collection, twice the table at a million entries); only the
 * last page grows, up to PAGE.
 */
const PAGE = 1 << 16

class Page {
  /** Entries it has room for: a new page starts small (a table of one header is common) and doubles up to PAGE. */
  cap = 16
  /** The header's block (a tar stream of up to 2 TiB). */
  header = new Uint32Array(this.cap)
  /** Blocks from the first header block to the content (1 without a PAX or long-name header). */
  dataBlocks = new Uint8Array(this.cap)
  sizes = new Uint32Array(this.cap)
  /** Type code, with HAS_DIGEST. */
  types = new Uint8Array(this.cap)
  /** Mode, or BIG16: another mode or none (TocTable.modes). */
  modes = new Uint16Array(this.cap)
  /** Allocated with the first digest. */
  digests?: Buffer
  /** Entry k's own path bytes start at ownAt[k] in `own`, after `shared[k]` bytes of the path before. */
  ownAt = new Uint32Array(this.cap)
  shared = new Uint16Array(this.cap)
  own = Buffer.allocUnsafe(1 << 10)
  ownLen = 0

  /** Room for entry i. */
  fit(i: number): void {
    if (i < this.cap) return
    const cap = Math.min(PAGE, this.cap * 2)
    const more = <T extends Uint32Array | Uint16Array | Uint8Array>(a: T, b: T): T => {
      b.set(a)
      return b
    }
    this.header = more(this.header, new Uint32Array(cap))
    this.dataBlocks = more(this.dataBlocks, new Uint8Array(cap))
    this.sizes = more(this.sizes, new Uint32Array(cap))
    this.types = more(this.types, new Uint8Array(cap))
    this.modes = more(this.modes, new Uint16Array(cap))
    this.ownAt = more(this.ownAt, new Uint32Array(cap))
    this.shared = more(this.shared, new Uint16Array(cap))
    if (this.digests) {
      const d = Buffer.alloc(cap * DIGEST)
      this.digests.copy(d)
      this.digests = d
    }
    this.cap = cap
  }

  /**
   * Entries with a digest before each run of RANK_RUN, once the digests are packed (pack): entry
   * i's digest is then the one after those of the entries with one before it.
   */
  rank?: Uint32Array

  /** Where entry i's digest starts in `digests`, or -1. */
  digestOffset(i: number): number {
    if (!(this.types[i] & HAS_DIGEST) || !this.digests) return -1
    if (!this.rank) return i * DIGEST
    let r = this.rank[Math.floor(i / RANK_RUN)]
    for (let j = i - (i % RANK_RUN); j < i; j++) if (this.types[j] & HAS_DIGEST) r++
    return r * DIGEST
  }

  /** Keeps the digests of the first `count` entries that `keep` names, packed; the others go. */
  pack(keep: (i: number) => boolean, count: number): void {
    let kept = 0
    for (let i = 0; i < count; i++) if (this.types[i] & HAS_DIGEST && keep(i)) kept++
    const packed = kept ? Buffer.allocUnsafeSlow(kept * DIGEST) : undefined
    const rank = new Uint32Array(Math.ceil(count / RANK_RUN))
    let at = 0
    let was = 0
    for (let i = 0; i < count; i++) {
      if (i % RANK_RUN === 0) rank[i / RANK_RUN] = at / DIGEST
      if (!(this.types[i] & HAS_DIGEST)) continue
      // Where it is now: by entry, or packed already (the digests before it, counted as we go).
      const from = this.rank ? was++ * DIGEST : i * DIGEST
      if (packed && keep(i)) at += this.digests!.copy(packed, at, from, from + DIGEST)
      else this.types[i] &= ~HAS_DIGEST
    }
    this.digests = packed
    this.rank = packed && rank
  }

  /** Room for `n` more path bytes (the page's own buffer grows; a page's paths are a few MiB). */
  room(n: number): void {
    if (this.ownLen + n <= this.own.length) return
    const b = Buffer.allocUnsafe(Math.max(this.own.length * 2, this.ownLen + n))
    this.own.copy(b, 0, 0, this.ownLen)
    this.own = b
  }
}

export class TocTable {
  private readonly pages: Page[] = []
  private n = 0
  private pathBytes = 0
  private prevPath: Buffer = Buffer.alloc(0)
  /** The longest path's bytes: a buffer this long holds any of them. */
  private longest = 0
  private readonly links = new Map<number, string>()
  private readonly otherTypes = new Map<number, string>()
  /** What does not fit its column, by entry number (BIG32, BIG8, BIG16 there). */
  private readonly bigSizes = new Map<number, number>()
  private readonly bigMeta = new Map<number, number>()
  /** Modes of BIG16 or more; an entry with BIG16 in its column and none here has no mode. */
  private readonly modes = new Map<number, number>()

  static from(entries: Iterable<TocEntry>): TocTable {
    const t = new TocTable()
    for (const e of entries) t.push(e)
    return t
  }

  get length(): number {
    return this.n
  }

  /** Bytes of paths held (what each does not share with the path before it). */
  get pathBytesHeld(): number {
    return this.pathBytes
  }

  private page(k: number): Page {
    return this.pages[Math.floor(k / PAGE)]
  }

  /**
   * Appends an entry (in stream order: the caller checks the order, shape.ts). `path` as bytes
   * spares a string for each row decoded from the index file; `digest`: 32 raw bytes.
   */
  push(e: Omit<TocEntry, 'path' | 'sha256'> & { path: string | Buffer; sha256?: string | Buffer }): number {
    // Everything that can refuse the entry first: a refused entry leaves the table as it was.
    const blocks = (e.data - e.header) / TAR_BLOCK
    if (e.header % TAR_BLOCK || !Number.isInteger(blocks) || blocks < 1 || blocks > BIG32)
      throw new RangeError(`internal: an entry off the tar blocks (${String(e.path)})`)
    if (e.header / TAR_BLOCK >= BIG32)
      throw new RangeError(`internal: an entry past 2 TiB (${String(e.path)})`)
    if (e.mode !== undefined && (e.mode < 0 || !Number.isSafeInteger(e.mode)))
      throw new RangeError(`internal: mode ${e.mode}`)
    const digest = typeof e.sha256 === 'string' ? Buffer.from(e.sha256, 'hex') : e.sha256
    if (digest && digest.length !== DIGEST) throw new RangeError('internal: a digest of other than 32 bytes')
    const k = this.n
    const i = k % PAGE
    if (i === 0 && this.pages.length === k / PAGE) this.pages.push(new Page())
    const c = this.pages[this.pages.length - 1]
    c.fit(i)
    c.header[i] = e.header / TAR_BLOCK
    c.dataBlocks[i] = Math.min(blocks, BIG8)
    if (blocks >= BIG8) this.bigMeta.set(k, blocks)
    c.sizes[i] = Math.min(e.size, BIG32)
    if (e.size >= BIG32) this.bigSizes.set(k, e.size)
    const code = TYPE_CODE.get(e.type)
    c.types[i] = code ?? OTHER
    if (code === undefined) this.otherTypes.set(k, e.type)
    c.modes[i] = e.mode === undefined ? BIG16 : Math.min(e.mode, BIG16)
    if (e.mode !== undefined && e.mode >= BIG16) this.modes.set(k, e.mode)
    if (e.linkpath !== undefined) this.links.set(k, e.linkpath)
    if (digest) this.setDigest(k, digest)
    const path = typeof e.path === 'string' ? Buffer.from(e.path) : e.path
    let same = 0
    // A page starts at a restart point, so no path needs another page's bytes.
    if (k % RESTART) {
      const most = Math.min(path.length, this.prevPath.length, MAX_SHARED)
      while (same < most && path[same] === this.prevPath[same]) same++
    }
    const suffix = path.length - same
    c.room(suffix)
    path.copy(c.own, c.ownLen, same)
    c.ownAt[i] = c.ownLen
    c.shared[i] = same
    c.ownLen += suffix
    this.pathBytes += suffix
    this.prevPath = path
    this.longest = Math.max(this.longest, path.length)
    this.n++
    return k
  }

  /** Records a file's content digest (32 bytes) found after its entry was pushed (the index builder). */
  setDigest(k: number, digest: Buffer): void {
    if (digest.length !== DIGEST) throw new RangeError('internal: a digest of other than 32 bytes')
    const c = this.page(k)
    if (c.rank) throw new Error('internal: a digest set after the table let go of others')
    c.digests ??= Buffer.alloc(c.cap * DIGEST)
    digest.copy(c.digests, (k % PAGE) * DIGEST)
    c.types[k % PAGE] |= HAS_DIGEST
  }

  /**
   * Lets go of the digests of the entries `keep` does not name (an install checks only what it
   * writes): a page keeps those it still needs packed one after the other (Page.digestOffset).
   */
  keepDigests(keep: (k: number) => boolean): void {
    for (const [pi, c] of this.pages.entries()) {
      if (!c.digests) continue
      const count = Math.min(c.cap, this.n - pi * PAGE)
      c.pack((i: number) => (c.types[i] & HAS_DIGEST) !== 0 && keep(pi * PAGE + i), count)
    }
  }

  headerAt(k: number): number {
    return this.page(k).header[k % PAGE] * TAR_BLOCK
  }

  dataAt(k: number): number {
    const c = this.page(k)
    const meta = c.dataBlocks[k % PAGE]
    return (c.header[k % PAGE] + (meta === BIG8 ? this.bigMeta.get(k)! : meta)) * TAR_BLOCK
  }

  sizeAt(k: number): number {
    const size = this.page(k).sizes[k % PAGE]
    return size === BIG32 ? this.bigSizes.get(k)! : size
  }

  private modeAt(k: number): number | undefined {
    const mode = this.page(k).modes[k % PAGE]
    return mode === BIG16 ? this.modes.get(k) : mode
  }

  /** Where entry k's content ends, with its padding: the next entry's header cannot come before. */
  endAt(k: number): number {
    return entryEnd(this.dataAt(k), this.sizeAt(k))
  }

  typeAt(k: number): string {
    const code = this.page(k).types[k % PAGE] & ~HAS_DIGEST
    return code === OTHER ? this.otherTypes.get(k)! : TYPES[code]
  }

  /** Entry k's path bytes, rebuilt from its restart point. */
  private pathBytesOf(k: number, into: Buffer): number {
    let len = 0
    for (let j = k - (k % RESTART); j <= k; j++) len = this.appendOwn(j, into)
    return len
  }

  /** Puts entry j's own bytes after its shared prefix in `into` (holding the path before it). */
  private appendOwn(j: number, into: Buffer): number {
    const c = this.page(j)
    const i = j % PAGE
    const start = c.ownAt[i]
    const end = i + 1 < PAGE && j + 1 < this.n ? c.ownAt[i + 1] : c.ownLen
    c.own.copy(into, c.shared[i], start, end)
    return c.shared[i] + end - start
  }

  /** Entry k's content digest (sha256, hex), if the table has it. */
  digestAt(k: number): string | undefined {
    const c = this.page(k)
    const i = k % PAGE
    const at = c.digestOffset(i)
    return at >= 0 ? c.digests!.toString('hex', at, at + DIGEST) : undefined
  }

  pathAt(k: number): string {
    const b = Buffer.allocUnsafe(this.longest)
    return b.toString('utf8', 0, this.pathBytesOf(k, b))
  }

  at(k: number): TocEntry {
    if (k < 0 || k >= this.n) throw new RangeError(`internal: no entry ${k}`)
    return this.view(k, this.pathAt(k))
  }

  private view(k: number, path: string): TocEntry {
    const c = this.page(k)
    const i = k % PAGE
    const mode = this.modeAt(k)
    const link = this.links.get(k)
    return {
      header: this.headerAt(k),
      data: this.dataAt(k),
      size: this.sizeAt(k),
      type: this.typeAt(k),
      path,
      ...(link !== undefined ? { linkpath: link } : {}),
      ...(mode !== undefined ? { mode } : {}),
      ...(c.types[i] & HAS_DIGEST ? { sha256: this.digestAt(k) } : {})
    }
  }

  /** Every entry in order, with its number; each path rebuilt from the one before it. */
  *entries(from = 0): Generator<[number, TocEntry]> {
    const b = Buffer.allocUnsafe(this.longest)
    let len = from < this.n ? this.pathBytesOf(from, b) : 0
    for (let k = from; k < this.n; k++) {
      if (k > from) len = this.appendOwn(k, b)
      yield [k, this.view(k, b.toString('utf8', 0, len))]
    }
  }

  *[Symbol.iterator](): Generator<TocEntry> {
    for (const [, e] of this.entries()) yield e
  }
}
