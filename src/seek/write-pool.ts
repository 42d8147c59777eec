// The files an install from a seek index writes: created, written and checked against their
// sha256 on the inflate pool's thread (write-files.ts), not on the main thread. Through the
// overlay's Writer (layers/writer.ts, libuv's thread pool) each file cost round trips through the
// main thread (open, a write per 256 KiB, close), which also fetched the spans and hashed every
// file: with the hashing already moved off it, the applier still waited 5.3 s of a 12 s install
// for the writer's room while the four pool threads were busy 3.6 s in all (docs/benchmarks.md).
// Here the main thread copies each file's bytes into a batch (BATCH_BYTES, moved to the thread
// and back, used again) and goes on; the thread writes them with blocking calls and hashes them
// from memory as it writes (no read back). The inflate pool's thread, not one of its own: each
// thread is a V8 isolate, and a thread of its own cost ~15 MiB more peak RSS at the same speed. A
// file stays on one thread (its bytes and its hash in order); with several, files go to the
// thread with the fewest bytes still to write.
import type { Worker } from 'node:worker_threads'
import { rebuildError } from '../errors.ts'
import {
  CLOSE_BYTES,
  DATA_BYTES,
  openBytes,
  Op,
  type WriteMessage,
  type WriteReply,
  type WriteResult
} from './write-files.ts'

/**
 * Bytes per batch. 512 KiB: against 1 MiB, the same speed and 4-6 MiB less peak RSS over the
 * capped link at 8 connections (249 against 255 MiB, medians of 3), where the install peaks.
 */
export const BATCH_BYTES = 512 << 10
/** Batches sent to a thread and not yet back, above which the applier waits. */
const IN_FLIGHT = 2

/**
 * Files a batch opens at most. Bytes alone did not bound a batch of small files: at a million
 * files of 10-16 bytes, a 512 KiB batch opened ~35,000, and each file waiting to be written holds
 * its name, its digest and how to report it (bench/million.ts: 339 MiB peak RSS against 229
 * before the write threads).
 */
export const BATCH_FILES = 1024

/** Characters of a label kept (it is for messages only). */
const LABEL_MAX = 1024

/** How a file's write went: written and its content checked (`ok`: it has the sha256 given). */
export type Written = { ok: boolean } | { error: Error }

/**
 * Told how file `id` went; for a file that failed, also the path it was written to and the label
 * it was given (write()), for the message.
 */
export type Told = (id: number, w: Written, failed?: { path: string; label: string }) => void

/**
 * A batch being filled: its records (write-files.ts Op) in `buf` up to `used`. What a file waiting
 * to be written needs is in its records, not in objects of its own: at a million small files a
 * scavenge comes every few dozen files, so whatever a file held while its batch was out (its ops,
 * its path and digest strings, a callback) was promoted and died in the old generation
 * (bench/million.ts: ~900 bytes a file, 30-37 MB of pages V8 then kept pooled; 261-281 MiB peak RSS).
 */
interface Batch {
  ab: ArrayBuffer
  buf: Buffer
  used: number
  files: number
  /** Where the last data record's length is, and whose it is (a file's next bytes extend it). */
  dataAt: number
  dataId: number
}

interface Thread {
  w: Worker
  batch?: Batch
  /** Batches sent and not back. */
  sent: number
  /** Bytes given to it and not yet written. */
  pending: number
  /** The files given to it and not yet told: their sizes by id. */
  files: Map<number, number>
  free: ArrayBuffer[]
  room: (() => void)[]
  /** Told when the thread has closed its files (close()). */
  ended?: () => void
  /** The thread is gone (it failed, or its owner ended it). */
  exited: boolean
}

export class WritePool {
  private readonly threads: Thread[] = []
  private readonly told: Told
  /** Files given and not yet told, on all threads. */
  private waiting = 0
  private flushing = false
  private closed?: Error
  private idle: (() => void)[] = []

  /**
   * `threads`: the inflate pool's (InflatePool.threads), which write too; closing them is its.
   * `told`: how each file went, once it is written and checked.
   */
  constructor(threads: readonly Worker[], told: Told) {
    this.told = told
    for (const w of threads) {
      const t: Thread = { w, sent: 0, pending: 0, files: new Map(), free: [], room: [], exited: false }
      w.once('exit', () => {
        t.exited = true
        t.ended?.()
      })
      w.on('message', (m: WriteReply | { t?: undefined }) => {
        if (m.t === 'ended') t.ended?.()
        else if (m.t === 'written') this.back(t, m)
      })
      w.on('error', e => this.fail(e))
      this.threads.push(t)
    }
  }

