// Picks the decompressor by the blob's magic bytes (gzip 1f 8b, zstd 28 b5 2f fd, else plain tar),
// whatever the media type claims; a disagreement is reported, not fatal. Node's zlib with 1 MiB
// output chunks (far faster than the 16 KiB default; larger ones cost more memory than they save
// time: docs/benchmarks.md); multi-member gzip streams are handled by zlib itself; zstd needs
// Node >= 22.15 / 24.
import { Readable, PassThrough, pipeline, type Transform } from 'node:stream'
import * as zlib from 'node:zlib'
import type { BufferRefs } from './buffer-refs.ts'

export type Compression = 'gzip' | 'zstd' | 'none'

export const CHUNK = 1 << 20
/**
 * Decompressed chunks (of up to CHUNK bytes) that may wait for the pump. Object mode on purpose: a
 * byte-mode stream's read() concatenates everything buffered into one new Buffer, a copy per read.
 * Two suffice since disk writes go to a background queue (writer.ts).
 */
export const AHEAD_CHUNKS = 2

export function sniff(magic: Buffer): Compression {
  if (magic.length >= 2 && magic[0] === 0x1f && magic[1] === 0x8b) return 'gzip'
  if (magic.length >= 4 && magic[0] === 0x28 && magic[1] === 0xb5 && magic[2] === 0x2f && magic[3] === 0xfd)
    return 'zstd'
  return 'none'
}

export function decompressor(c: Compression): Transform {
  if (c === 'gzip') return zlib.createGunzip({ chunkSize: CHUNK })
  if (c === 'zstd') {
    const z = zlib as unknown as { createZstdDecompress?: (o: object) => Transform }
    if (!z.createZstdDecompress) throw new Error(`zstd layers need Node 24 (this is ${process.version}).`)
    return z.createZstdDecompress({ chunkSize: CHUNK })
  }
  return new PassThrough({ highWaterMark: CHUNK })
}

/**
 * Whoever lent the input's buffers (the download thread, oci/blob/download-thread.ts): for a buffer it lent,
 * the function that gives it back once it has been read; undefined for any other buffer.
 */
export interface Lender {
  lent(buf: Buffer): (() => void) | undefined
}

export interface DecompressOptions {
  /** The install's buffer counts: the decompressor's own output buffers are marked for them. */
  refs?: BufferRefs
  lender?: Lender
}

/**
 * A blob's compression, from its first bytes (however the network split them), and all of its
 * bytes, those read to tell included: the one place a layer's first bytes are read, for installs and for
 * building a seek index (seek/build/build.ts).
 */
export async function sniffed(
  input: AsyncIterable<Buffer>
): Promise<{ detected: Compression; chunks: AsyncGenerator<Buffer> }> {
  const it = input[Symbol.asyncIterator]()
  const first: Buffer[] = []
  let len = 0
  let done = false
  while (len < 4) {
    const r = await it.next()
    if (r.done) {
      done = true
      break
    }
    first.push(r.value)
    len += r.value.length
  }
  const detected = sniff(Buffer.concat(first.map(c => c.subarray(0, 4))))
  async function* chunks() {
    yield* first
    if (done) return
    for (;;) {
      const r = await it.next()
      if (r.done) return
      yield r.value
    }
  }
  return { detected, chunks: chunks() }
}

/**
 * Reads the first bytes of `input`, then returns the decompressed stream and what was detected.
 * Errors anywhere (network, integrity, corrupt data) surface on the returned stream.
 */
export async function decompress(
  input: Readable,
  o: DecompressOptions = {}
): Promise<{ stream: Readable; detected: Compression }> {
  const { detected, chunks } = await sniffed(input)
  const d = decompressor(detected)
  // zlib and zstd write their output into dedicated CHUNK-sized buffers and never touch one again
  // once they have moved on to the next: the pump may free them when it is done (buffer-refs.ts).
  const refs = o.refs
  if (detected !== 'none' && refs)
    d.on('data', (c: Buffer) => {
      if (c.buffer.byteLength === CHUNK) refs.markExclusive(c)
    })
  const out = new PassThrough({ objectMode: true, highWaterMark: AHEAD_CHUNKS })
  pipeline(d, out, () => {})
  void feed(chunks, d, detected !== 'none', o.lender).catch(e => d.destroy(e as Error))
  return { stream: out, detected }
}

/**
 * Writes `chunks` into `d`. Buffers lent by the download thread (oci/blob/download-thread.ts) are inflated in
 * place and handed back from the write callback, which runs once zlib/zstd have consumed them;
 * the thread lends only a few per blob, so that also bounds what waits here. A plain tar is the
 * exception: its parser keeps slices of what it is given, so a lent buffer is copied and handed
 * back at once. Anything else is written as it comes, with the usual backpressure.
 */
async function feed(
  chunks: AsyncIterable<Buffer>,
  d: Transform,
  inPlace: boolean,
  lender?: Lender
): Promise<void> {
  let wake: (() => void) | undefined
  const onWake = () => wake?.()
  d.on('drain', onWake)
  d.on('close', onWake)
  const gone = () => d.destroyed || d.writableEnded
  try {
    for await (const c of chunks) {
      if (gone()) return
      const release = lender?.lent(c)
      if (release && inPlace) {
        d.write(c, () => release())
        continue
      }
      if (release) {
        d.write(Buffer.from(c))
        release()
      } else d.write(c)
      while (d.writableNeedDrain && !gone()) await new Promise<void>(r => (wake = r))
    }
    if (!gone()) d.end()
  } finally {
    d.off('drain', onWake)
    d.off('close', onWake)
  }
}
