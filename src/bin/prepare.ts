// What the entry points (main.ts, cli.ts) set for the whole process before the pipeline runs;
// library code sets nothing process-wide. A cancelled job gets SIGINT, then SIGTERM: what the
// pipeline registered (pipeline/interrupt.ts: staging, the tool-cache lock, publish's temporary
// files) is undone before the process exits.
import { runInterruptCleanups } from '../pipeline/interrupt.ts'
import { setFlagsFromString } from 'node:v8'
import {
  LOOSE_MAX_ENTRIES,
  holdYoungGeneration,
  loosenOldGeneration,
  tightenOldGeneration,
  type SetFlags
} from './heap.ts'
import type { MemoryPolicy } from '../memory.ts'

/**
 * Process-wide settings; returns the memory policy to hand the pipeline (InstallOptions.memory).
 * `set`: how V8 flags are set (a test records them on their way).
 */
export function prepareProcess(set: SetFlags = setFlagsFromString): MemoryPolicy {
  holdYoungGeneration(set)
  tightenOldGeneration(set)
  // An install from a seek index keeps a small heap and passes GiBs of buffers through it: held
  // tight, it collects fully every few MiB (bin/heap.ts). Unless the index is large.
  const memory: MemoryPolicy = {
    indexed: entries => (entries > LOOSE_MAX_ENTRIES ? tightenOldGeneration(set) : loosenOldGeneration(set)),
    whole: () => tightenOldGeneration(set)
  }
  // A cancelled job gets SIGINT, then SIGTERM: leave no half-built tree behind.
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      runInterruptCleanups()
      process.exit(sig === 'SIGINT' ? 130 : 143)
    })
  return memory
}
