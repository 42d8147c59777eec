// The errors of reading an index file: one that is not an index (or not one this reads), and a
// well-formed index of another image. The index is an input the user gives: usage (errors.ts).
import { UsageError } from '../errors.ts'

export class IndexFormatError extends UsageError {
  override name = 'IndexFormatError'
}

/** A well-formed index of another image (its manifest is not the one resolved). */
export class OtherImageIndexError extends IndexFormatError {
  override name = 'OtherImageIndexError'
}
