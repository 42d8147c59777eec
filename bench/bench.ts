// The benchmark (npm run bench): setup-rocm against the decision record's shell pipeline, a full
// skopeo + umoci pull and unpack, and the lower bound (decompressing every layer to /dev/null),
// on a >= 2 GB ROCm-shaped image served by the harness registry; plus the warm paths. Alternating
// repetitions in one run; medians; writes docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync
} from 'node:fs'
import { cpus, totalmem, release, homedir } from 'node:os'
import { join } from 'node:path'
import { loadHarness, probe } from '../__tests__/harness/index.ts'
import { buildImage, fetchManifest, pushImage } from '../__tests__/harness/image.ts'
import { repoRoot, runStep, runnerDirs } from '../__tests__/harness/runner.ts'
import { actionsCacheEnv, startCacheService } from '../__tests__/harness/cache-service.ts'
import { DEFAULT_PRUNE } from '../src/layers/prune.ts'
import { ensureBenchImage } from './image.ts'

const REPS = Number(process.env.BENCH_REPS ?? 3)
const h = loadHarness()
const cacheRoot = process.env.SETUP_ROCM_CACHE ?? join(homedir(), '.cache', 'setup-rocm')
const work = mkdtempSync(join(process.env.BENCH_DIR ?? cacheRoot, 'bench-run-'))
const log = (s: string) => console.error(s)

interface Sample {
  wall: number
  cpu: number
  rssKiB: number
  peakDisk: number
  tree?: number
}

const free = (dir: string) => {
  const s = statfsSync(dir)
  return s.bavail * s.bsize
}
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0])
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function measure(cmd: string[], env: Record<string, string> = {}): Promise<Sample> {
  execFileSync('sync')
  const tfile = join(work, 'time.txt')
  const before = free(work)
  let minFree = before
  const timer = setInterval(() => (minFree = Math.min(minFree, free(work))), 50)
  const code = await new Promise<number>(resolve => {
    const p = spawn('/usr/bin/time', ['-f', '%e %U %S %M', '-o', tfile, '--', ...cmd], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env }
    })
    p.on('close', c => resolve(c ?? 1))
  })
  clearInterval(timer)
  minFree = Math.min(minFree, free(work))
  const [wall, user, sys, rss] = readFileSync(tfile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number)
  if (code !== 0) throw new Error(`${cmd.join(' ')} exited ${code}`)
  return { wall, cpu: user + sys, rssKiB: rss, peakDisk: before - minFree }
}

const img = await ensureBenchImage(cacheRoot, log)
const built = buildImage({ layers: img.layers, index: false })
log(`bench: pushing ${(img.compressedBytes / 2 ** 30).toFixed(2)} GiB to the harness registry…`)
const ref = await pushImage(h, 'bench/rocm', built)
const digests = built.layerDigests
// Tokens live 300 s: every measured command gets a fresh one, as the real script fetches its own.
const freshToken = async (): Promise<string> => {
  const r = await probe(
    `${h.tokenOrigin}/token?service=${h.service}&scope=repository:bench/rocm:pull`,
    h.caFile
  )
  return JSON.parse(r.body.toString()).token
}
const certDir = join(work, 'certs')
mkdirSync(certDir)
copyFileSync(h.caFile, join(certDir, 'ca.crt'))

