// Building the seek index of an image (`setup-rocm index`): every layer's blob is downloaded and
// verified as an install would, and while it streams by, a gzip layer is inflated by block-inflater.ts,
// which reports every deflate block; a checkpoint is kept at the first block of each gzip member
// and then at the first block at an even bit offset (prime.ts) after every `spacing` bytes of
// output, with the 32 KiB window before it. The compressed bytes between two checkpoints are a
// span, hashed as they pass (the byte in which the next checkpoint's bits begin belongs to both:
// a run of spans is inflated up to it). The tar stream's table of contents (toc.ts) is read from
// the output. Other layers get their TOC only: they are one span, the blob itself.
import type { Readable } from 'node:stream'
import { createHash } from 'node:crypto'
import type { Layer, ResolvedImage } from '../../oci/manifest.ts'
import { decompressor, sniffed } from '../../layers/decompress.ts'
import { formatBytes, type Logger } from '../../log.ts'
import { VERSION } from '../../version.ts'
import { GzipInflater } from './block-inflater.ts'
import { TocBuilder } from '../index/toc.ts'
import {
  INDEX_FORMAT,
  MAX_SPAN_BYTES,
  type Checkpoint,
  type LayerIndex,
  type SeekIndex,
  type Span
} from '../index/model.ts'
import { spanRange } from '../index/layout.ts'

/**
 * Output between checkpoints: large enough for a small index (a 32 KiB window per checkpoint),
 * small enough to skip pruned runs, and what sizes an install's compressed buffers: a span's bytes
 * are held whole until their sha256 is checked, and 32 MiB of fetch-ahead is whole spans. The
 * inflated output is held in pieces whatever the spacing (inflate-pool.ts). Peak RSS by spacing:
 * docs/benchmarks.md.
 */
export const DEFAULT_SPACING = 16 << 20
/** The largest spacing taken: its spans compress to less than MAX_SPAN_BYTES. */
export const MAX_SPACING = 16 << 20

export interface BuildOptions {
  image: ResolvedImage
  /** The verified bytes of layer `i` (an error at its end unless they match the descriptor). */
  open(i: number): Readable
  logger: Logger
  spacing?: number
}

export async function buildIndex(o: BuildOptions): Promise<SeekIndex> {
  const spacing = o.spacing ?? DEFAULT_SPACING
  const layers: LayerIndex[] = []
  for (const [i, l] of o.image.layers.entries()) {
    const t = performance.now()
    const ix = await indexLayer(o.open(i), l, spacing)
    layers.push(ix)
    o.logger.info(
      `Layer ${i + 1}/${o.image.layers.length} ${l.digest.slice(7, 19)} (${ix.compression}, ${formatBytes(l.size)} → ${formatBytes(ix.tarBytes)}): ` +
        `${ix.toc.length} entries, ${ix.checkpoints.length} checkpoints, ${((performance.now() - t) / 1000).toFixed(1)} s.`
    )
  }
  return { format: INDEX_FORMAT, tool: `setup-rocm ${VERSION}`, manifest: o.image.digest, spacing, layers }
}

/** The bytes of a blob that are still needed for span hashes, from `start` on. */
class Held {
  private chunks: Buffer[] = []
  private start = 0
  private end = 0
  add(c: Buffer): void {
    this.chunks.push(c)
    this.end += c.length
  }
  /** Hashes bytes [from, to) (all held), then drops what lies before `keepFrom`. */
  hash(from: number, to: number, keepFrom: number): string {
    const h = createHash('sha256')
    let at = this.start
    for (const c of this.chunks) {
      const a = Math.max(from, at)
      const b = Math.min(to, at + c.length)
      if (b > a) h.update(c.subarray(a - at, b - at))
      at += c.length
    }
    // Drop whole chunks before keepFrom.
    while (this.chunks.length && this.start + this.chunks[0].length <= keepFrom)
      this.start += this.chunks.shift()!.length
    return h.digest('hex')
  }
  get total(): number {
    return this.end
  }
}

