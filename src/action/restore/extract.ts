// An actions-cache archive extracted into this key's tool-cache entry, in one pass, by this code
// alone (front.ts runs it in place of the toolkit's `tar`). The archive is read by strict-tar.ts;
// this decides what each entry may be and writes it:
// - one entry directory of the key (`<tool root>/<version>-<key>`), which the archive opens with,
//   holding `<arch>` (the tree), `<arch>.complete` (the install record, a small file) and
//   `<arch>.pins` (documents by digest, small files); nothing else;
// - every entry inside a directory an earlier entry of the archive made (so nothing is ever
//   written through a link, an existing file, or anywhere the archive did not make), each name
//   once; files created exclusively and never through a final symlink (O_EXCL | O_NOFOLLOW);
// - in the tree: regular files, directories, symlinks whose targets resolve inside the tree
//   (checked once every link is known: a link resolved before a later one was made could be
//   redirected by it), and hardlinks to a file the archive wrote in the tree;
// - modes without setuid, setgid, sticky or group/other write; owners never restored;
// - where an index is pinned, each file's sha256 from the plan checked as it is written: a file
//   that differs is a proven difference (the entry is poisoned), found before the tree is used.
// Whatever fails, what was written is removed before the error leaves.
import { createHash, type Hash } from 'node:crypto'
import {
  close as closeCb,
  closeSync,
  constants,
  fchmodSync,
  linkSync,
  mkdirSync,
  openSync,
  rmSync,
  symlinkSync,
  chmodSync
} from 'node:fs'
import { promisify } from 'node:util'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { LIMITS } from '../../layers/paths.ts'
import { KEPT_NAME, MAX_KEPT } from '../../oci/digest-store.ts'
import { RECORD_MAX } from '../tool-cache.ts'
import { ComponentWalk, WalkLimit } from '../../layers/link-walk.ts'
import { writeFullyAsync } from '../../write-fully.ts'
import type { ArchiveEntry, ArchiveEvent } from './strict-tar.ts'

/** Why an archive is refused: it reaches outside the tree, differs from the image, or is malformed. */
export type RefusalKind = 'outside' | 'mismatch' | 'format'

export class RestoreRefusal extends Error {
  override name = 'RestoreRefusal'
  readonly kind: RefusalKind
  constructor(kind: RefusalKind, message: string) {
    super(message)
    this.kind = kind
  }
}

/** A file of the tree as the plan has it (verify/verify.ts expectedFiles). */
export interface ExpectedFile {
  sha256: string
  size: number
}

export interface ExtractTarget {
  /** tar's -C: names are relative to it (the toolkit writes them so, with -P). */
  cwd: string
  /** `<tool cache>/setup-rocm`. */
  root: string
  /** What the key's entry directories end with (`-<key>`). */
  suffix: string
  /** The runner's architecture: the tree is `<entry>/<arch>`. */
  arch: string
  /**
   * Where an index is pinned: the plan's files (path in the tree -> digest and size), or the
   * promise of them. The extraction does not wait for a plan still being made: until it comes,
   * every file of the tree is hashed as it is written and checked once it does.
   */
  expected?: ReadonlyMap<string, ExpectedFile> | Promise<ReadonlyMap<string, ExpectedFile> | undefined>
}

const FILE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

interface OpenFile {
  fd: number
  rel: string
  mode: number
  /** Where the next data goes in the file. */
  at: number
  /** Its last queued write (or close): the next waits for it. */
  lastWrite: Promise<void>
  /** Its sha256 so far, where it is checked against the plan. */
  hash?: Hash
  size: number
}

/** Bytes handed to the writing threads and not yet written, above which reading waits. */
const WRITING_MAX = 64 << 20

const close = promisify(closeCb)

