// Pushing to a registry (distribution spec, "push"): blobs by a monolithic upload (POST a session,
// PUT the bytes with their digest), skipped when the registry already has them, then the manifest.
// Bodies come from files so a retried request can send them again. The registry's challenge asks
// for push scope on the first upload; the transport answers it like any other (auth.ts).
import { createReadStream } from 'node:fs'
import { RegistryError } from './errors.ts'
import type { Response, Transport } from './http/transport.ts'
import { digestOf } from './reference.ts'

export interface PushBlob {
  digest: string
  size: number
  /** A file holding the bytes, or the bytes themselves. */
  file?: string
  bytes?: Buffer
}

/** True when the repository already holds the blob. */
export async function hasBlob(t: Transport, digest: string): Promise<boolean> {
  const what = `Checking for blob ${digest.slice(0, 19)}… on ${t.registry}/${t.repository}`
  const res = await t.request('HEAD', `blobs/${digest}`, {}, what)
  res.message.resume()
  if (res.status === 200) return true
  if (res.status === 404) return false
  throw t.describe(what, res.status, '')
}

/** Uploads a blob unless the repository has it; returns whether bytes were sent. */
export function pushBlob(t: Transport, b: PushBlob): Promise<boolean> {
  return explained(uploadBlob(t, b))
}

/** Upload sessions tried for one blob: a failed PUT ends its session, so each try opens a new one. */
export const UPLOAD_TRIES = 4

async function uploadBlob(t: Transport, b: PushBlob, backoffMs = 500): Promise<boolean> {
  if (await hasBlob(t, b.digest)) return false
  const what = `Uploading blob ${b.digest.slice(0, 19)}… to ${t.registry}/${t.repository}`
  for (let tryNo = 1; ; tryNo++) {
    const url = await openUpload(t, what)
    if (!url) throw new RegistryError(`${what}: the registry opened an upload without a Location.`)
    url.searchParams.set('digest', b.digest)
    // A body for each attempt of the request (an auth challenge sends it again); each closed after.
    const streams: ReturnType<typeof createReadStream>[] = []
    const body = () => {
      if (!b.file) return b.bytes!
      const s = createReadStream(b.file)
      streams.push(s)
      return s
    }
    let put
    try {
      put = await t.request(
        'PUT',
        url.toString(),
        { 'content-type': 'application/octet-stream', 'content-length': String(b.size) },
        what,
        body,
        1
      )
    } catch (e) {
      if (!(e instanceof RegistryError) || e.status === 401 || e.status === 403 || tryNo >= UPLOAD_TRIES)
        throw e
      t.logger.info(`${what}: ${e.message} Trying again in a new upload session.`)
      await new Promise(r => setTimeout(r, backoffMs * tryNo))
      continue
    } finally {
      // Whatever became of the request, the file is not read any further.
      for (const s of streams) s.destroy()
    }
    const answer = await put.readBody()
    if (put.status !== 201 && put.status !== 204) throw t.describe(what, put.status, answer)
    return verifyStored(put, b, what)
  }
}

function verifyStored(put: Response, b: PushBlob, what: string): boolean {
  const said = put.headers['docker-content-digest']
  if (said && said !== b.digest)
    throw new RegistryError(`${what}: the registry stored it as ${String(said)}, not ${b.digest}.`)
  return true
}

/** Opens an upload session (POST); its URL, or undefined when the registry named none. */
async function openUpload(t: Transport, what: string): Promise<URL | undefined> {
  const start = await t.request('POST', 'blobs/uploads/', { 'content-length': '0' }, what)
  const text = await start.readBody()
  if (start.status !== 202) throw t.describe(what, start.status, text)
  const loc = start.headers.location
  return loc ? new URL(loc, t.url('blobs/uploads/')) : undefined
}

/** PUTs a manifest under `tag`, or under its own digest without one; returns its digest. */
export function pushManifest(t: Transport, mediaType: string, bytes: Buffer, tag?: string): Promise<string> {
  return explained(putManifest(t, mediaType, bytes, tag))
}

async function putManifest(t: Transport, mediaType: string, bytes: Buffer, tag?: string): Promise<string> {
  const digest = digestOf(bytes)
  const reference = tag ?? digest
  const what = `Pushing manifest ${digest.slice(0, 19)}… to ${t.registry}/${t.repository}${reference === digest ? '' : `:${reference}`}`
  const res = await t.request(
    'PUT',
    `manifests/${reference}`,
    { 'content-type': mediaType },
    what,
    () => bytes
  )
  const text = await res.readBody()
  if (res.status !== 201 && res.status !== 200) throw t.describe(what, res.status, text)
  const said = res.headers['docker-content-digest']
  if (said && said !== digest)
    throw new RegistryError(`${what}: the registry says it stored ${String(said)}, not ${digest}.`)
  return digest
}

/**
 * Opens an upload session and cancels it again: whether the credentials may push here, asked
 * before anything is installed or packed.
 */
export function checkPushAccess(t: Transport): Promise<void> {
  return explained(
    (async () => {
      const what = `Checking push access to ${t.registry}/${t.repository}`
      const url = await openUpload(t, what)
      if (!url) return
      // Registries expire abandoned sessions anyway; cancelling is a courtesy.
      const del = await t.request('DELETE', url.toString(), {}, what).catch(() => undefined)
      del?.message.resume()
    })()
  )
}

const PUSH_HINT =
  'The registry refused the push: set SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD (for GHCR in a workflow: github.actor and GITHUB_TOKEN with packages: write), or docker login to it.'

/** A refusal (401/403, however it surfaced) says what a push needs, not what a pull needs. */
async function explained<T>(p: Promise<T>): Promise<T> {
  try {
    return await p
  } catch (e) {
    if (e instanceof RegistryError && (e.status === 401 || e.status === 403))
      throw new RegistryError(
        `${e.message.replace(/ The registry refused access\..*$/s, '').replace(/\.?$/, '.')} ${PUSH_HINT}`,
        e.status,
        e.code
      )
    throw e
  }
}
