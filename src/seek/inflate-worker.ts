// A thread of the inflate pool (pool.ts): one span of a gzip layer at a time, raw inflate from its
// checkpoint (resume.ts), the output handed back by transfer.
import { parentPort } from 'node:worker_threads'
import { inflateSpan } from './resume.ts'

interface Job {
  id: number
  data: ArrayBuffer
  length: number
  bit: number
  window: ArrayBuffer
  outBytes: number
}

parentPort!.on('message', (j: Job) => {
  inflateSpan(Buffer.from(j.data, 0, j.length), j.bit, Buffer.from(j.window), j.outBytes).then(
    out => parentPort!.postMessage({ id: j.id, out }, [out]),
    e => parentPort!.postMessage({ id: j.id, error: (e as Error).message })
  )
})
