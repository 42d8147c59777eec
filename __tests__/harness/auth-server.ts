// The harness's second and third origins, both plain Node HTTPS servers:
// - the token service, Docker Hub style: GET /token?service=…&scope=… answers an RS256 JWT that the
//   real docker-registry verifies (its `auth.token` config trusts the signing certificate);
// - the "CDN": the registry's redirect middleware sends blob GETs here, and this server reads the
//   blob from the registry's own storage directory, with Range support.
// Both record what they saw so tests can assert, for example, that no Authorization header ever
// reached the CDN origin.
import { createSign, randomUUID, X509Certificate } from 'node:crypto'
import { createReadStream, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import type { CertFiles } from './certs.ts'

export interface SeenRequest {
  origin: 'token' | 'cdn'
  method: string
  path: string
  authorization: boolean
  range?: string
}

/** The identity token `docker login` would store for the harness user (derived from the password). */
export function identityToken(password: string): string {
  return `identity-${password}`
}

export interface AuthServerOptions {
  certs: CertFiles
  service: string
  issuer: string
  user: string
  password: string
  storageRoot: string
  /** Lifetime of issued tokens in seconds. */
  tokenTtl: number
}

const b64url = (b: Buffer | string): string => Buffer.from(b).toString('base64url')

export function mintToken(opts: AuthServerOptions, subject: string, access: object[], ttl: number): string {
  const der = new X509Certificate(readFileSync(opts.certs.signCert)).raw
  const header = { alg: 'RS256', typ: 'JWT', x5c: [der.toString('base64')] }
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    iss: opts.issuer,
    sub: subject,
    aud: opts.service,
    exp: now + ttl,
    nbf: now - 10,
    iat: now,
    jti: randomUUID(),
    access
  }
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`
  const sig = createSign('RSA-SHA256').update(input).sign(readFileSync(opts.certs.signKey))
  return `${input}.${b64url(sig)}`
}

/** Which actions a caller gets on a repository: anonymous callers may pull anything but `private/*`. */
function grant(repo: string, actions: string[], authed: boolean): string[] {
  if (authed) return actions
  if (repo.startsWith('private/')) return []
  return actions.filter(a => a === 'pull')
}

export interface AuthServers {
  tokenServer: Server
  cdnServer: Server
  tokenOrigin: string
  cdnOrigin: string
  seen: SeenRequest[]
  tokensIssued: number
  close(): Promise<void>
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

export async function startAuthServers(opts: AuthServerOptions): Promise<AuthServers> {
  const tls = { cert: readFileSync(opts.certs.serverCert), key: readFileSync(opts.certs.serverKey) }
  const state: AuthServers = {
    seen: [],
    tokensIssued: 0
  } as unknown as AuthServers

  const tokenServer = createServer(tls, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1')
    state.seen.push({
      origin: 'token',
      method: req.method ?? '',
      path: url.pathname,
      authorization: !!req.headers.authorization
    })
    if (url.pathname === '/__seen') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ seen: state.seen, tokensIssued: state.tokensIssued }))
      return
    }
    if (url.pathname === '/__reset') {
      state.seen.length = 0
      state.tokensIssued = 0
      res.end('{}')
      return
    }
    if (url.pathname !== '/token') {
      res.statusCode = 404
      res.end()
      return
    }
    // POST: Docker's OAuth2 flow, a refresh token (what `docker login` stores as identitytoken)
    // exchanged for an access token. The harness user's identity token is identityToken(password).
    if (req.method === 'POST') {
      let body = ''
      req.on('data', c => (body += c))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        if (
          form.get('grant_type') !== 'refresh_token' ||
          form.get('refresh_token') !== identityToken(opts.password)
        ) {
          res.statusCode = 401
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify({ details: 'invalid refresh token' }))
          return
        }
        const params = new URLSearchParams({ service: form.get('service') ?? '' })
        for (const sc of (form.get('scope') ?? '').split(' ').filter(Boolean)) params.append('scope', sc)
        issue(params, true, true)
      })
      return
    }
    let authed = false
    const auth = req.headers.authorization
    if (auth) {
      const [scheme, value] = auth.split(' ')
      const [u, ...p] = Buffer.from(value ?? '', 'base64')
        .toString()
        .split(':')
      if (scheme !== 'Basic' || u !== opts.user || p.join(':') !== opts.password) {
        res.statusCode = 401
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ details: 'incorrect username or password' }))
        return
      }
      authed = true
    }
    issue(url.searchParams, authed, false)

    function issue(params: URLSearchParams, authed: boolean, oauth: boolean): void {
      if (params.get('service') !== opts.service) {
        res.statusCode = 400
        res.end(JSON.stringify({ details: 'unknown service' }))
        return
      }
      const access = params.getAll('scope').flatMap(scope => {
        const [type, name, actions] = scope.split(':')
        if (type !== 'repository' || !name || !actions) return []
        const granted = grant(name, actions.split(','), authed)
        return granted.length ? [{ type, name, actions: granted }] : []
      })
      const token = mintToken(opts, authed ? opts.user : '', access, opts.tokenTtl)
      state.tokensIssued++
      res.setHeader('content-type', 'application/json')
      // Docker Hub answers both names; clients must accept either (OAuth2 answers access_token).
      res.end(
        JSON.stringify(
          oauth
            ? { access_token: token, expires_in: opts.tokenTtl, scope: params.getAll('scope').join(' ') }
            : { token, access_token: token, expires_in: opts.tokenTtl, issued_at: new Date().toISOString() }
        )
      )
    }
  })

  const blobRoot = join(opts.storageRoot, 'docker/registry/v2/blobs')
  const cdnServer = createServer(tls, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1')
    const range = req.headers.range
    state.seen.push({
      origin: 'cdn',
      method: req.method ?? '',
      path: url.pathname,
      authorization: !!req.headers.authorization,
      range
    })
    const rel = normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '')
    if (!rel.startsWith('docker/registry/v2/blobs/') || rel.includes('..')) {
      res.statusCode = 404
      res.end()
      return
    }
    const file = join(opts.storageRoot, rel)
    if (!file.startsWith(blobRoot)) {
      res.statusCode = 404
      res.end()
      return
    }
    let size: number
    try {
      size = statSync(file).size
    } catch {
      res.statusCode = 404
      res.end()
      return
    }
    res.setHeader('accept-ranges', 'bytes')
    res.setHeader('content-type', 'application/octet-stream')
    let start = 0
    let end = size - 1
    const m = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null
    if (m) {
      start = Number(m[1])
      if (m[2]) end = Math.min(Number(m[2]), size - 1)
      if (start >= size) {
        res.statusCode = 416
        res.setHeader('content-range', `bytes */${size}`)
        res.end()
        return
      }
      res.statusCode = 206
      res.setHeader('content-range', `bytes ${start}-${end}/${size}`)
    }
    res.setHeader('content-length', String(end - start + 1))
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(file, { start, end, highWaterMark: 1 << 20 }).pipe(res)
  })

  const [tp, cp] = await Promise.all([listen(tokenServer), listen(cdnServer)])
  state.tokenServer = tokenServer
  state.cdnServer = cdnServer
  state.tokenOrigin = `https://127.0.0.1:${tp}`
  state.cdnOrigin = `https://127.0.0.1:${cp}`
  state.close = async () => {
    for (const s of [tokenServer, cdnServer]) {
      s.closeAllConnections()
      await new Promise<void>(r => s.close(() => r()))
    }
  }
  return state
}
