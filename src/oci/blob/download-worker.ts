// The download thread (entry point of a worker started by download-thread.ts,
// download-protocol.ts): TLS, HTTP, hashing and the resume logic (fetch.ts, ranged.ts, resume.ts)
// run here, off the thread that inflates, parses and writes. Blobs are handed over in 1 MiB buffers
// that travel by transfer (no copy) and come back for reuse once the decompressor has read them, so
// a blob costs a few buffers however large it is.
import { workerData } from 'node:worker_threads'
import type { Readable } from 'node:stream'
import { Transport } from '../http/transport.ts'
import { BlobFetcher } from './fetch.ts'
import type { Descriptor } from '../manifest.ts'
import type { Logger } from '../../log.ts'
import type { DownloadSetup, FromDownload, ToDownload } from './download-protocol.ts'
import { postError } from '../../errors.ts'
import { serve, toHost } from '../../thread.ts'

const post = toHost<FromDownload>()
const logger: Logger = {
  debug: message => post({ p: 'download', t: 'log', level: 'debug', message }),
  info: message => post({ p: 'download', t: 'log', level: 'info', message }),
  warning: message => post({ p: 'download', t: 'log', level: 'warning', message }),
  // The thread reads no secrets (the main thread masked what it handed over).
  mask: () => {},
  group: (_title, fn) => fn()
}
const { transport: topts, chunk, buffers } = workerData as DownloadSetup
const transport = new Transport({ ...topts, logger })
const blobs = new BlobFetcher(transport, {
  logger,
  deadline: { stallMs: topts.stallMs ?? 30_000, minBytesPerSecond: topts.minBytesPerSecond ?? 16 << 10 },
  connections: topts.connections ?? 1,
  adaptive: topts.adaptive,
  partBytes: topts.partBytes
})

interface Pump {
  free: ArrayBuffer[]
  allocated: number
  /** Buffers the main thread holds (sent, not yet returned). */
  lent: number
  /**
   * Since when every buffer lent to the main thread has come back (it has read all it was sent
   * and waits for more), undefined while it holds one: what auto connections count as starving.
   */
  hungrySince?: number
  wake?: () => void
  blob?: Readable
  closed: boolean
}
const pumps = new Map<number, Pump>()

async function pump(id: number, d: Descriptor): Promise<void> {
  const p: Pump = { free: [], allocated: 0, lent: 0, closed: false, hungrySince: performance.now() }
  pumps.set(id, p)
  const take = async (): Promise<ArrayBuffer | undefined> => {
    for (;;) {
      if (p.closed) return undefined
      const b = p.free.pop()
      if (b) return b
      if (p.allocated < buffers) {
        p.allocated++
        return new ArrayBuffer(chunk)
      }
      await new Promise<void>(r => (p.wake = r))
    }
  }
  let bytes = 0
  try {
    p.blob = blobs.open(d, { logger, onBytes: n => (bytes += n), hungrySince: () => p.hungrySince })
    let cur: Buffer | undefined
    let n = 0
    const send = () => {
      const ab = cur!.buffer as ArrayBuffer
      post({ p: 'download', t: 'data', id, buf: ab, length: n, bytes }, [ab])
      p.lent++
      p.hungrySince = undefined
      bytes = 0
      cur = undefined
      n = 0
    }
    for await (const c of p.blob as AsyncIterable<Buffer>) {
      let off = 0
      while (off < c.length) {
        if (!cur) {
          const ab = await take()
          if (!ab) return
          cur = Buffer.from(ab)
        }
        const k = c.copy(cur, n, off)
        n += k
        off += k
        if (n === chunk) send()
      }
    }
    if (n) send()
    post({ p: 'download', t: 'end', id, bytes, buffers: p.allocated })
  } catch (e) {
    if (!p.closed) post({ p: 'download', t: 'error', id, ...postError(e) })
  } finally {
    pumps.delete(id)
  }
}

function onMessage(m: ToDownload): void {
  if (m.t === 'open') void pump(m.id, m.descriptor)
  else if (m.t === 'return') {
    const p = pumps.get(m.id)
    if (p) {
      p.free.push(m.buf)
      if (--p.lent === 0) p.hungrySince = performance.now()
      p.wake?.()
    }
  } else if (m.t === 'close') {
    const p = pumps.get(m.id)
    if (p) {
      p.closed = true
      p.blob?.destroy()
      p.wake?.()
    }
  }
}

serve({ download: m => onMessage(m as ToDownload) })
