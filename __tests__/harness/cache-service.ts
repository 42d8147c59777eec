// A local stand-in for the GitHub Actions cache service (v2), so the real @actions/cache client
// can do a full save/restore round trip here. The control plane is the one part that cannot run
// here (it is GitHub's), so it is mocked: three Twirp JSON endpoints (CreateCacheEntry,
// FinalizeCacheEntryUpload, GetCacheEntryDownloadURL) that hand out SAS URLs. The blob storage
// behind those URLs is real: Azurite, Microsoft's Azure Storage emulator from npm, which the
// client's Azure SDK uploads to and its HTTP client downloads from.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  BlobSASPermissions,
  BlobServiceClient,
  StorageSharedKeyCredential,
  generateBlobSASQueryParameters
} from '@azure/storage-blob'

// Azurite's well-known development account (public, documented emulator credentials).
const ACCOUNT = 'devstoreaccount1'
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='
const CONTAINER = 'actions-cache'

interface Entry {
  key: string
  version: string
  blob: string
  finalized: boolean
  size?: number
}

export interface CacheServiceInfo {
  /** ACTIONS_RESULTS_URL for the client. */
  url: string
  blobEndpoint: string
}

export interface RunningCacheService extends CacheServiceInfo {
  entries: Entry[]
  /** When set, every call answers HTTP 503 (a cache outage). */
  down: boolean
  /** When set, download URLs lead to a server that sends headers and a few bytes, then nothing. */
  stallDownloads: boolean
  /**
   * Until released, download URLs lead to a relay of the entry's blob that sends all of it but
   * its last `tail` bytes, then holds the rest (or, with `cut`, drops the connection there).
   * `held` resolves once the relay holds a download.
   */
  holdDownloads(tail: number, cut?: boolean): { held: Promise<void>; release(): void }
  /**
   * Replaces the archive of the finalized entry `key` with `bytes`, as a job that can write to the
   * cache could make one (a poisoned entry). The client's own upload is not involved.
   */
  replaceArchive(key: string, bytes: Buffer): Promise<void>
  /** The archive of the finalized entry `key`, as the client uploaded it (or as replaced). */
  readArchive(key: string): Promise<Buffer>
  stop(): Promise<void>
}

async function waitFor(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      await fetch(url)
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`Azurite did not start at ${url}`)
      await new Promise(r => setTimeout(r, 100))
    }
  }
}