const excludes = DEFAULT_PRUNE.map(p => `--exclude='${p.replace(/^\*\*\//, '').replace(/\/$/, '')}'`).join(
  ' '
)
const baselineScript = join(work, 'baseline.sh')
writeFileSync(
  baselineScript,
  `# The decision record's pipeline: layer after layer, curl | gzip -dc | tar -x, no digest check.
set -u
mkdir -p "$DEST"
for d in ${digests.join(' ')}; do
  curl -sfL --cacert ${h.caFile} -H "Authorization: Bearer $TOKEN" "https://${h.registry}/v2/bench/rocm/blobs/$d" \\
    | gzip -dc | tar -x -C "$DEST" --wildcards 'opt/rocm/*' ${excludes} || true
done
`
)
/** The lower bound with an external decompressor: every layer at once, curl | <tool> -dc > /dev/null. */
const lowerScript = (tool: string): string => {
  const file = join(work, `lower-${tool}.sh`)
  writeFileSync(
    file,
    `set -eu
for d in ${digests.join(' ')}; do
  ( curl -sfL --cacert ${h.caFile} -H "Authorization: Bearer $TOKEN" "https://${h.registry}/v2/bench/rocm/blobs/$d" | ${tool} -dc >/dev/null ) &
done
wait
`
  )
  return file
}
const have = (tool: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const node = process.execPath

/** The same tree published by `setup-rocm publish` (made once, on first use, not timed). */
let published: string | undefined
const publishedImage = (): string => {
  if (published) return published
  log('bench: publishing the pruned tree with setup-rocm publish (not timed)…')
  const t = performance.now()
  const out = execFileSync(
    node,
    [
      join(repoRoot, 'dist/cli.js'),
      'publish',
      '--image',
      ref,
      '--to',
      `${h.registry}/bench/pruned:bench`,
      '--no-smoke-test',
      '--quiet'
    ],
    {
      env: { ...process.env, SETUP_ROCM_PUSH_USERNAME: h.user, SETUP_ROCM_PUSH_PASSWORD: h.password },
      encoding: 'utf8'
    }
  )
  log(`  published in ${((performance.now() - t) / 1000).toFixed(1)} s: ${out.trim()}`)
  published = out.trim()
  return published
}

const methods: Record<string, (dest: string) => Promise<Sample>> = {
  'setup-rocm (cold install)': async dest => {
    const s = await measure(
      [node, join(repoRoot, 'dist/cli.js'), '--image', ref, '--dest', dest, '--no-smoke-test', '--quiet'],
      {
        NODE_EXTRA_CA_CERTS: h.caFile
      }
    )
    s.tree = du(dest)
    return s
  },
  'setup-rocm, published pruned image (zstd, 4 disjoint layers)': async dest => {
    const image = publishedImage()
    const s = await measure(
      [node, join(repoRoot, 'dist/cli.js'), '--image', image, '--dest', dest, '--no-smoke-test', '--quiet'],
      { NODE_EXTRA_CA_CERTS: h.caFile }
    )
    s.tree = du(dest)
    return s
  },
  'shell pipeline (baseline)': async dest => {
    const s = await measure(['bash', baselineScript], { DEST: dest, TOKEN: await freshToken() })
    // Its `|| true` hides failures: make sure it really extracted the tree before counting the run.
    s.tree = du(dest)
    if (s.tree < 1 << 30) throw new Error(`the baseline extracted only ${s.tree} bytes: its download failed`)
    return s
  },
  'skopeo copy + umoci unpack': dest =>
    measure([
      'bash',
      '-c',
      `skopeo copy --quiet --src-cert-dir ${certDir} docker://${ref} oci:${dest}-oci:bench && umoci raw unpack --rootless --image ${dest}-oci:bench ${dest}`
    ]),
  'lower bound: pigz -dc, layers in parallel': async () =>
    measure(['bash', lowerScript('pigz')], { TOKEN: await freshToken() }),
  // ISA-L's igzip (Debian's isal) is the fastest gzip decoder here: the honest lower bound.
  ...(have('igzip')
    ? {
        'lower bound: igzip -dc, layers in parallel': async () =>
          measure(['bash', lowerScript('igzip')], { TOKEN: await freshToken() })
      }
    : {}),
  'lower bound: Node zlib 1 MiB, layers in parallel': async () =>
    measure([
      node,
      join(repoRoot, 'bench/lower-bound.ts'),
      h.registry,
      'bench/rocm',
      await freshToken(),
      ...digests
    ])
}

// BENCH_METHODS=setup,lower (name prefixes) and BENCH_WARM=0 make quick tuning runs; BENCH_WARM=only
// runs the warm paths alone (after one cold install to fill the caches), and with
// BENCH_WARM_BEFORE=<another build's dist/ directory> alternates that build with this one, rep by
// rep, and prints both medians (docs/benchmarks.md is not written).
const warmOnly = process.env.BENCH_WARM === 'only'
const warmBefore = process.env.BENCH_WARM_BEFORE
const only = warmOnly ? [] : process.env.BENCH_METHODS?.split(',').map(s => s.trim().toLowerCase())
const selected = Object.keys(methods).filter(n => !only || only.some(o => n.toLowerCase().startsWith(o)))
const results: Record<string, Sample[]> = {}
for (let rep = 0; rep < REPS; rep++) {
  const names = selected
  // Rotate the order so no method always runs first (page cache, thermal state).
  const order = names.slice(rep % names.length).concat(names.slice(0, rep % names.length))
  for (const name of order) {
    const dest = join(work, `dest-${rep}`)
    log(`bench: rep ${rep + 1}/${REPS}: ${name}`)
    const s = await methods[name](dest)
    ;(results[name] ??= []).push(s)
    rmSync(dest, { recursive: true, force: true })
    rmSync(`${dest}-oci`, { recursive: true, force: true })
    log(
      `  ${s.wall.toFixed(1)} s wall, ${s.cpu.toFixed(1)} s CPU, ${(s.rssKiB / 1024).toFixed(0)} MiB RSS, ${(s.peakDisk / 2 ** 30).toFixed(2)} GiB disk`
    )
  }
}

// ---- the floor: work any installer built on Node's zlib has to do, measured part by part ------
// (once each, after the repetitions): setup-rocm's download path alone (TLS, HTTP, sha256), the
// CDN stand-in's CPU while it serves that (the harness process, our parent), zlib inflating the
// layer files, and GNU tar creating the installed tree from an uncompressed tar. Their CPU summed
// and spread perfectly over the machine's cores is a wall time no such design can beat here.
interface Floor {
  download: Sample
  cdnCpu: number
  inflate: Sample
  createTree: Sample
  cpu: number
  wall: number
  /** The same with igzip's inflate in place of zlib's (as if ISA-L ran inside the process). */
  igzipInflate?: Sample
  igzipWall?: number
}
async function measureFloor(): Promise<Floor> {
  const harnessCpu = () => {
    const f = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(f[11]) + Number(f[12])) / 100
  }
  log('bench: floor: download and verify only')
  const c0 = harnessCpu()
  const download = await measure(
    [node, join(repoRoot, 'bench/download-only.ts'), h.registry, 'bench/rocm', built.pinDigest],
    { NODE_EXTRA_CA_CERTS: h.caFile }
  )
  const cdnCpu = harnessCpu() - c0
  log('bench: floor: inflate only')
  const inflate = await measure([
    node,
    join(repoRoot, 'bench/inflate-only.ts'),
    ...img.layers.map(l => l.blobFile)
  ])
  log('bench: floor: create the tree (tar -x)')
  const tree = join(work, 'floor-tree')
  await methods['setup-rocm (cold install)'](tree)
  const tarFile = join(work, 'floor.tar')
  execFileSync('tar', ['-cf', tarFile, '-C', tree, '.'])
  rmSync(tree, { recursive: true, force: true })
  // This machine's kernel time for the same extraction varied from 6 to 16 s within minutes
  // (ext4 with online discard on a shared disk): the fastest of REPS runs counts.
  let createTree: Sample | undefined
  for (let i = 0; i < REPS; i++) {
    const into = join(work, 'floor-x')
    mkdirSync(into)
    const s = await measure(['tar', '-xf', tarFile, '-C', into])
    rmSync(into, { recursive: true, force: true })
    if (!createTree || s.cpu < createTree.cpu) createTree = s
  }
  rmSync(tarFile, { force: true })
  const cpu = download.cpu + cdnCpu + inflate.cpu + createTree!.cpu
  const floor: Floor = { download, cdnCpu, inflate, createTree: createTree!, cpu, wall: cpu / cpus().length }
  if (have('igzip')) {
    log('bench: floor: igzip inflate only')
    const files = img.layers.map(l => `'${l.blobFile}'`).join(' ')
    floor.igzipInflate = await measure(['sh', '-c', `for f in ${files}; do igzip -dc "$f"; done >/dev/null`])
    floor.igzipWall = (cpu - inflate.cpu + floor.igzipInflate.cpu) / cpus().length
  }
  return floor
}
const floor = only ? undefined : await measureFloor()

