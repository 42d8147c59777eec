// The span outputs a content store holds for the files that read them next (content.ts output()):
// the `keeping.held` most recently used, every other one given up (store-files.ts retire(): kept
// among the spares the next inflations write into, or freed at once).
//
// A buffer given up is retired only once the microtasks queued so far have run (setImmediate): a
// reader handed it a moment before, as a promise already resolved whose callback is still queued,
// writes its file from it first. Retired at once, its bytes were gone under that reader (freed: of
// zero length) or about to be overwritten (a spare inflated into), and the reader's file failed its
// sha256 and was refused for as long as the mount lived.
import type { Keeping } from './keeping.ts'
import { retire } from './store-files.ts'

export class HeldOutputs {
  /** By `layer:span`, most recently used last. */
  private readonly outputs = new Map<string, Buffer>()
  private readonly keeping: Keeping
  private readonly spares: ArrayBuffer[]

  /** `spares`: where a buffer given up goes while they are fewer than `keeping.spares`. */
  constructor(keeping: Keeping, spares: ArrayBuffer[]) {
    this.keeping = keeping
    this.spares = spares
  }

  /** The output of span `key` if it is held, now the most recently used. */
  get(key: string): Buffer | undefined {
    const held = this.outputs.get(key)
    if (held) {
      this.outputs.delete(key)
      this.outputs.set(key, held)
    }
    return held
  }

  /** `out` held as the most recently used; the oldest beyond `keeping.held` given up. */
  put(key: string, out: Buffer): void {
    this.outputs.set(key, out)
    const given: ArrayBuffer[] = []
    while (this.outputs.size > this.keeping.held) {
      const [oldest, old] = this.outputs.entries().next().value!
      this.outputs.delete(oldest)
      given.push(old.buffer as ArrayBuffer)
    }
    if (given.length)
      setImmediate(() => {
        for (const ab of given) retire(this.spares, ab, this.keeping.spares)
      })
  }
}
