// The planned tree as a read-only FUSE file system: every path, type, mode, size, link target and
// hardlink exactly as the eager install from the same index and inputs writes them (the plan's
// finished nodes, as a cached tree is checked against: verify/verify.ts), answered from memory.
// Only READ reaches the network, through the content store; LOOKUP, GETATTR, READLINK and
// READDIRPLUS never do, and a name that is not there is a negative entry the kernel keeps, as it
// keeps every answer (the tree never changes while mounted).
import { closeSync, openSync, readSync } from 'node:fs'
import type { Logger } from '../log.ts'
import type { Manifest } from '../layers/model/finish.ts'
import type { Content, ContentStore } from './store/content.ts'
import type { FuseHandler, Answer } from './fuse/session.ts'
import {
  Errno,
  FOPEN_KEEP_CACHE,
  MAX_PAGES,
  Op,
  S_IFDIR,
  S_IFLNK,
  S_IFREG,
  attrOut,
  dirent,
  entryOut,
  initIn,
  initOut,
  nameIn,
  openOut,
  readIn,
  statfsOut,
  type Attr,
  type InHeader
} from './fuse/protocol.ts'

/** OPEN reply flag for directories: the kernel may keep their listings. */
const FOPEN_CACHE_DIR = 1 << 3
/** Store files kept open for reads (the kernel never says when it is done with one: no RELEASE). */
const DESCRIPTORS = 256

interface TreeNode {
  attr: Attr
  /** Directories: their names in order, and the nodes by name. */
  names?: Buffer[]
  children?: Map<string, TreeNode>
  target?: Buffer
  content?: Content
  /** A path that names it (for log lines). */
  path: string
}

export interface LazyTreeOptions {
  manifest: Manifest
  /** A planned file's content (undefined: it has none to fetch, or no digest: refused). */
  contentOf(origin: number): Content | undefined
  /** Whether several names share the origin's content (one inode, as hardlinks). */
  shared(origin: number): boolean
  store: ContentStore
  logger: Logger
  uid: number
  gid: number
  /** The tree's directory in the image: absolute link targets inside it are followed by lookup(). */
  realPath?: string
  /** A file's content was fetched for a reader, now at `storePath` (needed.ts reads ahead from it). */
  onFetched?(n: { path: string; content?: Content }, storePath: string): void
}

export interface TreeStats {
  files: number
  dirs: number
  links: number
  bytes: number
}

export class LazyTree implements FuseHandler {
  private readonly nodes: TreeNode[] = []
  private readonly o: LazyTreeOptions
  readonly stats: TreeStats = { files: 0, dirs: 0, links: 0, bytes: 0 }
  /** Store files open for reading, by inode, most recently read last (DESCRIPTORS at most). */
  private readonly fds = new Map<number, number>()
  /** Files whose content failed (said once in the log). */
  private readonly failed = new Set<number>()
  /** Fires once the kernel's INIT is answered: the mount answers from then on. */
  onInit?: () => void

