// Credentials from `docker login`: the `auths` entries of $DOCKER_CONFIG/config.json (or
// ~/.docker/config.json), used when the inputs give none. `auth` is base64 "user:password";
// `username`/`password` fields are read too. An `identitytoken` (what `docker login` stores for an
// OAuth2 registry) is exchanged for a token by the Authenticator (auth.ts). Credential helpers
// (`credsStore`, `credHelpers`) run programs; they are not run here.
//
// Every secret is handed to the logger's mask() the moment it is read, before anything could
// print it, and no message ever quotes the file's content: a config that is not JSON is reported
// by name only (V8's parse error quotes the text around the fault, which may be an `auth` value).
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { Credentials } from './auth.ts'
import { DOCKER_HUB, DOCKER_HUB_ALIASES, normalizeHost } from './reference.ts'

interface AuthEntry {
  auth?: string
  username?: string
  password?: string
  identitytoken?: string
}

interface DockerConfig {
  auths?: Record<string, AuthEntry>
  credsStore?: string
  credHelpers?: Record<string, string>
}

/** What reading docker login's file tells the user; `mask` is called for every secret read. */
export interface ConfigLog {
  mask(secret: string): void
  warning(message: string): void
  info(message: string): void
}

/** The host an `auths` key names: scheme and path stripped, Docker Hub's aliases folded. */
export function configHost(key: string): string {
  const host = normalizeHost(key.replace(/^[a-z]+:\/\//i, '').split('/')[0])
  return DOCKER_HUB_ALIASES.includes(host) ? DOCKER_HUB : host
}

export function dockerConfigPath(env: Record<string, string | undefined> = process.env): string {
  return join(env.DOCKER_CONFIG || join(env.HOME || homedir(), '.docker'), 'config.json')
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Credentials `docker login` stored for `registry` (host[:port]), or undefined. `what` names the
 * inputs that give credentials instead (the action's or the CLI's), for the warnings.
 */
export function dockerCredentials(
  registry: string,
  log: ConfigLog,
  what = 'registry-username and registry-password',
  env: Record<string, string | undefined> = process.env
): Credentials | undefined {
  const path = dockerConfigPath(env)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warning(
        `Cannot read ${path} (${(e as NodeJS.ErrnoException).code}); its docker login credentials are not used.`
      )
    return undefined
  }
  let cfg: DockerConfig
  try {
    cfg = JSON.parse(text) as DockerConfig
  } catch {
    log.warning(
      `${path} is not valid JSON, so its docker login credentials are not used. Run docker login again (it rewrites the file), or give ${what}.`
    )
    return undefined
  }
  if (!cfg || typeof cfg !== 'object') return undefined
  const want = configHost(registry)
  // Everything secret in the file is masked, not only the entry used: a later message about any
  // registry must not be able to show one.
  for (const e of Object.values(cfg.auths ?? {})) {
    if (!e || typeof e !== 'object') continue
    for (const v of [e.auth, e.password, e.identitytoken]) if (typeof v === 'string' && v) log.mask(v)
    if (typeof e.auth === 'string' && BASE64.test(e.auth)) {
      const plain = Buffer.from(e.auth, 'base64').toString('utf8')
      const colon = plain.indexOf(':')
      if (colon > 0 && colon < plain.length - 1) log.mask(plain.slice(colon + 1))
    }
  }
  const entry = Object.entries(cfg.auths ?? {}).find(([k]) => configHost(k) === want)?.[1]
  if (entry?.identitytoken) return { username: '<token>', password: '', identityToken: entry.identitytoken }
  if (entry?.auth) {
    const plain = BASE64.test(entry.auth) ? Buffer.from(entry.auth, 'base64').toString('utf8') : ''
    const colon = plain.indexOf(':')
    if (colon > 0) return { username: plain.slice(0, colon), password: plain.slice(colon + 1) }
    log.warning(
      `${path}: the auth entry for ${want} is not base64 of user:password, so it is not used. Run docker login ${want} again, or give ${what}.`
    )
  }
  if (entry?.username && entry.password) return { username: entry.username, password: entry.password }
  const helper = cfg.credHelpers?.[want] ?? cfg.credHelpers?.[registry] ?? cfg.credsStore
  if (helper)
    log.warning(
      `${path} keeps credentials in the helper docker-credential-${helper}, which setup-rocm does not run; ${want} is asked anonymously. If it needs credentials, give ${what}.`
    )
  return undefined
}

/** dockerCredentials, saying in the log when they are used. */
export function dockerLogin(registry: string, log: ConfigLog, what?: string): Credentials | undefined {
  const found = dockerCredentials(registry, log, what)
  if (found) log.info(`Using the docker login credentials for ${registry} (${dockerConfigPath()}).`)
  return found
}
