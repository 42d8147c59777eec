// What the entry points (main.ts, cli.ts) set for the whole process before the pipeline runs;
// library code sets nothing process-wide.
import { removeStagingNow } from '../pipeline/staging.ts'
import { holdYoungGeneration, tightenOldGeneration } from './heap.ts'

export function prepareProcess(): void {
  holdYoungGeneration()
  tightenOldGeneration()
  // A cancelled job gets SIGINT, then SIGTERM: leave no half-built tree behind.
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      removeStagingNow()
      process.exit(sig === 'SIGINT' ? 130 : 143)
    })
}
