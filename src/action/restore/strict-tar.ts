// The reader of an actions-cache archive: the only program that reads one (front.ts answers the
// cache toolkit's `tar` call with it). Written by hand rather than on the `tar` package's parser,
// because what an attacker who wrote the archive exploits is exactly a parser's leniency, and
// node-tar's are many: it inflates a gzip or zstd stream it finds inside the tar, splits pax
// records on newlines instead of reading them by length, cuts values at a NUL, skips entries of
// unknown types and meta entries over its size limit without a word, and buffers whatever follows
// the end of the archive (quadratic in its size). The toolkit's archive is GNU tar's `--posix`
// output of one tree, so this reads that and nothing more, and refuses everything else:
// - POSIX ustar headers only (magic "ustar\0", version "00"), each checksum checked;
// - pax extended headers ('x') for the next entry only, read by length, with the keys GNU tar
//   writes (path, linkpath, size, times, ids, names); a global header, a GNU long name, an
//   unknown key or a malformed record is refused;
// - regular files, directories, symlinks and hardlinks; any other type is refused, not skipped;
// - a field holds its value, then NULs only; names are strict UTF-8 without control characters;
// - the end of the archive is two zero blocks, followed by zeros only (GNU tar pads to its
//   record), at most TRAILER_MAX of them.
// Push-based: `push(chunk)` returns what the chunk completes (entries, their data as slices of the
// chunk, their ends), so the caller's awaits on writing are the back-pressure.
import { paddedSize, TAR_BLOCK } from '../../layers/tar-block.ts'

/** Largest pax header accepted (a path and a link target of PATH_MAX each, times, ids). */
const PAX_MAX = 64 << 10

/** Zero bytes accepted after the end-of-archive blocks (GNU tar pads to 10 KiB records). */
export const TRAILER_MAX = 1 << 20

/** What an archive may say about an entry. */
export type EntryKind = 'file' | 'dir' | 'symlink' | 'hardlink'

export interface ArchiveEntry {
  /** The name as the archive writes it (pax `path`, else ustar prefix/name). */
  name: string
  kind: EntryKind
  /** Permission bits and the special bits (setuid, setgid, sticky), as archived. */
  mode: number
  size: number
  /** A symlink's target, a hardlink's target name. */
  linkname?: string
}

export type ArchiveEvent =
  { kind: 'entry'; entry: ArchiveEntry } | { kind: 'data'; bytes: Buffer } | { kind: 'end' }

/** The archive is not one this reader takes: nothing of it may be used. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused'
}

const refuse = (why: string): never => {
  throw new ArchiveRefused(why)
}

const TYPES: Record<string, EntryKind> = {
  '0': 'file',
  '\0': 'file',
  '5': 'dir',
  '2': 'symlink',
  '1': 'hardlink'
}
const NAMED: Record<string, string> = {
  g: 'a global pax header',
  L: 'a GNU long name',
  K: 'a GNU long link name',
  S: 'a GNU sparse file',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a FIFO',
  '7': 'a contiguous file',
  D: 'a GNU directory dump',
  M: 'a GNU multi-volume continuation',
  V: 'a volume label',
  X: 'a Solaris extended header'
}

const PAX_KEYS = new Set([
  'path',
  'linkpath',
  'size',
  'mtime',
  'atime',
  'ctime',
  'uid',
  'gid',
  'uname',
  'gname'
])

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A name or link target is refused when it holds a NUL, a control character or U+FFFD. */
export function badText(s: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(s)) return 'a control character'
  if (s.includes('\ufffd')) return 'U+FFFD (a name that was not UTF-8)'
  return undefined
}

function text(bytes: Buffer, what: string): string {
  let s: string
  try {
    s = utf8.decode(bytes)
  } catch {
    return refuse(`${what} is not UTF-8`)
  }
  const bad = badText(s)
  if (bad) refuse(`${what} ${JSON.stringify(s.slice(0, 200))} holds ${bad}`)
  return s
}

/** A header field up to its first NUL; what follows the NUL must be NULs too. */
function field(h: Buffer, at: number, len: number, what: string): Buffer {
  const f = h.subarray(at, at + len)
  const nul = f.indexOf(0)
  if (nul < 0) return f
  for (let i = nul + 1; i < len; i++) if (f[i] !== 0) refuse(`the ${what} field holds bytes after its NUL`)
  return f.subarray(0, nul)
}

