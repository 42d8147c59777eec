// The test harness: Debian's docker-registry (distribution 2.8) on 127.0.0.1 over TLS, with
// Docker-Hub-style token auth and CDN-style blob redirects, plus the token/CDN servers of
// auth-server.ts. `startHarness` starts everything once per test run (scripts/harness.ts does it);
// tests read the coordinates with `loadHarness()`.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { request } from 'node:https'
import { join } from 'node:path'
import { generateCerts, type CertFiles } from './certs.ts'
import { startAuthServers, type AuthServers, type SeenRequest } from './auth-server.ts'

export interface HarnessInfo {
  /** host:port of the registry, as used in image references. */
  registry: string
  caFile: string
  tokenOrigin: string
  cdnOrigin: string
  service: string
  user: string
  password: string
  storageRoot: string
  dir: string
}

export interface RunningHarness extends HarnessInfo {
  servers: AuthServers
  registryProcess: ChildProcess
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })
}

/** The registry's configuration; without `auth`, anonymous and serving blobs itself (no CDN redirect). */
function registryConfig(o: {
  port: number
  storageRoot: string
  certs: CertFiles
  auth?: { tokenOrigin: string; cdnOrigin: string; service: string; issuer: string }
  accessLog?: boolean
}): string {
  return `version: 0.1
log:
  level: warn
  accesslog:
    disabled: ${!o.accessLog}
storage:
  filesystem:
    rootdirectory: ${o.storageRoot}
  delete:
    enabled: true
  maintenance:
    uploadpurging:
      enabled: false
http:
  addr: 127.0.0.1:${o.port}
  secret: ${randomBytes(16).toString('hex')}
  tls:
    certificate: ${o.certs.serverCert}
    key: ${o.certs.serverKey}
${
  o.auth
    ? `auth:
  token:
    realm: ${o.auth.tokenOrigin}/token
    service: ${o.auth.service}
    issuer: ${o.auth.issuer}
    rootcertbundle: ${o.certs.signCert}
middleware:
  storage:
    - name: redirect
      options:
        baseurl: ${o.auth.cdnOrigin}/
`
    : ''
}`
}

