// Timings behind issue 49's scaling fixes, at n and 4n (the tests count steps, probes and
// rebuilds; this times the same work): a model directory of names that all hash alike against
// ordinary names (item 5), interleaved library/link pairs against the same entries files first
// (item 6), files resolved under a long link and a target far past the path limit (item 4).
// In-process, on the model's own classes: no registry. Prints a markdown table on stdout.
//   node bench/hostile.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { tar, type TarEntry } from '../__tests__/harness/tar-writer.ts'
import { silentLogger } from '../src/log.ts'
import { BufferRefs } from '../src/layers/buffer-refs.ts'
import { Writer } from '../src/layers/writer.ts'
import { decompress } from '../src/layers/decompress.ts'
import { applyLayer } from '../src/layers/apply-layer.ts'
import { Overlay } from '../src/layers/model/overlay.ts'
import { IN_ORDER } from '../src/layers/model/order.ts'
import { PatternSet } from '../src/layers/prune.ts'
import { Children, nameHashing } from '../src/layers/model/children.ts'
import { newDir, resolve, type DirNode } from '../src/layers/model/tree.ts'

const base = mkdtempSync(join(tmpdir(), 'bench-hostile-'))
const seconds = async (fn: () => unknown | Promise<unknown>): Promise<number> => {
  const t = performance.now()
  await fn()
  return (performance.now() - t) / 1000
}
const rows: string[] = []
const row = (what: string, n: number, a: number, b: number, base: string, c: number, d: number) =>
  rows.push(
    `| ${what} | ${n.toLocaleString('en')} / ${(4 * n).toLocaleString('en')} | ${a.toFixed(3)} / ${b.toFixed(3)} | ${(b / a).toFixed(1)} | ${base}: ${c.toFixed(3)} / ${d.toFixed(3)} |`
  )

// Item 5: names that all hash alike (the worst an author can choose), against ordinary names.
const file = { kind: 'file' as const, layer: 0, mode: 0o644, size: 1, onDisk: true }
const fill = (n: number) => {
  const dir = new Children()
  for (let i = 0; i < n; i++) dir.set(`name-${i}`, file)
  for (let i = 0; i < n; i++) dir.get(`name-${i}`)
}
const realHash = nameHashing.of
nameHashing.of = () => 12345
const flood = [await seconds(() => fill(16_384)), await seconds(() => fill(65_536))]
nameHashing.of = realHash
const plain = [await seconds(() => fill(16_384)), await seconds(() => fill(65_536))]
row(
  'names in one directory that all hash alike (item 5)',
  16_384,
  flood[0],
  flood[1],
  'ordinary names',
  plain[0],
  plain[1]
)

// Item 6: interleaved library/link pairs, against the same entries files first.
let k = 0
async function apply(entries: TarEntry[]): Promise<void> {
  const refs = new BufferRefs()
  const writer = new Writer(refs)
  const overlay = new Overlay({
    staging: join(base, `s${++k}`),
    imagePath: '/opt/rocm',
    prune: new PatternSet(['**/nothing-matches']),
    protect: new PatternSet([]),
    logger: silentLogger,
    writer,
    order: IN_ORDER
  })
  const { stream } = await decompress(Readable.from([tar(entries)]), { refs })
  await applyLayer(overlay, 0, stream, { refs, writer })
  await overlay.finish()
}
const pairs = (n: number, filesFirst: boolean): TarEntry[] => {
  const files = Array.from({ length: n }, (_, i): TarEntry => ({
    path: `opt/rocm/lib/lib${i}.so.1`,
    body: 'x'
  }))
  const links = Array.from({ length: n }, (_, i): TarEntry => ({
    path: `opt/rocm/lib/lib${i}.so`,
    type: 'symlink',
    linkpath: `lib${i}.so.1`
  }))
  const body = filesFirst ? [...files, ...links] : files.flatMap((f, i) => [f, links[i]])
  return [{ path: 'opt/rocm/lib/', type: 'dir' }, ...body]
}
const inter = [
  await seconds(() => apply(pairs(2_000, false))),
  await seconds(() => apply(pairs(8_000, false)))
]
const first = [await seconds(() => apply(pairs(2_000, true))), await seconds(() => apply(pairs(8_000, true)))]
row('library/link pairs interleaved (item 6)', 2_000, inter[0], inter[1], 'files first', first[0], first[1])

// Item 4: 40 files resolved under a link whose target folds back through `n` components.
function model(target: string): DirNode {
  const root = newDir(-1)
  const opt = newDir(0)
  root.children.set('opt', opt)
  opt.children.set('a', newDir(0))
  opt.children.set('link', { kind: 'symlink', layer: 0, mode: 0o777, target })
  return root
}
const under = (n: number) => {
  const root = model(
    Array(n / 2)
      .fill('a/..')
      .join('/')
  )
  for (let i = 0; i < 40; i++) resolve(root, ['opt', 'link', `f${i}`], false)
}
const walk = [await seconds(() => under(200)), await seconds(() => under(800))]
const huge = (n: number) => {
  const root = model(Array(n).fill('a').join('/'))
  for (let i = 0; i < 40; i++)
    try {
      resolve(root, ['opt', 'link', `f${i}`], false)
    } catch {
      // Refused, as it must be: past the path limit.
    }
}
const refused = [await seconds(() => huge(75_000)), await seconds(() => huge(300_000))]
row(
  '40 files under a link of folding components (item 4)',
  200,
  walk[0],
  walk[1],
  '40 files under a target past the limit, refused',
  refused[0],
  refused[1]
)

console.log(
  [
    '| what | n / 4n | seconds at n / 4n | ratio | baseline at n / 4n |',
    '|---|---|---|---|---|',
    ...rows
  ].join('\n')
)
rmSync(base, { recursive: true, force: true })
