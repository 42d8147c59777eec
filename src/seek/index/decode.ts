// Reading an index file (model.ts and docs/index-format.md describe it) without ever holding the whole document: the file
// is inflated in pieces of 1 MiB, and each piece is parsed as far as it reaches (a record cut at a
// piece's end is read again with the next), straight into the layers' tables (toc-table.ts) and
// checkpoints. What the decode may hold is bounded whatever the file: it inflates to at most
// MAX_DECODED_BYTES and lists at most MAX_ENTRIES entries, the manifest is compared before any
// table is read, and a layer listing more rows than its tar stream has blocks is refused before
// its rows are. docs/index-format.md gives the figures. Format 1 (one JSON document, no file
// digests) is still read, up to MAX_V1_BYTES, a document that must be held whole to be parsed.
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import {
  INDEX_FORMAT,
  MAGIC,
  type Checkpoint,
  type LayerIndex,
  type LayerJsonV1,
  type SeekIndex,
  type Span
} from './model.ts'
import { IndexFormatError, OtherImageIndexError } from './errors.ts'
import { fromGzidx, GZIDX_HEADER, GZIDX_POINT, gzidxPoints, pointHasWindow, WINDOW } from './gzidx.ts'
import { NEED_MORE, RowReader } from './rows.ts'
import { TocTable } from './toc-table.ts'
import { TAR_BLOCK } from '../../layers/tar-block.ts'

/**
 * What an index file may inflate to. The index of an image of 1,000,000 small files is ~47 MiB
 * (32 of them the files' digests), of ROCm 10's default image ~57 MiB (mostly the checkpoints'
 * 32 KiB windows at the default spacing). More is refused as it inflates, so a gzip bomb given as
 * the index costs this much at most, and only as the pieces pass.
 */
export const MAX_DECODED_BYTES = 128 << 20
/**
 * Entries an index may list in all (each takes ~30 bytes and its path's own bytes in a table): the
 * largest image measured (bench/million.ts, a million files and their directories: the install from
 * its index peaks at 249 MiB) and a little more. An install plans over every row: at twice that it
 * took 295 MiB (issue 49 item 7).
 */
export const MAX_ENTRIES = 1_050_000
/**
 * Path bytes the tables may hold in all (each path stored as what it does not share with the path
 * before it: a million paths of ~45 bytes take ~17 MiB).
 */
export const MAX_PATH_BYTES = 64 << 20
/** Spans (and so checkpoints) in all: a 1 TiB tar stream at the default 16 MiB spacing. */
export const MAX_SPANS = 65_536
/**
 * Format 1 is one JSON document, parsed whole, and its small values cost far more than their bytes
 * once parsed (at 32 MiB, 315 MiB peak RSS: issue 49 item 7): the largest taken (~100,000 entries).
 */
export const MAX_V1_BYTES = 8 << 20
const MAX_HEADER_BYTES = 1 << 20
const PIECE = 1 << 20
const SLICE = 16 << 10

const isDigest = (s: unknown) => typeof s === 'string' && /^sha256:[0-9a-f]{64}$/.test(s)
const isCount = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

interface HeaderDoc {
  format?: unknown
  tool?: unknown
  manifest?: unknown
  spacing?: unknown
  layers?: unknown
}

/**
 * Reads an index file, checking its fields (its consistency: shape.ts; that it fits an image:
 * ../source/fits.ts). With `manifest`, an index made for another manifest is refused before its tables are
 * decoded.
 */
