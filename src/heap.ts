// Keeps V8's young generation at its starting size (2 MiB) for the rest of the process.
//
// The decompressor's buffers are freed as soon as they are done (layers/buffer-refs.ts), so the
// main heap is collected rarely, and V8 would keep doubling the young generation (to 128 MiB, most
// of it dead) and push peak RSS over the 256 MiB budget. `--max-semi-space-size` is read only when
// the heap is created (an action cannot pass node flags); the growth factor is read each time the
// young generation would grow, so setting it to 1 at run time holds it. A Node whose V8 drops the
// flag prints "unrecognized flag"; the heap test then fails. Figures: docs/benchmarks.md.
import { setFlagsFromString } from 'node:v8'

export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
}
