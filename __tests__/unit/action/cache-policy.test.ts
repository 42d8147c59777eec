// action/cache-policy.ts and the cache inputs: when the action saves to the actions cache, and what
// it says of a tree it did not verify. Pure: inputs and the event name.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { parseInputs, InputError } from '../../../src/config/inputs.ts'
import { saveRefusal, unverified } from '../../../src/action/cache-policy.ts'
import { whyNotSave } from '../../../src/action/cache-save.ts'

const parse = (given: Record<string, string>) => parseInputs(n => given[n], { os: 'Linux', arch: 'X64' })

describe('cache policy', () => {
  test('cache: true restores and saves, restore only restores, false neither; anything else is refused', () => {
    assert.deepEqual([parse({}).cache, parse({}).cacheSave], [true, true])
    assert.deepEqual(
      [parse({ cache: 'restore' }).cache, parse({ cache: 'restore' }).cacheSave],
      [true, false]
    )
    assert.deepEqual([parse({ cache: 'false' }).cache, parse({ cache: 'false' }).cacheSave], [false, false])
    assert.throws(
      () => parse({ cache: 'maybe' }),
      (e: Error) => e instanceof InputError && /must be true, restore or false/.test(e.message)
    )
    assert.equal(parse({}).cacheVerify, 'auto')
    assert.equal(parse({ 'cache-verify': 'required' }).cacheVerify, 'required')
    assert.throws(() => parse({ 'cache-verify': 'yes' }), /must be auto or required/)
  })

  test('no save from pull_request_target or workflow_run unless asked, said as a notice naming the input', () => {
    const on = parse({})
    assert.equal(saveRefusal(on, 'push'), undefined)
    assert.equal(saveRefusal(on, 'pull_request'), undefined)
    for (const event of ['pull_request_target', 'workflow_run']) {
      const r = saveRefusal(on, event)
      assert.ok(r?.notice, event)
      assert.match(
        r.reason,
        new RegExp(
          `this ${event} job runs in the base branch's cache scope.*set cache-save-untrusted-events: true`
        )
      )
      assert.equal(saveRefusal(parse({ 'cache-save-untrusted-events': 'true' }), event), undefined)
    }
    assert.deepEqual(saveRefusal(parse({ cache: 'restore' }), 'push'), {
      reason: 'cache: restore restores the tree but never saves it',
      notice: false
    })
    assert.equal(saveRefusal(parse({ cache: 'false' }), 'push')?.reason, 'caching is off (cache: false)')
  })

  test('a tree from a cache is said to be unverified, with how to get a verified one', () => {
    assert.match(
      unverified('tool-cache'),
      /^The tree from the tool-cache was not verified: there is no seek index for this image .*Give one \(the index input.*set cache-verify: required to install from the registry/
    )
  })
})

describe("what post decides from main's state", () => {
  test('saves only a ready tree main installed from the registry, unless a rule refused saving', () => {
    assert.equal(whyNotSave('k1', 'registry', ''), undefined)
    assert.equal(whyNotSave('', '', ''), 'the main step did not get as far as the install')
    assert.equal(whyNotSave('k1', '', ''), 'the install or its smoke test did not finish')
    assert.equal(whyNotSave('k1', 'tool-cache', ''), 'the tree came from the tool-cache (key k1)')
    assert.equal(
      whyNotSave('k1', 'actions-cache', 'cache: restore'),
      'the tree came from the actions-cache (key k1)'
    )
    assert.equal(
      whyNotSave('k1', 'registry', 'cache: restore restores the tree but never saves it'),
      'cache: restore restores the tree but never saves it'
    )
    // A refusal says nothing of a tree that never got ready.
    assert.equal(whyNotSave('k1', '', 'cache: restore'), 'the install or its smoke test did not finish')
  })
})
