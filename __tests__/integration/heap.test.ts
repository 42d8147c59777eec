// Memory of the install process, measured on real processes: V8's young generation held at its
// starting size, and peak RSS that does not grow with the number of tar entries (the budget is
// 256 MiB whatever the image). The figures for a million entries are in docs/benchmarks.md
// (bench/entries.ts); this test uses fewer entries and a bound a regression would still cross.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { manyEmptyFiles } from '../harness/tar-writer.ts'
import { repoRoot } from '../harness/runner.ts'
import { tempDir } from '../harness/helpers.ts'

const h = loadHarness()
const work = tempDir('heap')
after(() => work.cleanup())

describe('memory', () => {
  test('the young generation stays at its starting size once the install holds it (peak RSS budget)', () => {
    // In a fresh process each: the workload keeps a growing model alive, as the install's tree
    // does, which is what makes V8 double the young generation again and again.
    const newSpaceMiB = (hold: boolean): number => {
      const script = `
        import { getHeapSpaceStatistics } from 'node:v8'
        ${hold ? `(await import(${JSON.stringify(new URL('../../src/bin/heap.ts', import.meta.url).href)})).holdYoungGeneration()` : ''}
        const model = []
        for (let i = 0; i < 2_000_000; i++) {
          const o = { path: 'opt/rocm/lib/f' + i, size: i }
          if (i % 4 === 0) model.push(o)
        }
        const s = getHeapSpaceStatistics().find(s => s.space_name === 'new_space')
        console.log(s.space_size / 2 ** 20, model.length)`
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
      return Number(out.split(' ')[0])
    }
    const held = newSpaceMiB(true)
    const free = newSpaceMiB(false)
    assert.ok(free >= 16, `without the hold V8 grows it (the workload is representative): ${free} MiB`)
    assert.ok(held <= 8, `held: ${held} MiB`)
  })
  test('the old generation is held tight from the start (the whole image), left to V8 for an install from a small index', () => {
    const src = (f: string) => JSON.stringify(new URL(`../../src/${f}`, import.meta.url).href)
    const script = `
      const { setFlagsFromString } = await import('node:v8')
      const { prepareProcess } = await import(${src('bin/prepare.ts')})
      // The flags go to V8 for real (one it does not know is a warning on stderr: checked below);
      // the last growth setting says whether the old generation is held tight.
      let growth = ''
      const memory = prepareProcess(f => {
        setFlagsFromString(f)
        if (f.startsWith('--heap-growing-percent=')) growth = f
      })
      const tight = () => growth === '--heap-growing-percent=25' ? true : growth === '--heap-growing-percent=0' ? false : growth
      const start = tight()
      memory.indexed(30_000)
      const indexed = tight()
      memory.whole()
      const whole = tight()
      memory.indexed(1_000_000)
      console.log(JSON.stringify({ start, indexed, whole, large: tight() }))`
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    assert.equal(r.status, 0, r.stderr)
    assert.doesNotMatch(r.stderr, /unrecognized|unknown/i, 'V8 knows every flag set')
    assert.deepEqual(
      JSON.parse(r.stdout),
      { start: true, indexed: false, whole: true, large: true },
      'held tight from the start, left to V8 once the install goes from an index, tight again if it falls back to the whole image; an index of a million rows stays tight (it peaked over 296 MiB left to V8)'
    )
  })
  test('files pruned while streaming are stored packed in the model, as kept ones are (1M files, half pruned, went over 256 MiB)', () => {
    // The overlay's model after 200,000 files under a pruned directory, in a fresh process: heap
    // bytes per file after a full collection. Stored as objects they took ~150; packed, ~50.
    const src = (f: string) => JSON.stringify(new URL(`../../src/${f}`, import.meta.url).href)
    const script = `
      const { Overlay } = await import(${src('layers/model/overlay.ts')})
      const { PatternSet } = await import(${src('layers/prune.ts')})
      const { PlanDisk } = await import(${src('seek/plan/plan.ts')})
      const quiet = { info() {}, warning() {}, debug() {}, error() {} }
      const overlay = new Overlay({ staging: '/nowhere', imagePath: '/opt/rocm', prune: new PatternSet(['rocblas/']),
        protect: new PatternSet([]), logger: quiet, writer: new PlanDisk() })
      let n = 0; const entry = (e) => overlay.entry(e, { origin: n++ }, 0)
      let pos = 0
      const next = (path, type, size) => { const e = { header: pos, data: pos + 512, path, type, size, mode: 0o644 }; pos += 1024; return e }
      for (const d of ['opt/', 'opt/rocm/', 'opt/rocm/lib/', 'opt/rocm/lib/rocblas/']) await entry(next(d, 'Directory', 0))
      const N = 200_000
      for (let i = 0; i < N; i++) {
        if (i % 1000 === 0) await entry(next('opt/rocm/lib/rocblas/d' + i / 1000 + '/', 'Directory', 0))
        if (i === 1000) { globalThis.gc(); globalThis.before = process.memoryUsage().heapUsed }
        await entry(next('opt/rocm/lib/rocblas/d' + Math.floor(i / 1000) + '/f' + i, 'File', 100 + (i % 50)))
      }
      globalThis.gc()
      console.log((process.memoryUsage().heapUsed - globalThis.before) / (N - 1000), overlay.report.filesPruned)`
    const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
      encoding: 'utf8'
    })
    const [perFile, pruned] = out.trim().split(' ').map(Number)
    assert.equal(pruned, 200_000)
    assert.ok(perFile < 80, `${perFile.toFixed(0)} heap bytes per pruned file`)
  })
  test('peak RSS stays in budget for a layer of 100,000 empty files (entries count, not only bytes)', async () => {
    const n = 100_000
    const tarFile = join(work.path, 'many.tar')
    writeFileSync(tarFile, manyEmptyFiles(n))
    const ref = await pushImage(h, 'heap/entries', buildImage({ layers: [{ tarFile, compression: 'gzip' }] }))
    const dest = join(work.path, 'dest', 'rocm')
    const r = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        'maxrss=%M',
        process.execPath,
        join(repoRoot, 'dist/cli.js'),
        '--image',
        ref,
        '--dest',
        dest
      ].concat(['--no-smoke-test', '--prune', 'none', '--quiet']),
      { encoding: 'utf8' }
    )
    assert.equal(r.status, 0, r.stderr)
    const mib = Number(/maxrss=(\d+)/.exec(r.stderr)?.[1]) / 1024
    assert.equal(readdirSync(join(dest, 'many')).length, n / 1000)
    assert.equal(readdirSync(join(dest, 'many', 'd99')).length, 1000)
    // Before entries counted (and with V8's default old-generation growth) this was ~320 MiB.
    assert.ok(mib < 200, `peak RSS ${mib.toFixed(0)} MiB for ${n} entries`)
  })
})
