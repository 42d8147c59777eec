// Caches as an attacker who can write them sees them (issue 48), through the bundled action as a
// runner runs it, with the real @actions/cache client against the cache-service stand-in (its
// control plane is the only mock: GitHub's service cannot run here) and Azurite's blob storage.
// Each hostile archive is the image's own saved tree with something added that some reader of a
// tar would take differently: the restore must refuse it, write nothing anywhere, install from the
// registry, and say which entry to delete. Then cached trees that must fail verification closed
// (a name that is not UTF-8, a setuid bit, another owner), what a tool cache may hold that must
// not hang or mislead the job, a record that must not decide which checks run, and installs that
// fail or are cancelled, which must leave nothing behind.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { dirname, join } from 'node:path'
import { zstdCompressSync, zstdDecompressSync } from 'node:zlib'
import { gzipSync } from 'node:zlib'
import { loadHarness } from '../harness/index.ts'
import { pushFixture, fixtureImage, ensureFixture } from '../harness/fixture.ts'
import { actionsCacheEnv, startCacheService, type RunningCacheService } from '../harness/cache-service.ts'
import { runStep, runnerDirs, type StepResult } from '../harness/runner.ts'
import { paxEntry, paxRecords, rawEntry, tarEntry } from '../harness/tar-writer.ts'
import { tempDir, writeIndexOf } from '../harness/helpers.ts'
import { buildImage, pushImage } from '../harness/image.ts'

const h = loadHarness()
const work = tempDir('cache-archives')
let svc: RunningCacheService
let image = ''
let indexFile = ''
const dirs = runnerDirs(join(work.path, 'runner'))
const env = () => actionsCacheEnv(svc, h.caFile)
/** The saved entry's key, its archive as the toolkit saved it, and the tar inside it. */
let savedKey = ''
let savedTar = Buffer.alloc(0)
let inputs: Record<string, string> = {}

const emptyToolCache = () => {
  rmSync(dirs.toolCache, { recursive: true, force: true })
  mkdirSync(dirs.toolCache)
}

/** The tar up to its end-of-archive blocks (headers walked by their sizes). */
function withoutEnd(tar: Buffer): Buffer {
  let at = 0
  while (at + 512 <= tar.length && tar.subarray(at, at + 512).some(b => b !== 0)) {
    const size = parseInt(
      tar
        .toString('latin1', at + 124, at + 136)
        .replace(/\0.*$/, '')
        .trim() || '0',
      8
    )
    at += 512 + Math.ceil(size / 512) * 512
  }
  return tar.subarray(0, at)
}

const zstd = (b: Buffer) => zstdCompressSync(b)
const outside = (name: string) => join(work.path, `smuggled-${name}`)
/** The saved tree's directory name in the archive (relative to the workspace, as the toolkit writes). */
const treeName = () => {
  const m = /([^\0\s]*setup-rocm\/[^/\0]*-[a-z0-9]+\/x64)\//.exec(savedTar.toString('latin1'))
  return m![1]
}

before(async () => {
  ensureFixture()
  svc = await startCacheService(join(work.path, 'azurite'), join(import.meta.dirname, '../..'))
  const repo = 'cache-archives/rocm'
  await pushFixture(h, 'r10-gzip', repo)
  const img = fixtureImage(ensureFixture(), 'r10-gzip')
  image = `${h.registry}/${repo}:10.0.0-full@${img.pinDigest}`
  indexFile = join(work.path, 'fixture.index')
  await writeIndexOf(image, indexFile)
  inputs = { image, index: indexFile, 'smoke-test': 'false' }
  const cold = await runStep({
    entry: 'main',
    inputs,
    dirs,
    env: { ...env(), NODE_EXTRA_CA_CERTS: h.caFile }
  })
  assert.equal(cold.code, 0, cold.stdout + cold.stderr)
  const post = await runStep({ entry: 'post', dirs, env: env(), state: cold.state })
  assert.equal(post.code, 0, post.stdout)
  savedKey = svc.entries.filter(e => e.finalized).at(-1)!.key
  savedTar = zstdDecompressSync(await svc.readArchive(savedKey))
})
after(async () => {
  await svc.stop()
  work.cleanup()
})

