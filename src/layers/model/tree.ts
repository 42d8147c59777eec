// The overlay's model of the whole image: every directory and symlink in every layer (they are
// small and decide where things land), and every entry inside the kept subtree. Regular files
// outside it are never stored. Paths are resolved here, chroot-style, never by the OS: absolute
// link targets start at the image root, `..` stops there, and at most LIMITS.linkHops links are
// followed.
//
// Memory follows the entry count, so the common file (small and kept, or pruned while streaming)
// is stored as one small integer in its directory's map (Children) instead of an object: 53
// instead of 117 bytes an entry, measured; readers get a FileNode view.
import { LIMITS, UnsafeEntryError } from '../paths.ts'

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
  /** Planning from a seek index: the entry (seek/plan.ts entryId) whose content the file holds. */
  origin?: number
}

export interface LinkNode {
  kind: 'symlink'
  layer: number
  mode: number
  target: string
}

export type Node = DirNode | FileNode | LinkNode

// A packed file (a small integer): bits 0-8 mode, bit 9 on disk, bits 10-17 layer + 1, bits 18-29
// size. A file pruned while streaming (never on disk, its bytes counted then, so its size is not
// kept) packs as a negative integer: bits 0-8 mode, 9-16 layer + 1, 17-29 its pattern's number.
const SIZE_SHIFT = 18
const MAX_PACKED_SIZE = (1 << 12) - 1
const MAX_PACKED_LAYER = 254
const PATTERN_SHIFT = 17
const MAX_PATTERNS = 1 << 13

/**
 * The prune patterns files were pruned by, each stored once and named by its number in packed
 * files: the patterns are a handful of strings, a pruned file millions of times one of them.
 */
class Patterns {
  private readonly list: string[] = []
  private readonly numbers = new Map<string, number>()
  numberOf(p: string): number | undefined {
    let n = this.numbers.get(p)
    if (n === undefined && this.list.length < MAX_PATTERNS) {
      n = this.list.push(p) - 1
      this.numbers.set(p, n)
    }
    return n
  }
  at(n: number): string {
    return this.list[n]
  }
}
const patterns = new Patterns()

/** A file's packed value, its origin aside (Children keeps that beside it); undefined when it does not fit. */
function pack(f: FileNode): number | undefined {
  if (f.layer > MAX_PACKED_LAYER || f.layer < -1) return undefined
  if (f.prunedBy) {
    const n = f.onDisk ? undefined : patterns.numberOf(f.prunedBy)
    return n === undefined ? undefined : -1 - ((f.mode & 0o777) | ((f.layer + 1) << 9) | (n << PATTERN_SHIFT))
  }
  if (f.size > MAX_PACKED_SIZE) return undefined
  return (f.mode & 0o777) | (f.onDisk ? 1 << 9 : 0) | ((f.layer + 1) << 10) | (f.size << SIZE_SHIFT)
}

function unpack(v: number): FileNode {
  if (v < 0) {
    const p = -1 - v
    return {
      kind: 'file',
      mode: p & 0o777,
      onDisk: false,
      layer: ((p >> 9) & 0xff) - 1,
      size: 0,
      prunedBy: patterns.at(p >>> PATTERN_SHIFT)
    }
  }
  return {
    kind: 'file',
    mode: v & 0o777,
    onDisk: (v & (1 << 9)) !== 0,
    layer: ((v >> 10) & 0xff) - 1,
    size: v >>> SIZE_SHIFT
  }
}

/**
 * A directory's entries by name. Files come out as fresh FileNode views: change one with set().
 * A file's origin (planning only: the entry whose content it holds) is kept beside its packed
 * value, so a planned file costs a map entry more, not an object.
 */
export class Children {
  private readonly m = new Map<string, DirNode | LinkNode | FileNode | number>()
  private origins?: Map<string, number>

  get size(): number {
    return this.m.size
  }

  private view(name: string, v: DirNode | LinkNode | FileNode | number | undefined): Node | undefined {
    if (typeof v !== 'number') return v
    const f = unpack(v)
    const origin = this.origins?.get(name)
    return origin === undefined ? f : { ...f, origin }
  }

  get(name: string): Node | undefined {
    return this.view(name, this.m.get(name))
  }

  set(name: string, node: Node): void {
    const packed = node.kind === 'file' ? pack(node) : undefined
    // An object keeps its own origin; a packed file's is kept beside it.
    if (packed !== undefined && node.kind === 'file' && node.origin !== undefined)
      (this.origins ??= new Map()).set(name, node.origin)
    else this.origins?.delete(name)
    this.m.set(name, packed ?? node)
  }

  delete(name: string): boolean {
    this.origins?.delete(name)
    return this.m.delete(name)
  }

  *[Symbol.iterator](): Generator<[string, Node]> {
    for (const [name, v] of this.m) yield [name, this.view(name, v)!]
  }
}

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
  const queue = [...parts]
  let cur: string[] = []
  let dirs: DirNode[] = [root]
  let node: Node | undefined = root
  let hops = 0
  let missing = false
  while (queue.length) {
    const c = queue.shift() as string
    if (c === '' || c === '.') continue
    if (c === '..') {
      if (cur.length) cur.pop()
      if (cur.length < dirs.length) {
        dirs = dirs.slice(0, cur.length + 1)
        node = dirs[cur.length]
        missing = false
      }
      continue
    }
    if (missing || !node) {
      cur.push(c)
      missing = true
      node = undefined
      continue
    }
    if (node.kind !== 'dir')
      throw new ResolveError(
        `/${cur.join('/')} is not a directory, but the layer puts /${[...cur, c, ...queue].join('/')} under it`
      )
    const child: Node | undefined = node.children.get(c)
    if (child?.kind === 'symlink' && (queue.length > 0 || followFinal)) {
      if (++hops > LIMITS.linkHops)
        throw new ResolveError(`too many levels of symbolic links resolving /${parts.join('/')}`)
      const t = child.target
      if (t.startsWith('/')) {
        cur = []
        dirs = [root]
        node = root
      }
      queue.unshift(...t.split('/'))
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
