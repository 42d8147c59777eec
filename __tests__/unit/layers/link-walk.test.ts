// Link resolution without the OS (src/layers/link-walk.ts, used by the model's resolve, the
// closure and the restore's link check): bounded by the path limits, linear in what it reads
// (issue 49 item 4: a 300,000-component target overflowed the stack through `unshift(...)`, a
// link 20,000 directories deep took 13 s and 1.2 GiB, 40 files under a 40,001-component link
// took 29 s). Counted in steps, not timed.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ComponentWalk, WalkLimit } from '../../../src/layers/link-walk.ts'
import { LIMITS } from '../../../src/layers/paths.ts'
import { newDir, resolve, ResolveError, type DirNode } from '../../../src/layers/model/tree.ts'

function model(target: string): DirNode {
  const root = newDir(-1)
  const opt = newDir(0)
  root.children.set('opt', opt)
  opt.children.set('a', newDir(0))
  opt.children.set('link', { kind: 'symlink', layer: 0, mode: 0o777, target })
  return root
}

/** Steps a walk takes through a link whose target holds `n` components that fold back (`a/..`). */
function stepsThrough(n: number): number {
  const links = new Map([
    [
      'link',
      Array(n / 2)
        .fill('a/..')
        .join('/')
    ]
  ])
  const walk = new ComponentWalk('link/x')
  let cur: string[] = []
  for (let c = walk.next(); c !== undefined; c = walk.next()) {
    if (c === '..') cur = cur.slice(0, -1)
    else if (links.has(c)) walk.follow(links.get(c)!)
    else cur.push(c)
  }
  assert.deepEqual(cur, ['x'])
  return walk.steps
}

describe('resolving through links, bounded and linear', () => {
  test('steps at 4n components are four times those at n (each component read once)', () => {
    const n = stepsThrough(400)
    const n4 = stepsThrough(1600)
    assert.ok(n4 <= 4 * n + 8, `${n} steps at n, ${n4} at 4n`)
  })

  test('a target of 300,000 components is refused at once, not by the stack', () => {
    const huge = Array(300_000).fill('a').join('/')
    assert.throws(
      () => resolve(model(huge), ['opt', 'link', 'f'], false),
      (e: Error) => e instanceof ResolveError && /longer than 4096 bytes|components/.test(e.message)
    )
  })

  test('a target past the path limit (40,001 components) is refused for every file under it, each at once', () => {
    const long = Array(40_001).fill('a').join('/')
    const root = model(long)
    for (let i = 0; i < 40; i++)
      assert.throws(() => resolve(root, ['opt', 'link', `f${i}`], false), ResolveError)
  })

  test('a resolved path deeper than the depth limit is refused (a link 20,000 directories deep)', () => {
    const deep = Array(1000).fill('d').join('/')
    assert.throws(
      () => resolve(model(deep), ['opt', 'link', 'f'], false),
      new RegExp(`deeper than ${LIMITS.depth}`)
    )
  })

  test('more than 40 links in a row: refused', () => {
    const root = newDir(-1)
    root.children.set('loop', { kind: 'symlink', layer: 0, mode: 0o777, target: 'loop' })
    assert.throws(() => resolve(root, ['loop', 'x'], false), /more than 40 levels/)
    const w = new ComponentWalk('x')
    assert.throws(() => {
      for (let i = 0; i < 41; i++) w.follow('x')
    }, WalkLimit)
  })
})
