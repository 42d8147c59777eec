// A fault-injecting HTTPS reverse proxy for tests: it forwards to a real upstream (the harness
// registry or CDN) and, for requests matching a rule, answers a status, drops the connection after
// N body bytes, strips the client's Authorization, or alters the body. Location headers (and the
// token realm of a WWW-Authenticate challenge) pointing at another origin can be rewritten so
// redirected traffic, and token requests, also pass through a proxy.
import { readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HarnessInfo } from './index.ts'

export interface FaultRule {
  /** Which requests: tested against METHOD + ' ' + path. */
  match: RegExp
  /** And, when given, against the Range header ('' when there is none). */
  range?: RegExp
  /** Forward without the client's Range header (a server that ignores Range). */
  stripRange?: boolean
  /** How many matching requests to affect (default 1). */
  times?: number
  status?: number
  /** With status: the message of the distribution-spec error body (default 'injected'). */
  message?: string
  headers?: Record<string, string>
  /** Forward, but destroy the socket after this many body bytes. */
  dropAfter?: number
  /** Forward without the client's Authorization header (the registry then challenges). */
  stripAuth?: boolean
  /** Forward, altering the response body. */
  mutate?: (body: Buffer) => Buffer
  /** Forward the headers and this many body bytes, then send nothing more on the open connection. */
  stallAfter?: number
  /** With stallAfter: after those bytes, one byte every this many ms instead of silence. */
  trickleMs?: number
  /** Answer 307 to this origin with the same path and query (a redirecting token realm). */
  redirectTo?: string
}

export interface ProxyLogEntry {
  method: string
  path: string
  authorization: boolean
  range?: string
  status?: number
  fault?: string
  /** The client went away before the response was complete. */
  aborted?: boolean
  /** Body bytes sent to the client (through write(); what a benchmark counts as downloaded). */
  bytes: number
  /** When the request came and the response ended (ms, performance.now()). */
  start: number
  end?: number
  /** The responses still open when this request came, and the body bytes each had sent by then. */
  open: { path: string; bytes: number }[]
}

/** A CDN-like link: each connection limited to `bytesPerSecond`, each response delayed by `latencyMs`. */
export interface Throttle {
  bytesPerSecond: number
  latencyMs: number
  /**
   * A link that punishes connections instead: one link for all of them, whose total rate is
   * bytesPerSecond / (1 + punish * (n - 1)) while n responses are being sent (the one-install-path
   * issue's "8 MiB/s shared, divided by 1 + 0.5 (n - 1)").
   */
  punish?: number
}

export class FaultProxy {
  origin = ''
  host = ''
  readonly log: ProxyLogEntry[] = []
  private rules: (FaultRule & { used: number })[] = []
  private server?: Server
  private readonly ca: Buffer
  private readonly upstream: URL
  private readonly harness: HarnessInfo
  private rewrites: [string, string][] = []
  private throttle?: Throttle
  /** Per connection (or the one shared link, `shared`): when its link is free again (ms). */
  private linkFree = new WeakMap<object, number>()
  private readonly shared = {}
  /** Responses being sent (a punishing link's n). */
  private sending = 0

  constructor(h: HarnessInfo, upstream: string) {
    this.harness = h
    this.ca = readFileSync(h.caFile)
    this.upstream = new URL(upstream)
  }

  rule(r: FaultRule): this {
    this.rules.push({ ...r, used: 0 })
    return this
  }

  /** Every response from now on goes through a per-connection bandwidth cap and added latency. */
  limit(t: Throttle): this {
    this.throttle = t
    return this
  }

  rewriteLocation(fromOrigin: string, toOrigin: string): this {
    this.rewrites.push([fromOrigin, toOrigin])
    return this
  }

