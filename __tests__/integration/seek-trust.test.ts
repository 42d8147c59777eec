// The seek index keeps the full pull's promises (issue: "The seek index keeps every promise the
// full pull keeps"): an index crafted to contradict the image, or to break its own format, is
// refused, never installed. Each install goes through the harness registry behind a logging proxy,
// so "before any download" is what the registry saw.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { rocm10 } from '../harness/layer-kit.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'
import { flipBit, proxiedRegistry, type FaultProxy } from '../harness/fault-proxy.ts'
import { install } from '../../src/pipeline/install.ts'
import { indexImage } from '../../src/seek/build/index-image.ts'
import { decodeIndex } from '../../src/seek/index/decode.ts'
import { encodeIndex, encodeIndexV1 } from '../../src/seek/index/encode.ts'
import { type LayerIndex, type SeekIndex } from '../../src/seek/index/model.ts'
import { TocTable } from '../../src/seek/index/toc-table.ts'
import type { TocEntry } from '../../src/seek/index/toc.ts'
import { parseMirror, parseReference } from '../../src/oci/reference.ts'
import { faultOf } from '../../src/errors.ts'

const h = loadHarness()
const work = tempDir('seek-trust')
const core = 'opt/rocm/core-10.0'
const words = (n: number) =>
  Buffer.from(Array.from({ length: n }, () => randomBytes(3).toString('hex')).join(' '))
let ref: string
let good: Buffer
let proxy: { reg: FaultProxy; cdn: FaultProxy; stop(): Promise<void> }
let n = 0

before(async () => {
  const spec = rocm10(['gzip', 'gzip', 'gzip', 'gzip'])
  spec.layers[1].entries!.push(
    { path: `${core}/lib/libbig.so.1`, body: words(300_000), mode: 0o644 },
    { path: `${core}/lib/librocblas.so.9`, body: words(300_000) },
    { path: `${core}/lib/libafter.so`, body: words(100_000) }
  )
  ref = await pushImage(h, 'seek-trust/image', buildImage(spec))
  good = (
    await indexImage({
      reference: parseReference(ref),
      platform: { os: 'linux', architecture: 'amd64' },
      logger: recordingLogger(),
      spacing: 64 << 10
    })
  ).file
  proxy = await proxiedRegistry(h)
})
after(async () => {
  await proxy.stop()
  work.cleanup()
})

function writeIndex(bytes: Buffer): string {
  const file = join(work.path, `index${++n}`)
  writeFileSync(file, bytes)
  return file
}

/** An index whose tables are arrays, for a test to edit as it likes (encoded back into tables). */
type EditableIndex = Omit<SeekIndex, 'layers'> & { layers: (Omit<LayerIndex, 'toc'> & { toc: TocEntry[] })[] }

/** Installs through the proxy from the index `edit` makes of the good one; the registry's log. */
async function installWith(
  edit: (ix: EditableIndex) => void,
  prune = ['defaults'],
  encode: (ix: SeekIndex) => Buffer | Promise<Buffer> = encodeIndex
) {
  const decoded = await decodeIndex(good)
  const ix: EditableIndex = { ...decoded, layers: decoded.layers.map(l => ({ ...l, toc: [...l.toc] })) }
  edit(ix)
  const file = join(work.path, `index${++n}`)
  writeFileSync(
    file,
    await encode({ ...ix, layers: ix.layers.map(l => ({ ...l, toc: TocTable.from(l.toc) })) })
  )
  proxy.reg.log.length = 0
  proxy.cdn.log.length = 0
  const logger = recordingLogger()
  let error: Error | undefined
  try {
    await install({
      source: sourceOf({ image: ref.replace(h.registry, proxy.reg.host), imagePath: '/opt/rocm', prune }),
      dest: join(work.path, `dest${n}`, 'rocm'),
      logger,
      index: { kind: 'file', path: file, from: 'input' }
    })
  } catch (e) {
    error = e as Error
  }
  const blobs = [...proxy.reg.log, ...proxy.cdn.log].filter(r => r.path.includes('/blobs/')).length
  return { error, blobs, logger }
}

const layerWith = (ix: EditableIndex, path: string) => {
  const i = ix.layers.findIndex(l => l.toc.some(e => e.path.endsWith(path)))
  return { l: ix.layers[i], k: ix.layers[i].toc.findIndex(e => e.path.endsWith(path)) }
}