export async function decodeIndex(file: Buffer, expect: { manifest?: string } = {}): Promise<SeekIndex> {
  let parser: V2Parser | undefined
  let v1: Buffer[] | undefined
  let inflated = 0
  try {
    await pipeline(
      Readable.from(slices(file)),
      createGunzip({ chunkSize: PIECE }),
      async (source: AsyncIterable<Buffer>) => {
        for await (const piece of source) {
          inflated += piece.length
          if (inflated > MAX_DECODED_BYTES)
            throw new IndexFormatError(
              `the index inflates to more than ${MAX_DECODED_BYTES >> 20} MiB, more than an index can be`
            )
          if (!parser && !v1) {
            if (piece.length >= MAGIC.length && piece.subarray(0, MAGIC.length).equals(MAGIC))
              parser = new V2Parser(expect)
            else v1 = []
          }
          if (parser) parser.push(piece)
          else {
            if (inflated > MAX_V1_BYTES)
              throw new IndexFormatError(
                `the index is of format 1 and larger than the ${MAX_V1_BYTES >> 20} MiB read in that format; build it again with setup-rocm index (format ${INDEX_FORMAT})`
              )
            v1!.push(piece)
          }
        }
      }
    )
  } catch (e) {
    if (e instanceof IndexFormatError || e instanceof OtherImageIndexError) throw e
    throw new IndexFormatError('the index is not gzip-compressed, or its gzip stream is damaged', {
      cause: e
    })
  }
  if (parser) return parser.end()
  return decodeV1(Buffer.concat(v1 ?? []), expect)
}

/**
 * The file in slices of 16 KiB: zlib inflates all of what it is given before it heeds the reader,
 * so a slice bounds what one write can put out (deflate expands at most ~1,032 times: 16 MiB).
 */
function* slices(file: Buffer): Generator<Buffer> {
  for (let at = 0; at < file.length; at += SLICE) yield file.subarray(at, at + SLICE)
}

/** A layer's fields from the header, before its tables. */
interface LayerHeader {
  digest: string
  size: number
  compression: LayerIndex['compression']
  tarBytes: number
  eoa?: number
  gzidxBytes: number
  spans: number
  entries: number
}

/** A layer's own fields, in either format; `rows`: how many TOC rows it says it has. */
export function checkLayerFields(
  l:
    | { digest?: unknown; size?: unknown; tarBytes?: unknown; eoa?: unknown; compression?: unknown }
    | undefined,
  i: number,
  rows: number
): void {
  if (
    !l ||
    !isDigest(l.digest) ||
    !isCount(l.size) ||
    !isCount(l.tarBytes) ||
    (l.eoa !== undefined && !isCount(l.eoa)) ||
    !['gzip', 'zstd', 'none'].includes(l.compression as string) ||
    rows === Infinity
  )
    throw new IndexFormatError(`layer ${i + 1} of the index is malformed`)
  // An entry takes at least one 512-byte block of tar: rows beyond that are refused unread.
  if (rows > (l.tarBytes as number) / TAR_BLOCK)
    throw new IndexFormatError(
      `layer ${i + 1} of the index lists ${rows} entries in a tar stream of ${l.tarBytes as number} bytes`
    )
}

function checkHeader(doc: HeaderDoc, expect: { manifest?: string }, format: number): void {
  if (doc.format !== format)
    throw new IndexFormatError(`index format ${String(doc.format)} (this reads 1 and ${INDEX_FORMAT})`)
  if (!isDigest(doc.manifest) || !Array.isArray(doc.layers))
    throw new IndexFormatError('the index names no manifest or layers')
  if (expect.manifest && doc.manifest !== expect.manifest)
    throw new OtherImageIndexError(
      `was made for manifest ${doc.manifest as string}, but the image resolves to ${expect.manifest}`
    )
}

const indexOf = (doc: HeaderDoc, format: number, layers: LayerIndex[]): SeekIndex => ({
  format,
  tool: String(doc.tool ?? ''),
  manifest: doc.manifest as string,
  spacing: isCount(doc.spacing) ? (doc.spacing as number) : 0,
  layers
})

/**
 * Format 2, parsed as its bytes arrive. Each step reads one record (the header, a GZIDX point or
 * window, a span, a row); one cut short by the end of what arrived is read again from its start
 * with the next piece.
 */
