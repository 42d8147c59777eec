// An install from a seek index, for one attempt: the plan (plan.ts) applied every layer's table of
// contents to the overlay and named the entries whose content survives; the spans that hold any
// byte of them are fetched and inflated (spans.ts), and each needed entry's content is written as
// its layer's table of contents is walked in stream order (planned-content.ts); the plan's finish
// puts it in place. Nothing is applied to an overlay here: the plan is the install's one model.
// Along the way:
// - every tar header lying in fetched bytes is checked against the TOC, and fetched bytes the TOC
//   lists no entry for must hold none (check.ts): a layer fetched whole yields exactly its TOC;
// - where two spans in a row are fetched, the first one's output must end with the second one's
//   window (inflate-worker.ts), so no window rests on the index's word where it can be checked;
// - every file written is checked against its sha256 in the index (format 2);
// - a layer whose every span was fetched is checked against its own digest, as a blob;
// - a layer that is not gzip and has needed content is streamed whole and must be its TOC entry
//   by entry (streamed.ts), as without an index but into the plan;
// - a layer with no needed content is not downloaded at all.
import { createHash } from 'node:crypto'
import type { ProgressSink } from '../progress.ts'
import type { ResolvedImage } from '../oci/manifest.ts'
import type { Transport } from '../oci/http/transport.ts'
import type { Deadline } from '../oci/http/deadline.ts'
import { IntegrityError } from '../oci/errors.ts'
import type { BufferRefs } from '../layers/buffer-refs.ts'
import { EntryContent } from '../layers/entry-content.ts'
import { formatBytes, type Logger } from '../log.ts'
import type { LayerReport } from '../layers/model/report.ts'
import type { LayerIndex, SeekIndex } from './format.ts'
import type { LayerNeeds, Plan } from './plan.ts'
import { entryId, spanAt, spanOut, spansOver } from './layout.ts'
import type { InflatePool, SpanOutput } from './inflate-pool.ts'
import { SpanQueue, type SpanJob } from './spans.ts'
import { ConnectionLimit } from '../oci/blob/connections.ts'
import { UnlistedBytes, checkHeader } from './check.ts'
import { FILE_TYPES } from './toc.ts'
import type { PlannedContent } from './planned-content.ts'

/** Bytes of needed content handed to the write thread but not yet written, above which feeding waits. */
const CONTENT_AHEAD = 8 << 20

export interface IndexedContext {
  image: ResolvedImage
  index: SeekIndex
  plan: Plan
  /** Where the needed content is written. */
  content: PlannedContent
  refs: BufferRefs
  transport: Transport
  deadline: Deadline
  /** Connections for spans: the most, and whether to start with one and grow (auto). */
  connections: number
  adaptive: boolean
  logger: Logger
  progress: ProgressSink
  downloaded(n: number): void
  /** Writes layer `i`'s needed content from its whole blob, checking it against the TOC (streamed.ts). */
  streamLayer(i: number): Promise<LayerReport>
  /** The next source for spans its source fails (spans.ts SpanQueueOptions.nextSource). */
  nextSource?: () => Transport | undefined
  /** The thread(s) spans are inflated on (and the files written on: write-pool.ts); the caller ends them. */
  pool: InflatePool
}

/**
 * Lets go of the windows (32 KiB each) of the checkpoints no span this plan fetches starts from:
 * an install holds the decoded index throughout, and the windows are most of it (11.8 MiB for the
 * benchmark image at 16 MiB spacing, of which its 128 spans use 4 MiB; ~50 MiB for a 27 GB tar
 * stream). The plan is the same for every source and restart of the install, so what it does not
 * fetch is never inflated (a restart releases nothing more).
 */
export function releaseUnneededWindows(index: SeekIndex, needs: LayerNeeds[]): void {
  for (const [i, n] of needs.entries()) {
    const used = new Set(n.spans)
    for (const [j, cp] of index.layers[i].checkpoints.entries()) if (!used.has(j)) cp.window = NO_WINDOW
  }
}

/** Lets go of the digests of files the plan does not write (32 bytes each; 16 MiB of a million). */
export function releaseUnneededDigests(index: SeekIndex, plan: Plan): void {
  for (const [i, l] of index.layers.entries()) l.toc.keepDigests(k => plan.needed.has(entryId(i, k)))
}
const NO_WINDOW = Buffer.alloc(0)