describe('an index is checked whole when it is read, before any download', () => {
  const refused: [string, (ix: EditableIndex) => void, RegExp][] = [
    [
      'entries out of stream order (the install hung at 0% CPU)',
      ix => {
        const { l, k } = layerWith(ix, 'libbig.so.1')
        ;[l.toc[k], l.toc[k + 1]] = [l.toc[k + 1], l.toc[k]]
      },
      /entry \d+ \(.*\) starts at byte \d+, before the end of the entry before it \(\d+\): entries out of stream order or overlapping/
    ],
    [
      'an entry whose content overlaps the next header',
      ix => {
        const { l, k } = layerWith(ix, 'libbig.so.1')
        l.toc[k].size += 4096
      },
      /out of stream order or overlapping/
    ],
    [
      'an entry past the end of the tar stream',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        const last = l.toc.at(-1)!
        l.toc.push({
          ...last,
          header: l.tarBytes,
          data: l.tarBytes + 512,
          path: 'opt/rocm/core-10.0/lib/extra'
        })
      },
      /past the end of the layer's tar stream/
    ],
    [
      'checkpoints that do not ascend',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        l.checkpoints[2].out = l.checkpoints[1].out
      },
      /checkpoint 3 \(bit \d+, output \d+\) does not come after the one before it/
    ],
    [
      'a span that does not start at its checkpoint’s byte',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        l.spans[1].offset += 1
        l.spans[1].length -= 1
      },
      /span 2 starts at byte \d+, but its checkpoint is in byte \d+/
    ],
    [
      'spans that do not join with the one-byte overlap',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        l.spans[0].length += 1
      },
      /span 1 ends at byte \d+, but the next begins in byte \d+/
    ],
    [
      'another image’s index with this image’s digests written in (failed with "HTTP 416")',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        l.size -= 1000
      },
      /its last span ends at byte \d+, but the layer is \d+ bytes/
    ],
    [
      'a checkpoint without its span',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        l.spans.pop()
      },
      /has \d+ checkpoints but \d+ spans \(one per checkpoint\)/
    ],
    [
      'more entries than the tar stream has blocks',
      ix => {
        const { l } = layerWith(ix, 'libbig.so.1')
        l.tarBytes = 512 * (l.toc.length - 1)
      },
      /lists \d+ entries in a tar stream of \d+ bytes/
    ]
  ]
  for (const [what, edit, message] of refused)
    test(`refused: ${what}`, async () => {
      // Format 2 cannot even write rows out of order or overlapping (offsets are deltas); format 1,
      // still read, can: those come as format 1.
      const r = await installWith(
        edit,
        ['defaults'],
        /order|overlaps/.test(what) ? encodeIndexV1 : encodeIndex
      )
      assert.ok(r.error, 'refused')
      assert.equal(faultOf(r.error), 'usage')
      assert.match(r.error.message, /^The seek index .* cannot be read: layer \d+ of the index/)
      assert.match(r.error.message, message)
      assert.equal(r.error.message.split('\n').length, 1, 'one line')
      assert.equal(r.blobs, 0, 'nothing was downloaded')
    })

  test('refused: an entry the TOC places after the layer’s end-of-archive', async () => {
    const r = await installWith(ix => {
      const { l } = layerWith(ix, 'libbig.so.1')
      assert.ok(l.eoa !== undefined && l.eoa + 1024 <= l.tarBytes, 'the index records the end-of-archive')
      l.toc.push({
        header: l.eoa,
        data: l.eoa + 512,
        size: 0,
        type: 'File',
        path: `${core}/lib/past-the-end`,
        mode: 0o644,
        // An empty file's (format 2 gives every file one).
        sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
      })
    })
    assert.match(r.error?.message ?? '', /ends at byte \d+, past the archive's end-of-archive at byte \d+/)
    assert.equal(r.blobs, 0)
  })

  test('the good index installs (the checks pass what setup-rocm index writes)', async () => {
    const r = await installWith(() => {})
    assert.equal(r.error, undefined, r.error?.message)
    assert.ok(r.blobs > 0)
    assert.equal(r.logger.warnings.length, 0, r.logger.text())
  })

  test('format 1 (no file digests) is still read, with a warning that file contents are not verified', async () => {
    const r = await installWith(() => {}, ['defaults'], encodeIndexV1)
    assert.equal(r.error, undefined, r.error?.message)
    assert.ok(
      r.logger.warnings.some(w =>
        /is of format 1, which carries no file digests: the contents of files installed from it are not verified/.test(
          w
        )
      ),
      r.logger.text()
    )
  })
})

