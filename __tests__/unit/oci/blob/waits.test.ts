// How a consumer's waits reach the connection count (src/oci/blob/waits.ts), on an injected clock:
// told while they last and at their end, bounded by the consumer's own hunger, and a real
// ConnectionLimit growing in the middle of a wait (not once its bytes came).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { WAIT_REPORT_MS, Waits, type Clock } from '../../../../src/oci/blob/waits.ts'
import { ConnectionLimit } from '../../../../src/oci/blob/connections.ts'

/** A clock that moves only when told, running the timers that fall due on the way. */
function fakeClock(): Clock & { advance(ms: number): void; timers(): number } {
  let t = 1000
  const timers = new Set<{ every: number; next: number; fn: () => void }>()
  return {
    now: () => t,
    every(ms, fn) {
      const timer = { every: ms, next: t + ms, fn }
      timers.add(timer)
      return () => timers.delete(timer)
    },
    advance(ms) {
      const end = t + ms
      for (;;) {
        const due = [...timers].filter(x => x.next <= end).sort((a, b) => a.next - b.next)[0]
        if (!due) break
        t = due.next
        due.next += due.every
        due.fn()
      }
      t = end
    },
    timers: () => timers.size
  }
}

/** A connection count that records what it is told (the arithmetic of Waits alone). */
function recordingLimit(growAfter = Infinity) {
  const told: number[] = []
  let current = 1
  return {
    told,
    limit: {
      get current() {
        return current
      },
      starved(ms: number) {
        told.push(ms)
        if (told.reduce((a, b) => a + b, 0) < growAfter || current > 1) return false
        current = 2
        return true
      }
    } as unknown as ConnectionLimit
  }
}

describe('waits told to the connections', () => {
  test('a wait is told every WAIT_REPORT_MS while it lasts and the rest at its end, once', () => {
    const clock = fakeClock()
    const { told, limit } = recordingLimit()
    const waits = new Waits({ limit, clock })
    const end = waits.begin('part 3')
    clock.advance(3 * WAIT_REPORT_MS + 20)
    assert.deepEqual(told, [WAIT_REPORT_MS, WAIT_REPORT_MS, WAIT_REPORT_MS])
    end()
    assert.deepEqual(told.slice(3), [20])
    end()
    clock.advance(10 * WAIT_REPORT_MS)
    assert.equal(told.length, 4, 'nothing more once ended, however often it is ended')
    assert.equal(clock.timers(), 1, 'one ticker for all the waits, until closed')
    waits.close()
    assert.equal(clock.timers(), 0, 'closed: the ticker stopped')
  })

  test('ended when the bytes came: the end tells up to then, a tick after it nothing', () => {
    const clock = fakeClock()
    const { told, limit } = recordingLimit()
    const end = new Waits({ limit, clock }).begin('span job 2')
    clock.advance(60)
    end()
    clock.advance(WAIT_REPORT_MS)
    assert.deepEqual(told, [50, 10])
  })

  test('a consumer that still holds bytes is not starved: only the time since it ran dry counts', () => {
    const clock = fakeClock()
    const { told, limit } = recordingLimit()
    let hungrySince: number | undefined = undefined
    const end = new Waits({ limit, clock, hungrySince: () => hungrySince }).begin('part 4')
    clock.advance(WAIT_REPORT_MS)
    assert.deepEqual(told, [], 'busy with what it holds: nothing told')
    hungrySince = clock.now() + 30
    clock.advance(WAIT_REPORT_MS)
    assert.deepEqual(told, [20])
    end()
    assert.deepEqual(told, [20])
  })

  test('a count that grows says so, naming what was waited for and the count now', () => {
    const clock = fakeClock()
    const { limit } = recordingLimit(100)
    const said: string[] = []
    const end = new Waits({ limit, clock, grew: (what, n) => said.push(`${what}: ${n}`) }).begin('span job 5')
    clock.advance(2 * WAIT_REPORT_MS)
    assert.deepEqual(said, ['span job 5: 2'])
    end()
  })

  test('a real auto count grows in the middle of a long wait, before its bytes come', () => {
    const clock = fakeClock()
    const limit = new ConnectionLimit(4, true, { clock: clock.now, eager: true })
    // Half a second of delivery at one connection: the baseline a trial is judged by.
    for (let i = 0; i < 10; i++) {
      limit.delivered(1 << 20)
      clock.advance(60)
    }
    let grewAt: number | undefined
    limit.watch(() => (grewAt ??= clock.now()))
    const start = clock.now()
    const end = new Waits({ limit, clock }).begin('span job 4')
    clock.advance(1500)
    assert.ok(
      grewAt !== undefined && grewAt < start + 1500,
      `grew at ${grewAt === undefined ? 'never' : grewAt - start} ms`
    )
    assert.equal(limit.current, 2)
    end()
  })
})

test('waits one after another share one ticker: a wait per chunk costs no timer of its own', () => {
  const clock = fakeClock()
  const { told, limit } = recordingLimit()
  const waits = new Waits({ limit, clock })
  for (let i = 0; i < 1000; i++) {
    const end = waits.begin(`chunk ${i}`)
    clock.advance(1)
    end()
  }
  assert.equal(clock.timers(), 1)
  assert.equal(
    told.reduce((a, b) => a + b, 0),
    1000,
    'every millisecond of every wait told once'
  )
  // Two waits at once (a span and a layer's header) are each told as they go.
  const a = waits.begin('span job 3')
  const b = waits.begin("layer 2's header")
  told.length = 0
  clock.advance(WAIT_REPORT_MS)
  assert.equal(told.length, 2)
  a()
  b()
  waits.close()
  assert.equal(clock.timers(), 0)
})
