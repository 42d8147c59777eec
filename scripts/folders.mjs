// npm run lint: the rules the folders of src/ keep, which ESLint cannot see file by file.
// 1. Sibling folders never import each other in a cycle, at any depth: under every folder, each
//    subfolder (with everything below it) is a node and an import from one into another is an
//    arrow, so seek/index -> seek/plan -> seek/index fails as oci -> layers -> oci does. Static
//    imports, re-exports, import types and import() all count: each ties the folders' meaning
//    together. A folder's own files are not a node beside its subfolders: they are where its rooms
//    meet (oci/manifest.ts uses oci/http/, whose transport reads oci/reference.ts), and to the
//    folders beside it the folder is one node, rooms and all. A folder that wants its rooms ordered
//    strictly keeps no files of its own (seek/ keeps none).
// 2. At most 12 source files directly in a folder: a folder of more has rooms it does not show.
//   node scripts/folders.mjs [root]    (default: src)
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(process.argv[2] ?? 'src')
const MAX_FILES = 12
const SOURCE = /\.(ts|mts|js|mjs)$/

/** Every folder under root (root too), with its source files directly in it. */
const folders = new Map()
function scan(dir) {
  const own = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) scan(p)
    else if (SOURCE.test(e.name)) own.push(p)
  }
  folders.set(dir, own)
}
scan(root)

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
/** Every import between files under root, as [from, to]. */
const imports = []
for (const own of folders.values())
  for (const f of own)
    for (const m of readFileSync(f, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(f), m[1] ?? m[2])
      if (target.startsWith(root + sep)) imports.push([f, target])
    }

/** The subfolder of `dir` that holds `file`, or undefined for a file directly in dir or outside it. */
function roomOf(dir, file) {
  const rel = relative(dir, file)
  if (rel.startsWith('..')) return undefined
  const parts = rel.split(sep)
  return parts.length > 1 ? parts[0] : undefined
}

/** Strongly connected components of more than one node (Tarjan). */
function cyclesOf(graph) {
  let n = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const found = []
  const visit = v => {
    index.set(v, n)
    low.set(v, n++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) === index.get(v)) {
      const scc = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        scc.push(w)
      } while (w !== v)
      if (scc.length > 1) found.push(scc)
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

const name = d => relative(process.cwd(), d) || '.'
const problems = []
let arrows = 0
for (const [dir, own] of folders) {
  if (own.length > MAX_FILES)
    problems.push(
      `${name(dir)} has ${own.length} source files directly in it, more than ${MAX_FILES}: give it rooms (subfolders by what they own)`
    )
  /** Subfolder -> the subfolders it imports from, with one file pair that shows each arrow. */
  const graph = new Map()
  for (const [f, t] of imports) {
    const [a, b] = [roomOf(dir, f), roomOf(dir, t)]
    if (!a || !b || a === b) continue
    if (!graph.has(a)) graph.set(a, new Map())
    if (!graph.get(a).has(b)) {
      graph.get(a).set(b, `${relative(dir, f)} -> ${relative(dir, t)}`)
      arrows++
    }
  }
  for (const scc of cyclesOf(graph)) {
    const lines = [`folders of ${name(dir)} that import each other: ${scc.sort().join(', ')}`]
    for (const a of scc)
      for (const [b, via] of graph.get(a) ?? []) if (scc.includes(b)) lines.push(`  ${a} -> ${b} (${via})`)
    problems.push(lines.join('\n'))
  }
}

if (problems.length) {
  for (const p of problems) console.error(p)
  process.exit(1)
}
console.log(
  `folders: ${folders.size} folders of ${name(root)}, ${arrows} arrows between siblings, no cycle, none over ${MAX_FILES} files`
)
