// What an install did, from the first entry to the finished tree: counted by the overlay while
// layers are applied, completed by the finish, shown in the log and the job summary.
import type { BufferTally } from '../buffer-refs.ts'
import type { Compression } from '../decompress.ts'

/** One layer as an install applied it (streamed, or from a seek index). */
export interface LayerReport {
  digest: string
  size: number
  compression: Compression
  seconds: number
}

export interface InstallReport {
  entries: number
  filesWritten: number
  bytesWritten: number
  /** Files not installed because a prune pattern matched, while streaming or at the finish. */
  filesPruned: number
  bytesPruned: number
  /** Of those, the ones written first and removed at the finish (matched through a later link). */
  latePrunedFiles: number
  latePrunedBytes: number
  /** Regular-file bytes outside image-path, never written. */
  bytesOutside: number
  hardlinks: number
  skippedSpecial: string[]
  strippedModes: number
  /** Shared-library file name -> the prune pattern that removed it (to explain a smoke failure). */
  prunedLibraries: Record<string, string>
  /** Decompressor buffers counted and freed as soon as done (buffer-refs.ts). */
  buffers: BufferTally
  /** The finished tree. */
  files: number
  dirs: number
  links: number
  bytesKept: number
  /** Links dropped because they point outside image-path: `link -> target`. */
  externalLinks: string[]
  linksToPruned: number
}

export function newReport(buffers: BufferTally): InstallReport {
  return {
    entries: 0,
    filesWritten: 0,
    bytesWritten: 0,
    filesPruned: 0,
    bytesPruned: 0,
    latePrunedFiles: 0,
    latePrunedBytes: 0,
    bytesOutside: 0,
    hardlinks: 0,
    skippedSpecial: [],
    strippedModes: 0,
    prunedLibraries: {},
    buffers,
    files: 0,
    dirs: 0,
    links: 0,
    bytesKept: 0,
    externalLinks: [],
    linksToPruned: 0
  }
}
