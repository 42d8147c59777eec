// How many span buffers a lazy mount's content store (content.ts) keeps between inflations: the
// server's memory is bounded, the background fill's CPU is what a job reading everything waits on.

/**
 * Span outputs a store keeps between inflations: held for the files that read them next, and
 * kept for the next inflations to write into instead of freed. Each is up to the index's spacing
 * (16 MiB). (A span's compressed bytes are read into zlib a piece at a time: store-files.ts.)
 */
export interface Keeping {
  held: number
  spares: number
}
/**
 * The server's: its memory is bounded. One output held and nothing kept lowered its peak by about
 * 40 MiB at the same speed to the smoke compile; none held, 13-24 MiB more, at the same speed to
 * the smoke compile and through a read of every file (docs/benchmarks.md, "Tuned constants"): the
 * files waiting for a span are written from its output as soon as it is inflated, and a new
 * buffer costs only its page faults.
 */
export const SERVER_KEEPING: Keeping = { held: 0, spares: 0 }
/**
 * The background fill's: it inflates every span, and a job reading every file waits on its CPU
 * (kept at the server's, that read took longer: docs/benchmarks.md, "Tuned constants").
 */
export const FILL_KEEPING: Keeping = { held: 2, spares: 2 }
