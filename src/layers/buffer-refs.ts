// Reference counts on the decompressor's output buffers, so that each 1 MiB buffer is freed the
// moment nothing uses it any more instead of whenever the garbage collector gets to it.
//
// Why by hand: every MiB the decompressor allocates counts as external memory, and V8 starts a full
// collection of the main thread's heap every few dozen of them. Freed here (a zero-length transfer
// detaches the buffer and releases its memory at once), there are few collections and malloc
// reuses the same pages. Figures in docs/benchmarks.md.
//
// The rules that make freeing safe:
// - only memory the decompressor produced and owns alone is ever freed (`markExclusive`, called by
//   decompress.ts on zlib/zstd output, whose buffers are dedicated 1 MiB allocations);
// - every holder of a slice says so: the tar feed's read loop until the decompressor has moved on to
//   its next buffer and the tar parser has been given the next chunk (tar-entries.ts), each entry
//   content queue while it holds a chunk (entry-content.ts), and the writer until the write(2) that reads it
//   has returned (writer.ts);
// - counts live in a WeakMap: a holder that forgets to release only leaves its buffer to the garbage
//   collector, as before. Releasing more than was retained is the one bug this cannot absorb: each
//   holder releases exactly what it retained, and the buffers test "every buffer is freed and every
//   byte lands intact" fails when any one holder lets go too early (checked by removing each).

export interface BufferTally {
  adopted: number
  freed: number
}

/** The counts for one install: the decompressor marks its buffers, the holders retain and release. */
export class BufferRefs {
  private counts = new WeakMap<ArrayBuffer, number>()
  private readonly exclusive = new WeakSet<ArrayBuffer>()
  /** Where freed memory goes instead (a seek install's span buffers: spans.ts BufferStock). */
  private readonly recyclers = new WeakMap<ArrayBuffer, (ab: ArrayBuffer) => void>()
  /** Buffers adopted and freed so far: equal once a layer is applied (the tests check it). */
  readonly tally: BufferTally = { adopted: 0, freed: 0 }

  /** Says that `b`'s whole ArrayBuffer belongs to the stream that produced it and nothing else. */
  markExclusive(b: Buffer): void {
    this.exclusive.add(b.buffer as ArrayBuffer)
  }

  /**
   * Starts counting the memory under `b` with one reference, the caller's, if the decompressor
   * marked it as its own and it is not counted yet; returns whether it did. `recycle`: when the
   * count reaches 0 the memory is not freed but handed to it, moved into a new ArrayBuffer (the
   * old one detached, as when freed).
   */
  adopt(b: Buffer, recycle?: (ab: ArrayBuffer) => void): boolean {
    const ab = b.buffer as ArrayBuffer
    if (!this.exclusive.has(ab) || this.counts.has(ab)) return false
    this.counts.set(ab, 1)
    if (recycle) this.recyclers.set(ab, recycle)
    this.tally.adopted++
    return true
  }

  retain(b: Buffer): void {
    const ab = b.buffer as ArrayBuffer
    const n = this.counts.get(ab)
    if (n !== undefined) this.counts.set(ab, n + 1)
  }

  release(b: Buffer): void {
    const ab = b.buffer as ArrayBuffer
    const n = this.counts.get(ab)
    if (n === undefined) return
    if (n > 1) {
      this.counts.set(ab, n - 1)
      return
    }
    this.counts.delete(ab)
    this.exclusive.delete(ab)
    this.tally.freed++
    if (ab.detached) return
    const recycle = this.recyclers.get(ab)
    this.recyclers.delete(ab)
    // transfer() moves the memory into a new ArrayBuffer without copying and detaches `ab`: every
    // view of it now has length 0. transfer(0) frees the memory now.
    if (recycle) recycle(ab.transfer())
    else ab.transfer(0)
  }
}
