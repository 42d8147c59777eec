import { mkdirSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { loadHarness } from '../__tests__/harness/index.ts'
import { FaultProxy } from '../__tests__/harness/fault-proxy.ts'
const h = loadHarness()
const MiB = 2 ** 20
const dir = `${h.storageRoot}/docker/registry/v2/blobs/sha256/00/00probe`
mkdirSync(dir, { recursive: true })
const r = randomBytes(8 * MiB)
writeFileSync(`${dir}/data`, Buffer.concat(Array(50).fill(r)))
const TOTAL = 400 * MiB
const p = (await new FaultProxy(h, h.cdnOrigin).start()).limit({ bytesPerSecond: 40 * MiB, latencyMs: 30, punish: 0.5 })
const curl = (n: number, rate?: string) => new Promise<number>(res => {
  const t = performance.now()
  let left = n
  for (let i = 0; i < n; i++) spawn('curl', ['-sk', ...(rate ? ['--limit-rate', rate] : []), '-o', '/dev/null', `${p.origin}/docker/registry/v2/blobs/sha256/00/00probe/data`]).on('close', () => { if (--left === 0) res((performance.now() - t) / 1000) })
})
for (const n of [1, 2, 1, 2]) {
  const s = await curl(n)
  console.log(`${n} concurrent: ${s.toFixed(1)} s, total ${(n * TOTAL / MiB / s).toFixed(1)} MiB/s`)
}
await p.stop()