  async start(): Promise<this> {
    const dir = this.harness.dir
    this.server = createServer(
      { cert: readFileSync(`${dir}/server.crt`), key: readFileSync(`${dir}/server.key`) },
      (req, res) => this.handle(req, res)
    )
    await new Promise<void>(r => this.server!.listen(0, '127.0.0.1', () => r()))
    const port = (this.server.address() as AddressInfo).port
    this.host = `127.0.0.1:${port}`
    this.origin = `https://${this.host}`
    return this
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>(r => (this.server ? this.server.close(() => r()) : r()))
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const key = `${req.method} ${req.url}`
    const entry: ProxyLogEntry = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: !!req.headers.authorization,
      range: req.headers.range,
      bytes: 0,
      start: performance.now(),
      open: this.log.filter(e => e.end === undefined).map(e => ({ path: e.path, bytes: e.bytes }))
    }
    this.log.push(entry)
    const write = res.write.bind(res) as (c: Buffer, ...rest: unknown[]) => boolean
    res.write = ((c: Buffer, ...rest: unknown[]) => {
      entry.bytes += c?.length ?? 0
      return write(c, ...rest)
    }) as typeof res.write
    res.on('close', () => {
      entry.end = performance.now()
      if (!res.writableFinished) entry.aborted = true
    })
    const rule = this.rules.find(
      r => r.match.test(key) && (!r.range || r.range.test(req.headers.range ?? '')) && r.used < (r.times ?? 1)
    )
    if (rule) rule.used++
    if (rule?.status) {
      entry.status = rule.status
      entry.fault = `status ${rule.status}`
      res.writeHead(rule.status, { 'content-type': 'application/json', ...(rule.headers ?? {}) })
      res.end(
        JSON.stringify({
          errors: [
            {
              code: rule.status === 429 ? 'TOOMANYREQUESTS' : 'UNAVAILABLE',
              message: rule.message ?? 'injected'
            }
          ]
        })
      )
      return
    }
    if (rule?.redirectTo) {
      entry.status = 307
      entry.fault = `redirect to ${rule.redirectTo}`
      res.writeHead(307, { location: `${rule.redirectTo}${req.url}` })
      res.end()
      return
    }
    const headers = { ...req.headers, host: this.upstream.host }
    if (rule?.stripRange) {
      delete headers.range
      entry.fault = 'range stripped'
    }
    if (rule?.stripAuth) {
      delete headers.authorization
      entry.fault = 'auth stripped'
    }
    const up = request(
      new URL(req.url ?? '/', this.upstream),
      // No shared agent: Node's global one times out a socket idle for 5 s, and a paced or
      // flow-controlled response can sit that long between chunks (it dropped parts mid-body).
      { method: req.method, headers, ca: this.ca, agent: false },
      upRes => {
        entry.status = upRes.statusCode
        const h = { ...upRes.headers }
        for (const [from, to] of this.rewrites) {
          if (h.location) h.location = String(h.location).replace(from, to)
          // A challenge's token realm too, so token requests can pass through a proxy of their own.
          if (h['www-authenticate']) h['www-authenticate'] = String(h['www-authenticate']).replace(from, to)
        }
        if (rule?.mutate) {
          const chunks: Buffer[] = []
          upRes.on('data', c => chunks.push(c))
          upRes.on('end', () => {
            const body = rule.mutate!(Buffer.concat(chunks))
            entry.fault = 'body mutated'
            h['content-length'] = String(body.length)
            res.writeHead(upRes.statusCode ?? 502, h)
            res.end(body)
          })
          return
        }
        res.writeHead(upRes.statusCode ?? 502, h)
        if (rule?.stallAfter !== undefined) {
          entry.fault = `stalled after ${rule.stallAfter}`
          // Read the whole upstream body, send a prefix, then hold the connection open (or trickle).
          const chunks: Buffer[] = []
          upRes.on('data', (c: Buffer) => chunks.push(c))
          upRes.on('end', () => {
            const body = Buffer.concat(chunks)
            let sent = Math.min(rule.stallAfter!, body.length)
            res.write(body.subarray(0, sent))
            if (!rule.trickleMs) return
            const timer = setInterval(() => {
              if (sent >= body.length || res.destroyed) return clearInterval(timer)
              res.write(body.subarray(sent, sent + 1))
              sent++
            }, rule.trickleMs)
            res.on('close', () => clearInterval(timer))
          })
          return
        }
        if (rule?.dropAfter !== undefined) {
          entry.fault = `dropped after ${rule.dropAfter}`
          let sent = 0
          upRes.on('data', (c: Buffer) => {
            if (sent >= rule.dropAfter!) return
            const room = rule.dropAfter! - sent
            const part = c.length > room ? c.subarray(0, room) : c
            sent += part.length
            res.write(part)
            if (sent >= rule.dropAfter!) {
              upRes.destroy()
              setTimeout(() => res.socket?.destroy(), 20)
            }
          })
          return
        }
        if (this.throttle) return this.paced(upRes, res, this.throttle)
        upRes.pipe(res)
      }
    )
    up.on('error', () => res.socket?.destroy())
    req.pipe(up)
  }

  /** Sends `upRes` on at most the throttle's rate for this connection, after its latency. */
  private paced(upRes: IncomingMessage, res: ServerResponse, t: Throttle): void {
    const conn = t.punish === undefined ? (res.socket as object) : this.shared
    const rate = () => t.bytesPerSecond / (1 + (t.punish ?? 0) * Math.max(0, this.sending - 1))
    let counted = false
    const uncount = () => {
      if (counted) this.sending--
      counted = false
    }
    res.once('close', uncount)
    // The response ends after its last chunk is written, not on a timer beside it: a timer could
    // end it first and leave the client waiting for bytes that never come.
    let waiting = 0
    let upstreamDone = false
    const endIfDone = () => {
      if (upstreamDone && waiting === 0 && !res.destroyed) {
        uncount()
        res.end()
      }
    }
    upRes.pause()
    setTimeout(() => {
      counted = !res.destroyed
      if (counted) this.sending++
      upRes.on('data', (c: Buffer) => {
        const now = performance.now()
        // A timer that fired late does not slow the link down: the next chunk is paced from when
        // the link was due to be free (at most 50 ms back, so an idle link gains no credit).
        const free = Math.max(now - 50, this.linkFree.get(conn) ?? 0)
        const done = free + (c.length * 1000) / rate()
        this.linkFree.set(conn, done)
        upRes.pause()
        waiting++
        const send = () => {
          waiting--
          if (res.destroyed) return
          // Flow control as TCP has it: a client that stops reading stops the sender once the
          // socket's buffers are full, instead of the proxy queueing the rest in its memory.
          if (res.write(c)) upRes.resume()
          else res.once('drain', () => upRes.resume())
          endIfDone()
        }
        // Due already (the link has credit): sent now. A timer of 0 ms costs ~1 ms, which capped
        // one connection at ~16 MB/s (a TLS record a millisecond) whatever the link's rate.
        if (done <= now) send()
        else setTimeout(send, done - now)
      })
      upRes.on('end', () => {
        upstreamDone = true
        endIfDone()
      })
      upRes.resume()
    }, t.latencyMs)
  }
}

/** A registry proxy and a CDN proxy wired together: blob redirects land on the CDN proxy. */
export async function proxiedRegistry(
  h: HarnessInfo
): Promise<{ reg: FaultProxy; cdn: FaultProxy; stop(): Promise<void> }> {
  const cdn = await new FaultProxy(h, h.cdnOrigin).start()
  const reg = await new FaultProxy(h, `https://${h.registry}`).start()
  reg.rewriteLocation(h.cdnOrigin, cdn.origin)
  return { reg, cdn, stop: async () => (await reg.stop(), await cdn.stop()) }
}

/** A body mutation for FaultProxy rules: flips one bit `fromEnd` bytes before the end. */
export function flipBit(fromEnd: number): (body: Buffer) => Buffer {
  return body => {
    const c = Buffer.from(body)
    c[c.length - fromEnd] ^= 1
    return c
  }
}
