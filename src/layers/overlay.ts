// The overlay model: a model of the whole image (tree.ts) and a staging directory, onto which
// layers are applied one after another, keeping only what lands under image-path (resolved through
// the image's own links) minus the prune list, and its finish after the last layer. OCI semantics
// (image-spec layer.md), as containerd, moby and umoci apply them:
// - entries replace what is there unless both are directories (then they merge);
// - `.wh.<name>` hides <name> of lower layers; `.wh..wh..opq` hides all lower-layer children of
//   its directory but keeps what this layer adds, in whatever order the entries come;
// - parents that are symlinks are followed chroot-style; nothing is written outside staging;
// - hardlinks name a root-relative target in this or a lower layer;
// - device nodes and FIFOs are skipped with a warning; setuid/setgid/sticky bits are dropped;
//   ownership is whoever runs us.
// Symlinks are kept in the model only and written by finish() as relative links. The tar stream
// itself is read by pump.ts, which hands entries here one at a time, per layer.
//
// Side by side (`concurrent`, for images that call their layers disjoint subtrees, as `setup-rocm
// publish` writes them): several layers' entries arrive interleaved, and each is checked to be one
// whose result cannot depend on the order of the layers: no whiteouts, no parent reached through a
// link, no path that another layer has (or is writing right now: `claims`) except a directory with
// the same mode, no hardlink to another layer. Anything else is a LayerConflictError, and the
// caller starts again one layer after another.
//
// finish(), after the last layer, when links, names and prune decisions are exact:
// - image-path must resolve to a directory; that directory of staging becomes the install;
// - prune is re-evaluated with the final link names; anything a pattern matches only through a
//   link that arrived after the files is removed now (reported: it cost disk while streaming);
// - symlinks are written as relative links that stay inside the install; a link whose target lies
//   outside image-path is dropped and reported; a link to something pruned is pruned with it;
// - directories get their modes (always owner-writable, so the tree can be removed again).
import { promises as fs } from 'node:fs'
import type { ReadEntry } from 'tar'
import type { Logger } from '../log.ts'
import { cleanEntryPath, isUnder, joinClamped, relativeLink, toPath, UnsafeEntryError } from './paths.ts'
import { PatternSet, protectedConflict } from './prune.ts'
import { newDir, resolve, walk, type DirNode, type Node } from './tree.ts'
import { LinkNames } from './names.ts'
import { Writer } from './writer.ts'
import { BufferRefs } from './buffer-refs.ts'
import type { Body } from './body.ts'

/** Files at most this large are read whole and written by the concurrent pool. */
const SMALL_FILE = 1 << 20

