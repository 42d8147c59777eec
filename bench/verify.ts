// How long verifying a cached tree takes (src/verify/verify.ts), on the benchmark image's tree
// (2.39 GiB image, default prune): the index built by `setup-rocm index`, the tree installed from
// the index by the CLI (dist/cli.js), then verifyTree against it, every file hashed and metadata
// only, alternating, BENCH_REPS times each. The tree was just written, so it is in the page
// cache, as a tree just restored from the actions cache is. BENCH_DEST: where to install (a fresh
// file system is closer to a runner's disk).
//   node scripts/harness.ts -- node bench/verify.ts
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { loadHarness } from '../__tests__/harness/index.ts'
import { buildImage, pushImage } from '../__tests__/harness/image.ts'
import { recordingLogger, sourceOf } from '../__tests__/harness/helpers.ts'
import { repoRoot } from '../__tests__/harness/runner.ts'
import { ensureBenchImage } from './image.ts'
import { verifyTree } from '../src/verify/verify.ts'

const h = loadHarness()
const REPS = Number(process.env.BENCH_REPS ?? 3)
const cacheRoot = process.env.SETUP_ROCM_CACHE ?? join(homedir(), '.cache', 'setup-rocm')
const work = mkdtempSync(join(process.env.BENCH_DEST ?? cacheRoot, 'bench-verify-'))
const cli = join(repoRoot, 'dist/cli.js')
const log = (s: string) => console.error(s)

const img = await ensureBenchImage(cacheRoot, log, 'standard')
const ref = await pushImage(h, 'bench/verify', buildImage({ layers: img.layers, index: false }))
const indexFile = join(work, 'bench.index')
const cliRun = (args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`setup-rocm ${args[0]} failed:\n${r.stderr.slice(-3000)}`)
}
log('bench/verify: building the index…')
cliRun(['index', '--image', ref, '--out', indexFile, '--quiet'])
const dest = join(work, 'tree', 'rocm')
log('bench/verify: installing…')
cliRun(['--image', ref, '--dest', dest, '--index', indexFile, '--no-smoke-test', '--quiet'])
const source = sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['defaults'] })
const rows: string[] = []
for (let rep = 0; rep < REPS; rep++)
  for (const contents of [true, false]) {
    const cpu0 = process.cpuUsage()
    const v = await verifyTree({
      dir: dest,
      source,
      index: { kind: 'file', path: indexFile, from: 'input' },
      contents,
      logger: recordingLogger()
    })
    const cpu = process.cpuUsage(cpu0)
    const row = `| ${contents ? 'every file hashed' : 'metadata only'} | ${v.files} | ${(v.bytes / 2 ** 30).toFixed(2)} GiB | ${v.seconds.toFixed(1)} | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} |`
    log(row)
    rows.push(row)
  }
console.log(
  ['| check | files | bytes | wall s | CPU s (this process) |', '|---|---|---|---|---|', ...rows].join('\n')
)
rmSync(work, { recursive: true, force: true })
