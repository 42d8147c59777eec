// A program's path as execve would find it on PATH (the smoke test's host checks, the lazy mount's
// helpers): the one lookup, so both see the same program.
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** `program` on the PATH of `env` (this process's by default), or undefined. */
export function which(
  program: string,
  env: Record<string, string | undefined> = process.env
): string | undefined {
  if (program.includes('/')) return existsSync(program) ? program : undefined
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const p = join(dir, program)
    if (existsSync(p)) return p
  }
  return undefined
}
