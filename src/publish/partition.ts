// Splitting an installed tree into a few layers of similar size that are disjoint subtrees, so an
// installer can inflate them side by side. Pure: it sees paths and sizes, not the disk.
// Directories larger than a layer's share are split into their children until every unit fits
// (a single file larger than the share stays one unit); units are then dealt largest first to
// the lightest layer (the longest-processing-time rule, within 4/3 of the best split). Each layer
// also names the directories above its units, so every layer carries the same directory entries
// (same modes) for the parents it shares with others and no path is anything else in two layers.
// Names of one hardlink group (the same inode) stay in one layer: the units holding them are dealt
// as one, so the installed copy keeps the links (a hardlink may only name a file of its own layer).

export interface TreeEntry {
  /** Path relative to the tree's root, '/'-separated; '.' is the root itself. */
  rel: string
  dir: boolean
  /** Bytes of a regular file (0 for directories and links). */
  size: number
  /** For a regular file with more than one name: its inode (device:inode), shared by the group. */
  inode?: string
}

interface Node {
  rel: string
  dir: boolean
  size: number
  total: number
  children: Node[]
}

function buildTree(entries: readonly TreeEntry[]): Node {
  const root: Node = { rel: '.', dir: true, size: 0, total: 0, children: [] }
  const byRel = new Map<string, Node>([['.', root]])
  // Parents before children: a parent's path is a prefix, so it sorts first.
  const sorted = [...entries].filter(e => e.rel !== '.').sort((a, b) => (a.rel < b.rel ? -1 : 1))
  for (const e of sorted) {
    const slash = e.rel.lastIndexOf('/')
    const parentRel = slash < 0 ? '.' : e.rel.slice(0, slash)
    const parent = byRel.get(parentRel)
    if (!parent) throw new Error(`partition: ${e.rel} comes without its directory ${parentRel}`)
    const n: Node = { rel: e.rel, dir: e.dir, size: e.size, total: e.size, children: [] }
    parent.children.push(n)
    if (e.dir) byRel.set(e.rel, n)
  }
  const sum = (n: Node): number => (n.total = n.size + n.children.reduce((s, c) => s + sum(c), 0))
  sum(root)
  return root
}

function subtree(n: Node, out: string[]): void {
  out.push(n.rel)
  for (const c of n.children) subtree(c, out)
}

function ancestors(rel: string): string[] {
  const parts = rel.split('/')
  const out = ['.']
  for (let i = 1; i < parts.length; i++) out.push(parts.slice(0, i).join('/'))
  return out
}

/**
 * At most `count` layers, each the sorted list of paths to write into it (ancestors first).
 * Fewer when the tree has fewer units than that; always at least one (the root alone when empty).
 */
export function partition(entries: readonly TreeEntry[], count: number): string[][] {
  const root = buildTree(entries)
  const share = root.total / Math.max(1, count)
  const units: Node[] = []
  const split = (d: Node) => {
    for (const c of d.children) {
      if (c.dir && c.total > share && c.children.length) split(c)
      else units.push(c)
    }
  }
  split(root)
  // Units that share a hardlink group are dealt together (union-find over the units).
  const unitOf = new Map<string, number>()
  units.forEach((u, i) => {
    const visit = (n: Node) => {
      unitOf.set(n.rel, i)
      n.children.forEach(visit)
    }
    visit(u)
  })
  const parent = units.map((_, i) => i)
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])))
  const firstOfInode = new Map<string, number>()
  for (const e of entries) {
    if (!e.inode) continue
    const u = unitOf.get(e.rel)
    if (u === undefined) continue
    const seen = firstOfInode.get(e.inode)
    if (seen === undefined) firstOfInode.set(e.inode, u)
    else parent[find(u)] = find(seen)
  }
  const groups = new Map<number, { total: number; units: Node[]; first: string }>()
  units.forEach((u, i) => {
    const g = groups.get(find(i)) ?? { total: 0, units: [], first: u.rel }
    g.total += u.total
    g.units.push(u)
    if (u.rel < g.first) g.first = u.rel
    groups.set(find(i), g)
  })
  // Largest first; ties by path so the result does not depend on the walk's order.
  const dealt = [...groups.values()].sort((a, b) => b.total - a.total || (a.first < b.first ? -1 : 1))
  const bins = Array.from({ length: Math.max(1, Math.min(count, dealt.length)) }, () => ({
    total: 0,
    units: [] as Node[]
  }))
  for (const g of dealt) {
    let best = bins[0]
    for (const b of bins) if (b.total < best.total) best = b
    best.total += g.total
    best.units.push(...g.units)
  }
  return bins.map(b => {
    const paths = new Set<string>(['.'])
    for (const u of b.units) {
      for (const a of ancestors(u.rel)) paths.add(a)
      const sub: string[] = []
      subtree(u, sub)
      for (const p of sub) paths.add(p)
    }
    return [...paths].sort(byPath)
  })
}

/** Directory order: '.' first, then a parent before its children. */
function byPath(a: string, b: string): number {
  if (a === '.') return -1
  if (b === '.') return 1
  return a < b ? -1 : a > b ? 1 : 0
}
