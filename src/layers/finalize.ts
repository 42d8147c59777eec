// After the last layer: the model is final, so links, names and prune decisions are exact now.
// - image-path must resolve to a directory; that directory of staging becomes the install.
// - Prune is re-evaluated with the final link names; anything a pattern matches only through a
//   link that arrived after the files is removed now (reported: it cost disk while streaming).
// - Symlinks are written as relative links that stay inside the install. A link whose target
//   lies outside image-path is dropped and reported; a link to something pruned is pruned with it.
// - Directories get their modes (always owner-writable, so the tree can be removed again).
import { promises as fs } from 'node:fs'
import { isSharedLibrary, type Applier } from './applier.ts'
import { isUnder, joinClamped, relativeLink, toPath } from './paths.ts'
import { PatternSet, protectedConflict } from './prune.ts'
import { resolve, walk, type DirNode, type Node } from './tree.ts'

export class ImagePathError extends Error {
  override name = 'ImagePathError'
}

export interface FinalStats {
  files: number
  dirs: number
  links: number
  bytesKept: number
  latePrunedFiles: number
  latePrunedBytes: number
  /** Links dropped because they point outside image-path: `link -> target`. */
  externalLinks: string[]
  linksToPruned: number
}

export interface Finalized {
  /** The staging directory that holds the finished tree (to be promoted). */
  dir: string
  /** Where image-path resolved in the image. */
  realPath: string
  stats: FinalStats
}

function linkDestination(a: Applier, R: string[], linkParts: string[], target: string): string[] | undefined {
  const linkDir = linkParts.slice(0, -1)
  const oneStep = joinClamped(linkDir, target)
  if (isUnder(oneStep, R)) {
    try {
      if (isUnder(resolve(a.root, oneStep, false).parts, R)) return oneStep
    } catch {
      // fall through to full resolution
    }
  }
  try {
    const full = resolve(a.root, linkParts, true)
    if (isUnder(full.parts, R)) return full.parts
  } catch {
    // a loop: treat as leaving the tree
  }
  return undefined
}

export async function finalize(
  a: Applier,
  imagePath: string,
  prune: PatternSet,
  protect: PatternSet
): Promise<Finalized> {
  await a.writer.flush()
  const r = resolve(a.root, imagePath.split('/').filter(Boolean), true)
  if (!r.node)
    throw new ImagePathError(
      `The image has no ${imagePath}${toPath(r.parts) !== imagePath ? ` (it resolves to ${toPath(r.parts)})` : ''}. Check the image-path input.`
    )
  if (r.node.kind !== 'dir')
    throw new ImagePathError(`${imagePath} in the image is not a directory. Check the image-path input.`)
  const R = r.parts
  const top = r.node as DirNode
  // Final names: a.keptRoot is where image-path resolves now; rebuild aliases against it.
  a.keptRoot = R
  a.rebuildAliases()

  const stats: FinalStats = {
    files: 0,
    dirs: 0,
    links: 0,
    bytesKept: 0,
    latePrunedFiles: 0,
    latePrunedBytes: 0,
    externalLinks: [],
    linksToPruned: 0
  }

  // Pass 1: exact prune decisions for every node.
  // Directories and links by identity; a file carries its mark (prunedBy) in the model, since the
  // model hands out a fresh view of a file each time (tree.ts).
  const pruned = new Set<Node>()
  const isPruned = (n: Node) => (n.kind === 'file' ? !!n.prunedBy : pruned.has(n))
  const visit = (dir: DirNode, rel: string[], inherited?: string) => {
    for (const [name, n] of dir.children) {
      const p = [...rel, name]
      let by = inherited ?? (n.kind === 'file' ? n.prunedBy : undefined)
      const names = prune.size || by ? a.namesOf(p) : []
      // A match only now (not while streaming) counts as that pattern's hit.
      if (!by && prune.size) by = prune.match(names, n.kind === 'dir')
      if (by) {
        const prot = protect.match(names, n.kind === 'dir', false)
        if (prot) throw protectedConflict(toPath([...R, ...p]), by, prot)
        if (n.kind === 'file') dir.children.set(name, { ...n, prunedBy: by })
        else pruned.add(n)
        if (n.kind !== 'dir' && isSharedLibrary(name)) a.stats.prunedLibraries[name] ??= by
      }
      if (n.kind === 'dir') visit(n, p, by)
    }
  }
  visit(top, [])

  // Pass 2: remove late prunes, write links, collect directories.
  const dirs: [string, number][] = []
  const pending: Promise<unknown>[] = []
  const removeLate = async (path: string) => fs.rm(path, { recursive: true, force: true })
  const skipUnder = new Set<DirNode>()
  for (const [rel, n, parent] of walk(top)) {
    if (skipUnder.has(parent)) {
      if (n.kind === 'dir') skipUnder.add(n)
      if (n.kind === 'file' && n.onDisk) {
        stats.latePrunedFiles++
        stats.latePrunedBytes += n.size
      }
      continue
    }
    const real = [...R, ...rel]
    if (isPruned(n)) {
      if (n.kind === 'file' && n.onDisk) {
        stats.latePrunedFiles++
        stats.latePrunedBytes += n.size
        pending.push(removeLate(a.disk(real)))
      } else if (n.kind === 'dir') {
        skipUnder.add(n)
        if (n.onDisk) pending.push(removeLate(a.disk(real)))
      }
      continue
    }
    if (n.kind === 'dir') {
      stats.dirs++
      if (!n.onDisk) await fs.mkdir(a.disk(real), { recursive: true })
      dirs.push([a.disk(real), n.mode | 0o700])
    } else if (n.kind === 'file') {
      stats.files++
      stats.bytesKept += n.size
    } else {
      const dest = linkDestination(a, R, real, n.target)
      if (!dest) {
        stats.externalLinks.push(`${toPath(real)} -> ${n.target}`)
        continue
      }
      let targetNode: Node | undefined
      try {
        targetNode = resolve(a.root, dest, true).node
      } catch {
        targetNode = undefined
      }
      if (targetNode && isPruned(targetNode)) {
        stats.linksToPruned++
        continue
      }
      stats.links++
      await fs.mkdir(a.disk(real.slice(0, -1)), { recursive: true })
      await fs.symlink(relativeLink(real.slice(0, -1), dest), a.disk(real))
    }
  }
  await Promise.all(pending)
  // Deepest first, so a read-only parent does not stop its children's chmod.
  for (const [path, mode] of dirs.reverse()) await fs.chmod(path, mode)
  await fs.mkdir(a.disk(R), { recursive: true })
  await fs.chmod(a.disk(R), top.mode | 0o700)
  return { dir: a.disk(R), realPath: toPath(R), stats }
}
