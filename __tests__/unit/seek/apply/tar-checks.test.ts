// The tar header checks made while applying from an index: a fetched header must say what the
// index's table of contents says.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { checkHeader } from '../../../../src/seek/apply/tar-checks.ts'
import { tarEntry } from '../../../harness/tar-writer.ts'

describe('tar headers against the index', () => {
  test('a header is checked against the TOC entry: path, type, size, mode and link target (PAX names too)', () => {
    const long = `opt/rocm/${'d'.repeat(120)}/libx.so`
    const bytes = tarEntry({ path: long, body: 'abc', mode: 0o644 })
    const e = { header: 0, data: bytes.length - 512, size: 3, type: 'File', path: long, mode: 0o644 }
    checkHeader(0, e, bytes.subarray(0, e.data))
    assert.throws(
      () => checkHeader(0, { ...e, mode: 0o777 }, bytes.subarray(0, e.data)),
      /\(3 bytes, mode 0644\), but the seek index says File .* \(3 bytes, mode 0777\)/
    )
    assert.throws(
      () => checkHeader(0, { ...e, size: 4 }, bytes.subarray(0, e.data)),
      /the seek index says File/
    )
    assert.throws(
      () => checkHeader(0, { ...e, path: 'x' }, bytes.subarray(0, e.data)),
      /IndexMismatch|the seek index says/
    )
    assert.throws(() => checkHeader(0, { ...e, type: 'SymbolicLink' }, bytes.subarray(0, e.data)))
  })
})
