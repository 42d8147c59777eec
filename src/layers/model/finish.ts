// The finish, after the last layer, when links, names and prune decisions are exact:
// - image-path must resolve to a directory; that directory of staging becomes the install;
// - prune is re-evaluated with the final link names; anything a pattern matches only through a
//   link that arrived after the files is removed now (reported: it cost disk while streaming);
// - symlinks are written as relative links that stay inside the install; a link whose target lies
//   outside image-path is dropped and reported; a link to something pruned is pruned with it;
// - directories get their modes (always owner-writable, so the tree can be removed again).
// The overlay (overlay.ts) owns the model and hands it here once; nothing here changes it but the
// prune marks of files.
import { promises as fs } from 'node:fs'
import { installedMode, isUnder, joinClamped, relativeLink, toPath } from '../paths.ts'
import { protectedConflict, type PatternSet } from '../prune.ts'
import { resolve, walk, type DirNode, type FileNode, type Node } from './tree.ts'
import type { LinkNames } from './link-names.ts'
import type { InstallReport } from './report.ts'
import { ImagePathError } from './errors.ts'

export interface Finished {
  /** The staging directory that holds the finished tree (to be promoted). */
  dir: string
  /** Where image-path resolved in the image. */
  realPath: string
}

/** What the finish reads of the model (overlay.ts hands it over after the last layer). */
export interface FinishInput {
  root: DirNode
  names: LinkNames
  report: InstallReport
  imagePath: string
  prune: PatternSet
  protect: PatternSet
  /** The staging path of a model path. */
  disk(parts: readonly string[]): string
  /** A plan's finish: see PlaceFile. */
  place?: PlaceFile
}

/**
 * A plan's finish (seek/plan/plan.ts): nothing of the model was written while the plan was made, so
 * every kept directory is made here, and each kept file's content is put at `path` (the file's
 * origin names its content) as the walk reaches it, after its directory.
 */
export type PlaceFile = (file: FileNode, path: string) => void

export const isSharedLibrary = (name: string): boolean => /\.so(\.|$)/.test(name)

function linkDestination(
  root: DirNode,
  R: string[],
  linkParts: string[],
  target: string
): string[] | undefined {
  const linkDir = linkParts.slice(0, -1)
  const oneStep = joinClamped(linkDir, target)
  if (isUnder(oneStep, R)) {
    try {
      if (isUnder(resolve(root, oneStep, false).parts, R)) return oneStep
    } catch {
      // fall through to full resolution
    }
  }
  try {
    const full = resolve(root, linkParts, true)
    if (isUnder(full.parts, R)) return full.parts
  } catch {
    // a loop: treat as leaving the tree
  }
  return undefined
}

/** The kept root (where image-path resolves now), or an ImagePathError. */
export function keptDirectory(root: DirNode, imagePath: string): { parts: string[]; node: DirNode } {
  const r = resolve(root, imagePath.split('/').filter(Boolean), true)
  if (!r.node)
    throw new ImagePathError(
      `The image has no ${imagePath}${toPath(r.parts) !== imagePath ? ` (it resolves to ${toPath(r.parts)})` : ''}. Check the image-path input.`
    )
  if (r.node.kind !== 'dir')
    throw new ImagePathError(`${imagePath} in the image is not a directory. Check the image-path input.`)
  return { parts: r.parts, node: r.node }
}

/**
 * Pass 1 of the finish: exact prune decisions for every node under the kept root (recorded in the
 * model for files, returned for directories and links), and the kept root itself.
 */
function finalPrune(m: FinishInput): { R: string[]; top: DirNode; isPruned: (n: Node) => boolean } {
  const { parts: R, node: top } = keptDirectory(m.root, m.imagePath)
  // Final names: the kept root is where image-path resolves now.
  m.names.setKeptRoot(R)
  const stats = m.report

  // Pass 1: exact prune decisions for every node.
  // Directories and links by identity; a file carries its mark (prunedBy) in the model, since the
  // model hands out a fresh view of a file each time (tree.ts).
  const pruned = new Set<Node>()
  const isPruned = (n: Node) => (n.kind === 'file' ? !!n.prunedBy : pruned.has(n))
  const visit = (dir: DirNode, rel: string[], inherited?: string) => {
    for (const [name, n] of dir.children) {
      const p = [...rel, name]
      let by = inherited ?? (n.kind === 'file' ? n.prunedBy : undefined)
      const names = m.prune.size || by ? m.names.namesOf(p) : []
      // A match only now (not while streaming) counts as that pattern's hit.
      if (!by && m.prune.size) by = m.prune.match(names, n.kind === 'dir')
      if (by) {
        const prot = m.protect.match(names, n.kind === 'dir', false)
        if (prot) throw protectedConflict(toPath([...R, ...p]), by, prot)
        if (n.kind === 'file') dir.children.set(name, { ...n, prunedBy: by })
        else pruned.add(n)
        if (n.kind !== 'dir' && isSharedLibrary(name)) stats.prunedLibraries[name] ??= by
      }
      if (n.kind === 'dir') visit(n, p, by)
    }
  }
  visit(top, [])
  return { R, top, isPruned }
}

