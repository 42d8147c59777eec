// A layer an install from a seek index streams whole (one that is not gzip and holds needed
// content): its entries, as tar-entries.ts parses them, go here instead of to an overlay. The plan
// was made from the layer's table of contents, so the stream must be that TOC entry by entry, in
// every field, and end where it ends; the content the plan needs is written as from spans
// (planned-content.ts PlannedWrites), checked against its sha256 in the index.
import type { EntrySink } from '../../layers/apply-layer.ts'
import type { EntryContent } from '../../layers/entry-content.ts'
import type { EntryHeader } from '../../layers/model/overlay.ts'
import { checkStreamed } from './tar-checks.ts'
import type { LayerIndex } from '../index/model.ts'
import { writesContent, type Plan } from '../plan/plan.ts'
import { entryId } from '../index/layout.ts'
import { PlannedWrites, type PlannedContent } from '../write/planned-content.ts'
import type { TocEntry } from '../index/toc.ts'

export class StreamedToc implements EntrySink {
  private k = 0
  /** The TOC in order (each path rebuilt from the one before it). */
  private readonly toc: Iterator<[number, TocEntry]>
  private readonly layer: number
  private readonly l: LayerIndex
  private readonly plan: Plan
  private readonly writes: PlannedWrites

  constructor(layer: number, l: LayerIndex, plan: Plan, content: PlannedContent) {
    this.layer = layer
    this.l = l
    this.plan = plan
    this.writes = new PlannedWrites(content, 'as streamed')
    this.toc = l.toc.entries()
  }

  async entry(e: EntryHeader, content: EntryContent, layer: number): Promise<void> {
    const k = this.k++
    const want = this.toc.next().value?.[1]
    checkStreamed(layer, k, e, want)
    const id = entryId(layer, k)
    if (want && writesContent(this.plan, id, want))
      await this.writes.entry(e, { id, entry: want, body: content })
  }

  /** The stream ended (its blob verified): it must not have ended before the TOC does. */
  end(): void {
    if (this.k < this.l.toc.length) checkStreamed(this.layer, this.k, undefined, this.l.toc.at(this.k))
  }
}