  constructor(o: LazyTreeOptions) {
    this.o = o
    const time = Math.floor(Date.now() / 1000)
    const node = (mode: number, size: number, path: string): TreeNode => {
      const n: TreeNode = {
        attr: { ino: this.nodes.length + 1, mode, size, nlink: 1, uid: o.uid, gid: o.gid, time },
        path
      }
      this.nodes.push(n)
      return n
    }
    const root = node(S_IFDIR | o.manifest.rootMode, 4096, '/')
    root.attr.nlink = 2
    root.names = []
    root.children = new Map()
    this.stats.dirs++
    const dirs = new Map<string, TreeNode>([['', root]])
    const byOrigin = new Map<number, TreeNode>()
    for (const f of o.manifest.nodes) {
      if (f.kind === 'late-pruned') continue
      const parent = dirs.get(f.rel.slice(0, -1).join('/'))
      if (!parent) throw new Error(`internal: /${f.rel.join('/')} has no planned parent`)
      const name = f.rel[f.rel.length - 1]
      const path = `/${f.rel.join('/')}`
      let n: TreeNode
      if (f.kind === 'dir') {
        n = node(S_IFDIR | f.mode, 4096, path)
        n.attr.nlink = 2
        n.names = []
        n.children = new Map()
        parent.attr.nlink++
        dirs.set(f.rel.join('/'), n)
        this.stats.dirs++
      } else if (f.kind === 'symlink') {
        const target = Buffer.from(f.target)
        n = node(S_IFLNK | 0o777, target.length, path)
        n.target = target
        this.stats.links++
      } else {
        const origin = f.node.origin!
        const have = o.shared(origin) ? byOrigin.get(origin) : undefined
        if (have) {
          have.attr.nlink++
          n = have
        } else {
          n = node(S_IFREG | f.node.mode, f.node.size, path)
          n.content = f.node.size ? o.contentOf(origin) : undefined
          if (f.node.size && !n.content) throw new Error(`internal: ${path} has no content in the index`)
          if (o.shared(origin)) byOrigin.set(origin, n)
          this.stats.files++
          this.stats.bytes += f.node.size
        }
      }
      parent.names!.push(Buffer.from(name))
      parent.children!.set(name, n)
    }
  }

  private at(ino: number): TreeNode | undefined {
    return this.nodes[ino - 1]
  }

  /**
   * The node at `path` ('/'-rooted in the tree), symlinks followed (at most 40) while they stay
   * inside it; undefined where there is none. For reading ahead (needed.ts), never for the kernel.
   */
  lookup(path: string): TreeNode | undefined {
    const root = this.nodes[0]
    const stack = [root]
    let parts = path.split('/')
    let hops = 0
    while (parts.length) {
      const name = parts.shift()!
      if (name === '' || name === '.') continue
      if (name === '..') {
        if (stack.length > 1) stack.pop()
        continue
      }
      const n = stack[stack.length - 1].children?.get(name)
      if (!n) return undefined
      if (n.target) {
        if (++hops > 40) return undefined
        const t = n.target.toString('utf8')
        if (t.startsWith('/')) {
          const real = this.o.realPath ?? '/'
          if (t !== real && !t.startsWith(`${real}/`)) return undefined
          stack.length = 1
          parts = [...t.slice(real.length).split('/'), ...parts]
        } else parts = [...t.split('/'), ...parts]
        continue
      }
      stack.push(n)
    }
    return stack[stack.length - 1]
  }

  handle(h: InHeader, body: Buffer): Promise<Answer> | Answer | undefined {
    switch (h.opcode) {
      case Op.INIT: {
        const i = initIn(body)
        if (i.major !== 7) return Errno.EIO
        queueMicrotask(() => this.onInit?.())
        return initOut(i.flags, i.maxReadahead)
      }
      case Op.LOOKUP: {
        const dir = this.at(h.nodeid)
        if (!dir?.children) return Errno.ENOTDIR
        const n = dir.children.get(nameIn(body).toString('utf8'))
        // Not there: a negative entry the kernel keeps (an include search asks thousands of these).
        return entryOut(n?.attr)
      }
      case Op.FORGET:
      case Op.BATCH_FORGET:
        // Nodes live as long as the mount: nothing to let go.
        return 0
      case Op.GETATTR: {
        const n = this.at(h.nodeid)
        return n ? attrOut(n.attr) : Errno.ENOENT
      }
      case Op.READLINK: {
        const n = this.at(h.nodeid)
        return n?.target ?? Errno.EINVAL
      }
      case Op.OPEN:
        // ENOSYS, and the kernel opens every file without asking again (no OPEN, no RELEASE: two
        // requests a file fewer), keeping its pages cached (FOPEN_KEEP_CACHE): READ says which
        // inode, and fetches what is not in the store yet.
        return undefined
      case Op.READ:
        return this.readFile(h.nodeid, body)
      case Op.OPENDIR: {
        const n = this.at(h.nodeid)
        return n?.children ? openOut(0, FOPEN_KEEP_CACHE | FOPEN_CACHE_DIR) : Errno.ENOTDIR
      }
      case Op.READDIR:
      case Op.READDIRPLUS:
        return this.list(h.nodeid, body, h.opcode === Op.READDIRPLUS)
      case Op.RELEASEDIR:
        return 0
      case Op.STATFS:
        return statfsOut(this.nodes.length, this.stats.bytes)
      case Op.ACCESS:
        return 0
      default:
        return undefined
    }
  }

