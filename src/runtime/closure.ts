// The runtime closure: the libraries an ELF load of the named roots (default libamdhip64.so) pulls
// in, resolved inside the installed tree the way ld.so resolves them, from the ELF files themselves
// (elf.ts; the host's ldd never runs on image files). For each DT_NEEDED of an object: its DT_RPATH
// (and its loaders', when it has no DT_RUNPATH), then LD_LIBRARY_PATH (the tree's lib/, what the
// action exports), then its DT_RUNPATH; `$ORIGIN` is the object's own directory. Only directories
// inside the tree count. SONAME symlink chains, and every link a path passes through (ROCm 10's
// `lib -> core-10.0/lib`), are part of the closure. What the host provides (glibc, libstdc++,
// libgcc_s, the loader) is listed, not copied; anything else not found fails the install, naming
// who needs it. Symbol versions are not checked.
import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { readDynamic, type Dynamic } from './elf.ts'
import { formatBytes } from '../log.ts'
import { ImageError } from '../errors.ts'
import { LIMITS } from '../layers/paths.ts'
import { ComponentWalk, WalkLimit } from '../layers/link-walk.ts'

/** Libraries every Linux host (and slim container base) has: listed, never looked for in the tree. */
export const HOST_LIBRARIES: readonly string[] = [
  'libc.so.6',
  'libm.so.6',
  'libdl.so.2',
  'libpthread.so.0',
  'librt.so.1',
  'libresolv.so.2',
  'libutil.so.1',
  'libgcc_s.so.1',
  'libstdc++.so.6',
  'ld-linux-x86-64.so.2',
  'ld-linux-aarch64.so.1'
]

export interface ClosureLibrary {
  /** The file, relative to the tree. */
  path: string
  size: number
  /** Who pulled it in first: a root's name (`requested`) or a library's path. */
  neededBy: string
}

export interface Closure {
  libraries: ClosureLibrary[]
  /** Symlinks the closure's names pass through (SONAME chains, directory links), relative to the tree. */
  links: string[]
  /** Host libraries the closure needs, with who needs them first. */
  host: { name: string; neededBy: string }[]
  unresolved: { name: string; neededBy: string }[]
  bytes: number
}

export class ClosureError extends ImageError {
  override name = 'ClosureError'
}

/**
 * Resolves `rel` (components under `tree`) through symlinks without leaving the tree. Returns the
 * real relative path of what is there and the links passed, or undefined when nothing is.
 */
async function resolveInTree(
  tree: string,
  rel: string[]
): Promise<{ real: string[]; links: string[] } | undefined> {
  const walk = new ComponentWalk(rel)
  const cur: string[] = []
  const links: string[] = []
  try {
    for (let c = walk.next(); c !== undefined; c = walk.next()) {
      if (c === '..') {
        if (!cur.length) return undefined // would leave the tree
        cur.pop()
        continue
      }
      if (cur.length >= LIMITS.depth) return undefined
      const p = join(tree, ...cur, c)
      let st
      try {
        st = await fs.lstat(p)
      } catch {
        return undefined
      }
      if (st.isSymbolicLink()) {
        links.push([...cur, c].join('/'))
        const target = await fs.readlink(p)
        if (target.startsWith('/')) return undefined // the finished tree has relative links only
        walk.follow(target)
        continue
      }
      cur.push(c)
    }
  } catch (e) {
    if (e instanceof WalkLimit) return undefined
    throw e
  }
  return { real: cur, links }
}

function expand(dirs: string[], originRel: string[]): string[][] {
  const out: string[][] = []
  for (const d of dirs) {
    if (!/^\$(ORIGIN|\{ORIGIN\})(\/|$)/.test(d)) continue // absolute dirs are the host's
    out.push([
      ...originRel,
      ...d
        .replace(/^\$(ORIGIN|\{ORIGIN\})\/?/, '')
        .split('/')
        .filter(Boolean)
    ])
  }
  return out
}

