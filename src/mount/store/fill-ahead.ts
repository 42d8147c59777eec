// Which spans the background fill (content.ts fill()) asks for ahead of the file it is at: the
// spans of each layer that hold a file the store lacks, in order (the spans of files the prune
// removed, or the job already read, are never asked for ahead), FILL_SPANS_AHEAD past the last
// span of the file it is at, each once.
import type { SeekIndex } from '../../seek/index/model.ts'
import { spansOver } from '../../seek/index/layout.ts'
import type { Content } from './content.ts'

/**
 * Spans the background fill asks for past the one it is at (compressed, within the content
 * store's FETCHING_BYTES): its files are mostly small, so two files at a time had about two spans
 * on the way, two connections of the link's, and their fetches waited in turn with inflating.
 */
export const FILL_SPANS_AHEAD = 8

/** A layer's spans the fill will need, how far it has got in them and how far it has asked. */
interface LayerAhead {
  spans: number[]
  past: number
  asked: number
}

export class FillAhead {
  private readonly layers: LayerAhead[]
  private readonly index: SeekIndex

  /** The plan over `byLayer` (every file with content, by layer, in the order of their bytes); `have`: the store has it. */
  constructor(index: SeekIndex, byLayer: Content[][], have: (c: Content) => boolean) {
    this.index = index
    this.layers = index.layers.map((l, i) => {
      const spans: number[] = []
      if (l.compression === 'gzip' && l.spans.length)
        for (const c of byLayer[i]) {
          if (have(c)) continue
          const [first, last] = spansOver(l, c.data, c.data + c.size)
          for (let j = Math.max(first, (spans.at(-1) ?? -1) + 1); j <= last; j++) spans.push(j)
        }
      return { spans, past: 0, asked: 0 }
    })
  }

  /**
   * The spans of `c`'s layer to ask for now that the fill is at `c`: those of the plan within
   * FILL_SPANS_AHEAD after `c`'s last, not asked for before. Asked from a file the store has too:
   * the plan holds only spans of files it lacked.
   */
  after(c: Content): number[] {
    const p = this.layers[c.layer]
    if (!p.spans.length) return []
    const [, last] = spansOver(this.index.layers[c.layer], c.data, c.data + c.size)
    // The fill goes through a layer's files in the order of their bytes: `past` only moves on.
    while (p.past < p.spans.length && p.spans[p.past] <= last) p.past++
    const to = Math.min(p.spans.length, p.past + FILL_SPANS_AHEAD)
    const ask = p.spans.slice(Math.max(p.asked, p.past), to)
    p.asked = Math.max(p.asked, to)
    return ask
  }
}