/**
 * A layer's inflated spans, taken from the queue in order and dropped once passed; each span's
 * output in pieces (inflate-pool.ts SpanOutput), each piece counted in BufferRefs once taken: the entry
 * contents and the writer retain what they hold of it, and it serves another span the moment the
 * last holder lets go (every view of it detached then).
 */
class LayerBytes {
  /** Spans taken and not yet passed: their output, and the pieces taken and held, by number. */
  private readonly outs = new Map<number, { so: SpanOutput; held: Map<number, Buffer> }>()
  private taken = 0
  /** Each span's end, once inflated (a span's end is checked against the next window: inflate-pool.ts). */
  private readonly inflated: Promise<unknown>[] = []
  private readonly hash?: ReturnType<typeof createHash>
  private readonly q: SpanQueue
  private readonly refs: BufferRefs
  private readonly l: LayerIndex
  /** This layer's jobs: their numbers in the queue and their spans. */
  private readonly jobs: { k: number; span: number }[]
  /** The spans of the jobs: fetched() asks of every entry's bytes. */
  private readonly fetchedSpans: Set<number>

  /** `head`: the blob's bytes before its first span, when every span is fetched (then it is hashed). */
  constructor(
    q: SpanQueue,
    refs: BufferRefs,
    l: LayerIndex,
    jobs: { k: number; span: number }[],
    head: Buffer | undefined
  ) {
    this.q = q
    this.refs = refs
    this.l = l
    this.jobs = jobs
    this.fetchedSpans = new Set(jobs.map(x => x.span))
    if (head) this.hash = createHash('sha256').update(head)
  }

  /** Whether every byte of [from, to) is in a fetched span. */
  fetched(from: number, to: number): boolean {
    if (!this.jobs.length || to > this.l.tarBytes || to <= from) return false
    const [first, last] = spansOver(this.l, from, to)
    for (let j = first; j <= last; j++) if (!this.fetchedSpans.has(j)) return false
    return true
  }

  private async out(j: number): Promise<{ so: SpanOutput; held: Map<number, Buffer> }> {
    for (;;) {
      const have = this.outs.get(j)
      if (have) return have
      const next = this.jobs[this.taken]
      if (!next || next.span > j) throw new Error(`internal: span ${j + 1} is not fetched`)
      const { out, compressed } = await this.q.take(next.k)
      // Spans overlap by the byte in which the next checkpoint's bits begin.
      if (this.hash && compressed) {
        this.hash.update(this.taken ? compressed.subarray(1) : compressed)
        this.q.giveBack(compressed)
      }
      this.outs.set(next.span, { so: out, held: new Map() })
      this.inflated.push(out.done)
      this.taken++
    }
  }

  /** Piece `p` of a span, taken from the thread once and held until release() passes it. */
  private async piece(so: SpanOutput, held: Map<number, Buffer>, p: number): Promise<Buffer> {
    const have = held.get(p)
    if (have) return have
    so.skip(p)
    const b = await so.take(p)
    this.refs.markExclusive(b)
    this.refs.adopt(b, ab => this.q.giveBackPiece(ab))
    held.set(p, b)
    return b
  }

  /**
   * The bytes [from, to), in pieces that stay valid until release() passes them. With `passing`, a
   * piece read to its end is released as soon as the next is asked for (the consumer must retain
   * what it keeps: EntryContent does); without, nothing is released here.
   */
  async *range(from: number, to: number, passing = true): AsyncGenerator<Buffer> {
    let at = from
    while (at < to) {
      const j = spanAt(this.l, at)
      const [start, end] = spanOut(this.l, j)
      const { so, held } = await this.out(j)
      const p = Math.floor((at - start) / so.pieceBytes)
      const pStart = start + p * so.pieceBytes
      const pEnd = Math.min(end, pStart + so.pieceBytes)
      const b = await this.piece(so, held, p)
      const stop = Math.min(to, pEnd)
      yield b.subarray(at - pStart, stop - pStart)
      at = stop
      // A piece passed whole is not read again: a large file holds one piece at a time here.
      if (passing && stop === pEnd) this.release(pEnd)
    }
  }

