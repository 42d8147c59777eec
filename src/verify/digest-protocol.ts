// The digest threads' protocol (thread.ts): the host (digest-pool.ts) posts files in batches, the
// thread (digest-worker.ts) answers each batch once it has read them all.
import type { PostedError } from '../errors.ts'

export interface DigestJob {
  id: number
  path: string
  sha256: string
}

export type DigestResult = { id: number; ok: boolean } | { id: number; error: PostedError }

export type ToDigest = { p: 'digest'; t: 'check'; jobs: DigestJob[] }
export type FromDigest = { p: 'digest'; t: 'checked'; results: DigestResult[] }