async function restoreFrom(archive: Buffer): Promise<StepResult> {
  await svc.replaceArchive(savedKey, archive)
  emptyToolCache()
  return runStep({ entry: 'main', inputs, dirs, env: { ...env(), NODE_EXTRA_CA_CERTS: h.caFile } })
}

/** The key's entries in the tool cache (names). */
const entries = () =>
  existsSync(join(dirs.toolCache, 'setup-rocm')) ? readdirSync(join(dirs.toolCache, 'setup-rocm')) : []

function refusedAndInstalled(r: StepResult, why: RegExp, smuggled: string[] = []): void {
  assert.equal(r.code, 0, r.stdout + r.stderr)
  assert.match(r.stdout + r.stderr, /setup-rocm refused the cache archive: /)
  assert.match(r.stdout + r.stderr, why)
  assert.match(r.stdout, /Delete the entry \(gh cache delete setup-rocm-\S+\); installing from the registry/)
  assert.equal(r.outputs['cache-source'], 'registry')
  for (const p of smuggled) assert.ok(!existsSync(p), `${p} was written`)
  const left = entries().filter(n => !n.endsWith('.lock'))
  assert.equal(left.length, 1, `only the registry's install is left of the key: ${left.join(', ')}`)
}

describe('an archive from the actions cache is read by setup-rocm alone: every disagreement between two tar readers is refused', () => {
  test('the saved archive itself restores, verified, every file checked as it was written', async () => {
    const r = await restoreFrom(zstd(savedTar))
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'actions-cache', r.stdout)
    assert.match(r.stdout, /Verified the tree from the actions-cache .*every file hashed/)
  })

  const cases: [string, (t: string) => Buffer, RegExp][] = [
    [
      'an entry of an unknown type (GNU tar writes it as a file; node-tar skipped it)',
      () => rawEntry({ name: outside('unknown'), typeflag: 'Z', body: 'evil' }),
      /an entry of type "Z"/
    ],
    [
      'an old-GNU sparse file',
      () => rawEntry({ name: outside('sparse'), typeflag: 'S', body: 'evil' }),
      /a GNU sparse file/
    ],
    [
      "a pax header over node-tar's size limit, its path outside",
      t =>
        Buffer.concat([
          paxEntry(
            paxRecords([
              ['path', outside('bigpax')],
              ['mtime', `1.${'0'.repeat(1 << 20)}`]
            ])
          ),
          tarEntry({ path: `${t}/bigpax`, body: 'evil' })
        ]),
      /a pax header of \d+ bytes/
    ],
    [
      'a name holding a NUL followed by a newline',
      t =>
        Buffer.concat([
          paxEntry(paxRecords([['path', Buffer.from(`${outside('nul')}\0\n${t}/nul`)]])),
          tarEntry({ path: `${t}/nul`, body: 'evil' })
        ]),
      /holds a NUL/
    ],
    [
      'a link target holding a NUL followed by a newline',
      t =>
        Buffer.concat([
          paxEntry(paxRecords([['linkpath', Buffer.from(`/etc\0\nbin`)]])),
          tarEntry({ path: `${t}/nullink`, type: 'symlink', linkpath: 'bin' })
        ]),
      /holds a NUL/
    ],
    [
      "a pax record hidden in another record's value",
      t => {
        const hidden = `${String(outside('hidden').length + 7).padStart(2)} path=${outside('hidden')}`
        return Buffer.concat([
          paxEntry(paxRecords([['mtime', `1\n${hidden}`]])),
          tarEntry({ path: `${t}/hidden`, body: 'evil' })
        ])
      },
      /holds a newline|the pax mtime/
    ],
    [
      'a path in a global pax header',
      t =>
        Buffer.concat([
          paxEntry(paxRecords([['path', outside('global')]]), 'g'),
          tarEntry({ path: `${t}/g`, body: 'evil' })
        ]),
      /a global pax header/
    ],
    [
      'GNU.sparse.name',
      t =>
        Buffer.concat([
          paxEntry(paxRecords([['GNU.sparse.name', outside('sparsename')]])),
          tarEntry({ path: `${t}/sparsename`, body: 'evil' })
        ]),
      /"GNU.sparse.name"/
    ],
    [
      'two names that are not UTF-8 and decode to the same one',
      t =>
        Buffer.concat([
          rawEntry({
            name: Buffer.concat([Buffer.from(`${t}/bin/`), Buffer.from([0xff])]),
            typeflag: '0',
            body: 'a'
          }),
          rawEntry({
            name: Buffer.concat([Buffer.from(`${t}/bin/`), Buffer.from([0xfe])]),
            typeflag: '0',
            body: 'b'
          })
        ]),
      /not UTF-8/
    ]
  ]
  for (const [what, smuggle, why] of cases)
    test(`${what}: refused, nothing written, installed from the registry`, async () => {
      const tar = Buffer.concat([withoutEnd(savedTar), smuggle(treeName()), Buffer.alloc(1024)])
      const r = await restoreFrom(zstd(tar))
      refusedAndInstalled(
        r,
        why,
        readdirSync(work.path)
          .filter(n => n.startsWith('smuggled-'))
          .map(n => join(work.path, n))
      )
      assert.deepEqual(
        readdirSync(work.path).filter(n => n.startsWith('smuggled-')),
        [],
        'nothing was written outside the tool cache'
      )
    })

  test('a gzip stream inside the decompressed tar (node-tar inflated it, GNU tar skipped it)', async () => {
    const inner = gzipSync(
      Buffer.concat([tarEntry({ path: outside('inner'), body: 'evil' }), Buffer.alloc(1024)])
    )
    const r = await restoreFrom(zstd(Buffer.concat([inner, Buffer.alloc(1024)])))
    refusedAndInstalled(r, /not a POSIX ustar header|checksum|before its end-of-archive/, [outside('inner')])
  })

  test('a zstd skippable frame in front (taken for plain tar by a reader that looked at the first bytes)', async () => {
    const plain = Buffer.concat([tarEntry({ path: `${treeName()}/harmless`, body: 'a' }), Buffer.alloc(1024)])
    const frame = Buffer.alloc(8)
    frame.writeUInt32LE(0x184d2a50, 0)
    frame.writeUInt32LE(plain.length, 4)
    const hostile = Buffer.concat([
      withoutEnd(savedTar),
      tarEntry({ path: outside('skippable'), body: 'evil' }),
      Buffer.alloc(1024)
    ])
    const r = await restoreFrom(Buffer.concat([frame, plain, zstd(hostile)]))
    refusedAndInstalled(r, /not a zstd stream/, [outside('skippable')])
  })

  test('data after the end of the archive is refused at its first byte (it made the old check quadratic)', async () => {
    const r = await restoreFrom(zstd(Buffer.concat([savedTar, Buffer.alloc(32 << 20, 1)])))
    refusedAndInstalled(r, /data after its end/)
  })

  test('a zstd window over 2^27 bytes, what the toolkit saves with (--long=31: an 84 KB archive made zstd take 2 GiB) is refused before its memory is taken', async () => {
    // Compressed from a pipe, the frame names no content size, so its window is the full 2 GiB.
    const big = execFileSync('sh', ['-c', 'zstd -q -c --long=31 -1'], { input: savedTar, maxBuffer: 1 << 30 })
    const r = await restoreFrom(big)
    refusedAndInstalled(r, /does not decompress/)
  })
})

