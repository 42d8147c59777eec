// What applying an image's layers can fail with (the layer conflict of side-by-side application
// lives with the order policies, order.ts).
import { ImageError } from '../../errors.ts'

/**
 * image-path came to resolve somewhere whose content was already streamed past and dropped: not
 * a fault, a reason to start again keeping that place too (restarts.ts bounds how often: the whole
 * image starts over, pipeline/whole.ts; a plan is made again, seek/plan/plan.ts).
 */
export class RestartNeededError extends Error {
  override name = 'RestartNeededError'
  readonly root: string
  constructor(root: string) {
    super(`image-path now resolves to ${root}, whose content came earlier in the stream`)
    this.root = root
  }
}

/** A layer that is not a valid tar stream, or whose entries contradict each other. */
export class LayerFormatError extends ImageError {
  override name = 'LayerFormatError'
}

export class ImagePathError extends ImageError {
  override name = 'ImagePathError'
}
