// A buffer written whole, by writes that may take fewer bytes than they are given: with writeSync
// on the seek install's write threads (seek/write/write-files.ts) and in the lazy mount's store
// (mount/store/store-files.ts, content.ts); on libuv's threads in the restore's extraction
// (action/restore/extract.ts). And a small file replaced whole (replaceWhole).
import { renameSync, write, writeFileSync, writeSync } from 'node:fs'
import { promisify } from 'node:util'

const writeAsync = promisify(write)

/** A write that takes nothing would be asked again for ever: a full disk says so this way. */
const tookNothing = () => Object.assign(new Error('write returned 0 bytes'), { code: 'ENOSPC' })

/** `b` written whole to `fd`, at `position` if given (else where the file's offset is). */
export function writeFully(fd: number, b: Uint8Array, position?: number): void {
  for (let at = 0; at < b.length;) {
    const n = writeSync(fd, b, at, b.length - at, position === undefined ? null : position + at)
    if (n === 0) throw tookNothing()
    at += n
  }
}

/** writeFully() on libuv's threads: `b` written whole at `position` of `fd`. */
export async function writeFullyAsync(fd: number, b: Uint8Array, position: number): Promise<void> {
  for (let at = 0; at < b.length;) {
    const { bytesWritten } = await writeAsync(fd, b, at, b.length - at, position + at)
    if (bytesWritten === 0) throw tookNothing()
    at += bytesWritten
  }
}

/**
 * `data` at `path` whole or not at all: written beside it (`<path>.part`) and renamed there, so a
 * reader that waits for the name, or reads it while it is rewritten, never sees half of it.
 */
export function replaceWhole(path: string, data: string | Uint8Array): void {
  writeFileSync(`${path}.part`, data)
  renameSync(`${path}.part`, path)
}
