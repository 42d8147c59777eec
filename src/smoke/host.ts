// What the smoke test needs from the operating system it runs on, which no ROCm tree carries: in a
// `container:` job that is the job container's image, often a minimal one. The tree brings hipcc,
// clang and the HIP libraries; the OS brings the C++ runtime they load (libstdc++, libgcc_s), the C
// and C++ headers, crt files and linker that host code compiles and links with, and perl where
// hipcc is a perl script (ROCm 5 and older; from ROCm 6 on it is a program). Asked only once a
// compile or a load failed, so that the step fails with one error naming everything missing and
// how to install it, instead of a compiler's first complaint.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { which } from '../which.ts'
import { run } from './exec.ts'

export interface HostNeed {
  /** What is missing, in words (with the evidence: a header, a file, a program). */
  what: string
  /** The package that brings it on Debian/Ubuntu, and on Fedora/RHEL/manylinux. */
  debian: string
  rhel: string
}

/** Libraries every Linux OS provides and no ROCm tree carries: a missing one is the OS's lack. */
const HOST_LIBRARIES: Record<string, HostNeed> = {
  'libstdc++.so.6': { what: 'the C++ runtime (libstdc++.so.6)', debian: 'libstdc++6', rhel: 'libstdc++' },
  'libgcc_s.so.1': { what: 'the GCC runtime (libgcc_s.so.1)', debian: 'libgcc-s1', rhel: 'libgcc' }
}

/** The OS's runtime libraries among those a loader could not find. */
export function hostLibraryNeeds(missing: string[]): HostNeed[] {
  return missing.flatMap(l => (HOST_LIBRARIES[l] ? [HOST_LIBRARIES[l]] : []))
}

const PERL: Omit<HostNeed, 'what'> = { debian: 'perl', rhel: 'perl' }
const TOOLCHAIN: Omit<HostNeed, 'what'> = { debian: 'g++', rhel: 'gcc-c++' }

/** The modules a perl script loads with `use`/`require` (pragmas and the tree's own left out). */
function perlModules(files: string[]): string[] {
  const mods = new Set<string>()
  for (const f of files) {
    if (!existsSync(f)) continue
    for (const m of readFileSync(f, 'utf8').matchAll(/^\s*(?:use|require)\s+([A-Z][\w:]*)/gm)) mods.add(m[1])
  }
  return [...mods].filter(m => !existsSync(join(files[0], '..', `${m}.pm`)))
}

/** perl, and the modules hipcc loads, when hipcc is a perl script. */
async function perlNeeds(bin: string, env: Record<string, string>, cwd: string): Promise<HostNeed[]> {
  const hipcc = join(bin, 'hipcc')
  if (!existsSync(hipcc)) return []
  const start = readFileSync(hipcc).subarray(0, 256).toString('latin1')
  const shebang = /^#![ \t]*(\S+)(?:[ \t]+(\S+))?/.exec(start)
  if (!shebang || !/perl/.test(shebang[2] ?? shebang[1])) return []
  const perl = shebang[1].endsWith('/env') ? which(shebang[2], env) : which(shebang[1], env)
  if (!perl) return [{ what: `perl (${hipcc} is a perl script)`, ...PERL }]
  const scripts = ['hipcc', 'hipcc.pl', 'hipvars.pm', 'hipconfig', 'hipconfig.pl'].map(n => join(bin, n))
  const mods = perlModules(scripts)
  if (!mods.length) return []
  const r = await run(
    perl,
    ['-e', 'for (@ARGV) { eval "require $_; 1" or print "$_\\n" }', ...mods],
    env,
    cwd
  )
  const missing = r.out.split('\n').filter(m => mods.includes(m))
  return missing.length ? [{ what: `the perl modules hipcc uses (${missing.join(', ')})`, ...PERL }] : []
}

/** The clang hipcc compiles with: HIP_CLANG_PATH's, else the tree's. */
function clangOf(rocmPath: string, env: Record<string, string>): string | undefined {
  return [env.HIP_CLANG_PATH, join(rocmPath, 'lib/llvm/bin'), join(rocmPath, 'llvm/bin')]
    .filter((d): d is string => !!d)
    .map(d => join(d, 'clang++'))
    .find(p => existsSync(p))
}

/** Headers, crt files, libstdc++ and a linker for host code, as the tree's clang looks for them. */
async function toolchainNeeds(
  rocmPath: string,
  env: Record<string, string>,
  cwd: string
): Promise<HostNeed[]> {
  const clang = clangOf(rocmPath, env)
  if (!clang) return []
  const lacks: string[] = []
  const header = await run(clang, ['-fsyntax-only', '-x', 'c++', '/dev/null', '-include', 'cstdio'], env, cwd)
  if (/file not found/.test(header.out)) lacks.push('C++ standard headers (<cstdio>)')
  for (const file of ['crt1.o', 'crti.o', 'libstdc++.so']) {
    const p = await run(clang, [`-print-file-name=${file}`], env, cwd)
    if (p.code === 0 && !p.out.includes('/')) lacks.push(file)
  }
  const ld = await run(clang, ['-print-prog-name=ld'], env, cwd)
  if (ld.code === 0 && !which(ld.out.trim() || 'ld', env)) lacks.push('a linker (ld)')
  return lacks.length
    ? [{ what: `what host code compiles and links with: ${lacks.join(', ')}`, ...TOOLCHAIN }]
    : []
}

/** Everything the smoke test's compile needs from the OS that is not there. */
export async function hostCompileNeeds(
  rocmPath: string,
  env: Record<string, string>,
  cwd: string
): Promise<HostNeed[]> {
  return [
    ...(await perlNeeds(join(rocmPath, 'bin'), env, cwd)),
    ...(await toolchainNeeds(rocmPath, env, cwd))
  ]
}

/** One message: what is missing, how to install it, and the way out. */
export function hostNeedsMessage(needs: HostNeed[], doing: string): string {
  const uniq = (xs: string[]) => [...new Set(xs)].join(' ')
  return (
    `This machine's operating system (in a container: job, the job container's image) lacks what ${doing}: ` +
    `${needs.map(n => n.what).join('; ')}. Install it before this step ` +
    `(Debian/Ubuntu: apt-get install -y --no-install-recommends ${uniq(needs.map(n => n.debian))}; ` +
    `Fedora/RHEL/manylinux: dnf install -y ${uniq(needs.map(n => n.rhel))}), ` +
    `or turn the smoke test off (smoke-test: false, CLI --no-smoke-test). The ROCm tree itself is complete and kept.`
  )
}
