// Reasons an install starts over in the same staging directory, each with its own bound, so one
// reason never uses up another's (an image whose layers lie about being disjoint, and whose
// image-path also moves, needs both).
// - not-disjoint: the image said its layers are disjoint and one entry proved otherwise; the
//   layers are applied again one after another. Once: in order, there is no such conflict.
// - image-path-moved: a later link made image-path resolve to a place whose files streamed by
//   earlier and were dropped; the layers are applied again keeping that place too. Each restart
//   adds one root; a chain of links that keeps moving gets a few.
import { LayerConflictError } from './order.ts'
import { RestartNeededError } from './errors.ts'
import { ImageError } from '../../errors.ts'

export const RESTART_BOUNDS = { 'not-disjoint': 1, 'image-path-moved': 4 } as const

export type RestartReason = keyof typeof RESTART_BOUNDS

export type Restart =
  | { reason: 'not-disjoint'; error: LayerConflictError }
  | { reason: 'image-path-moved'; error: RestartNeededError }

/** The reason `e` asks for a restart, if it does. */
export function restartFor(e: unknown): Restart | undefined {
  if (e instanceof LayerConflictError) return { reason: 'not-disjoint', error: e }
  if (e instanceof RestartNeededError) return { reason: 'image-path-moved', error: e }
  return undefined
}

export class Restarts {
  private readonly used = new Map<RestartReason, number>()

  /** Counts a restart for `r`; throws when its bound is spent. */
  take(r: Restart): void {
    const n = (this.used.get(r.reason) ?? 0) + 1
    if (n > RESTART_BOUNDS[r.reason]) {
      if (r.reason === 'image-path-moved')
        throw new ImageError(
          `${r.error.message}, after ${RESTART_BOUNDS[r.reason]} restarts for the same reason: the image's links keep moving image-path. Set image-path to the directory it finally resolves to.`,
          { cause: r.error }
        )
      throw r.error
    }
    this.used.set(r.reason, n)
  }
}
