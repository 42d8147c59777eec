// What every HIP compile reads, fetched as soon as the tree is planned, before anyone asks (the
// "landmark" files eStargz prefetches first). A compile through the mount otherwise reaches its
// files one hop at a time: hipcc, then the clang it runs, then clang's libraries (needed.ts),
// then headers, device libraries, the linker, each open waiting for its spans. The set is the
// toolchain ROCm's layout puts in known places (design.md section 3: hipcc finds clang in
// lib/llvm/bin, the device libraries in lib/llvm/amdgcn/bitcode), never the files of a kernel:
// a compile of any source reads them, and the libraries they load come behind them as needed.ts
// reads them. Bounded (LANDMARK_BYTES) and below a file being read: a guess costs bytes, never a
// wait for the job's own reads.
import type { Content, ContentStore } from './store/content.ts'
import type { TreeFile } from './needed.ts'

/** Below a file being read (0) and the libraries it loads (needed.ts, 100), above read-ahead. */
export const LANDMARK_PRIORITY = 500
/** At most this many bytes of files are fetched ahead (ROCm 10's toolchain is about 400 MB). */
export const LANDMARK_BYTES = 768 * 2 ** 20

/**
 * In the order a compile reaches them: the driver and what it reads to find its way, the programs
 * it runs (their libraries follow by needed.ts), the HIP runtime a program links (and the smoke
 * test's closure check loads), the system libraries ROCm vendors for its programs (found by
 * needed.ts only once the library that needs them is whole: libLLVM's come after its 116 MiB),
 * then the headers and device libraries every kernel includes or links. A `*` segment matches
 * any name; a path that names a directory takes every file below it.
 */
export const LANDMARKS = [
  'bin/hipcc',
  'bin/hipcc.bin',
  'bin/hipcc.pl',
  'bin/hipvars.pm',
  'bin/.hipVersion',
  'share/hip/version',
  '.info/version',
  'lib/llvm/bin/clang',
  'lib/libamdhip64.so',
  'lib/rocm_sysdeps/lib',
  'include/hip',
  'lib/llvm/lib/clang/*/include',
  'lib/llvm/amdgcn/bitcode',
  'lib/llvm/bin/clang-offload-bundler',
  'lib/llvm/bin/lld'
]

/** A node of the mounted tree as landmarks() walks it (lazy-tree.ts). */
export interface WalkNode extends TreeFile {
  children?: Map<string, WalkNode>
}

export interface LandmarkOptions {
  /** The node at a path of the tree, links followed inside it (LazyTree.lookup). */
  lookup(path: string): WalkNode | undefined
  store: ContentStore
  /** A landmark is in the store: its libraries are read ahead (NeededAhead.onFetched). */
  onFetched(f: TreeFile, storePath: string): void
  /** Whether the store's disk has room for `bytes` more beside what the job needs (FILL_RESERVE). */
  room(bytes: number): boolean
}

/** The files `LANDMARKS` names in a tree, each content once, in order, up to LANDMARK_BYTES. */
export function landmarks(lookup: (path: string) => WalkNode | undefined, patterns = LANDMARKS): TreeFile[] {
  const out: TreeFile[] = []
  const seen = new Set<string>()
  let bytes = 0
  const add = (n: WalkNode): boolean => {
    if (n.children) {
      for (const c of n.children.values()) if (!add(c)) return false
      return true
    }
    if (!n.content || seen.has(n.content.sha256)) return true
    if (bytes + n.content.size > LANDMARK_BYTES) return false
    seen.add(n.content.sha256)
    bytes += n.content.size
    out.push({ path: n.path, content: n.content })
    return true
  }
  for (const p of patterns) {
    const star = p.indexOf('/*/')
    const roots =
      star < 0
        ? [lookup(p)]
        : [...(lookup(p.slice(0, star))?.children?.keys() ?? [])].map(name =>
            lookup(`${p.slice(0, star)}/${name}/${p.slice(star + 3)}`)
          )
    for (const n of roots) if (n && !add(n)) return out
  }
  return out
}

/**
 * Which landmarks to fetch: all of them, or none where the disk would keep less than the job's
 * reserve (the job's own reads fetch what they need); `skipped` says why none are fetched.
 */
export function chooseLandmarks(
  all: TreeFile[],
  room: (bytes: number) => boolean
): { list: TreeFile[]; skipped?: string } {
  if (!all.length)
    return {
      list: all,
      skipped: `the tree has none of the toolchain's files where ROCm's layout puts them (bin/hipcc, lib/llvm/bin/clang, lib/libamdhip64.so, …)`
    }
  const bytes = all.reduce((s, f) => s + f.content!.size, 0)
  // Their spans take about as much again as the files (compressed, kept until the fill is done).
  if (!room(2 * bytes))
    return {
      list: [],
      skipped: `the disk would keep too little free for the toolchain's ${Math.ceil(bytes / 2 ** 20)} MiB and its spans`
    }
  return { list: all }
}

/**
 * Fetches the landmarks of the tree behind the job's reads; counts what it asked for, and says why
 * it asked for nothing (chooseLandmarks).
 */
export function prefetchLandmarks(o: LandmarkOptions): { files: number; bytes: number; skipped?: string } {
  const { list, skipped } = chooseLandmarks(landmarks(o.lookup), o.room)
  for (const f of list) {
    const c = f.content as Content
    o.store.file(c, LANDMARK_PRIORITY).then(
      p => o.onFetched(f, p),
      () => {}
    )
  }
  return {
    files: list.length,
    bytes: list.reduce((s, f) => s + f.content!.size, 0),
    ...(skipped ? { skipped } : {})
  }
}
