// The download thread's protocol (thread.ts): the host (download-thread.ts) opens blobs and
// hands their buffers back once read; the thread (download-worker.ts) sends each blob's bytes in
// buffers that move (no copy), its end, or its error, and relays its log lines.
import type { TransportOptions } from '../http/transport.ts'
import type { Descriptor } from '../manifest.ts'
import type { PostedError } from '../../errors.ts'

/** What the download thread needs: the repository's transport, and the connections per large blob. */
export type DownloadOptions = Omit<TransportOptions, 'logger'> & {
  connections?: number
  /** `auto` connections: start with one, grow while the consumer waits (connections.ts). */
  adaptive?: boolean
  partBytes?: number
}

/** The thread's workerData. */
export interface DownloadSetup {
  transport: DownloadOptions
  /** The size of the buffers a blob is sent in. */
  chunk: number
  /** Buffers a blob may have out at once. */
  buffers: number
}

export type ToDownload =
  | { p: 'download'; t: 'open'; id: number; descriptor: Descriptor }
  | { p: 'download'; t: 'return'; id: number; buf: ArrayBuffer }
  | { p: 'download'; t: 'close'; id: number }

export type FromDownload =
  | { p: 'download'; t: 'log'; level: 'debug' | 'info' | 'warning'; message: string }
  | { p: 'download'; t: 'data'; id: number; buf: ArrayBuffer; length: number; bytes: number }
  | { p: 'download'; t: 'end'; id: number; bytes: number; buffers: number }
  | ({ p: 'download'; t: 'error'; id: number } & PostedError)
