// The errors of an index: a file that is not an index (or not one this reads) and a well-formed
// index of another image, which are usage (the index is an input the user gives: errors.ts); and
// an index whose bytes the image contradicts, found while installing (the index's fault).
import { SeekIndexError, UsageError } from '../../errors.ts'

export class IndexFormatError extends UsageError {
  override name = 'IndexFormatError'
}

/** A well-formed index of another image (its manifest is not the one resolved). */
export class OtherImageIndexError extends IndexFormatError {
  override name = 'OtherImageIndexError'
}

/**
 * The index does not describe the image's bytes, found while installing: nothing of the install is
 * promoted (errors.ts: the index's fault).
 */
export class IndexMismatchError extends SeekIndexError {
  override name = 'IndexMismatchError'
}

export const INDEX_REMEDY =
  'Build the index again for this image (setup-rocm index --image <image>), or install without it (index: none).'
