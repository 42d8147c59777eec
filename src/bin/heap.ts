// Keeps V8's young generation at its starting size (2 MiB) for the rest of the process.
//
// The decompressor's buffers are freed as soon as they are done (layers/buffer-refs.ts), so the
// main heap is collected rarely, and V8 would keep doubling the young generation (to 128 MiB, most
// of it dead) and push peak RSS over the 256 MiB budget. `--max-semi-space-size` is read only when
// the heap is created (an action cannot pass node flags); the growth factor is read each time the
// young generation would grow, so setting it to 1 at run time holds it. A Node whose V8 drops the
// flag prints "unrecognized flag"; the heap test then fails. Figures: docs/benchmarks.md.
import { setFlagsFromString } from 'node:v8'

/** How flags reach V8: setFlagsFromString, or what a test puts in front of it to see them. */
export type SetFlags = (flags: string) => void

export function holdYoungGeneration(set: SetFlags = setFlagsFromString): void {
  set('--semi-space-growth-factor=1')
}

/**
 * Lets the old generation grow by at most a quarter over what survived the last full collection.
 * V8's default lets it reach three to four times the live size before collecting, and keeps the
 * freed pages pooled: with a model of a million entries (tens of MiB live) that alone was
 * hundreds of MiB of RSS. Read each time V8 computes the next limit, so it works at run time too.
 */
export function tightenOldGeneration(set: SetFlags = setFlagsFromString): void {
  set('--heap-growing-percent=25')
}

/**
 * Rows of an index above which its install's heap stays held tight: a million entries, left to V8,
 * peaked over the budget (docs/benchmarks.md, "Tuned constants").
 */
export const LOOSE_MAX_ENTRIES = 200_000

/**
 * V8's own growth of the old generation again (0: its heuristics), for an install from a seek
 * index: its heap stays small while GiBs of buffers pass through, and held tight it collected all
 * the time for no lower peak. The whole-image install stays held tight: left to V8, its peak grew.
 * An index of more than LOOSE_MAX_ENTRIES rows is a large heap (its tables, and the overlay's model
 * of every entry): held tight (bin/prepare.ts; docs/benchmarks.md, "Tuned constants").
 */
export function loosenOldGeneration(set: SetFlags = setFlagsFromString): void {
  set('--heap-growing-percent=0')
}
