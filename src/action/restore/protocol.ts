// What the restore's processes tell each other: the action's main step (restore.ts), the restore
// process it starts (restore-process.ts: the cache toolkit), the extraction process that starts
// (extractor.ts), and the `tar` front the toolkit runs (front.ts), which relays each call to the
// extraction over a Unix socket. The extraction learns where it may write from the environment,
// and the plan's files from a file; it answers with files: why it refused, which files it hashed
// against the plan.
import { existsSync, readFileSync } from 'node:fs'
import { replaceWhole } from '../../write-fully.ts'
import type { ExpectedFile, RefusalKind } from './extract.ts'

/** Environment variables the front reads. */
export const RestoreEnv = {
  /** `<tool cache>/setup-rocm` */
  Root: 'SETUP_ROCM_RESTORE_ROOT',
  /** What this key's entry directories end with (`-<key>`). */
  Suffix: 'SETUP_ROCM_RESTORE_SUFFIX',
  /** The runner's architecture (the tree is `<entry>/<arch>`). */
  Arch: 'SETUP_ROCM_RESTORE_ARCH',
  /** A file of the plan's files (writeExpected), where an index is pinned. */
  Expected: 'SETUP_ROCM_RESTORE_EXPECTED',
  /** Where the front writes its refusal (RefusalNote as JSON). */
  Refused: 'SETUP_ROCM_RESTORE_REFUSED',
  /** Where the front writes the files it hashed against the plan (one path a line). */
  Hashed: 'SETUP_ROCM_RESTORE_HASHED',
  /** The extraction's Unix socket, where the front relays the toolkit's `tar` calls. */
  Socket: 'SETUP_ROCM_RESTORE_SOCKET',
  /** The toolkit's RUNNER_TEMP, where it downloads the archive (followed as it grows). */
  Downloads: 'SETUP_ROCM_RESTORE_DOWNLOADS',
  /** Where the toolkit extracts to (its `-C`: GITHUB_WORKSPACE, or its working directory). */
  Workdir: 'SETUP_ROCM_RESTORE_WORKDIR'
} as const

/** A `tar` call, as the front relays it: one JSON line. */
export interface FrontRequest {
  args: string[]
  /** The front's working directory (relative names in `args` are relative to it). */
  cwd: string
}

/** The answer to a call: one JSON line; the front writes it out and exits with `code`. */
export interface FrontReply {
  code: number
  stdout?: string
  stderr?: string
}

/** Between the restore process and its extraction process (IPC). */
export type ExtractorMessage =
  | { t: 'ready' }
  | { t: 'finish' }
  /** `unfinished`: an archive was downloading, and no `tar` call came for it. */
  | { t: 'finished'; unfinished: boolean }

/** Why the front did not extract: refused (and how), or it failed (a full disk, say). */
export interface RefusalNote {
  kind: RefusalKind | 'failed'
  why: string
}

/**
 * The plan's files for the front, one JSON array a line: [path in the tree, sha256, size], after a
 * first line `plan`; or `failed <why>` when the plan could not be made. Written whole, then renamed
 * into place: the front waits for the name (readExpected).
 */
export function writeExpected(file: string, files?: Iterable<[string, ExpectedFile]>, failed?: string): void {
  const lines: string[] = [failed === undefined ? 'plan' : `failed ${failed.replace(/\n/g, ' ')}`]
  for (const [path, f] of files ?? []) lines.push(JSON.stringify([path, f.sha256, f.size]))
  replaceWhole(file, lines.join('\n'))
}

/** How long the front waits for the plan at most (the restore's own deadline kills it sooner). */
const PLAN_WAIT_MS = 10 * 60_000

/** The plan's files, once the action wrote them (it plans while the archive downloads). */
export async function readExpected(file: string | undefined): Promise<Map<string, ExpectedFile> | undefined> {
  if (!file) return undefined
  const t0 = Date.now()
  while (!existsSync(file)) {
    if (Date.now() - t0 > PLAN_WAIT_MS) throw new Error('the plan to check the archive against never came')
    await new Promise(r => setTimeout(r, 10))
  }
  const [first, ...rows] = readFileSync(file, 'utf8').split('\n')
  if (first !== 'plan')
    throw new Error(`the plan to check the archive against could not be made: ${first.slice(7)}`)
  const out = new Map<string, ExpectedFile>()
  for (const line of rows) {
    if (!line) continue
    const [path, sha256, size] = JSON.parse(line) as [string, string, number]
    out.set(path, { sha256, size })
  }
  return out
}

/** The files the front hashed (a path in the tree a line), or none. */
export function readHashed(file: string): Set<string> {
  try {
    return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))
  } catch {
    return new Set()
  }
}
