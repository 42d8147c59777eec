// npm run lint: fails when the folders of src/ import each other in a cycle (a folder at the top
// of src/ is a node, with its subfolders: oci/blob is part of oci; files at the top are one node;
// an import from another folder is an arrow; static imports, re-exports and import types all
// count, since each ties the folders' meaning together). ESLint's import/no-cycle works file by
// file, so a folder cycle made of files that do not cycle slips through it; this reads the
// folder graph itself.
//   node scripts/folder-cycles.mjs [root]    (default: src)
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(process.argv[2] ?? 'src')

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) yield* files(p)
    else if (/\.(ts|mts|js|mjs)$/.test(e.name)) yield p
  }
}

const folder = f => relative(root, dirname(f)).split('/')[0] || '.'
/** Folder -> the folders it imports from, with one file pair that shows each arrow. */
const graph = new Map()
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g
for (const f of files(root)) {
  const text = readFileSync(f, 'utf8')
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(dirname(f), m[1] ?? m[2])
    if (!target.startsWith(root)) continue
    const [a, b] = [folder(f), folder(target)]
    if (a === b) continue
    if (!graph.has(a)) graph.set(a, new Map())
    if (!graph.get(a).has(b)) graph.get(a).set(b, `${relative(root, f)} -> ${relative(root, target)}`)
  }
}

// Tarjan's strongly connected components: any with more than one folder is a cycle.
let n = 0
const index = new Map()
const low = new Map()
const stack = []
const on = new Set()
const cycles = []
function visit(v) {
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
    if (scc.length > 1) cycles.push(scc)
  }
}
for (const v of graph.keys()) if (!index.has(v)) visit(v)

if (cycles.length) {
  for (const scc of cycles) {
    console.error(
      `folders of ${relative(process.cwd(), root) || '.'} that import each other: ${scc.sort().join(', ')}`
    )
    for (const a of scc)
      for (const [b, via] of graph.get(a) ?? []) if (scc.includes(b)) console.error(`  ${a} -> ${b} (${via})`)
  }
  process.exit(1)
}
console.log(`folder-cycles: ${graph.size} folders of ${relative(process.cwd(), root) || '.'}, no cycle`)
