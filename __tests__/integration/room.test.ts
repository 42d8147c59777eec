// Disk before bytes, through the harness registry: with a seek index, an install whose planned
// tree does not fit the file system it goes to (a tmpfs of a few MiB) is refused before any layer
// is requested, and nothing is left there; with room, the tree written is the size planned.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { buildImage, pushImage } from '../harness/image.ts'
import { rocm10 } from '../harness/layer-kit.ts'
import { recordingLogger, sourceOf, tempDir } from '../harness/helpers.ts'
import { proxiedRegistry } from '../harness/fault-proxy.ts'
import { install } from '../../src/pipeline/install.ts'
import { indexImage } from '../../src/seek/build/index-image.ts'
import { parseReference } from '../../src/oci/reference.ts'
import { faultOf } from '../../src/errors.ts'

const h = loadHarness()
const work = tempDir('room')
const mounts: string[] = []
after(() => {
  for (const m of mounts) spawnSync('umount', [m])
  work.cleanup()
})
const why = process.getuid?.() !== 0 ? 'needs root to mount a small tmpfs' : undefined

/** A file system of `mib` MiB of its own (tmpfs), as a small runner disk. */
function smallDisk(name: string, mib: number): string {
  const dir = join(work.path, name)
  mkdirSync(dir)
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${mib}m`, 'tmpfs', dir])
  mounts.push(dir)
  return dir
}

const words = (n: number) =>
  Buffer.from(Array.from({ length: n }, () => randomBytes(3).toString('hex')).join(' '))

describe('disk before bytes', { skip: why }, () => {
  test('a disk too small for the planned tree is refused before any layer request; one with room gets the size planned', async () => {
    const spec = rocm10(['gzip', 'gzip', 'gzip', 'gzip'])
    spec.layers[1].entries!.push({ path: 'opt/rocm/core-10.0/lib/libkept.so.1', body: words(1_500_000) })
    const ref = await pushImage(h, 'room/image', buildImage(spec))
    const made = await indexImage({
      reference: parseReference(ref),
      platform: { os: 'linux', architecture: 'amd64' },
      logger: recordingLogger(),
      spacing: 1 << 20
    })
    const index = join(work.path, 'index')
    writeFileSync(index, made.file)
    const { reg, cdn, stop } = await proxiedRegistry(h)
    try {
      const image = ref.replace(h.registry, reg.host)
      const source = () => sourceOf({ image, imagePath: '/opt/rocm', prune: ['defaults'] })
      const small = smallDisk('small', 4)
      const logger = recordingLogger()
      await assert.rejects(
        install({
          source: source(),
          dest: join(small, 'rocm'),
          logger,
          index: { kind: 'file', path: index, from: 'input' }
        }),
        (e: Error) =>
          faultOf(e) === 'host' &&
          /^Not enough disk for this install: the tree needs \d+\.\d MiB in .*, and only \d+\.\d MiB is free there\. Nothing was downloaded\./.test(
            e.message
          )
      )
      const blobs = [...reg.log, ...cdn.log].filter(r => r.path.includes('/blobs/'))
      assert.deepEqual(blobs, [], 'no layer was requested')
      assert.ok(
        reg.log.some(r => r.path.includes('/manifests/')),
        'the manifest was (the plan needs the image)'
      )
      assert.deepEqual(readdirSync(small), [], 'nothing is left on the small disk')

      const roomy = smallDisk('roomy', 64)
      const ok = await install({
        source: source(),
        dest: join(roomy, 'rocm'),
        logger: recordingLogger(),
        index: { kind: 'file', path: index, from: 'input' }
      })
      assert.ok(ok.planned, 'the install reports what it planned')
      assert.equal(ok.planned.bytes, ok.report.bytesKept, 'the tree written is the size planned')
      assert.ok(ok.planned.bytes > 9 << 20, `the kept file is in it (${ok.planned.bytes})`)
    } finally {
      await stop()
    }
  })
})
