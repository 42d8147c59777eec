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
import { rebuildError } from '../../errors.ts'
import type { FromWrite, ToWrite, WriteOp, WriteResult } from './write-protocol.ts'
import { onProtocol } from '../../thread.ts'

/**
 * Bytes per batch: half a MiB, as fast as 1 MiB at a lower peak (docs/benchmarks.md, "Tuned
 * constants").
 */
export const BATCH_BYTES = 512 << 10
/** Batches sent to a thread and not yet back, above which the applier waits. */
const IN_FLIGHT = 2

/**
 * Files a batch opens at most: bytes alone do not bound a batch of small files, and each file
 * waiting to be written holds its name, its digest and how to report it (docs/benchmarks.md, "Tuned
 * constants").
 */
export const BATCH_FILES = 1024

/** How a file's write went: written and its content checked (`ok`: it has the sha256 given). */
export type Written = { ok: boolean } | { error: Error }

interface Thread {
  w: Worker
  batch?: { ab: ArrayBuffer; used: number; files: number; ops: WriteOp[] }
  /** Batches sent and not back. */
  sent: number
  /** Bytes given to it and not yet written. */
  pending: number
  free: ArrayBuffer[]
  room: (() => void)[]
  /** Told when the thread has closed its files (close()). */
  ended?: () => void
  /** The thread is gone (it failed, or its owner ended it). */
  exited: boolean
}

export class WritePool {
  private readonly threads: Thread[] = []
  private readonly done = new Map<number, { t: Thread; bytes: number; cb: (w: Written) => void }>()
  private next = 0
  private flushing = false
  private closed?: Error
  private idle: (() => void)[] = []
  /** Stops hearing the threads' write replies (they are the inflate pool's, and go on). */
  private readonly unwatch: (() => void)[] = []
  private closing?: Promise<void>

  /** `threads`: the inflate pool's (InflatePool.threads), which write too; closing them is its. */
  constructor(threads: readonly Worker[]) {
    for (const w of threads) {
      const t: Thread = { w, sent: 0, pending: 0, free: [], room: [], exited: false }
      w.once('exit', () => {
        t.exited = true
        t.ended?.()
      })
      this.unwatch.push(
        onProtocol<FromWrite>(w, 'write', m => {
          if (m.t === 'ended') t.ended?.()
          else this.back(t, m)
        })
      )
      w.on('error', e => this.fail(e))
      this.threads.push(t)
    }
  }

  /**
   * Creates `path` (mode `mode`; it must not exist) with the bytes of `body`, checked against
   * `sha256` (hex) when given. Returns the bytes taken once all are copied into batches (waiting
   * while a thread has IN_FLIGHT batches out); `written` is told how the file went, later.
   */
  async write(
    path: string,
    mode: number,
    size: number,
    sha256: string | undefined,
    body: AsyncIterable<Buffer>,
    written: (w: Written) => void
  ): Promise<number> {
    if (this.closed) throw this.closed
    const t = this.threads.reduce((a, b) => (b.pending < a.pending ? b : a))
    const id = this.next++
    t.pending += size
    this.done.set(id, { t, bytes: size, cb: written })
    // A batch is used at once, with no await between: a concurrent write may send it.
    let opening
    while (!(opening = this.withRoom(t, true))) await this.roomIn(t)
    opening.files++
    opening.ops.push({ op: 'open', id, path, mode, ...(sha256 ? { sha256 } : {}) })
    let have = 0
    for await (const c of body) {
      for (let at = 0; at < c.length;) {
        let b
        while (!(b = this.withRoom(t))) await this.roomIn(t)
        const n = Math.min(c.length - at, b.ab.byteLength - b.used)
        new Uint8Array(b.ab, b.used, n).set(c.subarray(at, at + n))
        b.used += n
        at += n
        const last = b.ops.at(-1)
        if (last?.op === 'data' && last.id === id) last.length += n
        else b.ops.push({ op: 'data', id, length: n })
      }
      have += c.length
    }
    if (this.closed) throw this.closed
    this.batchFor(t).ops.push({ op: 'close', id })
    return have
  }

  /** Waits until every file given so far has been written and checked. */
  async settled(): Promise<void> {
    this.flush()
    while (this.done.size && !this.closed) await new Promise<void>(r => this.idle.push(r))
    if (this.closed) throw this.closed
  }

  /** The thread's batch being filled (a new one if none is). */
  private batchFor(t: Thread): NonNullable<Thread['batch']> {
    if (!t.batch) {
      t.batch = { ab: t.free.pop() ?? new ArrayBuffer(BATCH_BYTES), used: 0, files: 0, ops: [] }
      this.flushSoon()
    }
    return t.batch
  }

  /**
   * The thread's batch with room for bytes (`opening`: for one more file), a full one sent first;
   * none while IN_FLIGHT are out.
   */
  private withRoom(t: Thread, opening = false): NonNullable<Thread['batch']> | undefined {
    const b = t.batch
    if (b && b.used < b.ab.byteLength && (!opening || b.files < BATCH_FILES)) return b
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
    if (!b?.ops.length) return
    t.batch = undefined
    t.sent++
    t.w.postMessage({ p: 'write', t: 'write', ab: b.ab, ops: b.ops } satisfies ToWrite, [b.ab])
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

  private back(t: Thread, { ab, results }: { ab: ArrayBuffer; results: WriteResult[] }): void {
    t.sent--
    t.free.push(ab)
    for (const r of results) {
      const d = this.done.get(r.id)
      if (!d) continue
      this.done.delete(r.id)
      d.t.pending -= d.bytes
      d.cb('ok' in r ? { ok: r.ok } : { error: rebuildError(r.error) })
    }
    for (const f of t.room.splice(0)) f()
    // A batch that waited for room (a flush found the thread full) goes now.
    if (t.batch) this.flushSoon()
    if (!this.done.size) for (const f of this.idle.splice(0)) f()
  }

  private fail(e: Error): void {
    this.closed ??= e
    for (const d of this.done.values()) d.cb({ error: this.closed })
    this.done.clear()
    for (const t of this.threads) for (const f of t.room.splice(0)) f()
    for (const f of this.idle.splice(0)) f()
  }

  /**
   * Stops writing once the threads are done with the batches they have (no write is under way when
   * this resolves, and no file is left open); files not yet written are told so. The threads go on
   * (their owner, the inflate pool, ends them).
   */
  close(): Promise<void> {
    // Once: a second close waits for the first (the threads' replies are no longer heard after it).
    this.closing ??= this.end()
    return this.closing
  }

  private async end(): Promise<void> {
    this.fail(new Error('the write threads were closed'))
    await Promise.all(
      this.threads.map(async t => {
        // A thread that is gone has nothing open to close.
        if (t.exited) return
        const ended = new Promise<void>(r => (t.ended = r))
        t.w.postMessage({ p: 'write', t: 'end' } satisfies ToWrite)
        await ended
      })
    )
    for (const f of this.unwatch.splice(0)) f()
  }
}
