// The dynamic section of an ELF shared object, read the way the loader reads it: the ELF header,
// the program headers (PT_LOAD to map addresses to file offsets, PT_DYNAMIC for the entries), and
// from the dynamic entries DT_NEEDED, DT_SONAME, DT_RPATH and DT_RUNPATH, whose strings live in
// DT_STRTAB. Section headers are not needed (a stripped library may have none). Only what the
// runtime closure needs; no npm package reads this without pulling in a disassembler's worth of code.
import { promises as fs } from 'node:fs'
import { ImageError } from '../errors.ts'

export interface Dynamic {
  needed: string[]
  soname?: string
  rpath: string[]
  runpath: string[]
  /** e_machine: 62 x86-64, 183 AArch64. */
  machine: number
}

export class ElfError extends ImageError {
  override name = 'ElfError'
}

const PT_LOAD = 1
const PT_DYNAMIC = 2
const DT_NULL = 0
const DT_NEEDED = 1
const DT_STRTAB = 5
const DT_STRSZ = 10
const DT_SONAME = 14
const DT_RPATH = 15
const DT_RUNPATH = 29

/** Is `magic` (at least 4 bytes) the start of an ELF file? */
export const isElf = (magic: Buffer): boolean =>
  magic.length >= 4 && magic[0] === 0x7f && magic[1] === 0x45 && magic[2] === 0x4c && magic[3] === 0x46

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type Reader = (offset: number, length: number) => Promise<Buffer>

export const bufferReader =
  (b: Buffer): Reader =>
  async (offset, length) =>
    b.subarray(offset, offset + length)

/**
 * Parses the dynamic section through `read`, reading only the headers, the dynamic segment and
 * the string table (a 150 MB libLLVM is not read whole). Undefined for an ELF without one.
 */
export async function parseDynamic(read: Reader, name = 'the file'): Promise<Dynamic | undefined> {
  const ident = await read(0, 64)
  if (!isElf(ident)) throw new ElfError(`${name} is not an ELF file`)
  let buf = ident
  let base = 0
  const load = async (offset: number, length: number) => {
    buf = await read(offset, length)
    base = offset
    if (buf.length < length) throw new ElfError(`${name}: truncated ELF (offset ${offset} + ${length})`)
  }
  const is64 = ident[4] === 2
  const le = ident[5] === 1
  if (ident[4] !== 1 && ident[4] !== 2) throw new ElfError(`${name}: unknown ELF class ${ident[4]}`)
  // Offsets below are absolute file offsets into the region last loaded.
  const u16 = (o: number) => (le ? buf.readUInt16LE(o - base) : buf.readUInt16BE(o - base))
  const u32 = (o: number) => (le ? buf.readUInt32LE(o - base) : buf.readUInt32BE(o - base))
  const addr = (o: number) =>
    is64 ? Number(le ? buf.readBigUInt64LE(o - base) : buf.readBigUInt64BE(o - base)) : u32(o)
  const check = (o: number, n: number) => {
    if (o < base || o + n > base + buf.length)
      throw new ElfError(`${name}: truncated ELF (offset ${o} + ${n})`)
  }
  check(0, is64 ? 64 : 52)
  const machine = u16(18)
  const phoff = addr(is64 ? 32 : 28)
  const phentsize = u16(is64 ? 54 : 42)
  const phnum = u16(is64 ? 56 : 44)
  if (phnum > 4096 || phentsize < (is64 ? 56 : 32)) throw new ElfError(`${name}: implausible program headers`)
  await load(phoff, phnum * phentsize)
  const loads: { vaddr: number; offset: number; filesz: number }[] = []
  let dyn: { offset: number; size: number } | undefined
  for (let i = 0; i < phnum; i++) {
    const p = phoff + i * phentsize
    check(p, phentsize)
    const type = u32(p)
    const offset = addr(is64 ? p + 8 : p + 4)
    const vaddr = addr(is64 ? p + 16 : p + 8)
    const filesz = addr(is64 ? p + 32 : p + 16)
    if (type === PT_LOAD) loads.push({ vaddr, offset, filesz })
    else if (type === PT_DYNAMIC) dyn = { offset, size: filesz }
  }
  if (!dyn) return undefined
  if (dyn.size > 1 << 20) throw new ElfError(`${name}: implausible dynamic segment of ${dyn.size} bytes`)
  await load(dyn.offset, dyn.size)
  const entSize = is64 ? 16 : 8
  const entries: [number, number][] = []
  for (let o = dyn.offset; o + entSize <= dyn.offset + dyn.size; o += entSize) {
    check(o, entSize)
    const tag = addr(o)
    if (tag === DT_NULL) break
    entries.push([tag, addr(o + entSize / 2)])
  }
  const strtabAddr = entries.find(([t]) => t === DT_STRTAB)?.[1]
  const strsz = entries.find(([t]) => t === DT_STRSZ)?.[1] ?? 0
  if (strtabAddr === undefined) throw new ElfError(`${name}: a dynamic section without DT_STRTAB`)
  const seg = loads.find(l => strtabAddr >= l.vaddr && strtabAddr < l.vaddr + l.filesz)
  if (!seg) throw new ElfError(`${name}: DT_STRTAB lies in no loaded segment`)
  const strtab = strtabAddr - seg.vaddr + seg.offset
  if (!strsz || strsz > 256 << 20) throw new ElfError(`${name}: implausible DT_STRSZ ${strsz}`)
  const strings = await read(strtab, strsz)
  const str = (off: number): string => {
    const end = strings.indexOf(0, off)
    if (off >= strings.length || end < 0) throw new ElfError(`${name}: unterminated string in DT_STRTAB`)
    return strings.toString('utf8', off, end)
  }
  const paths = (v: string) => v.split(':').filter(Boolean)
  const out: Dynamic = { needed: [], rpath: [], runpath: [], machine }
  for (const [tag, val] of entries) {
    if (tag === DT_NEEDED) out.needed.push(str(val))
    else if (tag === DT_SONAME) out.soname = str(val)
    else if (tag === DT_RPATH) out.rpath.push(...paths(str(val)))
    else if (tag === DT_RUNPATH) out.runpath.push(...paths(str(val)))
  }
  return out
}

/** Reads and parses `path`; undefined when it is not ELF or has no dynamic section. */
export async function readDynamic(path: string): Promise<Dynamic | undefined> {
  const fh = await fs.open(path, 'r')
  try {
    const magic = Buffer.alloc(4)
    await fh.read(magic, 0, 4, 0)
    if (!isElf(magic)) return undefined
    return await parseDynamic(async (offset, length) => {
      const b = Buffer.alloc(length)
      const { bytesRead } = await fh.read(b, 0, length, offset)
      return b.subarray(0, bytesRead)
    }, path)
  } finally {
    await fh.close()
  }
}
