// Errors the registry client raises. Each carries what happened and what the user can do about it.

export class RegistryError extends Error {
  override name = 'RegistryError'
  readonly status?: number
  readonly code?: string
  constructor(message: string, status?: number, code?: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** Bytes that do not match their digest or size: never retried, never installed. */
export class IntegrityError extends Error {
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

export function hintFor(status: number): string {
  if (status === 401 || status === 403)
    return 'The registry refused access. If the image is private, set registry-username and registry-password; if it is public, check the repository name.'
  if (status === 404)
    return 'Check the repository name and the digest: the registry does not have this object.'
  if (status === 429)
    return 'The registry is rate limiting this runner. Authenticate (registry-username/registry-password) for a larger budget, or pull from a mirror such as GHCR.'
  if (status >= 500) return 'The registry failed repeatedly; try again later.'
  return ''
}

export function describeStatus(what: string, status: number, body: string, retries = 0): RegistryError {
  const { code, message } = decodeErrorBody(body)
  const hint = hintFor(status)
  const parts = [`${what}: HTTP ${status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`]
  if (retries) parts.push(`after ${retries} ${retries === 1 ? 'retry' : 'retries'}`)
  if (hint) parts.push(hint)
  return new RegistryError(parts.join('. ').replace(/\.\./g, '.'), status, code)
}
