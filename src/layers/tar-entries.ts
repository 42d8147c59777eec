// A layer's entries from its decompressed tar stream, in stream order, as apply-layer.ts's loop
// takes them: the stream is fed to the `tar` package's parser in whole 512-byte blocks (align.ts),
// each entry's content drained into an EntryContent queue as the parser hands it out. Feeding
// stops while too much is parsed but not yet taken, counted in bytes of content and in entries (a
// layer of a million empty files has no content, but each waiting entry costs memory). The feed
// holds the references that free the decompressor's buffers as soon as nothing uses them
// (buffer-refs.ts).
//
// When `signal` aborts (another layer failed side by side), no further entry is handed out: the one
// being applied finishes, and the next ask throws.
import { Parser, type ReadEntry } from 'tar'
import type { Readable } from 'node:stream'
import { EntryContent } from './entry-content.ts'
import { BlockAligner } from './align.ts'
import type { BufferRefs } from './buffer-refs.ts'
import type { EntrySource, LayerEntry } from './apply-layer.ts'
import { LayerFormatError } from './model/errors.ts'
import { faultOf } from '../errors.ts'

/** Bytes of entry content parsed but not yet taken, above which feeding stops. */
export const PARSED_BACKLOG_BYTES = 2 << 20

/**
 * Entries parsed but not yet applied, above which feeding stops. Bytes alone do not bound memory:
 * each waiting entry holds its header, a content queue and a place in the queue of entries.
 */
export const PARSED_BACKLOG_ENTRIES = 1024

export interface TarEntriesOptions {
  /** The install's buffer counts (the decompressor marked its buffers for them). */
  refs: BufferRefs
  /** Stops the layer early (its stream is destroyed by whoever aborts). */
  signal?: AbortSignal
}

/** The stream failed below tar (the decompressor, the download): said as the layer's failure. */
function streamFailure(layer: number, err: Error): Error {
  if (faultOf(err)) return err
  return new LayerFormatError(`layer ${layer + 1}: the compressed stream is broken (${err.message})`, {
    cause: err
  })
}

/**
 * The entries of one decompressed layer tar stream (layer is 0-based; messages count from 1). Each
 * entry's content is dropped once the next is asked for; the stream is destroyed on any failure,
 * and when the loop leaves early. `failure` says why the stream failed, when it did: a sink that
 * then fails on content cut short failed because of it.
 */
export class TarEntries implements EntrySource {
  failure?: Error
  private readonly tarStream: Readable
  private readonly layer: number
  private readonly refs: BufferRefs
  private readonly signal?: AbortSignal
  private readonly parser = new Parser({ strict: true, maxMetaEntrySize: 1 << 20 })
  /** Parsed, not yet handed out. */
  private readonly queue: LayerEntry[] = []
  /** Parsed and not yet done with (handed out and applied): what feeding counts. */
  private readonly open = new Set<EntryContent>()
  private ahead = 0
  /** The parser has ended (every entry is queued), or the feed has stopped. */
  private parsed = false
  /** The loop left before the end: the feed stops. */
  private closed = false
  private wakeFeed?: () => void
  private wakeTake?: () => void
  private wakeEnd?: () => void

  constructor(tarStream: Readable, layer: number, o: TarEntriesOptions) {
    this.tarStream = tarStream
    this.layer = layer
    this.refs = o.refs
    this.signal = o.signal
  }

  private get tooFar(): boolean {
    return this.ahead > PARSED_BACKLOG_BYTES || this.open.size > PARSED_BACKLOG_ENTRIES
  }

  private get stopped(): boolean {
    return !!this.failure || this.closed
  }

  private stop(failure?: Error): void {
    if (failure) this.failure ??= failure
    else this.closed = true
    for (const b of this.open) b.discard()
    this.wakeFeed?.()
    this.wakeTake?.()
    this.wakeEnd?.()
  }

  private readonly onAbort = () => this.stop(this.signal?.reason ?? new Error('aborted'))

  private readonly onEntry = (e: ReadEntry) => {
    // The content is taken as the parser hands it out (a 'data' listener keeps the entry
    // flowing), so nothing of it waits inside the parser where the counts cannot see it.
    const content = new EntryContent(this.refs, n => {
      this.ahead += n
      if (n < 0 && !this.tooFar) this.wakeFeed?.()
    })
    this.open.add(content)
    e.on('data', (c: Buffer) => content.push(c))
    e.on('end', () => content.end())
    if (this.stopped) content.discard()
    this.queue.push({ header: e, content })
    this.wakeTake?.()
  }

  /** The stream into the parser, while not too far ahead of what was taken. */
  private async feed(): Promise<void> {
    const { parser, refs } = this
    const ended = new Promise<void>(r => parser.on('end', () => r()))
    const aligner = new BlockAligner()
    // The decompressor's buffer the last chunk came from: it may still be writing into it, so
    // this keeps a reference until a chunk from its next buffer (or the clean end) shows it is
    // done, and until the parser has been given the next chunk: a parser that kept a piece of a
    // chunk (it does after the end-of-archive blocks) copies it together with the next one.
    let current: Buffer | undefined
    try {
      for await (const chunk of this.tarStream as AsyncIterable<Buffer>) {
        if (this.stopped) break
        let left: Buffer | undefined
        if (chunk.buffer !== current?.buffer) {
          left = current
          current = refs.adopt(chunk) ? chunk : undefined
        }
        for (const piece of aligner.pieces(chunk)) parser.write(piece)
        if (left) refs.release(left)
        while (this.tooFar && !this.stopped) {
          await new Promise<void>(r => (this.wakeFeed = r))
          this.wakeFeed = undefined
        }
      }
    } catch (err) {
      if (!this.closed) this.stop(streamFailure(this.layer, err as Error))
    }
    if (!this.stopped) {
      const rest = aligner.rest()
      if (rest) parser.write(rest)
      parser.end()
      await Promise.race([ended, new Promise<void>(r => (this.wakeEnd = r))])
      if (current) refs.release(current)
    }
    this.parsed = true
    this.wakeTake?.()
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<LayerEntry> {
    this.parser.on('entry', this.onEntry)
    this.parser.on('error', (err: Error) =>
      this.stop(new LayerFormatError(`layer ${this.layer + 1} is not a valid tar stream: ${err.message}`))
    )
    if (this.signal?.aborted) this.onAbort()
    this.signal?.addEventListener('abort', this.onAbort)
    const feeding = this.feed()
    try {
      for (;;) {
        while (!this.queue.length && !this.parsed && !this.stopped)
          await new Promise<void>(r => (this.wakeTake = r))
        this.wakeTake = undefined
        if (this.failure) throw this.failure
        const next = this.queue.shift()
        if (!next) break
        try {
          yield next
        } finally {
          // Whatever the sink did not take (a pruned file's content, say) is dropped here, the
          // one place for every kind of entry.
          next.content.discard()
          this.open.delete(next.content)
          if (!this.tooFar) this.wakeFeed?.()
        }
      }
    } finally {
      // Left early (a failure, here or in the sink): the feed stops, and the stream with it (a
      // feed waiting for the stream's next chunk sees it destroyed).
      if (!this.parsed) this.stop()
      if (this.stopped) this.tarStream.destroy()
      await feeding
      this.signal?.removeEventListener('abort', this.onAbort)
    }
  }
}
