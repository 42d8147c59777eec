import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  normalizeHost,
  onHost
} from "./chunk-H2YWDJ6P.js";
import {
  HttpClient
} from "./chunk-5TJO32PJ.js";
import {
  SetupError,
  SourceError
} from "./chunk-BCDXUKTB.js";

// src/oci/http/transport.ts
import { Readable } from "node:stream";

// src/oci/errors.ts
var RegistryError = class extends SourceError {
  name = "RegistryError";
  status;
  code;
  constructor(message, status, code, options) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
};
var RangeIgnoredError = class extends SourceError {
  name = "RangeIgnoredError";
};
var IntegrityError = class extends SourceError {
  name = "IntegrityError";
};
function decodeErrorBody(body) {
  try {
    const j = JSON.parse(body);
    const e = j.errors?.[0];
    if (e) return { code: e.code, message: e.message };
    if (j.details || j.message) return { message: j.details ?? j.message };
  } catch {
  }
  const text = body.trim().slice(0, 200);
  return text ? { message: text } : {};
}
var ACTION_CREDENTIALS = "registry-username and registry-password";
function hintFor(status, credentials = ACTION_CREDENTIALS) {
  if (status === 401 || status === 403)
    return `The registry refused access. If the image is private, set ${credentials}; if it is public, check the repository name.`;
  if (status === 404)
    return "Check the repository name and the digest: the registry does not have this object.";
  if (status === 429)
    return `The registry is rate limiting this runner. Authenticate (${credentials}) for a larger budget, or pull from a mirror such as GHCR.`;
  if (status >= 500) return "The registry failed repeatedly; try again later.";
  return "";
}
function describeStatus(what, status, body, o = {}) {
  const retries = o.retries ?? 0;
  const { code, message } = decodeErrorBody(body);
  const hint = hintFor(status, o.credentials);
  const parts = [`${what}: HTTP ${status}${code ? ` ${code}` : ""}${message ? ` (${message})` : ""}`];
  if (retries) parts.push(`after ${retries} ${retries === 1 ? "retry" : "retries"}`);
  if (hint) parts.push(hint);
  return new RegistryError(parts.join(". ").replace(/\.\./g, "."), status, code);
}
var TLS_TRUST = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/;
function connectionFailure(e, what, host) {
  if (e instanceof SetupError) return e;
  const err = e;
  const code = String(err?.code ?? "");
  let hint = "Check this machine's network and proxy settings (HTTPS_PROXY, NO_PROXY).";
  if (code === "EPROTO" || /wrong version number|packet length too long/i.test(String(err?.message)))
    hint = `${host} does not speak TLS there (a plain-HTTP registry? write it as http://${host}/\u2026 in mirrors).`;
  else if (TLS_TRUST.test(code))
    hint = `${host}'s certificate is not trusted here; for a private CA set NODE_EXTRA_CA_CERTS to its certificate file.`;
  else if (code === "ERR_TLS_CERT_ALTNAME_INVALID") hint = `${host}'s certificate names another host.`;
  return new RegistryError(
    `${what}: the connection to ${host} failed (${err?.message ?? String(e)}). ${hint}`,
    void 0,
    code || void 0,
    {
      cause: e
    }
  );
}

// src/oci/http/redirects.ts
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var MAX_REDIRECTS = 5;
function nextHop(status, location, at, hops, what) {
  if (!REDIRECT_STATUSES.has(status)) return void 0;
  if (!location) throw new RegistryError(`${what}: HTTP ${status} redirect without a Location.`, status);
  const next = new URL(location, at);
  if (hops >= MAX_REDIRECTS)
    throw new RegistryError(
      `${what}: redirected more than ${MAX_REDIRECTS} times (last to ${next.host}).`,
      status
    );
  if (next.protocol !== "https:" && at.protocol === "https:")
    throw new RegistryError(
      `${what}: refusing a redirect from HTTPS down to ${next.protocol} (${next.host}).`,
      status
    );
  return next;
}