export interface OverlayOptions {
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

/**
 * Layers applied side by side turned out not to be disjoint: the result could depend on their
 * order. The caller applies them again one by one; nothing of this attempt is kept.
 */
export class LayerConflictError extends Error {
  override name = 'LayerConflictError'
}

export class LayerFormatError extends Error {
  override name = 'LayerFormatError'
}

export class ImagePathError extends Error {
  override name = 'ImagePathError'
}

/** What an install did, from the first entry to the finished tree. */
export interface InstallReport {
  entries: number
  filesWritten: number
  bytesWritten: number
  /** Files not installed because a prune pattern matched, while streaming or at the finish. */
  filesPruned: number
  bytesPruned: number
  /** Of those, the ones written first and removed at the finish (matched through a later link). */
  latePrunedFiles: number
  latePrunedBytes: number
  /** Regular-file bytes outside image-path, never written. */
  bytesOutside: number
  hardlinks: number
  skippedSpecial: string[]
  strippedModes: number
  /** Shared-library file name -> the prune pattern that removed it (to explain a smoke failure). */
  prunedLibraries: Record<string, string>
  /** Decompressor buffers counted and freed as soon as done (buffer-refs.ts). */
  buffers: { adopted: number; freed: number }
  /** The finished tree. */
  files: number
  dirs: number
  links: number
  bytesKept: number
  /** Links dropped because they point outside image-path: `link -> target`. */
  externalLinks: string[]
  linksToPruned: number
}

export interface Finished {
  /** The staging directory that holds the finished tree (to be promoted). */
  dir: string
  /** Where image-path resolved in the image. */
  realPath: string
}

export const isSharedLibrary = (name: string): boolean => /\.so(\.|$)/.test(name)

function linkDestination(
  root: DirNode,
  R: string[],
  linkParts: string[],
  target: string
): string[] | undefined {
  const linkDir = linkParts.slice(0, -1)
  const oneStep = joinClamped(linkDir, target)
  if (isUnder(oneStep, R)) {
    try {
      if (isUnder(resolve(root, oneStep, false).parts, R)) return oneStep
    } catch {
      // fall through to full resolution
    }
  }
  try {
    const full = resolve(root, linkParts, true)
    if (isUnder(full.parts, R)) return full.parts
  } catch {
    // a loop: treat as leaving the tree
  }
  return undefined
}

export class Overlay {
  readonly root: DirNode = newDir(-1)
  /** Who still uses which decompressed buffer (buffer-refs.ts); shared with the writer. */
  readonly refs = new BufferRefs()
  readonly writer = new Writer(this.refs)
  readonly report: InstallReport = {
    entries: 0,
    filesWritten: 0,
    bytesWritten: 0,
    filesPruned: 0,
    bytesPruned: 0,
    latePrunedFiles: 0,
    latePrunedBytes: 0,
    bytesOutside: 0,
    hardlinks: 0,
    skippedSpecial: [],
    strippedModes: 0,
    prunedLibraries: {},
    buffers: this.refs.tally,
    files: 0,
    dirs: 0,
    links: 0,
    bytesKept: 0,
    externalLinks: [],
    linksToPruned: 0
  }
  /** Where image-path currently resolves (real path components). */
  private keptRoot: string[]
  private readonly imageParts: string[]
  private readonly extraRoots: string[][]
  private readonly o: OverlayOptions
  private readonly diskRoot: string
  /**
   * Layers are being applied side by side (install.ts, for images that say their layers are
   * disjoint): every entry is checked to be one whose result cannot depend on the order of the
   * layers, and anything else throws LayerConflictError for the caller to apply one by one.
   */
  concurrent = false
  /** Side by side: paths whose entry is being applied, and by which layer. */
  private readonly claims = new Map<string, number>()
  /** Directories (real paths) holding regular files that were dropped as outside the kept roots. */
  private readonly skippedDirs = new Set<string>()
  private readonly names: LinkNames
  /** Prune decisions on directories (relative paths), valid for one generation of names. */
  private dirDecision = new Map<string, string | null>()
  private decisionsFor = -1

  constructor(o: OverlayOptions) {
    this.o = o
    this.diskRoot = `${o.staging}/root`
    this.root.onDisk = false
    this.imageParts = cleanEntryPath(o.imagePath)
    this.keptRoot = this.imageParts
    this.names = new LinkNames(this.root, this.keptRoot)
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
    this.names.invalidate()
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
      if (this.concurrent) {
        // Another layer may be writing a file or link by this name right now (not in the model
        // until it is written): making a directory of it would race it on disk.
        const path = toPath(r.parts.slice(0, i + 1))
        const by = this.claims.get(path)
        if (by !== undefined && by !== layer) throw this.conflict(layer, `${path} is also in layer ${by + 1}`)
      }
      const parent = dirs[i]
      const d = newDir(layer)
      parent.children.set(r.parts[i], d)
      dirs.push(d)
      this.names.dirCreated(r.parts.slice(0, i + 1))
    }
    for (const d of dirs) d.layer = layer
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
   * while this entry waited on the disk: that is a conflict, found here by whichever layer comes
   * second, since every entry ends by placing its node.
   */
  private place(parent: DirNode, name: string, real: string[], node: Node): void {
    if (this.concurrent) {
      const now = parent.children.get(name)
      if (now && (now.layer !== node.layer || (now.kind === 'dir') !== (node.kind === 'dir')))
        throw this.conflict(node.layer, `${toPath(real)} is also in layer ${now.layer + 1}`)
    }
    parent.children.set(name, node)
  }