async function indexLayer(blob: Readable, l: Layer, spacing: number): Promise<LayerIndex> {
  const toc = new TocBuilder({ digests: true })
  const { detected: compression, chunks } = await sniffed(blob as AsyncIterable<Buffer>)
  if (compression !== 'gzip') return indexWhole(chunks, l, compression, toc)
  const { checkpoints, spans, tarBytes } = await checkpointed(chunks, spacing, toc)
  const long = spans.findIndex(x => x.length > MAX_SPAN_BYTES)
  if (long >= 0)
    throw new Error(
      `Layer ${l.digest.slice(0, 19)}…: its span ${long + 1} takes ${spans[long].length} compressed bytes, more than the ${MAX_SPAN_BYTES >> 20} MiB an index may give a span (no deflate block starts where a checkpoint may be put); this layer cannot be indexed.`
    )
  const entries = toc.end()
  return {
    digest: l.digest,
    size: l.size,
    compression,
    tarBytes,
    checkpoints,
    spans,
    toc: entries,
    eoa: toc.eoa
  }
}

/** A layer that is not gzip: one span, the blob itself (its digest is its hash), and its TOC. */
async function indexWhole(
  chunks: AsyncIterable<Buffer>,
  l: Layer,
  compression: 'zstd' | 'none',
  toc: TocBuilder
): Promise<LayerIndex> {
  let tarBytes = 0
  const d = compression === 'zstd' ? decompressor('zstd') : undefined
  const feed = (out: Buffer) => {
    tarBytes += out.length
    toc.push(out)
  }
  if (d) {
    d.on('data', feed)
    const done = new Promise<void>((res, rej) => (d.on('end', () => res()), d.on('error', rej)))
    for await (const c of chunks) if (!d.write(c)) await new Promise(r => d.once('drain', r))
    d.end()
    await done
  } else for await (const c of chunks) feed(c)
  return {
    digest: l.digest,
    size: l.size,
    compression,
    tarBytes,
    checkpoints: [],
    spans: [{ offset: 0, length: l.size, sha256: l.digest.slice(7) }],
    toc: toc.end(),
    eoa: toc.eoa
  }
}

/**
 * A gzip layer inflated once: a checkpoint at a member's start and at an even bit every `spacing`
 * bytes of output, each span's compressed bytes hashed, the tar stream fed to the TOC.
 */
async function checkpointed(
  chunks: AsyncIterable<Buffer>,
  spacing: number,
  toc: TocBuilder
): Promise<{ checkpoints: Checkpoint[]; spans: Span[]; tarBytes: number }> {
  let tarBytes = 0
  const checkpoints: Checkpoint[] = []
  const spans: Span[] = []
  const held = new Held()
  let lastOut = -Infinity
  const inflater = new GzipInflater({
    onBlock: (b, window) => {
      const due = b.memberStart || (b.bit % 2 === 0 && b.out - lastOut >= spacing)
      if (!due) return
      checkpoints.push({ bit: b.bit, out: b.out, window: b.memberStart ? Buffer.alloc(0) : window() })
      const j = checkpoints.length - 2
      if (j >= 0) {
        const [from, to] = spanRange(checkpoints, j, Infinity)
        // Before a member's start its span's bytes stay held: if the member turns out to be empty
        // and last, that span runs on to the blob's end and is hashed again.
        spans.push({
          offset: from,
          length: to - from,
          sha256: held.hash(from, to, b.memberStart ? from : to - 1)
        })
      }
      lastOut = b.out
    },
    onOutput: out => {
      tarBytes += out.length
      toc.push(out)
    }
  })
  for await (const c of chunks) {
    held.add(c)
    inflater.push(c)
  }
  inflater.end()
  // An empty gzip member at the end (eStargz's footer is one) starts no output: a checkpoint there
  // would start past the tar stream (the index this builder made was refused by its own shape
  // check). The span before it runs to the blob's end instead.
  while (
    checkpoints.length > 1 &&
    checkpoints.at(-1)!.out >= tarBytes &&
    !checkpoints.at(-1)!.window.length
  ) {
    checkpoints.pop()
    spans.pop()
  }
  if (checkpoints.length) {
    const [from, to] = spanRange(checkpoints, checkpoints.length - 1, held.total)
    spans.push({ offset: from, length: to - from, sha256: held.hash(from, to, to) })
  }
  return { checkpoints, spans, tarBytes }
}
