// The restore process (started by cache-restore.ts in a process group of its own): one
// @actions/cache restore, its answer sent back over the IPC channel. The parent kills the whole
// group (this process and the tar it runs) when the restore overruns its deadline.
//
// The toolkit extracts with the `tar` on PATH, given -P: this process puts restore-tar.ts's front
// first on PATH, so no archive entry is written outside this key's tool-cache entries.
import * as cache from '@actions/cache'
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { workerUrl } from '../worker-url.ts'
import { REAL_TAR, RESTORE_REFUSED, RESTORE_ROOT, RESTORE_SUFFIX } from './restore-guard.ts'

const { paths, key, segmentTimeoutInMs, root, suffix, front } = JSON.parse(process.argv[2] ?? '{}') as {
  /** An empty directory for the tar front (the parent removes it). */
  front: string
  paths: string[]
  key: string
  segmentTimeoutInMs: number
  /** The tool root, and what this key's entry directories end with (restore-guard.ts). */
  root: string
  suffix: string
}

/** The first executable `name` on PATH. */
function which(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, name), constants.X_OK)
      return join(dir, name)
    } catch {
      // next
    }
  }
  return undefined
}

const script = fileURLToPath(workerUrl(import.meta.url, './restore-tar.ts', 'restore-tar.js'))
writeFileSync(join(front, 'tar'), `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`, { mode: 0o755 })
process.env[REAL_TAR] = which('tar') ?? 'tar'
process.env[RESTORE_ROOT] = root
process.env[RESTORE_SUFFIX] = suffix
const refusedFile = join(front, 'refused')
process.env[RESTORE_REFUSED] = refusedFile
process.env.PATH = `${front}${delimiter}${process.env.PATH ?? ''}`
const answer = (m: object) => new Promise<void>(r => process.send!(m, () => r()))
try {
  const hit = await cache.restoreCache(paths, key, [], { segmentTimeoutInMs })
  // The toolkit turns a failed extraction into a warning and a miss: say why it failed.
  if (existsSync(refusedFile)) await answer({ refused: readFileSync(refusedFile, 'utf8') })
  else await answer({ hit: !!hit })
} catch (e) {
  await answer({ error: (e as Error).message })
}
process.disconnect()
