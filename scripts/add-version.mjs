// Adds a ROCm release to versions.json: the image tag it was published under, pinned by the digest
// of the manifest the registry served for it (the sha256 of its raw bytes), and the platforms that
// manifest offers (an index's entries; a single manifest's own platform, given by the caller).
//   node scripts/add-version.mjs VERSION TAG RAW_MANIFEST_FILE [OS/ARCH]
// Run by .github/workflows/update-versions.yml after `skopeo inspect --raw`.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'

const [version, tag, rawFile, single] = process.argv.slice(2)
const fail = m => {
  console.error(`add-version: ${m}`)
  process.exit(2)
}
if (!version || !tag || !rawFile) fail('usage: add-version.mjs VERSION TAG RAW_MANIFEST_FILE [OS/ARCH]')
if (!/^\d+\.\d+\.\d+$/.test(version)) fail(`"${version}" is not a release version such as 10.1.0`)
if (tag.includes('@')) fail(`"${tag}": give the tag; the digest is what this looks up`)
const raw = readFileSync(rawFile)
const digest = 'sha256:' + createHash('sha256').update(raw).digest('hex')
const doc = JSON.parse(raw.toString('utf8'))
let platforms
if (Array.isArray(doc.manifests))
  platforms = doc.manifests
    .filter(
      m =>
        m.platform &&
        m.platform.os !== 'unknown' &&
        m.annotations?.['vnd.docker.reference.type'] !== 'attestation-manifest'
    )
    .map(
      m => `${m.platform.os}/${m.platform.architecture}${m.platform.variant ? `/${m.platform.variant}` : ''}`
    )
else platforms = [single || 'linux/amd64']
platforms = [...new Set(platforms)].sort()
if (!platforms.length) fail(`${tag} has no platform manifests`)

const file = 'versions.json'
const data = JSON.parse(readFileSync(file, 'utf8'))
if (data.releases.some(r => r.version === version)) fail(`versions.json already has ${version}`)
data.releases.push({ version, image: `${tag}@${digest}`, platforms })
const key = v =>
  v
    .split('.')
    .map(n => n.padStart(6, '0'))
    .join('.')
data.releases.sort((a, b) => (key(a.version) < key(b.version) ? -1 : 1))
writeFileSync(file, JSON.stringify(data, null, 2) + '\n')
console.log(`${version} ${tag}@${digest} ${platforms.join(' ')}`)