export class Extraction {
  private readonly t: ExtractTarget
  /** The entry directory (absolute), once the archive made it. */
  private entryDir?: string
  private entryName?: string
  /** Names the archive made, relative to the entry directory: directories, regular files. */
  private readonly dirs = new Set<string>()
  private readonly files = new Set<string>()
  private readonly seen = new Set<string>()
  /** Symlinks in the tree (relative to it) -> their targets; checked at the end. */
  private readonly links = new Map<string, string>()
  /** Directories made, in order, with their modes (applied at the end, deepest first). */
  private readonly dirModes: [string, number][] = []
  private open?: OpenFile
  /** Writes and closes queued and not settled; bytes of them still to write. */
  private readonly pending = new Set<Promise<void>>()
  private writing = 0
  private wake?: () => void
  /** The first write that failed (a full disk): the extraction stops with it. */
  private failure?: Error
  /** Files of the tree whose sha256 was checked against the plan as they were written. */
  readonly hashed: string[] = []
  /** The plan's files, once known. */
  private expected?: ReadonlyMap<string, ExpectedFile>
  /** The plan, while it is being made; what it came to (or why it failed), once it is. */
  private plan?: Promise<void>
  private planned?: { files?: ReadonlyMap<string, ExpectedFile> } | { error: Error }
  /** Files of the tree written before the plan came: [path in the tree, size, sha256]. */
  private early: [string, number, string][] = []
  /** Link steps taken checking the tree's symlinks (linear in their components). */
  linkSteps = 0

  constructor(t: ExtractTarget) {
    this.t = t
    const e = t.expected
    if (e instanceof Promise)
      this.plan = e.then(
        files => void (this.planned = { files }),
        (error: Error) => void (this.planned = { error })
      )
    else this.expected = e
  }

  /** The plan has come: the files written before it are checked against it now. */
  private adoptPlan(): void {
    const p = this.planned!
    this.plan = undefined
    if ('error' in p) throw p.error
    this.expected = p.files
    const early = this.early
    this.early = []
    for (const [treeRel, size, sha256] of early) this.check(treeRel, size, sha256)
  }

  /** A file of the tree written whole: the plan's size and sha256 for it, if it has the file. */
  private check(treeRel: string, size: number, sha256: string): void {
    const want = this.expected?.get(treeRel)
    if (!want) return
    if (want.size !== size)
      throw new RestoreRefusal(
        'mismatch',
        `/${treeRel} is a file of ${size} bytes; the image has ${want.size} bytes there`
      )
    if (want.sha256 !== sha256)
      throw new RestoreRefusal(
        'mismatch',
        `/${treeRel} does not have the content the image has (its sha256 differs)`
      )
    this.hashed.push(treeRel)
  }

  /**
   * Takes one event of the archive. Writes go to libuv's threads, each file's in order, while this
   * thread reads and hashes on (writing on it cost more than all the rest): a promise is returned
   * when WRITING_MAX bytes are on their way, to be awaited before the next event.
   */
  event(ev: ArchiveEvent): Promise<void> | undefined {
    if (this.failure) throw this.failure
    if (this.planned && this.plan) this.adoptPlan()
    if (ev.kind === 'entry') this.entry(ev.entry)
    else if (ev.kind === 'data') this.data(ev.bytes)
    else this.endFile()
    return this.writing > WRITING_MAX ? this.drained() : undefined
  }

  /** Resolves once the bytes on their way are below the limit again. */
  private drained(): Promise<void> {
    return new Promise<void>(r => (this.wake = r))
  }

