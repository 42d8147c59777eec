// Files checked against their sha256 on threads of their own (digest-worker.ts): a tree from a
// cache, file by file, before anything in it runs (verify/verify.ts). The tree was just restored,
// so it is in the page cache, and files are independent: any number of threads share them, each
// file going to the thread with the fewest bytes still to read. On the main thread alone the 2 GB
// of the benchmark tree took ~1.3 s at 1.6 GB/s. Jobs are posted in batches, once per turn of the
// event loop (a message per file would cost the main thread a few µs each).
import { Worker } from 'node:worker_threads'
import { onProtocol, workerUrl } from '../thread.ts'
import { rebuildError } from '../errors.ts'
import type { DigestJob, FromDigest, ToDigest } from './digest-protocol.ts'

interface Thread {
  w: Worker
  /** Bytes of the files given to it and not yet answered. */
  bytes: number
  batch: DigestJob[]
  waiting: Map<number, { size: number; resolve(ok: boolean): void; reject(e: Error): void }>
}

export class DigestPool {
  private readonly threads: Thread[] = []
  private next = 0
  private flushing = false
  private closed?: Error

  constructor(size: number) {
    const url = workerUrl(import.meta.url, './digest-worker.ts', 'digest-worker.js')
    for (let i = 0; i < Math.max(1, size); i++) {
      const w = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: 4 } })
      w.unref()
      const t: Thread = { w, bytes: 0, batch: [], waiting: new Map() }
      onProtocol<FromDigest>(w, 'digest', ({ results }) => {
        for (const r of results) {
          const job = t.waiting.get(r.id)
          if (!job) continue
          t.waiting.delete(r.id)
          t.bytes -= job.size
          if ('ok' in r) job.resolve(r.ok)
          else job.reject(rebuildError(r.error))
        }
      })
      w.on('error', e => this.fail(t, e))
      this.threads.push(t)
    }
  }

  /**
   * Whether the file at `path` (of `size` bytes) has the sha256 `sha256` (hex). Rejects when it
   * cannot be read (the error carries its errno code) or the pool was closed first.
   */
  matches(path: string, size: number, sha256: string): Promise<boolean> {
    if (this.closed) return Promise.reject(this.closed)
    const t = this.threads.reduce((a, b) => (b.bytes < a.bytes ? b : a))
    const id = this.next++
    t.bytes += size
    t.batch.push({ id, path, sha256 })
    if (!this.flushing) {
      this.flushing = true
      setImmediate(() => this.flush())
    }
    return new Promise((resolve, reject) => t.waiting.set(id, { size, resolve, reject }))
  }

  private flush(): void {
    this.flushing = false
    for (const t of this.threads)
      if (t.batch.length) {
        t.w.postMessage({ p: 'digest', t: 'check', jobs: t.batch } satisfies ToDigest)
        t.batch = []
      }
  }

  private fail(t: Thread, e: Error): void {
    for (const job of t.waiting.values()) job.reject(e)
    t.waiting.clear()
    t.batch = []
  }

  /** Stops the threads; files not yet answered are rejected. */
  async close(): Promise<void> {
    this.closed ??= new Error('the digest threads were closed')
    for (const t of this.threads) this.fail(t, this.closed)
    await Promise.all(this.threads.map(t => t.w.terminate()))
  }
}
