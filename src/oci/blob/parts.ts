// How a range becomes parts, each a Range request of its own over one of the fetcher's
// connections: the one place for it, for the parts of a streamed blob (ranged.ts, which hands
// them on in order as they come) and for a range read whole into one buffer (readInParts: the
// spans and gzip headers of an install from a seek index, side by side over the connections,
// each part admitted by the fetcher in priority order: range-fetcher.ts).
import type { RangeAsk, RangeFetcher } from './range-fetcher.ts'

/** Part `i` (from 0) of a blob of `size` bytes cut in parts of `partBytes`: its first and last byte. */
export function partRange(i: number, partBytes: number, size: number): { first: number; last: number } {
  const first = i * partBytes
  return { first, last: Math.min(size, first + partBytes) - 1 }
}

/** Bytes first..last (inclusive) in parts of at most `partBytes`, in order. */
export function partsOf(first: number, last: number, partBytes: number): { first: number; last: number }[] {
  const parts: { first: number; last: number }[] = []
  for (let from = first; from <= last; from += partBytes)
    parts.push({ first: from, last: Math.min(last, from + partBytes - 1) })
  return parts
}

/**
 * Bytes `ask.first..ask.last` of a blob into one buffer, in parts of `partBytes` fetched side by
 * side (a range larger than a part keeps several connections busy with fewer ranges in memory),
 * each waiting for a connection in the order of `ask.priority`. `buffer` is asked for when the
 * first bytes arrive (a range whose parts all wait for a connection holds none). Rejects with the
 * first part's failure, once every part has settled (no part writes into the buffer afterwards).
 */
export async function readInParts(
  f: RangeFetcher,
  ask: RangeAsk,
  partBytes: number,
  buffer: () => Buffer
): Promise<Buffer> {
  const settled = await Promise.allSettled(
    partsOf(ask.first, ask.last, partBytes).map(p =>
      f.readInto({ ...ask, first: p.first, last: p.last }, buffer, p.first - ask.first)
    )
  )
  const failed = settled.find(x => x.status === 'rejected')
  if (failed) throw (failed as PromiseRejectedResult).reason
  return buffer()
}
