// Disk writes for the applier: new files are written by a small pool of concurrent writes (many
// small ROCm headers would otherwise pay one thread-pool round trip after another), and every
// destructive operation first waits for the pool to drain, so the result is the same as writing
// one entry after another. Files are created with O_EXCL: nothing is ever written through an
// existing path, let alone a symlink.
import { promises as fs, constants } from 'node:fs'

export class DiskFullError extends Error {
  override name = 'DiskFullError'
}

const UMASK = process.umask()

function wrap(e: unknown, path: string): Error {
  const err = e as NodeJS.ErrnoException
  if (err.code === 'ENOSPC' || err.code === 'EDQUOT')
    return new DiskFullError(
      `The disk filled up while writing ${path}. Free space on the runner (for example remove unused toolchains under /opt or /usr/local), ` +
        `or prune more of the tree with the prune input. Nothing was installed.`
    )
  return err
}

export class Writer {
  private inflight = new Set<Promise<void>>()
  private failure?: Error
  private readonly limit: number

  constructor(limit = 16) {
    this.limit = limit
  }

  private check(): void {
    if (this.failure) throw this.failure
  }

  private track(p: Promise<void>): void {
    const t = p.catch(e => {
      this.failure ??= e as Error
    })
    const done = t.finally(() => this.inflight.delete(done))
    this.inflight.add(done)
  }

  async flush(): Promise<void> {
    while (this.inflight.size) await Promise.all([...this.inflight])
    this.check()
  }

  private async slot(): Promise<void> {
    this.check()
    while (this.inflight.size >= this.limit) await Promise.race(this.inflight)
    this.check()
  }

  /** Writes a small file whose whole body is in memory; returns once it is queued. */
  async writeSmall(path: string, body: Buffer, mode: number): Promise<void> {
    await this.slot()
    this.track(
      (async () => {
        try {
          await fs.writeFile(path, body, { flag: 'wx', mode })
          if ((mode & ~UMASK) !== mode) await fs.chmod(path, mode)
        } catch (e) {
          throw wrap(e, path)
        }
      })()
    )
  }

  /** Streams a large body to `path` (awaited: large files are written one at a time). */
  async writeStream(path: string, body: AsyncIterable<Buffer>, mode: number): Promise<void> {
    this.check()
    let fh: fs.FileHandle | undefined
    try {
      fh = await fs.open(
        path,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        mode
      )
      let pending: Buffer[] = []
      let pendingBytes = 0
      for await (const chunk of body) {
        pending.push(chunk)
        pendingBytes += chunk.length
        if (pendingBytes >= 1 << 20) {
          await fh.writev(pending)
          pending = []
          pendingBytes = 0
        }
      }
      if (pending.length) await fh.writev(pending)
      if ((mode & ~UMASK) !== mode) await fh.chmod(mode)
    } catch (e) {
      throw wrap(e, path)
    } finally {
      await fh?.close()
    }
  }

  async mkdirp(path: string): Promise<void> {
    this.check()
    try {
      await fs.mkdir(path, { recursive: true, mode: 0o755 })
    } catch (e) {
      throw wrap(e, path)
    }
  }

  async remove(path: string): Promise<void> {
    await this.flush()
    await fs.rm(path, { recursive: true, force: true })
  }

  async link(existing: string, path: string): Promise<void> {
    await this.flush()
    try {
      await fs.link(existing, path)
    } catch (e) {
      throw wrap(e, path)
    }
  }
}
