// A thread of the inflate pool (pool.ts): one span of a gzip layer at a time, raw inflate from its
// checkpoint (resume.ts) on this thread into the output buffer it was handed, both buffers handed
// back by transfer for the next span.
import { parentPort } from 'node:worker_threads'
import { inflateSpanInto } from './resume.ts'

interface Job {
  id: number
  /** The span's bytes at `offset`, PRIME_ROOM bytes of room before them (resume.ts). */
  data: ArrayBuffer
  offset: number
  length: number
  bit: number
  window: ArrayBuffer
  /** Where the output goes: its first outBytes bytes. */
  out: ArrayBuffer
  outBytes: number
}

parentPort!.on('message', (j: Job) => {
  try {
    const data = Buffer.from(j.data, j.offset, j.length)
    inflateSpanInto(data, j.bit, Buffer.from(j.window), Buffer.from(j.out), j.outBytes, true)
    parentPort!.postMessage({ id: j.id, out: j.out, data: j.data }, [j.out, j.data])
  } catch (e) {
    parentPort!.postMessage({ id: j.id, error: (e as Error).message })
  }
})