// src/oci/http/deadline.ts
var StallError = class extends SourceError {
  name = "StallError";
  code = "ESTALLED";
  /** Bytes this body delivered before it stalled. */
  received;
  constructor(message, received) {
    super(message);
    this.received = received;
  }
};
function describeDeadline(d) {
  const s = `${(d.stallMs / 1e3).toFixed(d.stallMs % 1e3 ? 1 : 0)} s`;
  return d.minBytesPerSecond ? `no data for ${s}, or under ${(d.minBytesPerSecond / 1024).toFixed(d.minBytesPerSecond % 1024 ? 1 : 0)} KiB/s over ${s}` : `no data for ${s}`;
}
async function* withinDeadline(body, d) {
  const it = body[Symbol.asyncIterator]();
  let received = 0;
  let intervalWait = 0;
  let intervalBytes = 0;
  const stall = (why) => {
    const e = new StallError(`the transfer stalled (${why}) after ${received} bytes`, received);
    body.destroy(e);
    throw e;
  };
  try {
    for (; ; ) {
      const started = performance.now();
      let timer;
      const timedOut = new Promise((r2) => timer = setTimeout(() => r2("timeout"), d.stallMs));
      let step;
      try {
        step = await Promise.race([it.next(), timedOut]);
      } catch (e) {
        if (!(e instanceof StallError) && performance.now() - started >= d.stallMs * 0.9)
          stall(`no data for ${(d.stallMs / 1e3).toFixed(1)} s`);
        throw e;
      } finally {
        clearTimeout(timer);
      }
      if (step === "timeout") stall(`no data for ${(d.stallMs / 1e3).toFixed(1)} s`);
      const r = step;
      if (r.done) return;
      const c = r.value;
      received += c.length;
      intervalWait += performance.now() - started;
      intervalBytes += c.length;
      if (intervalWait >= d.stallMs) {
        const rate = intervalBytes * 1e3 / intervalWait;
        if (d.minBytesPerSecond && rate < d.minBytesPerSecond)
          stall(`${rate.toFixed(0)} B/s over ${(intervalWait / 1e3).toFixed(1)} s of waiting`);
        intervalWait = 0;
        intervalBytes = 0;
      }
      yield c;
    }
  } finally {
    await it.return?.().catch(() => {
    });
  }
}
var MAX_STALLS = 2;
var ResumeBudget = class {
  stalls = 0;
  resumes = 0;
  realProgress;
  maxResumes;
  constructor(d, maxResumes) {
    this.realProgress = Math.max(64 << 10, d.minBytesPerSecond * d.stallMs / 1e3);
    this.maxResumes = maxResumes;
  }
  /**
   * After an attempt that delivered `progress` bytes and then failed with a retryable `error`, or
   * ended short (no error): whether to resume, or why not.
   */
  next(progress, error) {
    if (error !== void 0) {
      if (progress >= this.realProgress) this.stalls = 0;
      if (error instanceof StallError && ++this.stalls >= MAX_STALLS) return "stalled";
    }
    if (progress >= this.realProgress) this.resumes = 0;
    return ++this.resumes > this.maxResumes ? "exhausted" : "resume";
  }
};
async function readWithin(body, d, max, tooLarge) {
  const chunks = [];
  let n = 0;
  for await (const c of withinDeadline(body, d)) {
    n += c.length;
    if (n > max) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

// src/oci/auth.ts
function basicHeader(c) {
  return "Basic " + Buffer.from(`${c.username}:${c.password}`).toString("base64");
}
function parseChallenge(header) {
  const m = /^\s*([A-Za-z][\w-]*)\s*(.*)$/s.exec(header);
  if (!m) return void 0;
  const params = {};
  const re = /([A-Za-z][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))\s*,?\s*/gy;
  const rest = m[2];
  re.lastIndex = 0;
  let p;
  while (re.lastIndex < rest.length && (p = re.exec(rest))) {
    params[p[1].toLowerCase()] = p[2] !== void 0 ? p[2].replace(/\\(.)/g, "$1") : p[3];
  }
  return { scheme: m[1].toLowerCase(), params };
}
function splitScope(scope) {
  const i = scope.lastIndexOf(":");
  return i < 0 ? { resource: scope, actions: [] } : {
    resource: scope.slice(0, i),
    actions: scope.slice(i + 1).split(",").filter(Boolean)
  };
}
function mergeScopes(held, asked) {
  const byResource = /* @__PURE__ */ new Map();
  for (const s of [...held, ...asked]) {
    const { resource, actions } = splitScope(s);
    const set = byResource.get(resource) ?? /* @__PURE__ */ new Set();
    for (const a of actions) set.add(a);
    byResource.set(resource, set);
  }
  return [...byResource].map(([r, a]) => a.size ? `${r}:${[...a].join(",")}` : r);
}
function covers(held, asked) {
  const merged = mergeScopes(held, []);
  return mergeScopes(held, asked).every((s) => merged.includes(s));
}
var Authenticator = class {
  token;
  basic;
  /** The challenge being answered now: one at a time, shared by every request that needs it. */
  renewing;
  /** A renewal ahead of the token's expiry, run while requests go on with the token held. */
  ahead;
  /** The last Bearer challenge answered: what a renewal ahead of time answers again. */
  challenge;
  credentials;
  http;
  defaultScope;
  deadline;
  credentialsHint;
  clock;
  constructor(http, repository, credentials, deadline, credentialsHint = ACTION_CREDENTIALS, clock = Date.now) {
    this.clock = clock;
    this.credentialsHint = credentialsHint;
    this.http = http;
    this.credentials = credentials;
    this.defaultScope = `repository:${repository}:pull`;
    this.deadline = deadline;
  }
  /** The Authorization header for the registry host, if we hold a valid one. */
  header() {
    if (this.token && this.clock() < this.token.expiresAt) return `Bearer ${this.token.value}`;
    return this.basic;
  }
  /**
   * The Authorization header to send, once any challenge being answered is: a request sent while
   * the token is renewed would go without one and be challenged in its turn (with a whole upload
   * body sent for nothing).
   */
  async ready() {
    while (this.renewing) await this.renewing.catch(() => void 0);
    const t = this.token;
    if (t && this.challenge && this.clock() >= t.renewAt) {
      const ch = this.challenge;
      this.ahead ??= this.answer(ch.header, ch.registry).catch(() => void 0).finally(() => this.ahead = void 0);
      if (this.clock() >= t.expiresAt) await this.ahead;
    }
    return this.header();
  }
  /**
   * Answers the 401 of a request that was sent with `sent` (its Authorization, or none). Requests
   * share one token, so they share its renewal: a challenge that arrives while another is answered
   * waits for that answer, and is not answered again when a credential newer than the one the
   * request carried already covers its scope (a 401 mid-pull, an expired token, or a push scope
   * asked for the first time). The token is replaced, never dropped, so requests in flight keep it.
   */
  async renew(wwwAuthenticate, registry, sent) {
    while (this.renewing) await this.renewing.catch(() => void 0);
    if (this.ahead) await this.ahead;
    const ch = wwwAuthenticate ? parseChallenge(wwwAuthenticate) : void 0;
    const now = this.header();
    if (now && now !== sent && ch && this.answers(ch)) return;
    const p = this.answer(wwwAuthenticate, registry).finally(() => {
      if (this.renewing === p) this.renewing = void 0;
    });
    this.renewing = p;
    await p;
  }
  /** Whether the credential held now answers `ch` (Basic answers anything it is asked). */
  answers(ch) {
    if (ch.scheme === "basic") return this.basic !== void 0;
    if (!this.token || this.clock() >= this.token.expiresAt) return false;
    return covers(this.token.scopes, ch.params.scope ? ch.params.scope.split(" ") : [this.defaultScope]);
  }
  /** Answers a challenge; afterwards header() returns a fresh credential. */
  async answer(wwwAuthenticate, registry) {
    const ch = wwwAuthenticate ? parseChallenge(wwwAuthenticate) : void 0;
    if (!ch)
      throw new RegistryError(`${registry} answered 401 without a usable WWW-Authenticate challenge.`, 401);
    if (ch.scheme === "basic") {
      if (!this.credentials)
        throw new RegistryError(
          `${registry} requires credentials (Basic auth). Set ${this.credentialsHint}.`,
          401
        );
      this.basic = basicHeader(this.credentials);
      return;
    }
    if (ch.scheme !== "bearer")
      throw new RegistryError(`${registry} asks for unsupported auth scheme "${ch.scheme}".`, 401);
    const realm = ch.params.realm;
    if (!realm) throw new RegistryError(`${registry}'s Bearer challenge names no realm.`, 401);
    let url;
    try {
      url = new URL(realm);
    } catch {
      throw new RegistryError(`${registry}'s token realm "${realm}" is not a URL.`, 401);
    }
    if (url.protocol !== "https:" && this.credentials)
      throw new RegistryError(
        `Refusing to send credentials to a token realm over ${url.protocol} (${url.host}).`,
        401
      );
    if (ch.params.service) url.searchParams.set("service", ch.params.service);
    const scopes = mergeScopes(this.token?.scopes ?? [], (ch.params.scope ?? this.defaultScope).split(" "));
    for (const s of scopes) url.searchParams.append("scope", s);
    if (this.credentials?.identityToken) {
      await this.exchangeIdentityToken(url, this.credentials.identityToken, scopes);
      this.challenge = { header: wwwAuthenticate, registry };
      return;
    }
    const basic = this.credentials ? basicHeader(this.credentials) : void 0;
    let res;
    let at = url;
    for (let hops = 0; ; hops++) {
      const headers = { accept: "application/json" };
      if (basic && at.host === url.host) headers.authorization = basic;
      res = await this.http.get(at.toString(), headers);
      const st = res.message.statusCode ?? 0;
      const loc = res.message.headers.location;
      if (!loc) break;
      const next = nextHop(st, loc, at, hops, `The token service ${url.host}`);
      if (!next) break;
      res.message.resume();
      at = next;
    }
    const body = await this.readAnswer(res, at.host);
    const status = res.message.statusCode ?? 0;
    if (status !== 200) {
      const { message } = decodeErrorBody(body);
      const what = `The token service ${at.host} answered HTTP ${status}${message ? ` (${message})` : ""}.`;
      let hint;
      if (status === 401 || status === 403)
        hint = this.credentials ? `Check ${this.credentialsHint}.` : `Anonymous access was refused; set ${this.credentialsHint}.`;
      else if (status >= 300 && status < 400) hint = "It redirected without saying where to.";
      else if (status === 429)
        hint = "It is rate limiting this machine; try again later, or authenticate for a larger budget.";
      else if (status >= 500) hint = "The token service is failing; try again later.";
      else
        hint = `The registry's challenge named ${url.origin}${url.pathname} as its token realm; that service did not answer as one.`;
      throw new RegistryError(`${what} ${hint}`, status);
    }
    this.keep(body, at.host, scopes);
    this.challenge = { header: wwwAuthenticate, registry };
  }
  /** A token service's answer, read within the deadlines; a stall becomes a clear error. */
  async readAnswer(res, host) {
    try {
      const b = await readWithin(
        res.message,
        this.deadline,
        1 << 20,
        () => new RegistryError(`The token service ${host} answered over 1 MiB; that is no token.`)
      );
      return b.toString("utf8");
    } catch (e) {
      if (e instanceof StallError)
        throw new RegistryError(
          `The token service ${host} stalled (${describeDeadline(this.deadline)}) after ${e.received} bytes. Check the network, or raise stall-timeout for a slow link.`
        );
      throw e;
    }
  }
  /** Keeps the token a token service answered (`token` or OAuth2's `access_token`). */
  keep(body, host, scopes) {
    let j;
    try {
      j = JSON.parse(body);
    } catch {
      throw new RegistryError(`The token service ${host} answered something that is not JSON.`);
    }
    const value = j.token ?? j.access_token;
    if (!value) throw new RegistryError(`The token service ${host} answered no token.`);
    const life = (Number(j.expires_in) > 0 ? Number(j.expires_in) : 60) * 1e3;
    const now = this.clock();
    this.token = {
      value,
      expiresAt: now + life - Math.min(1e3, life / 10),
      renewAt: now + life - Math.min(3e4, life / 4),
      scopes
    };
  }
  /** OAuth2 (Docker's token spec): POST grant_type=refresh_token with the identity token. */
  async exchangeIdentityToken(url, refreshToken, scopes) {
    const form = new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: "setup-rocm",
      service: url.searchParams.get("service") ?? ""
    });
    if (scopes.length) form.set("scope", scopes.join(" "));
    const realm = new URL(url.toString());
    realm.search = "";
    const res = await this.http.post(realm.toString(), form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json"
    });
    const body = await this.readAnswer(res, realm.host);
    const status = res.message.statusCode ?? 0;
    if (status !== 200) {
      const { message } = decodeErrorBody(body);
      throw new RegistryError(
        `The token service ${realm.host} refused the identity token from docker login (HTTP ${status}${message ? `, ${message}` : ""}). Run docker login again, or set ${this.credentialsHint}.`,
        status
      );
    }
    this.keep(body, realm.host, scopes);
  }
};

