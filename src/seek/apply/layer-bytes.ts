// A layer's bytes as an install from a seek index reads them (span-entries.ts): the inflated
// output of the spans the plan fetches, taken from the span queue in order, in pieces that are
// freed (for the next span) once passed; the layer's compressed spans hashed on the way where every
// span is fetched, and checked against the layer's digest at its end.
import { createHash } from 'node:crypto'
import { IntegrityError } from '../../oci/errors.ts'
import type { BufferRefs } from '../../layers/buffer-refs.ts'
import type { LayerIndex } from '../index/model.ts'
import { spanAt, spanOut, spansOver } from '../index/layout.ts'
import type { SpanOutput } from '../inflate/inflate-pool.ts'
import type { SpanQueue } from '../fetch/spans.ts'

/**
 * A layer's inflated spans, taken from the queue in order and dropped once passed; each span's
 * output in pieces (inflate-pool.ts SpanOutput), each piece counted in BufferRefs once taken: the entry
 * contents and the writer retain what they hold of it, and it serves another span the moment the
 * last holder lets go (every view of it detached then).
 */
export class LayerBytes {
  /** Spans taken and not yet passed: their output, and the pieces taken and held, by number. */
  private readonly outs = new Map<number, { so: SpanOutput; held: Map<number, Buffer> }>()
  private taken = 0
  /** Each span's end, once inflated (a span's end is checked against the next window: inflate-pool.ts). */
  private readonly inflated: Promise<unknown>[] = []
  private readonly hash?: ReturnType<typeof createHash>
  /** The spans hashed so far, in order (each once its inflate has given its bytes back). */
  private hashing: Promise<void> = Promise.resolve()
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
      // Hashed in order as each span's bytes come back from its inflate thread.
      const hash = this.hash
      if (hash && compressed) {
        const skip = this.taken ? 1 : 0
        this.hashing = this.hashing.then(async () => {
          const c = await compressed
          if (!c) return
          // Spans overlap by the byte in which the next checkpoint's bits begin.
          hash.update(c.subarray(skip))
          this.q.giveBack(c)
        })
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
    await this.hashing
    if (this.hash) {
      const actual = `sha256:${this.hash.digest('hex')}`
      if (actual !== digest)
        throw new IntegrityError(
          `Layer ${digest.slice(0, 19)}…: every span matched the seek index, but together they are ${actual}, not the layer's digest: the index's spans do not make up this blob.`
        )
    }
  }
}
