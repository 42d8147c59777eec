// The write protocol (thread.ts): the write pool (write-pool.ts) sends batches of bytes with what
// to do with them; the thread (write-files.ts, on the inflate pool's threads) sends each batch's
// buffer back with how its files went.
import type { PostedError } from '../../errors.ts'

/** What a batch says to do, in order. */
export type WriteOp =
  | { op: 'open'; id: number; path: string; mode: number; sha256?: string }
  /** The next `length` bytes of the batch are file `id`'s next bytes. */
  | { op: 'data'; id: number; length: number }
  | { op: 'close'; id: number }

/** A batch of bytes and what to do with them; `end`: the install stops, close what is open. */
export type ToWrite = { p: 'write'; t: 'write'; ab: ArrayBuffer; ops: WriteOp[] } | { p: 'write'; t: 'end' }

/** What comes back: the batch's buffer with how its files went, or that all files are closed. */
export type FromWrite =
  { p: 'write'; t: 'written'; ab: ArrayBuffer; results: WriteResult[] } | { p: 'write'; t: 'ended' }

export type WriteResult = { id: number; ok: boolean } | { id: number; error: PostedError }
