// Installs from a seek index against the full install of the same image: the index is built by
// `setup-rocm index`'s own code from the harness registry, the install fetches spans over Range
// through the real registry and its CDN, and the tree must be the full install's byte for byte
// (tree-oracle's description: paths, types, modes, contents, link targets, hardlink groups). The
// full install is itself checked against umoci elsewhere (differential.test.ts).
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { loadHarness } from '../harness/index.ts'
import { buildImage, fetchManifest, pushImage, type ImageSpec } from '../harness/image.ts'
import { rocm10 } from '../harness/layer-kit.ts'
import { sha256 } from '../harness/tar-writer.ts'
import { recordingLogger, runCli, sourceOf, tempDir } from '../harness/helpers.ts'
import { describeInstall, diffTrees } from '../harness/tree-oracle.ts'
import { flipBit, proxiedRegistry } from '../harness/fault-proxy.ts'
import { install } from '../../src/pipeline/install.ts'
import { planInstall } from '../../src/seek/plan/plan.ts'
import { releaseUnneededWindows } from '../../src/seek/apply/from-spans.ts'
import { indexImage } from '../../src/seek/build/index-image.ts'
import { buildIndex } from '../../src/seek/build/build.ts'
import { decodeIndex } from '../../src/seek/index/decode.ts'
import { TocTable } from '../../src/seek/index/toc-table.ts'
import { INDEX_ARTIFACT, INDEX_LAYER } from '../../src/seek/index/model.ts'
import { encodeIndex } from '../../src/seek/index/encode.ts'
import { toGzidx } from '../../src/seek/index/gzidx.ts'
import { parseReference } from '../../src/oci/reference.ts'
import { faultOf } from '../../src/errors.ts'
import type { IndexSpec } from '../../src/config/inputs.ts'
import { fetchVerified, type ResolvedImage } from '../../src/oci/manifest.ts'
import { Transport } from '../../src/oci/http/transport.ts'

const h = loadHarness()
const work = tempDir('seek')
after(() => work.cleanup())
let n = 0

/** Text-like bytes: deflate makes many blocks of them, unlike random bytes (stored blocks). */
function words(count: number): Buffer {
  const a: string[] = []
  for (let i = 0; i < count; i++) a.push(randomBytes(3).toString('hex'))
  return Buffer.from(a.join(' '))
}

const SPACING = 64 << 10
const core = 'opt/rocm/core-10.0'

async function indexOf(ref: string, spacing = SPACING): Promise<{ file: string; bytes: Buffer }> {
  const made = await indexImage({
    reference: parseReference(ref),
    platform: { os: 'linux', architecture: 'amd64' },
    logger: recordingLogger(),
    spacing
  })
  const file = join(work.path, `index${++n}`)
  writeFileSync(file, made.file)
  return { file, bytes: made.file }
}

const fileSpec = (path: string, from: IndexSpec['from'] = 'input'): IndexSpec => ({
  kind: 'file',
  path,
  from
})

async function run(ref: string, index?: IndexSpec, o: { prune?: string[]; host?: string } = {}) {
  const logger = recordingLogger()
  const dest = join(work.path, `dest${++n}`, 'rocm')
  const image = o.host ? ref.replace(h.registry, o.host) : ref
  const r = await install({
    source: sourceOf({ image, imagePath: '/opt/rocm', prune: o.prune ?? ['defaults'] }),
    dest,
    logger,
    index
  })
  return { r, dest, logger }
}

/** Full install and index install of `spec`: the same tree; returns both. */
async function same(spec: ImageSpec, prune = ['defaults'], spacing = SPACING) {
  const ref = await pushImage(h, `seek/s${++n}`, buildImage(spec))
  const { file } = await indexOf(ref, spacing)
  const full = await run(ref, undefined, { prune })
  const seek = await run(ref, fileSpec(file), { prune })
  assert.equal(
    diffTrees(describeInstall(full.dest), describeInstall(seek.dest)),
    '',
    'the tree from the index differs from the full install (- full, + index)'
  )
  assert.ok(seek.r.index, 'the install used the index')
  assert.ok(describeInstall(full.dest).size > 2, 'a tree was installed')
  return { ref, file, full, seek }
}

