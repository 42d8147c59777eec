// A thread of the inflate pool (pool.ts): one span of a gzip layer at a time, raw inflate from its
// checkpoint (resume.ts) on this thread, the output handed back by transfer.
import { parentPort } from 'node:worker_threads'
import { inflateSpan } from './resume.ts'

interface Job {
  id: number
  /** The span's bytes at `offset`, PRIME_ROOM bytes of room before them (resume.ts). */
  data: ArrayBuffer
  offset: number
  length: number
  bit: number
  window: ArrayBuffer
  outBytes: number
}

parentPort!.on('message', (j: Job) => {
  try {
    const data = Buffer.from(j.data, j.offset, j.length)
    const out = inflateSpan(data, j.bit, Buffer.from(j.window), j.outBytes, true)
    // zlib's one output buffer, from byte 0: it moves as it is (a copy only if it is not whole).
    let ab = out.buffer as ArrayBuffer
    if (out.byteOffset !== 0) {
      ab = new ArrayBuffer(out.length)
      out.copy(Buffer.from(ab))
    }
    parentPort!.postMessage({ id: j.id, out: ab, length: out.length }, [ab])
    // The compressed bytes are done with: freed now, not at this thread's next full collection.
    j.data.transfer(0)
  } catch (e) {
    parentPort!.postMessage({ id: j.id, error: (e as Error).message })
  }
})
