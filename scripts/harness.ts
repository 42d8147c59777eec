// Starts the test harness (registry + token service + CDN), runs a command with its coordinates
// in the environment (SETUP_ROCM_HARNESS, NODE_EXTRA_CA_CERTS with the harness CA added), then stops everything and removes
// its directory, whatever the command's outcome or a Ctrl-C.
//   node scripts/harness.ts -- <command> [args…]
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { startHarness } from '../__tests__/harness/index.ts'

const sep = process.argv.indexOf('--')
const cmd = sep >= 0 ? process.argv.slice(sep + 1) : []
if (!cmd.length) {
  console.error('usage: node scripts/harness.ts -- <command> [args…]')
  process.exit(2)
}
const dir = join(process.env.SETUP_ROCM_HARNESS_DIR ?? tmpdir(), `setup-rocm-harness-${process.pid}`)
const h = await startHarness(dir)
console.error(`harness: registry https://${h.registry}, token ${h.tokenOrigin}, cdn ${h.cdnOrigin}`)
// The harness CA is added to the CAs this machine already trusts through NODE_EXTRA_CA_CERTS (a
// proxy's own CA, say), not put in their place: npm and the registry tests run under it.
const extra = process.env.NODE_EXTRA_CA_CERTS
let caFile = h.caFile
if (extra && existsSync(extra)) {
  caFile = join(dir, 'ca-bundle.pem')
  writeFileSync(caFile, `${readFileSync(extra, 'utf8').trimEnd()}\n${readFileSync(h.caFile, 'utf8')}`)
}
const child = spawn(cmd[0], cmd.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, SETUP_ROCM_HARNESS: join(dir, 'harness.json'), NODE_EXTRA_CA_CERTS: caFile }
})
let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  await h.stop()
  process.exit(code)
}
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    child.kill(sig)
  })
child.on('close', (code, signal) => void stop(code ?? (signal ? 1 : 0)))
