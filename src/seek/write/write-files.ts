// The write pool's work on the seek thread (write-pool.ts, write-protocol.ts; the thread is the
// inflate pool's: its entry, inflate-worker.ts, serves the write protocol with this): creates the
// files it is given, writes their bytes in the order they come and checks each against its sha256
// as it goes, with blocking calls (a thread of its own may block). Bytes come in batches, each an
// ArrayBuffer moved here and back (used again), holding the bytes of one or more files, a file's
// bytes possibly over several batches. One thread for both: each thread is a V8 isolate (~15 MiB),
// and inflating takes a fraction of the thread's time (docs/benchmarks.md).
import { createHash, type Hash } from 'node:crypto'
import { closeSync, constants, fchmodSync, openSync } from 'node:fs'
import { postError } from '../../errors.ts'
import { writeFully } from '../../write-fully.ts'
import type { Reply } from '../../thread.ts'
import type { FromWrite, ToWrite, WriteResult } from './write-protocol.ts'

const UMASK = process.umask()
const FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

interface Open {
  fd: number
  mode: number
  hash?: Hash
  sha256?: string
  /** The first failure; the file's later ops are skipped. */
  error?: unknown
}
const files = new Map<number, Open>()

function close(id: number, f: Open | undefined, results: WriteResult[]): void {
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
  if (f.error) results.push({ id, error: postError(f.error) })
  else results.push({ id, ok: !f.hash || f.hash.digest('hex') === f.sha256 })
}

/** Does what `m` says; `reply` posts back (moving the batch's buffer). */
export function onWriteMessage(m: ToWrite, reply: Reply<FromWrite>): void {
  if (m.t === 'end') {
    // The install stops: files left open are closed (their bytes are staging's, removed next).
    for (const f of files.values()) if (f.fd >= 0) closeSync(f.fd)
    files.clear()
    reply({ p: 'write', t: 'ended' })
    return
  }
  const bytes = new Uint8Array(m.ab)
  const results: WriteResult[] = []
  let at = 0
  for (const o of m.ops) {
    if (o.op === 'open') {
      const f: Open = {
        fd: -1,
        mode: o.mode,
        sha256: o.sha256,
        hash: o.sha256 ? createHash('sha256') : undefined
      }
      files.set(o.id, f)
      try {
        f.fd = openSync(o.path, FLAGS, o.mode)
      } catch (e) {
        f.error = e
      }
    } else if (o.op === 'data') {
      const f = files.get(o.id)
      const b = bytes.subarray(at, at + o.length)
      at += o.length
      if (!f || f.error) continue
      try {
        writeFully(f.fd, b)
        f.hash?.update(b)
      } catch (e) {
        f.error = e
      }
    } else close(o.id, files.get(o.id), results)
  }
  reply({ p: 'write', t: 'written', ab: m.ab, results }, [m.ab])
}
