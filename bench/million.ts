// Peak RSS at a million entries (the seek-index issue's scale test): one gzip layer of N small files
// (10-16 bytes each), every other directory of 1,000 under lib/rocblas/ (pruned by the default
// list), the rest under share/many/. Measured by GNU time, each step a process of its own:
// - the whole-image install with the default prune list, and with --prune none;
// - `setup-rocm index` building the index from the registry;
// - decoding the index file alone (src/seek/index/decode.ts, as an install reads it);
// - the install from the index with the default prune list (and its tree against the whole image's).
// The budget for each is 256 MiB whatever the image.
//   node scripts/harness.ts -- node bench/million.ts [N]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadHarness } from '../__tests__/harness/index.ts'
import { buildImage, pushImage } from '../__tests__/harness/image.ts'
import { tarEntry } from '../__tests__/harness/tar-writer.ts'
import { describeInstall, diffTrees } from '../__tests__/harness/tree-oracle.ts'
import { repoRoot } from '../__tests__/harness/runner.ts'

const N = Number(process.argv[2] ?? 1_000_000)
/** Which steps to run (MILLION_STEPS=whole,none,index,decode,seek; the tree check needs whole and seek). */
/** Flags for the measured node processes (MILLION_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'). */
const nodeFlags = (process.env.MILLION_NODE_FLAGS ?? '').split(' ').filter(Boolean)
const steps = new Set((process.env.MILLION_STEPS ?? 'whole,none,index,decode,seek').split(','))
const h = loadHarness()
const work = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'million-'))
/** BENCH_CLI: another build's CLI to measure (default: this checkout's dist/cli.js). */
const cli = process.env.BENCH_CLI ?? join(repoRoot, 'dist/cli.js')

/** The layer: half its files in directories the default prune list removes. */
export function halfPrunedFiles(n: number): Buffer {
  const parts: Buffer[] = [tarEntry({ path: 'opt/rocm/.info/version', body: '10.0.0\n' })]
  for (let i = 0; i < n; i++) {
    const d = Math.floor(i / 1000)
    const dir = d % 2 ? `opt/rocm/lib/rocblas/library/d${d}` : `opt/rocm/share/many/d${d}`
    if (i % 1000 === 0) parts.push(tarEntry({ path: `${dir}/`, type: 'dir' }))
    parts.push(tarEntry({ path: `${dir}/f${i}.dat`, body: `file ${i}\n`.padEnd(10 + (i % 7), '.') }))
  }
  parts.push(Buffer.alloc(1024))
  return Buffer.concat(parts)
}

interface Row {
  step: string
  rssMiB: number
  wall: number
  cpu: number
}

function timed(step: string, args: string[]): Row {
  const tfile = join(work, 'time.txt')
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %U %S %M', '-o', tfile, '--', process.execPath, ...nodeFlags, ...args],
    {
      encoding: 'utf8',
      maxBuffer: 64 << 20
    }
  )
  if (r.status !== 0) throw new Error(`${step} failed (${r.status}):\n${r.stderr.slice(-4000)}`)
  if (process.env.MILLION_OUTPUT)
    writeFileSync(`${process.env.MILLION_OUTPUT}.${step.replace(/\W+/g, '-')}`, r.stdout + r.stderr)
  const [wall, user, sys, rss] = spawnSync('cat', [tfile], { encoding: 'utf8' })
    .stdout.trim()
    .split(' ')
    .map(Number)
  const row = { step, rssMiB: rss / 1024, wall, cpu: user + sys }
  console.error(
    `${step}: ${row.rssMiB.toFixed(0)} MiB peak, ${wall.toFixed(1)} s wall, ${row.cpu.toFixed(1)} s CPU`
  )
  return row
}

if (import.meta.main) await main()
async function main() {
  const tarFile = join(work, 'layer.tar')
  writeFileSync(tarFile, halfPrunedFiles(N))
  const img = buildImage({ layers: [{ tarFile, compression: 'gzip' }] })
  rmSync(tarFile)
  const ref = await pushImage(h, `bench/million-${N}`, img)
  const layerSize = img.blobs.find(b => b.digest === img.layerDigests[0])!.size
  console.error(`bench/million: ${N} files, layer ${(layerSize / 2 ** 20).toFixed(1)} MiB`)
  const install = (step: string, dest: string, extra: string[]) =>
    timed(step, [cli, '--image', ref, '--dest', dest, '--no-smoke-test', '--quiet', ...extra])
  const rows: Row[] = []
  const whole = join(work, 'whole', 'rocm')
  if (steps.has('whole')) rows.push(install('whole image, default prune', whole, []))
  const none = join(work, 'none', 'rocm')
  if (steps.has('none')) rows.push(install('whole image, --prune none', none, ['--prune', 'none']))
  rmSync(join(work, 'none'), { recursive: true, force: true })
  const indexFile = join(work, 'million.index')
  rows.push(timed('setup-rocm index', [cli, 'index', '--image', ref, '--out', indexFile, '--quiet']))
  const decoder = join(work, 'decode.ts')
  writeFileSync(
    decoder,
    `import { readFileSync } from 'node:fs'\nimport { decodeIndex } from ${JSON.stringify(join(repoRoot, 'src/seek/index/decode.ts'))}\n` +
      `const ix = await decodeIndex(readFileSync(process.argv[2]))\nif (ix.layers[0].toc.length < ${N}) process.exit(1)\n`
  )
  if (steps.has('decode')) rows.push(timed('decoding the index', [decoder, indexFile]))
  const seek = join(work, 'seek', 'rocm')
  if (steps.has('seek')) rows.push(install('from the index, default prune', seek, ['--index', indexFile]))
  if (steps.has('whole') && steps.has('seek')) {
    const diff = diffTrees(describeInstall(whole), describeInstall(seek))
    if (diff)
      throw new Error(`the install from the index differs from the whole image's:\n${diff.slice(0, 2000)}`)
  }
  console.log(
    [
      `${N.toLocaleString('en')} files, gzip layer ${(layerSize / 2 ** 20).toFixed(1)} MiB, index ${(statSync(indexFile).size / 2 ** 20).toFixed(1)} MiB`,
      '',
      '| step | peak RSS MiB | wall s | CPU s |',
      '|---|---|---|---|',
      ...rows.map(r => `| ${r.step} | ${r.rssMiB.toFixed(0)} | ${r.wall.toFixed(1)} | ${r.cpu.toFixed(1)} |`)
    ].join('\n')
  )
  rmSync(work, { recursive: true, force: true })
}