/** ROCm-shaped, with weight: kept and pruned files of many spans each. */
function weighty(compressions: Parameters<typeof rocm10>[0] = ['gzip', 'gzip', 'gzip', 'gzip']): ImageSpec {
  const spec = rocm10(compressions)
  spec.layers[1].entries!.splice(
    5,
    0,
    { path: `${core}/lib/libbig.so.1`, body: words(200_000) },
    { path: `${core}/lib/librocblas.so.9`, body: words(600_000) },
    { path: `${core}/lib/libsmall.so`, body: 'between two big ones' },
    { path: `${core}/lib/rocblas/library/Kernels.hsaco`, body: words(300_000) },
    { path: `${core}/lib/libafter.so`, body: words(100_000) }
  )
  return spec
}

describe('install from a seek index: the same tree as the full install', () => {
  test('ROCm 10 shape, gzip layers, kept and pruned files straddling many spans', async () => {
    const { full, seek } = await same(weighty())
    assert.ok(
      seek.r.bytesDownloaded < full.r.bytesDownloaded * 0.6,
      `fetched ${seek.r.bytesDownloaded} of ${full.r.bytesDownloaded} bytes: the pruned rocBLAS spans should stay behind`
    )
    assert.match(seek.logger.text(), /nothing of it is kept; applied from the index, not downloaded/)
    assert.equal(seek.logger.warnings.length, 0, seek.logger.text())
  })

  test('zstd, plain and multi-member gzip layers: those with kept content are streamed whole, gzip members resumed', async () => {
    const spec = weighty(['zstd', 'gzip-multi', 'none', 'zstd'])
    await same(spec)
  })

  test('a later layer whites out an earlier layer’s big file: its spans are never fetched', async () => {
    const spec: ImageSpec = {
      layers: [
        {
          entries: [
            { path: `${core}/lib/libgone.so`, body: words(500_000) },
            { path: `${core}/lib/libkept.so`, body: 'kept' },
            { path: `${core}/.info/version`, body: '10.0.0\n' }
          ]
        },
        { entries: [{ path: `${core}/lib/.wh.libgone.so`, body: '' }] }
      ]
    }
    const { seek, full, file, ref } = await same(spec, ['none'])
    assert.ok(!existsSync(join(seek.dest, 'core-10.0/lib/libgone.so')))
    assert.ok(
      seek.r.bytesDownloaded < full.r.bytesDownloaded / 4,
      `${seek.r.bytesDownloaded} of ${full.r.bytesDownloaded} bytes fetched`
    )
    // The windows of the checkpoints no fetched span starts from are let go once planned.
    const index = await decodeIndex(readFileSync(file))
    const source = sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['none'] })
    const plan = await planInstall(index, source, recordingLogger(), '/nonexistent/plan-only')
    const needs = plan.fetch
    const used = needs[0].spans
    const before = index.layers[0].checkpoints.filter(c => c.window.length > 0).length
    releaseUnneededWindows(index, needs)
    const windows = index.layers[0].checkpoints.map(c => c.window.length)
    assert.ok(
      used.length > 0 && used.length < index.layers[0].checkpoints.length / 4,
      `${used.length} spans used`
    )
    assert.deepEqual(
      windows.flatMap((w, j) => (w > 0 ? [j] : [])),
      used.filter(j => j > 0),
      'only the windows of the spans fetched are kept'
    )
    assert.ok(before > used.length, `${before} windows before`)
  })

  test('an opaque directory in a later layer hides a lower layer’s files, and a file replaced by a later one is fetched once', async () => {
    const spec: ImageSpec = {
      layers: [
        {
          entries: [
            { path: `${core}/share/hip/old`, body: words(200_000) },
            { path: `${core}/bin/tool`, body: words(200_000), mode: 0o755 },
            { path: `${core}/.info/version`, body: '10.0.0\n' }
          ]
        },
        {
          entries: [
            { path: `${core}/share/hip/.wh..wh..opq`, body: '' },
            { path: `${core}/share/hip/new`, body: 'new' },
            { path: `${core}/bin/tool`, body: words(1000), mode: 0o700 }
          ]
        }
      ]
    }
    const { seek, full } = await same(spec, ['none'])
    assert.equal(readFileSync(join(seek.dest, 'core-10.0/share/hip/new'), 'utf8'), 'new')
    // The old tool and share/hip/old are never fetched: about a third of the image at most.
    assert.ok(
      seek.r.bytesDownloaded < full.r.bytesDownloaded / 3,
      `${seek.r.bytesDownloaded} of ${full.r.bytesDownloaded} bytes fetched`
    )
  })

  test('content kept only where the stream did not put it (a hardlink whose target is whited out, a file under a symlink re-pointed later, hardlinks sharing one content) is put in place by the finish', async () => {
    const spec: ImageSpec = {
      layers: [
        {
          entries: [
            { path: `${core}/.info/version`, body: '10.0.0\n' },
            { path: `${core}/lib/libgone.so`, body: words(20_000), mode: 0o755 },
            { path: `${core}/lib/libstays.so`, type: 'hardlink', linkpath: `${core}/lib/libgone.so` },
            { path: `${core}/v1/`, type: 'dir' },
            { path: `${core}/cur`, type: 'symlink', linkpath: 'v1' },
            { path: `${core}/cur/moved.so`, body: words(20_000) },
            { path: `${core}/bin/one`, body: words(5_000), mode: 0o755 },
            { path: `${core}/bin/two`, type: 'hardlink', linkpath: `${core}/bin/one` },
            { path: `${core}/bin/three`, type: 'hardlink', linkpath: `${core}/bin/one` }
          ]
        },
        {
          entries: [
            { path: `${core}/lib/.wh.libgone.so`, body: '' },
            { path: `${core}/v2/`, type: 'dir' },
            { path: `${core}/cur`, type: 'symlink', linkpath: 'v2' }
          ]
        }
      ]
    }
    const { seek } = await same(spec, ['none'])
    assert.ok(!existsSync(join(seek.dest, 'core-10.0/lib/libgone.so')))
    assert.equal(statSync(join(seek.dest, 'core-10.0/lib/libstays.so')).mode & 0o777, 0o755)
    assert.ok(
      statSync(join(seek.dest, 'core-10.0/v1/moved.so')).size > 0,
      'the file stays where the stream put it'
    )
    const one = statSync(join(seek.dest, 'core-10.0/bin/one'))
    assert.equal(one.nlink, 3, 'three names of one content, and no other link left behind')
    assert.equal(one.ino, statSync(join(seek.dest, 'core-10.0/bin/three')).ino)
    assert.deepEqual(readdirSync(join(seek.dest, '..')), ['rocm'], 'nothing but the tree is left beside it')
  })

  test('image-path re-pointed by a later layer: the plan keeps its files, no second download', async () => {
    const spec: ImageSpec = {
      layers: [
        {
          entries: [
            { path: 'opt/rocm-7.2.4/bin/hipcc', body: words(100_000), mode: 0o755 },
            { path: 'opt/rocm-7.2.4/lib/libamdhip64.so.7', body: words(100_000) },
            { path: 'opt/rocm-7.2.4/lib/librocblas.so.4', body: words(300_000) },
            { path: 'opt/rocm-7.2.4/.info/version', body: '7.2.4\n' }
          ]
        },
        { entries: [{ path: 'opt/rocm', type: 'symlink', linkpath: '/opt/rocm-7.2.4' }] }
      ]
    }
    const { seek, full } = await same(spec)
    assert.ok(
      full.logger.warnings.some(w => /downloading again/.test(w)),
      'the full install restarts'
    )
    assert.ok(!seek.logger.warnings.some(w => /downloading again/.test(w)), seek.logger.text())
    assert.equal(seek.r.realPath, '/opt/rocm-7.2.4')
  })

  test('a hardlink to a pruned file fails as the full install does, before any blob is fetched', async () => {
    const spec: ImageSpec = {
      layers: [
        {
          entries: [
            { path: `${core}/lib/librocblas.so.5`, body: words(50_000) },
            { path: `${core}/lib/libkeep.so`, type: 'hardlink', linkpath: `${core}/lib/librocblas.so.5` }
          ]
        }
      ]
    }
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(spec))
    const { file } = await indexOf(ref)
    const full = await run(ref).then(
      () => assert.fail('the full install should fail'),
      e => e as Error
    )
    const p = await proxiedRegistry(h)
    try {
      const seek = await run(ref, fileSpec(file), { host: p.reg.host }).then(
        () => assert.fail('the index install should fail'),
        e => e as Error
      )
      assert.equal(seek.message, full.message)
      assert.equal(faultOf(seek), faultOf(full))
      assert.deepEqual(
        [...p.reg.log, ...p.cdn.log].filter(e => /\/blobs\//.test(e.path)),
        [],
        'no blob was asked for'
      )
    } finally {
      await p.stop()
    }
  })
})

