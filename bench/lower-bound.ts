// Lower bound, Node flavour: every layer downloaded and gunzipped to nowhere at once, with the
// same 1 MiB zlib chunks setup-rocm uses; no tar parsing, no disk. Redirects are followed
// without Authorization, like the real client.
//   node bench/lower-bound.ts <registry> <repo> <token> <digest>...
import { request } from 'node:https'
import { createGunzip } from 'node:zlib'
import { Writable, pipeline } from 'node:stream'

const [registry, repo, token, ...digests] = process.argv.slice(2)

function get(url: string, auth: boolean): Promise<import('node:http').IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: auth ? { authorization: `Bearer ${token}` } : {} }, res => {
      if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        res.resume()
        resolve(get(new URL(res.headers.location, url).toString(), false))
      } else resolve(res)
    })
    req.on('error', reject)
    req.end()
  })
}

async function drain(d: string): Promise<void> {
  const res = await get(`https://${registry}/v2/${repo}/blobs/${d}`, true)
  const sink = new Writable({ highWaterMark: 1 << 20, write: (_c, _e, cb) => cb() })
  await new Promise<void>((resolve, reject) =>
    pipeline(res, createGunzip({ chunkSize: 1 << 20 }), sink, e => (e ? reject(e) : resolve()))
  )
}

await Promise.all(digests.map(drain))
