// What an actions-cache archive may hold, checked before anything of it is extracted. The cache
// toolkit extracts with `tar -P` relative to the workspace, so an entry's archive is trusted to
// write where its names say: an absolute name, `..`, or a link out of the tool cache would write
// outside the tree (the action's own files, the home directory) before any check of the tree
// could run. Pure: it takes the entries as the tar parser reads them and answers with the first
// one that would leave the key's entries (`<tool root>/*-<key>`), or undefined.
//
// The rules (each a way out that GNU tar, given -P, would take):
// - every name resolves (from the extraction directory) inside an entry directory of this key;
// - only regular files, directories, symlinks and hardlinks;
// - a symlink's target, resolved through the links the archive made before it, stays inside;
// - no entry lies below a name the archive made a symlink (writing through it is how a link out
//   is used);
// - a hardlink's target is a name inside, not below a symlink.
import { isAbsolute, posix, relative, resolve } from 'node:path'

export interface GuardedEntry {
  path: string
  type: string
  linkpath?: string
}

/** How the restore worker tells restore-tar.ts the real tar and the key's entries (environment). */
export const REAL_TAR = 'SETUP_ROCM_REAL_TAR'
export const RESTORE_ROOT = 'SETUP_ROCM_RESTORE_ROOT'
export const RESTORE_SUFFIX = 'SETUP_ROCM_RESTORE_SUFFIX'
/** A file the front writes its refusal to, so the restore can say why (the toolkit only warns). */
export const RESTORE_REFUSED = 'SETUP_ROCM_RESTORE_REFUSED'

const KINDS = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link'])

/** Most links followed resolving one target (as the kernel's ELOOP bound). */
const HOPS = 40

export class RestoreGuard {
  private readonly root: string
  private readonly suffix: string
  private readonly cwd: string
  /** Symlinks the archive made so far: their absolute name -> their target as written. */
  private readonly links = new Map<string, string>()

  /** `root`: the tool root; `suffix`: what this key's entry directories end with; `cwd`: tar's -C. */
  constructor(root: string, suffix: string, cwd: string) {
    this.root = resolve(root)
    this.suffix = suffix
    this.cwd = resolve(cwd)
  }

  /** Whether an absolute, normalised path lies inside one of the key's entry directories. */
  private inside(p: string): boolean {
    const rel = relative(this.root, p)
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) return false
    return rel.split('/')[0].endsWith(this.suffix)
  }

  /** The first ancestor of `p` (or `p` itself when `self`) the archive made a symlink. */
  private linkAbove(p: string, self: boolean): string | undefined {
    const parts = p.split('/')
    for (let i = 2; i <= parts.length - (self ? 0 : 1); i++) {
      const q = parts.slice(0, i).join('/')
      if (this.links.has(q)) return q
    }
    return undefined
  }

  /**
   * Follows `target` from directory `dir` one component at a time, through the symlinks the archive
   * made (a lexical `..` would skip a link); undefined when it leaves the entries or loops.
   */
  private follow(dir: string, target: string): string | undefined {
    let cur = dir
    const queue = target.split('/')
    let hops = 0
    while (queue.length) {
      const c = queue.shift()!
      if (!c || c === '.') continue
      if (c === '..') cur = posix.dirname(cur)
      else {
        const next = `${cur}/${c}`
        const t = this.links.get(next)
        if (t !== undefined) {
          if (++hops > HOPS || isAbsolute(t)) return undefined
          queue.unshift(...t.split('/'))
          continue
        }
        cur = next
      }
      if (!this.inside(cur)) return undefined
    }
    return cur
  }

  /** Checks one entry (in archive order); returns why it is refused, or undefined. */
  check(e: GuardedEntry): string | undefined {
    const name = resolve(this.cwd, e.path)
    if (!KINDS.has(e.type)) return `${e.path} is a ${e.type} entry`
    if (!this.inside(name)) return `${e.path} would be written outside the key's tool-cache entries (${name})`
    const through = this.linkAbove(name, false)
    if (through) return `${e.path} lies below ${through}, which the archive made a symlink`
    if (e.type === 'SymbolicLink') {
      const target = e.linkpath ?? ''
      if (!target || target.includes('\0')) return `${e.path} is a symlink without a valid target`
      if (isAbsolute(target)) return `${e.path} is a symlink to the absolute path ${target}`
      if (!this.follow(posix.dirname(name), target))
        return `${e.path} is a symlink to ${target}, which leaves the key's tool-cache entries`
      this.links.set(name, target)
      return undefined
    }
    this.links.delete(name)
    if (e.type === 'Link') {
      const target = resolve(this.cwd, e.linkpath ?? '')
      if (!e.linkpath || !this.inside(target) || this.linkAbove(target, true))
        return `${e.path} is a hardlink to ${e.linkpath ?? '(nothing)'}, outside the key's tool-cache entries`
    }
    return undefined
  }
}