if (process.env.BENCH_WARM === '0' || (only && !warmOnly)) {
  for (const [n, xs] of Object.entries(results))
    console.log(
      `${n}: median ${median(xs.map(x => x.wall)).toFixed(2)} s, RSS ${median(xs.map(x => x.rssKiB / 1024)).toFixed(0)} MiB`
    )
  rmSync(work, { recursive: true, force: true })
  process.exit(0)
}

// Warm paths, through the action as a runner runs it: without an index (nothing verifies the
// tree), and with one pinned (the `index` input: the tree from either cache is verified against
// the image before it is used) beside the cold install from that index, the step a warm path saves.
log('bench: warm paths (tool cache, actions cache)')
const svc = await startCacheService(join(work, 'azurite'), repoRoot)
const env = actionsCacheEnv(svc, h.caFile)
const indexFile = join(work, 'bench.index')
log('bench: building the seek index for the warm paths (not timed)…')
execFileSync(node, [join(repoRoot, 'dist/cli.js'), 'index', '--image', ref, '--out', indexFile, '--quiet'], {
  env: { ...process.env, NODE_EXTRA_CA_CERTS: h.caFile },
  stdio: ['ignore', 'ignore', 'inherit']
})
const timed = async (f: () => Promise<{ code: number; stdout: string; stderr: string }>) => {
  const t = performance.now()
  const r = await f()
  if (r.code !== 0) throw new Error(`action step failed: ${r.stdout.slice(-2000)}${r.stderr.slice(-2000)}`)
  return (performance.now() - t) / 1000
}
interface Warm {
  toolHit: number[]
  restore: number[]
  /** With the index pinned: the cold install from it, and both warm paths, verified. */
  coldIndexed: number[]
  toolHitIndexed: number[]
  restoreIndexed: number[]
}
const noWarm = (): Warm => ({
  toolHit: [],
  restore: [],
  coldIndexed: [],
  toolHitIndexed: [],
  restoreIndexed: []
})
const warm = noWarm()
/** BENCH_WARM_BEFORE's samples, taken in turn with this build's (which goes first in odd reps). */
const before = noWarm()
const plain = { inputs: { image: ref, 'smoke-test': 'false' }, dirs: runnerDirs(join(work, 'runner')) }
const indexed = {
  inputs: { image: ref, 'smoke-test': 'false', index: indexFile },
  dirs: runnerDirs(join(work, 'runner-indexed'))
}
const emptyToolCache = (dirs: ReturnType<typeof runnerDirs>) => {
  rmSync(dirs.toolCache, { recursive: true, force: true })
  mkdirSync(dirs.toolCache)
}
// One cold install each fills the actions cache (a later build's restore reads what it saved).
for (const w of [plain, indexed]) {
  const cold = await runStep({ entry: 'main', ...w, env })
  await runStep({ entry: 'post', dirs: w.dirs, env, state: cold.state })
}
for (let rep = 0; rep < REPS; rep++) {
  const builds = warmBefore ? [undefined, warmBefore] : [undefined]
  for (const dist of rep % 2 ? builds.reverse() : builds) {
    const into = dist ? before : warm
    const step = (w: typeof plain) => timed(() => runStep({ entry: 'main', ...w, env, dist }))
    into.toolHit.push(await step(plain))
    emptyToolCache(plain.dirs)
    into.restore.push(await step(plain))
    into.toolHitIndexed.push(await step(indexed))
    emptyToolCache(indexed.dirs)
    into.restoreIndexed.push(await step(indexed))
    // The cold install from the index: the actions cache off, so nothing is restored (or saved).
    emptyToolCache(indexed.dirs)
    into.coldIndexed.push(
      await timed(() =>
        runStep({
          entry: 'main',
          inputs: { ...indexed.inputs, cache: 'false' },
          dirs: indexed.dirs,
          env,
          dist
        })
      )
    )
    log(
      `bench: warm rep ${rep + 1}/${REPS}${dist ? ` (${dist})` : ''}: tool cache ${into.toolHit.at(-1)!.toFixed(2)} s, restore ${into.restore.at(-1)!.toFixed(2)} s; ` +
        `with the index: cold ${into.coldIndexed.at(-1)!.toFixed(2)} s, tool cache ${into.toolHitIndexed.at(-1)!.toFixed(2)} s, restore ${into.restoreIndexed.at(-1)!.toFixed(2)} s`
    )
  }
}
await svc.stop()
const WARM_ROWS: [keyof Warm, string][] = [
  ['toolHit', 'tool-cache hit, no index (not verified)'],
  ['restore', 'restore from the actions cache, no index (not verified)'],
  ['coldIndexed', 'cold install from the index (no cache)'],
  ['toolHitIndexed', 'tool-cache hit, index pinned (verified, every file hashed)'],
  ['restoreIndexed', 'restore from the actions cache, index pinned (verified)']
]
if (warmOnly) {
  for (const [k, what] of WARM_ROWS)
    console.log(
      `${what}: median ${median(warm[k]).toFixed(2)} s` +
        (warmBefore
          ? `; BENCH_WARM_BEFORE ${median(before[k]).toFixed(2)} s, ratio ${(median(warm[k]) / median(before[k])).toFixed(2)}`
          : '')
    )
  console.log(
    `verified restore / cold install from the index: ${(median(warm.restoreIndexed) / median(warm.coldIndexed)).toFixed(2)}`
  )
  rmSync(work, { recursive: true, force: true })
  process.exit(0)
}

