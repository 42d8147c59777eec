// A thread of the inflate pool (runs.ts): one run of a gzip layer at a time, raw inflate from its
// checkpoint (resume.ts), its output handed back by transfer.
import { parentPort } from 'node:worker_threads'
import { inflateRun } from './resume.ts'

interface Job {
  id: number
  data: ArrayBuffer
  length: number
  bit: number
  window: ArrayBuffer
  outBytes: number
}

parentPort!.on('message', (j: Job) => {
  try {
    const out = inflateRun(Buffer.from(j.data, 0, j.length), j.bit, Buffer.from(j.window), j.outBytes)
    // A fresh ArrayBuffer of exactly the output, so it can travel without a copy.
    const ab = new ArrayBuffer(out.length)
    out.copy(Buffer.from(ab))
    parentPort!.postMessage({ id: j.id, out: ab }, [ab])
  } catch (e) {
    parentPort!.postMessage({ id: j.id, error: (e as Error).message })
  }
})
