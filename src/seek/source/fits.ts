// Whether an index fits the image an install resolved, before any download: the same platform
// manifest and the same layers (digest and size), in order.
import { IndexFormatError, INDEX_REMEDY, OtherImageIndexError } from '../index/errors.ts'
import type { ResolvedImage } from '../../oci/manifest.ts'
import type { SeekIndex } from '../index/model.ts'

/** Refuses an index made from another manifest or other layers, before any download (usage). */
export function checkIndexFits(ix: SeekIndex, image: ResolvedImage): void {
  if (ix.manifest !== image.digest)
    throw new OtherImageIndexError(
      `The seek index was made for manifest ${ix.manifest}, but ${image.pinned} resolves to ${image.digest}. ${INDEX_REMEDY}`
    )
  if (ix.layers.length !== image.layers.length)
    throw new OtherImageIndexError(
      `The seek index describes ${ix.layers.length} layers; the image has ${image.layers.length}. ${INDEX_REMEDY}`
    )
  for (const [i, l] of image.layers.entries()) {
    const x = ix.layers[i]
    if (x.digest !== l.digest || x.size !== l.size)
      throw new OtherImageIndexError(
        `Layer ${i + 1} of the seek index is ${x.digest} (${x.size} bytes); the image's is ${l.digest} (${l.size} bytes). ${INDEX_REMEDY}`
      )
    if (x.compression === 'gzip' && x.checkpoints.length !== x.spans.length)
      throw new IndexFormatError(
        `Layer ${i + 1} of the seek index has ${x.checkpoints.length} checkpoints but ${x.spans.length} spans.`
      )
  }
}
