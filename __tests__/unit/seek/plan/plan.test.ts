// Planning from an index (src/seek/plan/plan.ts) gives the event loop a turn every PLAN_YIELD entries:
// a cancelled job's SIGTERM is handled while a large plan is made, not after it (issue 49 item 8:
// 22-25 s on a two-million-row plan). Counted in turns, not timed.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { PLAN_YIELD, planInstall } from '../../../../src/seek/plan/plan.ts'
import { TocTable } from '../../../../src/seek/index/toc-table.ts'
import type { SeekIndex } from '../../../../src/seek/index/model.ts'
import type { TocEntry } from '../../../../src/seek/index/toc.ts'
import { recordingLogger, sourceOf } from '../../../harness/helpers.ts'

/** An index of one uncompressed layer holding `rows`. */
const oneLayer = (rows: TocEntry[], tarBytes: number): SeekIndex => ({
  format: 2,
  tool: 'test',
  manifest: `sha256:${'a'.repeat(64)}`,
  spacing: 0,
  layers: [
    {
      digest: `sha256:${'b'.repeat(64)}`,
      size: 10,
      compression: 'none',
      tarBytes,
      checkpoints: [],
      spans: [{ offset: 0, length: 10, sha256: 'b'.repeat(64) }],
      toc: TocTable.from(rows)
    }
  ]
})

describe('planning from an index', () => {
  test('the event loop gets a turn at least every PLAN_YIELD entries', async () => {
    const n = 100_000
    const rows: TocEntry[] = [{ header: 0, data: 512, size: 0, type: 'Directory', path: 'opt/rocm/' }]
    for (let k = 1; k < n; k++)
      rows.push({ header: k * 512, data: (k + 1) * 512, size: 0, type: 'Directory', path: `opt/rocm/d${k}/` })
    const tarBytes = (n + 2) * 512
    const ix = oneLayer(rows, tarBytes)
    let turns = 0
    let planning = true
    const tick = () => {
      turns++
      if (planning) setImmediate(tick)
    }
    setImmediate(tick)
    const plan = planInstall(
      ix,
      sourceOf({ image: `x@sha256:${'c'.repeat(64)}`, imagePath: '/opt/rocm', prune: ['none'] }),
      recordingLogger(),
      '/nonexistent'
    )
    await plan.finally(() => (planning = false))
    assert.ok(
      turns >= Math.floor(n / PLAN_YIELD),
      `${turns} turns of the event loop while ${n} entries were planned`
    )
  })

  test("a name or link the index lists that no install takes is the index's fault, named so (issue 49 item 10)", async () => {
    const plan = (rows: TocEntry[]) =>
      planInstall(
        oneLayer(rows, 8192),
        sourceOf({ image: `x@sha256:${'c'.repeat(64)}`, imagePath: '/opt/rocm', prune: ['none'] }),
        recordingLogger(),
        '/nonexistent'
      )
    const dir: TocEntry = { header: 0, data: 512, size: 0, type: 'Directory', path: 'opt/rocm/' }
    for (const bad of [
      { header: 512, data: 1024, size: 0, type: 'Directory', path: '../etc/' },
      { header: 512, data: 1024, size: 0, type: 'Link', path: 'opt/rocm/x', linkpath: '../../etc/passwd' }
    ])
      await assert.rejects(plan([dir, bad]), (e: Error) => {
        assert.equal(e.name, 'IndexMismatchError', String(e))
        assert.match(
          e.message,
          /^The seek index lists an entry no install takes \(layer 1: .*\)\. Build the index again/
        )
        return true
      })
  })
})
