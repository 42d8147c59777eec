// The rules for following a redirect, for every request the client makes by hand (registry
// requests in transport.ts, token requests in auth.ts): at most MAX_REDIRECTS hops, never from
// HTTPS down to plain HTTP. Who gets Authorization on the next hop is the caller's rule (only the
// host that asked for it).
import { RegistryError } from '../errors.ts'

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308])
export const MAX_REDIRECTS = 5

/**
 * Where a redirect answer sends the request next, or undefined when `status` is no redirect.
 * `hops` counts the redirects followed so far; `what` names the request in errors.
 */
export function nextHop(
  status: number,
  location: string | undefined,
  at: URL,
  hops: number,
  what: string
): URL | undefined {
  if (!REDIRECT_STATUSES.has(status)) return undefined
  if (!location) throw new RegistryError(`${what}: HTTP ${status} redirect without a Location.`, status)
  const next = new URL(location, at)
  if (hops >= MAX_REDIRECTS)
    throw new RegistryError(
      `${what}: redirected more than ${MAX_REDIRECTS} times (last to ${next.host}).`,
      status
    )
  if (next.protocol !== 'https:' && at.protocol === 'https:')
    throw new RegistryError(
      `${what}: refusing a redirect from HTTPS down to ${next.protocol} (${next.host}).`,
      status
    )
  return next
}
