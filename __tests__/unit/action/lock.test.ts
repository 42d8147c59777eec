// The tool-cache lock, without the registry: a live owner is waited for (within a bound, then an
// error names it), a dead one's lock is removed, a lock from another machine is trusted while it is
// refreshed, only the owner releases it, and a cancelled job (SIGTERM) releases it too.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { acquireLock } from '../../../src/action/lock.ts'
import { recordingLogger, tempDir } from '../../harness/helpers.ts'

const work = tempDir('lock')
after(() => work.cleanup())
const lockAt = (name: string) => join(work.path, name, 'x64.lock')
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p.then(() => 'acquired'), new Promise(r => setTimeout(() => r('waiting'), ms))])
const foreign = (lock: string, ageMs = 0) => {
  mkdirSync(lock, { recursive: true })
  const owner = join(lock, 'owner.json')
  writeFileSync(owner, JSON.stringify({ pid: 1, start: '1', host: 'some-other-runner' }))
  const t = new Date(Date.now() - ageMs)
  utimesSync(owner, t, t)
}

describe('tool-cache lock', () => {
  test('a second taker waits while the first holds it, and gets it once released', async () => {
    const l = lockAt('a')
    const release = await acquireLock(l, { logger: recordingLogger() })
    const logger = recordingLogger()
    const second = acquireLock(l, { logger, pollMs: 20 })
    assert.equal(await within(second, 300), 'waiting')
    assert.match(logger.text(), /Another job \(process \d+\) is installing or checking/)
    await release()
    const release2 = await second
    assert.ok(existsSync(l))
    await release2()
    assert.ok(!existsSync(l))
  })

  test('another machine’s lock is waited for while it is refreshed, and taken as stale two hours after its last refresh', async () => {
    const l = lockAt('b')
    foreign(l)
    const logger = recordingLogger()
    const taker = acquireLock(l, { logger, pollMs: 20 })
    assert.equal(await within(taker, 300), 'waiting')
    const old = new Date(Date.now() - 3 * 3600_000)
    utimesSync(join(l, 'owner.json'), old, old)
    const release = await taker
    assert.match(
      logger.text(),
      /Removed a tool-cache lock left by process 1 on some-other-runner that is gone/
    )
    await release()
  })

  test('waiting is bounded: the error names the holder and what to do', async () => {
    const l = lockAt('c')
    foreign(l)
    await assert.rejects(
      acquireLock(l, { logger: recordingLogger(), pollMs: 20, maxWaitMs: 200 }),
      /process 1 on some-other-runner has held the tool-cache lock .* remove the lock directory/
    )
    assert.ok(existsSync(l), 'another job’s lock is left alone')
  })

  test('only the owner releases it: a lock taken over meanwhile stays', async () => {
    const l = lockAt('d')
    const release = await acquireLock(l, { logger: recordingLogger() })
    writeFileSync(join(l, 'owner.json'), JSON.stringify({ pid: 1, start: '1', host: 'some-other-runner' }))
    await release()
    assert.ok(existsSync(l), 'the other owner’s lock was not removed')
  })

  test('a held lock is refreshed, so another machine does not take it for stale during a long install', async () => {
    const l = lockAt('e')
    const release = await acquireLock(l, { logger: recordingLogger(), refreshMs: 50 })
    const owner = join(l, 'owner.json')
    const old = new Date(Date.now() - 3600_000)
    utimesSync(owner, old, old)
    await new Promise(r => setTimeout(r, 200))
    assert.ok(Date.now() - statSync(owner).mtimeMs < 5000, 'refreshed while held')
    await release()
  })

  test('SIGTERM (a cancelled job) releases the lock', async () => {
    const l = lockAt('f')
    const root = resolve(import.meta.dirname, '../../..')
    const script = `
      import { prepareProcess } from ${JSON.stringify(join(root, 'src/bin/prepare.ts'))}
      import { acquireLock } from ${JSON.stringify(join(root, 'src/action/lock.ts'))}
      prepareProcess()
      await acquireLock(${JSON.stringify(l)}, { logger: { info() {}, debug() {}, warning() {}, mask() {}, group: (_t, f) => f() } })
      console.log('held')
      setInterval(() => {}, 1000)
    `
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit']
    })
    await new Promise<void>(r => child.stdout.on('data', d => String(d).includes('held') && r()))
    assert.ok(existsSync(l))
    assert.match(readFileSync(join(l, 'owner.json'), 'utf8'), new RegExp(`"pid":${child.pid}`))
    child.kill('SIGTERM')
    const code = await new Promise(r => child.on('exit', (c, s) => r(c ?? s)))
    assert.equal(code, 143)
    assert.ok(!existsSync(l), 'the lock is gone with the cancelled job')
  })
})