describe('what the fetched bytes can check is checked', () => {
  test('every file written is checked against its sha256 in the index (format 2): one that differs is refused', async () => {
    const r = await installWith(ix => {
      const { l, k } = layerWith(ix, 'libbig.so.1')
      assert.match(l.toc[k].sha256 ?? '', /^[0-9a-f]{64}$/, 'setup-rocm index records each file’s digest')
      l.toc[k].sha256 = '0'.repeat(64)
    })
    assert.ok(r.error, 'refused')
    assert.match(
      r.error.message,
      /libbig\.so\.1 as inflated from the index's checkpoints does not match the index's sha256 for it/
    )
  })

  const leftOut: [string, string][] = [
    ['a whiteout of a layer fetched whole (the whited-out file stayed)', '.wh.libold.so'],
    ['a kept file of a layer fetched whole', 'share/hip/new-c'],
    ['a kept file whose header lies in a span fetched for its neighbour', 'librocprofiler-register.so.0']
  ]
  for (const [what, name] of leftOut)
    test(`a TOC that leaves out ${what} is refused, not installed`, async () => {
      const r = await installWith(ix => {
        const { l, k } = layerWith(ix, name)
        l.toc.splice(k, 1)
      })
      assert.ok(r.error, 'refused')
      // Found while installing: the index's fault (not bad usage: the index was well-formed).
      assert.equal(faultOf(r.error), 'index')
      assert.match(
        r.error.message,
        new RegExp(
          `the tar stream holds File \\S*${name.replace(/\./g, '\\.')} \\(\\d+ bytes.*\\) at byte \\d+, which the seek index leaves out`
        )
      )
    })

  for (const prune of [['defaults'], ['none']])
    test(`a checkpoint window changed in one byte is refused where the span before it is fetched too (prune ${prune[0]})`, async () => {
      const r = await installWith(ix => {
        const { l, k } = layerWith(ix, 'libbig.so.1')
        const e = l.toc[k]
        // A checkpoint inside the kept file, the one before it too: both spans are fetched.
        const j = l.checkpoints.findIndex((c, j) => j > 0 && c.out > e.data + (256 << 10))
        assert.ok(
          j > 0 && l.checkpoints[j].out < e.data + e.size && l.checkpoints[j].window.length === 32 << 10
        )
        l.checkpoints[j].window[100] ^= 0x20
      }, prune)
      assert.ok(r.error, 'refused: no wrong bytes installed')
      assert.match(
        r.error.message,
        /does not inflate from the index's checkpoint \(its output does not end with the next checkpoint's window/
      )
    })

  test('an end-of-archive the index puts elsewhere than the stream’s is refused', async () => {
    const r = await installWith(ix => {
      const { l } = layerWith(ix, '.wh.libold.so')
      l.eoa! += 512
    })
    assert.match(
      r.error?.message ?? '',
      /the index puts the end-of-archive at byte \d+, but the tar stream's is at byte \d+/
    )
  })

  test("rows cut before a layer's last entries, tarBytes moved to where they start: refused, every span fetched (issue 49 item 1)", async () => {
    const r = await installWith(
      ix => {
        const { l } = layerWith(ix, '.wh.libold.so')
        const cut = l.toc.length - 2
        const at = l.toc[cut].header
        l.toc.splice(cut)
        // The stream as the index now tells it ends there (no end-of-archive recorded, as in an
        // index made before it was).
        l.tarBytes = at
        delete l.eoa
      },
      ['none']
    )
    assert.ok(r.error, 'refused')
    assert.match(r.error!.message, /stream goes on past the \d+ bytes the index gives its last span/)
  })

  test('a mode the TOC changes (0777 for a file whose header says 0644) is refused, not installed', async () => {
    const r = await installWith(ix => {
      const { l, k } = layerWith(ix, 'libbig.so.1')
      assert.equal(l.toc[k].mode, 0o644)
      l.toc[k].mode = 0o777
    })
    assert.ok(r.error, 'refused')
    assert.match(
      r.error.message,
      /the tar header at byte \d+ is File .*libbig\.so\.1 \(\d+ bytes, mode 0644\), but the seek index says File .*libbig\.so\.1 \(\d+ bytes, mode 0777\)/
    )
  })
})

