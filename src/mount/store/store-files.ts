// The lazy mount's content store on disk (content.ts): files and spans written beside their place
// and renamed there whole (nothing reads one half written), their directories made again where
// the background fill (its own process) removed them, done, meanwhile; spans read back a piece at
// a time; buffers used again; the room left on the store's file system.
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, renameSync, rmSync, statfsSync } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { PRIME_ROOM, primed } from '../../seek/inflate/prime.ts'
import { writeFully } from '../../write-fully.ts'

/** Bytes free to an unprivileged writer on the file system of `dir`; undefined where not known. */
export function freeBytes(dir: string): number | undefined {
  try {
    const s = statfsSync(dir)
    return s.bavail * s.bsize
  } catch {
    return undefined
  }
}

/** The first of `spares` of at least `bytes`, taken out; undefined where none is. */
export function takeSpare(spares: ArrayBuffer[], bytes: number): ArrayBuffer | undefined {
  const k = spares.findIndex(ab => ab.byteLength >= bytes)
  return k < 0 ? undefined : spares.splice(k, 1)[0]
}

/**
 * A buffer nobody holds any more: kept among `spares` for the next span while they are fewer than
 * `max`, else freed now (a zero-length transfer), not left to V8's collector, which let such
 * buffers (up to a span's output each) pile up between its collections.
 */
export function retire(spares: ArrayBuffer[], ab: ArrayBuffer, max: number): void {
  if (ab.detached) return
  if (spares.length < max) spares.push(ab)
  else ab.transfer(0)
}

/** Compressed bytes of a span read from the store at once (inflated as they are read: span-inflate.ts). */
export const SPAN_PIECE = 1 << 20

/**
 * The `length` bytes of a span kept in the store (open as `fh`, closed once they are read or no
 * longer wanted), primed to start at bit `bit` of its first byte, a piece of at most `piece`
 * bytes at a time, every piece in one buffer: each is the caller's until it asks for the next.
 */
export async function* spanPieces(
  fh: FileHandle,
  length: number,
  bit: number,
  piece = SPAN_PIECE
): AsyncGenerator<Buffer> {
  try {
    // Room before the bytes for the empty blocks priming prepends (in place: nothing copied).
    const ab = new ArrayBuffer(PRIME_ROOM + Math.min(piece, length))
    for (let at = 0; at < length;) {
      const k = Math.min(piece, length - at)
      const b = Buffer.from(ab, PRIME_ROOM, k)
      const { bytesRead } = await fh.read(b, 0, k, at)
      if (bytesRead !== k) throw new Error(`the store holds ${at + bytesRead} bytes of a span of ${length}`)
      yield at === 0 ? primed(b, bit, true) : b
      at += k
    }
  } finally {
    await fh.close()
  }
}

/** The path of a part written beside `path` before it is renamed there (nothing reads it half written). */
export const partOf = (path: string) => `${path}.${randomBytes(6).toString('hex')}.part`

/**
 * A part file beside `path`, renamed there once whole (nothing reads it half written); its
 * directory made again where the background fill (its own process) removed it, done, meanwhile.
 */
export function openPart(path: string): { fd: number; tmp: string } {
  const tmp = partOf(path)
  try {
    return { fd: openSync(tmp, 'w', 0o600), tmp }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e
    mkdirSync(dirname(tmp), { recursive: true, mode: 0o700 })
    return { fd: openSync(tmp, 'w', 0o600), tmp }
  }
}

/**
 * `bytes` kept at `path` in the store, whole or not at all (a part renamed into place), on this
 * thread: small files, into the page cache.
 */
export function keep(path: string, bytes: Buffer): void {
  const { fd, tmp } = openPart(path)
  try {
    writeFully(fd, bytes, 0)
  } catch (e) {
    closeSync(fd)
    rmSync(tmp, { force: true })
    throw e
  }
  closeSync(fd)
  renameSync(tmp, path)
}
