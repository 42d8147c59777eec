// Disk writes for the overlay: new files are written by a small pool of concurrent writes (many
// small ROCm headers would otherwise pay one thread-pool round trip after another), and every
// destructive operation first waits for the pool to drain, so the result is the same as writing
// one entry after another. Files are created with O_EXCL: nothing is ever written through an
// existing path, let alone a symlink.
import { promises as fs, constants } from 'node:fs'
import { BufferRefs } from './buffer-refs.ts'
import type { Disk } from './disk.ts'
import { HostError, isHostErrno } from '../errors.ts'

export class DiskFullError extends HostError {
  override name = 'DiskFullError'
}

const UMASK = process.umask()

/** A failed write as the install says it: a full disk, or a host that will not let us write. */
export function diskError(e: unknown, path: string): Error {
  const err = e as NodeJS.ErrnoException
  if (err.code === 'ENOSPC' || err.code === 'EDQUOT')
    return new DiskFullError(
      `The disk filled up while writing ${path}. Free space on the runner (for example remove unused toolchains under /opt or /usr/local), ` +
        `or prune more of the tree with the prune input. Nothing was installed.`,
      { cause: err }
    )
  if (isHostErrno(err))
    return new HostError(
      `Cannot write ${path} (${err.code}: ${err.message}). Check the permissions and the file system of the install directory. Nothing was installed.`,
      { cause: err }
    )
  return err
}

/**
 * Bytes per write(2): the kernel's cost per byte grows with the size of the call (a writev of many
 * small pieces costs as much as one large write), while below this the syscalls and thread-pool
 * round trips start to count. The measurements: docs/benchmarks.md, "Write size".
 */
export const MAX_WRITE = 256 << 10

/** Writes `bufs` (of `total` bytes) at the file position, going on after a short write. */
async function writeAll(fh: fs.FileHandle, bufs: Buffer[], total: number): Promise<void> {
  let { bytesWritten } = await fh.writev(bufs)
  while (bytesWritten < total) {
    // A short write (rare on a regular file: a signal, or the disk filling): write the rest.
    let skip = bytesWritten
    const rest: Buffer[] = []
    for (const b of bufs) {
      if (skip >= b.length) skip -= b.length
      else {
        rest.push(skip ? b.subarray(skip) : b)
        skip = 0
      }
    }
    const r = await fh.writev(rest)
    if (r.bytesWritten === 0) throw Object.assign(new Error('write returned 0 bytes'), { code: 'ENOSPC' })
    bytesWritten += r.bytesWritten
  }
}

/**
 * Bytes handed to the writer but not yet written, above which the overlay waits. While it stays
 * below, the overlay (and with it the decompressor) goes on with the next entries while the
 * thread pool writes: decompression and disk writes overlap instead of taking turns.
 */
export const WRITE_BUDGET = 6 << 20

export class Writer implements Disk {
  private inflight = new Set<Promise<void>>()
  private failure?: Error
  private readonly limit: number
  private readonly budget: number
  private queuedBytes = 0
  private waiters: (() => void)[] = []
  private readonly refs: BufferRefs

  /** `refs`: the counts of the buffers handed to writeStream, which holds each until written. */
  constructor(refs = new BufferRefs(), limit = 16, budget = WRITE_BUDGET) {
    this.refs = refs
    this.limit = limit
    this.budget = budget
  }

  private check(): void {
    if (this.failure) throw this.failure
  }

  private wake(): void {
    const w = this.waiters
    this.waiters = []
    for (const f of w) f()
  }

  private track(p: Promise<void>): void {
    const t = p.catch(e => {
      this.failure ??= e as Error
    })
    const done = t.finally(() => {
      this.inflight.delete(done)
      this.wake()
    })
    this.inflight.add(done)
  }

  private written(n: number): void {
    this.queuedBytes -= n
    this.wake()
  }

  async flush(): Promise<void> {
    while (this.inflight.size) await Promise.all([...this.inflight])
    this.check()
  }

  /** Waits until fewer than `limit` small writes and at most `budget` bytes are pending. */
  private async room(small: boolean): Promise<void> {
    this.check()
    while ((small && this.inflight.size >= this.limit) || this.queuedBytes > this.budget) {
      await new Promise<void>(r => this.waiters.push(r))
      this.check()
    }
  }

  /** Writes a small file whose whole body is in memory; returns once it is queued. */
  async writeSmall(path: string, body: Buffer, mode: number): Promise<void> {
    await this.room(true)
    this.queuedBytes += body.length
    this.track(
      (async () => {
        try {
          await fs.writeFile(path, body, { flag: 'wx', mode })
          if ((mode & ~UMASK) !== mode) await fs.chmod(path, mode)
        } catch (e) {
          throw diskError(e, path)
        } finally {
          this.written(body.length)
        }
      })()
    )
  }

  /**
   * Streams a large body to `path`. Returns once the whole body has been handed over (waiting only
   * while more than `budget` bytes are pending); the file is written in the background, in order,
   * and `flush` waits for it like for the small writes.
   */
  async writeStream(path: string, body: AsyncIterable<Buffer>, mode: number): Promise<void> {
    this.check()
    const queue: Buffer[] = []
    let ended = false
    let more: (() => void) | undefined
    const next = async (): Promise<Buffer | undefined> => {
      while (!queue.length && !ended) await new Promise<void>(r => (more = r))
      return queue.shift()
    }
    let failed = false
    const job = (async () => {
      let fh: fs.FileHandle | undefined
      try {
        fh = await fs.open(
          path,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
          mode
        )
        let pending: Buffer[] = []
        let pendingBytes = 0
        const drain = async () => {
          await writeAll(fh!, pending, pendingBytes)
          this.written(pendingBytes)
          for (const p of pending) this.refs.release(p)
          pending = []
          pendingBytes = 0
        }
        for (let chunk = await next(); chunk; chunk = await next()) {
          for (let o = 0; o < chunk.length; o += MAX_WRITE) {
            const piece = chunk.subarray(o, o + MAX_WRITE)
            if (pendingBytes + piece.length > MAX_WRITE && pending.length) await drain()
            this.refs.retain(piece)
            pending.push(piece)
            pendingBytes += piece.length
          }
          this.refs.release(chunk)
        }
        if (pending.length) await drain()
        if ((mode & ~UMASK) !== mode) await fh.chmod(mode)
      } catch (e) {
        // What is still queued or pending keeps its reference: the garbage collector takes it,
        // as it would without counts; releasing is only ever done where it is surely right.
        failed = true
        this.written(queue.reduce((n, b) => n + b.length, 0))
        queue.length = 0
        throw diskError(e, path)
      } finally {
        await fh?.close()
      }
    })()
    this.track(job)
    try {
      for await (const chunk of body) {
        if (failed) break
        this.refs.retain(chunk)
        queue.push(chunk)
        this.queuedBytes += chunk.length
        more?.()
        await this.room(false)
      }
    } finally {
      ended = true
      more?.()
    }
    this.check()
  }

  async mkdirp(path: string): Promise<void> {
    this.check()
    try {
      await fs.mkdir(path, { recursive: true, mode: 0o755 })
    } catch (e) {
      throw diskError(e, path)
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
      throw diskError(e, path)
    }
  }
}
