// Peak RSS against the number of tar entries: one layer of N empty files under image-path,
// installed by the CLI (dist/cli.js, no smoke test, no prune), measured by GNU time. Memory must
// not grow with the entry count (budget 256 MiB whatever the image).
//   node scripts/harness.ts -- node bench/entries.ts 1000000 [250000 …]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadHarness } from '../__tests__/harness/index.ts'
import { buildImage, pushImage } from '../__tests__/harness/image.ts'
import { manyEmptyFiles } from '../__tests__/harness/tar-writer.ts'

const h = loadHarness()
const counts = process.argv.slice(2).map(Number).filter(Boolean)
if (!counts.length) counts.push(250_000)

if (import.meta.main) await main()
async function main() {
  const rows: string[] = []
  for (const n of counts) {
    const tarFile = join(mkdtempSync(join(tmpdir(), 'entries-')), 'layer.tar')
    writeFileSync(tarFile, manyEmptyFiles(n))
    const img = buildImage({ layers: [{ tarFile, compression: 'gzip' }] })
    rmSync(tarFile)
    const ref = await pushImage(h, `bench/entries-${n}`, img)
    const dest = mkdtempSync(join(tmpdir(), 'entries-dest-'))
    const t0 = performance.now()
    const r = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        '%M',
        process.execPath,
        'dist/cli.js',
        '--image',
        ref,
        '--dest',
        join(dest, 'rocm'),
        '--no-smoke-test',
        '--prune',
        'none',
        '--quiet'
      ],
      { encoding: 'utf8' }
    )
    const secs = (performance.now() - t0) / 1000
    rmSync(dest, { recursive: true, force: true })
    if (r.status !== 0) throw new Error(`install of ${n} entries failed:\n${r.stderr}`)
    const kib = Number(r.stderr.trim().split('\n').pop())
    rows.push(`| ${n.toLocaleString('en')} | ${(kib / 1024).toFixed(0)} | ${secs.toFixed(1)} |`)
  }
  console.log(['| empty files | peak RSS MiB | wall s |', '|---|---|---|', ...rows].join('\n'))
}
