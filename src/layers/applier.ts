// Applies layers, one after another, onto a model of the image (tree.ts) and a staging directory,
// keeping only what lands under image-path (resolved through the image's own links) minus the
// prune list. OCI semantics (image-spec layer.md), as containerd, moby and umoci apply them:
// - entries replace what is there unless both are directories (then they merge);
// - `.wh.<name>` hides <name> of lower layers; `.wh..wh..opq` hides all lower-layer children of
//   its directory but keeps what this layer adds, in whatever order the entries come;
// - parents that are symlinks are followed chroot-style; nothing is written outside staging;
// - hardlinks name a root-relative target in this or a lower layer;
// - device nodes and FIFOs are skipped with a warning; setuid/setgid/sticky bits are dropped;
//   ownership is whoever runs us.
// Symlinks are kept in the model only and written at the end (finalize.ts) as relative links.
import { Parser, type ReadEntry } from 'tar'
import type { Readable } from 'node:stream'
import type { Logger } from '../log.ts'
import { cleanEntryPath, isUnder, toPath, UnsafeEntryError } from './paths.ts'
import { PatternSet, protectedConflict } from './prune.ts'
import { newDir, resolve, walk, type DirNode, type Node } from './tree.ts'
import { Writer } from './writer.ts'
import { BufferRefs } from './buffer-refs.ts'
import { Body } from './body.ts'
import { BlockAligner } from './align.ts'

/** Files at most this large are read whole and written by the concurrent pool. */
const SMALL_FILE = 1 << 20

/**
 * Bytes of entry content parsed but not yet taken by the applier, above which it stops feeding the
 * parser (what the parser's own backpressure did before entries were drained into Body queues).
 */
export const PARSED_AHEAD = 2 << 20

/**
 * Entries parsed but not yet applied, above which the applier stops feeding the parser. Bytes alone
 * do not bound memory: a layer of a million empty files has no content, and each waiting entry
 * holds its header, a queue and a link in the chain (about 2 KB).
 */
export const ENTRIES_AHEAD = 1024

export interface ApplierOptions {
  /** Staging directory; the image root maps to `${staging}/root`. */
  staging: string
  /** image-path, e.g. /opt/rocm. */
  imagePath: string
  prune: PatternSet
  protect: PatternSet
  logger: Logger
  /** Extra image paths whose content is kept (set after a restart, see RestartNeededError). */
  extraRoots?: string[]
}

/** image-path came to resolve somewhere whose content was already streamed past and dropped. */
export class RestartNeededError extends Error {
  override name = 'RestartNeededError'
  readonly root: string
  constructor(root: string) {
    super(`image-path now resolves to ${root}, whose content came earlier in the stream`)
    this.root = root
  }
}

export class LayerFormatError extends Error {
  override name = 'LayerFormatError'
}

export interface ApplyStats {
  entries: number
  filesWritten: number
  bytesWritten: number
  filesPruned: number
  bytesPruned: number
  bytesOutside: number
  hardlinks: number
  skippedSpecial: string[]
  strippedModes: number
  /** Shared-library file name -> the prune pattern that removed it (to explain a smoke failure). */
  prunedLibraries: Record<string, string>
  /** Decompressor buffers counted and freed as soon as done (buffer-refs.ts). */
  buffers: { adopted: number; freed: number }
}

export const isSharedLibrary = (name: string): boolean => /\.so(\.|$)/.test(name)

export class Applier {
  readonly root: DirNode = newDir(-1)
  /** Who still uses which decompressed buffer (buffer-refs.ts); shared with the writer. */
  readonly refs = new BufferRefs()
  readonly writer = new Writer(this.refs)
  readonly stats: ApplyStats = {
    entries: 0,
    filesWritten: 0,
    bytesWritten: 0,
    filesPruned: 0,
    bytesPruned: 0,
    bytesOutside: 0,
    hardlinks: 0,
    skippedSpecial: [],
    strippedModes: 0,
    prunedLibraries: {},
    buffers: this.refs.tally
  }
  /** Where image-path currently resolves (real path components). */
  keptRoot: string[]
  private readonly imageParts: string[]
  private readonly extraRoots: string[][]
  private readonly o: ApplierOptions
  private readonly diskRoot: string
  private layer = 0
  /** Directories (real paths) holding regular files that were dropped as outside the kept roots. */
  private readonly skippedDirs = new Set<string>()
  /** Real paths of every symlink in the model. */
  readonly linkPaths = new Set<string>()
  /** Alternative names (relative to keptRoot) of directories, through links under keptRoot. */
  aliases = new Map<string, string[]>()
  private aliasesDirty = true
  /** Links under keptRoot whose target does not exist yet: target path -> link rel paths. */
  private pendingAliases = new Map<string, string[]>()
  private dirDecision = new Map<string, string | null>()

