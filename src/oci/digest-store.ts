// Documents fetched by digest (manifests, a seek index), kept beside an installed tree so that
// checking the tree again (verify/verify.ts) needs no registry request. Content-addressed and
// read back only when the bytes still hash to their name: whoever can write the store can make a
// lookup miss (then the registry answers), never make it answer something else. Writes are best
// effort: a store that cannot be written costs a request later, nothing more. A document is read
// without following links or blocking, within MAX_KEPT (read-bounded.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { readBounded } from '../read-bounded.ts'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { digestOf } from './reference.ts'

/** Larger documents are not kept (manifests are small; an index of a million files is 35 MB). */
export const MAX_KEPT = 64 << 20

/** A kept document's file name: its digest with `-` for `:` (path()). */
export const KEPT_NAME = /^sha256-[0-9a-f]{64}$/

export interface DigestStoreOptions {
  /**
   * Hold what is put in memory until commit(): the store of an install belongs to its tree, so
   * nothing of it is on disk before the tree is (a failed or cancelled install leaves no store).
   */
  deferred?: boolean
}

export class DigestStore {
  dir: string
  private held?: Map<string, Buffer>
  constructor(dir: string, o: DigestStoreOptions = {}) {
    this.dir = dir
    if (o.deferred) this.held = new Map()
  }

  /** Writes what was held into `dir` (where the tree's store is now), and stops holding. */
  commit(dir = this.dir): void {
    this.dir = dir
    const held = this.held
    this.held = undefined
    for (const [digest, bytes] of held ?? []) this.put(digest, bytes)
  }

  private path(digest: string): string {
    return join(this.dir, digest.replace(':', '-'))
  }

  /** The bytes named `digest`, if kept and still theirs. */
  get(digest: string): Buffer | undefined {
    if (!/^sha256:[0-9a-f]{64}$/.test(digest)) return undefined
    const held = this.held?.get(digest)
    if (held) return held
    const b = readBounded(this.path(digest), MAX_KEPT)
    return b && digestOf(b) === digest ? b : undefined
  }

  /** Keeps bytes already verified against `digest`. */
  put(digest: string, bytes: Buffer): void {
    if (bytes.length > MAX_KEPT || !/^sha256:[0-9a-f]{64}$/.test(digest)) return
    if (this.held) {
      this.held.set(digest, bytes)
      return
    }
    try {
      mkdirSync(this.dir, { recursive: true })
      const tmp = `${this.path(digest)}.${randomBytes(4).toString('hex')}.tmp`
      writeFileSync(tmp, bytes)
      renameSync(tmp, this.path(digest))
    } catch {
      // best effort
    }
  }
}