  /** Every write settled; throws the first that failed. */
  private async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending])
    if (this.failure) throw this.failure
  }

  /** The archive ended well: check what needs every entry, put the modes in place. */
  async finish(): Promise<string> {
    await this.settled()
    if (this.plan) {
      await this.plan
      this.adoptPlan()
    }
    if (!this.entryDir) throw new RestoreRefusal('format', 'the archive holds no entry of this key')
    if (!this.dirs.has(this.t.arch))
      throw new RestoreRefusal('format', `the archive holds no tree (${this.entryName}/${this.t.arch})`)
    this.checkLinks()
    for (let i = this.dirModes.length - 1; i >= 0; i--) chmodSync(this.dirModes[i][0], this.dirModes[i][1])
    return this.entryDir
  }

  /** Removes whatever this extraction wrote (a refusal, a failure), once its writes settled. */
  async abandon(): Promise<void> {
    await Promise.allSettled([...this.pending])
    const f = this.open
    this.open = undefined
    if (f) await f.lastWrite.then(() => closeSync(f.fd)).catch(() => {})
    if (this.entryDir) rmSync(this.entryDir, { recursive: true, force: true })
  }

  private outside(e: ArchiveEntry, why: string): never {
    throw new RestoreRefusal('outside', `${e.name} ${why}`)
  }

  /** The entry's name relative to the entry directory (components), refusing any other place. */
  private place(e: ArchiveEntry): string[] {
    const abs = resolve(this.t.cwd, e.name)
    const rel = relative(this.t.root, abs)
    if (!rel || rel === '..' || rel.startsWith('../') || isAbsolute(rel))
      this.outside(e, `would be written outside the key's tool-cache entries (${abs})`)
    const parts = rel.split('/')
    const top = parts[0]
    if (!top.endsWith(this.t.suffix) || top === this.t.suffix)
      this.outside(e, `would be written outside the key's tool-cache entries (${abs})`)
    if (!this.entryName) {
      if (parts.length !== 1 || e.kind !== 'dir')
        throw new RestoreRefusal('format', `the archive does not open with its entry directory (${e.name})`)
      this.entryName = top
      this.entryDir = join(this.t.root, top)
      return []
    }
    if (top !== this.entryName)
      throw new RestoreRefusal(
        'format',
        `the archive holds two entries of the key (${this.entryName}, ${top})`
      )
    return parts.slice(1)
  }

  private entry(e: ArchiveEntry): void {
    if (this.open) throw new RestoreRefusal('format', `${e.name} begins inside another file`)
    const parts = this.place(e)
    if (Buffer.byteLength(e.name) > LIMITS.pathBytes || parts.length > LIMITS.depth + 2)
      throw new RestoreRefusal(
        'format',
        `${e.name.slice(0, 200)}… is longer or deeper than a tree's paths may be`
      )
    if (!parts.length) {
      // The entry directory: made by this extraction (the key's entries were cleared first).
      mkdirSync(this.entryDir!, { mode: 0o700 })
      this.dirModes.push([this.entryDir!, e.mode & 0o755])
      return
    }
    const rel = parts.join('/')
    if (this.seen.has(rel)) throw new RestoreRefusal('format', `${e.name} appears twice in the archive`)
    this.seen.add(rel)
    const parent = parts.slice(0, -1).join('/')
    if (parent && !this.dirs.has(parent))
      this.outside(e, `is not inside a directory the archive made before it (${parent || '.'})`)
    const abs = join(this.entryDir!, rel)
    const { arch } = this.t
    if (parts[0] !== arch) this.beside(e, parts, abs)
    else this.inTree(e, parts, abs)
  }

  /** `<arch>.complete`, `<arch>.pins` and its documents: small regular files and one directory. */
  private beside(e: ArchiveEntry, parts: string[], abs: string): void {
    const { arch } = this.t
    if (parts.length === 1 && parts[0] === `${arch}.complete` && e.kind === 'file' && e.size <= RECORD_MAX)
      return this.startFile(e, parts.join('/'), abs)
    if (parts.length === 1 && parts[0] === `${arch}.pins` && e.kind === 'dir')
      return this.makeDir(e, parts, abs)
    if (
      parts.length === 2 &&
      parts[0] === `${arch}.pins` &&
      KEPT_NAME.test(parts[1]) &&
      e.kind === 'file' &&
      e.size <= MAX_KEPT
    )
      return this.startFile(e, parts.join('/'), abs)
    throw new RestoreRefusal(
      'format',
      `${e.name} (a ${e.kind} of ${e.size} bytes) is none of the tree, its record and its kept documents`
    )
  }

  private inTree(e: ArchiveEntry, parts: string[], abs: string): void {
    const rel = parts.join('/')
    const treeRel = parts.slice(1).join('/')
    switch (e.kind) {
      case 'dir':
        return this.makeDir(e, parts, abs)
      case 'file': {
        const want = treeRel ? this.expected?.get(treeRel) : undefined
        if (want && want.size !== e.size)
          throw new RestoreRefusal(
            'mismatch',
            `/${treeRel} is a file of ${e.size} bytes; the image has ${want.size} bytes there`
          )
        // Until the plan comes, every file of the tree is hashed, to be checked once it does.
        return this.startFile(e, rel, abs, !!want || (!!treeRel && !!this.plan))
      }
      case 'symlink': {
        if (!treeRel) return this.outside(e, 'is a symlink where the tree itself belongs')
        const target = e.linkname!
        if (isAbsolute(target)) this.outside(e, `is a symlink to the absolute path ${target}`)
        if (Buffer.byteLength(target) > LIMITS.pathBytes)
          this.outside(e, `is a symlink to a target longer than ${LIMITS.pathBytes} bytes`)
        this.links.set(treeRel, target)
        symlinkSync(target, abs)
        return
      }
      case 'hardlink': {
        const target = relative(this.entryDir!, resolve(this.t.cwd, e.linkname!))
        if (!this.files.has(target) || !target.startsWith(`${this.t.arch}/`))
          this.outside(e, `is a hardlink to ${e.linkname}, not a file the archive wrote in the tree`)
        linkSync(join(this.entryDir!, target), abs)
        this.files.add(rel)
        return
      }
    }
  }

  private makeDir(e: ArchiveEntry, parts: string[], abs: string): void {
    mkdirSync(abs, { mode: 0o700 })
    this.dirs.add(parts.join('/'))
    this.dirModes.push([abs, e.mode & 0o755])
  }

  private startFile(e: ArchiveEntry, rel: string, abs: string, hash = false): void {
    const fd = openSync(abs, FILE_FLAGS, 0o600)
    this.open = {
      fd,
      rel,
      mode: e.mode & 0o755,
      at: 0,
      size: e.size,
      lastWrite: Promise.resolve(),
      ...(hash ? { hash: createHash('sha256') } : {})
    }
    this.files.add(rel)
    if (!e.size) this.endFile()
  }

  /** Runs `op` after what is queued for `f`, counting it as pending until it settles. */
  private after(f: OpenFile, op: () => Promise<void>): void {
    const p = f.lastWrite.then(op)
    f.lastWrite = p
    const tracked = p
      .catch((err: Error) => void (this.failure ??= err))
      .finally(() => this.pending.delete(tracked))
    this.pending.add(tracked)
  }

  private data(bytes: Buffer): void {
    const f = this.open!
    f.hash?.update(bytes)
    const at = f.at
    f.at += bytes.length
    this.writing += bytes.length
    this.after(f, async () => {
      try {
        await writeFullyAsync(f.fd, bytes, at)
      } finally {
        this.writing -= bytes.length
        if (this.writing <= WRITING_MAX) this.wake?.()
      }
    })
  }

  private endFile(): void {
    const f = this.open
    if (!f) return
    this.open = undefined
    this.after(f, async () => {
      fchmodSync(f.fd, f.mode)
      await close(f.fd)
    })
    if (f.hash) {
      const treeRel = f.rel.slice(this.t.arch.length + 1)
      const sha256 = f.hash.digest('hex')
      // A file begun before the plan came may end after: checked against it now, if it is here.
      if (this.plan) this.early.push([treeRel, f.size, sha256])
      else this.check(treeRel, f.size, sha256)
    }
  }

  /**
   * Each symlink of the tree, resolved through the tree's other symlinks as the kernel would,
   * must stay inside the tree at every step (a `..` above it is refused).
   */
  private checkLinks(): void {
    for (const [rel, target] of this.links) {
      const cur = rel.split('/').slice(0, -1)
      const walk = new ComponentWalk(target)
      try {
        for (let c = walk.next(); c !== undefined; c = walk.next()) {
          if (c === '..') {
            if (!cur.length)
              throw new RestoreRefusal('outside', `/${rel} is a symlink to ${target}, which leaves the tree`)
            cur.pop()
            continue
          }
          cur.push(c)
          const key = cur.join('/')
          const next = this.links.get(key)
          if (next !== undefined) {
            cur.pop()
            walk.follow(next)
          } else if (!this.dirs.has(`${this.t.arch}/${key}`)) break
          if (cur.length > LIMITS.depth)
            throw new RestoreRefusal(
              'outside',
              `/${rel} is a symlink that resolves deeper than ${LIMITS.depth}`
            )
        }
      } catch (err) {
        if (err instanceof WalkLimit)
          throw new RestoreRefusal(
            'outside',
            `/${rel} is a symlink to ${target.slice(0, 200)}: ${err.message}`
          )
        throw err
      } finally {
        this.linkSteps += walk.steps
      }
    }
  }
}
