// A buffer written whole with writeSync, which may take fewer bytes than it is given: the seek
// install's write threads (seek/write-files.ts) and the lazy mount's store (mount/store-files.ts).
import { writeSync } from 'node:fs'

/** `b` written whole to `fd`, at `position` if given (else where the file's offset is). */
export function writeFully(fd: number, b: Uint8Array, position?: number): void {
  for (let at = 0; at < b.length;) {
    const n = writeSync(fd, b, at, b.length - at, position === undefined ? null : position + at)
    // A write that takes nothing would be asked again for ever: a full disk says so this way.
    if (n === 0) throw Object.assign(new Error('write returned 0 bytes'), { code: 'ENOSPC' })
    at += n
  }
}
