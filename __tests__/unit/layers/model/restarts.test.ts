// The bounded restarts of the overlay: each reason its own bound, and what to do when one is reached.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { RESTART_BOUNDS, Restarts, restartFor } from '../../../../src/layers/model/restarts.ts'
import { RestartNeededError } from '../../../../src/layers/model/errors.ts'
import { LayerConflictError } from '../../../../src/layers/model/order.ts'
import { ImageError } from '../../../../src/errors.ts'

describe('bounded restarts', () => {
  test('each reason has its own bound; the image-path bound ends with what to set', () => {
    const moved = () => restartFor(new RestartNeededError('/opt/core'))!
    const conflict = () => restartFor(new LayerConflictError('a conflict'))!
    assert.equal(restartFor(new Error('other')), undefined)
    const r = new Restarts()
    for (let i = 0; i < RESTART_BOUNDS['image-path-moved']; i++) r.take(moved())
    // Another reason's bound is untouched by the first's.
    r.take(conflict())
    assert.throws(() => r.take(conflict()), LayerConflictError)
    assert.throws(
      () => r.take(moved()),
      (e: unknown) =>
        e instanceof ImageError &&
        /after 4 restarts .* Set image-path to the directory it finally resolves to/.test(
          (e as Error).message
        )
    )
  })
})
