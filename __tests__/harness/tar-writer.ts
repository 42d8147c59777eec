// A deliberately low-level tar writer for tests: it writes exactly the entries it is given,
// including the hostile ones a well-behaved packer refuses to produce (`..` names, absolute
// paths, links that escape, device nodes, duplicate names). Long names go into PAX headers.
import { createHash } from 'node:crypto'
import { gzipSync, zstdCompressSync, constants as zc } from 'node:zlib'

export type EntryType = 'file' | 'dir' | 'symlink' | 'hardlink' | 'char' | 'block' | 'fifo'

export interface TarEntry {
  path: string
  type?: EntryType
  mode?: number
  body?: Buffer | string
  linkpath?: string
  uid?: number
  gid?: number
}

const TYPEFLAG: Record<EntryType, string> = {
  file: '0',
  hardlink: '1',
  symlink: '2',
  char: '3',
  block: '4',
  dir: '5',
  fifo: '6'
}

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, '0') + '\0'
}

function header(
  name: string | Buffer,
  typeflag: string,
  size: number,
  mode: number,
  linkname: string | Buffer = '',
  uid = 0,
  gid = 0
): Buffer {
  const h = Buffer.alloc(512)
  Buffer.from(name).copy(h, 0, 0, 100)
  h.write(octal(mode & 0o7777, 8), 100, 'ascii')
  h.write(octal(uid, 8), 108, 'ascii')
  h.write(octal(gid, 8), 116, 'ascii')
  h.write(octal(size, 12), 124, 'ascii')
  h.write(octal(1700000000, 12), 136, 'ascii')
  h.write('        ', 148, 'ascii')
  h.write(typeflag, 156, 'ascii')
  Buffer.from(linkname).copy(h, 157, 0, 100)
  h.write('ustar\0', 257, 'ascii')
  h.write('00', 263, 'ascii')
  h.write('root', 265, 'ascii')
  h.write('root', 297, 'ascii')
  let sum = 0
  for (const b of h) sum += b
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return h
}

/**
 * One header block written exactly as given (names as bytes: a NUL, a newline or a byte that is
 * not UTF-8 stays), its checksum right, then `body` padded: for entries no packer writes.
 */
export function rawEntry(o: {
  name: string | Buffer
  typeflag: string
  body?: Buffer | string
  linkname?: string | Buffer
  mode?: number
}): Buffer {
  const body = Buffer.from(o.body ?? '')
  return Buffer.concat([
    header(o.name, o.typeflag, body.length, o.mode ?? 0o644, o.linkname),
    body,
    pad(body.length)
  ])
}

/** A pax header ('x', or 'g' for a global one) holding `data` as it is (records made with paxRecords). */
export function paxEntry(data: Buffer | string, typeflag = 'x'): Buffer {
  return rawEntry({ name: 'PaxHeader/x', typeflag, body: data })
}

/** Pax records, each "<len> <key>=<value>\n" with its length right. */
export function paxRecords(records: [string, string | Buffer][]): Buffer {
  return Buffer.concat(
    records.map(([k, v]) => {
      const body = Buffer.concat([Buffer.from(` ${k}=`), Buffer.from(v), Buffer.from('\n')])
      let len = body.length + 1
      while (String(len).length + body.length !== len) len = String(len).length + body.length
      return Buffer.concat([Buffer.from(String(len)), body])
    })
  )
}

function pad(n: number): Buffer {
  return Buffer.alloc((512 - (n % 512)) % 512)
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`
  let len = body.length + 1
  while (String(len).length + body.length !== len) len = String(len).length + body.length
  return `${len}${body}`
}

/** One entry's bytes: optional PAX header, ustar header, body, padding. */
export function tarEntry(e: TarEntry): Buffer {
  const out: Buffer[] = []
  const type = e.type ?? (e.body !== undefined ? 'file' : 'dir')
  const body = type === 'file' ? Buffer.from(e.body ?? '') : Buffer.alloc(0)
  const mode = e.mode ?? (type === 'dir' ? 0o755 : type === 'symlink' ? 0o777 : 0o644)
  const link = e.linkpath ?? ''
  const needPax = Buffer.byteLength(e.path) > 99 || Buffer.byteLength(link) > 99
  if (needPax) {
    const pax = Buffer.from(paxRecord('path', e.path) + (link ? paxRecord('linkpath', link) : ''), 'utf8')
    out.push(header('PaxHeader/x', 'x', pax.length, 0o644), pax, pad(pax.length))
  }
  out.push(header(e.path.slice(0, 99), TYPEFLAG[type], body.length, mode, link.slice(0, 99), e.uid, e.gid))
  if (body.length) out.push(body, pad(body.length))
  return Buffer.concat(out)
}

export function tar(entries: TarEntry[]): Buffer {
  return Buffer.concat([...entries.map(tarEntry), Buffer.alloc(1024)])
}

/** A tar of `n` empty files under opt/rocm/many, in directories of 1000 (memory against entry count). */
export function manyEmptyFiles(n: number): Buffer {
  const parts: Buffer[] = [tarEntry({ path: 'opt/rocm/.info/version', body: '10.0.0\n' })]
  for (let i = 0; i < n; i++) {
    if (i % 1000 === 0) parts.push(tarEntry({ path: `opt/rocm/many/d${i / 1000}/`, type: 'dir' }))
    parts.push(tarEntry({ path: `opt/rocm/many/d${Math.floor(i / 1000)}/f${i}`, body: '' }))
  }
  parts.push(Buffer.alloc(1024))
  return Buffer.concat(parts)
}

export type Compression = 'gzip' | 'zstd' | 'none' | 'gzip-multi'

export function compress(data: Buffer, c: Compression): Buffer {
  switch (c) {
    case 'gzip':
      return gzipSync(data, { level: 6 })
    case 'gzip-multi': {
      // Two concatenated gzip members: legal, and what pigz/parallel packers may emit.
      const cut = Math.floor(data.length / 2)
      return Buffer.concat([gzipSync(data.subarray(0, cut)), gzipSync(data.subarray(cut))])
    }
    case 'zstd':
      return zstdCompressSync(data, { params: { [zc.ZSTD_c_compressionLevel]: 3 } })
    case 'none':
      return data
  }
}

export const sha256 = (b: Buffer | string): string => 'sha256:' + createHash('sha256').update(b).digest('hex')
