// Cold installs over a CDN-like link: every blob download is redirected to a stand-in that caps
// each connection (default 10 MiB/s: on this 2-core machine a faster cap makes the CPU the bound)
// and adds latency (30 ms) to every response, as a hosted runner's CDN connection does; a client
// that stops reading stops the sender, as TCP does; the registry itself is not capped.
// setup-rocm with 1, 2, 4 and 8 connections per large blob, and the decision record's shell
// pipeline (one connection per layer, layer after layer) under the same cap. The image is the
// ROCm-shaped fixture (4 layers, 357 MiB compressed); then the same tree published by
// `setup-rocm publish` (pruned, zstd, 4 disjoint layers) installed over the same link.
// Writes its table below the notes marker in docs/benchmarks.md.
//   node scripts/harness.ts -- node bench/ranged.ts   (npm run bench runs it after bench.ts)
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadHarness, probe } from '../__tests__/harness/index.ts'
import { fetchManifest } from '../__tests__/harness/image.ts'
import { ensureFixture, fixtureImage, pushFixture } from '../__tests__/harness/fixture.ts'
import { FaultProxy } from '../__tests__/harness/fault-proxy.ts'
import { repoRoot } from '../__tests__/harness/runner.ts'

const h = loadHarness()
const CAP = Number(process.env.BENCH_CAP_MIB ?? 10) * 2 ** 20
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 30)
const REPS = Number(process.env.BENCH_REPS ?? 3)
const repo = 'bench/ranged'

await pushFixture(h, 'r10-gzip', repo)
const fx = fixtureImage(ensureFixture(), 'r10-gzip', { index: false })
const cdn = await new FaultProxy(h, h.cdnOrigin).start()
cdn.limit({ bytesPerSecond: CAP, latencyMs: LATENCY })
const reg = await new FaultProxy(h, `https://${h.registry}`).start()
reg.rewriteLocation(h.cdnOrigin, cdn.origin)
const image = `${reg.host}/${repo}@${fx.pinDigest}`
const work = mkdtempSync(join(tmpdir(), 'bench-ranged-'))

// The published pruned image, pushed straight to the registry (not timed), pulled over the cap.
const published = execFileSync(
  process.execPath,
  [
    join(repoRoot, 'dist/cli.js'),
    'publish',
    '--image',
    `${h.registry}/${repo}@${fx.pinDigest}`,
    '--to',
    `${h.registry}/bench/pruned:bench`,
    '--no-smoke-test',
    '--quiet'
  ],
  {
    env: { ...process.env, SETUP_ROCM_PUSH_USERNAME: h.user, SETUP_ROCM_PUSH_PASSWORD: h.password },
    encoding: 'utf8'
  }
).trim()
const prunedImage = `${reg.host}/bench/pruned@${published.split('@')[1]}`
const prunedBytes = (await fetchManifest(h, 'bench/pruned', published.split('@')[1])).layers.reduce(
  (n, l) => n + l.size,
  0
)

/** Peak RSS (MiB) of the last timed command, from GNU time. */
const rss: Record<string, number[]> = {}
let lastRss = 0

// Asynchronous on purpose: the capped CDN stand-in runs in this process's event loop.
const time = (cmd: string[], env: Record<string, string> = {}): Promise<number> =>
  new Promise((resolve, reject) => {
    const t0 = performance.now()
    const tfile = join(work, 'time.txt')
    const child = spawn('/usr/bin/time', ['-f', '%M', '-o', tfile, '--', ...cmd], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe']
    })
    let err = ''
    child.stderr.on('data', d => (err = (err + d).slice(-2000)))
    child.on('close', code => {
      lastRss = Number(readFileSync(tfile, 'utf8').trim().split('\n').pop()) / 1024
      if (code === 0) resolve((performance.now() - t0) / 1000)
      else reject(new Error(`${cmd.join(' ')} failed (${code}):\n${err}`))
    })
  })

const install = async (connections: number, from = image): Promise<number> => {
  const dest = join(work, `c${connections}`)
  try {
    return await time([
      process.execPath,
      join(repoRoot, 'dist/cli.js'),
      '--image',
      from,
      '--dest',
      dest,
      '--no-smoke-test',
      '--quiet',
      '--download-connections',
      String(connections)
    ])
  } finally {
    rmSync(dest, { recursive: true, force: true })
  }
}

