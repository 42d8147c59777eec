// A directory of the model (src/layers/model/children.ts) stays linear in its names whatever they
// hash to (issue 49 item 5, hash flooding): names an image's author chose to collide cost probes
// per insert that do not grow with the directory. Counted, not timed.
import { describe, test, afterEach } from 'node:test'
import assert from 'node:assert/strict'
import { Children, nameHashing } from '../../../../src/layers/model/children.ts'

const realHash = nameHashing.of
afterEach(() => (nameHashing.of = realHash))

const file = { kind: 'file' as const, layer: 0, mode: 0o644, size: 1, onDisk: true }

/** Probes per insert (and per lookup after) for `n` names in one directory. */
function probesFor(n: number): { insert: number; lookup: number; dir: Children } {
  const dir = new Children()
  nameHashing.probes = 0
  for (let i = 0; i < n; i++) dir.set(`name-${i}`, file)
  const insert = nameHashing.probes / n
  nameHashing.probes = 0
  for (let i = 0; i < n; i++) assert.ok(dir.get(`name-${i}`))
  return { insert, lookup: nameHashing.probes / n, dir }
}

describe('a directory of the model against hash flooding', () => {
  test('names that all hash alike: probes per insert at 4n are no more than at n (a Map takes over)', () => {
    nameHashing.of = () => 12345
    const fallbacks = nameHashing.fallbacks
    const small = probesFor(2_000)
    const large = probesFor(8_000)
    assert.ok(nameHashing.fallbacks > fallbacks, 'the directory left its table')
    assert.ok(
      large.insert <= small.insert * 1.25 + 1,
      `per insert: ${small.insert} at n, ${large.insert} at 4n`
    )
    assert.ok(large.lookup <= 2, `per lookup: ${large.lookup}`)
    assert.equal(large.dir.size, 8_000)
    assert.ok(large.dir.delete('name-7'))
    assert.equal(large.dir.get('name-7'), undefined)
    large.dir.set('name-7', file)
    assert.deepEqual(
      [...large.dir].map(([k]) => k).slice(-2),
      ['name-7999', 'name-7'],
      'insertion order kept'
    )
  })

  test('ordinary names stay in the table, a probe or two each', () => {
    const fallbacks = nameHashing.fallbacks
    const { insert, lookup } = probesFor(20_000)
    assert.equal(nameHashing.fallbacks, fallbacks)
    assert.ok(insert < 4 && lookup < 3, `per insert ${insert}, per lookup ${lookup}`)
  })

  test("the hash is seeded: names FNV-1a puts in one cell are spread (the table's low bits differ)", () => {
    // Two names whose unseeded FNV-1a agree in the low 8 bits are found by search; seeded and
    // mixed, agreement in the low 16 bits across 64 such pairs would be chance.
    const fnv = (s: string) => {
      let h = 0x811c9dc5
      for (const b of Buffer.from(s)) h = Math.imul(h ^ b, 0x01000193)
      return h >>> 0
    }
    const byLow = new Map<number, string>()
    let pairs = 0
    let agree = 0
    for (let i = 0; pairs < 64; i++) {
      const name = `f${i}`
      const low = fnv(name) & 0xffff
      const other = byLow.get(low)
      if (other === undefined) {
        byLow.set(low, name)
        continue
      }
      pairs++
      const h = (x: string) => realHash(Buffer.from(x), 0, Buffer.byteLength(x)) & 0xffff
      if (h(name) === h(other)) agree++
    }
    assert.ok(agree < 4, `${agree} of 64 pairs that plain FNV-1a collides still collide`)
  })
})
