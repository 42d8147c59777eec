// The seek index: for each layer of one image (named by its manifest and layer digests), where a
// deflate stream can be resumed (checkpoints), the sha256 of the compressed bytes between them
// (spans), and the table of contents of its tar stream. docs/index-format.md describes the file.
// The checkpoints of a gzip layer are kept in GZIDX (gzidx.ts). Format 2 (written: encode.ts) is a
// small JSON header and binary tables, the TOC in compact rows with each file's sha256 (rows.ts);
// format 1 (JSON throughout, no file digests) is still read (decode.ts).
import type { TocTable } from './toc-table.ts'

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
   * before unneeded windows are let go (../apply/from-spans.ts releaseUnneededWindows): its trailer is checked.
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
