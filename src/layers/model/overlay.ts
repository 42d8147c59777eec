// The overlay: the one owner of the model of the whole image (tree.ts) and of the staging directory
// it is written to. Layers' entries are applied onto it, keeping only what lands under image-path
// (resolved through the image's own links) minus the prune list; finish.ts completes the tree after
// the last layer. OCI semantics (image-spec layer.md), as containerd, moby and umoci apply them:
// - entries replace what is there unless both are directories (then they merge);
// - `.wh.<name>` hides <name> of lower layers; `.wh..wh..opq` hides all lower-layer children of
//   its directory but keeps what this layer adds, in whatever order the entries come;
// - parents that are symlinks are followed chroot-style; nothing is written outside staging;
// - hardlinks name a root-relative target in this or a lower layer;
// - device nodes and FIFOs are skipped with a warning; setuid/setgid/sticky bits are dropped;
//   ownership is whoever runs us.
// Symlinks are kept in the model only and written by the finish as relative links. The tar stream
// itself is read by tar-entries.ts, and the apply loop (apply-layer.ts) hands entries here one at
// a time, per layer.
//
// Whether layers may be applied side by side is not decided here: the order policy (order.ts) is
// passed in and checks every entry; the overlay only calls it.
import type { Logger } from '../../log.ts'
import { cleanEntryPath, installedMode, isUnder, toPath, UnsafeEntryError } from '../paths.ts'
import { PatternSet, protectedConflict } from '../prune.ts'
import { newDir, resolve, walk, type DirNode, type Node } from './tree.ts'
import { LinkNames } from './link-names.ts'
import type { Disk } from '../disk.ts'
import { SMALL_FILE, readWhole, type EntryContent } from '../entry-content.ts'
import type { BufferTally } from '../buffer-refs.ts'
import { IN_ORDER, type LayerOrder } from './order.ts'
import { newReport, type InstallReport } from './report.ts'
import {
  finishTree,
  isSharedLibrary,
  keptDirectory,
  keptOrigins,
  manifestOf,
  type Manifest,
  type FinishInput,
  type Finished,
  type PlaceFile
} from './finish.ts'
import { LayerFormatError, RestartNeededError } from './errors.ts'

/**
 * A file's content that is not here yet, named by the entry that holds it (`origin`, a number the
 * caller gives): the overlay models the file and its finish places the content (finish.ts
 * PlaceFile). A plan (seek/plan/plan.ts) applies a table of contents this way, before any download.
 */
export interface PlacedLater {
  readonly origin: number
}

/** A tar entry's header as the overlay reads it (the `tar` package's ReadEntry has these). */
export interface EntryHeader {
  path: string
  type: string
  mode?: number | null
  size?: number | null
  linkpath?: string | null
}

export interface OverlayOptions {
  /** Staging directory; the image root maps to `${staging}/root`. */
  staging: string
  /** image-path, e.g. /opt/rocm. */
  imagePath: string
  prune: PatternSet
  protect: PatternSet
  logger: Logger
  /** Where file content goes (the caller settles it with writer.flush()). */
  writer: Disk
  /** The decompressor buffers' tally, shown in the report. */
  buffers?: BufferTally
  /** Whether layers come one after another (default) or side by side (order.ts). */
  order?: LayerOrder
  /** Extra image paths whose content is kept (set after a restart, see RestartNeededError). */
  extraRoots?: string[]
}

export class Overlay {
  private readonly root: DirNode = newDir(-1)
  readonly report: InstallReport
  /** Where image-path currently resolves (real path components). */
  private keptRoot: string[]
  private readonly imageParts: string[]
  private readonly extraRoots: string[][]
  private readonly o: OverlayOptions
  private readonly writer: Disk
  private readonly order: LayerOrder
  private readonly diskRoot: string
  /** Directories (real paths) holding regular files that were dropped as outside the kept roots. */
  private readonly skippedDirs = new Set<string>()
  private readonly names: LinkNames
  /** Prune decisions on directories (relative paths), valid for one generation of names. */
  private dirDecision = new Map<string, string | null>()
  private decisionsFor = -1

  constructor(o: OverlayOptions) {
    this.o = o
    this.writer = o.writer
    this.order = o.order ?? IN_ORDER
    this.report = newReport(o.buffers ?? { adopted: 0, freed: 0 })
    this.diskRoot = `${o.staging}/root`
    this.root.onDisk = false
    this.imageParts = cleanEntryPath(o.imagePath)
    this.keptRoot = this.imageParts
    this.names = new LinkNames(this.root, this.keptRoot)
    this.extraRoots = (o.extraRoots ?? []).map(cleanEntryPath)
  }