class V2Parser {
  private readonly expect: { manifest?: string }
  private rest = Buffer.alloc(0)
  /** Where a record cut between two pieces is put together with the next piece. */
  private joined = Buffer.alloc(0)
  private doc?: HeaderDoc
  private layerHeaders: LayerHeader[] = []
  private readonly layers: LayerIndex[] = []
  /** The layer being read, and what of it is read. */
  private i = 0
  private stage: 'gzidx-header' | 'points' | 'windows' | 'spans' | 'rows' = 'gzidx-header'
  private gzidxHeader?: Buffer
  private points: Buffer[] = []
  private windows: Buffer[] = []
  private windowsWanted = 0
  private spans: Span[] = []
  private toc = new TocTable()
  /** Path bytes the finished layers' tables hold. */
  private pathBytes = 0
  private readonly rows = new RowReader(Buffer.alloc(0))

  constructor(expect: { manifest?: string }) {
    this.expect = expect
  }

  push(piece: Buffer): void {
    let b = piece
    if (this.rest.length) {
      // The record cut at the last piece's end, put together with this piece in a buffer used
      // again (a new one for every piece left a MiB of garbage each: ~20 MiB of the peak at the cap).
      const n = this.rest.length + piece.length
      if (this.joined.length < n) this.joined = Buffer.allocUnsafe(Math.max(n, 2 * PIECE))
      this.rest.copy(this.joined)
      piece.copy(this.joined, this.rest.length)
      b = this.joined.subarray(0, n)
    }
    // What is left is one record cut short: copied, so neither the piece nor the joined buffer is held.
    this.rest = Buffer.from(b.subarray(this.parse(b)))
  }

  /** Reads records from `b` while they are whole; where it stopped. */
  private parse(b: Buffer): number {
    const r = this.rows
    r.reset(b)
    for (;;) {
      const at = r.at
      try {
        if (!this.step(r)) break
      } catch (e) {
        if (e !== NEED_MORE) throw e
        r.rewind(at)
        break
      }
    }
    return r.at
  }

  /** Reads one record; false when every table is read. */
  private step(r: RowReader): boolean {
    if (this.doc && this.i >= this.layerHeaders.length) {
      if (r.at < r.length) throw new IndexFormatError('the index has bytes after its last table')
      return false
    }
    if (!this.doc) return this.readHeader(r)
    const l = this.layerHeaders[this.i]
    switch (this.stage) {
      case 'gzidx-header':
        return this.readGzidxHeader(r, l)
      case 'points':
        return this.readPoint(r, l)
      case 'windows':
        if (this.windows.length < this.windowsWanted) {
          this.windows.push(Buffer.from(r.bytes(WINDOW)))
          return true
        }
        this.stage = 'spans'
        return true
      case 'spans':
        if (this.spans.length < l.spans) {
          this.spans.push({ offset: r.varint(), length: r.varint(), sha256: r.bytes(32).toString('hex') })
          return true
        }
        this.stage = 'rows'
        r.startRows()
        return true
      case 'rows':
        if (this.toc.length < l.entries) {
          r.rowInto(this.toc)
          if (this.pathBytes + this.toc.pathBytesHeld > MAX_PATH_BYTES)
            throw new IndexFormatError(
              `the paths in the index take more than the ${MAX_PATH_BYTES >> 20} MiB an index may hold`
            )
          return true
        }
        this.finishLayer(l)
        return this.i < this.layerHeaders.length
    }
  }

