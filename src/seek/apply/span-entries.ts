// One layer's table of contents walked in stream order as the apply loop takes entries
// (layers/apply-layer.ts), the content the plan needs read from the fetched spans (layer-bytes.ts)
// and handed to the sink that writes it (planned-content.ts PlannedWrites). The layers were
// applied to the overlay once, in the plan; here only the content the plan needs is handed out.
// Wherever fetched bytes reach, they must be the TOC: each entry's header, nothing unlisted between
// entries, and the end-of-archive where the index says (tar-checks.ts).
import type { EntrySource, LayerEntry } from '../../layers/apply-layer.ts'
import type { BufferRefs } from '../../layers/buffer-refs.ts'
import { EntryContent } from '../../layers/entry-content.ts'
import { entryEnd } from '../../layers/tar-block.ts'
import { UnlistedBytes, checkHeader } from './tar-checks.ts'
import type { LayerIndex } from '../index/model.ts'
import { entryId } from '../index/layout.ts'
import type { LayerBytes } from './layer-bytes.ts'
import type { PlannedBody } from '../write/planned-content.ts'
import type { TocEntry } from '../index/toc.ts'

/** Bytes of needed content handed to the write thread but not yet written, above which feeding waits. */
const WRITE_BACKLOG_BYTES = 8 << 20

export interface SpanEntriesOptions {
  layer: number
  l: LayerIndex
  bytes: LayerBytes
  /** Whether the install writes entry `id`'s content (plan.ts writesContent). */
  writes: (id: number, e: TocEntry) => boolean
  refs: BufferRefs
  /** The failure of what the walk depends on (the span queue, the writes), once there is one. */
  failed: () => Error | undefined
}

export class SpanEntries implements EntrySource<PlannedBody> {
  private readonly o: SpanEntriesOptions
  /** Why the walk failed: a span that could not be read, or what the span queue or the writes said. */
  private fed?: Error

  constructor(o: SpanEntriesOptions) {
    this.o = o
  }

  get failure(): Error | undefined {
    return this.fed ?? this.o.failed()
  }

  /** Bytes the TOC lists no entry for, checked wherever they were fetched (tar-checks.ts UnlistedBytes). */
  private async checkUnlisted(from: number, to: number, eoa?: number): Promise<void> {
    const { bytes, layer } = this.o
    if (to <= from || !bytes.fetched(from, to)) return
    const u = new UnlistedBytes(layer, from)
    for await (const piece of bytes.range(from, to)) u.push(piece)
    u.end(eoa)
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<LayerEntry<PlannedBody>> {
    const { l, layer, bytes } = this.o
    let pos = 0
    for (const [k, e] of l.toc.entries()) {
      const f = this.failure
      if (f) throw f
      await this.checkUnlisted(pos, e.header)
      pos = entryEnd(e.data, e.size)
      if (bytes.fetched(e.header, e.data)) checkHeader(layer, e, await bytes.bytes(e.header, e.data))
      const id = entryId(layer, k)
      if (!this.o.writes(id, e)) {
        bytes.release(e.data)
        continue
      }
      const feed = new Feed(this.o.refs)
      const fed = feed.from(bytes.range(e.data, e.data + e.size)).catch((err: Error) => {
        // The sink, reading the content this cut short, fails too: the walk's failure is the cause.
        this.fed ??= err
        feed.body.discard()
      })
      try {
        yield { header: e, content: { id, entry: e, body: feed.body } }
      } finally {
        feed.stop()
        await fed
      }
      if (this.fed) throw this.fed
      bytes.release(e.data + e.size)
    }
    // The end: its two zero blocks where the index says (the whole rest of the stream, when the
    // index does not say where the archive ends).
    await this.checkUnlisted(
      pos,
      l.eoa !== undefined ? Math.min(l.tarBytes, l.eoa + 1024) : l.tarBytes,
      l.eoa
    )
  }
}

/** An entry's content fed from its spans while the sink writes it, at most WRITE_BACKLOG_BYTES ahead. */
class Feed {
  readonly body: EntryContent
  private queued = 0
  private stopped = false
  private drained?: () => void

  constructor(refs: BufferRefs) {
    this.body = new EntryContent(refs, n => {
      this.queued += n
      if (this.queued <= WRITE_BACKLOG_BYTES) this.drained?.()
    })
  }

  async from(pieces: AsyncIterable<Buffer>): Promise<void> {
    for await (const piece of pieces) {
      if (this.stopped) return
      this.body.push(piece)
      while (this.queued > WRITE_BACKLOG_BYTES && !this.stopped)
        await new Promise<void>(r => (this.drained = r))
      this.drained = undefined
    }
    this.body.end()
  }

  /** The sink is done with the content (written, or failed): nothing more is fed. */
  stop(): void {
    this.stopped = true
    this.body.discard()
    this.drained?.()
  }
}