/** Files of the key's trees in the tool cache, at any depth. */
function treeFiles(): number {
  let n = 0
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name))
      else n++
    }
  }
  for (const e of entries()) {
    const tree = join(dirs.toolCache, 'setup-rocm', e, 'x64')
    if (existsSync(tree)) walk(tree)
  }
  return n
}

/**
 * Waits until the tree's first files are on disk; how many there were. At most 4 s: the toolkit
 * drops a download that sends nothing for 5 s, and the registry's install that follows would
 * write files of its own.
 */
async function filesWhileHeld(): Promise<number> {
  const until = Date.now() + 4_000
  let n = 0
  while (Date.now() < until && !(n = treeFiles())) await new Promise(r => setTimeout(r, 50))
  return n
}

describe('the archive is extracted while it downloads', () => {
  test("the tree's files are on disk before the archive's last bytes arrive, and kept, verified, once they do", async () => {
    await svc.replaceArchive(savedKey, zstd(savedTar))
    emptyToolCache()
    const hold = svc.holdDownloads(4096)
    try {
      const step = mainStep()
      await hold.held
      const seen = await filesWhileHeld()
      hold.release()
      const r = await step
      assert.ok(seen > 0, 'no file of the tree was written before the download ended')
      assert.equal(r.code, 0, r.stdout + r.stderr)
      assert.equal(r.outputs['cache-source'], 'actions-cache', r.stdout)
      assert.match(r.stdout, /Verified the tree from the actions-cache .*every file hashed/)
    } finally {
      hold.release()
    }
  })

  test('a download cut short while its archive was being extracted leaves nothing of it, and says so', async () => {
    await svc.replaceArchive(savedKey, zstd(savedTar))
    emptyToolCache()
    const hold = svc.holdDownloads(4096, true)
    try {
      const step = mainStep()
      await hold.held
      const seen = await filesWhileHeld()
      const r = await step
      assert.ok(seen > 0, 'nothing was extracted while the archive downloaded')
      assert.equal(r.code, 0, r.stdout + r.stderr)
      assert.match(
        r.stdout,
        /Restoring from the actions cache failed \(the download of the archive did not complete\); removed what it wrote; installing from the registry/
      )
      assert.equal(r.outputs['cache-source'], 'registry')
      const left = entries().filter(n => !n.endsWith('.lock'))
      assert.equal(left.length, 1, `only the registry's install is left of the key: ${left.join(', ')}`)
      assert.deepEqual(
        readdirSync(dirs.temp).filter(n => n.startsWith('setup-rocm-archive-')),
        [],
        'the download directory is removed'
      )
    } finally {
      hold.release()
    }
  })
})

