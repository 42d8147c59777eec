// The write pool's work on the seek thread (write-pool.ts; the thread is the inflate pool's: its
// entry, inflate-worker.ts, hands these messages here): creates the files it is given, writes their
// bytes in the order they come and checks each against its sha256 as it goes, with blocking calls
// (a thread of its own may block). Bytes come in batches, each an ArrayBuffer moved here and back
// (used again), holding the bytes of one or more files, a file's bytes possibly over several
// batches. One thread for both: each thread is a V8 isolate (~15 MiB), and inflating takes a
// fraction of the thread's time (docs/benchmarks.md).
import { createHash, type Hash } from 'node:crypto'
import { closeSync, constants, fchmodSync, openSync, writeSync } from 'node:fs'
import { postError, type PostedError } from '../errors.ts'

/**
 * A batch is its records in one buffer, nothing else: the main thread keeps no object per file
 * while the batch is out (write-pool.ts says why). Little-endian; an id is a float64 (seek/layout.ts
 * entry numbers pass 2^32).
 * - open: 1, id, mode u32, has a digest u8, sha256 (32 bytes, zero without one), path and label
 *   byte lengths u32 each, then the path and the label (UTF-8)
 * - data: 2, id, length u32, then that many of the file's next bytes
 * - close: 3, id
 */
const OPEN = 1
const DATA = 2
const CLOSE = 3
const OPEN_BYTES = 1 + 8 + 4 + 1 + 32 + 4 + 4
/** A data record's header; its bytes follow. */
export const DATA_BYTES = 1 + 8 + 4
export const CLOSE_BYTES = 1 + 8

/** The bytes an open record of `path` and `label` takes. */
export const openBytes = (path: string, label: string): number =>
  OPEN_BYTES + Buffer.byteLength(path) + Buffer.byteLength(label)

/** Writes records into a batch at `at`; each returns where the next goes (data: its length's place). */
export const Op = {
  open(
    b: Buffer,
    at: number,
    id: number,
    mode: number,
    sha256: string | undefined,
    path: string,
    label: string
  ) {
    b[at] = OPEN
    b.writeDoubleLE(id, at + 1)
    b.writeUInt32LE(mode, at + 9)
    b[at + 13] = sha256 ? 1 : 0
    if (sha256) {
      if (b.write(sha256, at + 14, 32, 'hex') !== 32) throw new Error(`internal: ${sha256} is not a sha256`)
    } else b.fill(0, at + 14, at + 46)
    const p = b.write(path, at + OPEN_BYTES, 'utf8')
    const l = b.write(label, at + OPEN_BYTES + p, 'utf8')
    b.writeUInt32LE(p, at + 46)
    b.writeUInt32LE(l, at + 50)
    return at + OPEN_BYTES + p + l
  },
  /** A data record of no bytes yet: returns where its length is (the bytes go after it). */
  data(b: Buffer, at: number, id: number) {
    b[at] = DATA
    b.writeDoubleLE(id, at + 1)
    b.writeUInt32LE(0, at + 9)
    return at + 9
  },
  close(b: Buffer, at: number, id: number) {
    b[at] = CLOSE
    b.writeDoubleLE(id, at + 1)
    return at + CLOSE_BYTES
  }
}

/** A batch of records (`used` bytes of `ab`); `end`: the install stops, close what is open. */
export type WriteMessage = { t: 'write'; ab: ArrayBuffer; used: number } | { t: 'end' }

/**
 * What comes back: the batch's buffer, the files closed and checked, and those that failed (with
 * their path and label), or that all files are closed.
 */
export type WriteReply =
  { t: 'written'; ab: ArrayBuffer; ok: number[]; failed: WriteResult[] } | { t: 'ended' }

export type WriteResult = { id: number; path: string; label: string } & (
  { ok: false } | { error: PostedError }
)

const UMASK = process.umask()
const FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

interface Open {
  fd: number
  mode: number
  path: string
  label: string
  hash?: Hash
  sha256?: Buffer
  /** The first failure; the file's later ops are skipped. */
  error?: unknown
}
const files = new Map<number, Open>()

function writeFully(fd: number, b: Uint8Array): void {
  for (let at = 0; at < b.length;) {
    const n = writeSync(fd, b, at, b.length - at)
    if (n === 0) throw Object.assign(new Error('write returned 0 bytes'), { code: 'ENOSPC' })
    at += n
  }
}

function close(id: number, f: Open | undefined, ok: number[], failed: WriteResult[]): void {
  files.delete(id)
  if (!f) return
  try {
    if (f.fd >= 0) {
      if (!f.error && (f.mode & ~UMASK) !== f.mode) fchmodSync(f.fd, f.mode)
      closeSync(f.fd)
    }
  } catch (e) {
    f.error ??= e
  }
  const { path, label } = f
  if (f.error) failed.push({ id, path, label, error: postError(f.error) })
  else if (!f.hash || f.sha256!.equals(f.hash.digest())) ok.push(id)
  else failed.push({ id, path, label, ok: false })
}

/** Does what `m` says; `reply` posts back (moving the batch's buffer). */
export function onWriteMessage(m: WriteMessage, reply: (r: WriteReply, move?: ArrayBuffer[]) => void): void {
  if (m.t === 'end') {
    // The install stops: files left open are closed (their bytes are staging's, removed next).
    for (const f of files.values()) if (f.fd >= 0) closeSync(f.fd)
    files.clear()
    reply({ t: 'ended' })
    return
  }
  const b = Buffer.from(m.ab, 0, m.used)
  const ok: number[] = []
  const failed: WriteResult[] = []
  for (let at = 0; at < b.length;) {
    const kind = b[at]
    const id = b.readDoubleLE(at + 1)
    if (kind === OPEN) {
      const p = b.readUInt32LE(at + 46)
      const l = b.readUInt32LE(at + 50)
      const path = b.toString('utf8', at + OPEN_BYTES, at + OPEN_BYTES + p)
      const f: Open = {
        fd: -1,
        mode: b.readUInt32LE(at + 9),
        path,
        label: b.toString('utf8', at + OPEN_BYTES + p, at + OPEN_BYTES + p + l)
      }
      if (b[at + 13]) {
        f.sha256 = Buffer.from(b.subarray(at + 14, at + 46))
        f.hash = createHash('sha256')
      }
      files.set(id, f)
      at += OPEN_BYTES + p + l
      try {
        f.fd = openSync(path, FLAGS, f.mode)
      } catch (e) {
        f.error = e
      }
    } else if (kind === DATA) {
      const n = b.readUInt32LE(at + 9)
      const bytes = b.subarray(at + DATA_BYTES, at + DATA_BYTES + n)
      at += DATA_BYTES + n
      const f = files.get(id)
      if (!f || f.error) continue
      try {
        writeFully(f.fd, bytes)
        f.hash?.update(bytes)
      } catch (e) {
        f.error = e
      }
    } else if (kind === CLOSE) {
      at += CLOSE_BYTES
      close(id, files.get(id), ok, failed)
    } else throw new Error(`internal: a write batch with a record of kind ${kind} at ${at}`)
  }
  reply({ t: 'written', ab: m.ab, ok, failed }, [m.ab])
}
