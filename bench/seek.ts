// Cold installs with and without a seek index (npm run bench runs it after bench.ts and ranged.ts),
// the rows in order in odd repetitions and backwards in even ones:
// the benchmark image with its giant layer as one standard gzip member (GNU gzip -6 in one pass,
// as registry clients write layers; bench/image.ts), the index built by `setup-rocm index` from
// the harness registry, then alternating cold installs by the CLI (dist/cli.js, no smoke test):
// - on localhost (registry, token service and CDN stand-in on 127.0.0.1: the CPU is the bound);
// - over the capped CDN link of bench/ranged.ts (each connection 10 MiB/s, 30 ms per response);
// - over a punishing link (one link of 40 MiB/s for all connections, its rate divided by
//   1 + 0.5 (n - 1) while n responses are sent): auto must not add what slows it down;
// - direct: a registry of its own on the harness storage (Go, TLS, anonymous, serving blobs
//   itself): no Node stand-in between, so the 2 cores are the install's but for the registry's
//   own CPU (counted from /proc); what an install costs a runner whose registry is elsewhere.
// Wall, CPU and peak RSS from GNU time; bytes downloaded counted by the CDN stand-in (every blob
// byte passes it; on localhost a stand-in without a cap counts them). Writes its section of
// docs/benchmarks.md below the notes marker. BENCH_DEST: a directory to install into (scripts/
// bench.sh gives it a fresh ext4 of its own when it can, see there); the file system it is on is
// named in the section, with how long GNU tar takes to write the same kept tree there (the
// floor for any install that writes it).
// Every install runs on CPUs 0 and 1 (taskset -c 0,1) where the machine has more, so the rows mean
// the same on any machine; on localhost one more row runs the install from the index on CPU 0
// alone (a runner with one CPU to spare). The stand-ins (registry, CDN, the proxies) run on the
// same machine: their CPU during each install is counted too (this process and its parent, the
// harness runner), since on 2 cores it is CPU the install does not get.
// BENCH_CLI: the CLI to measure (default dist/cli.js; another build's, to compare). BENCH_BEFORE:
// another build's CLI measured in the same run, row by row, alternating with BENCH_CLI (which goes
// first in odd repetitions): each row then prints both medians and their ratio on stderr, and a
// full run adds them to its table (BENCH_BEFORE_NAME: what the section calls that build).
// BENCH_ONLY (a regular expression matched against "<link> <row label>") runs only the rows it
// matches and prints them, leaving docs/benchmarks.md alone; BENCH_LOGS (a directory) keeps each
// install's stderr with the debug lines (SETUP_ROCM_DEBUG), to read what auto connections decided,
// and the CDN stand-in's log of its responses (<install>-cdn.json: ranges, bytes, start and end).
//   node scripts/harness.ts -- node bench/seek.ts
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, homedir } from 'node:os'
import { join } from 'node:path'
import { loadHarness, startDirectRegistry } from '../__tests__/harness/index.ts'
import { buildImage, pushImage } from '../__tests__/harness/image.ts'
import { FaultProxy } from '../__tests__/harness/fault-proxy.ts'
import { describeInstall, diffTrees } from '../__tests__/harness/tree-oracle.ts'
import { repoRoot } from '../__tests__/harness/runner.ts'
import { ensureBenchImage } from './image.ts'

const h = loadHarness()
const REPS = Number(process.env.BENCH_REPS ?? 3)
const CAP = Number(process.env.BENCH_CAP_MIB ?? 10) * 2 ** 20
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 30)
const PUNISHING = Number(process.env.BENCH_PUNISHING_MIB ?? 40) * 2 ** 20
const PUNISH = 0.5
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined
const LOGS = process.env.BENCH_LOGS
const cacheRoot = process.env.SETUP_ROCM_CACHE ?? join(homedir(), '.cache', 'setup-rocm')
const work = mkdtempSync(join(process.env.BENCH_DIR ?? cacheRoot, 'bench-seek-'))
const log = (s: string) => console.error(s)
const cli = process.env.BENCH_CLI ?? join(repoRoot, 'dist/cli.js')
const BEFORE = process.env.BENCH_BEFORE
/** Where installs run: CPUs 0 and 1 on a larger machine (the 2-core test machines: all of it). */
const PAIR = availableParallelism() > 2 ? ['taskset', '-c', '0,1'] : []
const GiB = 2 ** 30
const MiB = 2 ** 20

