// What an install from a seek index checks besides the span hashes (spans.ts):
// - before any download, that the index was made from this image: the same platform manifest and
//   the same layers (digest and size), in order;
// - while applying, that every tar header whose bytes were fetched says what the index's table of
//   contents says (path, type, size, mode, link target): content that contradicts the TOC ends the
//   install before anything is promoted;
// - after the finish, that no stand-in (a file whose content was not fetched because the plan said
//   it would not survive) is left in the tree: stand-ins carry a marker mtime no real file has.
import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../errors.ts'
import type { ResolvedImage } from '../oci/manifest.ts'
import { PLACEHOLDER_MTIME } from '../layers/disk.ts'
import type { SeekIndex } from './format.ts'
import { TocBuilder, type TocEntry } from './toc.ts'

/** The index does not describe the image (or its bytes): nothing of the install is promoted. */
export class IndexMismatchError extends UsageError {
  override name = 'IndexMismatchError'
}

export const INDEX_REMEDY =
  'Build the index again for this image (setup-rocm index --image <image>), or install without it (index: none).'

/** Refuses an index made from another manifest or other layers. */
export function checkIndexFits(ix: SeekIndex, image: ResolvedImage): void {
  if (ix.manifest !== image.digest)
    throw new IndexMismatchError(
      `The seek index was made for manifest ${ix.manifest}, but ${image.pinned} resolves to ${image.digest}. ${INDEX_REMEDY}`
    )
  if (ix.layers.length !== image.layers.length)
    throw new IndexMismatchError(
      `The seek index describes ${ix.layers.length} layers; the image has ${image.layers.length}. ${INDEX_REMEDY}`
    )
  for (const [i, l] of image.layers.entries()) {
    const x = ix.layers[i]
    if (x.digest !== l.digest || x.size !== l.size)
      throw new IndexMismatchError(
        `Layer ${i + 1} of the seek index is ${x.digest} (${x.size} bytes); the image's is ${l.digest} (${l.size} bytes). ${INDEX_REMEDY}`
      )
    if (x.compression === 'gzip' && x.checkpoints.length !== x.spans.length)
      throw new IndexMismatchError(
        `Layer ${i + 1} of the seek index has ${x.checkpoints.length} checkpoints but ${x.spans.length} spans.`
      )
  }
}

const describe = (e: TocEntry) =>
  `${e.type} ${e.path} (${e.size} bytes${e.mode !== undefined ? `, mode ${e.mode.toString(8).padStart(4, '0')}` : ''}${e.linkpath ? ` -> ${e.linkpath}` : ''})`

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
  const same =
    got &&
    got.path === e.path &&
    got.type === e.type &&
    got.size === e.size &&
    (got.linkpath ?? '') === (e.linkpath ?? '') &&
    got.mode === e.mode &&
    got.data === e.data - e.header
  if (!same)
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
        `the tar stream holds ${describe({ ...e, header: e.header + this.from, data: e.data + this.from })} at byte ${e.header + this.from}, which the seek index leaves out`
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

/**
 * Throws if a stand-in survived into the finished tree at `dir`. Synchronous on purpose: it runs
 * once the tree is complete, with nothing else to overlap, and tens of thousands of lstat calls
 * through the thread pool cost a second of wake-ups on a 2-core runner (about 0.1 s this way).
 */
export function assertNoPlaceholders(dir: string): void {
  const left: string[] = []
  const walk = (d: string): void => {
    for (const ent of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, ent.name)
      if (ent.isDirectory()) walk(p)
      else if (ent.isFile()) {
        const st = lstatSync(p)
        if (st.size === 0 && st.mtimeMs === PLACEHOLDER_MTIME.getTime()) left.push(p.slice(dir.length))
      }
    }
  }
  walk(dir)
  if (left.length)
    throw new IndexMismatchError(
      `The install from the seek index left ${left.length} file(s) whose content it did not fetch (${left.slice(0, 3).join(', ')}): its plan and the tree disagree, so the index's table of contents does not describe this image (or setup-rocm has a bug: please report it). Nothing was installed. ${INDEX_REMEDY}`
    )
}