/** An octal number field (digits, then spaces or NULs). */
function octal(h: Buffer, at: number, len: number, what: string): number {
  const s = h.toString('latin1', at, at + len)
  const m = /^ *([0-7]*)[ \0]*$/.exec(s)
  if (!m) return refuse(`the ${what} field is not an octal number (${JSON.stringify(s)})`)
  const n = m[1] ? parseInt(m[1], 8) : 0
  if (!Number.isSafeInteger(n)) refuse(`the ${what} field is out of range`)
  return n
}

function checksum(h: Buffer): void {
  const want = octal(h, 148, 8, 'checksum')
  let sum = 0
  for (let i = 0; i < TAR_BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]
  if (sum !== want) refuse(`a header's checksum is wrong (${want}, computed ${sum})`)
}

/** Pax records, read by length: "<len> <key>=<value>\n" each, keys from PAX_KEYS, none twice. */
export function parsePax(data: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  let at = 0
  while (at < data.length) {
    const sp = data.indexOf(0x20, at)
    if (sp < 0 || sp - at > 10) refuse('a pax record has no length')
    const lenText = data.toString('latin1', at, sp)
    if (!/^[1-9][0-9]*$/.test(lenText)) refuse(`a pax record's length is ${JSON.stringify(lenText)}`)
    const end = at + Number(lenText)
    if (end > data.length || end <= sp + 1 || data[end - 1] !== 0x0a)
      refuse('a pax record does not end where its length says')
    const record = data.subarray(sp + 1, end - 1)
    const eq = record.indexOf(0x3d)
    if (eq <= 0) refuse('a pax record has no key')
    const key = record.toString('latin1', 0, eq)
    if (!PAX_KEYS.has(key))
      refuse(
        `a pax record has the key ${JSON.stringify(key.slice(0, 60))}, which this archive format does not write`
      )
    if (out.has(key)) refuse(`a pax header sets ${key} twice`)
    const value = record.subarray(eq + 1)
    if (value.includes(0)) refuse(`the pax value of ${key} holds a NUL`)
    if (value.includes(0x0a)) refuse(`the pax value of ${key} holds a newline`)
    out.set(key, value)
    at = end
  }
  return out
}

function paxNumber(v: Buffer, key: string, decimals: boolean): number {
  const s = v.toString('latin1')
  if (!(decimals ? /^-?[0-9]+(\.[0-9]+)?$/ : /^[0-9]+$/).test(s))
    refuse(`the pax ${key} is ${JSON.stringify(s.slice(0, 40))}`)
  const n = Number(s)
  if (!Number.isSafeInteger(Math.trunc(n))) refuse(`the pax ${key} is out of range`)
  return n
}

type State = 'header' | 'data' | 'pad' | 'pax' | 'zero' | 'trailer'

export class StrictTarReader {
  private state: State = 'header'
  /** A header (or pax data) that spans chunks, gathered. */
  private gather: Buffer[] = []
  private gathered = 0
  /** Bytes of the current entry's data (or pax data, or padding) still to come. */
  private left = 0
  private pax?: Map<string, Buffer>
  /** Bytes of data of the entry (or pax header) being read: its padding follows. */
  private dataSize = 0
  private trailer = 0
  /** Offset of the next byte in the whole tar stream (for messages). */
  private offset = 0

  /** The events that `chunk` completes, in order; data events are slices of `chunk`. */
  push(chunk: Buffer): ArchiveEvent[] {
    const out: ArchiveEvent[] = []
    let at = 0
    while (at < chunk.length) {
      const n = this.step(chunk, at, out)
      at += n
      this.offset += n
    }
    return out
  }

  /** The stream ended: it must have ended at the end of the archive. */
  end(): void {
    if (this.state !== 'trailer')
      refuse(`the archive ends at byte ${this.offset}, before its end-of-archive blocks`)
  }