export async function startCacheService(dir: string, repoRoot: string): Promise<RunningCacheService> {
  mkdirSync(dir, { recursive: true })
  const port = await new Promise<number>(resolve => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port
      s.close(() => resolve(p))
    })
  })
  const azurite: ChildProcess = spawn(
    join(repoRoot, 'node_modules', '.bin', 'azurite-blob'),
    [
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--location',
      dir,
      '--silent',
      '--skipApiVersionCheck',
      '--loose'
    ].concat(['--disableTelemetry', '--disableProductStyleUrl']),
    { stdio: 'ignore' }
  )
  const blobEndpoint = `http://127.0.0.1:${port}/${ACCOUNT}`
  await waitFor(blobEndpoint, Date.now() + 20_000)
  const cred = new StorageSharedKeyCredential(ACCOUNT, ACCOUNT_KEY)
  const container = new BlobServiceClient(blobEndpoint, cred).getContainerClient(CONTAINER)
  await container.createIfNotExists()

  const sas = (blob: string, perms: string) =>
    `${blobEndpoint}/${CONTAINER}/${blob}?` +
    generateBlobSASQueryParameters(
      {
        containerName: CONTAINER,
        blobName: blob,
        permissions: BlobSASPermissions.parse(perms),
        startsOn: new Date(Date.now() - 60_000),
        expiresOn: new Date(Date.now() + 3600_000)
      },
      cred
    ).toString()

  const state = { entries: [] as Entry[], down: false, stallDownloads: false }
  // A blob store that stalls: headers, 100 bytes, then silence on an open connection.
  const stalling: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(1 << 30) })
    res.write(Buffer.alloc(100))
  })
  await new Promise<void>(r => stalling.listen(0, '127.0.0.1', () => r()))
  const stallUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}/stalled-blob`
  // The relay of holdDownloads: the blob from Azurite, its last bytes held back or never sent.
  let hold: { tail: number; cut: boolean; held: () => void; released: Promise<void> } | undefined
  const relay: Server = createServer((req, res) => {
    const h = hold
    const blob = decodeURIComponent((req.url ?? '').slice(1))
    container
      .getBlockBlobClient(blob)
      .downloadToBuffer()
      .then(async b => {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(b.length) })
        const keep = h ? Math.max(0, b.length - h.tail) : b.length
        res.write(b.subarray(0, keep))
        if (!h) return void res.end()
        h.held()
        if (h.cut) return void setTimeout(() => res.destroy(), 200)
        await h.released
        res.end(b.subarray(keep))
      })
      .catch(() => res.destroy())
  })
  await new Promise<void>(r => relay.listen(0, '127.0.0.1', () => r()))
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`
  let next = 1
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', c => (body += c))
    req.on('end', () => {
      const reply = (o: object, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(o))
      }
      if (state.down) return reply({ code: 'unavailable', msg: 'cache service outage (injected)' }, 503)
      if (!req.headers.authorization?.startsWith('Bearer '))
        return reply({ code: 'unauthenticated', msg: 'no token' }, 401)
      const m = /\/twirp\/github\.actions\.results\.api\.v1\.CacheService\/(\w+)$/.exec(req.url ?? '')
      const q = JSON.parse(body || '{}')
      switch (m?.[1]) {
        case 'CreateCacheEntry': {
          if (state.entries.some(e => e.key === q.key && e.version === q.version))
            return reply({ ok: false, message: `cache entry ${q.key} already exists` })
          const e: Entry = { key: q.key, version: q.version, blob: `entry-${next++}`, finalized: false }
          state.entries.push(e)
          return reply({ ok: true, signedUploadUrl: sas(e.blob, 'cw') })
        }
        case 'FinalizeCacheEntryUpload': {
          const e = state.entries.find(x => x.key === q.key && x.version === q.version && !x.finalized)
          if (!e) return reply({ ok: false, message: 'no such pending entry' })
          e.finalized = true
          e.size = Number(q.size_bytes ?? q.sizeBytes)
          return reply({ ok: true, entryId: String(next) })
        }
        case 'GetCacheEntryDownloadURL': {
          const done = state.entries.filter(x => x.finalized && x.version === q.version)
          const keys: string[] = [q.key, ...(q.restore_keys ?? q.restoreKeys ?? [])]
          for (const k of keys) {
            const e =
              done.find(x => x.key === k) ?? (k !== q.key ? done.find(x => x.key.startsWith(k)) : undefined)
            if (e)
              return reply({
                ok: true,
                signedDownloadUrl: state.stallDownloads
                  ? stallUrl
                  : hold
                    ? `${relayUrl}${encodeURIComponent(e.blob)}`
                    : sas(e.blob, 'r'),
                matchedKey: e.key
              })
          }
          return reply({ ok: false, signedDownloadUrl: '', matchedKey: '' })
        }
        default:
          return reply({ code: 'bad_route', msg: `no route ${req.url}` }, 404)
      }
    })
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', () => r()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const svc: RunningCacheService = {
    url,
    blobEndpoint,
    get entries() {
      return state.entries
    },
    get down() {
      return state.down
    },
    set down(v: boolean) {
      state.down = v
    },
    get stallDownloads() {
      return state.stallDownloads
    },
    set stallDownloads(v: boolean) {
      state.stallDownloads = v
    },
    holdDownloads(tail: number, cut = false) {
      let held!: () => void
      let release!: () => void
      const heldP = new Promise<void>(r => (held = r))
      const released = new Promise<void>(r => (release = r))
      hold = { tail, cut, held, released }
      return {
        held: heldP,
        release: () => {
          hold = undefined
          release()
        }
      }
    },
    async replaceArchive(key: string, bytes: Buffer) {
      const e = state.entries.find(x => x.key === key && x.finalized)
      if (!e) throw new Error(`no finalized cache entry ${key}`)
      await container.getBlockBlobClient(e.blob).uploadData(bytes)
      e.size = bytes.length
    },
    async readArchive(key: string) {
      const e = state.entries.find(x => x.key === key && x.finalized)
      if (!e) throw new Error(`no finalized cache entry ${key}`)
      return container.getBlockBlobClient(e.blob).downloadToBuffer()
    },
    async stop() {
      stalling.closeAllConnections()
      stalling.close()
      relay.closeAllConnections()
      relay.close()
      server.closeAllConnections()
      await new Promise<void>(r => server.close(() => r()))
      azurite.kill('SIGTERM')
    }
  }
  return svc
}

/** The environment a runner gives a step when the actions cache is on, pointed at `svc`. */
export function actionsCacheEnv(svc: CacheServiceInfo, caFile: string): Record<string, string> {
  return {
    NODE_EXTRA_CA_CERTS: caFile,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RESULTS_URL: svc.url,
    ACTIONS_RUNTIME_TOKEN: 'local-runtime-token'
  }
}