/**
 * A real Debian root's files as GNU tar and GNU gzip write them: this machine's /etc and parts of
 * /usr (Debian 12: symlinks between doc directories, hardlinked binaries, long names, PAX headers
 * where GNU tar needs them). What is present differs between machines; the oracle is the full
 * install of the same image.
 */
function debianRoot(dir: string): { blob: string; diffId: string; docs: string[]; sbin: string[] } {
  const wanted = [
    'etc',
    'usr/sbin',
    'usr/share/doc',
    'usr/share/man',
    'usr/share/perl5',
    'usr/lib/x86_64-linux-gnu/gconv',
    'usr/lib/x86_64-linux-gnu/perl-base',
    'usr/bin/gzip',
    'usr/bin/gunzip',
    'usr/bin/pigz',
    'usr/bin/unpigz'
  ].filter(p => existsSync(join('/', p)))
  const file = join(dir, 'root.tar')
  // Between /etc and /usr, 4 MiB that is never kept (outside image-path) whatever this machine's
  // /etc and /usr hold: on a minbase root they are small enough that every span is needed.
  const stage = join(dir, 'stage')
  mkdirSync(join(stage, 'opt/vendor'), { recursive: true })
  writeFileSync(join(stage, 'opt/vendor/firmware.bin'), randomBytes(4 << 20))
  // 1: a file changed while it was read (a live /etc), which leaves the archive whole.
  const t = spawnSync('tar', [
    '-cf',
    file,
    '--ignore-failed-read',
    '--warning=no-file-changed',
    '-C',
    '/',
    ...wanted.filter(p => p === 'etc'),
    '-C',
    stage,
    'opt',
    '-C',
    '/',
    ...wanted.filter(p => p !== 'etc')
  ])
  assert.ok(t.status === 0 || t.status === 1, `tar: ${t.stderr}`)
  execFileSync('gzip', ['-n', '-6', '-k', file])
  const raw = readFileSync(file)
  const docs = readdirSync('/usr/share/doc')
    .sort()
    .filter(d => lstatSync(join('/usr/share/doc', d)).isDirectory())
  const sbin = readdirSync('/usr/sbin')
    .sort()
    .filter(f => lstatSync(join('/usr/sbin', f)).isFile())
  rmSync(file)
  rmSync(stage, { recursive: true })
  return { blob: `${file}.gz`, diffId: sha256(raw), docs, sbin }
}