interface Sample {
  wall: number
  cpu: number
  rssMiB: number
  bytes: number
  /** CPU seconds the stand-ins spent meanwhile (this process and the harness runner). */
  serving: number
}

/** CPU seconds of this process and of its parent (the harness runner: registry proxy, CDN stand-in). */
function servingCpu(): number {
  const own = process.cpuUsage()
  let parent = 0
  try {
    const st = readFileSync(`/proc/${process.ppid}/stat`, 'utf8')
    const f = st.slice(st.lastIndexOf(')') + 2).split(' ')
    parent = (Number(f[11]) + Number(f[12])) / 100
  } catch {
    // No /proc: the stand-ins' CPU is this process's alone.
  }
  return (own.user + own.system) / 1e6 + parent
}

/** Runs `args` under GNU time (asynchronously: the proxies live in this process's event loop). */
function timed(
  args: string[],
  env: Record<string, string> = {},
  logFile?: string,
  cpus: string[] = PAIR,
  which = cli
): Promise<Omit<Sample, 'bytes' | 'serving'>> {
  const tfile = join(work, 'time.txt')
  let all = ''
  return new Promise((resolve, reject) => {
    let err = ''
    const p = spawn(
      '/usr/bin/time',
      ['-f', '%e %U %S %M', '-o', tfile, '--', ...cpus, process.execPath, which, ...args],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, ...env }
      }
    )
    p.stderr.on('data', d => {
      err = (err + d).slice(-4000)
      if (logFile) all += d
    })
    p.on('close', code => {
      if (logFile) writeFileSync(logFile, all)
      if (code !== 0) return reject(new Error(`setup-rocm ${args.join(' ')} exited ${code}:\n${err}`))
      const [wall, user, sys, rss] = readFileSync(tfile, 'utf8')
        .trim()
        .split('\n')
        .pop()!
        .split(' ')
        .map(Number)
      resolve({ wall, cpu: user + sys, rssMiB: rss / 1024 })
    })
  })
}

const img = await ensureBenchImage(cacheRoot, log, 'standard')
const built = buildImage({ layers: img.layers, index: false })
log(`bench/seek: pushing ${(img.compressedBytes / GiB).toFixed(2)} GiB to the harness registry…`)
const ref = await pushImage(h, 'bench/seek', built)
const pin = ref.split('@')[1]

// The links: a CDN stand-in that only counts (localhost) and one that caps each connection.
const links = {
  localhost: await new FaultProxy(h, h.cdnOrigin).start(),
  capped: (await new FaultProxy(h, h.cdnOrigin).start()).limit({ bytesPerSecond: CAP, latencyMs: LATENCY }),
  punishing: (await new FaultProxy(h, h.cdnOrigin).start()).limit({
    bytesPerSecond: PUNISHING,
    latencyMs: LATENCY,
    punish: PUNISH
  })
}
const direct = await startDirectRegistry(h)
const registries = {
  direct: { host: direct.registry },
  localhost: (await new FaultProxy(h, `https://${h.registry}`).start()).rewriteLocation(
    h.cdnOrigin,
    links.localhost.origin
  ),
  capped: (await new FaultProxy(h, `https://${h.registry}`).start()).rewriteLocation(
    h.cdnOrigin,
    links.capped.origin
  ),
  punishing: (await new FaultProxy(h, `https://${h.registry}`).start()).rewriteLocation(
    h.cdnOrigin,
    links.punishing.origin
  )
}

// The index, built once (it runs once per digest), timed like an install.
const indexFile = join(work, 'bench.index')
log('bench/seek: building the seek index…')
const built1 = await timed(['index', '--image', ref, '--out', indexFile, '--quiet'])
const indexBytes = statSync(indexFile).size

type Link = keyof typeof registries
type Connections = number | 'auto'

