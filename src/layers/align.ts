// Cuts the decompressed stream at tar block (512-byte) boundaries before the parser sees it.
// node-tar's parser keeps whatever part of a chunk is shorter than a block and, on the next write,
// copies it together with the whole next chunk (Buffer.concat). Decompressor output ends wherever
// the inflater stopped, so that would be an extra copy of nearly every MiB, and a slice the parser
// keeps out of sight of the reference counts (buffer-refs.ts). Here only the few bytes that straddle
// a boundary are copied, into a block of their own.
import { TAR_BLOCK } from './tar-block.ts'

export class BlockAligner {
  private carry?: Buffer;

  /** The slices of `c`, in order, each a whole number of blocks; a short remainder is kept (copied). */
  *pieces(c: Buffer): Generator<Buffer> {
    let off = 0
    if (this.carry) {
      const need = TAR_BLOCK - this.carry.length
      if (c.length < need) {
        this.carry = Buffer.concat([this.carry, c])
        return
      }
      const joined = Buffer.concat([this.carry, c.subarray(0, need)])
      this.carry = undefined
      off = need
      yield joined
    }
    const end = off + Math.floor((c.length - off) / TAR_BLOCK) * TAR_BLOCK
    if (end < c.length) this.carry = Buffer.from(c.subarray(end))
    if (end > off) yield c.subarray(off, end)
  }

  /** What is left at the end of the stream (a valid tar stream leaves nothing). */
  rest(): Buffer | undefined {
    const r = this.carry
    this.carry = undefined
    return r
  }
}