// src/oci/http/transport.ts
var MAX_SMALL_BODY = 1 << 20;
var RETRYABLE_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNABORTED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_SOCKET",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ESTALLED"
]);
function isRetryableNetworkError(e) {
  const err = e;
  if (!err || typeof err !== "object") return false;
  if (err.code && RETRYABLE_CODES.has(err.code)) return true;
  return /socket hang up|aborted|Request timeout|other side closed|premature close/i.test(String(err.message));
}
function parseContentRange(v) {
  const m = /^bytes (\d+)-(\d+)\/(?:\d+|\*)$/.exec(String(v ?? ""));
  return m ? { start: Number(m[1]), end: Number(m[2]) } : void 0;
}
function parseRetryAfter(v, now = Date.now()) {
  if (v === void 0) return void 0;
  const s = Array.isArray(v) ? v[0] : v;
  if (/^\d+$/.test(s.trim())) return Number(s) * 1e3;
  const t = Date.parse(s);
  return Number.isNaN(t) ? void 0 : Math.max(0, t - now);
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
var Transport = class {
  registry;
  /** See TransportOptions.store. */
  store;
  repository;
  scheme;
  auth;
  http;
  log;
  maxAttempts;
  handOver;
  credentialsHint;
  backoffMs;
  maxWaitMs;
  /** Progress deadlines for every body read through this transport (deadline.ts). */
  deadline;
  rateLimitReported = false;
  constructor(o) {
    this.scheme = o.scheme ?? "https";
    this.registry = normalizeHost(o.registry, this.scheme);
    this.repository = o.repository;
    this.store = o.store;
    this.log = o.logger;
    this.handOver = o.handOver ?? false;
    this.maxAttempts = o.maxAttempts ?? (this.handOver ? 2 : 6);
    this.credentialsHint = o.credentialsHint ?? ACTION_CREDENTIALS;
    this.backoffMs = o.backoffMs ?? 500;
    this.maxWaitMs = o.maxWaitMs ?? 6e4;
    this.deadline = { stallMs: o.stallMs ?? 3e4, minBytesPerSecond: o.minBytesPerSecond ?? 16 << 10 };
    this.http = new HttpClient(o.userAgent ?? "setup-rocm", [], {
      allowRedirects: false,
      allowRetries: false,
      keepAlive: true,
      // Idle socket: covers a server that never answers (the deadlines cover bodies).
      socketTimeout: this.deadline.stallMs
    });
    this.auth = new Authenticator(this.http, o.repository, o.credentials, this.deadline, this.credentialsHint);
  }
  /** Where this transport reports (for the layers built on it). */
  get logger() {
    return this.log;
  }
  /** A registry error for an HTTP status, with this transport's words for credentials. */
  describe(what, status, body, retries = 0) {
    return describeStatus(what, status, body, { retries, credentials: this.credentialsHint });
  }
  url(path) {
    return `${this.scheme}://${this.registry}/v2/${this.repository}/${path}`;
  }
  dispose() {
    this.http.dispose();
  }
  /** A small body (error document, token answer) read within the deadlines. */
  readSmall(res, what) {
    return readWithin(
      res.message,
      this.deadline,
      MAX_SMALL_BODY,
      () => new RegistryError(
        `${what}: the response body is over ${MAX_SMALL_BODY} bytes, more than an error or token answer can be.`
      )
    ).then((b) => b.toString("utf8"));
  }
  /**
   * GET a whole body of at most `max` bytes (a manifest) within the deadlines, retrying once after
   * a stall. Non-200 answers are returned unread for the caller to describe.
   */
  async fetchBytes(path, headers, what, max, tooLarge) {
    for (let attempt = 1; ; attempt++) {
      const res = await this.get(path, headers, what);
      if (res.status !== 200) return { res };
      try {
        return { res, body: await readWithin(res.message, this.deadline, max, tooLarge) };
      } catch (e) {
        if (!(e instanceof StallError)) throw e;
        if (attempt >= 2)
          throw new RegistryError(
            `${what}: the registry stalled twice (${describeDeadline(this.deadline)}); ${e.received} bytes received the last time. Check the network, or raise stall-timeout for a slow link.`
          );
        this.log.info(`${what}: ${e.message}; asking again.`);
      }
    }
  }
  backoff(attempt, retryAfter) {
    const computed = this.backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
    return Math.min(this.maxWaitMs, retryAfter ?? computed);
  }
  reportRateLimit(h) {
    const remaining = h["ratelimit-remaining"];
    if (remaining === void 0 || this.rateLimitReported) return;
    this.rateLimitReported = true;
    const limit = String(h["ratelimit-limit"] ?? "").split(";")[0];
    const left = String(remaining).split(";")[0];
    this.log.info(
      `Registry pull budget: ${left}${limit ? ` of ${limit}` : ""} manifest requests left in this window.`
    );
  }
  /**
   * GET `path` on the registry, answering auth challenges, following redirects (Authorization
   * only to the registry's own host), retrying 429/5xx and network failures. Returns the final
   * response whatever its status (callers decide what 404 means); the body is unread.
   */
  get(path, headers, what) {
    return this.request("GET", path, headers, what);
  }
  /**
   * Any method on the registry, like get(). `target` is a path under the repository or an absolute
   * URL (an upload location). `body` is called for each attempt (a retried request needs its bytes
   * again, so a file is reopened rather than a stream reused).
   */
  async request(method, target, headers, what, body, attempts = this.maxAttempts) {
    let authRetried = false;
    let lastError;
    const maxAttempts = attempts;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      let url = /^https?:\/\//.test(target) ? target : this.url(target);
      try {
        for (let redirects = 0; ; redirects++) {
          const at = new URL(url);
          const h = { ...headers };
          const sameHost = onHost(at, this.registry);
          const authz = sameHost ? await this.auth.ready() : void 0;
          if (authz) h.authorization = authz;
          const data = body?.();
          if (Buffer.isBuffer(data)) h["content-length"] = String(data.length);
          const res = data ? await this.http.sendStream(method, url, Buffer.isBuffer(data) ? Readable.from([data]) : data, h) : await this.http.request(method, url, null, h);
          const status = res.message.statusCode ?? 0;
          if (sameHost) this.reportRateLimit(res.message.headers);
          const next = method === "POST" ? void 0 : nextHop(status, res.message.headers.location, at, redirects, what);
          if (next) {
            res.message.resume();
            url = next.toString();
            continue;
          }
          if (status === 401 && sameHost) {
            const challenge = res.message.headers["www-authenticate"];
            const text = await this.readSmall(res, what);
            if (authRetried) throw this.describe(what, status, text);
            authRetried = true;
            await this.auth.renew(Array.isArray(challenge) ? challenge[0] : challenge, this.registry, authz);
            attempt--;
            break;
          }
          if (status === 429 || status >= 500) {
            const text = await this.readSmall(res, what);
            if (attempt >= maxAttempts || this.handOver) throw this.describe(what, status, text, attempt - 1);
            const wait = this.backoff(attempt, parseRetryAfter(res.message.headers["retry-after"]));
            this.log.info(
              `${what}: HTTP ${status}${status === 429 ? " (rate limited)" : ""}; retrying in ${(wait / 1e3).toFixed(1)} s (attempt ${attempt + 1} of ${maxAttempts}).`
            );
            await sleep(wait);
            break;
          }
          return {
            status,
            headers: res.message.headers,
            message: res.message,
            url,
            readBody: () => this.readSmall(res, what)
          };
        }
      } catch (e) {
        if (!isRetryableNetworkError(e)) throw connectionFailure(e, what, this.registry);
        lastError = e;
        if (attempt >= maxAttempts) break;
        const wait = this.backoff(attempt);
        this.log.info(`${what}: ${e.message}; retrying in ${(wait / 1e3).toFixed(1)} s.`);
        await sleep(wait);
      }
    }
    throw new RegistryError(
      `${what}: the connection to ${this.registry} kept failing (${lastError?.message ?? "no answer"}). Check this machine's network and proxy settings (HTTPS_PROXY, NO_PROXY).`
    );
  }
};

