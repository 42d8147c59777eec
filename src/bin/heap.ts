// Keeps V8's young generation at its starting size (2 MiB) for the rest of the process.
//
// The decompressor's buffers are freed as soon as they are done (layers/buffer-refs.ts), so the
// main heap is collected rarely, and V8 would keep doubling the young generation (to 128 MiB, most
// of it dead) and push peak RSS over the 256 MiB budget. `--max-semi-space-size` is read only when
// the heap is created (an action cannot pass node flags); the growth factor is read each time the
// young generation would grow, so setting it to 1 at run time holds it. A Node whose V8 drops the
// flag prints "unrecognized flag"; the heap test then fails. Figures: docs/benchmarks.md.
import { getHeapStatistics, setFlagsFromString } from 'node:v8'

export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
}

/** JS heap in use from which the old generation is held tight (tightenOldGenerationOnceLarge). */
export const TIGHTEN_AT_BYTES = 32 << 20

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
 * Holds the old generation tight once the JS heap in use reaches `atBytes`, checked every
 * `everyMs`. A small heap is left to V8's default: held tight, every few MiB promoted forced a full
 * collection (172 per install from a seek index on the benchmark image, with a 20 MiB heap; its
 * CPU went from 21 s to 13 s of user time without, and peak RSS did not grow: docs/benchmarks.md),
 * while a model of hundreds of thousands of entries still gets the bound it needs.
 */
export function tightenOldGenerationOnceLarge(atBytes = TIGHTEN_AT_BYTES, everyMs = 250): void {
  const check = setInterval(() => {
    if (getHeapStatistics().used_heap_size < atBytes) return
    clearInterval(check)
    tightenOldGeneration()
  }, everyMs)
  check.unref()
}
