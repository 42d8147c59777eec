// The seek index: for each layer of one image (named by its manifest and layer digests), where a
// deflate stream can be resumed (checkpoints), the sha256 of the compressed bytes between them
// (spans), and the table of contents of its tar stream. docs/index-format.md describes the file.
// The checkpoints of a gzip layer are kept in indexed_gzip's GZIDX format (also read and written by
// rapidgzip), so they can be checked with another tool; the rest is JSON.
import { createHash } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { TocEntry } from './toc.ts'

export const INDEX_FORMAT = 1
/** The media types of the index as an OCI artifact. */
export const INDEX_ARTIFACT = 'application/vnd.io.github.vmafx.setup-rocm.seek-index.v1'
export const INDEX_LAYER = 'application/vnd.io.github.vmafx.setup-rocm.seek-index.v1+json+gzip'

export interface Checkpoint {
  /** Bit offset of a deflate block start in the compressed blob (even: resume.ts). */
  bit: number
  /** Where the block's output starts in the uncompressed stream. */
  out: number
  /** The 32 KiB of output before it (empty at the start of a gzip member). */
  window: Buffer
}

export interface Span {
  /** First byte of the span in the blob: floor(checkpoint bit / 8). */
  offset: number
  /** Bytes, up to and including the byte where the next checkpoint's bits begin. */
  length: number
  /** sha256 of those bytes, hex. */
  sha256: string
}

export interface LayerIndex {
  digest: string
  /** Compressed size (the descriptor's). */
  size: number
  compression: 'gzip' | 'zstd' | 'none'
  /** Bytes of the uncompressed tar stream. */
  tarBytes: number
  /** Gzip layers: at least the first block; other compressions: none (the blob is one span). */
  checkpoints: Checkpoint[]
  /** One per checkpoint (or one for the whole blob). */
  spans: Span[]
  toc: TocEntry[]
  /**
   * Where the tar archive ends (its end-of-archive, toc.ts TocBuilder.eoa): no entry lies past it.
   * Absent in indexes made before it was recorded.
   */
  eoa?: number
}

export interface SeekIndex {
  format: number
  /** The platform manifest the index was made from. */
  manifest: string
  layers: LayerIndex[]
  /** Output bytes between checkpoints the builder aimed for. */
  spacing: number
  tool: string
}

export class IndexFormatError extends Error {
  override name = 'IndexFormatError'
}

/** A well-formed index of another image (its manifest is not the one resolved). */
export class OtherImageIndexError extends IndexFormatError {
  override name = 'OtherImageIndexError'
}

// ---- GZIDX (indexed_gzip's export format, version 1, little-endian) ------------------------------

const WINDOW = 32 << 10

/** The checkpoints as GZIDX: byte offset rounded up, and the bits before it that belong to the block. */
export function toGzidx(l: LayerIndex, spacing: number): Buffer {
  const head = Buffer.alloc(35)
  head.write('GZIDX', 0, 'ascii')
  head[5] = 1
  head[6] = 0
  head.writeBigUInt64LE(BigInt(l.size), 7)
  head.writeBigUInt64LE(BigInt(l.tarBytes), 15)
  head.writeUInt32LE(Math.max(WINDOW, spacing), 23)
  head.writeUInt32LE(WINDOW, 27)
  head.writeUInt32LE(l.checkpoints.length, 31)
  const points = Buffer.alloc(18 * l.checkpoints.length)
  const windows: Buffer[] = []
  l.checkpoints.forEach((c, i) => {
    const bits = c.bit % 8
    points.writeBigUInt64LE(BigInt(Math.floor(c.bit / 8) + (bits ? 1 : 0)), i * 18)
    points.writeBigUInt64LE(BigInt(c.out), i * 18 + 8)
    points[i * 18 + 16] = bits ? 8 - bits : 0
    points[i * 18 + 17] = c.window.length ? 1 : 0
    if (c.window.length) {
      // Windows are always 32 KiB in the format: a shorter one (near the start) is padded in front.
      windows.push(
        c.window.length < WINDOW
          ? Buffer.concat([Buffer.alloc(WINDOW - c.window.length), c.window])
          : c.window
      )
    }
  })
  return Buffer.concat([head, points, ...windows])
}

/** Reads GZIDX checkpoints; a padded window is given back at its real length (`out` bytes at most). */
export function fromGzidx(b: Buffer): {
  compressedSize: number
  uncompressedSize: number
  checkpoints: Checkpoint[]
} {
  if (b.length < 35 || b.toString('ascii', 0, 5) !== 'GZIDX') throw new IndexFormatError('not a GZIDX index')
  if (b[5] !== 1) throw new IndexFormatError(`GZIDX version ${b[5]} (this reads version 1)`)
  if (b.readUInt32LE(27) !== WINDOW) throw new IndexFormatError('a GZIDX window size other than 32 KiB')
  const n = b.readUInt32LE(31)
  const checkpoints: Checkpoint[] = []
  let w = 35 + 18 * n
  if (b.length < w) throw new IndexFormatError('a truncated GZIDX index')
  for (let i = 0; i < n; i++) {
    const o = 35 + 18 * i
    const byte = Number(b.readBigUInt64LE(o))
    const out = Number(b.readBigUInt64LE(o + 8))
    const bits = b[o + 16]
    if (bits > 7 || (bits && byte === 0))
      throw new IndexFormatError('a GZIDX checkpoint with a denormal bit count')
    let window: Buffer = Buffer.alloc(0)
    if (b[o + 17]) {
      if (b.length < w + WINDOW) throw new IndexFormatError('a truncated GZIDX window')
      window = b.subarray(w, w + WINDOW)
      if (out < WINDOW) window = window.subarray(WINDOW - out)
      w += WINDOW
    }
    checkpoints.push({ bit: byte * 8 - bits, out, window: Buffer.from(window) })
  }
  return {
    compressedSize: Number(b.readBigUInt64LE(7)),
    uncompressedSize: Number(b.readBigUInt64LE(15)),
    checkpoints
  }
}

