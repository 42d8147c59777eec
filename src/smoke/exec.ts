// Running the image's programs for the checks (smoke.ts, runtime/load-check.ts), and reading what
// the loader says about libraries it cannot find.
import { execFile } from 'node:child_process'

export interface Ran {
  code: number
  out: string
}

/** Runs `cmd` with exactly `env` (never this process's), its stdout and stderr together. */
export function run(cmd: string, args: string[], env: Record<string, string>, cwd: string): Promise<Ran> {
  return new Promise(resolve => {
    execFile(cmd, args, { env, cwd, maxBuffer: 16 << 20, timeout: 600_000 }, (err, stdout, stderr) => {
      const code = err
        ? typeof (err as NodeJS.ErrnoException).code === 'number'
          ? Number((err as NodeJS.ErrnoException).code)
          : 1
        : 0
      resolve({ code, out: `${stdout}${stderr}`.trim() })
    })
  })
}

export const lastLines = (s: string, n = 30): string => s.split('\n').slice(-n).join('\n')

/**
 * The libraries a loader listing or a failed start says it cannot find: ldd's `name => not found`,
 * and the loader's own `error while loading shared libraries: name: …`.
 */
export function missingLibraries(out: string): string[] {
  return [
    ...new Set([
      ...[...out.matchAll(/^\s*(\S+)\s+=>\s+not found/gm)].map(m => m[1]),
      ...[...out.matchAll(/error while loading shared libraries: ([^:\s]+):/g)].map(m => m[1])
    ])
  ]
}

/** Missing libraries, each with the prune pattern that removed it when one did. */
export function explainMissing(missing: string[], prunedLibraries: Record<string, string>): string {
  return missing
    .map(lib => {
      const by = prunedLibraries[lib]
      return by ? `${lib} (removed by the prune pattern "${by}")` : `${lib} (not in the image's tree)`
    })
    .join(', ')
}
