// One published layer: the given paths of an installed tree, written by the `tar` package's Pack
// (PAX headers for long names, hardlinks within the layer; the layer applier is ours, the writer
// need not be) under image-path, compressed with zstd on Node's zlib into a file, with both
// digests taken on the way: the blob's (sha256 of the compressed bytes) and the diff ID (of the tar).
// No mtimes and no owners are written, so the same tree gives the same bytes, and publishing again
// gives the same digest.
import { createHash } from 'node:crypto'
import { createWriteStream, promises as fs } from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { Pack } from 'tar'

export interface BuiltLayer {
  file: string
  digest: string
  size: number
  diffId: string
  /** Uncompressed tar bytes. */
  tarBytes: number
}

class Tap extends Transform {
  readonly hash = createHash('sha256')
  bytes = 0
  override _transform(c: Buffer, _e: BufferEncoding, cb: TransformCallback): void {
    this.hash.update(c)
    this.bytes += c.length
    cb(null, c)
  }
}

type ZstdZlib = typeof zlib & {
  createZstdCompress?: (o: { params: Record<number, number>; chunkSize?: number }) => Transform
  constants: { ZSTD_c_compressionLevel?: number; ZSTD_c_checksumFlag?: number }
}

/** A zstd compressor at `level` with frame checksums (Node 24's zlib). */
export function zstdCompressor(level: number): Transform {
  const z = zlib as ZstdZlib
  if (!z.createZstdCompress || z.constants.ZSTD_c_compressionLevel === undefined)
    throw new Error(`publish writes zstd layers, which need Node 24 (this is ${process.version}).`)
  return z.createZstdCompress({
    params: { [z.constants.ZSTD_c_compressionLevel]: level, [z.constants.ZSTD_c_checksumFlag!]: 1 },
    chunkSize: 1 << 20
  })
}

/** Writes `paths` (relative to `dir`, '.' = dir itself) as a zstd tar layer at `file`. */
export async function buildLayer(
  dir: string,
  paths: readonly string[],
  imagePath: string,
  file: string,
  level: number
): Promise<BuiltLayer> {
  const pack = new Pack({
    cwd: dir,
    prefix: imagePath.replace(/^\/+|\/+$/g, ''),
    portable: true,
    noMtime: true,
    noDirRecurse: true,
    strict: true,
    // One path at a time. With several in flight, tar 7.5 defers a hardlinked file whose stat
    // came back out of turn, and finishing such a deferred entry can end the archive twice
    // ("write after end", an uncaught throw; seen 1 run in 4 with a hardlink in the tree). The
    // layers themselves are packed side by side, so little is lost.
    jobs: 1
  })
  const tar = new Tap()
  const blob = new Tap()
  for (const p of paths) pack.add(p)
  pack.end()
  try {
    await pipeline(
      pack as unknown as NodeJS.ReadableStream,
      tar,
      zstdCompressor(level),
      blob,
      createWriteStream(file)
    )
  } catch (e) {
    await fs.rm(file, { force: true })
    throw e
  }
  return {
    file,
    digest: 'sha256:' + blob.hash.digest('hex'),
    size: blob.bytes,
    diffId: 'sha256:' + tar.hash.digest('hex'),
    tarBytes: tar.bytes
  }
}
