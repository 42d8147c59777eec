// How many span buffers a lazy mount's content store (content.ts) keeps between inflations: the
// server's memory is bounded, the background fill's CPU is what a job reading everything waits on.

/**
 * Span buffers a store keeps between inflations: outputs held for the files that read them next,
 * and buffers (outputs, compressed spans) kept for the next inflations instead of freed. Each
 * output is up to the index's spacing (16 MiB), a compressed span about half that.
 */
export interface Keeping {
  held: number
  spares: number
}
/**
 * The server's: its memory is bounded. One output held and nothing kept lowered its peak by about
 * 40 MiB at the same speed to the smoke compile (docs/benchmarks.md, "Tuned constants"); a new
 * buffer costs only its page faults.
 */
export const SERVER_KEEPING: Keeping = { held: 1, spares: 0 }
/**
 * The background fill's: it inflates every span, and a job reading every file waits on its CPU
 * (kept at the server's, that read took longer: docs/benchmarks.md, "Tuned constants").
 */
export const FILL_KEEPING: Keeping = { held: 2, spares: 2 }
