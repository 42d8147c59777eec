// Documents fetched by digest (manifests, a seek index), kept beside an installed tree so that
// checking the tree again (pipeline/verify.ts) needs no registry request. Content-addressed and
// read back only when the bytes still hash to their name: whoever can write the store can make a
// lookup miss (then the registry answers), never make it answer something else. Writes are best
// effort: a store that cannot be written costs a request later, nothing more.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { digestOf } from './reference.ts'

/** Larger documents are not kept (manifests are small; an index of a million files is 35 MB). */
const MAX_KEPT = 64 << 20

export class DigestStore {
  readonly dir: string
  constructor(dir: string) {
    this.dir = dir
  }

  private path(digest: string): string {
    return join(this.dir, digest.replace(':', '-'))
  }

  /** The bytes named `digest`, if kept and still theirs. */
  get(digest: string): Buffer | undefined {
    if (!/^sha256:[0-9a-f]{64}$/.test(digest)) return undefined
    try {
      const b = readFileSync(this.path(digest))
      return digestOf(b) === digest ? b : undefined
    } catch {
      return undefined
    }
  }

  /** Keeps bytes already verified against `digest`. */
  put(digest: string, bytes: Buffer): void {
    if (bytes.length > MAX_KEPT || !/^sha256:[0-9a-f]{64}$/.test(digest)) return
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
