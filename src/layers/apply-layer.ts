// Applying one layer: its decompressed tar stream is fed to the `tar` package's parser in whole
// 512-byte blocks (align.ts), each entry's content is drained into an EntryContent queue as the
// parser hands it out, and the entries go to the sink (the overlay; or, installing from a seek
// index, the plan's content: seek/streamed.ts) one at a time, in order. Feeding stops
// while too much is parsed but not yet applied, counted in bytes of content and in entries (a
// layer of a million empty files has no content, but each waiting entry costs memory). The loop
// holds the references that free the decompressor's buffers as soon as nothing uses them
// (buffer-refs.ts).
//
// When `signal` aborts (another layer failed side by side), no further entry is applied: the one
// being applied finishes, and this returns once the writer has settled, so the caller may remove
// the staging directory without racing a write.
import { Parser, type ReadEntry } from 'tar'
import type { Readable } from 'node:stream'
import { EntryContent } from './entry-content.ts'
import { BlockAligner } from './align.ts'
import type { BufferRefs } from './buffer-refs.ts'
import type { EntryHeader } from './model/overlay.ts'
import { LayerFormatError } from './model/errors.ts'
import { faultOf } from '../errors.ts'

/** Bytes of entry content parsed but not yet taken by the overlay, above which feeding stops. */
export const PARSED_AHEAD = 2 << 20

/**
 * Entries parsed but not yet applied, above which feeding stops. Bytes alone do not bound memory:
 * each waiting entry holds its header, a queue and a link in the chain.
 */
export const ENTRIES_AHEAD = 1024

/** What takes a layer's entries, one at a time, in stream order. */
export interface EntrySink {
  /** Entry `e` of `layer` (0-based), its content (if any) in `content`; settled before the next. */
  entry(e: EntryHeader, content: EntryContent, layer: number): Promise<void>
}

/** What a sink writes through (the overlay's Writer): flush() settles every write. */
export interface Settles {
  flush(): Promise<void>
}

export interface ApplyLayerOptions {
  /** The install's buffer counts (the decompressor marked its buffers for them). */
  refs: BufferRefs
  /** What the sink writes through, settled before this returns. */
  writer: Settles
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

/** Applies one decompressed layer tar stream (layer is 0-based; messages count from 1). */
export async function applyLayer(
  sink: EntrySink,
  layer: number,
  tarStream: Readable,
  o: ApplyLayerOptions
): Promise<void> {
  const parser = new Parser({ strict: true, maxMetaEntrySize: 1 << 20 })
  const refs = o.refs
  let failure: Error | undefined
  let chain: Promise<void> = Promise.resolve()
  let wakeFeed: (() => void) | undefined
  let wakeEnd: (() => void) | undefined
  const open = new Set<EntryContent>()
  let ahead = 0
  let pending = 0
  const tooFar = () => ahead > PARSED_AHEAD || pending > ENTRIES_AHEAD
  const fail = (err: Error) => {
    failure ??= err
    for (const b of open) b.discard()
    wakeFeed?.()
    wakeEnd?.()
  }
  const onAbort = () => fail(o.signal?.reason ?? new Error('aborted'))
  if (o.signal?.aborted) onAbort()
  o.signal?.addEventListener('abort', onAbort)
  parser.on('entry', (e: ReadEntry) => {
    // The content is taken as the parser hands it out (a 'data' listener keeps the entry
    // flowing), so nothing of it waits inside the parser where the counts cannot see it.
    const content = new EntryContent(refs, n => {
      ahead += n
      if (n < 0 && !tooFar()) wakeFeed?.()
    })
    pending++
    open.add(content)
    e.on('data', (c: Buffer) => content.push(c))
    e.on('end', () => content.end())
    if (failure) content.discard()
    chain = chain
      .then(() => (failure ? undefined : sink.entry(e, content, layer)))
      .catch(err => fail(err as Error))
      .finally(() => {
        // Whatever the sink did not take (a pruned file's content, say) is dropped here, the
        // one place for every kind of entry.
        content.discard()
        open.delete(content)
        pending--
        if (!tooFar()) wakeFeed?.()
      })
  })
  parser.on('error', (err: Error) =>
    fail(new LayerFormatError(`layer ${layer + 1} is not a valid tar stream: ${err.message}`))
  )
  const ended = new Promise<void>(r => parser.on('end', () => r()))
  const aligner = new BlockAligner()
  // The decompressor's buffer the last chunk came from: it may still be writing into it, so this
  // loop keeps a reference until a chunk from its next buffer (or the clean end) shows it is done,
  // and until the parser has been given the next chunk: a parser that kept a piece of a chunk
  // (it does after the end-of-archive blocks) copies it together with the next one.
  let current: Buffer | undefined
  try {
    for await (const chunk of tarStream as AsyncIterable<Buffer>) {
      if (failure) break
      let left: Buffer | undefined
      if (chunk.buffer !== current?.buffer) {
        left = current
        current = refs.adopt(chunk) ? chunk : undefined
      }
      for (const piece of aligner.pieces(chunk)) parser.write(piece)
      if (left) refs.release(left)
      while (tooFar() && !failure) {
        await new Promise<void>(r => (wakeFeed = r))
        wakeFeed = undefined
      }
    }
  } catch (err) {
    fail(streamFailure(layer, err as Error))
  }
  if (!failure) {
    const rest = aligner.rest()
    if (rest) parser.write(rest)
    parser.end()
    await Promise.race([ended, new Promise<void>(r => (wakeEnd = r))])
    if (current) refs.release(current)
  }
  await chain
  await o.writer.flush().catch(fail)
  o.signal?.removeEventListener('abort', onAbort)
  if (failure) {
    tarStream.destroy()
    throw failure
  }
}
