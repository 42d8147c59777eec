// Where an install from a seek index writes the content it fetched. The layers were applied once,
// in the plan (plan.ts), whose model says where each kept file ends up; content arrives in stream
// order. A needed entry whose own path holds it in the finished tree (the common case) is written
// there directly; the others (content that only a hardlink keeps, a path a later symlink moved,
// content several hardlinks share) are written to a file named by the entry, in staging beside the
// tree, and the plan's finish puts each in place (finish.ts PlaceFile): moved, or linked where
// hardlinks share it. No byte is written twice. The files are written on the write pool's threads
// (write-pool.ts), each checked there against its sha256 in the index (format 2) as it is written;
// its size is checked here. checked() says how that went, before anything is put in place.
import { linkSync, mkdirSync, renameSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { diskError } from '../../layers/writer.ts'
import { installedMode } from '../../layers/paths.ts'
import type { FileNode } from '../../layers/model/tree.ts'
import { INDEX_REMEDY, IndexMismatchError } from '../index/errors.ts'
import type { EntrySet } from '../plan/plan.ts'
import { layerOf, placeOf } from '../index/layout.ts'
import type { TocEntry } from '../index/toc.ts'
import type { EntrySink } from '../../layers/apply-layer.ts'
import type { EntryContent } from '../../layers/entry-content.ts'
import type { WritePool, Written } from './write-pool.ts'

/** Entries per directory of the content files. */
const PER_DIR = 4096

/** Where the finished tree holds an entry's content at the entry's own path (Overlay.keptPlace). */
export type KeptPlace = (path: string, origin: number) => string | undefined

export class PlannedContent {
  private readonly dir: string
  private readonly pool: WritePool
  private readonly shared: EntrySet
  private readonly keptPlace: KeptPlace
  /** Entries written where they stay. */
  private readonly inPlace: EntrySet
  /** Directories made (a few thousand paths, not one per file). */
  private readonly made = new Set<string>()
  /** The first file found not to be what the index says (or that could not be written). */
  failure?: Error

  /**
   * `shared`: entries that more than one kept file holds (plan.ts Plan.shared); `inPlace`: an
   * empty set of the image's entries, filled here; `pool`: where the files are written.
   */
  constructor(staging: string, pool: WritePool, shared: EntrySet, inPlace: EntrySet, keptPlace: KeptPlace) {
    this.dir = `${staging}/planned`
    this.pool = pool
    this.shared = shared
    this.inPlace = inPlace
    this.keptPlace = keptPlace
  }

  private dirOf(id: number): string {
    return `${this.dir}/${layerOf(id)}-${Math.floor(placeOf(id) / PER_DIR)}`
  }

  private pathOf(id: number): string {
    return `${this.dirOf(id)}/${placeOf(id)}`
  }

  /**
   * Writes entry `id`'s content (`e` its TOC entry) from `body`, which yields exactly e.size bytes;
   * resolves once all of it is handed to the write pool, which writes it and checks it against
   * its sha256 (checked() says how that went). Throws when the content is not e.size bytes; `how`
   * says where the bytes came from.
   */
  async write(id: number, e: TocEntry, body: AsyncIterable<Buffer>, how: string): Promise<void> {
    if (this.failure) throw this.failure
    const there = this.shared.has(id) ? undefined : this.keptPlace(e.path, id)
    const path = there ?? this.pathOf(id)
    const dir = there ? dirname(there) : this.dirOf(id)
    if (!this.made.has(dir)) {
      try {
        mkdirSync(dir, { recursive: true })
      } catch (err) {
        throw diskError(err, dir)
      }
      this.made.add(dir)
    }
    if (there) this.inPlace.add(id)
    const mode = installedMode(e.mode ?? 0o644)
    const have = await this.pool.write(path, mode, e.size, e.sha256, body, w =>
      this.written(id, e, path, how, w)
    )
    if (have !== e.size)
      throw new IndexMismatchError(
        `Layer ${layerOf(id) + 1}: ${e.path} ${how} is ${have} bytes, but the seek index says ${e.size}. ${INDEX_REMEDY}`
      )
  }

  private written(id: number, e: TocEntry, path: string, how: string, w: Written): void {
    if ('error' in w) this.failure ??= diskError(w.error, path)
    else if (!w.ok)
      this.failure ??= new IndexMismatchError(
        `Layer ${layerOf(id) + 1}: ${e.path} ${how} does not match the index's sha256 for it: the seek index does not describe this image (or its checkpoints are wrong). ${INDEX_REMEDY}`
      )
  }

  /** Waits until every file given so far is written and checked; throws the first that failed. */
  async checked(): Promise<void> {
    await this.pool.settled()
    if (this.failure) throw this.failure
  }

  /** Puts a kept file's content at `path` (the plan's finish calls it for each, after its directory). */
  readonly place = (f: FileNode, path: string): void => {
    if (f.origin === undefined) throw new Error(`internal: ${path} has no planned content`)
    if (this.inPlace.has(f.origin)) return
    const from = this.pathOf(f.origin)
    try {
      if (this.shared.has(f.origin)) linkSync(from, path)
      else renameSync(from, path)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error(`internal: the content planned for ${path} was not written`, { cause: err })
      throw diskError(err, path)
    }
  }

  /** The content files left (those hardlinks share) go once the tree is finished. */
  async remove(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true })
  }
}

/**
 * A needed entry's content as a source hands it out (span-entries.ts, streamed.ts): which entry it
 * is, and its bytes as they come.
 */
export interface PlannedBody {
  id: number
  entry: TocEntry
  body: EntryContent
}

/** The apply loop's sink for the content the plan needs (apply-layer.ts): each written as above. */
export class PlannedWrites implements EntrySink<PlannedBody> {
  private readonly content: PlannedContent
  private readonly how: string

  /** `how`: where the bytes came from, for messages. */
  constructor(content: PlannedContent, how: string) {
    this.content = content
    this.how = how
  }

  entry(_e: unknown, c: PlannedBody): Promise<void> {
    return this.content.write(c.id, c.entry, c.body, this.how)
  }
}
