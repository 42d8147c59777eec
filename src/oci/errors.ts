// Errors the registry client raises. Each carries what happened and what the user can do about it.
import { SetupError, SourceError } from '../errors.ts'

export class RegistryError extends SourceError {
  override name = 'RegistryError'
  readonly status?: number
  readonly code?: string
  constructor(message: string, status?: number, code?: string, options?: ErrorOptions) {
    super(message, options)
    this.status = status
    this.code = code
  }
}

/**
 * The server answered a Range request with the whole blob: parts of a large blob come over one
 * stream instead, and an install from a seek index needs another source (or the whole image).
 */
export class RangeIgnoredError extends SourceError {
  override name = 'RangeIgnoredError'
}

/** Bytes that do not match their digest or size: never retried, never installed. */
export class IntegrityError extends SourceError {
  override name = 'IntegrityError'
}

interface RegistryErrorBody {
  errors?: { code?: string; message?: string; detail?: unknown }[]
  details?: string
  message?: string
}

/** The registry's own error code and message from a distribution-spec error body, if any. */
export function decodeErrorBody(body: string): { code?: string; message?: string } {
  try {
    const j = JSON.parse(body) as RegistryErrorBody
    const e = j.errors?.[0]
    if (e) return { code: e.code, message: e.message }
    if (j.details || j.message) return { message: j.details ?? j.message }
  } catch {
    // not JSON: fall through
  }
  const text = body.trim().slice(0, 200)
  return text ? { message: text } : {}
}

/** How messages name the inputs that give registry credentials, unless told otherwise. */
export const ACTION_CREDENTIALS = 'registry-username and registry-password'

export function hintFor(status: number, credentials = ACTION_CREDENTIALS): string {
  if (status === 401 || status === 403)
    return `The registry refused access. If the image is private, set ${credentials}; if it is public, check the repository name.`
  if (status === 404)
    return 'Check the repository name and the digest: the registry does not have this object.'
  if (status === 429)
    return `The registry is rate limiting this runner. Authenticate (${credentials}) for a larger budget, or pull from a mirror such as GHCR.`
  if (status >= 500) return 'The registry failed repeatedly; try again later.'
  return ''
}

export function describeStatus(
  what: string,
  status: number,
  body: string,
  o: { retries?: number; credentials?: string } = {}
): RegistryError {
  const retries = o.retries ?? 0
  const { code, message } = decodeErrorBody(body)
  const hint = hintFor(status, o.credentials)
  const parts = [`${what}: HTTP ${status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`]
  if (retries) parts.push(`after ${retries} ${retries === 1 ? 'retry' : 'retries'}`)
  if (hint) parts.push(hint)
  return new RegistryError(parts.join('. ').replace(/\.\./g, '.'), status, code)
}

const TLS_TRUST = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/

/**
 * A failure below HTTP (TLS, the socket, a peer that does not speak HTTP) as a SourceError: the
 * next source may well answer. What the user can do depends on the kind.
 */
export function connectionFailure(e: unknown, what: string, host: string): Error {
  if (e instanceof SetupError) return e as Error
  const err = e as NodeJS.ErrnoException
  const code = String(err?.code ?? '')
  let hint = "Check this machine's network and proxy settings (HTTPS_PROXY, NO_PROXY)."
  if (code === 'EPROTO' || /wrong version number|packet length too long/i.test(String(err?.message)))
    hint = `${host} does not speak TLS there (a plain-HTTP registry? write it as http://${host}/… in mirrors).`
  else if (TLS_TRUST.test(code))
    hint = `${host}'s certificate is not trusted here; for a private CA set NODE_EXTRA_CA_CERTS to its certificate file.`
  else if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') hint = `${host}'s certificate names another host.`
  return new RegistryError(
    `${what}: the connection to ${host} failed (${err?.message ?? String(e)}). ${hint}`,
    undefined,
    code || undefined,
    {
      cause: e
    }
  )
}