const baseline = async (): Promise<number> => {
  const r = await probe(`${h.tokenOrigin}/token?service=${h.service}&scope=repository:${repo}:pull`, h.caFile)
  const token = JSON.parse(r.body.toString()).token
  const dest = join(work, 'baseline')
  const script = join(work, 'baseline.sh')
  writeFileSync(
    script,
    `set -u\nmkdir -p "${dest}"\nfor d in ${fx.layerDigests.join(' ')}; do\n  curl -sfL --cacert ${h.caFile} -H "Authorization: Bearer ${token}" "https://${reg.host}/v2/${repo}/blobs/$d" | gzip -dc | tar -x -C "${dest}" --wildcards 'opt/rocm/*' || true\ndone\n`
  )
  try {
    return await time(['bash', script])
  } finally {
    rmSync(dest, { recursive: true, force: true })
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const runs: Record<string, number[]> = {}
const methods: [string, () => Promise<number> | number][] = [
  ['shell pipeline (baseline)', baseline],
  ['setup-rocm, 1 connection', () => install(1)],
  ['setup-rocm, 2 connections', () => install(2)],
  ['setup-rocm, 4 connections', () => install(4)],
  ['setup-rocm, 8 connections', () => install(8)],
  ['published pruned image (zstd, 4 disjoint layers), 1 connection', () => install(1, prunedImage)],
  ['published pruned image (zstd, 4 disjoint layers), 4 connections', () => install(4, prunedImage)]
]
for (let rep = 0; rep < REPS; rep++)
  for (const [name, fn] of methods) {
    const s = await fn()
    ;(runs[name] ??= []).push(s)
    ;(rss[name] ??= []).push(lastRss)
    console.error(`bench: ${name}: ${s.toFixed(1)} s, ${lastRss.toFixed(0)} MiB`)
  }
await cdn.stop()
await reg.stop()
rmSync(work, { recursive: true, force: true })

const one = median(runs['setup-rocm, 1 connection'])
const base = median(runs['shell pipeline (baseline)'])
const rows = methods.map(([name]) => {
  const m = median(runs[name])
  return `| ${name} | ${m.toFixed(1)} | ${Math.min(...runs[name]).toFixed(1)}–${Math.max(...runs[name]).toFixed(1)} | ${(one / m).toFixed(2)} | ${(base / m).toFixed(2)} | ${Math.max(...rss[name]).toFixed(0)} |`
})
const section = `### Cold install over a capped CDN link

Measured by \`bench/ranged.ts\` on ${new Date().toISOString().slice(0, 10)}, ${REPS} alternating repetitions, medians: blob downloads redirected to a CDN stand-in that caps **each connection at ${(CAP / 2 ** 20).toFixed(0)} MiB/s** and adds **${LATENCY} ms** to every response (a client that stops reading stops the sender, as with TCP); the fixture image (${fx.layerDigests.length} layers, ${(fx.blobs.filter(b => fx.layerDigests.includes(b.digest)).reduce((s, b) => s + b.size, 0) / 2 ** 20).toFixed(0)} MiB compressed, gzip); the published pruned image of the same tree (\`setup-rocm publish\`, ${(prunedBytes / 2 ** 20).toFixed(0)} MiB compressed); no smoke test. Peak RSS from GNU time.

| method | wall s (median) | wall s (min–max) | vs 1 connection | vs baseline | peak RSS MiB (max) |
|---|---|---|---|---|---|
${rows.join('\n')}
`
console.log(section)
const file = join(repoRoot, 'docs/benchmarks.md')
const MARKER = '<!-- notes below are kept by bench/bench.ts -->'
let md = existsSync(file) ? readFileSync(file, 'utf8') : ''
if (!md.includes(MARKER)) md += `\n${MARKER}\n`
md = md.replace(/\n### Cold install over a capped CDN link\n[\s\S]*?(?=\n## |\n### |$)/, '')
const at = md.indexOf(MARKER) + MARKER.length
md = `${md.slice(0, at)}\n\n${section}${md.slice(at)}`
writeFileSync(file, md)
