// The names a kept path has through the image's own directory links, for prune and protect
// matching. In ROCm 10, /opt/rocm/lib is a link into /opt/rocm/core-10.0/lib, so a file lands at
// core-10.0/lib/librocblas.so.5 and is also lib/librocblas.so.5: a pattern written for either
// name must match it.
//
// Aliases: for each directory under the kept root, the other names (relative to the kept root)
// that links under the kept root give it. A link whose target does not exist yet waits until a
// directory appears there. After links change in ways the incremental bookkeeping cannot follow
// (a link removed, the kept root moved), the table is rebuilt from the set of all link paths.
//
// Limits, on purpose: namesOf expands aliases of aliases two rounds deep and returns at most 16
// names. Real trees have one or two levels of directory links; an image built to make the name
// search explode gets its first 16 names checked, and the final prune pass (after the last layer,
// when every link is known) is exact for those names.
import { isUnder, toPath } from '../paths.ts'
import { resolve, type DirNode } from './tree.ts'

const MAX_NAMES = 16
const ROUNDS = 2

export class LinkNames {
  /** Real paths of every symlink in the model. */
  readonly linkPaths = new Set<string>()
  /** Bumped whenever a directory's names change: callers drop what they cached on them. */
  generation = 0
  private aliases = new Map<string, string[]>()
  /** The aliased directories, shortest first (namesOf), until the aliases change. */
  private aliased?: string[]
  /** Links under the kept root whose target does not exist yet: target path -> link paths. */
  private pending = new Map<string, string[]>()
  private dirty = true
  private readonly root: DirNode
  private keptRoot: string[]

  constructor(root: DirNode, keptRoot: string[]) {
    this.root = root
    this.keptRoot = keptRoot
  }

  /** Where names are relative to (image-path, resolved). */
  setKeptRoot(parts: string[]): void {
    this.keptRoot = parts
    this.dirty = true
  }

  /** Links changed in a way that needs a rebuild (one removed, a directory replaced). */
  invalidate(): void {
    this.dirty = true
  }

  linkAdded(parts: string[]): void {
    this.linkPaths.add(toPath(parts))
    if (!this.dirty && isUnder(parts, this.keptRoot)) this.addAlias(parts)
  }

  /**
   * A link at a name where nothing was: no resolution that found something there changes, so the
   * table changes incrementally (a rebuild after every link cost 59 s on 8,000 links interleaved
   * with files). Only links waiting for a target through this name are looked at again.
   */
  freshLinkAdded(parts: string[]): void {
    this.linkAdded(parts)
    if (this.dirty || !this.pending.size) return
    const at = toPath(parts)
    for (const [key, links] of [...this.pending]) {
      if (key !== at && !key.startsWith(`${at}/`)) continue
      this.pending.delete(key)
      for (const l of links) this.addAlias(l.split('/'))
    }
  }

  linkRemoved(path: string): void {
    this.linkPaths.delete(path)
    this.dirty = true
  }

  /** A directory appeared at `parts`: links that were waiting for it become aliases. */
  dirCreated(parts: string[]): void {
    const key = toPath(parts)
    const waiting = this.pending.get(key)
    if (!waiting) return
    this.pending.delete(key)
    for (const l of waiting) this.addAlias(l.split('/'))
  }

  /** Full rebuilds so far (a test holds them flat as links are added). */
  rebuilds = 0

  private rebuild(): void {
    this.rebuilds++
    this.aliases = new Map()
    this.aliased = undefined
    this.pending = new Map()
    const prefix = toPath(this.keptRoot) + '/'
    for (const lp of this.linkPaths) if (lp.startsWith(prefix)) this.addAlias(lp.slice(1).split('/'))
    this.dirty = false
    this.generation++
  }

  private addAlias(linkParts: string[]): void {
    let r
    try {
      r = resolve(this.root, linkParts, true)
    } catch {
      return
    }
    if (!isUnder(r.parts, this.keptRoot)) return
    const linkRel = linkParts.slice(this.keptRoot.length).join('/')
    const targetRel = r.parts.slice(this.keptRoot.length).join('/')
    if (r.node?.kind === 'dir') {
      const list = this.aliases.get(targetRel) ?? []
      if (!list.includes(linkRel)) list.push(linkRel)
      this.aliases.set(targetRel, list)
      this.aliased = undefined
      this.generation++
    } else if (!r.node) {
      const key = toPath(r.parts)
      this.pending.set(key, [...(this.pending.get(key) ?? []), linkParts.join('/')])
    }
  }

  /** Every name `rel` (relative to the kept root) has through directory links, itself first. */
  namesOf(rel: string[]): string[] {
    if (this.dirty) this.rebuild()
    const names = [rel.join('/')]
    // Called for every entry and every node of the final pass: the aliased directories (a few in
    // a real tree) are tested as prefixes of each name, not every prefix of it built and looked up.
    if (!this.aliases.size) return names
    // Shorter prefixes first, as a walk from the top finds them.
    this.aliased ??= [...this.aliases.keys()].filter(d => d !== '').sort((a, b) => a.length - b.length)
    for (let round = 0; round < ROUNDS && names.length < MAX_NAMES; round++) {
      const count = names.length
      for (let i = 0; i < count; i++) {
        const n = names[i]
        for (const d of this.aliased) {
          if (n.length < d.length || !n.startsWith(d) || (n.length > d.length && n[d.length] !== '/'))
            continue
          const rest = n.slice(d.length + 1)
          for (const a of this.aliases.get(d)!) {
            const alt = a && rest ? `${a}/${rest}` : a || rest
            if (!names.includes(alt) && names.length < MAX_NAMES) names.push(alt)
          }
        }
      }
    }
    return names
  }

  /** Rebuilds now if needed; returns the generation (for callers' caches). */
  current(): number {
    if (this.dirty) this.rebuild()
    return this.generation
  }
}
