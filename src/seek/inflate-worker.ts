// A thread of the inflate pool (pool.ts): raw inflate of spans from their checkpoints (resume.ts),
// piece by piece into the buffers the main thread hands over, each piece handed back by transfer as
// soon as it is written. The main thread hands over buffers only as far ahead of the applier as it
// wants output, so a span the applier is not reading yet waits here with its engine, and the
// buffers are worked through in the order they came: no span waits behind another.
import { parentPort } from 'node:worker_threads'
import { SpanInflater } from './resume.ts'

interface Job {
  type: 'job'
  id: number
  /** The span's bytes at `offset`, PRIME_ROOM bytes of room before them (resume.ts). */
  data: ArrayBuffer
  offset: number
  length: number
  bit: number
  window: ArrayBuffer
  outBytes: number
}
type Message = Job | { type: 'buffer'; id: number; ab: ArrayBuffer } | { type: 'cancel'; id: number }

const spans = new Map<number, { job: Job; inf?: SpanInflater }>()
const buffers: { id: number; ab: ArrayBuffer }[] = []

function finish(id: number, error?: Error): void {
  const s = spans.get(id)
  if (!s) return
  spans.delete(id)
  s.inf?.close()
  if (error) parentPort!.postMessage({ type: 'error', id, error: error.message })
  // The compressed bytes go back to be used again.
  else parentPort!.postMessage({ type: 'done', id, data: s.job.data }, [s.job.data])
}

function pump(): void {
  for (let b = buffers.shift(); b; b = buffers.shift()) {
    const s = spans.get(b.id)
    if (!s) continue
    try {
      s.inf ??= new SpanInflater(
        Buffer.from(s.job.data, s.job.offset, s.job.length),
        s.job.bit,
        Buffer.from(s.job.window),
        s.job.outBytes,
        true
      )
      const n = s.inf.into(Buffer.from(b.ab))
      parentPort!.postMessage({ type: 'piece', id: b.id, ab: b.ab, length: n }, [b.ab])
      if (s.inf.produced === s.job.outBytes) finish(b.id)
    } catch (e) {
      finish(b.id, e as Error)
    }
  }
}

parentPort!.on('message', (m: Message) => {
  if (m.type === 'job') spans.set(m.id, { job: m })
  else if (m.type === 'buffer') buffers.push({ id: m.id, ab: m.ab })
  else finish(m.id)
  pump()
})
