// The CLI's progress bar.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { TtyProgress } from '../../../src/cli/progress.ts'

describe('CLI progress bar', () => {
  test('clears its line for log lines, counts finished layers, says how long is left', () => {
    let out = ''
    const p = new TtyProgress({ write: (s: string) => (out += s) })
    p.imageResolved([100 << 20, 100 << 20])
    p.layerStart(0, 2, 'sha256:x', 100 << 20)
    p.layerBytes(0, 50 << 20)
    p.layerDone(0)
    assert.match(out, /\r\x1b\[K\[#+\.+\] 25% of 200\.0 MiB, 1\/2 layers done, .*\/s, ETA \d+ s$/) // eslint-disable-line no-control-regex
    p.clear()
    assert.ok(out.endsWith('\r\x1b[K'))
    p.clear()
    assert.ok(!out.endsWith('\r\x1b[K\r\x1b[K'), 'clearing twice writes nothing more')
  })
})