  constructor(o: ApplierOptions) {
    this.o = o
    this.diskRoot = `${o.staging}/root`
    this.root.onDisk = false
    this.imageParts = cleanEntryPath(o.imagePath)
    this.keptRoot = this.imageParts
    this.extraRoots = (o.extraRoots ?? []).map(cleanEntryPath)
  }

  disk(parts: readonly string[]): string {
    return parts.length ? `${this.diskRoot}/${parts.join('/')}` : this.diskRoot
  }

  private isKept(parts: string[]): boolean {
    return isUnder(parts, this.keptRoot) || this.extraRoots.some(r => isUnder(parts, r))
  }

  /** The root a kept path is relative to, for prune names. */
  private baseFor(parts: string[]): string[] {
    if (isUnder(parts, this.keptRoot)) return this.keptRoot
    return this.extraRoots.find(r => isUnder(parts, r)) ?? this.keptRoot
  }

  // ---- links, kept root, aliases -------------------------------------------------------------

  private linksChanged(): void {
    this.aliasesDirty = true
    const now = resolve(this.root, this.imageParts, true).parts
    if (now.join('/') === this.keptRoot.join('/')) return
    const prefix = toPath(now)
    // Under the new root: everything when it is the image root itself ("/" + "/" is no prefix).
    const under = (d: string) => !now.length || d === prefix || d.startsWith(prefix + '/')
    for (const d of this.skippedDirs) if (under(d)) throw new RestartNeededError(prefix)
    this.o.logger.debug(`image-path ${this.o.imagePath} now resolves to ${prefix}`)
    this.keptRoot = now
  }

  rebuildAliases(): void {
    this.aliases = new Map()
    this.pendingAliases = new Map()
    this.dirDecision.clear()
    const rootPrefix = toPath(this.keptRoot) + '/'
    for (const lp of this.linkPaths) {
      if (!lp.startsWith(rootPrefix)) continue
      this.addAlias(lp.slice(1).split('/'))
    }
    this.aliasesDirty = false
  }

  private addAlias(linkParts: string[]): void {
    let r
    try {
      r = resolve(this.root, linkParts, true)
    } catch {
      return
    }
    if (!isUnder(r.parts, this.keptRoot)) return
    const linkRel = linkParts.slice(this.keptRoot.length).join('/')
    const targetRel = r.parts.slice(this.keptRoot.length).join('/')
    if (r.node?.kind === 'dir') {
      const list = this.aliases.get(targetRel) ?? []
      if (!list.includes(linkRel)) list.push(linkRel)
      this.aliases.set(targetRel, list)
      this.dirDecision.clear()
    } else if (!r.node) {
      const key = toPath(r.parts)
      this.pendingAliases.set(key, [...(this.pendingAliases.get(key) ?? []), linkParts.join('/')])
    }
  }

  /** Every name `rel` has under the kept root through directory links (itself first). */
  namesOf(rel: string[], aliases = this.aliases): string[] {
    const names = [rel.join('/')]
    for (let round = 0; round < 2 && names.length < 16; round++) {
      for (const n of [...names]) {
        const parts = n.split('/')
        for (let k = 1; k <= parts.length; k++) {
          const alts = aliases.get(parts.slice(0, k).join('/'))
          if (!alts) continue
          for (const a of alts) {
            const alt = [a, ...parts.slice(k)].filter(Boolean).join('/')
            if (!names.includes(alt) && names.length < 16) names.push(alt)
          }
        }
      }
    }
    return names
  }

  /** The prune pattern that removes `parts` (a kept real path), or undefined. */
  private pruneDecision(parts: string[], isDir: boolean): string | undefined {
    if (!this.o.prune.size) return undefined
    if (this.aliasesDirty) this.rebuildAliases()
    const base = this.baseFor(parts)
    const rel = parts.slice(base.length)
    if (!rel.length) return undefined
    const parent = this.dirPrune(rel.slice(0, -1))
    if (parent) return parent
    return this.o.prune.match(this.namesOf(rel), isDir)
  }

  private dirPrune(rel: string[]): string | undefined {
    if (!rel.length) return undefined
    const key = rel.join('/')
    const cached = this.dirDecision.get(key)
    if (cached !== undefined) return cached ?? undefined
    const d = this.dirPrune(rel.slice(0, -1)) ?? this.o.prune.match(this.namesOf(rel), true)
    this.dirDecision.set(key, d ?? null)
    return d
  }

