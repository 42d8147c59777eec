// Whether the order in which layers are applied may be relied on. One after another (InOrder) it
// is, and the overlay applies every OCI rule. Side by side (DisjointLayers, for images that call
// their layers disjoint subtrees, as `setup-rocm publish` writes them), entries of several layers
// arrive interleaved, and each must be one whose result cannot depend on the order of the layers:
// - no whiteouts;
// - no parent reached through a link;
// - no path another layer has, or is writing right now (a claim: a file being written is not in
//   the model until it is written), except the same directory with the same mode, which any
//   number of layers may carry (publish repeats the directories above each layer's subtrees);
// - no directory implied under a path another layer is writing;
// - no hardlink to another layer.
// Anything else throws LayerConflictError, and the caller applies the image again one layer
// after another. The overlay calls these checks; it owns the model, the policy owns the claims.
import { toPath } from '../paths.ts'
import type { Node } from './tree.ts'

/**
 * Layers applied side by side turned out not to be disjoint: the result could depend on their
 * order. The caller applies them again one by one; nothing of this attempt is kept.
 */
export class LayerConflictError extends Error {
  override name = 'LayerConflictError'
}

export interface LayerOrder {
  /** Whether entries of several layers interleave (directory entries are then applied at once). */
  readonly sideBySide: boolean
  whiteout(layer: number, path: string): void
  /** A directory the model creates because an entry lies under it (`path` does not exist yet). */
  impliedDir(layer: number, path: string): void
  /**
   * Before an entry is applied: its path as written and as resolved, and what is there now.
   * Returns a release function for the claim on the path, if one was taken.
   */
  claim(
    layer: number,
    written: string[],
    real: string[],
    existing: Node | undefined
  ): (() => void) | undefined
  /** A node is about to be put where `now` is (found after an await: another layer may have been first). */
  place(layer: number, path: string, node: Node, now: Node | undefined): void
  /** Side by side only: a directory entry, applied without an await. */
  directory(layer: number, written: string[], real: string[], node: Node, existing: Node | undefined): void
  /** A hardlink entry whose target was found where `targetReal` resolved. */
  hardlink(
    layer: number,
    entry: string,
    target: string,
    targetWritten: string[],
    targetReal: string[],
    targetNode: Node | undefined
  ): void
}

/** One layer after another: every OCI rule applies, nothing to check. */
export const IN_ORDER: LayerOrder = {
  sideBySide: false,
  whiteout() {},
  impliedDir() {},
  claim: () => undefined,
  place() {},
  directory() {},
  hardlink() {}
}

const sameDir = (a: Node, b: Node) => a.kind === 'dir' && b.kind === 'dir' && a.mode === b.mode

export class DisjointLayers implements LayerOrder {
  readonly sideBySide = true
  /** Paths whose entry is being applied, and by which layer. */
  private readonly claims = new Map<string, number>()

  private conflict(layer: number, why: string): LayerConflictError {
    return new LayerConflictError(`layer ${layer + 1} is not disjoint from the others: ${why}`)
  }

  whiteout(layer: number, path: string): void {
    throw this.conflict(layer, `it has a whiteout, ${path}`)
  }

  impliedDir(layer: number, path: string): void {
    // Another layer may be writing a file or link by this name right now: making a directory of
    // it would race it on disk.
    const by = this.claims.get(path)
    if (by !== undefined && by !== layer) throw this.conflict(layer, `${path} is also in layer ${by + 1}`)
  }

  private underLink(layer: number, written: string[], real: string[]): void {
    if (toPath(written.slice(0, -1)) !== toPath(real.slice(0, -1)))
      throw this.conflict(
        layer,
        `${toPath(written)} lies under a link (${toPath(written.slice(0, -1))} -> ${toPath(real.slice(0, -1))})`
      )
  }

  claim(
    layer: number,
    written: string[],
    real: string[],
    existing: Node | undefined
  ): (() => void) | undefined {
    this.underLink(layer, written, real)
    const path = toPath(real)
    if (existing && (existing.kind === 'dir' || existing.layer !== layer))
      throw this.conflict(layer, `${path} is also in layer ${existing.layer + 1}`)
    const by = this.claims.get(path)
    if (by !== undefined) throw this.conflict(layer, `${path} is also in layer ${by + 1}`)
    this.claims.set(path, layer)
    return () => this.claims.delete(path)
  }

  /** A directory entry, applied without an await: the same directory with the same mode is no conflict. */
  directory(layer: number, written: string[], real: string[], node: Node, existing: Node | undefined): void {
    this.underLink(layer, written, real)
    const path = toPath(real)
    if (existing) {
      if (sameDir(existing, node)) return
      throw this.conflict(layer, `${path} is also in layer ${existing.layer + 1}`)
    }
    const by = this.claims.get(path)
    if (by !== undefined && by !== layer) throw this.conflict(layer, `${path} is also in layer ${by + 1}`)
  }

  place(layer: number, path: string, node: Node, now: Node | undefined): void {
    if (now && !sameDir(now, node) && (now.layer !== layer || (now.kind === 'dir') !== (node.kind === 'dir')))
      throw this.conflict(layer, `${path} is also in layer ${now.layer + 1}`)
  }

  hardlink(
    layer: number,
    entry: string,
    target: string,
    targetWritten: string[],
    targetReal: string[],
    targetNode: Node | undefined
  ): void {
    if (targetNode?.layer !== layer || toPath(targetReal) !== toPath(targetWritten))
      throw this.conflict(layer, `hardlink ${entry} names ${target}, which is not earlier in the same layer`)
  }
}