/** Runs the main step on the tool cache as it is (the actions cache holding the saved archive). */
async function mainStep(extra: Record<string, string> = {}, d = dirs): Promise<StepResult> {
  return runStep({
    entry: 'main',
    inputs: { ...inputs, ...extra },
    dirs: d,
    env: { ...env(), NODE_EXTRA_CA_CERTS: h.caFile }
  })
}

/** A verified tree in the tool cache (restored from the saved archive); its path. */
async function toolCacheTree(): Promise<string> {
  await svc.replaceArchive(savedKey, zstd(savedTar))
  emptyToolCache()
  const r = await mainStep()
  assert.equal(r.code, 0, r.stdout + r.stderr)
  return r.outputs['rocm-path']
}

/** A file of the tree's bin/ with content (what a trojan replaces). */
const binFile = (rocm: string) => {
  const bin = join(rocm, 'bin')
  return join(bin, readdirSync(bin).find(n => /^hipcc/.test(n) && !n.endsWith('.pl')) ?? readdirSync(bin)[0])
}

describe('a cached tree that cannot be verified is not used (verification fails closed)', () => {
  test('a name that is not UTF-8 beside a trojaned bin/hipcc: a difference, never "used unverified"', async () => {
    const rocm = await toolCacheTree()
    const victim = binFile(rocm)
    const original = readFileSync(victim)
    // Same size and mode: only its content differs (the walk alone cannot tell).
    const head = Buffer.from('#!/bin/sh\necho trojan\n#')
    writeFileSync(victim, Buffer.concat([head, Buffer.alloc(original.length - head.length, 0x23)]))
    writeFileSync(Buffer.concat([Buffer.from(`${rocm}/bin/`), Buffer.from([0xff, 0x2e])]), 'x')
    const r = await mainStep()
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'registry', r.stdout)
    assert.match(
      r.stdout,
      /a name that is not UTF-8\) but not in the image|does not have the content the image has/
    )
    assert.doesNotMatch(r.stdout, /using it unverified|there is no seek index/)
    assert.deepEqual(readFileSync(victim), original, 'the trojan is gone')
  })

  test('a setuid bit the image does not have: a difference (every mode bit is compared)', async () => {
    const rocm = await toolCacheTree()
    chmodSync(binFile(rocm), 0o4755)
    const r = await mainStep()
    assert.equal(r.outputs['cache-source'], 'registry', r.stdout)
    assert.match(r.stdout, /mode 4755; the image has a file of \d+ bytes, mode 0755/)
  })

  test('a directory of the tree owned by another user: not used (that user could swap hipcc afterwards)', async t => {
    if (process.getuid!() !== 0) return t.skip('needs root to give a directory to another user')
    const rocm = await toolCacheTree()
    chownSync(join(rocm, 'bin'), 65534, 65534)
    const r = await mainStep()
    assert.equal(r.outputs['cache-source'], 'registry', r.stdout)
    assert.match(r.stdout, /\/bin belongs to user 65534, not to this job's user \(0\)/)
  })

  test('the entry directory owned by another user: not used, and not called poisoned', async t => {
    if (process.getuid!() !== 0) return t.skip('needs root to give a directory to another user')
    const rocm = await toolCacheTree()
    chownSync(dirname(rocm), 65534, 65534)
    const r = await mainStep()
    assert.equal(r.outputs['cache-source'], 'registry', r.stdout)
    assert.match(r.stdout, /Not using the tree from the tool-cache .* belongs to user 65534/)
    assert.doesNotMatch(r.stdout, /Delete the entry/)
  })
})

