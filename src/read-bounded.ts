// Reading a file that someone else may have put there (a tool-cache entry's record, a kept
// document, a lock's owner): opened without following a final symlink and without blocking (a
// FIFO would hang the job forever), taken only when it is a regular file, and read within a size
// cap (a name linked to /dev/zero would be read without end). Undefined when it is none of that.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

const FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK

/** `follow`: a final symlink is followed (a file of a tree, whose links were checked). */
export function readBounded(path: string, cap: number, o: { follow?: boolean } = {}): Buffer | undefined {
  let fd: number
  try {
    fd = openSync(path, o.follow ? FLAGS & ~constants.O_NOFOLLOW : FLAGS)
  } catch {
    return undefined
  }
  try {
    const st = fstatSync(fd)
    if (!st.isFile() || st.size > cap) return undefined
    // One byte more than the cap shows a file that grew past it while read.
    const out = Buffer.allocUnsafe(Math.min(st.size, cap) + 1)
    let n = 0
    for (;;) {
      const r = readSync(fd, out, n, out.length - n, null)
      if (!r) break
      n += r
      if (n > cap) return undefined
      if (n === out.length) break
    }
    return n > cap ? undefined : out.subarray(0, n)
  } catch {
    return undefined
  } finally {
    closeSync(fd)
  }
}