  private list(ino: number, body: Buffer, plus: boolean): Answer {
    const dir = this.at(ino)
    if (!dir?.children) return Errno.ENOTDIR
    const { offset, size } = readIn(body)
    const out: Buffer[] = []
    let room = size
    for (let k = offset; k < dir.names!.length; k++) {
      const name = dir.names![k]
      const e = dirent(name, dir.children.get(name.toString('utf8'))!.attr, k + 1, plus, room)
      if (!e) break
      out.push(e)
      room -= e.length
    }
    return Buffer.concat(out)
  }

  /**
   * A descriptor of `n`'s content in the store if the store has it, kept open for the reads that
   * follow (most recently used last; the least recently used closed past DESCRIPTORS). Undefined
   * where it is not there yet (or went away: then it is fetched, and verified, again).
   */
  private descriptor(n: TreeNode): number | undefined {
    const ino = n.attr.ino
    const fd = this.fds.get(ino)
    if (fd !== undefined) {
      this.fds.delete(ino)
      this.fds.set(ino, fd)
      return fd
    }
    const have = this.o.store.have(n.content!)
    if (have === undefined) return undefined
    let opened: number
    try {
      opened = openSync(have, 'r')
    } catch {
      this.o.store.forget(n.content!)
      return undefined
    }
    this.fds.set(ino, opened)
    if (this.fds.size > DESCRIPTORS) {
      const [oldest, old] = this.fds.entries().next().value!
      this.fds.delete(oldest)
      closeSync(old)
    }
    return opened
  }

  /** `n`'s content fetched into the store (a failure said once in the log). */
  private fetched(n: TreeNode): Promise<void> {
    return this.o.store.file(n.content!).then(
      path => this.o.onFetched?.(n, path),
      (e: Error) => {
        // One line a file, however often it is asked for.
        if (!this.failed.has(n.attr.ino))
          this.o.logger.warning(`Lazy mount: ${n.path} cannot be read (EIO): ${e.message}`)
        this.failed.add(n.attr.ino)
        throw e
      }
    )
  }

  private readFile(ino: number, body: Buffer): Promise<Answer> | Answer {
    const n = this.at(ino)
    if (!n || n.children) return Errno.EIO
    const { offset, size } = readIn(body)
    if (!n.content || offset >= n.attr.size) return Buffer.alloc(0)
    // In the store: read here and now (a local, page-cached file; a compile or a read of the whole
    // tree reads thousands, and a round trip through libuv's threads for each was most of a read's
    // wait). Else once it is fetched.
    const fd = this.descriptor(n)
    // Answered now: the session writes the reply before it reads anything else, so one buffer
    // serves every such read (a buffer each was garbage by the hundred MiB while a compile read).
    return fd === undefined ? this.readLater(n, offset, size) : this.readAt(n, fd, offset, size, this.scratch)
  }

  private readonly scratch = Buffer.allocUnsafe(MAX_PAGES * 4096)

  private readAt(n: TreeNode, fd: number, offset: number, size: number, into?: Buffer): Answer {
    const want = Math.min(size, n.attr.size - offset)
    const b = into && into.length >= want ? into : Buffer.allocUnsafe(want)
    try {
      return b.subarray(0, readSync(fd, b, 0, want, offset))
    } catch {
      return Errno.EIO
    }
  }

  private async readLater(n: TreeNode, offset: number, size: number): Promise<Answer> {
    try {
      await this.fetched(n)
    } catch {
      return Errno.EIO
    }
    const fd = this.descriptor(n)
    return fd === undefined ? Errno.EIO : this.readAt(n, fd, offset, size)
  }
}
