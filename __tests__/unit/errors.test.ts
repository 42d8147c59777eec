// One fault taxonomy (src/errors.ts), across threads too: an error a worker posts comes back with
// its class (when the receiver knows it) or at least its name and fault; the seek index's own
// errors say whose fault they are.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ImageError, SourceError, faultOf, postError, rebuildError } from '../../src/errors.ts'
import { IntegrityError } from '../../src/oci/errors.ts'
import { TocBuilder, TocError } from '../../src/seek/index/toc.ts'
import { InflateError } from '../../src/seek/build/block-inflater.ts'
import { IndexFormatError, IndexMismatchError, OtherImageIndexError } from '../../src/seek/index/errors.ts'

/** What the other thread gets: a structured clone, as postMessage makes. */
const across = (e: unknown) => structuredClone(postError(e))

describe('errors across threads', () => {
  test('a known class comes back as itself; another keeps its name and fault; a raw error stays unclassified', () => {
    const known = rebuildError(across(new IntegrityError('bytes differ')), { IntegrityError })
    assert.ok(known instanceof IntegrityError)
    assert.equal(known.message, 'bytes differ')
    assert.equal(faultOf(known), 'source')
    const other = rebuildError(across(new ImageError('a hostile entry')))
    assert.equal(other.name, 'ImageError')
    assert.equal(faultOf(other), 'image')
    assert.equal(faultOf(rebuildError(across(new SourceError('429')))), 'source')
    const raw = rebuildError(across(new RangeError('a bug')))
    assert.equal(raw.name, 'RangeError')
    assert.equal(faultOf(raw), undefined)
    assert.equal(rebuildError(across('thrown text')).message, 'thrown text')
  })

  test("the seek index's errors say whose fault they are", () => {
    assert.equal(faultOf(new TocError('x')), 'image')
    assert.equal(faultOf(new InflateError('x')), 'image')
    assert.equal(faultOf(new IndexFormatError('x')), 'usage')
    assert.equal(faultOf(new OtherImageIndexError('x')), 'usage')
    // Found while installing, an index that does not describe the image is the index's fault, and
    // says so across a thread too.
    assert.equal(faultOf(new IndexMismatchError('x')), 'index')
    const rebuilt = rebuildError(across(new IndexMismatchError('a span does not inflate')))
    assert.equal(faultOf(rebuilt), 'index')
    assert.equal(rebuilt.message, 'a span does not inflate')
    // A broken tar header met while building an index is the image's.
    const b = new TocBuilder()
    const block = Buffer.alloc(512, 1)
    assert.throws(
      () => b.push(block),
      (e: unknown) => e instanceof TocError && faultOf(e) === 'image'
    )
  })
})