  private checkProtected(parts: string[], prunedBy: string, isDir: boolean): void {
    const rel = parts.slice(this.baseFor(parts).length)
    const p = this.o.protect.match(this.namesOf(rel), isDir, false)
    if (p) throw protectedConflict(toPath(parts), prunedBy, p)
  }

  // ---- model edits ---------------------------------------------------------------------------

  /** Makes sure the directories along `dirs`/`parts` exist on disk. */
  private async ensureDisk(parts: string[], dirs: DirNode[]): Promise<void> {
    // dirs[0] is the root; dirs[i] is the directory at parts[0..i-1].
    let deepest = dirs.length - 1
    while (deepest >= 0 && !dirs[deepest].onDisk) deepest--
    if (deepest === dirs.length - 1) return
    await this.writer.mkdirp(this.disk(parts.slice(0, dirs.length - 1)))
    for (let i = deepest + 1; i < dirs.length; i++) dirs[i].onDisk = true
  }

  /** Creates missing parent directories in the model (implied parents) and returns them. */
  private parentsOf(parentParts: string[]): { parts: string[]; dirs: DirNode[] } {
    const r = resolve(this.root, parentParts, true)
    if (r.node && r.node.kind !== 'dir')
      throw new LayerFormatError(
        `${toPath(r.parts)} is not a directory, but layer ${this.layer + 1} has entries under it`
      )
    const dirs = r.dirs.slice()
    for (let i = dirs.length - 1; i < r.parts.length; i++) {
      const parent = dirs[i]
      const d = newDir(this.layer)
      parent.children.set(r.parts[i], d)
      dirs.push(d)
      this.dirCreated(r.parts.slice(0, i + 1))
    }
    for (const d of dirs) d.layer = this.layer
    return { parts: r.parts, dirs }
  }

  private dirCreated(parts: string[]): void {
    const waiting = this.pendingAliases.get(toPath(parts))
    if (waiting) {
      this.pendingAliases.delete(toPath(parts))
      for (const l of waiting) this.addAlias(l.split('/'))
    }
  }

  /** Removes a node (and on disk, what it had there). */
  private async removeNode(parent: DirNode, name: string, parts: string[]): Promise<void> {
    const node = parent.children.get(name)
    if (!node) return
    parent.children.delete(name)
    let links = node.kind === 'symlink'
    if (node.kind === 'symlink') this.linkPaths.delete(toPath(parts))
    if (node.kind === 'dir') {
      for (const [p, n] of walk(node, parts)) {
        if (n.kind === 'symlink') {
          this.linkPaths.delete(toPath(p))
          links = true
        }
      }
    }
    if ((node.kind === 'dir' && node.onDisk) || (node.kind === 'file' && node.onDisk))
      await this.writer.remove(this.disk(parts))
    if (node.kind === 'dir') this.dirDecision.clear()
    if (links || node.kind === 'dir') this.linksChanged()
  }

  /** Hides what lower layers have under `dir` (opaque whiteout), keeping this layer's entries. */
  private async hideLower(dir: DirNode, parts: string[]): Promise<void> {
    for (const [name, child] of [...dir.children]) {
      if (child.layer < this.layer) await this.removeNode(dir, name, [...parts, name])
      else if (child.kind === 'dir') await this.hideLower(child, [...parts, name])
    }
  }

  // ---- entries -------------------------------------------------------------------------------

