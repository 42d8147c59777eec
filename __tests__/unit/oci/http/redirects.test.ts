// The redirect rules: a bounded count, relative locations, never down to plain HTTP.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { MAX_REDIRECTS, nextHop } from '../../../../src/oci/http/redirects.ts'

describe('redirects', () => {
  const at = new URL('https://registry.example/v2/x/blobs/sha256:a')
  test('followed up to the bound, relative locations resolved, never down to plain HTTP', () => {
    assert.equal(nextHop(200, undefined, at, 0, 'blob'), undefined)
    assert.equal(nextHop(307, '/cdn/a', at, 0, 'blob')?.href, 'https://registry.example/cdn/a')
    assert.throws(() => nextHop(302, undefined, at, 0, 'blob'), /redirect without a Location/)
    assert.throws(
      () => nextHop(302, 'https://cdn.example/a', at, MAX_REDIRECTS, 'blob'),
      /more than 5 times \(last to cdn\.example\)/
    )
    assert.throws(() => nextHop(301, 'http://cdn.example/a', at, 0, 'blob'), /from HTTPS down to http:/)
    assert.equal(nextHop(301, 'http://b/a', new URL('http://a/x'), 0, 'blob')?.host, 'b')
  })
})
