// Test oracle for installed trees. It reads real directories only (lstat/readlink), independent
// of the engine's in-memory model:
// - `expectedFromRootfs` takes a reference unpack of the whole image (umoci) and derives what
//   setup-rocm must install: the tree at image-path (resolved chroot-style through the rootfs),
//   minus what the prune globs name through any of the tree's own directory links, minus links
//   that leave the tree or point at something pruned;
// - `describeInstall` describes an installed tree the same way.
// Both give a sorted map: relative path -> `d`, `f <mode> <sha256>` or `l <resolved relative target>`.
import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { join } from 'node:path'
import picomatch from 'picomatch'

type Kind = 'd' | 'f' | 'l' | 'missing'

/** Chroot-style resolution inside `root` (a real directory), following every symlink. */
export function chrootResolve(root: string, parts: string[], followFinal = true): string[] {
  const queue = [...parts]
  let cur: string[] = []
  let hops = 0
  while (queue.length) {
    const c = queue.shift()!
    if (!c || c === '.') continue
    if (c === '..') {
      cur.pop()
      continue
    }
    const p = join(root, ...cur, c)
    let st
    try {
      st = lstatSync(p)
    } catch {
      cur.push(c)
      continue
    }
    if (st.isSymbolicLink() && (queue.length || followFinal)) {
      if (++hops > 40) throw new Error('loop')
      const t = readlinkSync(p)
      if (t.startsWith('/')) cur = []
      queue.unshift(...t.split('/'))
      continue
    }
    cur.push(c)
  }
  return cur
}

const kindOf = (p: string): Kind => {
  try {
    const st = lstatSync(p)
    return st.isSymbolicLink() ? 'l' : st.isDirectory() ? 'd' : 'f'
  } catch {
    return 'missing'
  }
}

const under = (a: string[], b: string[]) => a.length >= b.length && b.every((x, i) => a[i] === x)

function fileDesc(p: string): string {
  const st = lstatSync(p)
  return `f ${(st.mode & 0o777).toString(8)} ${createHash('sha256').update(readFileSync(p)).digest('hex').slice(0, 16)}`
}

function matcher(patterns: string[]): (logical: string, isDir: boolean) => boolean {
  const compiled = patterns.map(raw => {
    const dirOnly = raw.endsWith('/')
    let p = raw.replace(/\/+$/, '').replace(/^\.\//, '')
    const anchored = p.includes('/')
    p = p.replace(/^\/+/, '')
    return { dirOnly, anchored, re: picomatch.makeRe(p, { dot: true }) }
  })
  return (logical, isDir) =>
    compiled.some(c => (!c.dirOnly || isDir) && c.re.test(c.anchored ? logical : logical.split('/').pop()!))
}

/** All real entries under `R` in `root`, each with every logical name it has through dir links inside R. */
function logicalNames(root: string, R: string[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>()
  const add = (real: string, logical: string) => {
    if (!names.has(real)) names.set(real, new Set())
    names.get(real)!.add(logical)
  }
  const visit = (realRel: string[], logicalRel: string[], depth: number, seen: Set<string>) => {
    const dir = join(root, ...R, ...realRel)
    for (const name of readdirSync(dir)) {
      const real = [...realRel, name]
      const logical = [...logicalRel, name]
      add(real.join('/'), logical.join('/'))
      const k = kindOf(join(dir, name))
      if (k === 'd') visit(real, logical, depth, seen)
      else if (k === 'l' && depth < 3) {
        const t = chrootResolve(root, [...R, ...real])
        if (under(t, R) && t.length > R.length && kindOf(join(root, ...t)) === 'd') {
          const key = t.join('/')
          if (seen.has(key)) continue
          const tRel = t.slice(R.length)
          add(tRel.join('/'), logical.join('/'))
          visit(tRel, logical, depth + 1, new Set([...seen, key]))
        }
      }
    }
  }
  visit([], [], 0, new Set())
  return names
}

export function expectedFromRootfs(rootfs: string, imagePath: string, prune: string[]): Map<string, string> {
  const R = chrootResolve(rootfs, imagePath.split('/').filter(Boolean))
  const names = logicalNames(rootfs, R)
  const match = matcher(prune)
  const prunedReal = new Set<string>()
  for (const [real, logicals] of names) {
    const isDir = kindOf(join(rootfs, ...R, real)) === 'd'
    for (const l of logicals) {
      const parts = l.split('/')
      // Any strict prefix is a directory; the full name carries the entry's own type.
      if (parts.some((_, i) => match(parts.slice(0, i + 1).join('/'), i + 1 < parts.length || isDir)))
        prunedReal.add(real)
    }
  }
  const isPruned = (rel: string) => {
    const parts = rel.split('/')
    return parts.some((_, i) => prunedReal.has(parts.slice(0, i + 1).join('/')))
  }
  const out = new Map<string, string>()
  const walk = (rel: string[]) => {
    for (const name of readdirSync(join(rootfs, ...R, ...rel)).sort()) {
      const p = [...rel, name]
      const key = p.join('/')
      if (isPruned(key)) continue
      const abs = join(rootfs, ...R, ...p)
      const k = kindOf(abs)
      if (k === 'd') {
        out.set(key, 'd')
        walk(p)
      } else if (k === 'f') out.set(key, fileDesc(abs))
      else {
        const t = chrootResolve(rootfs, [...R, ...p])
        if (!under(t, R)) continue // leaves the tree: dropped
        const tRel = t.slice(R.length).join('/')
        if (tRel && isPruned(tRel)) continue // points at something pruned: pruned with it
        out.set(key, `l ${tRel}`)
      }
    }
  }
  walk([])
  return out
}

export function describeInstall(dest: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (rel: string[]) => {
    for (const name of readdirSync(join(dest, ...rel)).sort()) {
      const p = [...rel, name]
      const abs = join(dest, ...p)
      const k = kindOf(abs)
      if (k === 'd') {
        out.set(p.join('/'), 'd')
        walk(p)
      } else if (k === 'f') out.set(p.join('/'), fileDesc(abs))
      else {
        const target = readlinkSync(abs)
        if (target.startsWith('/')) out.set(p.join('/'), `l ABSOLUTE ${target}`)
        else {
          // Lexically inside the install: resolving with the install as root must not clamp.
          const lexical = [...rel]
          let escapes = false
          for (const c of target.split('/')) {
            if (c === '..') {
              if (!lexical.length) escapes = true
              lexical.pop()
            } else if (c && c !== '.') lexical.push(c)
          }
          out.set(p.join('/'), escapes ? `l ESCAPES ${target}` : `l ${chrootResolve(dest, p).join('/')}`)
        }
      }
    }
  }
  walk([])
  return out
}

/** A readable diff of two descriptions, for assertion messages. */
export function diffTrees(expected: Map<string, string>, actual: Map<string, string>): string {
  const lines: string[] = []
  for (const [k, v] of expected)
    if (actual.get(k) !== v) lines.push(`- ${k}: ${v}   (got ${actual.get(k) ?? 'nothing'})`)
  for (const [k, v] of actual) if (!expected.has(k)) lines.push(`+ ${k}: ${v}`)
  return lines.join('\n')
}
