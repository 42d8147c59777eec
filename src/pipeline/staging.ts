// Staging and atomic promote. The tree is built in a hidden directory beside the destination (same
// file system, so promotion is a rename), and only a fully verified tree is promoted. A failed
// run removes its staging; an interrupted one removes it on the way out (it is registered with
// interrupt.ts, which the entry points run from their SIGINT/SIGTERM handlers; library code sets no
// process-wide handlers), and a later run removes what a killed one left (its pid is gone).
import { existsSync, promises as fs } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Logger } from '../log.ts'
import { onInterrupt } from './interrupt.ts'

const PREFIX = (dest: string) => `.${basename(dest)}.staging-`

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface Staging {
  dir: string
  /** Empties the staging directory for another attempt (the caller has settled every write). */
  empty(): Promise<void>
  /** Removes the staging directory (idempotent). */
  cleanup(): Promise<void>
}

export async function createStaging(dest: string, log: Logger): Promise<Staging> {
  const parent = dirname(dest)
  await fs.mkdir(parent, { recursive: true })
  for (const name of await fs.readdir(parent)) {
    if (!name.startsWith(PREFIX(dest))) continue
    const pid = Number(name.slice(PREFIX(dest).length).split('-')[0])
    if (pid && pid !== process.pid && !alive(pid)) {
      log.info(`Removing ${join(parent, name)}, left by an interrupted run.`)
      await fs.rm(join(parent, name), { recursive: true, force: true })
    }
  }
  const dir = join(parent, `${PREFIX(dest)}${process.pid}-${randomBytes(4).toString('hex')}`)
  await fs.mkdir(dir)
  const forget = onInterrupt(dir)
  return {
    dir,
    async empty() {
      await fs.rm(dir, { recursive: true, force: true })
      await fs.mkdir(dir)
    },
    async cleanup() {
      await fs.rm(dir, { recursive: true, force: true })
      forget()
    }
  }
}

/**
 * Moves `tree` to `dest` with a rename. An existing `dest` is replaced when `replace`, else kept
 * (and `tree` discarded): the action installs into a directory keyed by its inputs, so a `dest`
 * that appeared meanwhile is a concurrent job's identical tree, maybe in use already.
 * Returns whether `tree` was promoted.
 */
export async function promote(tree: string, dest: string, replace: boolean): Promise<boolean> {
  let old: string | undefined
  if (existsSync(dest)) {
    if (!replace) return false
    old = `${dest}.old-${randomBytes(4).toString('hex')}`
    await fs.rename(dest, old)
  }
  try {
    await fs.rename(tree, dest)
  } catch (e) {
    if (old) await fs.rename(old, dest).catch(() => {})
    if (!replace && (e as NodeJS.ErrnoException).code && existsSync(dest)) return false
    throw e
  }
  if (old) await fs.rm(old, { recursive: true, force: true })
  return true
}
