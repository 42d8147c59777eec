// Registry authentication alone (src/oci/auth.ts): challenges parsed as registries write them, and
// the Authenticator against a real token service on 127.0.0.1 (plain HTTP, so only anonymous
// tokens: credentials are refused over http, which is pinned here too). The registry side (401s
// mid-pull, renewal ahead of expiry under load) is in integration/oci.test.ts.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpClient } from '@actions/http-client'
import { Authenticator, parseChallenge } from '../../../src/oci/auth.ts'
import { RegistryError } from '../../../src/oci/errors.ts'

/** What the token service answers next (status, body), and what it was asked. */
let answer: { status: number; body: string } = { status: 200, body: '{}' }
const asked: URL[] = []
let server: Server
let realm = ''
let issued = 0

before(async () => {
  server = createServer((req, res) => {
    asked.push(new URL(req.url!, 'http://x'))
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(answer.body.replace('$N', String(++issued)))
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  realm = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`
})
after(() => server.close())

const deadline = { stallMs: 5000, minBytesPerSecond: 0 }
/** The wall clock the Authenticator reads (ms): moved by the tests, never slept through. */
let now = 1_000_000
const auth = (credentials?: { username: string; password: string }) =>
  new Authenticator(
    new HttpClient('setup-rocm-test'),
    'rocm/rocm',
    credentials,
    deadline,
    undefined,
    () => now
  )
const bearer = (scope?: string) =>
  `Bearer realm="${realm}",service="registry.test"${scope ? `,scope="${scope}"` : ''}`

describe('registry authentication', () => {
  test('a challenge is parsed as registries write it: quoted values with commas and escapes, bare values, any case', () => {
    assert.deepEqual(
      parseChallenge(
        'Bearer realm="https://auth.example/token",service="registry.example",scope="repository:a/b:pull,push repository:c:pull"'
      ),
      {
        scheme: 'bearer',
        params: {
          realm: 'https://auth.example/token',
          service: 'registry.example',
          scope: 'repository:a/b:pull,push repository:c:pull'
        }
      }
    )
    assert.deepEqual(parseChallenge('Basic realm="a \\"quoted\\" realm", Charset=UTF-8'), {
      scheme: 'basic',
      params: { realm: 'a "quoted" realm', charset: 'UTF-8' }
    })
    assert.equal(parseChallenge(''), undefined)
  })

  test('an anonymous Bearer token is asked for the challenged scope and service, and sent', async () => {
    answer = { status: 200, body: '{"token":"t$N","expires_in":300}' }
    asked.length = 0
    const a = auth()
    assert.equal(a.header(), undefined)
    await a.answer(bearer('repository:rocm/rocm:pull'), 'registry.test')
    assert.equal(a.header(), `Bearer t${issued}`)
    assert.equal(asked.length, 1)
    assert.equal(asked[0].searchParams.get('service'), 'registry.test')
    assert.deepEqual(asked[0].searchParams.getAll('scope'), ['repository:rocm/rocm:pull'])
  })

  test('a renewal keeps the scopes held: a push token renewed by a pull challenge still asks for push', async () => {
    answer = { status: 200, body: '{"access_token":"t$N","expires_in":300}' }
    asked.length = 0
    const a = auth()
    await a.answer(bearer('repository:rocm/rocm:pull,push'), 'registry.test')
    await a.answer(bearer('repository:rocm/rocm:pull repository:other:pull'), 'registry.test')
    assert.deepEqual(asked[1].searchParams.getAll('scope').sort(), [
      'repository:other:pull',
      'repository:rocm/rocm:pull,push'
    ])
  })

  test('a challenge that arrives while a newer token covers its scope is not answered again', async () => {
    answer = { status: 200, body: '{"token":"t$N","expires_in":300}' }
    asked.length = 0
    const a = auth()
    await a.answer(bearer('repository:rocm/rocm:pull'), 'registry.test')
    const held = a.header()
    // A request sent bare (before the token) is challenged: the token held answers it.
    await a.renew(bearer('repository:rocm/rocm:pull'), 'registry.test', undefined)
    assert.equal(a.header(), held)
    assert.equal(asked.length, 1)
    // A request that carried the token held and was still refused: a new one is asked for.
    await a.renew(bearer('repository:rocm/rocm:pull'), 'registry.test', held)
    assert.notEqual(a.header(), held)
    assert.equal(asked.length, 2)
  })

  test('a short-lived token is not sent at its end: a tenth of its life (at most a second) is kept back', async () => {
    answer = { status: 200, body: '{"token":"t$N","expires_in":2}' }
    const a = auth()
    await a.answer(bearer(), 'registry.test')
    assert.ok(a.header()?.startsWith('Bearer '))
    now += 1799
    assert.ok(a.header()?.startsWith('Bearer '), 'sent until 1.8 s of a 2 s token')
    now += 1
    assert.equal(a.header(), undefined, 'from 1.8 s of a 2 s token, it is no longer sent')
    // A long-lived token keeps back a second, not a tenth.
    answer = { status: 200, body: '{"token":"t$N","expires_in":300}' }
    const b = auth()
    await b.answer(bearer(), 'registry.test')
    now += 298_999
    assert.ok(b.header()?.startsWith('Bearer '))
    now += 1
    assert.equal(b.header(), undefined, 'from 299 s of a 300 s token, it is no longer sent')
  })

  test('refusals say what to do: credentials over a plain-HTTP realm, a 401 from the token service, a non-token answer', async () => {
    await assert.rejects(
      auth({ username: 'u', password: 'p' }).answer(bearer(), 'registry.test'),
      (e: Error) => {
        assert.ok(e instanceof RegistryError)
        assert.match(e.message, /Refusing to send credentials to a token realm over http:/)
        return true
      }
    )
    answer = { status: 401, body: '{"errors":[{"code":"UNAUTHORIZED","message":"no anonymous pulls"}]}' }
    await assert.rejects(auth().answer(bearer(), 'registry.test'), (e: Error) => {
      assert.match(e.message, /answered HTTP 401 \(no anonymous pulls\)\. Anonymous access was refused; set /)
      return true
    })
    answer = { status: 200, body: '<html>login</html>' }
    await assert.rejects(auth().answer(bearer(), 'registry.test'), /answered something that is not JSON/)
    await assert.rejects(auth().answer('Negotiate', 'registry.test'), /unsupported auth scheme "negotiate"/)
    await assert.rejects(
      auth().answer('Basic realm="r"', 'registry.test'),
      /requires credentials \(Basic auth\)/
    )
  })
})
