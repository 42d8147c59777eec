// Checkpoints in GZIDX, indexed_gzip's export format (version 1, little-endian; rapidgzip reads and
// writes it too), as the seek index keeps a gzip layer's checkpoints: they can be checked with
// another tool. The one place for the format's layout.
import { IndexFormatError } from './errors.ts'
import type { Checkpoint, LayerIndex } from './model.ts'

/** Deflate's window: the most a back-reference reaches back, and what GZIDX keeps at each checkpoint. */
export const WINDOW = 32 << 10
/** GZIDX's fixed header, and each checkpoint's record after it. */
export const GZIDX_HEADER = 35
export const GZIDX_POINT = 18
/** Where the header's fields are: compressed and uncompressed sizes (u64), spacing, window, points (u32). */
const AT = { compressed: 7, uncompressed: 15, spacing: 23, window: 27, points: 31 } as const
/** Where a point's fields are: its byte (u64), its output offset (u64), bits before the byte, has a window. */
const POINT = { byte: 0, out: 8, bits: 16, window: 17 } as const

/** How many checkpoint records follow a GZIDX header. */
export const gzidxPoints = (header: Buffer): number => header.readUInt32LE(AT.points)
/** Whether a checkpoint record says a window follows the records for it. */
export const pointHasWindow = (point: Buffer): boolean => point[POINT.window] !== 0

/** The checkpoints as GZIDX: byte offset rounded up, and the bits before it that belong to the block. */
export function toGzidx(l: LayerIndex, spacing: number): Buffer {
  const header = Buffer.alloc(GZIDX_HEADER)
  header.write('GZIDX', 0, 'ascii')
  header[5] = 1
  header[6] = 0
  header.writeBigUInt64LE(BigInt(l.size), AT.compressed)
  header.writeBigUInt64LE(BigInt(l.tarBytes), AT.uncompressed)
  header.writeUInt32LE(Math.max(WINDOW, spacing), AT.spacing)
  header.writeUInt32LE(WINDOW, AT.window)
  header.writeUInt32LE(l.checkpoints.length, AT.points)
  const points = Buffer.alloc(GZIDX_POINT * l.checkpoints.length)
  const windows: Buffer[] = []
  l.checkpoints.forEach((c, i) => {
    const bits = c.bit % 8
    points.writeBigUInt64LE(BigInt(Math.floor(c.bit / 8) + (bits ? 1 : 0)), i * GZIDX_POINT + POINT.byte)
    points.writeBigUInt64LE(BigInt(c.out), i * GZIDX_POINT + POINT.out)
    points[i * GZIDX_POINT + POINT.bits] = bits ? 8 - bits : 0
    points[i * GZIDX_POINT + POINT.window] = c.window.length ? 1 : 0
    if (c.window.length) {
      // Windows are always 32 KiB in the format: a shorter one (near the start) is padded in front.
      windows.push(
        c.window.length < WINDOW
          ? Buffer.concat([Buffer.alloc(WINDOW - c.window.length), c.window])
          : c.window
      )
    }
  })
  return Buffer.concat([header, points, ...windows])
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
  if (b.length < GZIDX_HEADER || b.toString('ascii', 0, 5) !== 'GZIDX')
    throw new IndexFormatError('not a GZIDX index')
  if (b[5] !== 1) throw new IndexFormatError(`GZIDX version ${b[5]} (this reads version 1)`)
  if (b.readUInt32LE(AT.window) !== WINDOW)
    throw new IndexFormatError('a GZIDX window size other than 32 KiB')
  const n = gzidxPoints(b)
  const checkpoints: Checkpoint[] = []
  let w = GZIDX_HEADER + GZIDX_POINT * n
  if (b.length < w) throw new IndexFormatError('a truncated GZIDX index')
  let taken = 0
  for (let i = 0; i < n; i++) {
    const o = GZIDX_HEADER + GZIDX_POINT * i
    const byte = Number(b.readBigUInt64LE(o + POINT.byte))
    const out = Number(b.readBigUInt64LE(o + POINT.out))
    const bits = b[o + POINT.bits]
    if (bits > 7 || (bits && byte === 0))
      throw new IndexFormatError('a GZIDX checkpoint with a denormal bit count')
    let window: Buffer = Buffer.alloc(0)
    if (b[o + POINT.window]) {
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
    compressedSize: Number(b.readBigUInt64LE(AT.compressed)),
    uncompressedSize: Number(b.readBigUInt64LE(AT.uncompressed)),
    checkpoints
  }
}
