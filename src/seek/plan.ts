// Planning an install from a seek index, before any layer is downloaded: the real overlay applies
// every layer's table of contents in order, with the same OCI rules, image-path resolution, prune
// and protect as a streamed install, onto a disk that only records (PlanDisk): which entry's
// content was written where, what was removed, which names are hardlinks of which. What the
// finish would keep then names the entries whose content the install needs; nothing else of the
// image is fetched. A restart the streamed install would make (image-path moved after its files
// went by) is made here too, for free.
import type { Logger } from '../log.ts'
import type { Source } from '../config/inputs.ts'
import { Overlay } from '../layers/model/overlay.ts'
import { EntryContent } from '../layers/entry-content.ts'
import { BufferRefs } from '../layers/buffer-refs.ts'
import type { Disk } from '../layers/disk.ts'
import { Restarts, restartFor } from '../pipeline/restarts.ts'
import type { SeekIndex } from './format.ts'

/** An entry's number across the image: layer in the high part, its place in the TOC in the low. */
export const entryId = (layer: number, k: number): number => layer * 2 ** 26 + k
export const layerOf = (id: number): number => Math.floor(id / 2 ** 26)

/** A disk that only records: path -> the entry whose content it holds. */
export class PlanDisk implements Disk {
  readonly files = new Map<string, number>()
  async mkdirp(): Promise<void> {}
  async writeSmall(): Promise<void> {
    throw new Error('internal: a plan writes no content')
  }
  async writeStream(): Promise<void> {
    throw new Error('internal: a plan writes no content')
  }
  async writePlaceholder(path: string, _mode: number, origin?: number): Promise<void> {
    if (origin === undefined) throw new Error('internal: a planned file without its entry')
    this.files.set(path, origin)
  }
  async remove(path: string): Promise<void> {
    if (this.files.delete(path)) return
    const under = path + '/'
    for (const p of [...this.files.keys()]) if (p.startsWith(under)) this.files.delete(p)
  }
  async link(existing: string, path: string): Promise<void> {
    const origin = this.files.get(existing)
    if (origin !== undefined) this.files.set(path, origin)
  }
  async flush(): Promise<void> {}
}

export interface Plan {
  /** Entries whose content the install needs (entryId). */
  needed: Set<number>
  /** Image paths kept besides image-path (restarts the plan made). */
  extraRoots: string[]
  /**
   * The finished tree's size: `bytes` as the install will report it (each kept file's size, as
   * InstallReport.bytesKept counts), `onDisk` what its files take (each content once, hardlinks
   * sharing it, in whole 4 KiB blocks).
   */
  size: { bytes: number; onDisk: number }
}

/** The block a file's content is rounded up to when the disk it needs is estimated. */
const BLOCK = 4096

const PLAN_ROOT = '/setup-rocm-plan'

export async function planInstall(index: SeekIndex, source: Source, log: Logger): Promise<Plan> {
  const restarts = new Restarts()
  let extraRoots: string[] = []
  for (;;) {
    const disk = new PlanDisk()
    const refs = new BufferRefs()
    const overlay = new Overlay({
      staging: PLAN_ROOT,
      imagePath: source.imagePath,
      prune: source.prune,
      protect: source.protect,
      logger: log,
      writer: disk,
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
      const kept = await overlay.keptFiles()
      const needed = new Set<number>()
      const sizeOf = (id: number) => index.layers[layerOf(id)].toc[id % 2 ** 26].size
      let bytes = 0
      for (const p of kept) {
        const id = disk.files.get(p)
        if (id === undefined) continue
        needed.add(id)
        bytes += sizeOf(id)
      }
      let onDisk = 0
      for (const id of needed) onDisk += Math.ceil(sizeOf(id) / BLOCK) * BLOCK
      return { needed, extraRoots, size: { bytes, onDisk } }
    } catch (e) {
      const r = restartFor(e)
      if (!r || r.reason !== 'image-path-moved') throw e
      restarts.take(r)
      log.info(`Planning: ${source.imagePath} turns out to resolve to ${r.error.root}; keeping it too.`)
      extraRoots = [...extraRoots, r.error.root]
    }
  }
}
