// Where an install from a seek index writes the content it fetched. The layers were applied once,
// in the plan (plan.ts), whose model says where each kept file ends up; content arrives in stream
// order. A needed entry whose own path holds it in the finished tree (the common case) is written
// there directly; the others (content that only a hardlink keeps, a path a later symlink moved,
// content several hardlinks share) are written to a file named by the entry, in staging beside the
// tree, and the plan's finish puts each in place (finish.ts PlaceFile): moved, or linked where
// hardlinks share it. Either way the content is checked against the file's sha256 in the index
// (format 2) on the way, and no byte is written twice.
import { createHash } from 'node:crypto'
import { linkSync, mkdirSync, renameSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Writer } from '../layers/writer.ts'
import { diskError } from '../layers/writer.ts'
import type { FileNode } from '../layers/model/tree.ts'
import { SMALL_FILE, readWhole } from '../layers/entry-content.ts'
import { INDEX_REMEDY, IndexMismatchError } from './check.ts'
import { layerOf, type EntrySet } from './plan.ts'
import type { TocEntry } from './toc.ts'

/** Entries per directory of the content files. */
const PER_DIR = 4096

/** Where the finished tree holds an entry's content at the entry's own path (Overlay.keptPlace). */
export type KeptPlace = (path: string, origin: number) => string | undefined

export class PlannedContent {
  private readonly dir: string
  private readonly writer: Writer
  private readonly shared: EntrySet
  private readonly keptPlace: KeptPlace
  /** Entries written where they stay. */
  private readonly inPlace: EntrySet
  /** Directories made (a few thousand paths, not one per file). */
  private readonly made = new Set<string>()

  /**
   * `shared`: entries that more than one kept file holds (plan.ts Plan.shared); `inPlace`: an
   * empty set of the image's entries, filled here.
   */
  constructor(staging: string, writer: Writer, shared: EntrySet, inPlace: EntrySet, keptPlace: KeptPlace) {
    this.dir = `${staging}/planned`
    this.writer = writer
    this.shared = shared
    this.inPlace = inPlace
    this.keptPlace = keptPlace
  }

  private dirOf(id: number): string {
    const k = id % 2 ** 26
    return `${this.dir}/${layerOf(id)}-${Math.floor(k / PER_DIR)}`
  }

  private pathOf(id: number): string {
    return `${this.dirOf(id)}/${id % 2 ** 26}`
  }

  /**
   * Writes entry `id`'s content (`e` its TOC entry) from `body`, which yields exactly e.size bytes;
   * resolves once all of it is handed to the writer (the writer's flush settles it). Throws when
   * the content is not the file's sha256 in the index; `how` says where the bytes came from.
   */
  async write(id: number, e: TocEntry, body: AsyncIterable<Buffer>, how: string): Promise<void> {
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
    const mode = (e.mode ?? 0o644) & 0o777
    const hash = e.sha256 ? createHash('sha256') : undefined
    if (e.size <= SMALL_FILE) {
      const { bytes, have } = await readWhole(body, e.size)
      hash?.update(bytes.subarray(0, have))
      this.check(id, e, have, hash, how)
      await this.writer.writeSmall(path, bytes, mode)
      return
    }
    let have = 0
    async function* hashed(): AsyncGenerator<Buffer> {
      for await (const c of body) {
        hash?.update(c)
        have += c.length
        yield c
      }
    }
    await this.writer.writeStream(path, hashed(), mode)
    this.check(id, e, have, hash, how)
  }

  private check(
    id: number,
    e: TocEntry,
    have: number,
    hash: ReturnType<typeof createHash> | undefined,
    how: string
  ): void {
    const what = `Layer ${layerOf(id) + 1}: ${e.path} ${how}`
    if (have !== e.size)
      throw new IndexMismatchError(
        `${what} is ${have} bytes, but the seek index says ${e.size}. ${INDEX_REMEDY}`
      )
    if (hash && hash.digest('hex') !== e.sha256)
      throw new IndexMismatchError(
        `${what} does not match the index's sha256 for it: the seek index does not describe this image (or its checkpoints are wrong). ${INDEX_REMEDY}`
      )
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
