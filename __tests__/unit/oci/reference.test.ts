// Image references, platforms, auth challenges and registry hosts, pure: no registry.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import {
  ImageReferenceError,
  normalizeHost,
  onHost,
  parseChallenge,
  parseMirror,
  parsePlatform,
  parseReference,
  sameRegistry,
  selectPlatform,
  type Descriptor
} from '../../../src/oci/index.ts'
import { configHost } from '../../../src/oci/docker-config.ts'

const D = 'sha256:' + 'a'.repeat(64)

describe('image references', () => {
  test('a tag-only reference is refused with the pinned form and a lookup command', () => {
    assert.throws(
      () => parseReference('rocm/dev-ubuntu-24.04:10.0.0-full'),
      (e: Error) =>
        e instanceof ImageReferenceError &&
        e.message.includes('not pinned by digest') &&
        e.message.includes('rocm/dev-ubuntu-24.04@sha256:<digest>') &&
        e.message.includes('skopeo inspect')
    )
    assert.throws(() => parseReference('ubuntu'), /not pinned by digest/)
  })
  test('Docker Hub names map to registry-1.docker.io, bare names get library/', () => {
    assert.deepEqual(parseReference(`ubuntu@${D}`), {
      registry: 'registry-1.docker.io',
      repository: 'library/ubuntu',
      digest: D,
      tag: undefined,
      original: `ubuntu@${D}`
    })
    const r = parseReference(`docker.io/rocm/dev-ubuntu-24.04:10.0.0-full@${D}`)
    assert.equal(r.registry, 'registry-1.docker.io')
    assert.equal(r.repository, 'rocm/dev-ubuntu-24.04')
    assert.equal(r.tag, '10.0.0-full')
    assert.equal(r.digest, D, 'tag plus digest: the digest wins')
  })
  test('GHCR and host:port registries keep their host', () => {
    assert.equal(parseReference(`ghcr.io/vmafx/rocm-toolchain@${D}`).registry, 'ghcr.io')
    const r = parseReference(`127.0.0.1:5000/a/b/c@${D}`)
    assert.equal(r.registry, '127.0.0.1:5000')
    assert.equal(r.repository, 'a/b/c')
    assert.equal(parseReference(`localhost/x@${D}`).registry, 'localhost')
  })
  test('malformed digests and names are refused', () => {
    assert.throws(() => parseReference('ubuntu@sha256:abc'), /not a valid sha256 digest/)
    assert.throws(() => parseReference(`ubuntu@sha512:${'a'.repeat(128)}`), /uses an unsupported algorithm/)
    // One quoted string, not two side by side.
    assert.throws(
      () => parseReference('ubuntu@sha256:abc'),
      (e: Error) =>
        e.message.startsWith('The digest sha256:abc in the image reference ubuntu@sha256:abc is not') &&
        !/" "/.test(e.message)
    )
    assert.throws(() => parseReference(`ubuntu@sha256:${'A'.repeat(64)}`), /not a valid sha256/)
    assert.throws(() => parseReference(`Ubuntu@${D}`), /invalid repository component/)
    assert.throws(() => parseReference(`https://ghcr.io/x@${D}`), /must not have a scheme/)
    assert.throws(() => parseReference(''), /empty/)
  })
  test('platforms parse as os/arch[/variant]', () => {
    assert.deepEqual(parsePlatform('linux/arm64/v8'), { os: 'linux', architecture: 'arm64', variant: 'v8' })
    assert.throws(() => parsePlatform('amd64'), /os\/arch/)
  })
})

describe('auth challenges', () => {
  test('Bearer parameters with quoted commas (multi-action scopes) parse', () => {
    const c = parseChallenge(
      'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:a/b:pull,push"'
    )
    assert.deepEqual(c, {
      scheme: 'bearer',
      params: {
        realm: 'https://auth.docker.io/token',
        service: 'registry.docker.io',
        scope: 'repository:a/b:pull,push'
      }
    })
    assert.deepEqual(parseChallenge('Basic realm="Registry Realm"'), {
      scheme: 'basic',
      params: { realm: 'Registry Realm' }
    })
  })
})

describe('registry hosts', () => {
  test('one normalised form: lowercase, without the default port of the scheme', () => {
    assert.equal(normalizeHost('GHCR.io:443'), 'ghcr.io')
    assert.equal(normalizeHost('Registry.LAN:80', 'http'), 'registry.lan')
    assert.equal(normalizeHost('registry.lan:443', 'http'), 'registry.lan:443')
    assert.equal(parseReference(`GHCR.io:443/org/rocm@${D}`).registry, 'ghcr.io')
    assert.ok(onHost('https://ghcr.io/v2/x', 'ghcr.io'))
    assert.ok(onHost('https://GHCR.IO:443/v2/x', 'ghcr.io'))
    assert.ok(!onHost('https://pkg-containers.githubusercontent.com/x', 'ghcr.io'))
    assert.ok(sameRegistry('GHCR.io', 'ghcr.io:443'))
    assert.equal(configHost('https://LocalHost:5000/v1/'), 'localhost:5000')
    assert.equal(configHost('https://index.docker.io/v1/'), 'registry-1.docker.io')
  })
  test('a plain-HTTP mirror drops :80, not :443', () => {
    const m = parseMirror('http://Registry.LAN:80/rocm/dev')
    assert.equal(m.registry, 'registry.lan')
    assert.equal(m.scheme, 'http')
    assert.equal(m.label, 'http://registry.lan/rocm/dev')
    assert.equal(parseMirror('http://registry.lan:443/rocm').registry, 'registry.lan:443')
  })
})

describe('platform selection', () => {
  const d = (
    os: string,
    architecture: string,
    variant?: string,
    annotations?: Record<string, string>
  ): Descriptor => ({
    mediaType: 'application/vnd.oci.image.manifest.v1+json',
    digest: D,
    size: 1,
    platform: { os, architecture, variant },
    annotations
  })
  test('the exact platform wins; an entry without variant serves any variant of its arch; attestations never', () => {
    const entries = [
      d('unknown', 'unknown', undefined, { 'vnd.docker.reference.type': 'attestation-manifest' }),
      d('linux', 'arm64'),
      d('linux', 'arm64', 'v8'),
      d('linux', 'amd64')
    ]
    assert.equal(selectPlatform(entries, parsePlatform('linux/amd64')), entries[3])
    assert.equal(selectPlatform(entries, parsePlatform('linux/arm64/v8')), entries[2])
    assert.equal(selectPlatform(entries, parsePlatform('linux/arm64')), entries[1])
    assert.equal(
      selectPlatform([d('linux', 'arm64')], parsePlatform('linux/arm64/v9'))?.platform?.architecture,
      'arm64'
    )
    assert.equal(selectPlatform(entries, parsePlatform('linux/s390x')), undefined)
    assert.equal(selectPlatform([entries[0]], parsePlatform('unknown/unknown')), undefined)
  })
})
