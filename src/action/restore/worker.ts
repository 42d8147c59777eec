// The restore process (started by restore.ts in a process group of its own): one @actions/cache
// restore, its answer sent back over the IPC channel. The parent kills the whole group (this
// process and the front the toolkit runs) when the restore overruns its deadline.
//
// The toolkit extracts with the `tar` on PATH: this process puts front.ts first on PATH, so the
// archive is read by setup-rocm's own reader and written by its own rules, never by GNU tar.
import * as cache from '@actions/cache'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { workerUrl } from '../../worker-url.ts'
import { RestoreEnv, type RefusalNote } from './protocol.ts'

export interface WorkerArgs {
  /** An empty directory for the tar front and its answers (the parent removes it). */
  front: string
  paths: string[]
  key: string
  segmentTimeoutInMs: number
  /** The tool root, what this key's entry directories end with, the runner's architecture. */
  root: string
  suffix: string
  arch: string
  /** The plan's files (protocol.ts writeExpected), where an index is pinned. */
  expected?: string
}

export type WorkerAnswer = { hit?: boolean; error?: string; refused?: RefusalNote }

const a = JSON.parse(process.argv[2] ?? '{}') as WorkerArgs
const script = fileURLToPath(workerUrl(import.meta.url, './front.ts', 'restore-front.js'))
writeFileSync(join(a.front, 'tar'), `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`, {
  mode: 0o755
})
const refusedFile = join(a.front, 'refused')
Object.assign(process.env, {
  [RestoreEnv.Root]: a.root,
  [RestoreEnv.Suffix]: a.suffix,
  [RestoreEnv.Arch]: a.arch,
  [RestoreEnv.Refused]: refusedFile,
  [RestoreEnv.Hashed]: join(a.front, 'hashed'),
  ...(a.expected ? { [RestoreEnv.Expected]: a.expected } : {})
})
process.env.PATH = `${a.front}${delimiter}${process.env.PATH ?? ''}`
const answer = (m: WorkerAnswer) => new Promise<void>(r => process.send!(m, () => r()))
try {
  const hit = await cache.restoreCache(a.paths, a.key, [], { segmentTimeoutInMs: a.segmentTimeoutInMs })
  // The toolkit turns a failed extraction into a warning and a miss: say why it failed.
  if (existsSync(refusedFile))
    await answer({ refused: JSON.parse(readFileSync(refusedFile, 'utf8')) as RefusalNote })
  else await answer({ hit: !!hit })
} catch (e) {
  await answer({ error: (e as Error).message })
}
process.disconnect()
