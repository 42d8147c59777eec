// The part of the Linux FUSE kernel protocol a read-only tree needs (include/uapi/linux/fuse.h,
// protocol 7.31 and later), spoken over the /dev/fuse descriptor without libfuse: a request is a
// 40-byte header and an operation's fixed part, a reply a 16-byte header and its body, all
// little-endian. Written by hand because no maintained Node package speaks it without a native
// addon (fuse-native is unmaintained and libfuse 2; fuse-napi one release of a fork): an addon
// would need a prebuilt binary for each runner's Node and break on the next Node ABI.

/** Operations (fuse_opcode). Those a read-only tree answers, and those it must recognise. */
export const Op = {
  LOOKUP: 1,
  FORGET: 2,
  GETATTR: 3,
  READLINK: 5,
  OPEN: 14,
  READ: 15,
  STATFS: 17,
  RELEASE: 18,
  GETXATTR: 22,
  LISTXATTR: 23,
  FLUSH: 25,
  INIT: 26,
  OPENDIR: 27,
  READDIR: 28,
  RELEASEDIR: 29,
  ACCESS: 34,
  INTERRUPT: 36,
  DESTROY: 38,
  BATCH_FORGET: 42,
  READDIRPLUS: 44
} as const

/** Errors a reply carries (negated in its header). */
export const Errno = {
  ENOENT: 2,
  EIO: 5,
  EACCES: 13,
  ENOTDIR: 20,
  EINVAL: 22,
  EROFS: 30,
  ENOSYS: 38,
  ENODATA: 61
} as const

export const ROOT_ID = 1
export const IN_HEADER = 40
export const OUT_HEADER = 16
/** What the kernel's requests may take at most (it refuses a read of the device into less). */
export const MAX_WRITE = 128 << 10
/** Pages a READ may ask for at once (FUSE_MAX_PAGES): 1 MiB. */
export const MAX_PAGES = 256
/** A buffer a request always fits in: the largest (a WRITE, never sent to a read-only tree) and its header. */
export const REQUEST_BUFFER = MAX_WRITE + 4096

/** INIT flags asked for, where the kernel offers them. */
export const InitFlag = {
  ASYNC_READ: 1 << 0,
  BIG_WRITES: 1 << 5,
  DO_READDIRPLUS: 1 << 13,
  PARALLEL_DIROPS: 1 << 18,
  MAX_PAGES: 1 << 22,
  CACHE_SYMLINKS: 1 << 23
} as const

/** OPEN reply flags: the page cache of a file is kept between opens (the tree never changes). */
export const FOPEN_KEEP_CACHE = 1 << 1

/** Kinds of node by their mode's type bits. */
export const S_IFDIR = 0o040000
export const S_IFREG = 0o100000
export const S_IFLNK = 0o120000

export interface InHeader {
  len: number
  opcode: number
  unique: bigint
  nodeid: number
  uid: number
  gid: number
  pid: number
}

export function readHeader(b: Buffer): InHeader {
  return {
    len: b.readUInt32LE(0),
    opcode: b.readUInt32LE(4),
    unique: b.readBigUInt64LE(8),
    nodeid: Number(b.readBigUInt64LE(16)),
    uid: b.readUInt32LE(24),
    gid: b.readUInt32LE(28),
    pid: b.readUInt32LE(32)
  }
}

/** A reply: its header, then `body`. */
export function reply(unique: bigint, body: Buffer = Buffer.alloc(0)): Buffer {
  const [h] = replyParts(unique, body)
  return body.length ? Buffer.concat([h, body]) : h
}

/** A reply as its header and its body, for one writev (a READ's body is not copied behind the header). */
export function replyParts(unique: bigint, body: Buffer): [Buffer, Buffer] {
  const h = Buffer.alloc(OUT_HEADER)
  h.writeUInt32LE(OUT_HEADER + body.length, 0)
  h.writeInt32LE(0, 4)
  h.writeBigUInt64LE(unique, 8)
  return [h, body]
}

/** An error reply (errno positive here, negated on the wire). */
export function replyError(unique: bigint, errno: number): Buffer {
  const h = Buffer.alloc(OUT_HEADER)
  h.writeUInt32LE(OUT_HEADER, 0)
  h.writeInt32LE(-errno, 4)
  h.writeBigUInt64LE(unique, 8)
  return h
}

/** What the kernel is told of a node (fuse_attr). */
export interface Attr {
  ino: number
  size: number
  /** Type and permission bits. */
  mode: number
  nlink: number
  uid: number
  gid: number
  /** Seconds since the epoch: atime, mtime and ctime alike. */
  time: number
}

export const ATTR_BYTES = 88

function writeAttr(b: Buffer, at: number, a: Attr): void {
  b.writeBigUInt64LE(BigInt(a.ino), at)
  b.writeBigUInt64LE(BigInt(a.size), at + 8)
  b.writeBigUInt64LE(BigInt(Math.ceil(a.size / 512)), at + 16)
  for (const k of [24, 32, 40]) b.writeBigUInt64LE(BigInt(a.time), at + k)
  // atimensec, mtimensec, ctimensec: 0.
  b.writeUInt32LE(a.mode, at + 60)
  b.writeUInt32LE(a.nlink, at + 64)
  b.writeUInt32LE(a.uid, at + 68)
  b.writeUInt32LE(a.gid, at + 72)
  // rdev 0; blksize; flags 0.
  b.writeUInt32LE(4096, at + 80)
}

