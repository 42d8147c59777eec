// Blob downloads on a thread of their own (download-worker.ts, download-protocol.ts): TLS, HTTP
// parsing and sha256 (and the garbage of small TLS records, which a small heap collects cheaply)
// off the thread that inflates, parses and writes, so the decompressor does not wait on them
// (docs/benchmarks.md, "Download thread"). The streams returned here behave like BlobFetcher's: the
// blob's bytes (here in 1 MiB buffers), and at the end an error (same name and message) unless they
// match the digest and size, so nothing built from them is trusted before the stream ends cleanly.
import { Worker } from 'node:worker_threads'
import { Readable } from 'node:stream'
import { onProtocol, workerUrl } from '../../thread.ts'
import type { Logger } from '../../log.ts'
import type { Descriptor } from '../manifest.ts'
import { IntegrityError, RegistryError } from '../errors.ts'
import { rebuildError } from '../../errors.ts'
import type { DownloadOptions, DownloadSetup, FromDownload, ToDownload } from './download-protocol.ts'

export type { DownloadOptions } from './download-protocol.ts'

/**
 * Buffers of BLOB_CHUNK bytes per blob, lent back and forth: one being inflated while the next
 * one fills. Three or four measured no faster and cost RSS (prefetched layers hold theirs too).
 */
const BUFFERS = 2
export const BLOB_CHUNK = 1 << 20

/** The thread's errors rebuilt as the same class on this side (others: the same name and fault). */
const KNOWN: Record<string, new (m: string) => Error> = { IntegrityError, RegistryError }

export class BlobThread {
  private worker: Worker
  private streams = new Map<number, { s: Readable; onBytes?: (n: number) => void }>()
  private next = 0
  private failed?: Error
  private readonly logger: Logger
  /** Buffers this thread lent out, and how each goes back (see lent()). */
  private readonly loans = new WeakMap<Buffer, () => void>()
  /** The most buffers any finished blob needed (tests check the memory bound holds). */
  buffersPerBlob = 0

  constructor(transport: DownloadOptions, logger: Logger) {
    this.logger = logger
    this.worker = new Worker(workerUrl(import.meta.url, './download-worker.ts', 'download-worker.js'), {
      workerData: { transport, chunk: BLOB_CHUNK, buffers: BUFFERS } satisfies DownloadSetup,
      // A small young generation: the thread's garbage (TLS records, HTTP chunks) dies at once,
      // and V8's default let it grow to tens of MiB of peak RSS for nothing.
      resourceLimits: { maxYoungGenerationSizeMb: 2 }
    })
    onProtocol<FromDownload>(this.worker, 'download', m => this.onMessage(m))
    this.worker.on('error', e => this.fail(e))
    this.worker.on('exit', code => {
      if (code !== 0) this.fail(new Error(`the download thread exited with code ${code}`))
    })
  }

  private fail(e: Error): void {
    this.failed ??= e
    for (const { s } of this.streams.values()) s.destroy(e)
    this.streams.clear()
  }

  private post(m: ToDownload, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(m, transfer)
  }

  private onMessage(m: FromDownload): void {
    if (m.t === 'log') {
      this.logger[m.level](m.message)
      return
    }
    const entry = this.streams.get(m.id)
    if (!entry) return
    if (m.t === 'data') {
      const buf = Buffer.from(m.buf, 0, m.length)
      this.loans.set(buf, () => {
        if (this.streams.has(m.id)) this.post({ p: 'download', t: 'return', id: m.id, buf: m.buf }, [m.buf])
      })
      entry.onBytes?.(m.bytes)
      entry.s.push(buf)
    } else if (m.t === 'end') {
      this.buffersPerBlob = Math.max(this.buffersPerBlob, m.buffers)
      entry.onBytes?.(m.bytes)
      entry.s.push(null)
      this.streams.delete(m.id)
    } else {
      this.streams.delete(m.id)
      entry.s.destroy(rebuildError(m, KNOWN))
    }
  }

  /**
   * For a buffer one of this thread's streams yielded: the function that hands it back for reuse,
   * to be called once it has been read (decompress.ts does, from zlib's write callback). The
   * buffer must not be used after that. Undefined for any other buffer.
   */
  lent(buf: Buffer): (() => void) | undefined {
    const give = this.loans.get(buf)
    if (!give) return undefined
    return () => {
      this.loans.delete(buf)
      give()
    }
  }

  /** Starts downloading `d`; the stream yields its verified bytes in BLOB_CHUNK buffers. */
  open(d: Descriptor, onBytes?: (n: number) => void): Readable {
    const id = this.next++
    const s = new Readable({
      objectMode: true,
      highWaterMark: BUFFERS,
      read: () => {},
      destroy: (err, cb) => {
        if (this.streams.delete(id)) this.post({ p: 'download', t: 'close', id })
        cb(err)
      }
    })
    if (this.failed) {
      s.destroy(this.failed)
      return s
    }
    this.streams.set(id, { s, onBytes })
    this.post({ p: 'download', t: 'open', id, descriptor: d })
    return s
  }

  async close(): Promise<void> {
    for (const id of [...this.streams.keys()]) this.post({ p: 'download', t: 'close', id })
    this.streams.clear()
    await this.worker.terminate()
  }
}
