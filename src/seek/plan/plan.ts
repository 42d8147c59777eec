// Planning an install from a seek index, before any layer is downloaded: the real overlay applies
// every layer's table of contents in order, with the same OCI rules, image-path resolution, prune
// and protect as a streamed install, onto a disk that only records (PlanDisk). Its model is the
// plan: what the finish keeps names the entries whose content the install needs (nothing else of
// the image is fetched), and once that content is written (apply/from-spans.ts, write/planned-content.ts) the same
// model is finished into the tree (finish.ts PlaceFile): the layers are applied once, here. A
// restart the streamed install would make (image-path moved after its files went by) is made
// here too, for free.
import type { Logger } from '../../log.ts'
import type { Source } from '../../config/inputs.ts'
import { Overlay, type PlacedLater } from '../../layers/model/overlay.ts'
import { applyEntries, type EntrySource } from '../../layers/apply-layer.ts'
import type { Manifest } from '../../layers/model/finish.ts'
import type { BufferTally } from '../../layers/buffer-refs.ts'
import type { Disk } from '../../layers/disk.ts'
import { Restarts, restartFor } from '../../layers/model/restarts.ts'
import type { LayerIndex, SeekIndex } from '../index/model.ts'
import { entryId, fetchBytes, layerOf, placeOf, spansOver } from '../index/layout.ts'
import { FILE_TYPES, type TocEntry } from '../index/toc.ts'
import { INDEX_REMEDY, IndexMismatchError } from '../index/errors.ts'
import { UnsafeEntryError } from '../../layers/paths.ts'

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
    const k = placeOf(id)
    return ((this.bits[layerOf(id)]?.[k >> 3] ?? 0) & (1 << (k & 7))) !== 0
  }
  add(id: number): void {
    if (this.has(id)) return
    const k = placeOf(id)
    this.bits[layerOf(id)][k >> 3] |= 1 << (k & 7)
    this.size++
  }
  *[Symbol.iterator](): Generator<number> {
    for (const [layer, b] of this.bits.entries())
      for (let i = 0; i < b.length; i++)
        if (b[i]) for (let bit = 0; bit < 8; bit++) if (b[i] & (1 << bit)) yield entryId(layer, i * 8 + bit)
  }
}

/** What a layer's needed content takes: some of its spans, or the whole blob, or nothing. */
export interface LayerNeeds {
  how: 'spans' | 'stream' | 'toc'
  /** Span numbers, ascending (how = spans). */
  spans: number[]
  /** Compressed bytes to fetch. */
  bytes: number
}

/**
 * The plan's output: what will be fetched (`fetch`), and the finished tree these inputs make
 * (`manifest()`: paths, types, modes as installed, link targets as the finish rewrites them, sizes;
 * `digestOf` each file's sha256): the install writes it, a cached tree is checked against it
 * (verify/verify.ts).
 */
export interface Plan {
  /** Layer by layer, what is fetched: the spans that hold any byte of needed content. */
  fetch: LayerNeeds[]
  /** Compressed bytes fetched in all. */
  fetchBytes: number
  /** The finished tree, node by node (each file's `origin` names the entry that holds its content). */
  manifest(): Promise<Manifest>
  /** The sha256 (hex) the index gives an entry's content; undefined in a format 1 index. */
  digestOf(id: number): string | undefined
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
const FS_BLOCK = 4096

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
        await applyEntries(tocEntries(l, layer), overlay, layer)
      const needed = new EntrySet(index)
      const shared = new EntrySet(index)
      const sizeOf = (id: number) => index.layers[layerOf(id)].toc.sizeAt(placeOf(id))
      let bytes = 0
      for (const id of await overlay.keptOrigins()) {
        if (needed.has(id)) shared.add(id)
        needed.add(id)
        bytes += sizeOf(id)
      }
      let onDisk = 0
      for (const id of needed) onDisk += Math.ceil(sizeOf(id) / FS_BLOCK) * FS_BLOCK
      const fetch = needsOf(index, needed)
      return {
        fetch,
        fetchBytes: fetch.reduce((s, n) => s + n.bytes, 0),
        manifest: () => overlay.manifest(),
        digestOf: id => index.layers[layerOf(id)].toc.digestAt(placeOf(id)),
        needed,
        shared,
        extraRoots,
        size: { bytes, onDisk },
        overlay
      }
    } catch (e) {
      const r = restartFor(e)
      // Planning reads the index's rows only: a name or link no install takes is the index's word,
      // not yet the image's (issue 49 item 10). Installed without it, the image says for itself.
      if (!r && e instanceof UnsafeEntryError)
        throw new IndexMismatchError(
          `The seek index lists an entry no install takes (${e.message}). ${INDEX_REMEDY}`
        )
      if (!r || r.reason !== 'image-path-moved') throw e
      restarts.take(r)
      log.info(`Planning: ${source.imagePath} turns out to resolve to ${r.error.root}; keeping it too.`)
      extraRoots = [...extraRoots, r.error.root]
    }
  }
}

/** Whether the install writes entry `id`'s content (`e` its TOC entry): a file the plan needs. */
export function writesContent(plan: Plan, id: number, e: TocEntry): boolean {
  return FILE_TYPES.has(e.type) && plan.needed.has(id)
}

/**
 * A layer's table of contents as the apply loop takes entries (apply-layer.ts): each with the
 * entry whose content the finish places, instead of its content.
 */
function tocEntries(l: LayerIndex, layer: number): EntrySource<PlacedLater> {
  return {
    async *[Symbol.asyncIterator]() {
      for (const [k, e] of l.toc.entries()) {
        // Planning is all in memory: without a turn of the event loop now and then, a signal
        // (a cancelled job's SIGTERM) waited for the whole plan (22-25 s on two million rows).
        if (k % PLAN_YIELD === PLAN_YIELD - 1) await new Promise(r => setImmediate(r))
        yield { header: e, content: { origin: entryId(layer, k) } }
      }
    }
  }
}

/** Entries planned between turns of the event loop. */
export const PLAN_YIELD = 4096

/** Which spans (or whole blobs) the `needed` entries' content lies in, layer by layer. */
function needsOf(index: SeekIndex, needed: EntrySet): LayerNeeds[] {
  return index.layers.map((l, i) => {
    const wanted = new Set<number>()
    let any = false
    for (let k = 0; k < l.toc.length; k++) {
      const size = l.toc.sizeAt(k)
      if (!size || !needed.has(entryId(i, k))) continue
      any = true
      if (l.compression !== 'gzip') break
      const data = l.toc.dataAt(k)
      const [first, last] = spansOver(l, data, data + size)
      for (let j = first; j <= last; j++) wanted.add(j)
    }
    if (!any) return { how: 'toc', spans: [], bytes: 0 }
    if (l.compression !== 'gzip') return { how: 'stream', spans: [], bytes: l.size }
    const spans = [...wanted].sort((a, b) => a - b)
    return { how: 'spans', spans, bytes: fetchBytes(l, spans) }
  })
}