// ---- the file -------------------------------------------------------------------------------------

type TocRow = [number, number, number, string, string, string | null, number | null]

interface LayerJson {
  digest: string
  size: number
  compression: LayerIndex['compression']
  tarBytes: number
  gzidx?: string
  spans: [number, number, string][]
  toc: TocRow[]
  eoa?: number
}

/** The index file: gzip of the JSON document docs/index-format.md describes. */
export function encodeIndex(ix: SeekIndex): Buffer {
  const doc = {
    format: ix.format,
    tool: ix.tool,
    manifest: ix.manifest,
    spacing: ix.spacing,
    layers: ix.layers.map((l): LayerJson => ({
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      ...(l.compression === 'gzip' ? { gzidx: toGzidx(l, ix.spacing).toString('base64') } : {}),
      spans: l.spans.map(s => [s.offset, s.length, s.sha256]),
      toc: l.toc.map(e => [e.header, e.data, e.size, e.type, e.path, e.linkpath ?? null, e.mode ?? null]),
      ...(l.eoa !== undefined ? { eoa: l.eoa } : {})
    }))
  }
  return gzipSync(Buffer.from(JSON.stringify(doc)), { level: 9 })
}

const isDigest = (s: unknown) => typeof s === 'string' && /^sha256:[0-9a-f]{64}$/.test(s)
const isCount = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

/**
 * What an index file may inflate to (docs/index-format.md): the index of an image of 1,000,000
 * small files is 74 MiB of JSON. More is refused before it is parsed, so a gzip bomb given as the
 * index costs this much at most.
 */
export const MAX_DECODED_BYTES = 128 << 20

/**
 * Reads an index file, checking its fields (its consistency: shape.ts; that it fits an image:
 * check.ts). With `manifest`, an index made for another manifest is refused before its tables are
 * decoded, and a layer listing more rows than its tar stream has blocks before its rows are.
 */
export function decodeIndex(file: Buffer, expect: { manifest?: string } = {}): SeekIndex {
  let inflated: Buffer
  try {
    inflated = gunzipSync(file, { maxOutputLength: MAX_DECODED_BYTES })
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new IndexFormatError(
        `the index inflates to more than ${MAX_DECODED_BYTES >> 20} MiB, more than an index can be`
      )
    throw new IndexFormatError('the index is not gzip-compressed')
  }
  let doc: { format?: unknown; tool?: unknown; manifest?: unknown; spacing?: unknown; layers?: unknown }
  try {
    // A JSON document starts with its object: anything else is not parsed at all.
    if (inflated.toString('latin1', 0, 64).trimStart()[0] !== '{') throw new Error('not an object')
    doc = JSON.parse(inflated.toString('utf8'))
  } catch {
    throw new IndexFormatError('the index is not a gzip-compressed JSON document')
  }
  if (doc.format !== INDEX_FORMAT)
    throw new IndexFormatError(`index format ${String(doc.format)} (this reads ${INDEX_FORMAT})`)
  if (!isDigest(doc.manifest) || !Array.isArray(doc.layers))
    throw new IndexFormatError('the index names no manifest or layers')
  if (expect.manifest && doc.manifest !== expect.manifest)
    throw new OtherImageIndexError(
      `was made for manifest ${doc.manifest as string}, but the image resolves to ${expect.manifest}`
    )
  const layers = (doc.layers as LayerJson[]).map((l, i): LayerIndex => {
    if (
      !isDigest(l.digest) ||
      !isCount(l.size) ||
      !isCount(l.tarBytes) ||
      (l.eoa !== undefined && !isCount(l.eoa)) ||
      !['gzip', 'zstd', 'none'].includes(l.compression)
    )
      throw new IndexFormatError(`layer ${i + 1} of the index is malformed`)
    // An entry takes at least one 512-byte block of tar: rows beyond that are refused unread.
    if (Array.isArray(l.toc) && l.toc.length > l.tarBytes / 512)
      throw new IndexFormatError(
        `layer ${i + 1} of the index lists ${l.toc.length} entries in a tar stream of ${l.tarBytes} bytes`
      )
    const spans = (l.spans ?? []).map(([offset, length, sha256]) => {
      if (!isCount(offset) || !isCount(length) || !/^[0-9a-f]{64}$/.test(String(sha256)))
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed span`)
      return { offset, length, sha256 }
    })
    const checkpoints =
      l.compression === 'gzip' ? fromGzidx(Buffer.from(String(l.gzidx ?? ''), 'base64')).checkpoints : []
    const toc = (l.toc ?? []).map(([header, data, size, type, path, linkpath, mode]): TocEntry => {
      if (
        !isCount(header) ||
        !isCount(data) ||
        !isCount(size) ||
        typeof type !== 'string' ||
        typeof path !== 'string'
      )
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed entry`)
      return {
        header,
        data,
        size,
        type,
        path,
        ...(linkpath ? { linkpath } : {}),
        ...(mode !== null && mode !== undefined ? { mode } : {})
      }
    })
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
  return {
    format: INDEX_FORMAT,
    tool: String(doc.tool ?? ''),
    manifest: doc.manifest as string,
    spacing: isCount(doc.spacing) ? (doc.spacing as number) : 0,
    layers
  }
}

export const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex')
