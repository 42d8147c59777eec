// The last span of a gzip layer must end where the index says the layer's tar stream ends
// (src/seek/inflate/prime.ts SpanInflater.endsHere; issue 49 item 1: rows cut before a layer's last two
// entries, with the index's tarBytes set to where they start, installed a tree without them, every
// span fetched and the digest verified).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { SpanInflater, spanBuffer } from '../../../../src/seek/inflate/prime.ts'

const data = Buffer.from(randomBytes(30_000).toString('hex'))
/** The layer's blob from its first deflate block on (past the 10-byte gzip header), in a span buffer. */
function lastSpan(blob: Buffer): Buffer {
  const b = spanBuffer(blob.length - 10)
  blob.copy(b, 0, 10)
  return b
}

function inflate(blob: Buffer, outBytes: number, isize: number): void {
  const inf = new SpanInflater(lastSpan(blob), 0, Buffer.alloc(0), outBytes)
  try {
    inf.into(Buffer.alloc(outBytes))
    inf.endsHere(isize)
  } finally {
    inf.close()
  }
}

describe("a gzip layer's last span", () => {
  test('ends with the stream, its trailer giving the member its size; empty members may follow', () => {
    inflate(gzipSync(data), data.length, data.length)
    inflate(Buffer.concat([gzipSync(data), gzipSync(Buffer.alloc(0))]), data.length, data.length)
  })
  test('an index whose tar stream ends early (rows cut off the end) is refused', () => {
    assert.throws(
      () => inflate(gzipSync(data), data.length - 1024, data.length - 1024),
      /goes on past the \d+ bytes/
    )
  })
  test('a trailer that gives another size, and bytes after the last member, are refused', () => {
    assert.throws(
      () => inflate(gzipSync(data), data.length, data.length + 1),
      /gzip trailer gives its last member/
    )
    assert.throws(
      () => inflate(Buffer.concat([gzipSync(data), Buffer.from('tail')]), data.length, data.length),
      /not empty gzip members/
    )
  })
})
