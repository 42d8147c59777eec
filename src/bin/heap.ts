// Keeps V8's young generation at its starting size (2 MiB) for the rest of the process.
//
// The decompressor's buffers are freed as soon as they are done (layers/buffer-refs.ts), so the
// main heap is collected rarely, and V8 would keep doubling the young generation (to 128 MiB, most
// of it dead) and push peak RSS over the 256 MiB budget. `--max-semi-space-size` is read only when
// the heap is created (an action cannot pass node flags); the growth factor is read each time the
// young generation would grow, so setting it to 1 at run time holds it. A Node whose V8 drops the
// flag prints "unrecognized flag"; the heap test then fails. Figures: docs/benchmarks.md.
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { PerformanceObserver, constants } from 'node:perf_hooks'

export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
}

/** JS heap in use from which the old generation is held tight (tightenOldGenerationOnceLarge). */
export const TIGHTEN_AT_BYTES = 24 << 20

let tight = false

/** Whether the old generation is held tight in this process. */
export const oldGenerationTight = (): boolean => tight

/**
 * Lets the old generation grow by at most a quarter over what survived the last full collection.
 * V8's default lets it reach three to four times the live size before collecting, and keeps the
 * freed pages pooled: with a model of a million entries (tens of MiB live) that alone was
 * hundreds of MiB of RSS. Read each time V8 computes the next limit, so it works at run time too.
 */
export function tightenOldGeneration(): void {
  setFlagsFromString('--heap-growing-percent=25')
  tight = true
}

/**
 * Holds the old generation tight once a full collection leaves `atBytes` or more of the JS heap
 * in use (what is live, not what awaits collection: decoding a seek index makes tens of MiB of
 * strings that die at once). A small heap is left to V8's default: held tight, the 20 MiB heap of
 * an install from a seek index took 172 full collections (21 s of user CPU against 13 s without,
 * and no higher peak RSS: docs/benchmarks.md), while a model of hundreds of thousands of entries
 * still gets the bound it needs.
 */
export function tightenOldGenerationOnceLarge(atBytes = TIGHTEN_AT_BYTES): void {
  const watch = new PerformanceObserver(list => {
    if (tight) return watch.disconnect()
    // The heap in use is read now, which is only what the collection left if it ended just now:
    // one that ran inside a long synchronous step (an index being decoded) is reported after it.
    const now = performance.now()
    const fresh = list
      .getEntries()
      .some(
        e =>
          (e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
          now - (e.startTime + e.duration) < FRESH_MS
      )
    if (!fresh || getHeapStatistics().used_heap_size < atBytes) return
    watch.disconnect()
    tightenOldGeneration()
  })
  watch.observe({ entryTypes: ['gc'] })
}

/** A full collection reported within this many ms of its end is read as what it left. */
const FRESH_MS = 20