  private async entry(e: ReadEntry, body: Body): Promise<void> {
    this.stats.entries++
    let parts: string[]
    try {
      parts = cleanEntryPath(e.path)
    } catch (err) {
      throw new UnsafeEntryError(`layer ${this.layer + 1}: ${(err as Error).message}`)
    }
    const type = e.type
    if (!parts.length) {
      if (type !== 'Directory')
        throw new UnsafeEntryError(`layer ${this.layer + 1}: a ${type} entry names the image root itself`)
      return
    }
    const name = parts[parts.length - 1]
    const parentParts = parts.slice(0, -1)

    if (name.startsWith('.wh.')) {
      const r = resolve(this.root, parentParts, true)
      if (!r.node || r.node.kind !== 'dir') return
      if (name === '.wh..wh..opq') await this.hideLower(r.node, r.parts)
      else {
        const victim = name.slice(4)
        if (!victim || victim === '.' || victim === '..')
          throw new UnsafeEntryError(`layer ${this.layer + 1}: invalid whiteout ${e.path}`)
        const child = r.node.children.get(victim)
        if (child && child.layer < this.layer) await this.removeNode(r.node, victim, [...r.parts, victim])
      }
      return
    }

    const { parts: pp, dirs } = this.parentsOf(parentParts)
    const parent = dirs[dirs.length - 1]
    const real = [...pp, name]
    const existing = parent.children.get(name)
    const mode = e.mode ?? 0o644
    const cleanMode = mode & 0o777
    if ((mode & 0o7000) !== 0 && type !== 'Directory') this.stats.strippedModes++

    switch (type) {
      case 'Directory': {
        if (existing?.kind === 'dir') {
          existing.mode = cleanMode
          existing.layer = this.layer
          return
        }
        if (existing) await this.removeNode(parent, name, real)
        parent.children.set(name, newDir(this.layer, cleanMode))
        this.dirCreated(real)
        return
      }
      case 'SymbolicLink': {
        if (existing) await this.removeNode(parent, name, real)
        const target = e.linkpath ?? ''
        if (!target || target.includes('\0'))
          throw new UnsafeEntryError(
            `layer ${this.layer + 1}: symlink ${e.path} has an empty or invalid target`
          )
        parent.children.set(name, { kind: 'symlink', layer: this.layer, mode: 0o777, target })
        this.linkPaths.add(toPath(real))
        this.linksChanged()
        if (!this.aliasesDirty && isUnder(real, this.keptRoot)) this.addAlias(real)
        return
      }
      case 'File':
      case 'OldFile':
      case 'ContiguousFile':
        return this.file(e, body, parent, name, real, dirs, existing, cleanMode)
      case 'Link':
        return this.hardlink(e, parent, name, real, dirs, existing)
      case 'CharacterDevice':
      case 'BlockDevice':
      case 'FIFO': {
        if (existing) await this.removeNode(parent, name, real)
        if (this.isKept(real)) {
          this.stats.skippedSpecial.push(`${toPath(real)} (${type})`)
          this.o.logger.warning(`Skipped ${type} ${toPath(real)}: device nodes and FIFOs are not installed.`)
        }
        return
      }
      default:
        this.o.logger.warning(`Skipped ${toPath(real)}: unsupported tar entry type ${type}.`)
    }
  }

  private async file(
    e: ReadEntry,
    body: Body,
    parent: DirNode,
    name: string,
    real: string[],
    dirs: DirNode[],
    existing: Node | undefined,
    mode: number
  ): Promise<void> {
    if (existing) await this.removeNode(parent, name, real)
    const size = e.size ?? 0
    if (!this.isKept(real)) {
      this.stats.bytesOutside += size
      this.skippedDirs.add(toPath(real.slice(0, -1)))
      return
    }
    const prunedBy = this.pruneDecision(real, false)
    if (prunedBy) {
      this.checkProtected(real, prunedBy, false)
      this.stats.filesPruned++
      this.stats.bytesPruned += size
      if (isSharedLibrary(name)) this.stats.prunedLibraries[name] = prunedBy
      parent.children.set(name, { kind: 'file', layer: this.layer, mode, size, onDisk: false, prunedBy })
      return
    }
    await this.ensureDisk(real.slice(0, -1), dirs)
    const path = this.disk(real)
    if (size <= SMALL_FILE) {
      // Copied out of the decompressor's buffers: the write pool would otherwise pin a whole MiB
      // per small header until its write completes.
      const content = Buffer.allocUnsafe(size)
      let have = 0
      for await (const c of body) {
        if (have + c.length > size) break
        have += c.copy(content, have)
      }
      if (have !== size) throw new LayerFormatError(`layer ${this.layer + 1}: ${e.path} is truncated`)
      await this.writer.writeSmall(path, content, mode)
    } else {
      await this.writer.writeStream(path, body, mode)
    }
    this.stats.filesWritten++
    this.stats.bytesWritten += size
    parent.children.set(name, { kind: 'file', layer: this.layer, mode, size, onDisk: true })
  }