describe('install from a seek index: a real Debian root', () => {
  test('GNU tar and gzip layer of a Debian 12 root, a later layer whiting out, replacing and making a directory opaque: the full install’s tree', async () => {
    const dir = join(work.path, `root${++n}`)
    mkdirSync(dir)
    const root = debianRoot(dir)
    assert.ok(root.docs.length > 10 && root.sbin.length > 10, 'a Debian root has docs and sbin')
    const spec: ImageSpec = {
      layers: [
        { blobFile: root.blob, diffId: root.diffId },
        {
          entries: [
            { path: `usr/share/doc/.wh.${root.docs[0]}`, body: '' },
            { path: `usr/share/doc/${root.docs[1]}/.wh..wh..opq`, body: '' },
            { path: `usr/share/doc/${root.docs[1]}/README`, body: 'only this is left\n' },
            { path: `usr/sbin/${root.sbin[0]}`, body: '#!/bin/sh\necho replaced\n', mode: 0o755 }
          ]
        }
      ]
    }
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(spec))
    const { file } = await indexOf(ref, 1 << 20)
    const runAt = async (index?: IndexSpec) => {
      const dest = join(work.path, `dest${++n}`, 'usr')
      const r = await install({
        // /etc is outside image-path: its spans are never needed. copyright files and man3 pruned.
        source: sourceOf({ image: ref, imagePath: '/usr', prune: ['copyright', 'share/man/man3/'] }),
        dest,
        logger: recordingLogger(),
        index
      })
      return { r, dest }
    }
    const full = await runAt()
    const seek = await runAt(fileSpec(file))
    const tree = describeInstall(full.dest)
    assert.ok(tree.size > 1000, `${tree.size} paths installed`)
    assert.equal(
      diffTrees(tree, describeInstall(seek.dest)),
      '',
      'the tree from the index differs (- full, + index)'
    )
    assert.ok(seek.r.index, 'the install used the index')
    assert.ok(!existsSync(join(seek.dest, 'share/doc', root.docs[0])), 'the whited-out directory is gone')
    assert.equal(readFileSync(join(seek.dest, 'sbin', root.sbin[0]), 'utf8'), '#!/bin/sh\necho replaced\n')
    // The 4 MiB outside image-path lies in 1 MiB spans of its own (at least two whole ones).
    assert.ok(
      full.r.bytesDownloaded - seek.r.bytesDownloaded >= 2 << 20,
      `${seek.r.bytesDownloaded} of ${full.r.bytesDownloaded} bytes fetched`
    )
  })
})