describe('what a tool cache holds cannot hang or mislead the job', () => {
  test('a FIFO where the record is: no hang, the tree is restored again', { timeout: 120_000 }, async () => {
    const rocm = await toolCacheTree()
    rmSync(`${rocm}.complete`)
    execFileSync('mkfifo', [`${rocm}.complete`])
    const r = await mainStep()
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'actions-cache')
  })

  test(
    'a kept document linked to /dev/zero is not read: the registry answers instead',
    { timeout: 120_000 },
    async () => {
      const rocm = await toolCacheTree()
      const pins = `${rocm}.pins`
      for (const n of readdirSync(pins)) {
        rmSync(join(pins, n))
        symlinkSync('/dev/zero', join(pins, n))
      }
      const r = await mainStep()
      assert.equal(r.code, 0, r.stdout + r.stderr)
      assert.equal(r.outputs['cache-source'], 'tool-cache', r.stdout)
    }
  )

  test("a FIFO as the lock's owner: no hang, the lock is taken as stale", { timeout: 120_000 }, async () => {
    const rocm = await toolCacheTree()
    const entry = dirname(rocm).split('/').pop()!
    const lock = join(dirs.toolCache, 'setup-rocm', `${entry.slice(entry.indexOf('-') + 1)}-x64.lock`)
    mkdirSync(lock)
    execFileSync('mkfifo', [join(lock, 'owner.json')])
    const r = await mainStep()
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'tool-cache')
  })

  test("a symlink planted at the key's entry before a restore is not followed: the restore writes into nothing", async () => {
    const entry = dirname(await toolCacheTree())
      .split('/')
      .pop()!
    emptyToolCache()
    const elsewhere = join(work.path, 'planted')
    mkdirSync(elsewhere, { recursive: true })
    mkdirSync(join(dirs.toolCache, 'setup-rocm'))
    symlinkSync(elsewhere, join(dirs.toolCache, 'setup-rocm', entry))
    const r = await mainStep()
    assert.equal(r.code, 0, r.stdout + r.stderr)
    assert.equal(r.outputs['cache-source'], 'actions-cache')
    assert.deepEqual(readdirSync(elsewhere), [], 'nothing was written through the planted link')
  })
})

