// A directory's entries by name, in insertion order like a Map, held in columns.
//
// The model holds every entry of the image inside the kept subtree (a million in the scale test),
// most of them files that pack into one small integer (below). In a Map<string, ...> each such
// entry took ~53 bytes (its name a string of its own, the table's slot and its growth) and a
// planned file's origin a second Map's entry beside it. Here a name is its UTF-8 bytes in one
// buffer per directory, a value one Int32, an origin one Float64 (planned directories only), and
// the hash table one Int32 per slot at most half full: ~30 bytes for a short name. No package
// keeps a string-keyed table this compact (they hold strings as strings), hence by hand.
// Directories, links and files that do not pack stay objects, named from the value column.
import { randomBytes } from 'node:crypto'
import type { FileNode, Node } from './tree.ts'

// A packed file (a small integer): bits 0-8 mode, bit 9 on disk, bits 10-17 layer + 1, bits 18-29
// size. A file pruned while streaming (never on disk, its bytes counted then, so its size is not
// kept) packs as a negative integer: bits 0-8 mode, 9-16 layer + 1, 17-29 its pattern's number.
const SIZE_SHIFT = 18
const MAX_PACKED_SIZE = (1 << 12) - 1
const MAX_PACKED_LAYER = 254
const PATTERN_SHIFT = 17
const MAX_PATTERNS = 1 << 13
/** Values from this down name an object (OBJECT - value is its place in `objects`); packed files lie above. */
const OBJECT = -(2 ** 30) - 1
/** A removed slot's value (its name stays until the slots are rebuilt). */
const GONE = -(2 ** 31)
/** Hash table cells: empty, and a removed slot's cell (probing goes on past it). */
const EMPTY = 0
const REMOVED = -1

/**
 * The prune patterns files were pruned by, each stored once and named by its number in packed
 * files: the patterns are a handful of strings, a pruned file millions of times one of them.
 */
class Patterns {
  private readonly list: string[] = []
  private readonly numbers = new Map<string, number>()
  numberOf(p: string): number | undefined {
    let n = this.numbers.get(p)
    if (n === undefined && this.list.length < MAX_PATTERNS) {
      n = this.list.push(p) - 1
      this.numbers.set(p, n)
    }
    return n
  }
  at(n: number): string {
    return this.list[n]
  }
}
const patterns = new Patterns()

/** A file's packed value, its origin aside (Children keeps that beside it); undefined when it does not fit. */
function pack(f: FileNode): number | undefined {
  if (f.layer > MAX_PACKED_LAYER || f.layer < -1) return undefined
  if (f.prunedBy) {
    const n = f.onDisk ? undefined : patterns.numberOf(f.prunedBy)
    return n === undefined ? undefined : -1 - ((f.mode & 0o777) | ((f.layer + 1) << 9) | (n << PATTERN_SHIFT))
  }
  if (f.size > MAX_PACKED_SIZE) return undefined
  return (f.mode & 0o777) | (f.onDisk ? 1 << 9 : 0) | ((f.layer + 1) << 10) | (f.size << SIZE_SHIFT)
}

function unpack(v: number): FileNode {
  if (v < 0) {
    const p = -1 - v
    return {
      kind: 'file',
      mode: p & 0o777,
      onDisk: false,
      layer: ((p >> 9) & 0xff) - 1,
      size: 0,
      prunedBy: patterns.at(p >>> PATTERN_SHIFT)
    }
  }
  return {
    kind: 'file',
    mode: v & 0o777,
    onDisk: (v & (1 << 9)) !== 0,
    layer: ((v >> 10) & 0xff) - 1,
    size: v >>> SIZE_SHIFT
  }
}

/** A name's bytes for a lookup: reused, so that a lookup allocates nothing. */
let scratch = Buffer.allocUnsafeSlow(1024)