describe('install from a seek index: what it checks', () => {
  test('an index made for another image is refused before any blob is fetched', async () => {
    const a = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const b = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const { file } = await indexOf(a)
    const p = await proxiedRegistry(h)
    try {
      const err = await run(b, fileSpec(file), { host: p.reg.host }).then(
        () => assert.fail('should refuse'),
        e => e as Error
      )
      assert.equal(err.name, 'OtherImageIndexError')
      assert.equal(faultOf(err), 'usage')
      assert.match(err.message, /was made for manifest sha256:[0-9a-f]{64}, but .* resolves to sha256:/)
      assert.deepEqual(
        [...p.reg.log, ...p.cdn.log].filter(e => /\/blobs\//.test(e.path)),
        [],
        'no blob was asked for'
      )
    } finally {
      await p.stop()
    }
  })

  test('an index versions.json names that does not fit is skipped with a warning: the full install', async () => {
    const a = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const b = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const { file } = await indexOf(a)
    const { r, logger } = await run(b, fileSpec(file, 'versions'))
    assert.equal(r.index, undefined)
    assert.ok(
      logger.warnings.some(w => /installing from the whole image/.test(w)),
      logger.text()
    )
  })

  test('a span corrupted on the way is fetched again; corrupted every time, it is the source’s fault and nothing is installed', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const { file } = await indexOf(ref)
    const p = await proxiedRegistry(h)
    try {
      p.cdn.rule({ match: /GET .*/, range: /bytes=/, mutate: flipBit(2), times: 1 })
      const once = await run(ref, fileSpec(file), { host: p.reg.host })
      assert.match(once.logger.text(), /do not match the index's sha256; fetching it again/)
      p.cdn.rule({ match: /GET .*/, range: /bytes=/, mutate: flipBit(2), times: 10_000 })
      const dest = join(work.path, `dest${++n}`, 'rocm')
      const err = await install({
        source: sourceOf({
          image: ref.replace(h.registry, p.reg.host),
          imagePath: '/opt/rocm',
          prune: ['defaults']
        }),
        dest,
        logger: recordingLogger(),
        index: fileSpec(file)
      }).then(
        () => assert.fail('should fail'),
        e => e as Error
      )
      assert.equal(faultOf(err), 'source', err.message)
      assert.match(err.message, /do not match the seek index's sha256 twice in a row/)
      assert.ok(!existsSync(dest), 'nothing promoted')
    } finally {
      await p.stop()
    }
  })

  /** An index of `ref` whose table of contents names libsmall.so libother.so: it fits, but lies. */
  async function tampered(ref: string): Promise<string> {
    const { bytes } = await indexOf(ref)
    const ix = await decodeIndex(bytes)
    ix.layers[1].toc = TocTable.from(
      [...ix.layers[1].toc].map(e =>
        e.path.endsWith('libsmall.so') ? { ...e, path: e.path.replace('libsmall.so', 'libother.so') } : e
      )
    )
    const file = join(work.path, `tampered${++n}`)
    writeFileSync(file, await encodeIndex(ix))
    return file
  }

  test('a table of contents that contradicts the fetched tar headers fails the install (the index’s fault), nothing promoted', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const file = await tampered(ref)
    const dest = join(work.path, `dest${++n}`, 'rocm')
    const err = await install({
      source: sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['defaults'] }),
      dest,
      logger: recordingLogger(),
      index: fileSpec(file)
    }).then(
      () => assert.fail('should fail'),
      x => x as Error
    )
    assert.equal(err.name, 'IndexMismatchError', err.message)
    assert.equal(faultOf(err), 'index')
    assert.match(err.message, /libsmall\.so .* but the seek index says File .*libother\.so/)
    assert.ok(!existsSync(dest), 'nothing promoted')
  })

  test('an index versions.json names that turns out to lie while installing gives way to the whole image, with a warning', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const file = await tampered(ref)
    const { r, logger, dest } = await run(ref, fileSpec(file, 'versions'))
    assert.equal(r.index, undefined, 'installed from the whole image')
    assert.ok(
      logger.warnings.some(w =>
        /The seek index versions\.json names for this image does not describe it after all \(.*libother\.so.*\); installing from the whole image instead\./.test(
          w
        )
      ),
      logger.text()
    )
    const full = await run(ref)
    assert.equal(
      diffTrees(describeInstall(full.dest), describeInstall(dest)),
      '',
      'the same tree as a full install'
    )
  })

  test('a registry that ignores Range: the install goes on from the whole image, with a warning', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const { file } = await indexOf(ref)
    const p = await proxiedRegistry(h)
    try {
      p.cdn.rule({ match: /GET .*/, stripRange: true, times: 10_000 })
      p.reg.rule({ match: /GET .*\/blobs\//, stripRange: true, times: 10_000 })
      const { r, logger, dest } = await run(ref, fileSpec(file), { host: p.reg.host })
      assert.equal(r.index, undefined)
      assert.ok(
        logger.warnings.some(w =>
          /it ignores Range\. An install from a seek index needs Range: installing from the whole image instead/.test(
            w
          )
        ),
        logger.text()
      )
      const full = await run(ref)
      assert.equal(diffTrees(describeInstall(full.dest), describeInstall(dest)), '')
    } finally {
      await p.stop()
    }
  })

  test('a file that is not an index, and a missing one, are refused with what to give', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const junk = join(work.path, `junk${++n}`)
    writeFileSync(junk, gzipSync('{"format": 99}'))
    for (const [path, msg] of [
      [junk, /cannot be read: index format 99/],
      [join(work.path, 'absent'), /Cannot read the seek index .*ENOENT.*setup-rocm index/]
    ] as const) {
      const err = await run(ref, fileSpec(path)).then(
        () => assert.fail('should refuse'),
        e => e as Error
      )
      assert.equal(faultOf(err), 'usage')
      assert.match(err.message, msg)
    }
  })
})

