// One FUSE session over a /dev/fuse descriptor: requests read on libuv's threads (a read of the
// device blocks until the kernel has one, so READERS of them wait side by side), each handed to the
// file system's handler; replies written as they are ready, in whatever order. A request waiting
// on the network (a READ of a file not yet fetched) never holds another one up: handlers are
// async and the next request is read at once. Requests this server does not implement are
// answered ENOSYS (an unanswered request hangs its caller); FORGET and BATCH_FORGET get no reply,
// as the protocol says.
import { read, writeSync, writevSync } from 'node:fs'
import {
  Errno,
  IN_HEADER,
  Op,
  REQUEST_BUFFER,
  readHeader,
  reply,
  replyError,
  replyParts,
  type InHeader
} from './protocol.ts'

/** What a file system answers: a reply body, or an errno (positive). */
export type Answer = Buffer | number

export interface FuseHandler {
  /** Requests of `opcode`; undefined for an operation not implemented (ENOSYS). */
  handle(h: InHeader, body: Buffer): Promise<Answer> | Answer | undefined
  /** The kernel let the mount go (DESTROY, or the device closed). */
  closed?(): void
}

/** Reads taken at once: one waits for the next request while others are being answered. */
const READERS = 2

const NO_REPLY = new Set<number>([Op.FORGET, Op.BATCH_FORGET])

export class FuseSession {
  private readonly fd: number
  private readonly h: FuseHandler
  private ended = false
  /** Requests answered and failed to answer (a reply the kernel refused: its caller went away). */
  answered = 0
  private done!: () => void
  /** Settles when the device closes (the mount went away). */
  readonly finished: Promise<void> = new Promise(r => (this.done = r))

  constructor(fd: number, handler: FuseHandler) {
    this.fd = fd
    this.h = handler
  }

  start(): void {
    for (let i = 0; i < READERS; i++) this.next(Buffer.alloc(REQUEST_BUFFER))
  }

  private next(buf: Buffer): void {
    if (this.ended) return
    read(this.fd, buf, 0, buf.length, null, (err, n) => {
      if (err) {
        // EINTR/EAGAIN: read again; ENOENT: a request the kernel withdrew (interrupted); ENODEV: unmounted.
        const code = (err as NodeJS.ErrnoException).code
        if (code === 'EINTR' || code === 'EAGAIN' || code === 'ENOENT') return this.next(buf)
        return this.end()
      }
      if (n < IN_HEADER) return this.end()
      // The buffer goes on to the next read at once: the request is copied out of it.
      const req = Buffer.from(buf.subarray(0, n))
      this.next(buf)
      this.dispatch(req)
    })
  }

  private dispatch(req: Buffer): void {
    const h = readHeader(req)
    const body = req.subarray(IN_HEADER, h.len)
    if (h.opcode === Op.DESTROY) {
      this.write(reply(h.unique))
      return this.end()
    }
    let a: ReturnType<FuseHandler['handle']>
    try {
      a = this.h.handle(h, body)
    } catch {
      a = Errno.EIO
    }
    if (NO_REPLY.has(h.opcode)) return
    if (a === undefined) return this.write(replyError(h.unique, Errno.ENOSYS))
    if (typeof a === 'number' || Buffer.isBuffer(a)) return this.answer(h, a)
    a.then(
      x => this.answer(h, x),
      () => this.answer(h, Errno.EIO)
    )
  }

  private answer(h: InHeader, a: Answer): void {
    if (typeof a === 'number') this.write(a ? replyError(h.unique, a) : reply(h.unique))
    else this.write(replyParts(h.unique, a))
  }

  private write(b: Buffer | Buffer[]): void {
    if (this.ended) return
    try {
      // One write per reply, as the device requires (a writev is one); it does not block.
      if (Array.isArray(b)) writevSync(this.fd, b)
      else writeSync(this.fd, b)
      this.answered++
    } catch {
      // ENOENT: the request was interrupted and its caller is gone; nothing to do.
    }
  }

  private end(): void {
    if (this.ended) return
    this.ended = true
    this.h.closed?.()
    this.done()
  }
}
