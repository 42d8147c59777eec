// The memory budget of ranged downloads, in one place. A large blob is fetched in Range parts
// (ranged.ts); a part is held from the moment it starts until it has been handed on whole to the
// consumer. All blobs downloading at once (the layer being applied and the ones prefetched) take
// their parts from one budget of `connections + 1` slots of `partBytes`, where partBytes is 32 MiB
// shared by those slots (6.4 MiB with 4 connections), at most 8 MiB, in whole 64 KiB. A blob that
// holds no part may always start one without a slot, so none waits on another forever: the most
// held at once is 32 MiB plus one part per blob beyond the slots.

/** Bytes all parts held at once may take together (a blob holding none may add one). */
export const PARTS_TOTAL = 32 << 20

/** The part size for `connections`, unless one is given. */
export function partBytesFor(connections: number, given?: number): number {
  const unit = 64 << 10
  return Math.max(unit, given ?? Math.min(8 << 20, Math.floor(PARTS_TOTAL / (connections + 1) / unit) * unit))
}

/** Slots for Range parts, shared by the blobs of one download thread. */
export class PartBudget {
  private free: number
  private readonly waiting = new Set<() => void>()
  constructor(slots: number) {
    this.free = slots
  }
  take(): boolean {
    if (this.free <= 0) return false
    this.free--
    return true
  }
  give(): void {
    this.free++
    for (const w of [...this.waiting]) w()
  }
  /** `wake` is called whenever a slot comes free, until the returned function is called. */
  watch(wake: () => void): () => void {
    this.waiting.add(wake)
    return () => this.waiting.delete(wake)
  }
}
