// A layer's table of contents held in columns (typed arrays and one buffer of path bytes) instead of
// an object per entry: a million entries take ~80 MB of objects and strings as TocEntry[] (the
// decoded index of one such layer peaked at 513 MiB), ~30 bytes each plus their path bytes and
// digest here. Entries come out as TocEntry views made on the way (sequentially by entries(), one
// at a time by at()); paths are stored sharing their prefix with the path before them, with a full
// path every RESTART entries so that at() rebuilds one from at most RESTART - 1 others.
import type { TocEntry } from './toc.ts'

/** Entry types by their code (node-tar's names); any other is kept by its entry number. */
const TYPES = [
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
const OTHER = 255
const NO_MODE = 0xffffffff
const RESTART = 32
/** The longest shared prefix recorded: a longer one is stored partly as the entry's own bytes. */
const MAX_SHARED = 0xffff
const BLOCK = 512
const DIGEST = 32

export class TocTable {
  private cap: number
  private n = 0
  private header: Float64Array
  /** Blocks from the first header block to the content (1 without a PAX or long-name header). */
  private dataBlocks: Uint32Array
  private sizes: Float64Array
  private types: Uint8Array
  private modes: Uint32Array
  private hasDigest: Uint8Array
  private digests: Buffer
  /** Entry k's own path bytes start at ownAt[k] in `own`, after `shared[k]` bytes of the path before. */
  private ownAt: Uint32Array
  private shared: Uint16Array
  private own: Buffer
  private ownLen = 0
  private prevPath: Buffer = Buffer.alloc(0)
  /** The longest path's bytes: a buffer this long holds any of them. */
  private longest = 0
  private readonly links = new Map<number, string>()
  private readonly otherTypes = new Map<number, string>()

  constructor(capacity = 256) {
    this.cap = Math.max(1, capacity)
    this.header = new Float64Array(this.cap)
    this.dataBlocks = new Uint32Array(this.cap)
    this.sizes = new Float64Array(this.cap)
    this.types = new Uint8Array(this.cap)
    this.modes = new Uint32Array(this.cap)
    this.hasDigest = new Uint8Array(this.cap)
    this.digests = Buffer.alloc(this.cap * DIGEST)
    this.ownAt = new Uint32Array(this.cap)
    this.shared = new Uint16Array(this.cap)
    this.own = Buffer.allocUnsafe(Math.max(256, this.cap * 16))
  }

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
    return this.ownLen
  }

  private grow(): void {
    const cap = this.cap * 2
    const more = <T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(
      a: T,
      make: (n: number) => T
    ): T => {
      const b = make(cap)
      b.set(a)
      return b
    }
    this.header = more(this.header, n => new Float64Array(n))
    this.dataBlocks = more(this.dataBlocks, n => new Uint32Array(n))
    this.sizes = more(this.sizes, n => new Float64Array(n))
    this.types = more(this.types, n => new Uint8Array(n))
    this.modes = more(this.modes, n => new Uint32Array(n))
    this.hasDigest = more(this.hasDigest, n => new Uint8Array(n))
    this.ownAt = more(this.ownAt, n => new Uint32Array(n))
    this.shared = more(this.shared, n => new Uint16Array(n))
    const d = Buffer.alloc(cap * DIGEST)
    this.digests.copy(d)
    this.digests = d
    this.cap = cap
  }

  /**
   * Appends an entry (in stream order: the caller checks the order, shape.ts). `path` as bytes
   * spares a string for each row decoded from the index file; `digest`: 32 raw bytes.
   */
  push(e: Omit<TocEntry, 'path' | 'sha256'> & { path: string | Buffer; sha256?: string | Buffer }): number {
    if (this.n === this.cap) this.grow()
    const k = this.n
    const blocks = (e.data - e.header) / BLOCK
    if (e.header % BLOCK || !Number.isInteger(blocks) || blocks < 1 || blocks > 0xffffffff)
      throw new RangeError(`internal: an entry off the tar blocks (${String(e.path)})`)
    if (e.mode !== undefined && (e.mode < 0 || e.mode >= NO_MODE || !Number.isInteger(e.mode)))
      throw new RangeError(`internal: mode ${e.mode}`)
    this.header[k] = e.header
    this.dataBlocks[k] = blocks
    this.sizes[k] = e.size
    const code = TYPE_CODE.get(e.type)
    this.types[k] = code ?? OTHER
    if (code === undefined) this.otherTypes.set(k, e.type)
    this.modes[k] = e.mode ?? NO_MODE
    if (e.linkpath !== undefined) this.links.set(k, e.linkpath)
    if (e.sha256 !== undefined) {
      const d = typeof e.sha256 === 'string' ? Buffer.from(e.sha256, 'hex') : e.sha256
      if (d.length !== DIGEST) throw new RangeError('internal: a digest of other than 32 bytes')
      d.copy(this.digests, k * DIGEST)
      this.hasDigest[k] = 1
    }
    const path = typeof e.path === 'string' ? Buffer.from(e.path) : e.path
    let same = 0
    if (k % RESTART) {
      const most = Math.min(path.length, this.prevPath.length, MAX_SHARED)
      while (same < most && path[same] === this.prevPath[same]) same++
    }
    const tail = path.length - same
    if (this.ownLen + tail > this.own.length) {
      if (this.ownLen + tail > 0xffffffff)
        throw new RangeError('internal: more path bytes than a table holds')
      const b = Buffer.allocUnsafe(Math.max(this.own.length * 2, this.ownLen + tail))
      this.own.copy(b, 0, 0, this.ownLen)
      this.own = b
    }
    path.copy(this.own, this.ownLen, same)
    this.ownAt[k] = this.ownLen
    this.shared[k] = same
    this.ownLen += tail
    this.prevPath = path
    this.longest = Math.max(this.longest, path.length)
    this.n++
    return k
  }

  /** Records a file's content digest found after its entry was pushed (the index builder). */
  setDigest(k: number, digest: Buffer): void {
    digest.copy(this.digests, k * DIGEST)
    this.hasDigest[k] = 1
  }

  headerAt(k: number): number {
    return this.header[k]
  }

  dataAt(k: number): number {
    return this.header[k] + this.dataBlocks[k] * BLOCK
  }

  sizeAt(k: number): number {
    return this.sizes[k]
  }

  /** Where entry k's content ends, with its padding: the next entry's header cannot come before. */
  endAt(k: number): number {
    return this.dataAt(k) + Math.ceil(this.sizes[k] / BLOCK) * BLOCK
  }

  typeAt(k: number): string {
    const c = this.types[k]
    return c === OTHER ? this.otherTypes.get(k)! : TYPES[c]
  }

  /** Entry k's path bytes, rebuilt from its restart point. */
  private pathBytes(k: number, into: Buffer): number {
    let len = 0
    for (let j = k - (k % RESTART); j <= k; j++) len = this.appendOwn(j, into)
    return len
  }

  /** Puts entry j's own bytes after its shared prefix in `into` (holding the path before it). */
  private appendOwn(j: number, into: Buffer): number {
    const start = this.ownAt[j]
    const end = j + 1 < this.n ? this.ownAt[j + 1] : this.ownLen
    this.own.copy(into, this.shared[j], start, end)
    return this.shared[j] + end - start
  }

  pathAt(k: number): string {
    const b = Buffer.allocUnsafe(this.longest)
    return b.toString('utf8', 0, this.pathBytes(k, b))
  }

  at(k: number): TocEntry {
    if (k < 0 || k >= this.n) throw new RangeError(`internal: no entry ${k}`)
    return this.view(k, this.pathAt(k))
  }

  private view(k: number, path: string): TocEntry {
    const mode = this.modes[k]
    const link = this.links.get(k)
    return {
      header: this.header[k],
      data: this.dataAt(k),
      size: this.sizes[k],
      type: this.typeAt(k),
      path,
      ...(link !== undefined ? { linkpath: link } : {}),
      ...(mode !== NO_MODE ? { mode } : {}),
      ...(this.hasDigest[k] ? { sha256: this.digests.toString('hex', k * DIGEST, (k + 1) * DIGEST) } : {})
    }
  }

  /** Every entry in order, with its number; each path rebuilt from the one before it. */
  *entries(from = 0): Generator<[number, TocEntry]> {
    const b = Buffer.allocUnsafe(this.longest)
    let len = from < this.n ? this.pathBytes(from, b) : 0
    for (let k = from; k < this.n; k++) {
      if (k > from) len = this.appendOwn(k, b)
      yield [k, this.view(k, b.toString('utf8', 0, len))]
    }
  }

  *[Symbol.iterator](): Generator<TocEntry> {
    for (const [, e] of this.entries()) yield e
  }
}