  /**
   * Creates `path` (mode `mode`; it must not exist) with the bytes of `body`, checked against
   * `sha256` (hex) when given; `id` names the file when it is told (`told`, later), `label` in
   * what is told of a failure. Returns the bytes taken once all are copied into batches (waiting
   * while a thread has IN_FLIGHT batches out). An id is given once while it is being written.
   */
  async write(
    id: number,
    path: string,
    label: string,
    mode: number,
    size: number,
    sha256: string | undefined,
    body: AsyncIterable<Buffer>
  ): Promise<number> {
    if (this.closed) throw this.closed
    const t = this.threads.reduce((a, b) => (b.pending < a.pending ? b : a))
    if (t.files.has(id)) throw new Error(`internal: file ${id} is already being written`)
    t.pending += size
    t.files.set(id, size)
    this.waiting++
    if (label.length > LABEL_MAX) label = `${label.slice(0, LABEL_MAX)}…`
    const need = openBytes(path, label)
    // A path that long no file system takes; its batch would not hold it.
    if (need > BATCH_BYTES / 2) return this.refuse(t, id, path, label, body)
    // A batch is used at once, with no await between: a concurrent write may send it.
    let b
    while (!(b = this.withRoom(t, need, true))) await this.roomIn(t)
    b.files++
    b.used = Op.open(b.buf, b.used, id, mode, sha256, path, label)
    let have = 0
    for await (const c of body) {
      for (let at = 0; at < c.length;) {
        while (!(b = this.withRoom(t, b?.dataId === id ? 1 : DATA_BYTES + 1))) await this.roomIn(t)
        if (b.dataId !== id) {
          b.dataAt = Op.data(b.buf, b.used, id)
          b.dataId = id
          b.used = b.dataAt + 4
        }
        const n = Math.min(c.length - at, b.buf.length - b.used)
        c.copy(b.buf, b.used, at, at + n)
        b.used += n
        b.buf.writeUInt32LE(b.buf.readUInt32LE(b.dataAt) + n, b.dataAt)
        at += n
      }
      have += c.length
    }
    if (this.closed) throw this.closed
    while (!(b = this.withRoom(t, CLOSE_BYTES))) await this.roomIn(t)
    b.used = Op.close(b.buf, b.used, id)
    b.dataId = -1
    return have
  }

  /** A file not written: told as the OS tells a name too long; its bytes are taken all the same. */
  private async refuse(t: Thread, id: number, path: string, label: string, body: AsyncIterable<Buffer>) {
    let have = 0
    for await (const c of body) have += c.length
    const error = Object.assign(new Error(`ENAMETOOLONG: name too long, open '${path.slice(0, 200)}…'`), {
      code: 'ENAMETOOLONG'
    })
    this.settle(t, id, { error }, { path, label })
    if (!this.waiting) for (const f of this.idle.splice(0)) f()
    return have
  }

  /** Waits until every file given so far has been written and checked. */
  async settled(): Promise<void> {
    this.flush()
    while (this.waiting && !this.closed) await new Promise<void>(r => this.idle.push(r))
    if (this.closed) throw this.closed
  }

  /** The thread's batch being filled (a new one if none is). */
  private batchFor(t: Thread): Batch {
    if (!t.batch) {
      const ab = t.free.pop() ?? new ArrayBuffer(BATCH_BYTES)
      t.batch = { ab, buf: Buffer.from(ab), used: 0, files: 0, dataAt: -1, dataId: -1 }
      this.flushSoon()
    }
    return t.batch
  }

  /**
   * The thread's batch with `need` bytes of room (`opening`: and room for one more file), a full
   * one sent first; none while IN_FLIGHT are out.
   */
  private withRoom(t: Thread, need: number, opening = false): Batch | undefined {
    const b = t.batch
    if (b && b.used + need <= b.buf.length && (!opening || b.files < BATCH_FILES)) return b
    if (b) {
      if (t.sent >= IN_FLIGHT) return undefined
      this.send(t)
    }
    return this.batchFor(t)
  }

  /** Waits for a batch to come back from the thread (then withRoom is asked again). */
  private async roomIn(t: Thread): Promise<void> {
    await new Promise<void>(r => t.room.push(r))
    if (this.closed) throw this.closed
  }

  private send(t: Thread): void {
    const b = t.batch
    if (!b?.used) return
    t.batch = undefined
    t.sent++
    t.w.postMessage({ t: 'write', ab: b.ab, used: b.used } satisfies WriteMessage, [b.ab])
  }

  /** What is in a batch goes out by the next turn of the event loop at the latest. */
  private flushSoon(): void {
    if (this.flushing) return
    this.flushing = true
    setImmediate(() => this.flush())
  }

  private flush(): void {
    this.flushing = false
    if (this.closed) return
    for (const t of this.threads) if (t.sent < IN_FLIGHT) this.send(t)
  }

  private back(
    t: Thread,
    { ab, ok, failed }: { ab: ArrayBuffer; ok: number[]; failed: WriteResult[] }
  ): void {
    t.sent--
    t.free.push(ab)
    for (const id of ok) this.settle(t, id, { ok: true })
    for (const r of failed)
      this.settle(t, r.id, 'error' in r ? { error: rebuildError(r.error) } : { ok: false }, r)
    for (const f of t.room.splice(0)) f()
    // A batch that waited for room (a flush found the thread full) goes now.
    if (t.batch) this.flushSoon()
    if (!this.waiting) for (const f of this.idle.splice(0)) f()
  }

  private settle(t: Thread, id: number, w: Written, failed?: { path: string; label: string }): void {
    const bytes = t.files.get(id)
    if (bytes === undefined) return
    t.files.delete(id)
    t.pending -= bytes
    this.waiting--
    this.told(id, w, failed && { path: failed.path, label: failed.label })
  }

  private fail(e: Error): void {
    this.closed ??= e
    for (const t of this.threads) {
      for (const id of [...t.files.keys()]) this.settle(t, id, { error: this.closed }, undefined)
      for (const f of t.room.splice(0)) f()
    }
    for (const f of this.idle.splice(0)) f()
  }

  /**
   * Stops writing once the threads are done with the batches they have (no write is under way when
   * this resolves, and no file is left open); files not yet written are told so. The threads go on
   * (their owner, the inflate pool, ends them).
   */
  async close(): Promise<void> {
    this.fail(new Error('the write threads were closed'))
    await Promise.all(
      this.threads.map(async t => {
        // A thread that is gone has nothing open to close.
        if (t.exited) return
        const ended = new Promise<void>(r => (t.ended = r))
        t.w.postMessage({ t: 'end' } satisfies WriteMessage)
        await ended
      })
    )
  }
}
