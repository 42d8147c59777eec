// HTTP to one repository on one registry, built on @actions/http-client (so the runner's proxy
// settings apply). Adds what a pull (and publish's push, push.ts) needs on top: the auth challenge
// dance with token refresh on a 401 mid-pull (the challenge names the scope, pull or push),
// redirects followed by hand so Authorization never leaves the registry's host, retries of
// 429/5xx and dropped connections with backoff that honours Retry-After (a request body is made
// again for each attempt), and Docker Hub's rate-limit headers surfaced to the user. Blobs are
// read through oci/blob/ on top of this.
import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import type { IncomingHttpHeaders } from 'node:http'
import { Readable } from 'node:stream'
import type { DigestStore } from '../digest-store.ts'
import type { Logger } from '../../log.ts'
import { Authenticator, type Credentials } from '../auth.ts'
import { nextHop } from './redirects.ts'
import { ACTION_CREDENTIALS, RegistryError, connectionFailure, describeStatus } from '../errors.ts'
import { normalizeHost, onHost } from '../reference.ts'
import { StallError, describeDeadline, readWithin, type Deadline } from './deadline.ts'

export interface TransportOptions {
  registry: string
  repository: string
  /** `http` only for a registry the user named with http:// (a LAN mirror); default https. */
  scheme?: 'https' | 'http'
  credentials?: Credentials
  logger: Logger
  /** Attempts for one request on 429/5xx/network errors (default 6). */
  maxAttempts?: number
  /** Base backoff in ms (default 500); tests make it small. */
  backoffMs?: number
  /** Cap on one wait, whether computed or asked for by Retry-After (default 60 s). */
  maxWaitMs?: number
  /** A transfer with no byte for this long is a stall (default 30 s); also the socket idle timeout. */
  stallMs?: number
  /** A transfer slower than this on average over stallMs is a stall (default 16 KiB/s; 0: off). */
  minBytesPerSecond?: number
  /** How messages name the inputs that give credentials (default: the action's inputs). */
  credentialsHint?: string
  /**
   * Another source of the same digest follows this one: a 429 or 5xx is not waited out here (the
   * next source is tried at once), and a failing connection gets one retry, not maxAttempts.
   */
  handOver?: boolean
  userAgent?: string
  /** Documents by digest kept beside the tree: read before the registry is asked, filled after. */
  store?: DigestStore
}

/** Error bodies and token answers are small; more than this is not one. */
const MAX_SMALL_BODY = 1 << 20

export interface Response {
  status: number
  headers: IncomingHttpHeaders
  message: HttpClientResponse['message']
  /** The URL that answered (after redirects). */
  url: string
  readBody(): Promise<string>
}

const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ESTALLED'
])

export function isRetryableNetworkError(e: unknown): boolean {
  const err = e as NodeJS.ErrnoException
  if (!err || typeof err !== 'object') return false
  if (err.code && RETRYABLE_CODES.has(err.code)) return true
  return /socket hang up|aborted|Request timeout|other side closed|premature close/i.test(String(err.message))
}

/** `bytes <start>-<end>/<size or *>` -> start and end, or undefined. */
export function parseContentRange(
  v: string | string[] | undefined
): { start: number; end: number } | undefined {
  const m = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/.exec(String(v ?? ''))
  return m ? { start: Number(m[1]), end: Number(m[2]) } : undefined
}

/** Seconds or HTTP date -> milliseconds, or undefined. */
export function parseRetryAfter(v: string | string[] | undefined, now = Date.now()): number | undefined {
  if (v === undefined) return undefined
  const s = Array.isArray(v) ? v[0] : v
  if (/^\d+$/.test(s.trim())) return Number(s) * 1000
  const t = Date.parse(s)
  return Number.isNaN(t) ? undefined : Math.max(0, t - now)
}

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms))

