// Reading ahead the way the loader reads: when a file of the mounted tree that is an ELF object
// has been fetched for a reader, the libraries ld.so will open for it next (its DT_NEEDED, looked
// for where ld.so looks inside the tree: its DT_RPATH and DT_RUNPATH with $ORIGIN, then the tree's
// lib/, which the action puts on LD_LIBRARY_PATH) are fetched behind it, and theirs once they are
// in. A compiler's start opens libLLVM, libclang-cpp and what they need one after another, each
// open waiting for its file's spans; this fetches them side by side while the first is mapped.
// A guess only: a name not found, or found where ld.so would not look, costs a fetch, never a
// wrong byte (every file is verified when read).
import { open } from 'node:fs/promises'
import { parseDynamic, type Reader } from '../runtime/elf.ts'
import type { Content, ContentStore } from './store/content.ts'

/** Below a file being read (0), above the spans read ahead behind one (content.ts READ_AHEAD). */
export const NEEDED_PRIORITY = 100

/** A file of the tree as the lookup gives it: its path in the tree ('/'-rooted) and content. */
export interface TreeFile {
  path: string
  content?: Content
}

export interface NeededOptions {
  store: ContentStore
  /** The file at `path` in the tree, symlinks followed inside it; undefined where there is none. */
  lookup(path: string): TreeFile | undefined
  /** The tree's directory in the image (`/opt/rocm-10.0.0`): absolute run paths inside it count. */
  realPath: string
}

const SEARCHED_LAST = ['/lib']

export class NeededAhead {
  private readonly o: NeededOptions
  /** Contents looked at already (by digest): each object's needs are read once. */
  private readonly seen = new Set<string>()
  /** Libraries fetched ahead (tests, the server's counts). */
  fetched = 0

  constructor(o: NeededOptions) {
    this.o = o
  }

  /** `f`'s content is at `storePath` (verified): its libraries are fetched, if it is an ELF object. */
  onFetched(f: TreeFile, storePath: string): void {
    if (!f.content || this.seen.has(f.content.sha256)) return
    this.seen.add(f.content.sha256)
    this.follow(f, storePath).catch(() => {})
  }

  private async follow(f: TreeFile, storePath: string): Promise<void> {
    const fh = await open(storePath, 'r')
    let d
    try {
      const magic = Buffer.alloc(4)
      await fh.read(magic, 0, 4, 0)
      if (magic.toString('latin1') !== '\x7fELF') return
      const read: Reader = async (offset, length) => {
        const b = Buffer.alloc(length)
        const { bytesRead } = await fh.read(b, 0, length, offset)
        return b.subarray(0, bytesRead)
      }
      d = await parseDynamic(read, f.path)
    } finally {
      await fh.close()
    }
    if (!d?.needed.length) return
    const dir = f.path.slice(0, f.path.lastIndexOf('/')) || '/'
    const dirs = [...d.rpath, ...d.runpath]
      .map(p => p.replace(/\$\{ORIGIN\}|\$ORIGIN/g, `${this.o.realPath}${dir === '/' ? '' : dir}`))
      .map(p =>
        p === this.o.realPath
          ? '/'
          : p.startsWith(`${this.o.realPath}/`)
            ? p.slice(this.o.realPath.length)
            : undefined
      )
      .filter((p): p is string => p !== undefined)
    for (const name of d.needed) {
      if (name.includes('/')) continue
      for (const at of [...dirs, ...SEARCHED_LAST]) {
        const lib = this.o.lookup(`${at === '/' ? '' : at}/${name}`)
        if (!lib?.content) continue
        if (!this.seen.has(lib.content.sha256)) {
          this.fetched++
          this.o.store.file(lib.content, NEEDED_PRIORITY).then(
            p => this.onFetched(lib, p),
            () => {}
          )
        }
        break
      }
    }
  }
}