// src/oci/blob/connections.ts
var AUTO_MAX = 8;
var STARVED_MS = 100;
var STARVED_SHARE = 1 / 5;
var TRIAL_MS = 1e3;
var MIN_GAIN = 0.1;
var WAIT_RISE = 0.15;
var MIN_BASELINE_MS = 500;
var EARLY_SHARE = 0.5;
var ConnectionLimit = class {
  max;
  adaptive;
  n;
  ceiling;
  onChange = /* @__PURE__ */ new Set();
  clock;
  /**
   * Bytes delivered and milliseconds starved in all, and samples of both of the last TRIAL_MS,
   * one per 50 ms at most.
   */
  total = 0;
  starvedTotal = 0;
  samples = [];
  /** When the count last changed (a baseline is not taken across a change). */
  changedAt;
  /** Milliseconds readers were starved since the count last changed. */
  starvedMs = 0;
  trial;
  /** Ranges are read as their bytes arrive: a plain gain may be judged at half a trial (EARLY_SHARE). */
  eager;
  constructor(max, adaptive, o = {}) {
    this.max = Math.max(1, Math.floor(max));
    this.adaptive = adaptive;
    this.eager = o.eager ?? false;
    this.n = adaptive ? 1 : this.max;
    this.ceiling = this.max;
    this.clock = o.clock ?? (() => performance.now());
    this.changedAt = this.clock();
  }
  get current() {
    return this.n;
  }
  /**
   * A reader went `ms` without data already asked for. The waits add up; once they reach
   * STARVED_MS and STARVED_SHARE of the time since the count last changed, the count grows (on
   * trial: grow), if it may. True when it grew. (A whole blob at one connection already has its
   * next part asked for while one is read, so its first trial, of two, may change little; grown
   * to three instead, the first trial was kept against a baseline taken from the giant blob's first
   * parts, and over the punishing link the install took 119 s instead of 86 at two.)
   */
  starved(ms) {
    if (!this.adaptive || !(ms > 0)) return false;
    this.starvedMs += ms;
    this.starvedTotal += ms;
    const now = this.clock();
    if (this.starvedMs < STARVED_MS || this.starvedMs < STARVED_SHARE * (now - this.changedAt)) return false;
    return this.grow(1) > 0;
  }
  /**
   * More connections, on trial, where the count may grow: `by`, or as many as there are if that
   * is more (a kept trial doubles the count, as TCP's slow start does: a link of 10 MiB/s a
   * connection reaches 8 in three trials, not seven); how many were added.
   */
  grow(by) {
    if (!this.adaptive || this.trial) return 0;
    const added = Math.max(0, Math.min(Math.max(by, this.n), this.ceiling - this.n));
    if (added === 0) return 0;
    const now = this.clock();
    const before = this.baseline(Math.max(this.changedAt, now - TRIAL_MS), now);
    if (before === void 0) return 0;
    this.trial = { at: now, total: this.total, starved: this.starvedTotal, before, added };
    this.change(this.n + added, now);
    return added;
  }
  /**
   * `bytes` more arrived, over any of the connections; when a trial ends, what it decided (a debug
   * line). A trial ends after TRIAL_MS, or at half of it when `eager` and its gain is plain
   * (EARLY_SHARE). Kept while the reader still waited STARVED_SHARE of it, the next trial begins
   * at once, judged against the rate of the one just kept (waiting for the reader's next wait cost
   * a quarter of a second a trial over the capped link).
   */
  delivered(bytes) {
    this.total += bytes;
    if (!this.adaptive) return void 0;
    const now = this.clock();
    this.sample(now);
    const t = this.trial;
    if (!t) return void 0;
    const early = this.eager && now - t.at >= TRIAL_MS / 2 && this.plainGain(t, now);
    if (!early && now - t.at < TRIAL_MS) return void 0;
    this.trial = void 0;
    const rate = (this.total - t.total) / (now - t.at);
    const waited = (this.starvedTotal - t.starved) / (now - t.at);
    const was = this.n - t.added;
    const said = `${this.n} connections delivered ${mibps(rate)} against ${mibps(t.before.rate)} with ${was}, the reader waiting ${pct(waited)} of the time against ${pct(t.before.waited)}`;
    const waitedMore = waited > t.before.waited + WAIT_RISE && rate < t.before.rate * (1 + EARLY_SHARE * t.added / was);
    const gained = rate >= t.before.rate * (1 + MIN_GAIN);
    if (early || gained && !waitedMore) {
      const kept = `${said}: kept${early ? " at half time" : ""}`;
      if (waited < STARVED_SHARE) return `${kept}.`;
      const added = this.grow(1);
      return added > 0 ? `${kept}; ${this.n} connections now.` : `${kept}.`;
    }
    const bound = waited >= STARVED_SHARE;
    if (bound) this.ceiling = was;
    this.change(was, now);
    return bound ? `${said}: back to ${was}${gained ? " (the reader waited more with them)" : ""}, and no more than that from now on.` : `${said}: back to ${was} (the reader set the pace, not the link).`;
  }
  /**
   * Whether each quarter of the trial so far delivered what the count before it did, and
   * EARLY_SHARE of a connection's share more for each connection added.
   */
  plainGain(t, now) {
    const q = this.samples.find((s) => s.at >= t.at + TRIAL_MS / 4);
    if (!q || now - q.at < TRIAL_MS / 4) return false;
    const was = this.n - t.added;
    const enough = t.before.rate * (1 + EARLY_SHARE * t.added / was);
    return (q.total - t.total) / (q.at - t.at) >= enough && (this.total - q.total) / (now - q.at) >= enough;
  }
  /** One sample of the totals per 50 ms at most, and one at each change, over the last TRIAL_MS. */
  sample(now, force = false) {
    const last = this.samples[this.samples.length - 1];
    if (force || !last || now - last.at >= 50)
      this.samples.push({ at: now, total: this.total, starved: this.starvedTotal });
    while (this.samples.length > 2 && this.samples[1].at < now - TRIAL_MS) this.samples.shift();
  }
  /**
   * Bytes delivered a millisecond over [from, to], and the share of it the reader waited, from the
   * samples; undefined over less than MIN_BASELINE_MS.
   */
  baseline(from, to) {
    const first = this.samples.find((s) => s.at >= from);
    if (!first || to - first.at < MIN_BASELINE_MS) return void 0;
    return {
      rate: (this.total - first.total) / (to - first.at),
      waited: (this.starvedTotal - first.starved) / (to - first.at)
    };
  }
  change(n, now) {
    this.n = n;
    this.changedAt = now;
    this.starvedMs = 0;
    this.sample(now, true);
    for (const f of [...this.onChange]) f();
  }
  /** `f` runs when the count changes, until the returned function is called. */
  watch(f) {
    this.onChange.add(f);
    return () => this.onChange.delete(f);
  }
};
var pct = (share) => `${Math.round(Math.min(1, share) * 100)}%`;
var mibps = (bytesPerMs) => `${(bytesPerMs * 1e3 / 2 ** 20).toFixed(1)} MiB/s`;

