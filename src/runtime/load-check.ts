// Runtime mode's smoke test (a runtime install has no hipcc): each library of the closure is
// loaded by the system loader with only the tree's lib/ as the library path and the loader cache
// off. A library not found, or found outside the tree (other than the host's own glibc,
// libstdc++, libgcc_s and the loader), fails it, named with who needed it.
import { join } from 'node:path'
import { SmokeError } from '../errors.ts'
import { missingLibraries, run, lastLines } from '../smoke/exec.ts'

/** The system loader, which --list's a library's load without running it. */
function systemLoader(): string {
  return process.arch === 'arm64' ? '/lib/ld-linux-aarch64.so.1' : '/lib64/ld-linux-x86-64.so.2'
}

export async function loadCheck(
  rocmPath: string,
  libraries: string[],
  hostLibraries: readonly string[],
  workDir: string
): Promise<number> {
  const ld = systemLoader()
  for (const lib of libraries) {
    const r = await run(
      ld,
      ['--inhibit-cache', '--library-path', `${rocmPath}/lib`, '--list', join(rocmPath, lib)],
      { PATH: '/usr/bin:/bin' },
      workDir
    )
    const missing = missingLibraries(r.out)
    if (missing.length)
      throw new SmokeError(`${lib} does not load from the install alone: ${missing.join(', ')} not found.`)
    if (r.code !== 0)
      throw new SmokeError(`The loader cannot load ${lib} (exit ${r.code}):\n${lastLines(r.out, 10)}`)
    for (const m of r.out.matchAll(/^\s*(\S+)\s+=>\s+(\S+)\s+\(/gm)) {
      const [, name, path] = m
      if (!path.startsWith(rocmPath + '/') && !hostLibraries.includes(name))
        throw new SmokeError(
          `${lib} loads ${name} from ${path}, outside the install: the closure is incomplete.`
        )
    }
  }
  return libraries.length
}
