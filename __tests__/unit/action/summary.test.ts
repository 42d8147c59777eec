// The job summary: names from the image cannot inject Markdown; each mode reports what it installed.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { renderSummary } from '../../../src/action/summary.ts'
import type { InstallResult } from '../../../src/pipeline/install.ts'
import { newReport } from '../../../src/layers/model/report.ts'

describe('job summary', () => {
  const result = (over: Partial<InstallResult> = {}) =>
    ({
      layers: [{ digest: 'sha256:' + 'a'.repeat(64), size: 1 << 20, compression: 'gzip', seconds: 1 }],
      bytesDownloaded: 1 << 20,
      report: { ...newReport({ adopted: 0, freed: 0 }), bytesKept: 300 << 20, files: 368, links: 5 },
      unmatchedPrune: ['librocfft*'],
      ...over
    }) as unknown as InstallResult
  const input = {
    image: 'x@sha256:' + 'a'.repeat(64),
    digest: 'sha256:' + 'b'.repeat(64),
    rocmPath: '/t',
    rocmVersion: '10.0.0',
    source: 'registry' as const,
    smokeSkipped: false,
    seconds: { total: 1 },
    env: {}
  }
  test('names from the image cannot inject Markdown or HTML', () => {
    const md = renderSummary({
      ...input,
      rocmVersion: '10 <img src=x onerror=alert(1)> | `x` [a](http://e) *b*',
      install: result({
        report: {
          ...newReport({ adopted: 0, freed: 0 }),
          externalLinks: ['lib/x -> </details><script>alert(1)</script>'],
          skippedSpecial: []
        }
      })
    })
    assert.ok(!/<img|<script|<\/details><s/.test(md), md)
    assert.ok(!md.includes('[a](http://e)'), 'no link from the image')
    assert.match(md, /&lt;img/)
  })
  test('runtime mode reports what was installed and no prune rows', () => {
    const md = renderSummary({
      ...input,
      install: result(),
      closure: {
        libraries: [{ path: 'lib/libamdhip64.so.7', size: 17 << 20, neededBy: 'requested' }],
        links: [],
        host: [],
        unresolved: [],
        bytes: 17 << 20
      },
      runtimeRoots: ['libamdhip64.so']
    })
    assert.match(md, /\| Kept \| 17\.0 MiB in 1 files/)
    assert.match(md, /\| Library \| Size \| Needed by \|\n\|---\|---:\|---\|/, 'sizes right-aligned')
    assert.doesNotMatch(md, /368 files|Prune patterns that matched nothing|\| Pruned \|/)
  })
  test('with an index, the size planned stands beside the size written; without one, no such row', () => {
    const md = renderSummary({
      ...input,
      install: result({ planned: { bytes: 300 << 20, onDisk: 301 << 20, archive: 120 << 20 } })
    })
    assert.match(
      md,
      /\| Planned \/ written \| 300\.0 MiB planned from the index \(301\.0 MiB on disk, cache archive about 120\.0 MiB\), 300\.0 MiB written \|/
    )
    assert.doesNotMatch(renderSummary({ ...input, install: result() }), /Planned/)
  })
  test('no blank header row; each target once', () => {
    const md = renderSummary({
      ...input,
      install: result(),
      smoke: [
        { target: 'gfx1036', compiled: true, loaded: true, run: 'no-gpu', output: '' },
        { target: 'gfx90a', compiled: true, loaded: true, run: 'ran', output: '' }
      ]
    })
    assert.doesNotMatch(md, /^\| \| \|$/m)
    assert.match(md, /\| gfx1036 \| compiled, loaded; no GPU to run on \|/)
    assert.match(md, /\| gfx90a \| compiled, loaded, ran on the GPU \(result checked\) \|/)
  })
})
