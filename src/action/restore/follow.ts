// The cache archive read while the toolkit downloads it. @actions/cache writes the archive to a
// file, front to back (its HTTP path pipes the response into it; its Azure path writes each
// 128 MiB segment once the segment is in memory), and runs `tar` only once the whole file is
// there. Reading the file as it grows lets the extraction run beside the download instead of after
// it. Nothing read here is trusted more for it: the bytes go through the same strict reader and
// extraction, and the extraction is finished (checked and kept) only once the toolkit has called
// `tar` on this very file, which it does only after a download that completed.
import { closeSync, fstatSync, openSync, readdirSync, read as readCb, constants } from 'node:fs'
import { promisify } from 'node:util'
import { join } from 'node:path'

const readAsync = promisify(readCb)

/** How often a reader that caught up with the download looks again. */
const POLL_MS = 10

/** The archive's file names, as the toolkit names them (CacheFilename). */
const ARCHIVE_NAMES = new Set(['cache.tzst', 'cache.tgz'])

/**
 * The toolkit's archive in `downloads` (its RUNNER_TEMP: `<downloads>/<uuid>/cache.tzst`), opened
 * without following a link, once it is there; undefined while it is not.
 */
export function findArchive(downloads: string): { fd: number; path: string } | undefined {
  let dirs: string[]
  try {
    dirs = readdirSync(downloads)
  } catch {
    return undefined
  }
  for (const d of dirs) {
    let names: string[]
    try {
      names = readdirSync(join(downloads, d))
    } catch {
      continue
    }
    for (const n of names) {
      if (!ARCHIVE_NAMES.has(n)) continue
      const path = join(downloads, d, n)
      const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
      if (fstatSync(fd).isFile()) return { fd, path }
      closeSync(fd)
      throw new Error(`${path} is not a regular file`)
    }
  }
  return undefined
}

/** A file being written front to back by another process, read as it grows. */
export class GrowingFile {
  /** Its size once the writer is done (end()); until then, more may come. */
  private size?: number
  /** Why the reading was stopped (stop()), if it was. */
  stopped?: Error
  private wake?: () => void
  /** Bytes read so far. */
  read = 0

  readonly fd: number

  constructor(fd: number) {
    this.fd = fd
  }

  /** The writer is done: the file has `size` bytes, and no more will come. */
  end(size: number): void {
    this.size = size
    this.wake?.()
  }

  /** Stops the reading: chunks() throws `why`. */
  stop(why: Error): void {
    this.stopped = why
    this.wake?.()
  }

  /** The file's bytes in order, in chunks of at most `chunk` bytes, until end() and its last byte. */
  async *chunks(chunk: number): AsyncGenerator<Buffer> {
    for (;;) {
      if (this.stopped) throw this.stopped
      if (this.size !== undefined && this.read >= this.size) {
        if (this.read > this.size) throw new Error(`the archive shrank to ${this.size} bytes while read`)
        return
      }
      const want = this.size === undefined ? chunk : Math.min(chunk, this.size - this.read)
      const b = Buffer.allocUnsafe(want)
      const { bytesRead } = await readAsync(this.fd, b, 0, want, this.read)
      if (bytesRead > 0) {
        this.read += bytesRead
        yield bytesRead === want ? b : b.subarray(0, bytesRead)
        continue
      }
      // end() came while this read was on its way: whole if it said as much as was read.
      if (this.size !== undefined && this.read >= this.size) continue
      if (this.size !== undefined)
        throw new Error(`the archive ends at ${this.read} bytes; the toolkit said ${this.size}`)
      // Caught up with the download: wait for more, or for its end.
      await new Promise<void>(r => {
        const t = setTimeout(r, POLL_MS)
        this.wake = () => {
          clearTimeout(t)
          r()
        }
      })
      this.wake = undefined
    }
  }
}
