// The index's own consistency, checked whole when it is read, before anything is downloaded: a
// table of contents in stream order whose entries do not overlap and lie inside the tar stream,
// no entry past the recorded end-of-archive, checkpoints that ascend, one span per checkpoint,
// spans that join with the format's one-byte overlap and end at the layer's size. An index that
// breaks any of these was not written by `setup-rocm index` (or was changed since): an install
// from it could hang waiting for a span it already passed, or ask for bytes past the blob's end.
// One line says what is wrong.
import { IndexFormatError } from './errors.ts'
import { WINDOW } from './gzidx.ts'
import { MAX_SPAN_BYTES, type LayerIndex, type SeekIndex } from './model.ts'
import { spanRange } from './layout.ts'
import { TAR_BLOCK } from '../../layers/tar-block.ts'

/** Throws IndexFormatError naming the first thing in `ix` that cannot be so. */
export function checkIndexShape(ix: SeekIndex): void {
  for (const [i, l] of ix.layers.entries()) {
    const where = `layer ${i + 1} of the index`
    checkToc(l, where)
    if (l.compression === 'gzip') checkCheckpoints(l, where)
    else {
      const [s, ...more] = l.spans
      if (
        l.checkpoints.length ||
        more.length ||
        !s ||
        s.offset !== 0 ||
        s.length !== l.size ||
        `sha256:${s.sha256}` !== l.digest
      )
        throw new IndexFormatError(
          `${where} is ${l.compression}, so its one span must be the whole blob, with the blob's digest`
        )
    }
  }
}

function checkToc(l: LayerIndex, where: string): void {
  const toc = l.toc
  // An entry takes at least one header block: more rows than blocks cannot be a real stream.
  if (toc.length > l.tarBytes / TAR_BLOCK)
    throw new IndexFormatError(`${where} lists ${toc.length} entries in a tar stream of ${l.tarBytes} bytes`)
  // Headers and contents lie on blocks, a header before its content: the table holds no other (toc-table.ts).
  let next = 0
  for (let k = 0; k < toc.length; k++) {
    const what = () => `${where}: entry ${k + 1} (${toc.pathAt(k)})`
    if (toc.headerAt(k) < next)
      throw new IndexFormatError(
        `${what()} starts at byte ${toc.headerAt(k)}, before the end of the entry before it (${next}): entries out of stream order or overlapping`
      )
    next = toc.endAt(k)
    if (next > l.tarBytes)
      throw new IndexFormatError(
        `${what()} ends at byte ${next}, past the end of the layer's tar stream (${l.tarBytes} bytes)`
      )
    if (l.eoa !== undefined && next > l.eoa)
      throw new IndexFormatError(
        `${what()} ends at byte ${next}, past the archive's end-of-archive at byte ${l.eoa}`
      )
  }
  if (l.eoa !== undefined && (l.eoa % TAR_BLOCK || l.eoa > l.tarBytes))
    throw new IndexFormatError(
      `${where} puts the end-of-archive at byte ${l.eoa}, not a block inside its ${l.tarBytes}-byte tar stream`
    )
}

function checkCheckpoints(l: LayerIndex, where: string): void {
  const cps = l.checkpoints
  if (!cps.length) throw new IndexFormatError(`${where} is gzip but has no checkpoint`)
  if (cps.length !== l.spans.length)
    throw new IndexFormatError(
      `${where} has ${cps.length} checkpoints but ${l.spans.length} spans (one per checkpoint)`
    )
  if (cps[0].out !== 0 || cps[0].window.length)
    throw new IndexFormatError(
      `${where}: its first checkpoint must be where the stream's output starts, with no window`
    )
  for (const [j, cp] of cps.entries()) {
    const span = l.spans[j]
    const at = `${where}: checkpoint ${j + 1}`
    if (j > 0 && (cp.bit <= cps[j - 1].bit || cp.out <= cps[j - 1].out))
      throw new IndexFormatError(
        `${at} (bit ${cp.bit}, output ${cp.out}) does not come after the one before it`
      )
    if (cp.out >= l.tarBytes && !(cp.out === 0 && l.tarBytes === 0))
      throw new IndexFormatError(
        `${at} starts at output ${cp.out}, past the tar stream's ${l.tarBytes} bytes`
      )
    if (cp.window.length > WINDOW || (cp.window.length && cp.window.length !== Math.min(WINDOW, cp.out)))
      throw new IndexFormatError(
        `${at} has a window of ${cp.window.length} bytes (32 KiB, or all the output before it)`
      )
    const [start, end] = spanRange(cps, j, l.size)
    if (span.offset !== start)
      throw new IndexFormatError(
        `${where}: span ${j + 1} starts at byte ${span.offset}, but its checkpoint is in byte ${start}`
      )
    if (span.length > MAX_SPAN_BYTES)
      throw new IndexFormatError(
        `${where}: span ${j + 1} is ${span.length} bytes, more than the ${MAX_SPAN_BYTES >> 20} MiB a span may take (setup-rocm index makes them shorter)`
      )
    // Each span ends with the byte in which the next one starts (the one-byte overlap: layout.ts).
    if (span.offset + span.length !== end)
      throw new IndexFormatError(
        j + 1 < cps.length
          ? `${where}: span ${j + 1} ends at byte ${span.offset + span.length}, but the next begins in byte ${end - 1}`
          : `${where}: its last span ends at byte ${span.offset + span.length}, but the layer is ${l.size} bytes`
      )
  }
}
