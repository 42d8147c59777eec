// The index versions.json names for an image verifies a tree from a cache (issue: "Verified from
// every source"), as the action decides it (src/action/cache-trust.ts): a release row for the
// test image is added to the table the bundle carries (src/config/versions.ts), its index pushed
// to the harness registry as the OCI artifact `setup-rocm index --to` makes and pinned by digest.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { rocm10 } from '../harness/layer-kit.ts'
import { recordingLogger, tempDir } from '../harness/helpers.ts'
import { install } from '../../src/pipeline/install.ts'
import { recordOf, type InstallRecord } from '../../src/pipeline/record.ts'
import { indexImage } from '../../src/seek/build/index-image.ts'
import { pushIndex } from '../../src/seek/source/index-source.ts'
import { endpointOf, parseReference } from '../../src/oci/reference.ts'
import { parseInputs, type Config } from '../../src/config/inputs.ts'
import { VERSIONS } from '../../src/config/versions.ts'
import { trustCached } from '../../src/action/cache-trust.ts'

const h = loadHarness()
const work = tempDir('verify-versions')
let cfg: Config
let tree: string
let record: InstallRecord
let indexRef: string
const rows = VERSIONS.releases.length

before(async () => {
  const ref = await pushImage(
    h,
    'verify-versions/image',
    buildImage(rocm10(['gzip', 'gzip', 'gzip', 'gzip']))
  )
  const reference = parseReference(ref)
  const made = await indexImage({
    reference,
    platform: { os: 'linux', architecture: 'amd64' },
    logger: recordingLogger(),
    spacing: 64 << 10
  })
  const pushed = await pushIndex({
    target: { endpoint: endpointOf(reference), tag: 'index' },
    file: made.file,
    subject: { mediaType: made.image.mediaType, digest: made.image.digest, size: made.image.size },
    credentials: { username: h.user, password: h.password },
    logger: recordingLogger()
  })
  indexRef = pushed.reference
  VERSIONS.releases.push({ ...VERSIONS.releases[0], version: '10.0.99', image: ref, index: indexRef })
  const given: Record<string, string> = { image: ref, 'image-path': '/opt/rocm', prune: 'defaults' }
  cfg = parseInputs(n => given[n], { os: 'Linux', arch: 'X64' })
  tree = join(work.path, 'tree', 'x64')
  const r = await install({ source: cfg.source, dest: tree, logger: recordingLogger() })
  record = recordOf(cfg.source, r)
})
after(() => {
  VERSIONS.releases.length = rows
  work.cleanup()
})

describe('the index versions.json names verifies a cached tree', () => {
  test('the configuration takes it from versions.json, pinned by digest', () => {
    assert.equal(cfg.index?.from, 'versions')
    assert.equal(cfg.index?.kind, 'oci')
  })

  test('an untouched restored tree is used, verified against it', async () => {
    const log = recordingLogger()
    const t = await trustCached(cfg, 'actions-cache', tree, record, 'setup-rocm-key', log)
    assert.equal(t.use, record)
    assert.ok(t.verified?.contents, 'every file hashed')
    assert.equal(t.verified?.index.source, indexRef)
  })

  test('a restored tree with one byte of hipcc changed is not used, and the entry is named poisoned', async () => {
    const copy = join(work.path, 'copy', 'x64')
    mkdirSync(dirname(copy), { recursive: true })
    execFileSync('cp', ['-a', tree, copy])
    const hipcc = join(copy, 'bin/hipcc')
    const b = readFileSync(hipcc)
    b[0] ^= 1
    writeFileSync(hipcc, b)
    const log = recordingLogger()
    const t = await trustCached(cfg, 'actions-cache', copy, record, 'setup-rocm-key', log)
    assert.equal(t.use, undefined)
    assert.match(t.poisoned ?? '', /gh cache delete setup-rocm-key/)
    assert.match(
      log.warnings.join('\n'),
      /bin\/hipcc does not have the content the image has.*gh cache delete setup-rocm-key/s
    )
  })
})
