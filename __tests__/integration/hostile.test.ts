// Hostile and broken layers (containerd TestBreakouts, umoci TestUnpackEntrySymlinkScoping): names
// that climb out, links that point out, hardlinks to host paths, device nodes, loops, bounds,
// corrupt and tampered streams. Nothing may land outside the install, and a failure leaves nothing.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage, type ImageSpec } from '../harness/image.ts'
import { type TarEntry } from '../harness/tar-writer.ts'
import { tempDir } from '../harness/helpers.ts'
import { flipBit, proxiedRegistry } from '../harness/fault-proxy.ts'
import { layerKit, rocm10 } from '../harness/layer-kit.ts'

const h = loadHarness()
const work = tempDir('hostile')
after(() => work.cleanup())
const { installRef, installImage } = layerKit(work.path)

describe('hostile layers (containerd TestBreakouts, umoci TestUnpackEntrySymlinkScoping)', () => {
  const sentinel = `/tmp/setup-rocm-breakout-${randomBytes(6).toString('hex')}`
  after(() => execFileSync('rm', ['-rf', sentinel]))

  const hostile = async (entries: TarEntry[]) => {
    const t = await installImage({
      layers: [{ entries: [{ path: 'opt/rocm/.info/version', body: '10\n' }] }, { entries }]
    })
    return { t, result: t.run() }
  }

  for (const name of ['../escape', 'opt/../../escape', '/../../../escape']) {
    test(`breakout: an entry named ${name} is refused and nothing lands outside`, async () => {
      const { t, result } = await hostile([
        { path: name.replace('escape', sentinel.slice(1)), body: 'pwned' }
      ])
      await assert.rejects(
        result,
        (e: Error) =>
          e.name === 'UnsafeEntryError' &&
          /climbs out of the image root/.test(e.message) &&
          !/\n\s+at /.test(e.message)
      )
      assert.ok(!existsSync(sentinel))
      assert.ok(!existsSync(t.dest))
    })
  }

  test('breakout: a symlinked parent with an absolute target stays inside the image (chroot)', async () => {
    const { t, result } = await hostile([
      { path: 'opt/rocm/evil', type: 'symlink', linkpath: sentinel },
      { path: 'opt/rocm/evil/pwned', body: 'pwned' },
      { path: 'opt/rocm/rel', type: 'symlink', linkpath: '../../../../../../../..' + sentinel },
      { path: 'opt/rocm/rel/pwned2', body: 'pwned' }
    ])
    const r = await result
    assert.ok(!existsSync(sentinel), 'nothing written on the host path')
    assert.ok(!existsSync(join(t.dest, 'evil')), 'the escaping link is dropped')
    assert.equal(
      r.report.bytesOutside,
      10,
      'the files landed outside image-path inside the image, and were dropped'
    )
    assert.ok(r.report.externalLinks.length >= 2)
  })

  test('breakout: a symlink to / then a write through it lands in the image root, not the host', async () => {
    const { result } = await hostile([
      { path: 'opt/rocm/root', type: 'symlink', linkpath: '/' },
      { path: `opt/rocm/root${sentinel}/x`, body: 'pwned' }
    ])
    await result
    assert.ok(!existsSync(sentinel))
  })

  test('breakout: a hardlink to a host path is an image-root path and cannot be materialised', async () => {
    const { t, result } = await hostile([
      { path: 'opt/rocm/passwd', type: 'hardlink', linkpath: '/etc/passwd' }
    ])
    await assert.rejects(
      result,
      (e: Error) => /hardlink/.test(e.message) && /outside \/opt\/rocm|does not exist/.test(e.message)
    )
    assert.ok(!existsSync(t.dest))
  })

  test('a hardlink whose target was pruned fails loudly instead of losing the file', async () => {
    const { result } = await hostile([
      { path: 'opt/rocm/lib/librocblas.so.5', body: 'blas' },
      { path: 'opt/rocm/lib/kept-copy.so', type: 'hardlink', linkpath: 'opt/rocm/lib/librocblas.so.5' }
    ])
    await assert.rejects(
      result,
      /hardlink and its target \/opt\/rocm\/lib\/librocblas\.so\.5 was pruned by "librocblas\*"/
    )
  })

  test('device nodes and FIFOs are skipped with a warning; the rest installs', async () => {
    const { t, result } = await hostile([
      { path: 'opt/rocm/dev-null', type: 'char' },
      { path: 'opt/rocm/disk', type: 'block' },
      { path: 'opt/rocm/pipe', type: 'fifo' },
      { path: 'opt/rocm/ok', body: 'ok' }
    ])
    const r = await result
    assert.equal(r.report.skippedSpecial.length, 3)
    assert.equal(t.logger.warnings.filter(w => /device nodes and FIFOs are not installed/.test(w)).length, 3)
    assert.deepEqual(readdirSync(t.dest).sort(), ['.info', 'ok'])
  })

  test('a symlink loop is reported, not followed forever', async () => {
    const { result } = await hostile([
      { path: 'opt/rocm/a', type: 'symlink', linkpath: 'b' },
      { path: 'opt/rocm/b', type: 'symlink', linkpath: 'a' },
      { path: 'opt/rocm/a/x', body: 'x' }
    ])
    await assert.rejects(result, /more than 40 levels of symbolic links/)
  })

  test('names past the length and depth bounds are refused', async () => {
    const deep = Array(200).fill('d').join('/')
    const { result } = await hostile([{ path: `opt/rocm/${deep}/f`, body: 'x' }])
    await assert.rejects(result, /nested deeper than 128/)
    const { result: r2 } = await hostile([{ path: `opt/rocm/${'n'.repeat(300)}`, body: 'x' }])
    await assert.rejects(r2, /longer than 255 bytes/)
  })

  test('a corrupt tar stream fails with a clear error and leaves nothing', async () => {
    const spec: ImageSpec = { layers: [{ entries: [{ path: 'opt/rocm/a', body: 'a' }] }] }
    const img = buildImage(spec)
    // Replace the layer with gzip of garbage that is not a tar archive.
    const { gzipSync } = await import('node:zlib')
    const garbage = gzipSync(Buffer.concat([Buffer.from('not a tar header at all'), randomBytes(2000)]))
    const { sha256 } = await import('../harness/tar-writer.ts')
    img.blobs[0] = { ...img.blobs[0], data: garbage, digest: sha256(garbage), size: garbage.length }
    const manifest = JSON.parse(img.manifest.toString())
    manifest.layers[0].digest = img.blobs[0].digest
    manifest.layers[0].size = garbage.length
    img.manifest = Buffer.from(JSON.stringify(manifest))
    img.manifestDigest = sha256(img.manifest)
    img.pinDigest = img.manifestDigest
    const ref = await pushImage(h, 'layers/corrupt', img)
    const dest = join(work.path, 'corrupt', 'rocm')
    await assert.rejects(
      installRef(ref, dest),
      (e: Error) => e.name === 'LayerFormatError' && /layer 1 is not a valid tar stream/.test(e.message)
    )
    assert.ok(!existsSync(dest))
    assert.deepEqual(readdirSync(join(work.path, 'corrupt')), [], 'staging removed')
  })

  test('a tampered later layer (prefetched while an earlier one applies) fails the install and leaves nothing', async () => {
    const spec = rocm10(['gzip', 'gzip', 'gzip', 'gzip'])
    const img = buildImage(spec)
    await pushImage(h, 'layers/tampered', img)
    const p = await proxiedRegistry(h)
    try {
      const victim = img.layerDigests[2].slice(7)
      p.cdn.rule({
        match: new RegExp(`GET .*${victim}/data`),
        times: 10,
        mutate: flipBit(9)
      })
      const parent = join(work.path, 'tampered')
      const dest = join(parent, 'rocm')
      await assert.rejects(installRef(`${p.reg.host}/layers/tampered@${img.pinDigest}`, dest), (e: Error) =>
        /IntegrityError|hash to sha256|invalid|incorrect/i.test(`${e.name} ${e.message}`)
      )
      assert.ok(!existsSync(dest), 'nothing promoted')
      assert.deepEqual(readdirSync(parent), [], 'staging removed')
    } finally {
      await p.stop()
    }
  })

  test('image-path that the image does not have is a clear error', async () => {
    const t = await installImage({ layers: [{ entries: [{ path: 'usr/bin/x', body: 'x' }] }] })
    await assert.rejects(t.run(), /The image has no \/opt\/rocm\. Check the image-path input/)
  })
})