// ---- report -------------------------------------------------------------------------------------
const PUBLISHED = 'setup-rocm, published pruned image (zstd, 4 disjoint layers)'
const publishedBytes = published
  ? (await fetchManifest(h, 'bench/pruned', published.split('@')[1])).layers.reduce((n, l) => n + l.size, 0)
  : 0
const med = (name: string, k: keyof Sample) => median(results[name].map(s => Number(s[k] ?? 0)))
const ours = 'setup-rocm (cold install)'
const lowerNames = Object.keys(results).filter(n => n.startsWith('lower bound'))
const lower = lowerNames.reduce((a, b) => (med(a, 'wall') <= med(b, 'wall') ? a : b))
const tree = med(ours, 'tree')
const fmt = (n: number, d = 1) => n.toFixed(d)
const cpuModel = cpus()[0]?.model ?? 'unknown'
const rows = Object.keys(results).map(n => {
  const w = results[n].map(s => s.wall)
  return `| ${n} | ${fmt(med(n, 'wall'))} | ${fmt(Math.min(...w))}–${fmt(Math.max(...w))} | ${fmt(med(n, 'cpu'))} | ${fmt(med(n, 'rssKiB') / 1024, 0)} | ${fmt(med(n, 'peakDisk') / 2 ** 30, 2)} | ${fmt(med(n, 'wall') / med(ours, 'wall'), 2)} |`
})
const md = `# Benchmarks

Measured by \`npm run bench\` (bench/bench.ts) on ${new Date().toISOString().slice(0, 10)}, in one run, ${REPS} alternating repetitions, medians.

**Machine**: ${cpus().length} × ${cpuModel}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Linux ${release()}, Node ${process.version}; registry, token service and CDN stand-in on 127.0.0.1 over TLS (so the network is not the bound; on a hosted runner the download is).

**Image**: ${built.layerDigests.length} layers, ${fmt(img.compressedBytes / 2 ** 30, 2)} GiB compressed (gzip), the giant layer ${fmt(img.rawBytes / 2 ** 30, 2)} GiB uncompressed with ROCm's file-size mix (25,000 headers, 400 kernel objects, 3 × 250 MiB archives, 120 shared libraries, the fixture's real HIP toolchain); the default prune list removes about two thirds. Installed tree: ${fmt(tree / 2 ** 30, 2)} GiB.

| method | wall s (median) | wall s (min–max) | CPU s | peak RSS MiB | peak disk GiB | time / setup-rocm |
|---|---|---|---|---|---|---|
${rows.join('\n')}

**Ratios** (medians of this run):
- setup-rocm / shell pipeline: **${fmt(med(ours, 'wall') / med('shell pipeline (baseline)', 'wall'), 2)}** (setup-rocm is ${fmt(med('shell pipeline (baseline)', 'wall') / med(ours, 'wall'), 2)}× faster, and verifies digests, applies whiteouts, fails on broken streams);
- setup-rocm / lower bound (${lower}): **${fmt(med(ours, 'wall') / med(lower, 'wall'), 2)}**;
- setup-rocm / skopeo + umoci: ${fmt(med(ours, 'wall') / med('skopeo copy + umoci unpack', 'wall'), 2)};
- peak disk / installed tree: ${fmt(med(ours, 'peakDisk') / tree, 2)}; peak RSS: ${fmt(med(ours, 'rssKiB') / 1024, 0)} MiB.${results[PUBLISHED] ? `\n- the same tree from the image \`setup-rocm publish\` made of it (zstd level 9, 4 disjoint layers applied side by side, ${fmt(publishedBytes / 2 ** 30, 2)} GiB compressed against ${fmt(img.compressedBytes / 2 ** 30, 2)}): **${fmt(med(ours, 'wall') / med(PUBLISHED, 'wall'), 2)}×** faster than from the original on this link (localhost, so the smaller download counts for little).` : ''}