  private async hardlink(
    e: ReadEntry,
    parent: DirNode,
    name: string,
    real: string[],
    dirs: DirNode[],
    existing: Node | undefined
  ): Promise<void> {
    const raw = e.linkpath ?? ''
    let targetParts: string[]
    try {
      targetParts = cleanEntryPath(raw)
    } catch (err) {
      throw new UnsafeEntryError(
        `layer ${this.layer + 1}: hardlink ${e.path} -> ${raw}: ${(err as Error).message}`
      )
    }
    const t = resolve(this.root, targetParts, false)
    if (existing) await this.removeNode(parent, name, real)
    if (!this.isKept(real)) return
    this.stats.hardlinks++
    const prunedBy = this.pruneDecision(real, false)
    if (prunedBy) {
      this.checkProtected(real, prunedBy, false)
      parent.children.set(name, {
        kind: 'file',
        layer: this.layer,
        mode: 0o644,
        size: 0,
        onDisk: false,
        prunedBy
      })
      return
    }
    const target = t.node
    if (target?.kind === 'symlink') {
      // A hardlink to a symlink is another symlink with the same target.
      parent.children.set(name, { ...target, layer: this.layer })
      this.linkPaths.add(toPath(real))
      this.linksChanged()
      return
    }
    if (target?.kind === 'file' && target.onDisk) {
      await this.ensureDisk(real.slice(0, -1), dirs)
      await this.writer.link(this.disk(t.parts), this.disk(real))
      parent.children.set(name, { ...target, layer: this.layer })
      return
    }
    if (target?.kind === 'dir')
      throw new UnsafeEntryError(`layer ${this.layer + 1}: hardlink ${e.path} points at a directory (${raw})`)
    const why =
      target?.kind === 'file' && target.prunedBy
        ? `its target ${toPath(t.parts)} was pruned by "${target.prunedBy}"`
        : t.node === undefined && !this.isKept(t.parts)
          ? `its target ${toPath(t.parts)} lies outside ${this.o.imagePath}, and its content was not kept`
          : `its target ${toPath(t.parts)} does not exist in this or a lower layer`
    throw new LayerFormatError(
      `Cannot install ${toPath(real)}: it is a hardlink and ${why}. Prune ${toPath(real)} as well, or stop pruning its target.`
    )
  }

  /** Applies one decompressed layer tar stream. */
  async apply(layer: number, tarStream: Readable): Promise<void> {
    this.layer = layer
    const parser = new Parser({ strict: true, maxMetaEntrySize: 1 << 20 })
    const refs = this.refs
    let failure: Error | undefined
    let chain: Promise<void> = Promise.resolve()
    let wakeFeed: (() => void) | undefined
    let wakeEnd: (() => void) | undefined
    const open = new Set<Body>()
    let ahead = 0
    let pending = 0
    const tooFar = () => ahead > PARSED_AHEAD || pending > ENTRIES_AHEAD
    const fail = (err: Error) => {
      failure ??= err
      for (const b of open) b.discard()
      wakeFeed?.()
      wakeEnd?.()
    }
    parser.on('entry', (e: ReadEntry) => {
      // The content is taken as the parser hands it out (a 'data' listener keeps the entry
      // flowing), so nothing of it waits inside the parser where the counts cannot see it.
      const body = new Body(refs, n => {
        ahead += n
        if (n < 0 && !tooFar()) wakeFeed?.()
      })
      pending++
      open.add(body)
      e.on('data', (c: Buffer) => body.push(c))
      e.on('end', () => body.end())
      if (failure) body.discard()
      chain = chain
        .then(() => (failure ? undefined : this.entry(e, body)))
        .catch(err => fail(err as Error))
        .finally(() => {
          // Whatever the handler did not take (a pruned file's content, say) is dropped here, the
          // one place for every kind of entry.
          body.discard()
          open.delete(body)
          pending--
          if (!tooFar()) wakeFeed?.()
        })
    })
    parser.on('error', (err: Error) =>
      fail(new LayerFormatError(`layer ${layer + 1} is not a valid tar stream: ${err.message}`))
    )
    const ended = new Promise<void>(r => parser.on('end', () => r()))
    const aligner = new BlockAligner()
    // The decompressor's buffer the last chunk came from: it may still be writing into it, so this
    // loop keeps a reference until a chunk from its next buffer (or the clean end) shows it is done,
    // and until the parser has been given the next chunk: a parser that kept a piece of a chunk
    // (it does after the end-of-archive blocks) copies it together with the next one.
    let current: Buffer | undefined
    try {
      for await (const chunk of tarStream as AsyncIterable<Buffer>) {
        if (failure) break
        let left: Buffer | undefined
        if (chunk.buffer !== current?.buffer) {
          left = current
          current = refs.adopt(chunk) ? chunk : undefined
        }
        for (const piece of aligner.pieces(chunk)) parser.write(piece)
        if (left) refs.release(left)
        while (tooFar() && !failure) {
          await new Promise<void>(r => (wakeFeed = r))
          wakeFeed = undefined
        }
      }
    } catch (err) {
      fail(err as Error)
    }
    if (!failure) {
      const rest = aligner.rest()
      if (rest) parser.write(rest)
      parser.end()
      await Promise.race([ended, new Promise<void>(r => (wakeEnd = r))])
      if (current) refs.release(current)
    }
    await chain
    await this.writer.flush().catch(fail)
    if (failure) {
      tarStream.destroy()
      throw failure
    }
  }
}
