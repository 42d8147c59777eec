// Entry names from a layer are untrusted. They are cleaned the way a runtime cleans them (strip
// leading `/` and `./`, fold `.` and `..`), and refused when `..` would climb above the image
// root or the name breaks the bounds below. Symlinks are never followed by the operating system:
// the overlay resolves them itself, chroot-style, in its model of the image (see tree.ts).
import { ImageError } from '../errors.ts'

export const LIMITS = {
  /** Longest cleaned path, in bytes (Linux PATH_MAX). */
  pathBytes: 4096,
  /** Deepest directory nesting. */
  depth: 128,
  /** Longest single name (NAME_MAX). */
  nameBytes: 255,
  /** Symlink hops while resolving one path (Linux uses 40). */
  linkHops: 40
}

/**
 * The mode an install gives an entry: its permission bits without group or other write, and never
 * setuid, setgid or sticky. A tool tree is changed by no one but its owner (a cached tree is
 * checked for exactly these modes and that owner before it is used: verify/verify.ts).
 */
export const installedMode = (mode: number): number => mode & 0o755

export class UnsafeEntryError extends ImageError {
  override name = 'UnsafeEntryError'
}

/** Cleans a tar entry name into path components relative to the image root. */
export function cleanEntryPath(raw: string): string[] {
  if (raw.includes('\0')) throw new UnsafeEntryError(`entry name contains a NUL byte: ${JSON.stringify(raw)}`)
  if (Buffer.byteLength(raw) > LIMITS.pathBytes)
    throw new UnsafeEntryError(`entry name is longer than ${LIMITS.pathBytes} bytes: ${raw.slice(0, 80)}…`)
  const out: string[] = []
  for (const c of raw.split('/')) {
    if (c === '' || c === '.') continue
    if (c === '..') {
      if (!out.length)
        throw new UnsafeEntryError(`entry name climbs out of the image root: ${JSON.stringify(raw)}`)
      out.pop()
      continue
    }
    if (Buffer.byteLength(c) > LIMITS.nameBytes)
      throw new UnsafeEntryError(
        `entry name has a component longer than ${LIMITS.nameBytes} bytes: ${raw.slice(0, 80)}…`
      )
    out.push(c)
  }
  if (out.length > LIMITS.depth)
    throw new UnsafeEntryError(`entry name is nested deeper than ${LIMITS.depth}: ${raw.slice(0, 80)}…`)
  return out
}

/** Splits a symlink target relative to `dir` into components, clamped at the root (chroot semantics). */
export function joinClamped(dir: string[], target: string): string[] {
  const out = target.startsWith('/') ? [] : [...dir]
  for (const c of target.split('/')) {
    if (c === '' || c === '.') continue
    if (c === '..') out.pop()
    else out.push(c)
  }
  return out
}

export const toPath = (parts: string[]): string => '/' + parts.join('/')

export function isUnder(parts: string[], root: string[]): boolean {
  if (parts.length < root.length) return false
  for (let i = 0; i < root.length; i++) if (parts[i] !== root[i]) return false
  return true
}

/** A relative symlink target from the directory `fromDir` to `to` (both absolute component lists). */
export function relativeLink(fromDir: string[], to: string[]): string {
  let i = 0
  while (i < fromDir.length && i < to.length && fromDir[i] === to[i]) i++
  const up = fromDir.length - i
  const rel = [...Array(up).fill('..'), ...to.slice(i)]
  return rel.length ? rel.join('/') : '.'
}