  private disk(parts: readonly string[]): string {
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

  /** Full rebuilds of the alias table so far (a test holds them flat as links are added). */
  get aliasRebuilds(): number {
    return this.names.rebuilds
  }

  /**
   * Links changed: the alias table is rebuilt (unless `incremental`: a link at a fresh name, which
   * the table took in itself), and image-path may now resolve elsewhere.
   */
  private linksChanged(incremental = false): void {
    if (!incremental) this.names.invalidate()
    const now = resolve(this.root, this.imageParts, true).parts
    if (now.join('/') === this.keptRoot.join('/')) return
    const prefix = toPath(now)
    // Under the new root: everything when it is the image root itself ("/" + "/" is no prefix).
    const under = (d: string) => !now.length || d === prefix || d.startsWith(prefix + '/')
    for (const d of this.skippedDirs) if (under(d)) throw new RestartNeededError(prefix)
    this.o.logger.debug(`image-path ${this.o.imagePath} now resolves to ${prefix}`)
    this.keptRoot = now
    this.names.setKeptRoot(now)
  }

  /** The prune pattern that removes `parts` (a kept real path), or undefined. */
  private pruneDecision(parts: string[], isDir: boolean): string | undefined {
    if (!this.o.prune.size) return undefined
    const generation = this.names.current()
    if (generation !== this.decisionsFor) {
      this.dirDecision.clear()
      this.decisionsFor = generation
    }
    const base = this.baseFor(parts)
    const rel = parts.slice(base.length)
    if (!rel.length) return undefined
    const parent = this.dirPrune(rel.slice(0, -1))
    if (parent) return parent
    return this.o.prune.match(this.names.namesOf(rel), isDir)
  }

  private dirPrune(rel: string[]): string | undefined {
    if (!rel.length) return undefined
    const key = rel.join('/')
    const cached = this.dirDecision.get(key)
    if (cached !== undefined) return cached ?? undefined
    const d = this.dirPrune(rel.slice(0, -1)) ?? this.o.prune.match(this.names.namesOf(rel), true)
    this.dirDecision.set(key, d ?? null)
    return d
  }

  private checkProtected(parts: string[], prunedBy: string, isDir: boolean): void {
    const rel = parts.slice(this.baseFor(parts).length)
    const p = this.o.protect.match(this.names.namesOf(rel), isDir, false)
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
  private parentsOf(parentParts: string[], layer: number): { parts: string[]; dirs: DirNode[] } {
    const r = resolve(this.root, parentParts, true)
    if (r.node && r.node.kind !== 'dir')
      throw new LayerFormatError(
        `${toPath(r.parts)} is not a directory, but layer ${layer + 1} has entries under it`
      )
    const dirs = r.dirs.slice()
    for (let i = dirs.length - 1; i < r.parts.length; i++) {
      this.order.impliedDir(layer, toPath(r.parts.slice(0, i + 1)))
      const parent = dirs[i]
      const d = newDir(layer)
      parent.children.set(r.parts[i], d)
      dirs.push(d)
      this.names.dirCreated(r.parts.slice(0, i + 1))
    }
    if (!this.order.sideBySide) for (const d of dirs) d.layer = layer
    return { parts: r.parts, dirs }
  }

  /** Removes a node (and on disk, what it had there). */
  private async removeNode(parent: DirNode, name: string, parts: string[]): Promise<void> {
    const node = parent.children.get(name)
    if (!node) return
    parent.children.delete(name)
    let links = node.kind === 'symlink'
    if (node.kind === 'symlink') this.names.linkRemoved(toPath(parts))
    if (node.kind === 'dir') {
      for (const [p, n] of walk(node, parts)) {
        if (n.kind === 'symlink') {
          this.names.linkRemoved(toPath(p))
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
  private async hideLower(dir: DirNode, parts: string[], layer: number): Promise<void> {
    for (const [name, child] of [...dir.children]) {
      if (child.layer < layer) await this.removeNode(dir, name, [...parts, name])
      else if (child.kind === 'dir') await this.hideLower(child, [...parts, name], layer)
    }
  }

  /**
   * Puts a node in the model. Side by side, another layer may have put something at the same name
   * while this entry waited on the disk: the order policy says whether that is a conflict.
   */
  private place(parent: DirNode, name: string, real: string[], node: Node): void {
    this.order.place(node.layer, toPath(real), node, parent.children.get(name))
    parent.children.set(name, node)
  }

  // ---- entries -------------------------------------------------------------------------------

  /**
   * Applies one entry of `layer` (0-based; messages count from 1); its content (if any) comes from
   * `content`, or is placed by the finish (PlacedLater).
   */
  async entry(e: EntryHeader, content: EntryContent | PlacedLater, layer: number): Promise<void> {
    this.report.entries++
    let parts: string[]
    try {
      parts = cleanEntryPath(e.path)
    } catch (err) {
      throw new UnsafeEntryError(`layer ${layer + 1}: ${(err as Error).message}`)
    }
    const type = e.type
    if (!parts.length) {
      if (type !== 'Directory')
        throw new UnsafeEntryError(`layer ${layer + 1}: a ${type} entry names the image root itself`)
      return
    }
    const name = parts[parts.length - 1]
    const parentParts = parts.slice(0, -1)

    if (name.startsWith('.wh.')) {
      this.order.whiteout(layer, e.path)
      const r = resolve(this.root, parentParts, true)
      if (!r.node || r.node.kind !== 'dir') return
      if (name === '.wh..wh..opq') await this.hideLower(r.node, r.parts, layer)
      else {
        const victim = name.slice(4)
        if (!victim || victim === '.' || victim === '..')
          throw new UnsafeEntryError(`layer ${layer + 1}: invalid whiteout ${e.path}`)
        const child = r.node.children.get(victim)
        if (child && child.layer < layer) await this.removeNode(r.node, victim, [...r.parts, victim])
      }
      return
    }

    const { parts: pp, dirs } = this.parentsOf(parentParts, layer)
    const parent = dirs[dirs.length - 1]
    const real = [...pp, name]
    const existing = parent.children.get(name)
    const mode = e.mode ?? 0o644
    const cleanMode = installedMode(mode)
    if (type === 'Directory' && this.order.sideBySide) {
      // Side by side, a directory is applied without an await, so no other layer's entry can come
      // between its check and its placement: the same directory from several layers is no race.
      const node = newDir(layer, cleanMode)
      this.order.directory(layer, parts, real, node, existing)
      if (!existing) {
        parent.children.set(name, node)
        this.names.dirCreated(real)
      }
      return
    }
    const release = this.order.claim(layer, parts, real, existing)
    if ((mode & 0o7000) !== 0 && type !== 'Directory') this.report.strippedModes++
    try {
      await this.applyByType(e, content, layer, parent, name, real, dirs, existing, cleanMode)
    } finally {
      release?.()
    }
  }

  /** The entry's effect by its type (entry() has checked the path and its parents). */
  private async applyByType(
    e: EntryHeader,
    content: EntryContent | PlacedLater,
    layer: number,
    parent: DirNode,
    name: string,
    real: string[],
    dirs: DirNode[],
    existing: Node | undefined,
    cleanMode: number
  ): Promise<void> {
    const type = e.type
    switch (type) {
      case 'Directory': {
        if (existing?.kind === 'dir') {
          existing.mode = cleanMode
          existing.layer = layer
          return
        }
        if (existing) await this.removeNode(parent, name, real)
        this.place(parent, name, real, newDir(layer, cleanMode))
        this.names.dirCreated(real)
        return
      }
      case 'SymbolicLink': {
        if (existing) await this.removeNode(parent, name, real)
        const target = e.linkpath ?? ''
        if (!target || target.includes('\0'))
          throw new UnsafeEntryError(`layer ${layer + 1}: symlink ${e.path} has an empty or invalid target`)
        this.place(parent, name, real, { kind: 'symlink', layer, mode: 0o777, target })
        if (existing) {
          this.names.linkAdded(real)
          this.linksChanged()
        } else {
          this.names.freshLinkAdded(real)
          this.linksChanged(true)
        }
        return
      }
      case 'File':
      case 'OldFile':
      case 'ContiguousFile':
        return this.file(e, content, parent, name, real, dirs, existing, cleanMode, layer)
      case 'Link':
        return this.hardlink(e, parent, name, real, dirs, existing, layer)
      case 'CharacterDevice':
      case 'BlockDevice':
      case 'FIFO': {
        if (existing) await this.removeNode(parent, name, real)
        if (this.isKept(real)) {
          this.report.skippedSpecial.push(`${toPath(real)} (${type})`)
          this.o.logger.warning(`Skipped ${type} ${toPath(real)}: device nodes and FIFOs are not installed.`)
        }
        return
      }
      default:
        this.o.logger.warning(`Skipped ${toPath(real)}: unsupported tar entry type ${type}.`)
    }
  }

  private async file(
    e: EntryHeader,
    content: EntryContent | PlacedLater,
    parent: DirNode,
    name: string,
    real: string[],
    dirs: DirNode[],
    existing: Node | undefined,
    mode: number,
    layer: number
  ): Promise<void> {
    if (existing) await this.removeNode(parent, name, real)
    const size = e.size ?? 0
    if (!this.isKept(real)) {
      this.report.bytesOutside += size
      this.skippedDirs.add(toPath(real.slice(0, -1)))
      return
    }
    const prunedBy = this.pruneDecision(real, false)
    if (prunedBy) {
      this.checkProtected(real, prunedBy, false)
      this.report.filesPruned++
      this.report.bytesPruned += size
      if (isSharedLibrary(name)) this.report.prunedLibraries[name] = prunedBy
      this.place(parent, name, real, { kind: 'file', layer, mode, size, onDisk: false, prunedBy })
      return
    }
    await this.ensureDisk(real.slice(0, -1), dirs)
    const path = this.disk(real)
    const later = 'origin' in content
    if (later) {
      // The model only: the finish places the content (finish.ts).
    } else if (size <= SMALL_FILE) {
      const { bytes, have } = await readWhole(content, size)
      if (have !== size) throw new LayerFormatError(`layer ${layer + 1}: ${e.path} is truncated`)
      await this.writer.writeSmall(path, bytes, mode)
    } else {
      await this.writer.writeStream(path, content, mode)
    }
    this.report.filesWritten++
    this.report.bytesWritten += size
    const origin = later ? content.origin : undefined
    this.place(parent, name, real, {
      kind: 'file',
      layer,
      mode,
      size,
      onDisk: true,
      ...(origin !== undefined ? { origin } : {})
    })
  }

  private async hardlink(
    e: EntryHeader,
    parent: DirNode,
    name: string,
    real: string[],
    dirs: DirNode[],
    existing: Node | undefined,
    layer: number
  ): Promise<void> {
    const raw = e.linkpath ?? ''
    let targetParts: string[]
    try {
      targetParts = cleanEntryPath(raw)
    } catch (err) {
      throw new UnsafeEntryError(
        `layer ${layer + 1}: hardlink ${e.path} -> ${raw}: ${(err as Error).message}`
      )
    }
    const t = resolve(this.root, targetParts, false)
    if (existing) await this.removeNode(parent, name, real)
    if (!this.isKept(real)) return
    this.report.hardlinks++
    const prunedBy = this.pruneDecision(real, false)
    if (prunedBy) {
      this.checkProtected(real, prunedBy, false)
      this.place(parent, name, real, { kind: 'file', layer, mode: 0o644, size: 0, onDisk: false, prunedBy })
      return
    }
    const target = t.node
    this.order.hardlink(layer, e.path, raw, targetParts, t.parts, target)
    if (target?.kind === 'symlink') {
      // A hardlink to a symlink is another symlink with the same target.
      this.place(parent, name, real, { ...target, layer })
      this.names.linkAdded(real)
      this.linksChanged()
      return
    }
    if (target?.kind === 'file' && target.onDisk) {
      await this.ensureDisk(real.slice(0, -1), dirs)
      await this.writer.link(this.disk(t.parts), this.disk(real))
      this.place(parent, name, real, { ...target, layer })
      return
    }
    if (target?.kind === 'dir')
      throw new UnsafeEntryError(`layer ${layer + 1}: hardlink ${e.path} points at a directory (${raw})`)
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

  private finishInput(): FinishInput {
    return {
      root: this.root,
      names: this.names,
      report: this.report,
      imagePath: this.o.imagePath,
      prune: this.o.prune,
      protect: this.o.protect,
      disk: p => this.disk(p)
    }
  }

  /**
   * After the last layer (and the writer settled): exact prune, links written, modes set
   * (finish.ts). `place`: a plan's finish, which puts each kept file's content in place (nothing
   * of the model was written while it was made).
   */
  async finish(place?: PlaceFile): Promise<Finished> {
    await this.writer.flush()
    return finishTree({ ...this.finishInput(), place })
  }

  /**
   * After the last layer, without touching the disk: the origins (PlacedLater) of the
   * files the finish keeps, a hardlink's being its target's.
   */
  async keptOrigins(): Promise<Iterable<number>> {
    await this.writer.flush()
    return keptOrigins(this.finishInput())
  }

  /** After the last layer, without touching the disk: the finished tree, node by node (finish.ts). */
  async manifest(): Promise<Manifest> {
    await this.writer.flush()
    return manifestOf(this.finishInput())
  }

  /**
   * A plan's model, its prune decisions final (after keptOrigins): where in staging the file
   * entry `path` names holds `origin`'s content in the finished tree, if it is kept there (its
   * content can then be written in place while the stream goes by; else the finish places it).
   */
  keptPlace(): (path: string, origin: number) => string | undefined {
    const R = keptDirectory(this.root, this.o.imagePath).parts
    return (path, origin) => {
      let r
      try {
        r = resolve(this.root, cleanEntryPath(path), false)
      } catch {
        return undefined
      }
      const n = r.node
      if (n?.kind !== 'file' || n.origin !== origin || !n.onDisk || n.prunedBy || !isUnder(r.parts, R))
        return undefined
      return this.disk(r.parts)
    }
  }
}
