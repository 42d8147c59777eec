// pipeline/room.ts: the room an install needs against what the file systems have free, the cache
// archive counted on the tree's file system only when it shares it.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { checkRoom, freeAt, type Free } from '../../../src/pipeline/room.ts'
import { faultOf } from '../../../src/errors.ts'

const MiB = 2 ** 20
const disks = (m: Record<string, Free>) => async (dir: string) => m[dir]

describe('disk before bytes', () => {
  test('a tree that fits passes; one byte more than is free is refused, naming both sizes and what to do', async () => {
    const free = disks({ '/t': { bytes: 100 * MiB, device: 1 } })
    await checkRoom({ tree: { dir: '/t', bytes: 100 * MiB } }, free)
    await assert.rejects(
      checkRoom({ tree: { dir: '/t', bytes: 100 * MiB + 1 } }, free),
      (e: Error) =>
        faultOf(e) === 'host' &&
        /the tree needs 100\.0 MiB in \/t, and only 100\.0 MiB is free there\. Nothing was downloaded\./.test(
          e.message
        ) &&
        /prune more \(prune\), install only the runtime \(mode: runtime\)\.$/.test(e.message)
    )
  })

  test('the cache archive counts on the tree’s file system when it shares it, and alone where it does not', async () => {
    const shared = disks({ '/t': { bytes: 150 * MiB, device: 1 }, '/tmp': { bytes: 150 * MiB, device: 1 } })
    await assert.rejects(
      checkRoom({ tree: { dir: '/t', bytes: 100 * MiB }, archive: { dir: '/tmp', bytes: 60 * MiB } }, shared),
      /its actions-cache archive \(about 60\.0 MiB\) need 160\.0 MiB in \/t.*or turn the actions cache off \(cache: false\)/
    )
    const apart = disks({ '/t': { bytes: 150 * MiB, device: 1 }, '/tmp': { bytes: 50 * MiB, device: 2 } })
    await assert.rejects(
      checkRoom({ tree: { dir: '/t', bytes: 100 * MiB }, archive: { dir: '/tmp', bytes: 60 * MiB } }, apart),
      /the actions-cache archive of this install: about 60\.0 MiB in \/tmp, and only 50\.0 MiB is free there/
    )
    await checkRoom(
      { tree: { dir: '/t', bytes: 100 * MiB }, archive: { dir: '/tmp', bytes: 40 * MiB } },
      apart
    )
  })

  test('freeAt reads the real file system', async () => {
    const f = await freeAt(process.cwd())
    assert.ok(f.bytes > 0 && Number.isInteger(f.device))
  })
})
