// The overlay's model of the whole image: every directory and symlink in every layer (they are
// small and decide where things land), and every entry inside the kept subtree. Regular files
// outside it are never stored. Paths are resolved here, chroot-style, never by the OS: absolute
// link targets start at the image root, `..` stops there, and at most LIMITS.linkHops links are
// followed.
//
// Memory follows the entry count, so the common file (small and kept, or pruned while streaming)
// is stored as one small integer in its directory's columns (children.ts) instead of an object;
// readers get a FileNode view.
import { LIMITS, UnsafeEntryError } from '../paths.ts'
import { ComponentWalk, WalkLimit } from '../link-walk.ts'
import { Children } from './children.ts'

export { Children }

export interface DirNode {
  kind: 'dir'
  layer: number
  mode: number
  children: Children
  onDisk: boolean
}

export interface FileNode {
  kind: 'file'
  layer: number
  mode: number
  size: number
  /** Written to staging (false when pruned or outside the kept roots). */
  onDisk: boolean
  prunedBy?: string
  /** Content placed by the finish: the entry that holds it (overlay.ts PlacedLater). */
  origin?: number
}

export interface LinkNode {
  kind: 'symlink'
  layer: number
  mode: number
  target: string
}

export type Node = DirNode | FileNode | LinkNode

export const newDir = (layer: number, mode = 0o755): DirNode => ({
  kind: 'dir',
  layer,
  mode,
  children: new Children(),
  onDisk: false
})

export interface Resolved {
  /** The real path (components) after following links. */
  parts: string[]
  /** The node there, if it exists. */
  node?: Node
  /** The directory nodes along `parts` that exist (root first). */
  dirs: DirNode[]
}

export class ResolveError extends UnsafeEntryError {}

/**
 * Resolves `parts` in the model. Intermediate symlinks are always followed; the final one only if
 * `followFinal`. Components that do not exist yet are appended as they are. A component that is
 * a regular file with more components after it yields a ResolveError (ENOTDIR).
 */
export function resolve(root: DirNode, parts: readonly string[], followFinal: boolean): Resolved {
  const walk = new ComponentWalk(parts)
  let cur: string[] = []
  let dirs: DirNode[] = [root]
  let node: Node | undefined = root
  let missing = false
  for (let c = walk.next(); c !== undefined; c = walk.next()) {
    if (c === '..') {
      if (cur.length) cur.pop()
      if (cur.length < dirs.length) {
        // The directories along the path: dropped from the end, never copied.
        dirs.length = cur.length + 1
        node = dirs[cur.length]
        missing = false
      }
      continue
    }
    if (cur.length >= LIMITS.depth)
      throw new ResolveError(
        `/${parts.join('/').slice(0, 200)} resolves deeper than ${LIMITS.depth} directories`
      )
    if (missing || !node) {
      cur.push(c)
      missing = true
      node = undefined
      continue
    }
    if (node.kind !== 'dir')
      throw new ResolveError(
        `/${cur.join('/')} is not a directory, but the layer puts /${[...cur, c].join('/')}… under it`
      )
    const child: Node | undefined = node.children.get(c)
    if (child?.kind === 'symlink' && (walk.more() || followFinal)) {
      try {
        walk.follow(child.target)
      } catch (e) {
        if (e instanceof WalkLimit)
          throw new ResolveError(`resolving /${parts.join('/').slice(0, 200)}: ${e.message}`)
        throw e
      }
      if (child.target.startsWith('/')) {
        cur = []
        dirs = [root]
        node = root
        missing = false
      }
      continue
    }
    cur.push(c)
    if (child) {
      node = child
      if (child.kind === 'dir') dirs.push(child)
    } else {
      node = undefined
      missing = true
    }
  }
  return { parts: cur, node: missing ? undefined : node, dirs }
}

/** Visits every node under `dir` (depth first, parents before children). */
export function* walk(dir: DirNode, prefix: string[] = []): Generator<[string[], Node, DirNode]> {
  for (const [name, child] of dir.children) {
    const p = [...prefix, name]
    yield [p, child, dir]
    if (child.kind === 'dir') yield* walk(child, p)
  }
}
