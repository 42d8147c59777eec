// The one apply loop: a layer's entries, in stream order, each handed to the sink and settled
// before the next, its content (whatever the sink did not take) dropped after it. Where the
// entries come from is the source's concern: a streamed tar (tar-entries.ts), a seek index's table
// of contents applied by the plan (seek/plan/plan.ts: content placed later), or that table walked over
// the fetched spans (seek/apply/span-entries.ts: the content the plan needs). Where they go is the
// sink's: the overlay (layers/model/overlay.ts), or, installing from a seek index, the writes of
// the content the plan needs (seek/apply/span-entries.ts PlannedWrites; seek/apply/streamed.ts for a layer
// streamed whole, checked against its table of contents on the way).
import type { Readable } from 'node:stream'
import type { EntryContent } from './entry-content.ts'
import type { BufferRefs } from './buffer-refs.ts'
import type { EntryHeader } from './model/overlay.ts'
import { TarEntries } from './tar-entries.ts'

/**
 * An entry of a layer, and its content: as it arrives (EntryContent), where the finish will place
 * it from (the plan: overlay.ts PlacedLater), or the bytes of an entry the plan needs (seek/apply/span-entries.ts).
 */
export interface LayerEntry<C = EntryContent> {
  header: EntryHeader
  content: C
}

/** A layer's entries in stream order; `failure` says why it stopped early, when it failed. */
export interface EntrySource<C = EntryContent> extends AsyncIterable<LayerEntry<C>> {
  readonly failure?: Error
}

/** What takes a layer's entries, one at a time, in stream order. */
export interface EntrySink<C = EntryContent> {
  /** Entry `e` of `layer` (0-based), its content (if any) in `content`; settled before the next. */
  entry(e: EntryHeader, content: C, layer: number): Promise<void>
}

/** What a sink writes through (the overlay's Writer): flush() settles every write. */
export interface Settles {
  flush(): Promise<void>
}

/**
 * Hands each of `source`'s entries to `sink`, in order, each settled before the next. A sink that
 * fails because its source did (content cut short by a broken stream) is said as the source's
 * failure, which is the cause.
 */
export async function applyEntries<C>(
  source: EntrySource<C>,
  sink: EntrySink<C>,
  layer: number
): Promise<void> {
  try {
    for await (const { header, content } of source) await sink.entry(header, content, layer)
  } catch (e) {
    throw source.failure ?? e
  }
}

export interface ApplyLayerOptions {
  /** The install's buffer counts (the decompressor marked its buffers for them). */
  refs: BufferRefs
  /** What the sink writes through, settled before this returns. */
  writer: Settles
  /**
   * Stops the layer early (its stream is destroyed by whoever aborts): the entry being applied
   * finishes, and this returns once the writer has settled, so the caller may remove the staging
   * directory without racing a write.
   */
  signal?: AbortSignal
}

/** Applies one decompressed layer tar stream (layer is 0-based; messages count from 1). */
export async function applyLayer(
  sink: EntrySink,
  layer: number,
  tarStream: Readable,
  o: ApplyLayerOptions
): Promise<void> {
  let failure: Error | undefined
  await applyEntries(new TarEntries(tarStream, layer, o), sink, layer).catch((e: Error) => (failure = e))
  await o.writer.flush().catch((e: Error) => (failure ??= e))
  if (failure) throw failure
}