  /**
   * The bytes [from, to) in one buffer (a tar header: small), valid until release() passes them.
   * Nothing is released on the way: a header across a span's or piece's end is still whole to
   * concatenate (regression: the first span was freed under it, found by a real Debian root and a
   * refetched span).
   */
  async bytes(from: number, to: number): Promise<Buffer> {
    const parts: Buffer[] = []
    for await (const p of this.range(from, to, false)) parts.push(p)
    return parts.length === 1 ? parts[0] : Buffer.concat(parts)
  }

  /** Nothing before `before` is read again. */
  release(before: number): void {
    for (const [j, { so, held }] of this.outs) {
      const [start, end] = spanOut(this.l, j)
      if (start >= before) continue
      for (const [p, b] of held) {
        if (Math.min(end, start + (p + 1) * so.pieceBytes) > before) continue
        held.delete(p)
        this.refs.release(b)
      }
      if (end > before) continue
      for (const b of held.values()) this.refs.release(b)
      this.outs.delete(j)
      so.close()
      const job = this.jobs.find(x => x.span === j)!
      this.q.done(job.k)
    }
  }

  /** The layer is applied: every job is released, and a layer fetched whole is checked as a blob. */
  async end(digest: string): Promise<void> {
    // Jobs no entry read (a header check only, say) are still taken in order, for the hash.
    while (this.taken < this.jobs.length) await this.out(this.jobs[this.taken].span)
    this.release(Infinity)
    // Spans passed before their end are still inflated to it where the next window is checked.
    await Promise.all(this.inflated)
    if (this.q.failure) throw this.q.failure
    if (this.hash) {
      const actual = `sha256:${this.hash.digest('hex')}`
      if (actual !== digest)
        throw new IntegrityError(
          `Layer ${digest.slice(0, 19)}…: every span matched the seek index, but together they are ${actual}, not the layer's digest: the index's spans do not make up this blob.`
        )
    }
  }
}

/** Applies every layer from the index; settles every fetch and write before it returns or throws. */
export async function applyIndexed(ctx: IndexedContext): Promise<LayerReport[]> {
  const { index, image, logger: log } = ctx
  const needs = ctx.plan.fetch
  releaseUnneededWindows(index, needs)
  releaseUnneededDigests(index, ctx.plan)
  const jobs: SpanJob[] = []
  const layerJobs: { k: number; span: number }[][] = needs.map(() => [])
  for (const [i, n] of needs.entries())
    for (const j of n.spans) {
      layerJobs[i].push({ k: jobs.length, span: j })
      const [outStart, outEnd] = spanOut(index.layers[i], j)
      jobs.push({ layer: i, span: j, outStart, outEnd })
    }
  const total = image.layers.reduce((s, l) => s + l.size, 0)
  const fetching = ctx.plan.fetchBytes
  log.info(
    `Seek index: ${ctx.plan.needed.size} files are kept; fetching ${formatBytes(fetching)} of the image's ${formatBytes(total)} ` +
      `(${jobs.length} spans, ${formatBytes(jobs.reduce((s, j) => s + j.outEnd - j.outStart, 0))} to inflate of ${formatBytes(index.layers.reduce((s, l) => s + l.tarBytes, 0))}` +
      `${needs.some(n => n.how === 'stream') ? '; whole blobs of layers that are not gzip' : ''}).`
  )
  // Spans of later layers arrive while earlier layers are applied: every layer's progress starts now.
  for (const [i, n] of needs.entries())
    if (n.how === 'spans') ctx.progress.layerStart(i, image.layers.length, image.layers[i].digest, n.bytes)
  const pool = ctx.pool
  const whole = (i: number) =>
    needs[i].how === 'spans' && needs[i].spans.length === index.layers[i].spans.length
  const queue = new SpanQueue({
    transport: ctx.transport,
    layers: index.layers,
    jobs,
    pool,
    // Spans are read into their buffers as they arrive: a plain gain is judged at half a trial.
    limit: new ConnectionLimit(ctx.connections, ctx.adaptive, { eager: true }),
    deadline: ctx.deadline,
    logger: log,
    onBytes: (i, n) => {
      ctx.downloaded(n)
      ctx.progress.layerBytes(i, n)
    },
    keepCompressed: whole,
    nextSource: ctx.nextSource
  })
  const reports: LayerReport[] = []
  try {
    for (const [i, l] of image.layers.entries()) {
      const t = performance.now()
      const need = needs[i]
      if (need.how === 'stream') {
        reports.push(await ctx.streamLayer(i))
        continue
      }
      if (need.how === 'toc')
        log.info(
          `Layer ${i + 1}/${image.layers.length} ${l.digest.slice(7, 19)}: nothing of it is kept; applied from the index, not downloaded.`
        )
      const head = whole(i) ? await queue.head(i) : undefined
      const bytes = new LayerBytes(queue, ctx.refs, index.layers[i], layerJobs[i], head)
      await applyToc(ctx, i, bytes, queue)
      await bytes.end(l.digest)
      if (need.how === 'spans') ctx.progress.layerDone(i)
      reports.push({
        digest: l.digest,
        size: l.size,
        compression: index.layers[i].compression,
        seconds: (performance.now() - t) / 1000
      })
    }
    // Every file written is checked against its digest before anything is put in place.
    await ctx.content.checked()
    log.debug(
      `Seek index: ${queue.pieceStock.allocated} output pieces of ${formatBytes(queue.pieceStock.size)} and ` +
        `${queue.compressedStock.allocated} compressed buffers of ${formatBytes(queue.compressedStock.size)} served ${jobs.length} spans.`
    )
    return reports
  } catch (e) {
    // The queue's own failure is the cause when the applier only saw its consequence.
    throw queue.failure ?? e
  } finally {
    queue.close()
    await queue.settled()
  }
}