describe('install from a seek index: auto connections', () => {
  test('one priority order: the gzip header of a layer needed whole is asked for ahead of its spans, not behind every span fetched ahead', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const { file } = await indexOf(ref)
    const p = await proxiedRegistry(h)
    try {
      // Nothing pruned: every span of the layers under /opt/rocm is needed, so each needs its
      // header (the bytes before its first checkpoint) to check the blob's digest.
      const { r, logger, dest } = await run(ref, fileSpec(file), { host: p.reg.host, prune: [] })
      assert.ok(r.index, 'the install used the index')
      const asked = [...p.reg.log, ...p.cdn.log]
        .filter(e => e.range && e.status !== 307)
        .sort((a, b) => a.start - b.start)
        .map(e => {
          const [, from, to] = /bytes=(\d+)-(\d+)/.exec(e.range!)!.map(Number)
          return { blob: /[0-9a-f]{64}/.exec(e.path)![0], from, to }
        })
      const heads = asked.filter(a => a.from === 0 && a.to < 64)
      assert.ok(heads.length >= 1, `no layer was needed whole:\n${logger.text()}`)
      for (const head of heads) {
        const before = asked.slice(0, asked.indexOf(head)).filter(a => a.blob === head.blob)
        assert.deepEqual(before, [], `spans of ${head.blob.slice(0, 12)} were asked for before its header`)
      }
      const full = await run(ref, undefined, { prune: [] })
      assert.equal(diffTrees(describeInstall(full.dest), describeInstall(dest)), '')
    } finally {
      await p.stop()
    }
  })

  test('waits for spans still on the way add up: a link that keeps the applier waiting under 100 ms a span gets more connections', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const { file } = await indexOf(ref)
    const p = await proxiedRegistry(h)
    try {
      // Every response 40 ms late, bandwidth to spare: with one connection the applier (a few ms
      // a span of this image) waits ~40 ms for each span, never the 100 ms that counted alone.
      p.cdn.limit({ bytesPerSecond: 1 << 30, latencyMs: 40 })
      p.reg.limit({ bytesPerSecond: 1 << 30, latencyMs: 40 })
      const { r, logger, dest } = await run(ref, fileSpec(file), { host: p.reg.host })
      assert.ok(r.index, 'the install used the index')
      const grew = logger.lines.filter(l =>
        /Seek index: waited for span job \d+; \d+ connections now/.test(l)
      )
      // Grown by the waits it added up: no single wait reached STARVED_MS.
      const most = Math.max(1, ...grew.map(l => Number(/(\d+) connections now/.exec(l)![1])))
      assert.ok(most >= 2, `grew to ${most} connections:\n${logger.text()}`)
      // Spans were fetched side by side once it grew.
      const ranged = [...p.reg.log, ...p.cdn.log].filter(e => e.range && e.end !== undefined)
      const side = Math.max(
        ...ranged.map(a => ranged.filter(b => b.start < a.end! && a.start < b.end!).length)
      )
      assert.ok(side >= 2, `at most ${side} span fetch(es) at once`)
      const full = await run(ref)
      assert.equal(diffTrees(describeInstall(full.dest), describeInstall(dest)), '')
    } finally {
      await p.stop()
    }
  })
})

