// Writing the index file: format 2 (written by `setup-rocm index`) and format 1 (kept to test that
// it is still read). docs/index-format.md describes both; decode.ts reads them.
import { once } from 'node:events'
import { createGzip, gzipSync } from 'node:zlib'
import { toGzidx } from './gzidx.ts'
import { INDEX_FORMAT, MAGIC, type LayerJsonV1, type SeekIndex } from './model.ts'
import { RowWriter } from './rows.ts'

/** Format 1's file: gzip of one JSON document (no file digests). Kept to test that it is still read. */
export function encodeIndexV1(ix: SeekIndex): Buffer {
  const doc = {
    format: 1,
    tool: ix.tool,
    manifest: ix.manifest,
    spacing: ix.spacing,
    layers: ix.layers.map((l): LayerJsonV1 => ({
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      ...(l.compression === 'gzip' ? { gzidx: toGzidx(l, ix.spacing).toString('base64') } : {}),
      spans: l.spans.map(s => [s.offset, s.length, s.sha256]),
      toc: [...l.toc].map(e => [
        e.header,
        e.data,
        e.size,
        e.type,
        e.path,
        e.linkpath ?? null,
        e.mode ?? null
      ]),
      ...(l.eoa !== undefined ? { eoa: l.eoa } : {})
    }))
  }
  return gzipSync(Buffer.from(JSON.stringify(doc)), { level: 9 })
}

/**
 * The index file (format 2): gzip of MAGIC, a u32 length and the JSON header (the manifest and each
 * layer's digest, size, compression, tarBytes, end-of-archive and how many checkpoint bytes, spans
 * and rows follow), then each layer's tables: its GZIDX checkpoints, its spans (varint offset and
 * length, 32 bytes of sha256) and its rows (rows.ts). Compressed as the rows are written, a MiB at
 * a time: the uncompressed file of a million entries (~47 MiB) is never held whole.
 */
export async function encodeIndex(ix: SeekIndex): Promise<Buffer> {
  const gzidx = ix.layers.map(l => (l.compression === 'gzip' ? toGzidx(l, ix.spacing) : Buffer.alloc(0)))
  const header = Buffer.from(
    JSON.stringify({
      format: INDEX_FORMAT,
      tool: ix.tool,
      manifest: ix.manifest,
      spacing: ix.spacing,
      layers: ix.layers.map((l, i) => ({
        digest: l.digest,
        size: l.size,
        compression: l.compression,
        tarBytes: l.tarBytes,
        ...(l.eoa !== undefined ? { eoa: l.eoa } : {}),
        gzidxBytes: gzidx[i].length,
        spans: l.spans.length,
        entries: l.toc.length
      }))
    })
  )
  const len = Buffer.alloc(4)
  len.writeUInt32LE(header.length)
  const gz = createGzip({ level: 9 })
  const out: Buffer[] = []
  gz.on('data', (c: Buffer) => out.push(c))
  const ended = once(gz, 'end')
  const write = async (b: Buffer) => {
    if (!gz.write(b)) await once(gz, 'drain')
  }
  await write(Buffer.concat([MAGIC, len, header]))
  for (const [i, l] of ix.layers.entries()) {
    await write(gzidx[i])
    const w = new RowWriter()
    for (const sp of l.spans) {
      w.varint(sp.offset)
      w.varint(sp.length)
      w.bytes(Buffer.from(sp.sha256, 'hex'))
    }
    for (const e of l.toc) {
      w.row(e)
      if (w.length >= 1 << 20) await write(w.take())
    }
    await write(w.take())
  }
  gz.end()
  await ended
  return Buffer.concat(out)
}
