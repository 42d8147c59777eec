// One published layer: the given paths of an installed tree, written by the `tar` package's Pack
// (PAX headers for long names, hardlinks within the layer; the layer applier is ours, the writer
// need not be) under image-path, compressed with zstd on Node's zlib into a file, with both
// digests taken on the way: the blob's (sha256 of the compressed bytes) and the diff ID (of the tar).
// No mtimes, owners, access or change times, devices or inode numbers are written, so the same
// tree gives the same bytes, and publishing again gives the same digest; modes are written exactly
// as installed (tar's portable mode would widen 0000 to 0600 and 0444 to 0644).
//
// The compressor is fed by hand, and ended only once its last chunk was consumed: Node's zlib
// applies the end directive to a chunk still buffered when end() is called, and then once more to
// the empty final flush, which for zstd starts a second, empty frame (13 bytes) in some runs and
// not in others, so the same tree would give another digest.
import { createHash } from 'node:crypto'
import { createWriteStream, promises as fs } from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Stats } from 'node:fs'
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
    jobs: 1,
    // Portable mode drops the owners and times but rewrites modes; this keeps the modes and drops
    // everything that differs between machines or runs (called before each header is made, after
    // hardlinks have been recognised by device and inode).
    onWriteEntry: e => {
      const w = e as unknown as { portable: boolean; myuid: number; stat: Stats }
      w.portable = false
      w.myuid = -1 // no user name in the header
      w.stat = Object.assign(Object.create(Object.getPrototypeOf(w.stat) as object) as Stats, w.stat, {
        uid: 0,
        gid: 0,
        atime: undefined,
        ctime: undefined,
        dev: undefined,
        ino: undefined,
        nlink: undefined
      })
    }
  })
  const tar = new Tap()
  const blob = new Tap()
  for (const p of paths) pack.add(p)
  pack.end()
  const z = zstdCompressor(level)
  const written = pipeline(z, blob, createWriteStream(file))
  written.catch(() => {}) // awaited below; a failure also ends the feed
  try {
    const feed = (pack as unknown as NodeJS.ReadableStream).pipe(tar)
    // Each piece is consumed before the next is given, so end() finds nothing buffered; pieces of
    // about 1 MiB keep the thread-pool round trips few.
    const give = (b: Buffer) => new Promise<void>((res, rej) => z.write(b, err => (err ? rej(err) : res())))
    let held: Buffer[] = []
    let heldBytes = 0
    for await (const c of feed as AsyncIterable<Buffer>) {
      held.push(c)
      heldBytes += c.length
      if (heldBytes < 1 << 20) continue
      await give(Buffer.concat(held))
      held = []
      heldBytes = 0
    }
    if (heldBytes) await give(Buffer.concat(held))
    z.end()
    await written
  } catch (e) {
    z.destroy()
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
