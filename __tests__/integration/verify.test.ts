// A tree from a cache is checked against the pinned image and its seek index before anything in it
// runs (src/verify/verify.ts): the trees here are real installs from the harness registry, then
// poisoned the ways a cache entry can be (a byte of a binary, a file added, a mode, a link, the
// record), each refused with the first difference named; the untouched tree passes.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { rocm10 } from '../harness/layer-kit.ts'
import { pushFixture } from '../harness/fixture.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'
import { install } from '../../src/pipeline/install.ts'
import { recordOf, type InstallRecord } from '../../src/pipeline/record.ts'
import { verifyTree } from '../../src/verify/verify.ts'
import { indexImage } from '../../src/seek/build/index-image.ts'
import { parseReference } from '../../src/oci/reference.ts'
import { DEFAULT_NETWORK, type IndexSpec, type Source } from '../../src/config/inputs.ts'
import { DigestStore } from '../../src/oci/digest-store.ts'

const h = loadHarness()
const work = tempDir('verify')
after(() => work.cleanup())
let source: Source
let index: IndexSpec
let tree: string
let record: InstallRecord
let n = 0

before(async () => {
  const ref = await pushImage(h, 'verify/image', buildImage(rocm10(['gzip', 'gzip', 'zstd', 'gzip'])))
  const made = await indexImage({
    reference: parseReference(ref),
    platform: { os: 'linux', architecture: 'amd64' },
    logger: recordingLogger(),
    spacing: 64 << 10
  })
  const file = join(work.path, 'index')
  writeFileSync(file, made.file)
  index = { kind: 'file', path: file, from: 'input' }
  source = sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['defaults'] })
  tree = join(work.path, 'tree', 'rocm')
  const r = await install({ source, dest: tree, logger: recordingLogger() })
  record = recordOf(source, r)
})

/** A copy of the installed tree, changed by `poison`. */
function copy(poison: (dir: string) => void, from = tree): string {
  const dir = join(work.path, `copy${++n}`, 'rocm')
  mkdirSync(dirname(dir))
  // cp -a keeps hardlinks, modes and links as they are (fs.cpSync copies each hardlink apart).
  execFileSync('cp', ['-a', from, dir])
  poison(dir)
  return dir
}

const verify = (dir: string, o: { contents?: boolean; record?: InstallRecord } = {}) =>
  verifyTree({
    dir,
    source,
    index,
    logger: recordingLogger(),
    record: o.record ?? record,
    contents: o.contents
  })

