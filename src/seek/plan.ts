// Planning an install from a seek index, before any layer is downloaded: the real overlay applies
// every layer's table of contents in order, with the same OCI rules, image-path resolution, prune
// and protect as a streamed install, onto a disk that only records (PlanDisk). Its model is the
// plan: what the finish keeps names the entries whose content the install needs (nothing else of
// the image is fetched), and once that content is written (apply.ts, planned-content.ts) the same
// model is finished into the tree (finish.ts PlaceFile): the layers are applied once, here. A
// restart the streamed install would make (image-path moved after its files went by) is made
// here too, for free.
import type { Logger } from '../log.ts'
import type { Source } from '../config/inputs.ts'
import { Overlay } from '../layers/model/overlay.ts'
import { EntryContent } from '../layers/entry-content.ts'
import { BufferRefs, type BufferTally } from '../layers/buffer-refs.ts'
import type { Disk } from '../layers/disk.ts'
import { Restarts, restartFor } from '../layers/model/restarts.ts'
import type { SeekIndex } from './format.ts'

/** An entry's number across the image: layer in the high part, its place in the TOC in the low. */
export const entryId = (layer: number, k: number): number => layer * 2 ** 26 + k
export const layerOf = (id: number): number => Math.floor(id / 2 ** 26)

/**
 * A disk that does nothing: what the plan learns (which entry's content each kept file holds) is in
 * the overlay's model (tree.ts FileNode.origin), not a second map of every path.
 */
export class PlanDisk implements Disk {
  async mkdirp(): Promise<void> {}
  async writeSmall(): Promise<void> {
    throw new Error('internal: a plan writes no content')
  }
  async writeStream(): Promise<void> {
    throw new Error('internal: a plan writes no content')
  }
  async remove(): Promise<void> {}
  async link(): Promise<void> {}
  async flush(): Promise<void> {}
}

/** Entries of an image (entryId), a bit each: half a million kept files take 125 KiB, not 16 MiB of Set. */
export class EntrySet {
  private readonly bits: Uint8Array[]
  size = 0
  constructor(index: SeekIndex) {
    this.bits = index.layers.map(l => new Uint8Array(Math.ceil(l.toc.length / 8)))
  }
  has(id: number): boolean {
    const k = id % 2 ** 26
    return ((this.bits[layerOf(id)]?.[k >> 3] ?? 0) & (1 << (k & 7))) !== 0
  }
  add(id: number): void {
    if (this.has(id)) return
    const k = id % 2 ** 26
    this.bits[layerOf(id)][k >> 3] |= 1 << (k & 7)
    this.size++
  }
  *[Symbol.iterator](): Generator<number> {
    for (const [layer, b] of this.bits.entries())
      for (let i = 0; i < b.length; i++)
        if (b[i]) for (let bit = 0; bit < 8; bit++) if (b[i] & (1 << bit)) yield entryId(layer, i * 8 + bit)
  }
}

export interface Plan {
  /** Entries whose content the install needs (entryId). */
  needed: EntrySet
  /** Needed entries whose content more than one kept file holds (hardlinks of each other). */
  shared: EntrySet
  /** Image paths kept besides image-path (restarts the plan made). */
  extraRoots: string[]
  /**
   * The finished tree's size: `bytes` as the install will report it (each kept file's size, as
   * InstallReport.bytesKept counts), `onDisk` what its files take (each content once, hardlinks
   * sharing it, in whole 4 KiB blocks).
   */
  size: { bytes: number; onDisk: number }
  /**
   * The model of the finished tree, every layer applied: the install finishes it once the needed
   * content is written (Overlay.finish with a PlaceFile), and its report is the install's.
   */
  overlay: Overlay
}

/** The block a file's content is rounded up to when the disk it needs is estimated. */
const BLOCK = 4096

/**
 * Plans the install into `staging` (the directory the finish will write); `buffers`: the install's
 * buffer tally, shown in its report.
 */
export async function planInstall(
  index: SeekIndex,
  source: Source,
  log: Logger,
  staging: string,
  buffers?: BufferTally
): Promise<Plan> {
  const restarts = new Restarts()
  let extraRoots: string[] = []
  for (;;) {
    const disk = new PlanDisk()
    const refs = new BufferRefs()
    const overlay = new Overlay({
      staging,
      imagePath: source.imagePath,
      prune: source.prune,
      protect: source.protect,
      logger: log,
      writer: disk,
      buffers,
      extraRoots
    })
    try {
      for (const [layer, l] of index.layers.entries())
        for (const [k, e] of l.toc.entries()) {
          const content = new EntryContent(refs, () => {})
          content.absent = true
          content.origin = entryId(layer, k)
          content.end()
          await overlay.entry(e, content, layer)
        }
      const needed = new EntrySet(index)
      const shared = new EntrySet(index)
      const sizeOf = (id: number) => index.layers[layerOf(id)].toc.sizeAt(id % 2 ** 26)
      let bytes = 0
      for (const id of await overlay.keptOrigins()) {
        if (needed.has(id)) shared.add(id)
        needed.add(id)
        bytes += sizeOf(id)
      }
      let onDisk = 0
      for (const id of needed) onDisk += Math.ceil(sizeOf(id) / BLOCK) * BLOCK
      return { needed, shared, extraRoots, size: { bytes, onDisk }, overlay }
    } catch (e) {
      const r = restartFor(e)
      if (!r || r.reason !== 'image-path-moved') throw e
      restarts.take(r)
      log.info(`Planning: ${source.imagePath} turns out to resolve to ${r.error.root}; keeping it too.`)
      extraRoots = [...extraRoots, r.error.root]
    }
  }
}