/** Puts `name`'s UTF-8 bytes in `scratch` and returns their count. */
function encode(name: string): number {
  if (name.length * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(name.length * 3)
  return scratch.write(name, 0, 'utf8')
}

/** Whether `n` bytes of `b` from `at` are the first `n` of `scratch` (a loop: most names are short). */
function same(b: Buffer, at: number, n: number): boolean {
  if (n > 32) return b.compare(scratch, 0, n, at, at + n) === 0
  for (let i = 0; i < n; i++) if (b[at + i] !== scratch[i]) return false
  return true
}

/** This process's seed for name hashes: names an image chose cannot be made to collide in advance. */
const SEED = randomBytes(4).readUInt32LE(0)

/**
 * A name's hash: FNV-1a over its bytes from a per-process random seed, then murmur3's finalizer
 * (the table takes the low bits, which FNV alone leaves weakly mixed). An image's names are chosen
 * by its author: 16,384 names agreeing in the low 24 bits of plain FNV-1a took 45 s instead of 2.
 */
function seededHash(b: Uint8Array, at: number, n: number): number {
  let h = (0x811c9dc5 ^ SEED) >>> 0
  for (let i = at; i < at + n; i++) h = Math.imul(h ^ b[i], 0x01000193)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The hash names are placed by, and probes counted: a test puts a worse hash here (every name
 * alike) to show that a directory stays linear in its names whatever the hash does.
 */
export const nameHashing = { of: seededHash, probes: 0, fallbacks: 0 }

const hashOf = (b: Uint8Array, at: number, n: number): number => nameHashing.of(b, at, n)

/**
 * Probes one lookup may take before the directory gives up its table for a Map of its names
 * (V8's own string hashing, seeded per process): whatever its names, a directory's cost stays
 * linear in them.
 */
const LONG_PROBE = 64

/**
 * A directory's entries by name. Files come out as fresh FileNode views: change one with set().
 * A packed file's origin (planning only: the entry whose content it holds) is kept in a column
 * beside its value, so a planned file costs 8 bytes more, not an object. Insertion order is kept
 * (a name set again keeps its place; removed and set again, it goes last). Setting a name that is
 * there while iterating is safe; adding names while iterating the same directory is not done by
 * the model, and is refused if it would move the slots under the iterator.
 */
export class Children {
  /** Slots in insertion order: a value (packed file, object or GONE), and where its name ends. */
  private values = new Int32Array(4)
  private nameEnd = new Uint32Array(4)
  private names = Buffer.allocUnsafeSlow(32)
  private origins?: Float64Array
  private objects: (Node | undefined)[] = []
  /** Open addressing, linear probing: slot + 1, EMPTY or REMOVED; its length a power of two. */
  private cells = new Int32Array(8)
  /** Set once probing ran long (LONG_PROBE): name -> slot, in place of the cells. */
  private byName?: Map<string, number>
  private used = 0
  private live = 0
  private iterating = 0

  get size(): number {
    return this.live
  }

  private nameStart(s: number): number {
    return s ? this.nameEnd[s - 1] : 0
  }

  /**
   * The slot named by the first `n` bytes of `scratch` (which hold `name`), or -1, and the cell it
   * is in or would go in (-1 once the directory holds its names in a Map).
   */
  private find(name: string, n: number): { slot: number; cell: number } {
    if (this.byName) {
      nameHashing.probes++
      return { slot: this.byName.get(name) ?? -1, cell: -1 }
    }
    const mask = this.cells.length - 1
    let free = -1
    let probes = 0
    for (let c = hashOf(scratch, 0, n) & mask; ; c = (c + 1) & mask) {
      nameHashing.probes++
      if (++probes > LONG_PROBE) {
        this.toMap()
        return this.find(name, n)
      }
      const v = this.cells[c]
      if (v === EMPTY) return { slot: -1, cell: free < 0 ? c : free }
      if (v === REMOVED) {
        if (free < 0) free = c
        continue
      }
      const s = v - 1
      const at = this.nameStart(s)
      if (this.nameEnd[s] - at === n && same(this.names, at, n)) return { slot: s, cell: c }
    }
  }

  /** The live slots' names into a Map (a directory whose names the hash does not spread). */
  private toMap(): void {
    nameHashing.fallbacks++
    const m = new Map<string, number>()
    for (let s = 0; s < this.used; s++)
      if (this.values[s] !== GONE) m.set(this.names.toString('utf8', this.nameStart(s), this.nameEnd[s]), s)
    this.byName = m
    this.cells = new Int32Array(0)
  }

  private view(s: number): Node | undefined {
    const v = this.values[s]
    if (v === GONE) return undefined
    if (v <= OBJECT) return this.objects[OBJECT - v]
    const f = unpack(v)
    const origin = this.origins?.[s]
    return origin === undefined || Number.isNaN(origin) ? f : { ...f, origin }
  }

  get(name: string): Node | undefined {
    const n = encode(name)
    const { slot } = this.find(name, n)
    return slot < 0 ? undefined : this.view(slot)
  }

  set(name: string, node: Node): void {
    let n = encode(name)
    let { slot, cell } = this.find(name, n)
    if (slot < 0) {
      if (this.used === this.values.length) {
        this.rebuild()
        n = encode(name)
        cell = this.find(name, n).cell
      }
      slot = this.used++
      this.live++
      const at = this.nameStart(slot)
      if (at + n > this.names.length) {
        const b = Buffer.allocUnsafeSlow(Math.max(this.names.length * 2, at + n))
        this.names.copy(b, 0, 0, at)
        this.names = b
      }
      scratch.copy(this.names, at, 0, n)
      this.nameEnd[slot] = at + n
      if (this.byName) this.byName.set(name, slot)
      else this.cells[cell] = slot + 1
    }
    const was = this.values[slot]
    const packed = node.kind === 'file' ? pack(node) : undefined
    if (packed !== undefined) {
      this.drop(slot)
      this.values[slot] = packed
    } else if (was <= OBJECT && was !== GONE && this.objects[OBJECT - was] !== undefined)
      this.objects[OBJECT - was] = node
    else {
      this.values[slot] = OBJECT - this.objects.length
      this.objects.push(node)
    }
    // An object keeps its own origin; a packed file's is kept beside it.
    const origin = packed !== undefined && node.kind === 'file' ? node.origin : undefined
    if (origin !== undefined) (this.origins ??= new Float64Array(this.values.length).fill(NaN))[slot] = origin
    else if (this.origins) this.origins[slot] = NaN
  }

  delete(name: string): boolean {
    const n = encode(name)
    const { slot, cell } = this.find(name, n)
    if (slot < 0) return false
    this.drop(slot)
    this.values[slot] = GONE
    if (this.byName) this.byName.delete(name)
    else this.cells[cell] = REMOVED
    this.live--
    return true
  }

  /** Lets go of what the slot's value holds besides itself. */
  private drop(s: number): void {
    const v = this.values[s]
    if (v <= OBJECT && v !== GONE) this.objects[OBJECT - v] = undefined
  }

  /**
   * Full slots: compacts them (removed ones dropped, objects renumbered) into columns half again
   * the live count (at least 4), and hashes them again into cells at most two thirds full.
   */
  private rebuild(): void {
    if (this.iterating) throw new Error('internal: a directory of the model grew while it was iterated')
    const cap = Math.max(4, Math.ceil(this.live * 1.5))
    const values = new Int32Array(cap)
    const nameEnd = new Uint32Array(cap)
    // Room for the live names at least (an estimate from the mean name of all slots could be
    // less, where many short names were removed: copied into too small a buffer, names were cut),
    // and for the new slots at their mean length.
    let liveBytes = 0
    for (let s = 0; s < this.used; s++)
      if (this.values[s] !== GONE) liveBytes += this.nameEnd[s] - this.nameStart(s)
    const names = Buffer.allocUnsafeSlow(Math.max(32, Math.ceil((liveBytes * cap) / Math.max(1, this.live))))
    const origins = this.origins ? new Float64Array(cap).fill(NaN) : undefined
    const objects: Node[] = []
    let k = 0
    let end = 0
    for (let s = 0; s < this.used; s++) {
      let v = this.values[s]
      if (v === GONE) continue
      if (v <= OBJECT) {
        v = OBJECT - objects.length
        objects.push(this.objects[OBJECT - this.values[s]]!)
      }
      values[k] = v
      if (origins) origins[k] = this.origins![s]
      const at = this.nameStart(s)
      const len = this.nameEnd[s] - at
      this.names.copy(names, end, at, at + len)
      end += len
      nameEnd[k++] = end
    }
    this.values = values
    this.nameEnd = nameEnd
    this.names = names
    this.origins = origins
    this.objects = objects
    this.used = k
    if (this.byName) {
      this.byName = undefined
      return this.toMap()
    }
    let cells = 8
    while (cells < cap * 1.5) cells *= 2
    this.cells = new Int32Array(cells)
    for (let s = 0; s < k; s++) {
      const at = this.nameStart(s)
      let c = hashOf(names, at, nameEnd[s] - at) & (cells - 1)
      for (let probes = 0; this.cells[c] !== EMPTY; c = (c + 1) & (cells - 1)) {
        nameHashing.probes++
        if (++probes > LONG_PROBE) return this.toMap()
      }
      this.cells[c] = s + 1
    }
  }

  *[Symbol.iterator](): Generator<[string, Node]> {
    this.iterating++
    try {
      for (let s = 0; s < this.used; s++) {
        const node = this.view(s)
        if (node) yield [this.names.toString('utf8', this.nameStart(s), this.nameEnd[s]), node]
      }
    } finally {
      this.iterating--
    }
  }
}
