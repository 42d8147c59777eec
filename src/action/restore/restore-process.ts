// The restore process (started by restore.ts in a process group of its own): one @actions/cache
// restore, its answer sent back over the IPC channel. The parent kills the whole group (this
// process, the extraction process it starts and the front the toolkit runs) when the restore
// overruns its deadline.
//
// The toolkit extracts with the `tar` on PATH: this process puts front.ts first on PATH, which
// relays the call to the extraction process started here (extractor.ts), so the archive is read
// by setup-rocm's own reader and written by its own rules, never by GNU tar. The toolkit
// downloads into `downloads` (its RUNNER_TEMP here), where the extraction reads the archive as it
// grows.
import * as cache from '@actions/cache'
import { fork } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { workerUrl } from '../../thread.ts'
import { RestoreEnv, type ExtractorMessage, type RefusalNote } from './protocol.ts'

export interface RestoreArgs {
  /** An empty directory for the tar front and its answers (the parent removes it). */
  front: string
  /** An empty directory for the toolkit's download (the parent removes it). */
  downloads: string
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

export type RestoreAnswer = { hit?: boolean; error?: string; refused?: RefusalNote }

const a = JSON.parse(process.argv[2] ?? '{}') as RestoreArgs
const script = fileURLToPath(workerUrl(import.meta.url, './front.ts', 'restore-front.js'))
const extractorScript = fileURLToPath(workerUrl(import.meta.url, './extractor.ts', 'restore-extractor.js'))
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
  [RestoreEnv.Socket]: join(a.front, 'extract.sock'),
  [RestoreEnv.Downloads]: a.downloads,
  // Where the toolkit extracts to (its getWorkingDirectory).
  [RestoreEnv.Workdir]: process.env.GITHUB_WORKSPACE ?? process.cwd(),
  ...(a.expected ? { [RestoreEnv.Expected]: a.expected } : {})
})
process.env.PATH = `${a.front}${delimiter}${process.env.PATH ?? ''}`
// The toolkit's temporary directory: the archive goes to `<downloads>/<uuid>/`.
process.env.RUNNER_TEMP = a.downloads
const answer = (m: RestoreAnswer) => new Promise<void>(r => process.send!(m, () => r()))
// In this process group: a restore killed at its deadline takes the extraction with it.
const extractor = fork(extractorScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
const gone = new Promise<void>(r => extractor.once('exit', () => r()))
try {
  await new Promise<void>((ok, fail) => {
    extractor.once('message', (m: ExtractorMessage) => (m.t === 'ready' ? ok() : fail(new Error(`${m.t}`))))
    extractor.once('exit', code => fail(new Error(`the extraction process exited with code ${code}`)))
  })
  const hit = await cache.restoreCache(a.paths, a.key, [], { segmentTimeoutInMs: a.segmentTimeoutInMs })
  const unfinished = await finishExtraction()
  // The toolkit turns a failed extraction, and a failed download, into a warning and a miss: say
  // why it failed.
  if (existsSync(refusedFile))
    await answer({ refused: JSON.parse(readFileSync(refusedFile, 'utf8')) as RefusalNote })
  else if (!hit && unfinished) await answer({ error: 'the download of the archive did not complete' })
  else await answer({ hit: !!hit })
} catch (e) {
  await finishExtraction()
  await answer({ error: (e as Error).message })
}
process.disconnect()

/**
 * What followed a download that never became a `tar` call is abandoned before the answer; whether
 * there was such a download.
 */
async function finishExtraction(): Promise<boolean> {
  let unfinished = false
  extractor.on('message', (m: ExtractorMessage) => m.t === 'finished' && (unfinished = m.unfinished))
  if (extractor.exitCode === null && extractor.signalCode === null && extractor.connected)
    extractor.send({ t: 'finish' } satisfies ExtractorMessage)
  await gone
  return unfinished
}