// The first whole-image install's tree, and how many files the first install from the index was
// found identical in: the benchmark is a differential test too.
let wholeTree: Map<string, string> | undefined
let sameFiles = 0
const destRoot = process.env.BENCH_DEST ?? work
mkdirSync(destRoot, { recursive: true })
const dest = join(destRoot, 'setup-rocm-bench-dest')
/** The mount `dir` is on (the longest mount point above it): its type and options. */
function fileSystem(dir: string): string {
  const real = realpathSync(dir)
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .trim()
    .split('\n')
    .map(l => l.split(' '))
    .filter(([, at]) => real === at || real.startsWith(at.endsWith('/') ? at : `${at}/`))
    .sort((a, b) => b[1].length - a[1].length)
  const [dev, at, type, opts] = mounts[0] ?? ['?', '?', '?', '?']
  return `${type} on ${dev} at ${at} (${opts})`
}
const destFs = fileSystem(destRoot)
/** The kept tree as a tar (from the first install from the index), and GNU tar's writes of it. */
const keptTar = join(work, 'kept.tar')
const tarWalls: number[] = []
function tarFloor(): void {
  rmSync(dest, { recursive: true, force: true })
  mkdirSync(dest)
  spawnSync('sync')
  const t = performance.now()
  const r = spawnSync(PAIR[0] ?? 'tar', [
    ...PAIR.slice(1),
    ...(PAIR.length ? ['tar'] : []),
    '-xf',
    keptTar,
    '-C',
    dest
  ])
  if (r.status !== 0) throw new Error(`tar -x of the kept tree failed: ${r.stderr}`)
  tarWalls.push((performance.now() - t) / 1000)
  rmSync(dest, { recursive: true, force: true })
}

let installs = 0
let tarred = false
async function install(
  link: Link,
  connections: Connections,
  withIndex: boolean,
  cpus: string[] = PAIR,
  which = cli
): Promise<Sample> {
  rmSync(dest, { recursive: true, force: true })
  // The previous install's writes reach the disk before this one is timed, not during it.
  spawnSync('sync')
  const proxy = link === 'direct' ? undefined : links[link]
  if (proxy) proxy.log.length = 0
  const directBytes = direct.blobBytes()
  const serving = servingCpu() + direct.cpuSeconds()
  const logs =
    LOGS &&
    join(
      LOGS,
      `${++installs}-${link}-${withIndex ? 'index' : 'whole'}-${connections}${which === cli ? '' : '-before'}`
    )
  const s = await timed(
    [
      '--image',
      `${registries[link].host}/bench/seek@${pin}`,
      '--dest',
      dest,
      '--no-smoke-test',
      ...(LOGS ? [] : ['--quiet']),
      '--download-connections',
      String(connections),
      ...(withIndex ? ['--index', indexFile] : [])
    ],
    LOGS ? { SETUP_ROCM_DEBUG: '1' } : {},
    logs && `${logs}.log`,
    cpus,
    which
  )
  const served = servingCpu() + direct.cpuSeconds() - serving
  const bytes = proxy ? proxy.log.reduce((n, e) => n + e.bytes, 0) : direct.blobBytes() - directBytes
  // Beside the install's log, the CDN stand-in's (each response's range, bytes, start and end).
  if (logs && proxy) writeFileSync(`${logs}-cdn.json`, JSON.stringify(proxy.log))
  if (!sameFiles && !withIndex && !wholeTree) wholeTree = describeInstall(dest)
  else if (!sameFiles && withIndex && wholeTree) {
    const diff = diffTrees(wholeTree, describeInstall(dest))
    if (diff)
      throw new Error(
        `the install from the index differs from the whole image's (- whole, + index):\n${diff.slice(0, 4000)}`
      )
    sameFiles = wholeTree.size
    wholeTree = undefined
  }
  if (withIndex && !tarred) {
    const r = spawnSync('tar', ['-cf', keptTar, '-C', dest, '.'])
    if (r.status !== 0) throw new Error(`tar -c of the kept tree failed: ${r.stderr}`)
    tarred = true
  }
  rmSync(dest, { recursive: true, force: true })
  return { ...s, bytes, serving: served }
}