/** How long the kernel may keep what it was told (seconds): the tree never changes while mounted. */
export const VALID_SECONDS = 86_400

export const ENTRY_OUT_BYTES = 40 + ATTR_BYTES

/** fuse_entry_out: a name's node and attributes; `a` undefined is a negative entry, cached too. */
function writeEntry(b: Buffer, at: number, a: Attr | undefined): void {
  b.writeBigUInt64LE(BigInt(a?.ino ?? 0), at)
  b.writeBigUInt64LE(0n, at + 8)
  b.writeBigUInt64LE(BigInt(VALID_SECONDS), at + 16)
  b.writeBigUInt64LE(BigInt(VALID_SECONDS), at + 24)
  if (a) writeAttr(b, at + 40, a)
}

export function entryOut(a: Attr | undefined): Buffer {
  const b = Buffer.alloc(ENTRY_OUT_BYTES)
  writeEntry(b, 0, a)
  return b
}

export function attrOut(a: Attr): Buffer {
  const b = Buffer.alloc(16 + ATTR_BYTES)
  b.writeBigUInt64LE(BigInt(VALID_SECONDS), 0)
  writeAttr(b, 16, a)
  return b
}

export function openOut(fh: number, flags: number): Buffer {
  const b = Buffer.alloc(16)
  b.writeBigUInt64LE(BigInt(fh), 0)
  b.writeUInt32LE(flags, 8)
  return b
}

/** fuse_init_out for protocol 7.31: what this server asks of the kernel's offer. */
export function initOut(kernelFlags: number, maxReadahead: number): Buffer {
  const b = Buffer.alloc(64)
  b.writeUInt32LE(7, 0)
  b.writeUInt32LE(31, 4)
  b.writeUInt32LE(maxReadahead, 8)
  const want =
    InitFlag.ASYNC_READ |
    InitFlag.BIG_WRITES |
    InitFlag.DO_READDIRPLUS |
    InitFlag.PARALLEL_DIROPS |
    InitFlag.MAX_PAGES |
    InitFlag.CACHE_SYMLINKS
  b.writeUInt32LE((kernelFlags & want) >>> 0, 12)
  b.writeUInt16LE(16, 16) // max_background
  b.writeUInt16LE(12, 18) // congestion_threshold
  b.writeUInt32LE(MAX_WRITE, 20)
  b.writeUInt32LE(1_000_000_000, 24) // time_gran: whole seconds
  b.writeUInt16LE(MAX_PAGES, 28)
  return b
}

/** fuse_kstatfs of a read-only tree of `files` nodes and `bytes` bytes. */
export function statfsOut(files: number, bytes: number): Buffer {
  const b = Buffer.alloc(80)
  b.writeBigUInt64LE(BigInt(Math.ceil(bytes / 4096)), 0)
  // bfree, bavail 0: nothing may be written.
  b.writeBigUInt64LE(BigInt(files), 24)
  b.writeUInt32LE(4096, 40) // bsize
  b.writeUInt32LE(255, 44) // namelen
  b.writeUInt32LE(4096, 48) // frsize
  return b
}

const DIRENT_HEADER = 24
const pad8 = (n: number) => (n + 7) & ~7

/** One directory entry as READDIR (plain) or READDIRPLUS gives it; its bytes, or undefined past `room`. */
export function dirent(name: Buffer, a: Attr, next: number, plus: boolean, room: number): Buffer | undefined {
  const at = plus ? ENTRY_OUT_BYTES : 0
  const n = at + pad8(DIRENT_HEADER + name.length)
  if (n > room) return undefined
  const b = Buffer.alloc(n)
  if (plus) writeEntry(b, 0, a)
  b.writeBigUInt64LE(BigInt(a.ino), at)
  b.writeBigUInt64LE(BigInt(next), at + 8)
  b.writeUInt32LE(name.length, at + 16)
  b.writeUInt32LE((a.mode & 0o170000) >>> 12, at + 20)
  name.copy(b, at + DIRENT_HEADER)
  return b
}

/** The fixed parts of the requests read here. */
export const readIn = (b: Buffer) => ({
  fh: Number(b.readBigUInt64LE(0)),
  offset: Number(b.readBigUInt64LE(8)),
  size: b.readUInt32LE(16)
})
export const initIn = (b: Buffer) => ({
  major: b.readUInt32LE(0),
  minor: b.readUInt32LE(4),
  maxReadahead: b.readUInt32LE(8),
  flags: b.readUInt32LE(12)
})
/** A name in a request: its bytes up to the NUL. */
export function nameIn(b: Buffer): Buffer {
  const end = b.indexOf(0)
  return end < 0 ? b : b.subarray(0, end)
}