// src/oci/blob/resume.ts
async function* readRange(r) {
  const length = r.last - r.first + 1;
  const name = r.part ? `${r.what}: ${r.part}` : r.what;
  const budget = new ResumeBudget(r.deadline, r.maxResumes);
  let got = 0;
  for (; ; ) {
    if (r.signal?.aborted) throw r.signal.reason;
    const from = r.first + got;
    const res = await r.ask(from);
    if (r.signal?.aborted) {
      res.message.destroy();
      throw r.signal.reason;
    }
    let skip = 0;
    if (res.status === 200) {
      r.whole(res, from);
      skip = from - r.first;
    } else if (res.status === 206) {
      const cr = parseContentRange(res.headers["content-range"]);
      if (!cr || cr.start !== from || cr.end > r.last) {
        res.message.destroy();
        throw new RegistryError(
          `${r.what}: asked for bytes ${from}-${r.last}, the server answered ${String(res.headers["content-range"] ?? "no Content-Range")}.`
        );
      }
    } else {
      throw r.describe(res.status, await res.readBody());
    }
    const before = got;
    r.active?.add(res.message);
    try {
      for await (const raw of withinDeadline(res.message, r.deadline)) {
        let chunk = raw;
        if (skip) {
          if (chunk.length <= skip) {
            skip -= chunk.length;
            continue;
          }
          chunk = chunk.subarray(skip);
          skip = 0;
        }
        if (got + chunk.length > length) {
          res.message.destroy();
          throw new IntegrityError(`${name} is longer than the ${length} bytes asked for.`);
        }
        got += chunk.length;
        r.onBytes?.(chunk.length);
        yield chunk;
      }
    } catch (e) {
      if (r.signal?.aborted) throw r.signal.reason;
      if (!isRetryableNetworkError(e)) throw connectionFailure(e, r.what, r.host);
      const next = budget.next(got - before, e);
      if (next === "stalled")
        throw new RegistryError(
          `${name} stalled ${budget.stalls} times in a row (${describeDeadline(r.deadline)}); ${got} of ${length} bytes received. Check the network or the registry/CDN; on a slow link, raise stall-timeout or lower min-speed.`
        );
      if (next === "exhausted")
        throw new RegistryError(
          `${name}: the connection dropped ${r.maxResumes} times in a row without real progress, at byte ${r.first + got} of ${r.part ? `bytes ${r.first}-${r.last}` : length}.`
        );
      r.logger.info(
        `${name}: connection dropped at byte ${r.first + got} (${e.message}); resuming${r.part ? " that part" : ""}.`
      );
      continue;
    } finally {
      r.active?.delete(res.message);
    }
    if (got === length) return;
    if (budget.next(got - before) === "exhausted")
      throw new RegistryError(`${name}: the body kept ending early at byte ${r.first + got}.`);
    r.logger.info(
      `${name}: the response ended at byte ${r.first + got}; resuming${r.part ? " that part" : ""}.`
    );
  }
}

