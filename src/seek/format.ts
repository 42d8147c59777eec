// The seek index: for each layer of one image (named by its manifest and layer digests), where a
// deflate stream can be resumed (checkpoints), the sha256 of the compressed bytes between them
// (spans), and the table of contents of its tar stream. docs/index-format.md describes the file.
// The checkpoints of a gzip layer are kept in indexed_gzip's GZIDX format (also read and written by
// rapidgzip), so they can be checked with another tool. Format 2 (written) is a small JSON header
// and binary tables, the TOC in compact rows with each file's sha256 (rows.ts); format 1 (JSON
// throughout, no file digests) is still read.
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createGzip, gzipSync } from 'node:zlib'
import type { TocTable } from './toc-table.ts'
import { IndexFormatError, OtherImageIndexError } from './format-error.ts'
import { RowWriter } from './rows.ts'

/** The format written; format 1 is still read (its files carry no content digests). */
export const INDEX_FORMAT = 2
/** The media types of the index as an OCI artifact (format 2), and of format 1's. */
export const INDEX_ARTIFACT = 'application/vnd.io.github.vmafx.setup-rocm.seek-index.v2'
export const INDEX_LAYER = 'application/vnd.io.github.vmafx.setup-rocm.seek-index.v2+gzip'
export const INDEX_ARTIFACT_V1 = 'application/vnd.io.github.vmafx.setup-rocm.seek-index.v1'
export const INDEX_LAYER_V1 = 'application/vnd.io.github.vmafx.setup-rocm.seek-index.v1+json+gzip'
/** Format 2's first bytes (inside the gzip stream): "SRIX" and the format number. */
export const MAGIC = Buffer.from('SRIX\x02', 'latin1')

/**
 * The most compressed bytes a gzip layer's span may take, in any format: an install holds a span
 * whole while it is checked and inflated (and up to four at once: spans.ts MAX_ALIVE_BYTES). The
 * builder's spacing is at most 16 MiB of output, which compresses to less: a longer span is an
 * index built otherwise, refused (issue 49 item 7: a 160 MiB span took an install to 429 MiB).
 */
export const MAX_SPAN_BYTES = 24 << 20