/** Bytes the TOC lists no entry for, checked wherever they were fetched (check.ts UnlistedBytes). */
async function checkUnlisted(
  bytes: LayerBytes,
  i: number,
  from: number,
  to: number,
  eoa?: number
): Promise<void> {
  if (to <= from || !bytes.fetched(from, to)) return
  const u = new UnlistedBytes(i, from)
  for await (const piece of bytes.range(from, to)) u.push(piece)
  u.end(eoa)
}

/**
 * One layer's TOC walked in stream order, the content the plan needs written from the fetched spans.
 * Wherever fetched bytes reach, they must be the TOC: each entry's header, nothing unlisted between
 * entries, and the end-of-archive where the index says.
 */
async function applyToc(ctx: IndexedContext, i: number, bytes: LayerBytes, queue: SpanQueue): Promise<void> {
  const l = ctx.index.layers[i]
  let pos = 0
  for (const [k, e] of l.toc.entries()) {
    if (queue.failure) throw queue.failure
    if (ctx.content.failure) throw ctx.content.failure
    await checkUnlisted(bytes, i, pos, e.header)
    pos = e.data + Math.ceil(e.size / 512) * 512
    if (bytes.fetched(e.header, e.data)) checkHeader(i, e, await bytes.bytes(e.header, e.data))
    const id = entryId(i, k)
    if (!FILE_TYPES.has(e.type) || !ctx.plan.needed.has(id)) {
      bytes.release(e.data)
      continue
    }
    let queued = 0
    let drained: (() => void) | undefined
    const content = new EntryContent(ctx.refs, n => {
      queued += n
      if (queued <= CONTENT_AHEAD) drained?.()
    })
    let settled = false
    const written = ctx.content
      .write(id, e, content, "as inflated from the index's checkpoints")
      .finally(() => {
        settled = true
        drained?.()
      })
    try {
      for await (const piece of bytes.range(e.data, e.data + e.size)) {
        if (settled) break
        content.push(piece)
        while (queued > CONTENT_AHEAD && !settled) await new Promise<void>(r => (drained = r))
        drained = undefined
      }
      content.end()
    } catch (err) {
      content.discard()
      await written.catch(() => {})
      throw err
    }
    await written
    content.discard()
    bytes.release(e.data + e.size)
  }
  // The end: its two zero blocks where the index says (the whole rest of the stream, when the
  // index does not say where the archive ends).
  await checkUnlisted(
    bytes,
    i,
    pos,
    l.eoa !== undefined ? Math.min(l.tarBytes, l.eoa + 1024) : l.tarBytes,
    l.eoa
  )
}