describe('the install record decides nothing it was not checked for', () => {
  const own = runnerDirs(join(work.path, 'record'))
  test('a closure in a full-mode record does not replace the smoke test with a load check of its list', async () => {
    const noIndex = { image, cache: 'false' }
    const cold = await runStep({
      entry: 'main',
      inputs: { ...noIndex, 'smoke-test': 'false' },
      dirs: own,
      env: { NODE_EXTRA_CA_CERTS: h.caFile }
    })
    assert.equal(cold.code, 0, cold.stdout + cold.stderr)
    const rocm = cold.outputs['rocm-path']
    // The tree breaks (hipcc gone), and its record names an empty closure.
    for (const n of readdirSync(join(rocm, 'bin'))) if (n.startsWith('hipcc')) rmSync(join(rocm, 'bin', n))
    const record = JSON.parse(readFileSync(`${rocm}.complete`, 'utf8'))
    writeFileSync(
      `${rocm}.complete`,
      JSON.stringify({ ...record, closure: { libraries: [], links: [], host: [], unresolved: [], bytes: 0 } })
    )
    const r = await runStep({
      entry: 'main',
      inputs: noIndex,
      dirs: own,
      env: { NODE_EXTRA_CA_CERTS: h.caFile }
    })
    assert.notEqual(r.code, 0, 'the smoke test ran, and failed')
    assert.match(r.stdout, /::group::Smoke test/)
    assert.doesNotMatch(r.stdout, /Load check \(runtime closure\)/)
  })
})

describe('a failed or cancelled install leaves nothing of the key behind', () => {
  const own = runnerDirs(join(work.path, 'failing'))
  const keyEntries = () =>
    existsSync(join(own.toolCache, 'setup-rocm'))
      ? readdirSync(join(own.toolCache, 'setup-rocm')).filter(n => !n.endsWith('.lock'))
      : []
  test('a refused tar entry: no tree, no kept documents (the store belongs to the tree)', async () => {
    const img = buildImage({
      layers: [
        {
          entries: [
            { path: 'opt/rocm/.info/version', body: '10.0.0\n' },
            { path: 'opt/rocm/bin/hipcc', body: 'x', mode: 0o755 }
          ]
        },
        { entries: [{ path: '../escape-from-install', body: 'evil' }] }
      ]
    })
    const ref = await pushImage(h, 'cache-archives/failing', img)
    const r = await runStep({
      entry: 'main',
      inputs: { image: `${ref.split('@')[0]}:t@${ref.split('@')[1]}`, cache: 'false', 'smoke-test': 'false' },
      dirs: own,
      env: { NODE_EXTRA_CA_CERTS: h.caFile }
    })
    assert.notEqual(r.code, 0, r.stdout)
    assert.deepEqual(keyEntries(), [], 'nothing of the failed install is left in the tool cache')
  })

  test('SIGTERM while the layers download: no tree, no kept documents, no staging', async () => {
    rmSync(own.toolCache, { recursive: true, force: true })
    mkdirSync(own.toolCache)
    let signalled = false
    const r = await runStep({
      entry: 'main',
      inputs: { image, cache: 'false', 'smoke-test': 'false' },
      dirs: own,
      env: { NODE_EXTRA_CA_CERTS: h.caFile },
      onChild: child => {
        const poll = setInterval(() => {
          // Once the install's staging exists, the download is under way.
          const root = join(own.toolCache, 'setup-rocm')
          const staging =
            existsSync(root) &&
            readdirSync(root).some(n => readdirSync(join(root, n)).some(m => m.includes('.staging-')))
          if (staging && !signalled) {
            signalled = true
            child.kill('SIGTERM')
            clearInterval(poll)
          }
        }, 20)
        child.on('close', () => clearInterval(poll))
      }
    })
    assert.ok(signalled, 'the step was signalled during its install')
    assert.notEqual(r.code, 0)
    assert.deepEqual(keyEntries(), [], 'nothing of the cancelled install is left in the tool cache')
  })
})
