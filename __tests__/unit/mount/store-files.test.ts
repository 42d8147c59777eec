// The lazy mount's store on disk (src/mount/store-files.ts keep): what is kept is there whole or not
// at all, and a span kept after the background fill (its own process) removed the spans'
// directory, done, is kept all the same (the directory made again) instead of failing its read.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keep } from '../../../src/mount/store-files.ts'

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
