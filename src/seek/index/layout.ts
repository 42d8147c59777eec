// Where things are in a seek index: the one place for its offset arithmetic (as soci's Zinfo is
// for its spans), both ways. An entry is numbered across the image (layer and place in its table
// of contents in one number). A gzip layer's span j lies in the blob from the byte its
// checkpoint's first bit is in through the byte the next checkpoint's first bit is in (the
// one-byte overlap: that byte holds the end of one block and the start of the next), the last to
// the blob's end; it inflates to the tar bytes from its checkpoint's `out` to the next one's (the
// last to the end of the stream). The bytes before the first span are the layer's head (its gzip
// header); spans are found by offset.
import type { Checkpoint, LayerIndex } from './model.ts'

/** The low part of an entry's number: more than an index may list in all (decode.ts MAX_ENTRIES). */
const PER_LAYER = 2 ** 26

/** An entry's number across the image: layer in the high part, its place in the TOC in the low. */
export const entryId = (layer: number, k: number): number => layer * PER_LAYER + k
/** The layer an entry's number names. */
export const layerOf = (id: number): number => Math.floor(id / PER_LAYER)
/** The entry's place in its layer's TOC. */
export const placeOf = (id: number): number => id % PER_LAYER

/** The byte of the blob a checkpoint's first bit is in: where its span starts. */
export const byteOf = (bit: number): number => Math.floor(bit / 8)

/**
 * The compressed bytes [start, end) span `j` takes in a blob of `size` bytes, from its checkpoints
 * alone: to the byte the next checkpoint begins in, inclusive (the overlap), the last to the end.
 */
export function spanRange(
  checkpoints: readonly Pick<Checkpoint, 'bit'>[],
  j: number,
  size: number
): [number, number] {
  const start = byteOf(checkpoints[j].bit)
  return [start, j + 1 < checkpoints.length ? byteOf(checkpoints[j + 1].bit) + 1 : size]
}

/** The compressed bytes of span `j` as the index lists them, inclusive both ends (a Range request's). */
export function spanBytes(l: LayerIndex, j: number): { first: number; last: number } {
  const s = l.spans[j]
  return { first: s.offset, last: s.offset + s.length - 1 }
}

/** The layer's head: how many bytes of the blob come before its first span (its gzip header). */
export const headBytes = (l: LayerIndex): number => l.spans[0]?.offset ?? 0

/** The tar bytes [start, end) span `j` of a gzip layer inflates to. */
export function spanOut(l: LayerIndex, j: number): [number, number] {
  return [l.checkpoints[j].out, j + 1 < l.checkpoints.length ? l.checkpoints[j + 1].out : l.tarBytes]
}

/** The last span whose output starts at or before tar offset `off`. */
export function spanAt(l: LayerIndex, off: number): number {
  let lo = 0
  let hi = l.checkpoints.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (l.checkpoints[mid].out <= off) lo = mid
    else hi = mid - 1
  }
  return lo
}

/**
 * The spans whose output holds any byte of the non-empty tar range [from, to): first and last,
 * inclusive (every span between them too). Called for every entry an install walks: no allocation
 * but the pair.
 */
export function spansOver(l: LayerIndex, from: number, to: number): [number, number] {
  return [spanAt(l, from), spanAt(l, to - 1)]
}

/**
 * Compressed bytes a fetch of `spans` (ascending) of layer `l` takes: spans overlap by the byte in
 * which the next checkpoint's bits begin, so a layer fetched whole is its blob, gzip header and all.
 */
export function fetchBytes(l: LayerIndex, spans: number[]): number {
  return spans.length === l.spans.length ? l.size : spans.reduce((s, j) => s + l.spans[j].length, 0)
}
