// Staging and atomic promotion alone (src/pipeline/staging.ts, interrupt.ts), on the real file
// system: the tree is built beside the destination and moved in with a rename; what an interrupted
// or killed run left is removed, and a destination that appeared meanwhile is kept or replaced as
// asked, never half-written.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createStaging, promote } from '../../../src/pipeline/staging.ts'
import { runInterruptCleanups } from '../../../src/pipeline/interrupt.ts'
import { recordingLogger, tempDir } from '../../harness/helpers.ts'

const work = tempDir('staging')
after(() => work.cleanup())
let n = 0
const destIn = () => join(work.path, `case-${++n}`, 'rocm')

describe('staging and promotion', () => {
  test('the tree is staged beside the destination and promoted by a rename; staging is gone afterwards', async () => {
    const dest = destIn()
    const s = await createStaging(dest, recordingLogger())
    assert.equal(dirname(s.dir), dirname(dest))
    assert.match(s.dir, new RegExp(`/\\.rocm\\.staging-${process.pid}-[0-9a-f]{8}$`))
    writeFileSync(join(s.dir, 'version'), '10.0.0\n')
    assert.equal(await promote(s.dir, dest, false), true)
    assert.equal(readFileSync(join(dest, 'version'), 'utf8'), '10.0.0\n')
    await s.cleanup()
    assert.deepEqual(readdirSync(dirname(dest)), ['rocm'])
  })

  test('a destination that appeared meanwhile is kept unless asked to replace; replaced whole, no .old left', async () => {
    const dest = destIn()
    mkdirSync(dest, { recursive: true })
    writeFileSync(join(dest, 'mark'), 'concurrent job')
    const s = await createStaging(dest, recordingLogger())
    writeFileSync(join(s.dir, 'mark'), 'this run')
    assert.equal(await promote(s.dir, dest, false), false)
    assert.equal(readFileSync(join(dest, 'mark'), 'utf8'), 'concurrent job')
    assert.equal(await promote(s.dir, dest, true), true)
    assert.equal(readFileSync(join(dest, 'mark'), 'utf8'), 'this run')
    await s.cleanup()
    assert.deepEqual(readdirSync(dirname(dest)), ['rocm'])
  })

  test('empty() leaves an empty staging directory for another attempt', async () => {
    const s = await createStaging(destIn(), recordingLogger())
    mkdirSync(join(s.dir, 'lib'))
    writeFileSync(join(s.dir, 'lib', 'x'), 'x')
    await s.empty()
    assert.deepEqual(readdirSync(s.dir), [])
    await s.cleanup()
    assert.ok(!existsSync(s.dir))
  })

  test('staging left by a killed run (its pid gone) is removed, a live run’s is not; an interrupt removes this run’s', async () => {
    const dest = destIn()
    mkdirSync(dirname(dest), { recursive: true })
    // A pid that existed and is gone: a child that has exited.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!
    const dead = join(dirname(dest), `.rocm.staging-${gone}-deadbeef`)
    const live = join(dirname(dest), `.rocm.staging-${process.ppid}-cafecafe`)
    mkdirSync(join(dead, 'lib'), { recursive: true })
    mkdirSync(live)
    const log = recordingLogger()
    const s = await createStaging(dest, log)
    assert.ok(!existsSync(dead), 'a killed run’s staging is removed')
    assert.match(log.text(), /left by an interrupted run/)
    assert.ok(existsSync(live), 'a live process’s staging is left alone')
    runInterruptCleanups()
    assert.ok(!existsSync(s.dir), 'interrupted: this run’s staging is removed on the way out')
  })
})
