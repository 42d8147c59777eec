// Where a worker's entry file is, from the module that starts it. Under Node's type stripping
// (src/, tests, GitHub's local runner) it is the .ts file beside the caller; in dist/ it is the
// bundled .js beside the entry points, one level above the shared chunks. The URL's path decides,
// not its end: loaders such as @github/local-action add a query string to module URLs.
import { existsSync } from 'node:fs'

export function workerUrl(here: string, source: string, bundled: string): URL {
  const url = new URL(here)
  if (url.pathname.endsWith('.ts')) return new URL(source, url)
  for (const rel of [`./${bundled}`, `../${bundled}`]) {
    const u = new URL(rel, url)
    u.search = ''
    if (existsSync(u)) return u
  }
  throw new Error(
    `${bundled} is missing beside ${url.pathname}: the bundle is incomplete (run npm run bundle).`
  )
}
