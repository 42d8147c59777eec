// What a cancelled job must not leave behind. A cancelled GitHub job gets SIGINT, then SIGTERM; a
// user presses Ctrl-C. Library code sets no process-wide handlers: the entry points do
// (bin/prepare.ts) and call runInterruptCleanups() from them, synchronously, before exiting. Here
// the pipeline registers what to undo then: staging directories, a held tool-cache lock, publish's
// temporary files. Each registration returns the function that withdraws it once the thing is
// gone or promoted.

import { rmSync } from 'node:fs'

type Cleanup = () => void

const cleanups = new Set<Cleanup>()

/** Registers a path to remove (recursively) or a function to call if the process is interrupted. */
export function onInterrupt(what: string | Cleanup): () => void {
  const fn: Cleanup = typeof what === 'string' ? () => removeNow(what) : what
  cleanups.add(fn)
  return () => void cleanups.delete(fn)
}

function removeNow(path: string): void {
  rmSync(path, { recursive: true, force: true })
}

/**
 * Runs every registered cleanup now (for a signal handler, before exiting), the latest first: what
 * was made while a lock was held is removed before the lock is given up.
 */
export function runInterruptCleanups(): void {
  for (const fn of [...cleanups].reverse()) {
    try {
      fn()
    } catch {
      // best effort: the others still run
    }
  }
  cleanups.clear()
}