interface Row {
  label: string
  link: Link
  connections: Connections
  index: boolean
  samples: Sample[]
  /** BENCH_BEFORE's samples of the same row. */
  before: Sample[]
  /** The CPUs the install runs on (default PAIR). */
  cpus?: string[]
}
const rows: Row[] = []
const fixedCounts: Record<Link, number[]> = {
  direct: [],
  localhost: [1, 4],
  capped: [4, 8],
  punishing: [1, 4]
}
for (const link of ['direct', 'localhost', 'capped', 'punishing'] as Link[])
  for (const index of [false, true])
    for (const connections of [...fixedCounts[link], 'auto'] as Connections[])
      rows.push({
        label: `${index ? 'with the index' : 'whole image'}, ${connections === 'auto' ? 'auto connections (the new default)' : `${connections} connection${connections > 1 ? 's' : ''}`}${!index && connections === 4 ? ' (the old default)' : ''}`,
        link,
        connections,
        index,
        samples: [],
        before: []
      })

// The install from the index on one CPU: a runner that has one to spare loses nothing.
const ONE_CPU = 'with the index, auto connections, one CPU (taskset -c 0)'
rows.splice(rows.findIndex(r => r.link === 'localhost' && r.index && r.connections === 'auto') + 1, 0, {
  label: ONE_CPU,
  link: 'localhost',
  connections: 'auto',
  index: true,
  samples: [],
  before: [],
  cpus: ['taskset', '-c', '0']
})

if (LOGS) mkdirSync(LOGS, { recursive: true })
for (let rep = 1; rep <= REPS; rep++) {
  // Even repetitions run the rows backwards (ABBA): a row's place in the sequence (what the install
  // before it left the file system and the page cache doing) weighs on every row alike.
  for (const r of rep % 2 ? rows : [...rows].reverse()) {
    if (ONLY && !ONLY.test(`${r.link} ${r.label}`)) continue
    const before = async () => {
      const b = await install(r.link, r.connections, r.index, r.cpus, BEFORE)
      r.before.push(b)
      log(
        `bench/seek: rep ${rep}/${REPS} ${r.link} ${r.label}, BENCH_BEFORE: ${b.wall.toFixed(1)} s, CPU ${b.cpu.toFixed(1)} s, RSS ${b.rssMiB.toFixed(0)} MiB`
      )
    }
    if (BEFORE && rep % 2 === 0) await before()
    const s = await install(r.link, r.connections, r.index, r.cpus)
    r.samples.push(s)
    if (BEFORE && rep % 2 === 1) await before()
    log(
      `bench/seek: rep ${rep}/${REPS} ${r.link} ${r.label}: ${s.wall.toFixed(1)} s, CPU ${s.cpu.toFixed(1)} s ` +
        `(stand-ins ${s.serving.toFixed(1)} s), ${(s.bytes / MiB).toFixed(0)} MiB, RSS ${s.rssMiB.toFixed(0)} MiB`
    )
  }
  if (!tarred) continue
  tarFloor()
  log(`bench/seek: rep ${rep}/${REPS} GNU tar writing the kept tree: ${tarWalls.at(-1)!.toFixed(1)} s`)
}
for (const p of [...Object.values(links), registries.localhost, registries.capped, registries.punishing])
  await p.stop()
await direct.stop()

/** The middle sample; of an even count, the mean of the middle two. */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const med = (r: Row, k: keyof Sample) => median(r.samples.map(s => s[k]))
/** The same median of BENCH_BEFORE's samples of the row. */
const medBefore = (r: Row, k: keyof Sample) => median(r.before.map(s => s[k]))
/**
 * The every-core yardstick of an install from the index (localhost): its wall time against the
 * larger of GNU tar writing the same tree and its own CPU seconds over its CPUs.
 */
