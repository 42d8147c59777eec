// Keeps V8's young generation at its starting size for the rest of the process.
//
// Why: once the decompressor's buffers are freed as soon as they are done (layers/buffer-refs.ts),
// the main heap is collected so rarely that V8 keeps doubling the young generation, to 128 MiB of
// which little is live: peak RSS went from ~235 to ~285 MiB on the benchmark, over the 256 MiB
// budget. `--max-semi-space-size` would be the direct cap, but V8 reads it only when the heap is
// created, before any JavaScript runs (an action cannot pass node flags); the growth factor is
// read each time the young generation would grow, so setting it to 1 at run time holds it where
// it is (2 MiB). Measured on the benchmark: peak RSS 283 -> 173 MiB, no slower. A later Node whose
// V8 drops the flag prints "unrecognized flag" and nothing else changes; a test pins the effect.
import { setFlagsFromString } from 'node:v8'

export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
}
