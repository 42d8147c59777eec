// The lazy mount's store on disk (src/mount/store/store-files.ts keep): what is kept is there whole or not
// at all, and a span kept after the background fill (its own process) removed the spans'
// directory, done, is kept all the same (the directory made again) instead of failing its read;
// a buffer nobody holds is kept for reuse or freed at once (retire).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keep, retire } from '../../../src/mount/store/store-files.ts'

test('a file kept after the fill removed its directory is kept whole, nothing half-written beside it', () => {
  const root = mkdtempSync(join(tmpdir(), 'store-'))
  try {
    const spans = join(root, 'spans')
    keep(join(spans, 'a'.repeat(64)), Buffer.from('first'))
    // The fill is done: it removes the compressed spans.
    rmSync(spans, { recursive: true })
    keep(join(spans, 'b'.repeat(64)), Buffer.from('second'))
    assert.equal(readFileSync(join(spans, 'b'.repeat(64)), 'utf8'), 'second')
    assert.deepEqual(readdirSync(spans), ['b'.repeat(64)])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('a buffer nobody holds is kept for the next span while the spares are few, else freed at once', () => {
  const spares: ArrayBuffer[] = []
  const a = new ArrayBuffer(1 << 20)
  const b = new ArrayBuffer(1 << 20)
  retire(spares, a, 1)
  assert.deepEqual(spares, [a], 'kept: the next span is read or inflated into it')
  const before = process.memoryUsage().arrayBuffers
  retire(spares, b, 1)
  assert.equal(b.detached, true, 'freed now, not left for V8 to collect')
  assert.ok(
    process.memoryUsage().arrayBuffers <= before - (1 << 20) + 4096,
    'its memory is given back at once'
  )
  assert.deepEqual(spares, [a])
  retire(spares, b, 2)
  assert.deepEqual(spares, [a], 'a buffer already freed is not kept')
})