  /** Consumes bytes from `chunk` at `at`; returns how many. */
  private step(chunk: Buffer, at: number, out: ArchiveEvent[]): number {
    const avail = chunk.length - at
    switch (this.state) {
      case 'data': {
        const n = Math.min(avail, this.left)
        out.push({ kind: 'data', bytes: chunk.subarray(at, at + n) })
        this.left -= n
        if (!this.left) this.afterData(out)
        return n
      }
      case 'pad': {
        const n = Math.min(avail, this.left)
        this.left -= n
        if (!this.left) this.state = 'header'
        return n
      }
      case 'trailer': {
        for (let i = at; i < chunk.length; i++)
          if (chunk[i] !== 0) refuse(`the archive has data after its end (at byte ${this.offset + i - at})`)
        this.trailer += avail
        if (this.trailer > TRAILER_MAX) refuse(`the archive has more than ${TRAILER_MAX} bytes after its end`)
        return avail
      }
      default: {
        const want = this.state === 'pax' ? this.left : TAR_BLOCK
        const n = Math.min(avail, want - this.gathered)
        this.gather.push(chunk.subarray(at, at + n))
        this.gathered += n
        if (this.gathered === want) {
          const whole = this.gather.length === 1 ? this.gather[0] : Buffer.concat(this.gather)
          this.gather = []
          this.gathered = 0
          if (this.state === 'pax') this.paxRead(whole)
          else this.header(whole, out)
        }
        return n
      }
    }
  }

  private afterData(out: ArchiveEvent[]): void {
    out.push({ kind: 'end' })
    this.padTo()
  }

  private padTo(): void {
    this.left = paddedSize(this.dataSize) - this.dataSize
    this.state = this.left ? 'pad' : 'header'
  }

  private paxRead(data: Buffer): void {
    this.pax = parsePax(data)
    this.padTo()
  }

  private header(h: Buffer, out: ArchiveEvent[]): void {
    if (h.every(b => b === 0)) {
      if (this.pax) refuse('a pax header is followed by the end of the archive')
      if (this.state === 'zero') this.state = 'trailer'
      else this.state = 'zero'
      return
    }
    if (this.state === 'zero') refuse(`a lone zero block comes before byte ${this.offset}`)
    checksum(h)
    if (h.toString('latin1', 257, 265) !== 'ustar\x0000')
      refuse(
        `a header at byte ${this.offset - TAR_BLOCK} is not a POSIX ustar header (GNU tar --posix writes those)`
      )
    const flag = String.fromCharCode(h[156])
    const size = octal(h, 124, 12, 'size')
    if (flag === 'x') {
      if (this.pax) refuse('two pax headers in a row')
      if (size > PAX_MAX) refuse(`a pax header of ${size} bytes (at most ${PAX_MAX})`)
      if (!size) refuse('an empty pax header')
      this.state = 'pax'
      this.left = size
      this.dataSize = size
      return
    }
    const kind = TYPES[flag]
    if (!kind)
      refuse(
        `the archive holds ${NAMED[flag] ?? `an entry of type ${JSON.stringify(flag)}`}, which a cached tree never does`
      )
    const entry = this.entry(h, kind, size)
    out.push({ kind: 'entry', entry })
    this.pax = undefined
    this.dataSize = entry.size
    if (entry.size) {
      this.state = 'data'
      this.left = entry.size
    } else this.afterData(out)
  }

  private entry(h: Buffer, kind: EntryKind, headerSize: number): ArchiveEntry {
    const pax = this.pax
    const name = field(h, 0, 100, 'name')
    const prefix = field(h, 345, 155, 'prefix')
    const link = field(h, 157, 100, 'link name')
    let path = pax?.get('path')
      ? text(pax.get('path')!, 'a name')
      : text(prefix.length ? Buffer.concat([prefix, Buffer.from('/'), name]) : name, 'a name')
    if (!path) refuse('an entry has no name')
    path = path.replace(/\/+$/, kind === 'dir' ? '' : '$&') || '/'
    const size = pax?.has('size') ? paxNumber(pax.get('size')!, 'size', false) : headerSize
    if (pax?.has('size') && size !== headerSize && headerSize !== 0)
      refuse(`${path}: its pax size ${size} and its header's ${headerSize} differ`)
    for (const k of ['mtime', 'atime', 'ctime']) if (pax?.has(k)) paxNumber(pax.get(k)!, k, true)
    for (const k of ['uid', 'gid']) if (pax?.has(k)) paxNumber(pax.get(k)!, k, false)
    const e: ArchiveEntry = { name: path, kind, mode: octal(h, 100, 8, 'mode') & 0o7777, size }
    if (kind === 'symlink' || kind === 'hardlink') {
      const target = pax?.get('linkpath')
        ? text(pax.get('linkpath')!, `${path}'s link target`)
        : text(link, `${path}'s link target`)
      if (!target) refuse(`${path} is a link without a target`)
      e.linkname = target
    } else if (link.length || pax?.has('linkpath')) refuse(`${path} is not a link but has a link target`)
    if (kind !== 'file' && size) refuse(`${path} is a ${kind} with ${size} bytes of data`)
    return e
  }
}