describe('a cached tree is verified against the pinned image and its index', () => {
  test('the tree as installed passes, every file hashed', async () => {
    const v = await verify(tree)
    assert.ok(v.files > 10, `${v.files} files`)
    assert.equal(v.bytes, record.bytesKept)
    assert.equal(v.contents, true)
    assert.match(v.index.digest, /^sha256:[0-9a-f]{64}$/)
  })

  const poisons: [string, (dir: string) => void, RegExp, boolean][] = [
    [
      'one byte of hipcc changed (same size)',
      d => {
        const p = join(d, 'bin/hipcc')
        const b = readFileSync(p)
        b[b.length - 1] ^= 1
        writeFileSync(p, b)
      },
      /\/bin\/hipcc does not have the content the image has/,
      false
    ],
    [
      'a file added',
      d => writeFileSync(join(d, 'bin/evil'), 'x'),
      /\/bin\/evil is in the tree \(a file of 1 bytes/,
      true
    ],
    [
      'a mode changed',
      d => chmodSync(join(d, 'bin/hipcc'), 0o777),
      /\/bin\/hipcc is a file of \d+ bytes, mode 0777; the image has a file of \d+ bytes, mode 0755/,
      true
    ],
    [
      'a file grown',
      d => appendFileSync(join(d, '.info/version'), 'x'),
      /\/\.info\/version is a file of \d+ bytes/,
      true
    ],
    [
      'a file removed',
      d => unlinkSync(join(d, '.info/version')),
      /\/\.info\/version is missing; the image has a file/,
      true
    ],
    [
      'a link pointed elsewhere',
      d => {
        const l = join(d, 'lib/libamdhip64.so')
        unlinkSync(l)
        symlinkSync('/etc/passwd', l)
      },
      /\/lib\/libamdhip64\.so is a symlink to \/etc\/passwd; the image has a symlink to/,
      true
    ]
  ]
  for (const [what, poison, message, metadata] of poisons)
    test(`refused: ${what}${metadata ? ' (also without hashing)' : ''}`, async () => {
      const dir = copy(poison)
      await assert.rejects(verify(dir), (e: Error) => {
        assert.equal(e.name, 'TreeMismatchError')
        assert.match(e.message, message)
        return true
      })
      if (metadata) await assert.rejects(verify(dir, { contents: false }), message)
      else
        assert.equal((await verify(dir, { contents: false })).contents, false, 'metadata only does not hash')
    })

  test('refused: a record that says another image or size, whatever the tree', async () => {
    await assert.rejects(
      verify(tree, { record: { ...record, bytesKept: record.bytesKept + 1 } }),
      /its install record says bytesKept/
    )
    await assert.rejects(
      verify(tree, { record: { ...record, digest: `sha256:${'0'.repeat(64)}` } }),
      /its install record says digest/
    )
  })

  test('with the documents its install kept by digest, verifying needs no registry; a kept document that was changed is a miss, never an answer', async () => {
    const store = new DigestStore(join(work.path, 'pins'))
    await verifyTree({ dir: tree, source, index, logger: recordingLogger(), record, store })
    const kept = readdirSync(store.dir)
    assert.ok(kept.length >= 1 && kept.every(n => /^sha256-[0-9a-f]{64}$/.test(n)), kept.join(', '))
    // The same pin on a registry that is not there: everything comes from the store.
    const offline = sourceOf({
      image: source.reference.original.replace(source.reference.registry, '127.0.0.1:9'),
      imagePath: '/opt/rocm',
      prune: ['defaults']
    })
    const v = await verifyTree({
      dir: tree,
      source: offline,
      index,
      logger: recordingLogger(),
      record,
      store
    })
    assert.equal(v.files > 0, true)
    const first = join(store.dir, kept[0])
    writeFileSync(first, Buffer.concat([readFileSync(first), Buffer.from(' ')]))
    await assert.rejects(
      verifyTree({
        dir: tree,
        source: offline,
        index,
        logger: recordingLogger(),
        record,
        store,
        network: { ...DEFAULT_NETWORK, stallMs: 2000 }
      }),
      (e: Error) => e.name !== 'TreeMismatchError',
      'the changed document is not used: the registry is asked (and is not there)'
    )
  })

  test('a tree made with other prune inputs is not the plan’s', async () => {
    const dir = join(work.path, 'none', 'rocm')
    await install({
      source: sourceOf({ image: source.reference.original, imagePath: '/opt/rocm', prune: ['none'] }),
      dest: dir,
      logger: recordingLogger()
    })
    await assert.rejects(verify(dir), /is in the tree .* but not in the image/)
    rmSync(join(work.path, 'none'), { recursive: true, force: true })
  })
})

describe('runtime mode: the closure is computed again from the verified files', () => {
  let rt: Source
  let rtIndex: IndexSpec
  let rtTree: string
  let rtRecord: InstallRecord
  let full: string

  before(async () => {
    const ref = await pushFixture(h, 'r10-gzip', 'verify/runtime')
    const made = await indexImage({
      reference: parseReference(ref),
      platform: { os: 'linux', architecture: 'amd64' },
      logger: recordingLogger()
    })
    const file = join(work.path, 'runtime.index')
    writeFileSync(file, made.file)
    rtIndex = { kind: 'file', path: file, from: 'input' }
    rt = sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['defaults'], mode: 'runtime' })
    rtTree = join(work.path, 'runtime', 'rocm')
    rtRecord = recordOf(rt, await install({ source: rt, dest: rtTree, logger: recordingLogger() }))
    full = join(work.path, 'runtime-full', 'rocm')
    await install({ source: { ...rt, mode: 'sdk' }, dest: full, logger: recordingLogger() })
  })

  const verifyRt = (dir: string, record = rtRecord) =>
    verifyTree({ dir, source: rt, index: rtIndex, logger: recordingLogger(), record })

  test('the closure as installed passes', async () => {
    const v = await verifyRt(rtTree)
    assert.ok(v.files > 0 && v.contents)
  })

  test('refused: a file of the image that is not in the closure (its content verifies, the closure does not have it)', async () => {
    const dir = copy(() => {}, rtTree)
    const rel = relative(realpathSync(full), realpathSync(join(full, 'bin/hipcc')))
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    execFileSync('cp', ['-a', join(full, rel), join(dir, rel)])
    await assert.rejects(verifyRt(dir), /\/\S*bin\/hipcc is in the tree but not in the runtime closure/)
  })

  test('refused: a closure library removed, and a record that lists another closure', async () => {
    const lib = rtRecord.closure!.libraries.at(-1)!.path
    const dir = copy(d => unlinkSync(join(d, lib)), rtTree)
    await assert.rejects(verifyRt(dir), /the runtime closure does not resolve in the tree|is missing/)
    const other = {
      ...rtRecord,
      closure: { ...rtRecord.closure!, libraries: rtRecord.closure!.libraries.slice(1) }
    }
    await assert.rejects(verifyRt(rtTree, other), /its install record lists another runtime closure/)
  })
})