  private conflict(layer: number, why: string): LayerConflictError {
    return new LayerConflictError(`layer ${layer + 1} is not disjoint from the others: ${why}`)
  }

  // ---- entries -------------------------------------------------------------------------------

  /** Applies one entry of `layer` (0-based; messages count from 1); its content (if any) comes from `body`. */
  async entry(e: ReadEntry, body: Body, layer: number): Promise<void> {
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
      if (this.concurrent) throw this.conflict(layer, `it has a whiteout, ${e.path}`)
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
    const cleanMode = mode & 0o777
    let claim: string | undefined
    if (this.concurrent) {
      if (toPath(pp) !== toPath(parentParts))
        throw this.conflict(layer, `${e.path} lies under a link (${toPath(parentParts)} -> ${toPath(pp)})`)
      if (existing && !(type === 'Directory' && existing.kind === 'dir' && existing.mode === cleanMode))
        if (existing.kind === 'dir' || existing.layer !== layer)
          throw this.conflict(layer, `${toPath(real)} is also in layer ${existing.layer + 1}`)
      // Claimed until its node is placed: a file being written is not in the model yet.
      claim = toPath(real)
      const by = this.claims.get(claim)
      if (by !== undefined) throw this.conflict(layer, `${claim} is also in layer ${by + 1}`)
      this.claims.set(claim, layer)
    }
    if ((mode & 0o7000) !== 0 && type !== 'Directory') this.report.strippedModes++
    try {
      await this.typed(e, body, layer, parent, name, real, dirs, existing, cleanMode)
    } finally {
      if (claim !== undefined) this.claims.delete(claim)
    }
  }

  /** The entry's effect by its type (entry() has checked the path and its parents). */
  private async typed(
    e: ReadEntry,
    body: Body,
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
        this.names.linkAdded(real)
        this.linksChanged()
        return
      }
      case 'File':
      case 'OldFile':
      case 'ContiguousFile':
        return this.file(e, body, parent, name, real, dirs, existing, cleanMode, layer)
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
    e: ReadEntry,
    body: Body,
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
    if (size <= SMALL_FILE) {
      // Copied out of the decompressor's buffers: the write pool would otherwise pin a whole MiB
      // per small header until its write completes.
      const content = Buffer.allocUnsafe(size)
      let have = 0
      for await (const c of body) {
        if (have + c.length > size) break
        have += c.copy(content, have)
      }
      if (have !== size) throw new LayerFormatError(`layer ${layer + 1}: ${e.path} is truncated`)
      await this.writer.writeSmall(path, content, mode)
    } else {
      await this.writer.writeStream(path, body, mode)
    }
    this.report.filesWritten++
    this.report.bytesWritten += size
    this.place(parent, name, real, { kind: 'file', layer, mode, size, onDisk: true })
  }

