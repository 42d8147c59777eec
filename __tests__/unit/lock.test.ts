// The tool-cache lock, without the registry: a live owner is waited for, a dead one's lock is
// removed, and a lock from another machine (a shared file system) is trusted for two hours only.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { acquireLock, type Location } from '../../src/action/tool-cache.ts'
import { recordingLogger, tempDir } from '../harness/helpers.ts'

const work = tempDir('lock')
after(() => work.cleanup())
const loc = (name: string): Location => {
  const dir = join(work.path, name, 'x64')
  return { key: name, dir, marker: `${dir}.complete`, lock: `${dir}.lock`, cacheKey: name }
}
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p.then(() => 'acquired'), new Promise(r => setTimeout(() => r('waiting'), ms))])

describe('tool-cache lock', () => {
  test('a second taker waits while the first holds it, and gets it once released', async () => {
    const l = loc('a')
    const release = await acquireLock(l, { logger: recordingLogger() })
    const logger = recordingLogger()
    const second = acquireLock(l, { logger, pollMs: 20 })
    assert.equal(await within(second, 300), 'waiting')
    assert.match(logger.text(), /Another job \(process \d+\) is installing or checking/)
    await release()
    const release2 = await second
    assert.ok(existsSync(l.lock))
    await release2()
    assert.ok(!existsSync(l.lock))
  })

  test('another machine’s lock is waited for while fresh, and taken as stale after two hours', async () => {
    const l = loc('b')
    mkdirSync(join(work.path, 'b'), { recursive: true })
    mkdirSync(l.lock)
    writeFileSync(
      join(l.lock, 'owner.json'),
      JSON.stringify({ pid: 1, start: '1', host: 'some-other-runner' })
    )
    const logger = recordingLogger()
    const taker = acquireLock(l, { logger, pollMs: 20 })
    assert.equal(await within(taker, 300), 'waiting')
    const old = new Date(Date.now() - 3 * 3600_000)
    utimesSync(l.lock, old, old)
    const release = await taker
    assert.match(logger.text(), /Removed a tool-cache lock left by process 1 that is gone/)
    await release()
  })
})
