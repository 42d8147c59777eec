// Registry authentication: parse the WWW-Authenticate challenge a 401 carries, then answer it.
// Bearer (Docker Hub, GHCR, distribution's token auth): ask the realm for a token for the
// challenged scope, anonymously or with Basic credentials, keep it, and ask for the next one ahead
// of its expiry, once for all requests, with the last challenge, while requests go on with the
// one held: none is ever sent bare because a token is about to expire. Basic: send the credentials
// directly. Tokens and credentials are never logged.
import type { HttpClient, HttpClientResponse } from '@actions/http-client'
import { ACTION_CREDENTIALS, RegistryError, decodeErrorBody } from './errors.ts'
import { nextHop } from './http/redirects.ts'
import { StallError, describeDeadline, readWithin, type Deadline } from './http/deadline.ts'

export interface Credentials {
  username: string
  password: string
  /** An OAuth2 refresh token (`docker login` stores one for some registries): exchanged by POST. */
  identityToken?: string
}

/** The Basic Authorization header for `c` (registries' Basic challenges, token realms). */
export function basicHeader(c: Credentials): string {
  return 'Basic ' + Buffer.from(`${c.username}:${c.password}`).toString('base64')
}

export interface Challenge {
  scheme: string
  params: Record<string, string>
}

/** Parses `Bearer realm="…",service="…",scope="a:b:pull,push"` (quoted values may hold commas). */
export function parseChallenge(header: string): Challenge | undefined {
  const m = /^\s*([A-Za-z][\w-]*)\s*(.*)$/s.exec(header)
  if (!m) return undefined
  const params: Record<string, string> = {}
  const re = /([A-Za-z][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))\s*,?\s*/gy
  const rest = m[2]
  re.lastIndex = 0
  let p: RegExpExecArray | null
  while (re.lastIndex < rest.length && (p = re.exec(rest))) {
    params[p[1].toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : p[3]
  }
  return { scheme: m[1].toLowerCase(), params }
}

interface CachedToken {
  value: string
  /** When it stops being sent (its expiry, less a second for the way and clocks). */
  expiresAt: number
  /** When the next one is asked for ahead (a quarter of its life before, at most 30 s). */
  renewAt: number
  /** The scopes asked for (`repository:<name>:pull,push`), to tell which challenges it answers. */
  scopes: string[]
}

/** `type:name:a,b` -> resource `type:name` and its actions; the name may hold colons (a port). */
function splitScope(scope: string): { resource: string; actions: string[] } {
  const i = scope.lastIndexOf(':')
  return i < 0
    ? { resource: scope, actions: [] }
    : {
        resource: scope.slice(0, i),
        actions: scope
          .slice(i + 1)
          .split(',')
          .filter(Boolean)
      }
}

/** The scopes of `held` and `asked` together, actions of one resource merged (pull + push). */
function mergeScopes(held: string[], asked: string[]): string[] {
  const byResource = new Map<string, Set<string>>()
  for (const s of [...held, ...asked]) {
    const { resource, actions } = splitScope(s)
    const set = byResource.get(resource) ?? new Set<string>()
    for (const a of actions) set.add(a)
    byResource.set(resource, set)
  }
  return [...byResource].map(([r, a]) => (a.size ? `${r}:${[...a].join(',')}` : r))
}

/** Whether a token asked for `held` was asked for every action of `asked`. */
function covers(held: string[], asked: string[]): boolean {
  const merged = mergeScopes(held, [])
  return mergeScopes(held, asked).every(s => merged.includes(s))
}

export class Authenticator {
  private token?: CachedToken
  private basic?: string
  /** The challenge being answered now: one at a time, shared by every request that needs it. */
  private renewing?: Promise<void>
  /** A renewal ahead of the token's expiry, run while requests go on with the token held. */
  private ahead?: Promise<void>
  /** The last Bearer challenge answered: what a renewal ahead of time answers again. */
  private challenge?: { header: string; registry: string }
  readonly credentials?: Credentials
  private readonly http: HttpClient
  private readonly defaultScope: string
  private readonly deadline: Deadline

  private readonly credentialsHint: string
  private readonly clock: () => number

  constructor(
    http: HttpClient,
    repository: string,
    credentials: Credentials | undefined,
    deadline: Deadline,
    credentialsHint = ACTION_CREDENTIALS,
    /** Wall-clock milliseconds (tokens expire by it); injected by tests. */
    clock: () => number = Date.now
  ) {
    this.clock = clock
    this.credentialsHint = credentialsHint
    this.http = http
    this.credentials = credentials
    this.defaultScope = `repository:${repository}:pull`
    this.deadline = deadline
  }

  /** The Authorization header for the registry host, if we hold a valid one. */
  header(): string | undefined {
    if (this.token && this.clock() < this.token.expiresAt) return `Bearer ${this.token.value}`
    return this.basic
  }

  /**
   * The Authorization header to send, once any challenge being answered is: a request sent while
   * the token is renewed would go without one and be challenged in its turn (with a whole upload
   * body sent for nothing).
   */
  async ready(): Promise<string | undefined> {
    while (this.renewing) await this.renewing.catch(() => undefined)
    const t = this.token
    if (t && this.challenge && this.clock() >= t.renewAt) {
      const ch = this.challenge
      // A failed renewal ahead is not this request's failure: the token held still goes, and a
      // 401 once it has expired asks again (renew) and reports what the token service said.
      this.ahead ??= this.answer(ch.header, ch.registry)
        .catch(() => undefined)
        .finally(() => (this.ahead = undefined))
      if (this.clock() >= t.expiresAt) await this.ahead
    }
    return this.header()
  }

  /**
   * Answers the 401 of a request that was sent with `sent` (its Authorization, or none). Requests
   * share one token, so they share its renewal: a challenge that arrives while another is answered
   * waits for that answer, and is not answered again when a credential newer than the one the
   * request carried already covers its scope (a 401 mid-pull, an expired token, or a push scope
   * asked for the first time). The token is replaced, never dropped, so requests in flight keep it.
   */
  async renew(
    wwwAuthenticate: string | undefined,
    registry: string,
    sent: string | undefined
  ): Promise<void> {
    while (this.renewing) await this.renewing.catch(() => undefined)
    if (this.ahead) await this.ahead
    const ch = wwwAuthenticate ? parseChallenge(wwwAuthenticate) : undefined
    const now = this.header()
    if (now && now !== sent && ch && this.answers(ch)) return
    const p = this.answer(wwwAuthenticate, registry).finally(() => {
      if (this.renewing === p) this.renewing = undefined
    })
    this.renewing = p
    await p
  }

  /** Whether the credential held now answers `ch` (Basic answers anything it is asked). */
  private answers(ch: Challenge): boolean {
    if (ch.scheme === 'basic') return this.basic !== undefined
    if (!this.token || this.clock() >= this.token.expiresAt) return false
    return covers(this.token.scopes, ch.params.scope ? ch.params.scope.split(' ') : [this.defaultScope])
  }

  /** Answers a challenge; afterwards header() returns a fresh credential. */
  async answer(wwwAuthenticate: string | undefined, registry: string): Promise<void> {
    const ch = wwwAuthenticate ? parseChallenge(wwwAuthenticate) : undefined
    if (!ch)
      throw new RegistryError(`${registry} answered 401 without a usable WWW-Authenticate challenge.`, 401)
    if (ch.scheme === 'basic') {
      if (!this.credentials)
        throw new RegistryError(
          `${registry} requires credentials (Basic auth). Set ${this.credentialsHint}.`,
          401
        )
      this.basic = basicHeader(this.credentials)
      return
    }
    if (ch.scheme !== 'bearer')
      throw new RegistryError(`${registry} asks for unsupported auth scheme "${ch.scheme}".`, 401)
    const realm = ch.params.realm
    if (!realm) throw new RegistryError(`${registry}'s Bearer challenge names no realm.`, 401)
    let url: URL
    try {
      url = new URL(realm)
    } catch {
      throw new RegistryError(`${registry}'s token realm "${realm}" is not a URL.`, 401)
    }
    if (url.protocol !== 'https:' && this.credentials)
      throw new RegistryError(
        `Refusing to send credentials to a token realm over ${url.protocol} (${url.host}).`,
        401
      )
    if (ch.params.service) url.searchParams.set('service', ch.params.service)
    // The challenge's scope is authoritative (pull on this repository without one), together with
    // the scopes of the last token, expired or not: the new token replaces it for every request,
    // so a push token renewed by a pull's challenge must still push. Token services grant what
    // they allow of it.
    const scopes = mergeScopes(this.token?.scopes ?? [], (ch.params.scope ?? this.defaultScope).split(' '))
    for (const s of scopes) url.searchParams.append('scope', s)
    if (this.credentials?.identityToken) {
      await this.exchangeIdentityToken(url, this.credentials.identityToken, scopes)
      this.challenge = { header: wwwAuthenticate!, registry }
      return
    }
    const basic = this.credentials ? basicHeader(this.credentials) : undefined
    // Follow the realm's redirects by hand: the credentials go to the realm's own host only.
    let res: HttpClientResponse
    let at = url
    for (let hops = 0; ; hops++) {
      const headers: Record<string, string> = { accept: 'application/json' }
      if (basic && at.host === url.host) headers.authorization = basic
      res = await this.http.get(at.toString(), headers)
      const st = res.message.statusCode ?? 0
      const loc = res.message.headers.location
      // A redirect without a Location is reported below, as the token service's odd answer.
      if (!loc) break
      const next = nextHop(st, loc, at, hops, `The token service ${url.host}`)
      if (!next) break
      res.message.resume()
      at = next
    }
    const body = await this.readAnswer(res, at.host)
    const status = res.message.statusCode ?? 0
    if (status !== 200) {
      const { message } = decodeErrorBody(body)
      const what = `The token service ${at.host} answered HTTP ${status}${message ? ` (${message})` : ''}.`
      let hint: string
      if (status === 401 || status === 403)
        hint = this.credentials
          ? `Check ${this.credentialsHint}.`
          : `Anonymous access was refused; set ${this.credentialsHint}.`
      else if (status >= 300 && status < 400) hint = 'It redirected without saying where to.'
      else if (status === 429)
        hint = 'It is rate limiting this machine; try again later, or authenticate for a larger budget.'
      else if (status >= 500) hint = 'The token service is failing; try again later.'
      else
        hint = `The registry's challenge named ${url.origin}${url.pathname} as its token realm; that service did not answer as one.`
      throw new RegistryError(`${what} ${hint}`, status)
    }
    this.keep(body, at.host, scopes)
    this.challenge = { header: wwwAuthenticate!, registry }
  }

  /** A token service's answer, read within the deadlines; a stall becomes a clear error. */
  private async readAnswer(res: HttpClientResponse, host: string): Promise<string> {
    try {
      const b = await readWithin(
        res.message,
        this.deadline,
        1 << 20,
        () => new RegistryError(`The token service ${host} answered over 1 MiB; that is no token.`)
      )
      return b.toString('utf8')
    } catch (e) {
      if (e instanceof StallError)
        throw new RegistryError(
          `The token service ${host} stalled (${describeDeadline(this.deadline)}) after ${e.received} bytes. Check the network, or raise stall-timeout for a slow link.`
        )
      throw e
    }
  }

  /** Keeps the token a token service answered (`token` or OAuth2's `access_token`). */
  private keep(body: string, host: string, scopes: string[]): void {
    let j: { token?: string; access_token?: string; expires_in?: number }
    try {
      j = JSON.parse(body)
    } catch {
      throw new RegistryError(`The token service ${host} answered something that is not JSON.`)
    }
    const value = j.token ?? j.access_token
    if (!value) throw new RegistryError(`The token service ${host} answered no token.`)
    // Docker's spec: expires_in defaults to 60 s (and is at least 60 by its word; a shorter one is
    // taken as said). Sent until a second before its end (a tenth of a short life), renewed ahead
    // a quarter of its life before it (at most 30 s before).
    const life = (Number(j.expires_in) > 0 ? Number(j.expires_in) : 60) * 1000
    const now = this.clock()
    this.token = {
      value,
      expiresAt: now + life - Math.min(1000, life / 10),
      renewAt: now + life - Math.min(30_000, life / 4),
      scopes
    }
  }

  /** OAuth2 (Docker's token spec): POST grant_type=refresh_token with the identity token. */
  private async exchangeIdentityToken(url: URL, refreshToken: string, scopes: string[]): Promise<void> {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'setup-rocm',
      service: url.searchParams.get('service') ?? ''
    })
    if (scopes.length) form.set('scope', scopes.join(' '))
    const realm = new URL(url.toString())
    realm.search = ''
    const res = await this.http.post(realm.toString(), form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json'
    })
    const body = await this.readAnswer(res, realm.host)
    const status = res.message.statusCode ?? 0
    if (status !== 200) {
      const { message } = decodeErrorBody(body)
      throw new RegistryError(
        `The token service ${realm.host} refused the identity token from docker login (HTTP ${status}${message ? `, ${message}` : ''}). Run docker login again, or set ${this.credentialsHint}.`,
        status
      )
    }
    this.keep(body, realm.host, scopes)
  }
}
