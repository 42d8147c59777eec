// The one place that drives Node's zlib through its private parts. Node has no public call that
// inflates into a buffer of the caller's: its own synchronous calls (inflateRawSync and kin) drive
// an engine's handle with writeSync(flush, in, out) and read what is left of each from
// _writeState, allocating every output anew. The seek install inflates spans piece by piece into
// buffers it uses again (docs/benchmarks.md: what that buys), so it drives the engine the same way,
// here. `intoBufferSupported()` says whether this Node has those parts; a test asserts it does on
// the Node the action runs on, so a release that changes them fails the suite instead of making
// every install silently take the slower path (inflateRawSync, whole spans, the same bytes).
import zlib from 'node:zlib'

interface Handle {
  writeSync?(
    flush: number,
    i: Buffer,
    iOff: number,
    iLen: number,
    o: Buffer,
    oOff: number,
    oLen: number
  ): void
}
type Engine = zlib.InflateRaw & { _handle?: Handle; _writeState?: Uint32Array; errored?: Error | null }

/** A raw inflate that writes into buffers it is given. */
export interface RawInflate {
  /** Inflates from `input[inOff..]` into `out[0, n)`; returns the input and output left unused. */
  into(input: Buffer, inOff: number, out: Buffer, n: number): { inLeft: number; outLeft: number }
  close(): void
}

function usable(e: Engine): boolean {
  return typeof e._handle?.writeSync === 'function' && e._writeState instanceof Uint32Array
}

/** Whether this Node's zlib engines can be driven into a buffer of ours. */
export function intoBufferSupported(): boolean {
  const e = zlib.createInflateRaw() as Engine
  try {
    return usable(e)
  } finally {
    e.close()
  }
}

/** A raw inflate into given buffers, primed with `dictionary`; undefined where this Node has none. */
export function openRawInflate(dictionary?: Buffer): RawInflate | undefined {
  const e = zlib.createInflateRaw(dictionary?.length ? { dictionary } : {}) as Engine
  if (!usable(e)) {
    e.close()
    return undefined
  }
  // A failing stream is reported by the engine destroying itself (an 'error' event follows on the
  // next tick: listened to so it is not thrown there).
  e.on('error', () => {})
  return {
    into(input, inOff, out, n) {
      e._handle!.writeSync!(zlib.constants.Z_SYNC_FLUSH, input, inOff, input.length - inOff, out, 0, n)
      if (e.errored) throw new Error(e.errored.message)
      const [outLeft, inLeft] = e._writeState!
      return { inLeft, outLeft }
    },
    close: () => e.close()
  }
}