/**
 * The origins of the regular files the finish would keep, a hardlink's being its target's, without
 * changing the disk (the seek index plans an install with this: only their content is fetched).
 */
export function* keptOrigins(m: FinishInput): Generator<number> {
  const { top, isPruned } = finalPrune(m)
  const skip = new Set<DirNode>()
  for (const [, n, parent] of walk(top)) {
    if (skip.has(parent) || isPruned(n)) {
      if (n.kind === 'dir') skip.add(n)
      continue
    }
    if (n.kind === 'file' && n.onDisk && n.origin !== undefined) yield n.origin
  }
}

/**
 * The finished tree, node by node in walk order (a directory before what it holds), paths relative
 * to the kept root: what a finish writes, and what a tree from a cache must hold (verify/). Also
 * what the finish removes that streaming wrote (`late-pruned`: files, or directories with all
 * they hold). The report counts each as it goes by.
 */
export type FinishedNode =
  | { kind: 'dir'; rel: string[]; mode: number; onDisk: boolean }
  | { kind: 'file'; rel: string[]; node: FileNode }
  | { kind: 'symlink'; rel: string[]; target: string }
  | { kind: 'late-pruned'; rel: string[] }

/** The finished tree of a model: where it is (R), its root's mode, and its nodes (see FinishedNode). */
export interface Manifest {
  R: string[]
  rootMode: number
  nodes: Iterable<FinishedNode>
}

export function manifestOf(m: FinishInput): Manifest {
  const { R, top, isPruned } = finalPrune(m)
  return { R, rootMode: installedMode(top.mode) | 0o700, nodes: finishedNodes(m, R, top, isPruned) }
}

function* finishedNodes(
  m: FinishInput,
  R: string[],
  top: DirNode,
  isPruned: (n: Node) => boolean
): Generator<FinishedNode> {
  const stats = m.report
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
        yield { kind: 'late-pruned', rel }
      } else if (n.kind === 'dir') {
        skipUnder.add(n)
        if (n.onDisk) yield { kind: 'late-pruned', rel }
      }
      continue
    }
    if (n.kind === 'dir') {
      stats.dirs++
      yield { kind: 'dir', rel, mode: n.mode | 0o700, onDisk: n.onDisk }
    } else if (n.kind === 'file') {
      stats.files++
      stats.bytesKept += n.size
      yield { kind: 'file', rel, node: n }
    } else {
      const dest = linkDestination(m.root, R, real, n.target)
      if (!dest) {
        stats.externalLinks.push(`${toPath(real)} -> ${n.target}`)
        continue
      }
      let targetNode: Node | undefined
      try {
        targetNode = resolve(m.root, dest, true).node
      } catch {
        targetNode = undefined
      }
      if (targetNode && isPruned(targetNode)) {
        stats.linksToPruned++
        continue
      }
      stats.links++
      yield { kind: 'symlink', rel, target: relativeLink(real.slice(0, -1), dest) }
    }
  }
}

export async function finishTree(m: FinishInput): Promise<Finished> {
  const { R, rootMode, nodes } = manifestOf(m)
  const stats = m.report
  // Pass 2: remove late prunes, write links, collect directories. A plan's model was never
  // written: nothing to remove, every directory to make.
  const written = !m.place
  const dirs: [string, number][] = []
  const pending: Promise<unknown>[] = []
  for (const f of nodes) {
    const path = m.disk([...R, ...f.rel])
    if (f.kind === 'late-pruned') {
      if (written) pending.push(fs.rm(path, { recursive: true, force: true }))
    } else if (f.kind === 'dir') {
      if (!f.onDisk || !written) await fs.mkdir(path, { recursive: true })
      dirs.push([path, f.mode])
    } else if (f.kind === 'file') {
      m.place?.(f.node, path)
    } else {
      await fs.mkdir(m.disk([...R, ...f.rel.slice(0, -1)]), { recursive: true })
      await fs.symlink(f.target, path)
    }
  }
  await Promise.all(pending)
  // Deepest first, so a read-only parent does not stop its children's chmod.
  for (const [path, mode] of dirs.reverse()) await fs.chmod(path, mode)
  await fs.mkdir(m.disk(R), { recursive: true })
  await fs.chmod(m.disk(R), rootMode)
  stats.filesPruned += stats.latePrunedFiles
  stats.bytesPruned += stats.latePrunedBytes
  return { dir: m.disk(R), realPath: toPath(R) }
}
