// Credentials from `docker login`: the `auths` entries of $DOCKER_CONFIG/config.json (or
// ~/.docker/config.json), used when the inputs give none. `auth` is base64 "user:password";
// `username`/`password` fields are read too. An `identitytoken` (what `docker login` stores for an
// OAuth2 registry) is exchanged for a token by the Authenticator (auth.ts). Credential helpers
// (`credsStore`, `credHelpers`) run programs; they are not run here, and a debug line says so.
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { Credentials } from './auth.ts'
import { DOCKER_HUB } from './reference.ts'

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

/** The host an `auths` key names: scheme and path stripped, Docker Hub's aliases folded. */
export function configHost(key: string): string {
  const host = key
    .replace(/^[a-z]+:\/\//i, '')
    .split('/')[0]
    .toLowerCase()
  return ['index.docker.io', 'docker.io', DOCKER_HUB].includes(host) ? DOCKER_HUB : host
}

export function dockerConfigPath(env: Record<string, string | undefined> = process.env): string {
  return join(env.DOCKER_CONFIG || join(env.HOME || homedir(), '.docker'), 'config.json')
}

/**
 * Credentials `docker login` stored for `registry` (host[:port]), or undefined. `debug` hears why
 * none were found when a config exists.
 */
export function dockerCredentials(
  registry: string,
  debug: (m: string) => void = () => {},
  env: Record<string, string | undefined> = process.env
): Credentials | undefined {
  const path = dockerConfigPath(env)
  let cfg: DockerConfig
  try {
    cfg = JSON.parse(readFileSync(path, 'utf8')) as DockerConfig
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') debug(`Ignoring ${path}: ${(e as Error).message}`)
    return undefined
  }
  const want = configHost(registry)
  const entry = Object.entries(cfg.auths ?? {}).find(([k]) => configHost(k) === want)?.[1]
  if (entry?.identitytoken) return { username: '<token>', password: '', identityToken: entry.identitytoken }
  if (entry?.auth) {
    const text = Buffer.from(entry.auth, 'base64').toString('utf8')
    const colon = text.indexOf(':')
    if (colon > 0) return { username: text.slice(0, colon), password: text.slice(colon + 1) }
    debug(`${path}: the auth entry for ${want} is not base64 user:password; ignored.`)
  }
  if (entry?.username && entry.password) return { username: entry.username, password: entry.password }
  const helper = cfg.credHelpers?.[want] ?? cfg.credHelpers?.[registry] ?? cfg.credsStore
  if (helper)
    debug(
      `${path} keeps ${want}'s credentials in the helper docker-credential-${helper}; setup-rocm runs no helpers. Give registry-username/registry-password instead.`
    )
  return undefined
}

/** dockerCredentials, saying in the log when they are used (and at debug level why not). */
export function dockerLogin(
  registry: string,
  log: { debug(m: string): void; info(m: string): void }
): Credentials | undefined {
  const found = dockerCredentials(registry, m => log.debug(m))
  if (found) log.info(`Using the docker login credentials for ${registry} (${dockerConfigPath()}).`)
  return found
}