**The floor for a design on Node's zlib** (each part measured once, after the repetitions): setup-rocm's download path alone (TLS, HTTP, sha256 of every byte) ${fmt(floor!.download.cpu)} s CPU, the CDN stand-in serving it ${fmt(floor!.cdnCpu)} s, zlib inflating the layer files ${fmt(floor!.inflate.cpu)} s (reading them from the page cache included), GNU tar creating the installed tree from an uncompressed tar ${fmt(floor!.createTree.cpu)} s (the fastest of ${REPS}; nearly all of it kernel time). Together ${fmt(floor!.cpu)} s of CPU; spread perfectly over ${cpus().length} cores, **${fmt(floor!.wall)} s** of wall time, before any tar parsing. setup-rocm takes ${fmt(med(ours, 'wall') / floor!.wall, 2)}× that. 1.25× the fastest lower bound is ${fmt(1.25 * med(lower, 'wall'))} s${1.25 * med(lower, 'wall') < floor!.wall ? ": below this floor, so no installer that inflates with Node's zlib can reach it on this machine" : ''}.${floor!.igzipInflate ? ` With igzip's inflate in place of zlib's (${fmt(floor!.igzipInflate.cpu)} s of CPU, as if ISA-L ran inside the process) the floor would be ${fmt(floor!.igzipWall!)} s${1.25 * med(lower, 'wall') < floor!.igzipWall! ? ', still above it' : ''}.` : ''}