describe('hand-over keeps the index', () => {
  test('a first mirror that ignores Range hands over to the next source that honours it; the index is kept', async () => {
    const rangeless = await proxiedRegistry(h)
    const honest = await proxiedRegistry(h)
    try {
      rangeless.cdn.rule({ match: /GET .*/, stripRange: true, times: 10_000 })
      rangeless.reg.rule({ match: /GET .*\/blobs\//, stripRange: true, times: 10_000 })
      const repo = new URL(`https://${ref}`).pathname.slice(1).replace(/@.*/, '')
      const logger = recordingLogger()
      const r = await install({
        source: sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['defaults'] }),
        dest: join(work.path, `dest${++n}`, 'rocm'),
        logger,
        mirrors: [parseMirror(`${rangeless.reg.host}/${repo}`), parseMirror(`${honest.reg.host}/${repo}`)],
        index: { kind: 'file', path: writeIndex(good), from: 'input' }
      })
      assert.ok(r.index, 'installed from the index')
      assert.ok(
        logger.warnings.some(w =>
          new RegExp(`${rangeless.reg.host}.* failed: .*Range.* Trying ${honest.reg.host}`).test(w)
        ),
        logger.text()
      )
      const whole = [...rangeless.reg.log, ...rangeless.cdn.log].filter(
        e => /\/blobs\//.test(e.path) && e.bytes > 1 << 20
      )
      assert.deepEqual(whole, [], 'no whole blob from the mirror that ignores Range')
      assert.ok(
        honest.cdn.log.some(e => e.range),
        'spans from the one that honours it'
      )
    } finally {
      await rangeless.stop()
      await honest.stop()
    }
  })

  test('a mirror that serves corrupt spans midway: the next source serves the rest, what was verified is kept (it fetched every span again)', async () => {
    const bad = await proxiedRegistry(h)
    const honest = await proxiedRegistry(h)
    try {
      // Every span in the second half of the layer holding libbig.so.1 comes corrupt from the first mirror.
      const ix = await decodeIndex(good)
      const l = ix.layers.find(x => [...x.toc].some(e => e.path.endsWith('libbig.so.1')))!
      const late = l.spans.slice(Math.floor(l.spans.length / 2)).map(sp => sp.offset)
      const range = new RegExp(`^bytes=(${late.join('|')})-`)
      for (const p of [bad.reg, bad.cdn])
        p.rule({ match: /GET .*\/blobs\//, range, mutate: flipBit(2), times: 10_000 })
      const repo = new URL(`https://${ref}`).pathname.slice(1).replace(/@.*/, '')
      const logger = recordingLogger()
      const r = await install({
        source: sourceOf({ image: ref, imagePath: '/opt/rocm', prune: ['defaults'] }),
        dest: join(work.path, `dest${++n}`, 'rocm'),
        logger,
        mirrors: [parseMirror(`${bad.reg.host}/${repo}`), parseMirror(`${honest.reg.host}/${repo}`)],
        index: { kind: 'file', path: writeIndex(good), from: 'input' }
      })
      assert.ok(r.index, 'installed from the index')
      const moved = logger.warnings.find(w => w.includes(`the rest from ${honest.reg.host}`))
      assert.match(moved ?? logger.text(), /twice in a row .* the [1-9]\d* spans already verified are kept/)
      // A request as blob and first byte (registry and CDN paths both name the blob's digest).
      const starts = (
        log: { path: string; range?: string; fault?: string; status?: number; aborted?: boolean }[],
        ok: boolean
      ) =>
        log
          .filter(e => e.range && (ok ? !e.fault && !e.aborted && e.status === 206 : true))
          .map(e => `${/[0-9a-f]{64}/.exec(e.path)?.[0]}@${/bytes=(\d+)-/.exec(e.range!)![1]}`)
      const servedWell = new Set(starts([...bad.reg.log, ...bad.cdn.log], true))
      const again = starts([...honest.reg.log, ...honest.cdn.log], false).filter(x => servedWell.has(x))
      assert.ok(servedWell.size > 0, 'the first mirror served spans before the corrupt ones')
      assert.deepEqual(again, [], 'no span the first mirror served and verified was fetched again')
      assert.ok(
        starts([...honest.reg.log, ...honest.cdn.log], false).length > 0,
        'the rest came from the next source'
      )
    } finally {
      await bad.stop()
      await honest.stop()
    }
  })

  test('when no source that honours Range can serve, the whole image comes from one that ignores it', async () => {
    const rangeless = await proxiedRegistry(h)
    const down = await proxiedRegistry(h)
    try {
      rangeless.cdn.rule({ match: /GET .*/, stripRange: true, times: 10_000 })
      rangeless.reg.rule({ match: /GET .*\/blobs\//, stripRange: true, times: 10_000 })
      down.reg.rule({ match: /.*/, status: 404, times: 10_000 })
      const logger = recordingLogger()
      const r = await install({
        source: sourceOf({
          image: ref.replace(h.registry, down.reg.host),
          imagePath: '/opt/rocm',
          prune: ['defaults']
        }),
        dest: join(work.path, `dest${++n}`, 'rocm'),
        logger,
        mirrors: [parseMirror(`${rangeless.reg.host}/seek-trust/image`)],
        index: { kind: 'file', path: writeIndex(good), from: 'input' }
      })
      assert.equal(r.index, undefined, 'the whole image')
      assert.ok(
        logger.warnings.some(w =>
          /No source that honours Range could serve the image .*installing the whole image from/.test(w)
        ),
        logger.text()
      )
    } finally {
      await rangeless.stop()
      await down.stop()
    }
  })
})