describe('the index file', () => {
  test('GZIDX checkpoints resume in zlib itself (inflatePrime + inflateSetDictionary, as zran.c does)', async () => {
    // A tar compressed by GNU gzip (one member, as registry clients write), indexed by the same
    // builder, checked by a small C program against zlib: every checkpoint's bytes must inflate to
    // the tar's bytes at its offset.
    const dir = join(work.path, `gzidx${++n}`)
    execFileSync('mkdir', ['-p', join(dir, 'tree')])
    for (let i = 0; i < 8; i++) writeFileSync(join(dir, 'tree', `f${i}`), words(60_000 + i * 1000))
    execFileSync('tar', ['-C', dir, '-cf', join(dir, 'layer.tar'), 'tree'])
    execFileSync('sh', ['-c', `gzip -6 -n -c "${dir}/layer.tar" > "${dir}/layer.tar.gz"`])
    const blob = readFileSync(join(dir, 'layer.tar.gz'))
    const image = {
      digest: 'sha256:' + '0'.repeat(64),
      layers: [{ digest: 'sha256:' + '1'.repeat(64), size: blob.length }]
    } as unknown as ResolvedImage
    const ix = await buildIndex({
      image,
      open: () => Readable.from([blob.subarray(0, 100_000), blob.subarray(100_000)]),
      logger: recordingLogger(),
      spacing: 64 << 10
    })
    const l = ix.layers[0]
    assert.ok(l.checkpoints.length >= 5, `${l.checkpoints.length} checkpoints`)
    writeFileSync(join(dir, 'index.gzidx'), toGzidx(l, ix.spacing))
    const checker = join(dir, 'gzidx-check')
    execFileSync('gcc', [
      '-O2',
      '-o',
      checker,
      join(import.meta.dirname, '..', 'fixtures', 'gzidx-check.c'),
      '-lz'
    ])
    const out = execFileSync(
      checker,
      [join(dir, 'index.gzidx'), join(dir, 'layer.tar.gz'), join(dir, 'layer.tar')],
      {
        encoding: 'utf8'
      }
    )
    assert.match(out, new RegExp(`^${l.checkpoints.length} checkpoints resumed by zlib, each matching`), out)
  })
})