// src/oci/blob/range-fetcher.ts
var RangeFetcher = class {
  o;
  t;
  /** How many times the source changed (use()): a failure seen under an older one is not counted twice. */
  gen = 0;
  /** Where each blob was last redirected (a CDN URL), reused until it fails. */
  direct = /* @__PURE__ */ new Map();
  stop = new AbortController();
  reading = 0;
  waiting = [];
  asked = 0;
  unwatch;
  constructor(o) {
    this.o = o;
    this.t = o.transport;
    this.stop.signal.addEventListener("abort", () => {
      for (const w of this.waiting.splice(0)) w.wake(false);
    });
    this.unwatch = o.slots ? o.limit.watch(() => this.admit()) : () => {
    };
  }
  /** The connection count (and, in auto, its controller) every range reports to. */
  get limit() {
    return this.o.limit;
  }
  get transport() {
    return this.t;
  }
  /** How many times the source changed. */
  get generation() {
    return this.gen;
  }
  /** Later ranges come from `next` (the next source of the same pinned blobs). */
  use(next) {
    this.t = next;
    this.direct.clear();
    this.gen++;
  }
  /** The bytes of `r`, in order, resumed as needed; the range holds a connection while read. */
  async *read(r) {
    if (this.o.slots) await this.slot(r.urgency ?? { value: r.priority });
    try {
      yield* this.unslotted(r);
    } finally {
      if (this.o.slots) this.unslot();
    }
  }
  /**
   * The bytes of `r` into `into` from `at` on; throws unless exactly all of them came. `into` may
   * be a function that gives the buffer: called when the first bytes arrive, not while the range
   * waits for a connection (memory is taken only for ranges being read).
   */
  async readInto(r, into, at) {
    let n = 0;
    for await (const c of this.read(r)) n += c.copy(typeof into === "function" ? into() : into, at + n);
    const want = r.last - r.first + 1;
    if (n !== want) throw new RegistryError(`${r.what}: ${n} bytes where ${want} were asked for.`);
  }
  /** Stops every range: no request starts, bodies being read are closed, waiters are woken. */
  close(reason = new Error("the ranged download was closed")) {
    this.stop.abort(reason);
    this.unwatch();
  }
  async *unslotted(r) {
    const t = this.t;
    const signal = r.signal ? AbortSignal.any([r.signal, this.stop.signal]) : this.stop.signal;
    const bodies = /* @__PURE__ */ new Set();
    const close = () => {
      for (const m of bodies) m.destroy();
    };
    signal.addEventListener("abort", close);
    try {
      yield* readRange({
        what: r.what,
        part: r.part,
        host: t.registry,
        first: r.first,
        last: r.last,
        ask: (from) => abortable(this.ask(t, r, from), signal),
        whole: (res) => {
          res.message.destroy();
          throw new RangeIgnoredError(
            `${t.registry} answered a Range request for ${r.digest.slice(0, 19)}\u2026 with the whole blob: it ignores Range.`
          );
        },
        describe: (status, text) => t.describe(r.what, status, text),
        deadline: this.o.deadline,
        maxResumes: this.o.maxResumes,
        logger: this.o.logger,
        onBytes: (n) => {
          r.onBytes?.(n);
          const said = this.o.limit.delivered(n);
          if (said) this.o.logger.debug(`Connections: ${said}`);
        },
        signal,
        active: bodies
      });
    } finally {
      signal.removeEventListener("abort", close);
    }
  }
  /** One ranged GET: the blob's CDN URL when there is one (falling back to the registry), else the registry. */
  async ask(t, r, from) {
    const headers = { "accept-encoding": "identity", range: `bytes=${from}-${r.last}` };
    const label = `${r.what} (bytes ${from}-${r.last})`;
    const via = this.direct.get(r.digest);
    if (via) {
      const res2 = await t.request("GET", via, headers, label);
      if (res2.status === 206 || res2.status === 200) return res2;
      res2.message.resume();
      if (this.direct.get(r.digest) === via) this.direct.delete(r.digest);
      this.o.logger.debug(`${label}: the CDN URL answered HTTP ${res2.status}; asking the registry again.`);
    }
    const res = await t.get(`blobs/${r.digest}`, headers, label);
    if (res.status === 206 && t === this.t && !onHost(res.url, t.registry)) this.direct.set(r.digest, res.url);
    return res;
  }
  /**
   * Waits for a connection; among waiters the lowest priority goes first (then the oldest). A
   * connection that comes free is handed to the first waiter (admit), so a range asked for later
   * cannot take it in between.
   */
  async slot(rank) {
    if (this.stop.signal.aborted) throw this.stop.signal.reason;
    if (this.waiting.length === 0 && this.reading < this.o.limit.current) {
      this.reading++;
      return;
    }
    const granted = await new Promise((wake) => {
      this.waiting.push({ rank, seq: this.asked++, wake });
    });
    if (!granted) throw this.stop.signal.reason;
  }
  unslot() {
    this.reading--;
    this.admit();
  }
  /** Hands the free connections to the first waiters, in order. */
  admit() {
    while (this.reading < this.o.limit.current && this.waiting.length > 0 && !this.stop.signal.aborted) {
      this.reading++;
      this.waiting.splice(firstOf(this.waiting), 1)[0].wake(true);
    }
  }
};
function firstOf(ws) {
  let at = 0;
  for (let k = 1; k < ws.length; k++) {
    const a = ws[k];
    const b = ws[at];
    if (a.rank.value < b.rank.value || a.rank.value === b.rank.value && a.seq < b.seq) at = k;
  }
  return at;
}
function abortable(asked, signal) {
  const closeAnswer = () => void asked.then(
    (res) => res.message.destroy(),
    () => {
    }
  );
  if (signal.aborted) {
    closeAnswer();
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      closeAnswer();
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    asked.then(
      (res) => {
        signal.removeEventListener("abort", onAbort);
        if (signal.aborted) res.message.destroy();
        else resolve(res);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      }
    );
  });
}

export {
  RegistryError,
  RangeIgnoredError,
  IntegrityError,
  AUTO_MAX,
  ConnectionLimit,
  Transport,
  readRange,
  RangeFetcher,
  firstOf
};