export async function computeClosure(tree: string, roots: string[]): Promise<Closure> {
  const libraries = new Map<string, ClosureLibrary>()
  const links = new Set<string>()
  const host = new Map<string, string>()
  const unresolved = new Map<string, string>()
  const dyn = new Map<string, Dynamic | undefined>()
  let machine: number | undefined

  /** Finds `name` for an object, in its search dirs; adds the file and its links; returns its path. */
  const find = async (name: string, dirs: string[][], neededBy: string): Promise<string | undefined> => {
    for (const d of dirs) {
      const r = await resolveInTree(tree, [...d, ...name.split('/')])
      if (!r) continue
      const path = r.real.join('/')
      const st = await fs.stat(join(tree, path)).catch(() => undefined)
      if (!st?.isFile()) continue
      if (!dyn.has(path)) dyn.set(path, await readDynamic(join(tree, path)).catch(() => undefined))
      const d2 = dyn.get(path)
      // ld.so skips a file of another machine and goes on searching.
      if (!d2 || (machine !== undefined && d2.machine !== machine)) continue
      machine ??= d2.machine
      for (const l of r.links) links.add(l)
      if (!libraries.has(path)) libraries.set(path, { path, size: st.size, neededBy })
      return path
    }
    return undefined
  }

  const lib = [['lib']]
  const work: { path: string; inherited: string[][] }[] = []
  for (const root of roots) {
    const path = await find(root, root.includes('/') ? [[]] : lib, 'requested')
    if (!path) unresolved.set(root, 'requested')
    else work.push({ path, inherited: [] })
  }
  const visited = new Set<string>()
  while (work.length) {
    const { path, inherited } = work.shift()!
    if (visited.has(path)) continue
    visited.add(path)
    const d = dyn.get(path)!
    const origin = path.split('/').slice(0, -1)
    const rpath = d.runpath.length ? [] : [...expand(d.rpath, origin), ...inherited]
    const dirs = [...rpath, ...lib, ...expand(d.runpath, origin)]
    for (const name of d.needed) {
      if (HOST_LIBRARIES.includes(name)) {
        if (!host.has(name)) host.set(name, path)
        continue
      }
      const found = await find(name, dirs, path)
      if (found) work.push({ path: found, inherited: d.runpath.length ? [] : rpath })
      else if (!unresolved.has(name)) unresolved.set(name, path)
    }
  }
  const list = [...libraries.values()]
  return {
    libraries: list,
    links: [...links].sort(),
    host: [...host].map(([name, neededBy]) => ({ name, neededBy })),
    unresolved: [...unresolved].map(([name, neededBy]) => ({ name, neededBy })),
    bytes: list.reduce((s, l) => s + l.size, 0)
  }
}

/**
 * Removes everything from `tree` but the closure, the links to it and `keepAlso` (e.g. `.info`).
 * `remove`: what is done to each path that goes (a dry run collects them: verify/verify.ts).
 */
export async function keepOnly(
  tree: string,
  c: Closure,
  keepAlso: string[] = ['.info'],
  remove: (rel: string) => Promise<unknown> = rel => fs.rm(join(tree, rel), { recursive: true, force: true })
): Promise<void> {
  const keep = new Set([...c.libraries.map(l => l.path), ...c.links])
  // `.info` is a link into core-10.0 in ROCm 10: keep the links on the way and what they lead to.
  const dirs = [...keepAlso]
  for (const k of keepAlso) {
    const r = await resolveInTree(tree, k.split('/'))
    if (!r) continue
    for (const l of r.links) keep.add(l)
    dirs.push(r.real.join('/'))
  }
  const keepDir = (rel: string) => dirs.some(k => rel === k || rel.startsWith(k + '/'))
  const visit = async (rel: string): Promise<boolean> => {
    // Returns whether anything under `rel` (a directory) is kept.
    let kept = false
    for (const e of await fs.readdir(join(tree, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name
      if (keepDir(r) || keep.has(r)) {
        kept = true
        continue
      }
      if (e.isDirectory() && (await visit(r))) {
        kept = true
        continue
      }
      await remove(r)
    }
    return kept
  }
  await visit('')
}

/** The closure as a table, for --print-closure and the job summary's details. */
export function closureLines(c: Closure): string[] {
  return [
    ...c.libraries.map(l => `${formatBytes(l.size).padStart(10)}  ${l.path}  (needed by ${l.neededBy})`),
    `${formatBytes(c.bytes).padStart(10)}  total: ${c.libraries.length} libraries`,
    ...c.host.map(h => `      host  ${h.name}  (needed by ${h.neededBy})`)
  ]
}