export interface Checkpoint {
  /** Bit offset of a deflate block start in the compressed blob (even: prime.ts). */
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
  /** In columns: a million entries would take ~80 MB as objects (toc-table.ts). */
  toc: TocTable
  /**
   * Where the tar archive ends (its end-of-archive, toc.ts TocBuilder.eoa): no entry lies past it.
   * Absent in indexes made before it was recorded.
   */
  eoa?: number
  /**
   * Where the layer's last gzip member's output starts (its last checkpoint with no window), noted
   * before unneeded windows are let go (apply.ts releaseUnneededWindows): its trailer is checked.
   */
  lastMember?: number
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

export { IndexFormatError, OtherImageIndexError }

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

/**
 * Reads GZIDX checkpoints; a padded window is given back at its real length (`out` bytes at most).
 * `windows`: the windows, when they were read apart from the points (decode.ts reads them one by one).
 */
export function fromGzidx(
  b: Buffer,
  windows?: Buffer[]
): {
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
  let taken = 0
  for (let i = 0; i < n; i++) {
    const o = 35 + 18 * i
    const byte = Number(b.readBigUInt64LE(o))
    const out = Number(b.readBigUInt64LE(o + 8))
    const bits = b[o + 16]
    if (bits > 7 || (bits && byte === 0))
      throw new IndexFormatError('a GZIDX checkpoint with a denormal bit count')
    let window: Buffer = Buffer.alloc(0)
    if (b[o + 17]) {
      if (windows) {
        if (taken >= windows.length) throw new IndexFormatError('a truncated GZIDX window')
        window = windows[taken++]
      } else {
        if (b.length < w + WINDOW) throw new IndexFormatError('a truncated GZIDX window')
        window = b.subarray(w, w + WINDOW)
        w += WINDOW
      }
      if (out < WINDOW) window = window.subarray(WINDOW - out)
    }
    // Windows read apart are the reader's own copies already; those in `b` are copied out of it.
    checkpoints.push({ bit: byte * 8 - bits, out, window: windows ? window : Buffer.from(window) })
  }
  return {
    compressedSize: Number(b.readBigUInt64LE(7)),
    uncompressedSize: Number(b.readBigUInt64LE(15)),
    checkpoints
  }
}

// ---- the file -------------------------------------------------------------------------------------

/** A layer in format 1's JSON document (decode.ts reads it, every field checked). */
export interface LayerJsonV1 {
  digest: string
  size: number
  compression: LayerIndex['compression']
  tarBytes: number
  gzidx?: string
  spans: [number, number, string][]
  toc: [number, number, number, string, string, string | null, number | null][]
  eoa?: number
}

/** Format 1's file: gzip of one JSON document (no file digests). Kept to test that it is still read. */
export function encodeIndexV1(ix: SeekIndex): Buffer {
  const doc = {
    format: 1,
    tool: ix.tool,
    manifest: ix.manifest,
    spacing: ix.spacing,
    layers: ix.layers.map((l): LayerJsonV1 => ({
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      ...(l.compression === 'gzip' ? { gzidx: toGzidx(l, ix.spacing).toString('base64') } : {}),
      spans: l.spans.map(s => [s.offset, s.length, s.sha256]),
      toc: [...l.toc].map(e => [
        e.header,
        e.data,
        e.size,
        e.type,
        e.path,
        e.linkpath ?? null,
        e.mode ?? null
      ]),
      ...(l.eoa !== undefined ? { eoa: l.eoa } : {})
    }))
  }
  return gzipSync(Buffer.from(JSON.stringify(doc)), { level: 9 })
}

/**
 * The index file (format 2): gzip of MAGIC, a u32 length and the JSON header (the manifest and each
 * layer's digest, size, compression, tarBytes, end-of-archive and how many checkpoint bytes, spans
 * and rows follow), then each layer's tables: its GZIDX checkpoints, its spans (varint offset and
 * length, 32 bytes of sha256) and its rows (rows.ts). Compressed as the rows are written, a MiB at
 * a time: the uncompressed file of a million entries (~47 MiB) is never held whole.
 */
export async function encodeIndex(ix: SeekIndex): Promise<Buffer> {
  const gzidx = ix.layers.map(l => (l.compression === 'gzip' ? toGzidx(l, ix.spacing) : Buffer.alloc(0)))
  const head = Buffer.from(
    JSON.stringify({
      format: INDEX_FORMAT,
      tool: ix.tool,
      manifest: ix.manifest,
      spacing: ix.spacing,
      layers: ix.layers.map((l, i) => ({
        digest: l.digest,
        size: l.size,
        compression: l.compression,
        tarBytes: l.tarBytes,
        ...(l.eoa !== undefined ? { eoa: l.eoa } : {}),
        gzidxBytes: gzidx[i].length,
        spans: l.spans.length,
        entries: l.toc.length
      }))
    })
  )
  const len = Buffer.alloc(4)
  len.writeUInt32LE(head.length)
  const gz = createGzip({ level: 9 })
  const out: Buffer[] = []
  gz.on('data', (c: Buffer) => out.push(c))
  const ended = once(gz, 'end')
  const write = async (b: Buffer) => {
    if (!gz.write(b)) await once(gz, 'drain')
  }
  await write(Buffer.concat([MAGIC, len, head]))
  for (const [i, l] of ix.layers.entries()) {
    await write(gzidx[i])
    const w = new RowWriter()
    for (const sp of l.spans) {
      w.varint(sp.offset)
      w.varint(sp.length)
      w.bytes(Buffer.from(sp.sha256, 'hex'))
    }
    for (const e of l.toc) {
      w.row(e)
      if (w.length >= 1 << 20) await write(w.take())
    }
    await write(w.take())
  }
  gz.end()
  await ended
  return Buffer.concat(out)
}

export const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex')
