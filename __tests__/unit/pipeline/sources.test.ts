// The source hand-over: mirrors in order, each failure moving on, the last told it has no successor.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { fromSources } from '../../../src/pipeline/sources.ts'
import { ImageError, SourceError } from '../../../src/errors.ts'
import type { Endpoint } from '../../../src/oci/reference.ts'
import { recordingLogger } from '../../harness/helpers.ts'

describe('sources hand over', () => {
  const ep = (label: string) => ({ label }) as Endpoint
  test('a source failure moves on at once with a warning; the last is told it has no successor', async () => {
    const log = recordingLogger()
    const seen: [string, boolean][] = []
    const got = await fromSources(
      [ep('mirror-a'), ep('mirror-b'), ep('registry')],
      log,
      async (e, handOver) => {
        seen.push([e.label, handOver])
        if (e.label !== 'registry') throw new SourceError(`HTTP 429 from ${e.label}`)
        return 'installed'
      }
    )
    assert.equal(got, 'installed')
    assert.deepEqual(seen, [
      ['mirror-a', true],
      ['mirror-b', true],
      ['registry', false]
    ])
    assert.equal(log.warnings.filter(w => /failed: HTTP 429 from mirror-\w\. Trying/.test(w)).length, 2)
  })
  test("an image's fault, a final error or the last source's failure ends it", async () => {
    const log = recordingLogger()
    let tried = 0
    await assert.rejects(
      fromSources([ep('a'), ep('b')], log, async () => {
        tried++
        throw new ImageError('a hostile entry')
      }),
      ImageError
    )
    assert.equal(tried, 1)
    await assert.rejects(
      fromSources(
        [ep('a'), ep('b')],
        log,
        async () => {
          throw new SourceError('no index here')
        },
        () => true
      ),
      /no index here/
    )
    await assert.rejects(
      fromSources([ep('only')], log, async () => {
        throw new SourceError('down')
      }),
      /down/
    )
  })
})