const coresLine = (r: Row): string => {
  const cpus = r.cpus ? 1 : Math.min(2, availableParallelism())
  const floor = Math.max(median(tarWalls), med(r, 'cpu') / cpus)
  return `${(med(r, 'wall') / floor).toFixed(2)}× max(GNU tar ${median(tarWalls).toFixed(1)} s, CPU ${med(r, 'cpu').toFixed(1)} s / ${cpus})`
}
// Every row measured, on stderr (with BENCH_BEFORE: both builds' medians and their ratio); a run
// with BENCH_ONLY stops there, a full run goes on to write its section.
if (ONLY || BEFORE) {
  for (const r of rows.filter(x => x.samples.length))
    log(
      `bench/seek: ${r.link} ${r.label}: wall ${r.samples.map(s => s.wall.toFixed(1)).join(' ')} (median ${med(r, 'wall').toFixed(1)}), ` +
        `CPU ${med(r, 'cpu').toFixed(1)} s (stand-ins ${med(r, 'serving').toFixed(1)} s), RSS ${Math.max(...r.samples.map(s => s.rssMiB)).toFixed(0)} MiB` +
        (r.index && ['localhost', 'direct'].includes(r.link) && tarWalls.length ? `, ${coresLine(r)}` : '') +
        (r.before.length
          ? `; BENCH_BEFORE wall ${medBefore(r, 'wall').toFixed(1)} s, CPU ${medBefore(r, 'cpu').toFixed(1)} s, ` +
            `RSS ${Math.max(...r.before.map(s => s.rssMiB)).toFixed(0)} MiB: after/before ${(med(r, 'wall') / medBefore(r, 'wall')).toFixed(2)}`
          : '')
    )
}
if (ONLY) {
  rmSync(work, { recursive: true, force: true })
  process.exit(0)
}
/** The old default: the whole image over 4 connections. */
const today = (link: Link) => rows.find(r => r.link === link && !r.index && r.connections === 4)!
const section = (link: Link) => {
  // The direct link has no old-default row: its rows are set against localhost's.
  const base = rows.find(r => r.link === link && !r.index && r.connections === 4) ?? today('localhost')
  const lines = [
    '| method | wall s (median) | wall s (min–max) | CPU s | stand-ins’ CPU s | downloaded GiB | of the image | peak RSS MiB (max) | speed-up vs the old default |' +
      (BEFORE ? ' the build before: wall s (median) | after / before |' : ''),
    '|---|---|---|---|---|---|---|---|---|' + (BEFORE ? '---|---|' : '')
  ]
  for (const r of rows.filter(x => x.link === link)) {
    const walls = r.samples.map(s => s.wall)
    lines.push(
      `| ${r.label} | ${med(r, 'wall').toFixed(1)} | ${Math.min(...walls).toFixed(1)}–${Math.max(...walls).toFixed(1)} | ` +
        `${med(r, 'cpu').toFixed(1)} | ${med(r, 'serving').toFixed(1)} | ${(med(r, 'bytes') / GiB).toFixed(2)} | ${((med(r, 'bytes') / img.compressedBytes) * 100).toFixed(0)}% | ` +
        `${Math.max(...r.samples.map(s => s.rssMiB)).toFixed(0)} | ${(med(base, 'wall') / med(r, 'wall')).toFixed(2)} |` +
        (BEFORE
          ? ` ${medBefore(r, 'wall').toFixed(1)} | ${(med(r, 'wall') / medBefore(r, 'wall')).toFixed(2)} |`
          : '')
    )
  }
  return lines.join('\n')
}
const best = (link: Link, index: boolean, fixed = false) =>
  rows
    .filter(r => r.link === link && r.index === index && !r.cpus && (!fixed || r.connections !== 'auto'))
    .sort((a, b) => med(a, 'wall') - med(b, 'wall'))[0]
const auto = (link: Link, index: boolean) =>
  rows.find(r => r.link === link && r.index === index && r.connections === 'auto' && !r.cpus)!
/** How much slower auto is than the best fixed count (negative: faster). */
const autoGap = (link: Link, index: boolean) => {
  const a = med(auto(link, index), 'wall')
  const b = med(best(link, index, true), 'wall')
  return `${a.toFixed(1)} s against ${b.toFixed(1)} s with ${best(link, index, true).connections} (${(((a - b) / b) * 100).toFixed(0)}%)`
}