export class Transport {
  readonly registry: string
  /** See TransportOptions.store. */
  readonly store?: DigestStore
  readonly repository: string
  readonly scheme: 'https' | 'http'
  private readonly auth: Authenticator
  private readonly http: HttpClient
  private readonly log: Logger
  private readonly maxAttempts: number
  private readonly handOver: boolean
  private readonly credentialsHint: string
  private readonly backoffMs: number
  private readonly maxWaitMs: number
  /** Progress deadlines for every body read through this transport (deadline.ts). */
  private readonly deadline: Deadline
  private rateLimitReported = false

  constructor(o: TransportOptions) {
    this.scheme = o.scheme ?? 'https'
    this.registry = normalizeHost(o.registry, this.scheme)
    this.repository = o.repository
    this.store = o.store
    this.log = o.logger
    this.handOver = o.handOver ?? false
    this.maxAttempts = o.maxAttempts ?? (this.handOver ? 2 : 6)
    this.credentialsHint = o.credentialsHint ?? ACTION_CREDENTIALS
    this.backoffMs = o.backoffMs ?? 500
    this.maxWaitMs = o.maxWaitMs ?? 60_000
    this.deadline = { stallMs: o.stallMs ?? 30_000, minBytesPerSecond: o.minBytesPerSecond ?? 16 << 10 }
    this.http = new HttpClient(o.userAgent ?? 'setup-rocm', [], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: true,
      // Idle socket: covers a server that never answers (the deadlines cover bodies).
      socketTimeout: this.deadline.stallMs
    })
    this.auth = new Authenticator(this.http, o.repository, o.credentials, this.deadline, this.credentialsHint)
  }

  /** Where this transport reports (for the layers built on it). */
  get logger(): Logger {
    return this.log
  }

  /** A registry error for an HTTP status, with this transport's words for credentials. */
  describe(what: string, status: number, body: string, retries = 0): RegistryError {
    return describeStatus(what, status, body, { retries, credentials: this.credentialsHint })
  }

  url(path: string): string {
    return `${this.scheme}://${this.registry}/v2/${this.repository}/${path}`
  }

  dispose(): void {
    this.http.dispose()
  }

  /** A small body (error document, token answer) read within the deadlines. */
  readSmall(res: HttpClientResponse, what: string): Promise<string> {
    return readWithin(
      res.message,
      this.deadline,
      MAX_SMALL_BODY,
      () =>
        new RegistryError(
          `${what}: the response body is over ${MAX_SMALL_BODY} bytes, more than an error or token answer can be.`
        )
    ).then(b => b.toString('utf8'))
  }

  /**
   * GET a whole body of at most `max` bytes (a manifest) within the deadlines, retrying once after
   * a stall. Non-200 answers are returned unread for the caller to describe.
   */
  async fetchBytes(
    path: string,
    headers: Record<string, string>,
    what: string,
    max: number,
    tooLarge: () => Error
  ): Promise<{ res: Response; body?: Buffer }> {
    for (let attempt = 1; ; attempt++) {
      const res = await this.get(path, headers, what)
      if (res.status !== 200) return { res }
      try {
        return { res, body: await readWithin(res.message, this.deadline, max, tooLarge) }
      } catch (e) {
        if (!(e instanceof StallError)) throw e
        if (attempt >= 2)
          throw new RegistryError(
            `${what}: the registry stalled twice (${describeDeadline(this.deadline)}); ${e.received} bytes received the last time. Check the network, or raise stall-timeout for a slow link.`
          )
        this.log.info(`${what}: ${e.message}; asking again.`)
      }
    }
  }

  private backoff(attempt: number, retryAfter?: number): number {
    const computed = this.backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5)
    return Math.min(this.maxWaitMs, retryAfter ?? computed)
  }

  private reportRateLimit(h: IncomingHttpHeaders): void {
    const remaining = h['ratelimit-remaining']
    if (remaining === undefined || this.rateLimitReported) return
    this.rateLimitReported = true
    const limit = String(h['ratelimit-limit'] ?? '').split(';')[0]
    const left = String(remaining).split(';')[0]
    this.log.info(
      `Registry pull budget: ${left}${limit ? ` of ${limit}` : ''} manifest requests left in this window.`
    )
  }

  /**
   * GET `path` on the registry, answering auth challenges, following redirects (Authorization
   * only to the registry's own host), retrying 429/5xx and network failures. Returns the final
   * response whatever its status (callers decide what 404 means); the body is unread.
   */
  get(path: string, headers: Record<string, string>, what: string): Promise<Response> {
    return this.request('GET', path, headers, what)
  }

  /**
   * Any method on the registry, like get(). `target` is a path under the repository or an absolute
   * URL (an upload location). `body` is called for each attempt (a retried request needs its bytes
   * again, so a file is reopened rather than a stream reused).
   */
  async request(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE',
    target: string,
    headers: Record<string, string>,
    what: string,
    body?: () => Buffer | NodeJS.ReadableStream,
    /** Attempts for this request (default: the transport's); 1 for a PUT whose session a failure ends. */
    attempts = this.maxAttempts
  ): Promise<Response> {
    let authRetried = false
    let lastError: unknown
    const maxAttempts = attempts
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      let url = /^https?:\/\//.test(target) ? target : this.url(target)
      try {
        for (let redirects = 0; ; redirects++) {
          const at = new URL(url)
          const h: Record<string, string> = { ...headers }
          const sameHost = onHost(at, this.registry)
          const authz = sameHost ? await this.auth.ready() : undefined
          if (authz) h.authorization = authz
          const data = body?.()
          if (Buffer.isBuffer(data)) h['content-length'] = String(data.length)
          // Bodies go as streams: http-client would re-encode a string body as UTF-8.
          const res = data
            ? await this.http.sendStream(method, url, Buffer.isBuffer(data) ? Readable.from([data]) : data, h)
            : await this.http.request(method, url, null, h)
          const status = res.message.statusCode ?? 0
          if (sameHost) this.reportRateLimit(res.message.headers)
          const next =
            method === 'POST' ? undefined : nextHop(status, res.message.headers.location, at, redirects, what)
          if (next) {
            res.message.resume()
            url = next.toString()
            continue
          }
          if (status === 401 && sameHost) {
            const challenge = res.message.headers['www-authenticate']
            const text = await this.readSmall(res, what)
            if (authRetried) throw this.describe(what, status, text)
            authRetried = true
            await this.auth.renew(Array.isArray(challenge) ? challenge[0] : challenge, this.registry, authz)
            attempt--
            break
          }
          if (status === 429 || status >= 500) {
            const text = await this.readSmall(res, what)
            if (attempt >= maxAttempts || this.handOver) throw this.describe(what, status, text, attempt - 1)
            const wait = this.backoff(attempt, parseRetryAfter(res.message.headers['retry-after']))
            this.log.info(
              `${what}: HTTP ${status}${status === 429 ? ' (rate limited)' : ''}; retrying in ${(wait / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${maxAttempts}).`
            )
            await sleep(wait)
            break
          }
          return {
            status,
            headers: res.message.headers,
            message: res.message,
            url,
            readBody: () => this.readSmall(res, what)
          }
        }
      } catch (e) {
        if (!isRetryableNetworkError(e)) throw connectionFailure(e, what, this.registry)
        lastError = e
        if (attempt >= maxAttempts) break
        const wait = this.backoff(attempt)
        this.log.info(`${what}: ${(e as Error).message}; retrying in ${(wait / 1000).toFixed(1)} s.`)
        await sleep(wait)
      }
    }
    throw new RegistryError(
      `${what}: the connection to ${this.registry} kept failing (${(lastError as Error)?.message ?? 'no answer'}). Check this machine's network and proxy settings (HTTPS_PROXY, NO_PROXY).`
    )
  }
}