  private async hardlink(
    e: ReadEntry,
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
    if (this.concurrent && (target?.layer !== layer || toPath(t.parts) !== toPath(targetParts)))
      throw this.conflict(layer, `hardlink ${e.path} names ${raw}, which is not earlier in the same layer`)
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

  // ---- the finish ------------------------------------------------------------------------------

  /** After the last layer: exact prune, links written, modes set (see the top of this file). */
  async finish(): Promise<Finished> {
    await this.writer.flush()
    const r = resolve(this.root, this.o.imagePath.split('/').filter(Boolean), true)
    if (!r.node)
      throw new ImagePathError(
        `The image has no ${this.o.imagePath}${toPath(r.parts) !== this.o.imagePath ? ` (it resolves to ${toPath(r.parts)})` : ''}. Check the image-path input.`
      )
    if (r.node.kind !== 'dir')
      throw new ImagePathError(
        `${this.o.imagePath} in the image is not a directory. Check the image-path input.`
      )
    const R = r.parts
    const top = r.node as DirNode
    // Final names: the kept root is where image-path resolves now.
    this.keptRoot = R
    this.names.setKeptRoot(R)
    const stats = this.report

    // Pass 1: exact prune decisions for every node.
    // Directories and links by identity; a file carries its mark (prunedBy) in the model, since the
    // model hands out a fresh view of a file each time (tree.ts).
    const pruned = new Set<Node>()
    const isPruned = (n: Node) => (n.kind === 'file' ? !!n.prunedBy : pruned.has(n))
    const visit = (dir: DirNode, rel: string[], inherited?: string) => {
      for (const [name, n] of dir.children) {
        const p = [...rel, name]
        let by = inherited ?? (n.kind === 'file' ? n.prunedBy : undefined)
        const names = this.o.prune.size || by ? this.names.namesOf(p) : []
        // A match only now (not while streaming) counts as that pattern's hit.
        if (!by && this.o.prune.size) by = this.o.prune.match(names, n.kind === 'dir')
        if (by) {
          const prot = this.o.protect.match(names, n.kind === 'dir', false)
          if (prot) throw protectedConflict(toPath([...R, ...p]), by, prot)
          if (n.kind === 'file') dir.children.set(name, { ...n, prunedBy: by })
          else pruned.add(n)
          if (n.kind !== 'dir' && isSharedLibrary(name)) this.report.prunedLibraries[name] ??= by
        }
        if (n.kind === 'dir') visit(n, p, by)
      }
    }
    visit(top, [])

    // Pass 2: remove late prunes, write links, collect directories.
    const dirs: [string, number][] = []
    const pending: Promise<unknown>[] = []
    const removeLate = async (path: string) => fs.rm(path, { recursive: true, force: true })
    const skipUnder = new Set<DirNode>()
    for (const [rel, n, parent] of walk(top)) {
      if (skipUnder.has(parent)) {
        if (n.kind === 'dir') skipUnder.add(n)
        if (n.kind === 'file' && n.onDisk) {
          stats.latePrunedFiles++
          stats.latePrunedBytes += n.size
        }
        continue
      }
      const real = [...R, ...rel]
      if (isPruned(n)) {
        if (n.kind === 'file' && n.onDisk) {
          stats.latePrunedFiles++
          stats.latePrunedBytes += n.size
          pending.push(removeLate(this.disk(real)))
        } else if (n.kind === 'dir') {
          skipUnder.add(n)
          if (n.onDisk) pending.push(removeLate(this.disk(real)))
        }
        continue
      }
      if (n.kind === 'dir') {
        stats.dirs++
        if (!n.onDisk) await fs.mkdir(this.disk(real), { recursive: true })
        dirs.push([this.disk(real), n.mode | 0o700])
      } else if (n.kind === 'file') {
        stats.files++
        stats.bytesKept += n.size
      } else {
        const dest = linkDestination(this.root, R, real, n.target)
        if (!dest) {
          stats.externalLinks.push(`${toPath(real)} -> ${n.target}`)
          continue
        }
        let targetNode: Node | undefined
        try {
          targetNode = resolve(this.root, dest, true).node
        } catch {
          targetNode = undefined
        }
        if (targetNode && isPruned(targetNode)) {
          stats.linksToPruned++
          continue
        }
        stats.links++
        await fs.mkdir(this.disk(real.slice(0, -1)), { recursive: true })
        await fs.symlink(relativeLink(real.slice(0, -1), dest), this.disk(real))
      }
    }
    await Promise.all(pending)
    // Deepest first, so a read-only parent does not stop its children's chmod.
    for (const [path, mode] of dirs.reverse()) await fs.chmod(path, mode)
    await fs.mkdir(this.disk(R), { recursive: true })
    await fs.chmod(this.disk(R), top.mode | 0o700)
    stats.filesPruned += stats.latePrunedFiles
    stats.bytesPruned += stats.latePrunedBytes
    return { dir: this.disk(R), realPath: toPath(R) }
  }
}