  /** The header: the manifest and what each layer's tables hold, checked before any table is read. */
  private readHeader(r: RowReader): boolean {
    r.bytes(MAGIC.length)
    const len = r.u32()
    if (len > MAX_HEADER_BYTES) throw new IndexFormatError('the index header is larger than an index has')
    const text = r.bytes(len).toString('utf8')
    let doc: HeaderDoc
    try {
      doc = JSON.parse(text)
    } catch {
      throw new IndexFormatError('the index header is not JSON')
    }
    checkHeader(doc, this.expect, INDEX_FORMAT)
    this.layerHeaders = doc.layers as LayerHeader[]
    let entries = 0
    let spans = 0
    for (const [i, l] of this.layerHeaders.entries()) {
      checkLayerFields(l, i, isCount(l?.entries) ? l.entries : Infinity)
      if (!isCount(l.gzidxBytes) || !isCount(l.spans) || (l.compression !== 'gzip' && l.gzidxBytes))
        throw new IndexFormatError(`layer ${i + 1} of the index is malformed`)
      entries += l.entries
      spans += l.spans
    }
    if (entries > MAX_ENTRIES || spans > MAX_SPANS)
      throw new IndexFormatError(
        entries > MAX_ENTRIES
          ? `the index lists ${entries} entries, more than the ${MAX_ENTRIES} an index may hold`
          : `the index lists ${spans} spans, more than the ${MAX_SPANS} an index may hold`
      )
    this.doc = doc
    this.startLayer()
    return this.i < this.layerHeaders.length
  }

  /** A gzip layer's GZIDX header: how many checkpoints follow (one per span). */
  private readGzidxHeader(r: RowReader, l: LayerHeader): boolean {
    if (!l.gzidxBytes) {
      this.stage = 'spans'
      return true
    }
    this.gzidxHeader = Buffer.from(r.bytes(GZIDX_HEADER))
    const n = gzidxPoints(this.gzidxHeader)
    if (n !== l.spans)
      throw new IndexFormatError(
        `layer ${this.i + 1} of the index has ${n} checkpoints but ${l.spans} spans (one per checkpoint)`
      )
    // Issue 49 item 10: this was reported as "has 23 checkpoints but 23 spans".
    if (GZIDX_HEADER + n * GZIDX_POINT > l.gzidxBytes)
      throw new IndexFormatError(
        `layer ${this.i + 1} of the index gives its checkpoints ${l.gzidxBytes} bytes, fewer than the ${GZIDX_HEADER + n * GZIDX_POINT} its ${n} checkpoints take`
      )
    this.points = []
    this.windows = []
    this.windowsWanted = 0
    this.stage = 'points'
    return true
  }

  /** One GZIDX checkpoint record; after the last, the windows they ask for must fill the layer's bytes. */
  private readPoint(r: RowReader, l: LayerHeader): boolean {
    const n = gzidxPoints(this.gzidxHeader!)
    if (this.points.length < n) {
      const p = Buffer.from(r.bytes(GZIDX_POINT))
      if (pointHasWindow(p)) this.windowsWanted++
      this.points.push(p)
      return true
    }
    if (GZIDX_HEADER + n * GZIDX_POINT + this.windowsWanted * WINDOW !== l.gzidxBytes)
      throw new IndexFormatError(
        `layer ${this.i + 1} of the index has ${l.gzidxBytes} bytes of checkpoints, which its GZIDX index does not fill`
      )
    this.stage = 'windows'
    return true
  }

  private startLayer(): void {
    const l = this.layerHeaders[this.i]
    if (!l) return
    this.stage = 'gzidx-header'
    this.spans = []
    this.toc = new TocTable()
  }

  private finishLayer(l: LayerHeader): void {
    this.pathBytes += this.toc.pathBytesHeld
    const checkpoints: Checkpoint[] =
      l.compression === 'gzip'
        ? fromGzidx(Buffer.concat([this.gzidxHeader ?? Buffer.alloc(0), ...this.points]), this.windows)
            .checkpoints
        : []
    this.layers.push({
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      checkpoints,
      spans: this.spans,
      toc: this.toc,
      ...(l.eoa !== undefined ? { eoa: l.eoa } : {})
    })
    this.gzidxHeader = undefined
    this.points = []
    this.windows = []
    this.i++
    this.startLayer()
  }