const text = `### Cold install from a seek index

Measured by \`bench/seek.ts\` on ${new Date().toISOString().slice(0, 10)}, ${REPS} alternating repetitions (the rows backwards in even ones), medians (of an even count, the mean of the middle two)${BEFORE ? `; the build before (\`BENCH_BEFORE\`, ${process.env.BENCH_BEFORE_NAME ?? BEFORE}) measured in the same run, row by row, alternating with this one` : ''}. **Image**: the benchmark image with its giant layer as **one standard gzip member** (GNU gzip -6 in one pass, as registry clients write layers; no pigz sync points), 4 layers, ${(img.compressedBytes / GiB).toFixed(2)} GiB compressed, the default prune list. The tree from the index was compared with the whole image's, path by path and byte for byte (${sameFiles} paths): identical. **Index**: built by \`setup-rocm index\` in ${built1.wall.toFixed(0)} s (CPU ${built1.cpu.toFixed(0)} s, peak RSS ${built1.rssMiB.toFixed(0)} MiB), ${(indexBytes / MiB).toFixed(1)} MiB. The CLI, no smoke test; bytes counted by the CDN stand-in.

**Where the tree is written**: ${destFs}. GNU tar writes the same kept tree there (from a tar in the page cache) in ${median(tarWalls).toFixed(1)} s (median; ${Math.min(...tarWalls).toFixed(1)}–${Math.max(...tarWalls).toFixed(1)}): no install that writes it can be faster.

**Localhost** (2 cores; the CPU is the bound):

${section('localhost')}

**Direct** (a registry of its own on the same storage: Go, TLS, anonymous, serving the blobs itself; no Node stand-in between, its CPU counted from /proc):

${section('direct')}

Every core, the install from the index on localhost and direct (wall time against the larger of GNU tar writing the same tree and its own CPU seconds over its CPUs; the stand-ins' CPU is not counted in it, though on 2 cores it is CPU the install does not get): ${rows
  .filter(r => ['direct', 'localhost'].includes(r.link) && r.index)
  .map(r => `${r.link}, ${r.label} ${med(r, 'wall').toFixed(1)} s, ${coresLine(r)}`)
  .join('; ')}.

**Over the capped CDN link** (each connection ${CAP / MiB} MiB/s, ${LATENCY} ms per response):

${section('capped')}

**Over the punishing link** (one link of ${PUNISHING / MiB} MiB/s for all connections, divided by 1 + ${PUNISH} (n - 1) while n responses are sent; ${LATENCY} ms per response):

${section('punishing')}

Against the old default (whole image, 4 connections): with the index **${(med(today('localhost'), 'wall') / med(best('localhost', true), 'wall')).toFixed(2)}×** faster on localhost (best setting, ${best('localhost', true).connections} connection(s)), **${(med(today('capped'), 'wall') / med(best('capped', true), 'wall')).toFixed(2)}×** over the capped link (${best('capped', true).connections} connections); with the new defaults (the index and auto connections) **${(med(today('localhost'), 'wall') / med(auto('localhost', true), 'wall')).toFixed(2)}×** and **${(med(today('capped'), 'wall') / med(auto('capped', true), 'wall')).toFixed(2)}×**. It downloads ${((med(best('capped', true), 'bytes') / img.compressedBytes) * 100).toFixed(0)}% of the image's compressed bytes. With auto connections against the best fixed count: localhost ${autoGap('localhost', false)} for the whole image, ${autoGap('localhost', true)} with the index; capped link ${autoGap('capped', false)} and ${autoGap('capped', true)}; punishing link ${autoGap('punishing', false)} and ${autoGap('punishing', true)}.
`

const doc = join(repoRoot, 'docs/benchmarks.md')
const marker = '<!-- notes below are kept by bench/bench.ts -->'
const begin = '<!-- seek: bench/seek.ts -->'
const end = '<!-- /seek -->'
let md = readFileSync(doc, 'utf8')
const block = `${begin}\n${text}${end}`
if (md.includes(begin)) md = md.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), block)
else md = md.replace(marker, `${marker}\n\n${block}\n`)
writeFileSync(doc, md)
rmSync(work, { recursive: true, force: true })
log(text)