/** GET over TLS trusting only the harness CA; resolves with status and headers. */
export function probe(
  url: string,
  caFile: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // No keep-alive reuse (see image.ts's call): each probe on a connection of its own.
    const req = request(url, { ca: readFileSync(caFile), headers, method: 'GET', agent: false }, res => {
      const chunks: Buffer[] = []
      res.on('data', c => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitReady(url: string, caFile: string, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`docker-registry exited (${proc.exitCode}):\n${log()}`)
    try {
      const r = await probe(url, caFile)
      if (r.status === 401 || r.status === 200) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`docker-registry did not answer within 20 s:\n${log()}`)
    await new Promise(r => setTimeout(r, 100))
  }
}

/**
 * docker-registry serving `cfg` on 127.0.0.1:`port`, once it answers; `line`: each line of its
 * standard output (the access log, when on). Killed if it does not come up.
 */
async function serveRegistry(
  cfg: string,
  port: number,
  caFile: string,
  line?: (l: string) => void
): Promise<ChildProcess> {
  let output = ''
  let partial = ''
  const proc = spawn('docker-registry', ['serve', cfg], { stdio: ['ignore', 'pipe', 'pipe'] })
  proc.stdout?.on('data', d => {
    output = (output + d).slice(-20000)
    if (!line) return
    const lines = (partial + d).split('\n')
    partial = lines.pop() ?? ''
    for (const l of lines) line(l)
  })
  proc.stderr?.on('data', d => (output = (output + d).slice(-20000)))
  try {
    await waitReady(`https://127.0.0.1:${port}/v2/`, caFile, proc, () => output)
  } catch (e) {
    proc.kill('SIGKILL')
    throw e
  }
  return proc
}

async function stopRegistry(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return
  const exited = new Promise(r => proc.once('exit', r))
  proc.kill('SIGTERM')
  await Promise.race([exited, new Promise(r => setTimeout(r, 3000))])
  if (proc.exitCode === null) proc.kill('SIGKILL')
}

export async function startHarness(dir: string): Promise<RunningHarness> {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const storageRoot = join(dir, 'storage')
  mkdirSync(storageRoot)
  const certs = generateCerts(dir)
  const service = 'setup-rocm-harness'
  const issuer = 'setup-rocm-harness-issuer'
  const user = 'harness'
  const password = randomBytes(12).toString('hex')
  const servers = await startAuthServers({
    certs,
    service,
    issuer,
    user,
    password,
    storageRoot,
    tokenTtl: 300
  })
  const port = await freePort()
  const cfg = join(dir, 'registry.yml')
  writeFileSync(
    cfg,
    registryConfig({
      port,
      storageRoot,
      certs,
      auth: { tokenOrigin: servers.tokenOrigin, cdnOrigin: servers.cdnOrigin, service, issuer }
    })
  )
  let proc: ChildProcess
  try {
    proc = await serveRegistry(cfg, port, certs.caCert)
  } catch (e) {
    await servers.close()
    throw e
  }
  const registry = `127.0.0.1:${port}`
  const info: HarnessInfo = {
    registry,
    caFile: certs.caCert,
    tokenOrigin: servers.tokenOrigin,
    cdnOrigin: servers.cdnOrigin,
    service,
    user,
    password,
    storageRoot,
    dir
  }
  writeFileSync(join(dir, 'harness.json'), JSON.stringify(info, null, 2))
  return {
    ...info,
    servers,
    registryProcess: proc,
    async stop() {
      await stopRegistry(proc)
      await servers.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

export interface DirectRegistry {
  /** host:port, as used in image references. */
  registry: string
  /** Blob bytes it has sent so far (from its access log). */
  blobBytes(): number
  /** CPU seconds it has used so far (user + system, /proc). */
  cpuSeconds(): number
  stop(): Promise<void>
}

/**
 * A second registry on the harness's storage, for benchmarks: TLS with the harness's certificate,
 * anonymous, blobs served by the registry itself (Go, no CDN stand-in in Node between), its access
 * log read for the bytes it sent. What it costs the machine is the registry process's own CPU.
 */
export async function startDirectRegistry(h: HarnessInfo): Promise<DirectRegistry> {
  const port = await freePort()
  const certs: CertFiles = {
    caCert: h.caFile,
    serverCert: join(h.dir, 'server.crt'),
    serverKey: join(h.dir, 'server.key'),
    signCert: join(h.dir, 'token-sign.crt'),
    signKey: join(h.dir, 'token-sign.key')
  }
  const cfg = join(h.dir, `registry-direct-${port}.yml`)
  writeFileSync(cfg, registryConfig({ port, storageRoot: h.storageRoot, certs, accessLog: true }))
  let bytes = 0
  // Combined log format: "GET /v2/<name>/blobs/<digest> HTTP/1.1" <status> <bytes> ...
  const proc = await serveRegistry(cfg, port, certs.caCert, line => {
    const m = /"GET \/v2\/\S+\/blobs\/\S+ HTTP\/[\d.]+" \d+ (\d+)/.exec(line)
    if (m) bytes += Number(m[1])
  })
  const registry = `127.0.0.1:${port}`
  return {
    registry,
    blobBytes: () => bytes,
    cpuSeconds: () => {
      const st = readFileSync(`/proc/${proc.pid}/stat`, 'utf8')
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ')
      return (Number(f[11]) + Number(f[12])) / 100
    },
    async stop() {
      await stopRegistry(proc)
      rmSync(cfg, { force: true })
    }
  }
}

/** The running harness's coordinates, for test files (set by scripts/harness.ts). */
export function loadHarness(): HarnessInfo {
  const file = process.env.SETUP_ROCM_HARNESS
  if (!file) throw new Error('SETUP_ROCM_HARNESS is not set: run tests through `npm test` (scripts/test.sh).')
  return JSON.parse(readFileSync(file, 'utf8')) as HarnessInfo
}

/** What the token and CDN origins have seen since the last reset. */
export async function seenRequests(h: HarnessInfo): Promise<{ seen: SeenRequest[]; tokensIssued: number }> {
  const r = await probe(`${h.tokenOrigin}/__seen`, h.caFile)
  return JSON.parse(r.body.toString())
}

export async function resetSeen(h: HarnessInfo): Promise<void> {
  await probe(`${h.tokenOrigin}/__reset`, h.caFile)
}
