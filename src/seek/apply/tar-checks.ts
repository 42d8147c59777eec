// What an install from a seek index checks while applying, besides the span hashes (spans.ts):
// every tar header whose bytes were fetched says what the index's table of contents says (path,
// type, size, mode, link target), and bytes the TOC lists no entry for hold none: content that
// contradicts the TOC ends the install before anything is promoted.
import { INDEX_REMEDY, IndexMismatchError } from '../index/errors.ts'
import type { EntryHeader } from '../../layers/model/overlay.ts'
import { TocBuilder, type TocEntry } from '../index/toc.ts'

const describe = (e: EntryHeader) =>
  `${e.type} ${e.path} (${e.size ?? 0} bytes${typeof e.mode === 'number' ? `, mode ${e.mode.toString(8).padStart(4, '0')}` : ''}${e.linkpath ? ` -> ${e.linkpath}` : ''})`

/** Whether a tar entry says what the TOC's entry says, in every field the install reads. */
const sameEntry = (got: EntryHeader, e: TocEntry): boolean =>
  got.path === e.path &&
  got.type === e.type &&
  (got.size ?? 0) === e.size &&
  (got.linkpath ?? '') === (e.linkpath ?? '') &&
  (got.mode ?? undefined) === e.mode

/** A layer streamed whole must be its TOC, entry `k` by entry `k` (streamed.ts). */
export function checkStreamed(
  layer: number,
  k: number,
  got: EntryHeader | undefined,
  e: TocEntry | undefined
): void {
  if (got && e ? sameEntry(got, e) : got === e) return
  throw new IndexMismatchError(
    `Layer ${layer + 1}: tar entry ${k + 1} of its stream is ${got ? describe(got) : 'not there (the stream ends)'}, but the seek index says ${e ? describe(e) : 'the stream ends'}: the index does not describe this image. ${INDEX_REMEDY}`
  )
}

/** The bytes [e.header, e.data) of a layer's tar stream must decode to the TOC's entry, in every field. */
export function checkHeader(layer: number, e: TocEntry, bytes: Buffer): void {
  const b = new TocBuilder()
  let got: TocEntry | undefined
  try {
    b.push(bytes)
    got = b.table.length ? b.table.at(0) : undefined
  } catch {
    got = undefined
  }
  if (!got || !sameEntry(got, e) || got.data !== e.data - e.header)
    throw new IndexMismatchError(
      `Layer ${layer + 1}: the tar header at byte ${e.header} is ${got ? describe(got) : 'not a valid header'}, but the seek index says ${describe(e)}: the index does not describe this image. ${INDEX_REMEDY}`
    )
}

/**
 * Bytes of a layer's tar stream the TOC has no entry for, fed in pieces: between two entries
 * (zero blocks some writers leave) and after the last (the end-of-archive and what pads it). They
 * must hold no header: one there is an entry the index leaves out (a whiteout, a file), which the
 * install would otherwise never notice. At the end, the end-of-archive must be where the index says.
 */
export class UnlistedBytes {
  private readonly b = new TocBuilder()
  private readonly layer: number
  private readonly from: number
  constructor(layer: number, from: number) {
    this.layer = layer
    this.from = from
  }

  push(piece: Buffer): void {
    try {
      this.b.push(piece)
    } catch (e) {
      this.refuse(
        `bytes the index lists no entry for, from byte ${this.from}, are not a tar stream's (${(e as Error).message})`
      )
    }
    const e = this.b.table.length ? this.b.table.at(0) : undefined
    if (e)
      this.refuse(
        `the tar stream holds ${describe(e)} at byte ${e.header + this.from}, which the seek index leaves out`
      )
  }

  /** All of them were pushed; `eoa`: where the index says the archive ends (when it says). */
  end(eoa?: number): void {
    if (eoa === undefined) return
    try {
      this.b.end()
    } catch {
      // Cut inside a header or an entry: then the archive does not end where the index says.
    }
    const at = this.b.eoa !== undefined ? this.b.eoa + this.from : undefined
    if (at !== eoa)
      this.refuse(
        `the index puts the end-of-archive at byte ${eoa}, but the tar stream's is ${at === undefined ? 'not there' : `at byte ${at}`}`
      )
  }

  private refuse(what: string): never {
    throw new IndexMismatchError(
      `Layer ${this.layer + 1}: ${what}: the index does not describe this image. ${INDEX_REMEDY}`
    )
  }
}