describe('setup-rocm index: the CLI builds, pushes and pins an index', () => {
  test('--to stores an OCI 1.1 artifact whose subject is the image manifest; --index REF@digest installs from it', async () => {
    const ref = await pushImage(h, `seek/s${++n}`, buildImage(weighty()))
    const env = {
      NODE_EXTRA_CA_CERTS: h.caFile,
      SETUP_ROCM_PUSH_USERNAME: h.user,
      SETUP_ROCM_PUSH_PASSWORD: h.password
    }
    const out = join(work.path, `cli${++n}.index`)
    const pushed = await runCli(
      ['index', '--image', ref, '--to', `${h.registry}/seek/index:v1`, '--out', out, '--spacing', '1'],
      env
    )
    assert.equal(pushed.code, 0, pushed.stderr)
    const pinned = pushed.stdout.trim()
    assert.match(pinned, new RegExp(`^${h.registry.replace(/[.]/g, '\\.')}/seek/index@sha256:[0-9a-f]{64}$`))
    assert.match(pushed.stderr, /Pushed the index: pin it as index: /)
    assert.ok(existsSync(out))
    const artifact = (await fetchManifest(h, 'seek/index', pinned.split('@')[1])) as unknown as {
      artifactType: string
      config: { mediaType: string }
      layers: { mediaType: string }[]
      subject: { digest: string; mediaType: string; size: number }
    }
    assert.equal(artifact.artifactType, INDEX_ARTIFACT)
    assert.equal(artifact.config.mediaType, 'application/vnd.oci.empty.v1+json')
    assert.deepEqual(
      artifact.layers.map(l => l.mediaType),
      [INDEX_LAYER]
    )
    const image = await fetchManifestBytes(ref)
    assert.deepEqual(artifact.subject, {
      mediaType: image.mediaType,
      digest: ref.split('@')[1],
      size: image.size
    })
    const dest = join(work.path, `dest${++n}`)
    const installed = await runCli(
      ['--image', ref, '--index', pinned, '--dest', dest, '--no-smoke-test'],
      env
    )
    assert.equal(installed.code, 0, installed.stderr)
    assert.match(installed.stderr, /Seek index .*made by setup-rocm/)
    const full = await run(ref)
    assert.equal(diffTrees(describeInstall(full.dest), describeInstall(dest)), '')
    const tagOnly = await runCli(
      ['--image', ref, '--index', `${h.registry}/seek/index:v1`, '--dest', dest + 'x'],
      env
    )
    assert.equal(tagOnly.code, 2)
    assert.match(tagOnly.stderr, /Cannot read the seek index .*pinned by digest/)
  })
})

/** The image manifest's media type and size, as the registry serves it. */
async function fetchManifestBytes(ref: string): Promise<{ mediaType: string; size: number }> {
  const r = parseReference(ref)
  const t = new Transport({ registry: r.registry, repository: r.repository, logger: recordingLogger() })
  try {
    const { bytes } = await fetchVerified(t, r.digest)
    return { mediaType: JSON.parse(bytes.toString()).mediaType, size: bytes.length }
  } finally {
    t.dispose()
  }
}
