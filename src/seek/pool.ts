// Threads that inflate runs side by side (inflate-worker.ts): raw inflate is CPU-bound, so runs of
// a seek-index install are inflated on as many threads as the machine has cores, while the main
// thread writes. The pool is started for one install and closed after it.
import { Worker } from 'node:worker_threads'
import { availableParallelism } from 'node:os'
import { workerUrl } from '../worker-url.ts'
import { isSpanBuffer } from './resume.ts'

export class InflatePool {
  private readonly workers: Worker[] = []
  private readonly idle: Worker[] = []
  private readonly queue: (() => void)[] = []
  private next = 0
  readonly size: number

  constructor(size = Math.max(1, Math.min(4, availableParallelism()))) {
    this.size = size
    const url = workerUrl(import.meta.url, './inflate-worker.ts', 'inflate-worker.js')
    for (let i = 0; i < size; i++) {
      const w = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: 4 } })
      w.unref()
      this.workers.push(w)
      this.idle.push(w)
    }
  }

  private async take(): Promise<Worker> {
    for (;;) {
      const w = this.idle.pop()
      if (w) return w
      await new Promise<void>(r => this.queue.push(r))
    }
  }

  /**
   * Inflates one span: `data` (a spanBuffer(): resume.ts) holds its compressed bytes from
   * floor(bit / 8) on, and `out` receives its first outBytes bytes of output. Both ArrayBuffers
   * move to the thread and back (unusable here meanwhile): the result is the output as a Buffer
   * and the compressed bytes' ArrayBuffer, free to be used again.
   */
  async inflate(
    data: Buffer,
    bit: number,
    window: Buffer,
    out: ArrayBuffer,
    outBytes: number
  ): Promise<{ out: Buffer; data: ArrayBuffer }> {
    if (!isSpanBuffer(data)) throw new Error('internal: a span to inflate must be a spanBuffer()')
    const w = await this.take()
    const id = this.next++
    try {
      const buffer = data.buffer as ArrayBuffer
      const win = new ArrayBuffer(window.length)
      window.copy(Buffer.from(win))
      return await new Promise((resolve, reject) => {
        const onMessage = (m: { id: number; out?: ArrayBuffer; data?: ArrayBuffer; error?: string }) => {
          if (m.id !== id) return
          w.off('message', onMessage)
          w.off('error', onError)
          if (m.error) reject(new Error(m.error))
          else resolve({ out: Buffer.from(m.out!, 0, outBytes), data: m.data! })
        }
        const onError = (e: Error) => {
          w.off('message', onMessage)
          reject(e)
        }
        w.on('message', onMessage)
        w.once('error', onError)
        w.postMessage(
          { id, data: buffer, offset: data.byteOffset, length: data.length, bit, window: win, out, outBytes },
          [buffer, win, out]
        )
      })
    } finally {
      this.idle.push(w)
      this.queue.shift()?.()
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(w => w.terminate()))
  }
}