**Warm paths** (the action's main step as a runner runs it, smoke test off, whole process; real @actions/cache client, local Azurite blob storage, zstd archive; medians of ${REPS}):

| path | wall s (median) | min–max |
|---|---|---|
${WARM_ROWS.map(([k, what]) => `| ${what} | ${fmt(median(warm[k]), 2)} | ${fmt(Math.min(...warm[k]), 2)}–${fmt(Math.max(...warm[k]), 2)} |`).join('\n')}

The verified restore takes ${fmt(median(warm.restoreIndexed) / median(warm.coldIndexed), 2)} of the cold install from the same index.

Peak disk is sampled every 50 ms from the file system's free space, so other writers on the machine add noise. The baseline's tree is not a working ROCm (its absolute \`/etc/alternatives\` links dangle, whiteouts are ignored); it is timed for what it costs, not what it gives.

Reproduce: \`npm run bench\` (BENCH_REPS=3 by default; the image is generated once under \`$SETUP_ROCM_CACHE\`).
`
// Notes below the marker (measurements of single choices, the entry-count benchmark) are kept.
const MARKER = '<!-- notes below are kept by bench/bench.ts -->'
const previous = existsSync(join(repoRoot, 'docs/benchmarks.md'))
  ? readFileSync(join(repoRoot, 'docs/benchmarks.md'), 'utf8')
  : ''
const notes = previous.includes(MARKER) ? previous.slice(previous.indexOf(MARKER)) : ''
writeFileSync(join(repoRoot, 'docs/benchmarks.md'), notes ? `${md}\n${notes}` : md)
console.log(md)
rmSync(work, { recursive: true, force: true })