  end(): SeekIndex {
    if (!this.doc || this.i < this.layerHeaders.length)
      throw new IndexFormatError('the index is cut short, or a length in it is wrong')
    if (this.rest.length) throw new IndexFormatError('the index has bytes after its last table')
    return indexOf(this.doc, INDEX_FORMAT, this.layers)
  }
}

/** Format 1: one JSON document. */
function decodeV1(inflated: Buffer, expect: { manifest?: string }): SeekIndex {
  let doc: HeaderDoc
  try {
    // A JSON document starts with its object: anything else is not parsed at all.
    if (inflated.toString('latin1', 0, 64).trimStart()[0] !== '{') throw new Error('not an object')
    doc = JSON.parse(inflated.toString('utf8'))
  } catch {
    throw new IndexFormatError('the index is not a gzip-compressed JSON document')
  }
  checkHeader(doc, expect, 1)
  // As read: any field may be missing or of another type until checked.
  type LayerJson = Omit<LayerJsonV1, 'spans' | 'toc'> & Partial<Pick<LayerJsonV1, 'spans' | 'toc'>>
  if (!Array.isArray(doc.layers)) throw new IndexFormatError('the index has no list of layers')
  // Every list of the document is checked to be one before it is read (a wrong JSON type was
  // reported as JavaScript's "(l.spans ?? []).map is not a function").
  const list = <T>(v: T[] | undefined, what: string, i: number): T[] => {
    if (v === undefined) return []
    if (!Array.isArray(v))
      throw new IndexFormatError(`layer ${i + 1} of the index has ${what} that is not a list`)
    return v
  }
  const layers = (doc.layers as LayerJson[]).map((l, i): LayerIndex => {
    if (typeof l !== 'object' || l === null)
      throw new IndexFormatError(`layer ${i + 1} of the index is not an object`)
    checkLayerFields(l, i, Array.isArray(l?.toc) ? l.toc.length : 0)
    const spans = list(l.spans, 'spans', i).map(span => {
      if (!Array.isArray(span)) throw new IndexFormatError(`layer ${i + 1} of the index has a malformed span`)
      const [offset, length, sha256] = span
      if (!isCount(offset) || !isCount(length) || !/^[0-9a-f]{64}$/.test(String(sha256)))
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed span`)
      return { offset, length, sha256 }
    })
    const checkpoints =
      l.compression === 'gzip' ? fromGzidx(Buffer.from(String(l.gzidx ?? ''), 'base64')).checkpoints : []
    const toc = new TocTable()
    for (const [k, row] of list(l.toc, 'a table of contents', i).entries()) {
      if (!Array.isArray(row)) throw new IndexFormatError(`layer ${i + 1} of the index has a malformed entry`)
      const [header, data, size, type, path, linkpath, mode] = row
      if (
        !isCount(header) ||
        !isCount(data) ||
        !isCount(size) ||
        typeof type !== 'string' ||
        typeof path !== 'string' ||
        (linkpath !== null && linkpath !== undefined && typeof linkpath !== 'string') ||
        (mode !== null && mode !== undefined && (!isCount(mode) || mode >= 0xffffffff))
      )
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed entry`)
      // Format 2 cannot write an entry off the blocks; a table holds none (toc-table.ts).
      if (header % TAR_BLOCK || data % TAR_BLOCK || data <= header)
        throw new IndexFormatError(
          `layer ${i + 1} of the index: entry ${k + 1} (${path}) has its header at byte ${header} and its content at ${data}, not on 512-byte blocks in that order`
        )
      toc.push({
        header,
        data,
        size,
        type,
        path,
        ...(linkpath ? { linkpath } : {}),
        ...(mode !== null && mode !== undefined ? { mode } : {})
      })
    }
    return {
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      checkpoints,
      spans,
      toc,
      ...(l.eoa !== undefined ? { eoa: l.eoa } : {})
    }
  })
  return indexOf(doc, 1, layers)
}
