// One error taxonomy for the whole pipeline: every error the pipeline raises says whose fault it is,
// and that decides what happens next (go-containerregistry's transport errors say whether a retry
// makes sense; these say more):
// - usage:  the inputs or flags are wrong; refused before (or without) touching the network. The
//           CLI exits 2.
// - source: the registry, mirror or network failed, or served bytes that do not verify. Another
//           source of the same digest may succeed: the install moves on to the next one.
// - image:  verified bytes that are hostile or broken (a `..` entry, a bad tar, a missing
//           image-path, a closure that does not resolve). The same from anywhere: the install ends.
// - index:  the seek index does not describe the image it was given for, found while installing (a
//           span whose bytes verified but do not inflate from its checkpoint, a file that is not
//           its digest, a tar header the table of contents contradicts). The same from anywhere:
//           the install ends, or, when versions.json named the index, goes on from the whole image.
//           (An index that is not one, or is for another manifest, is refused before: usage.)
// - host:   this machine (a full disk, permissions). The same from anywhere: the install ends.
// - smoke:  the tree installed, but does not compile or load. The CLI exits 3.
// Wrapping an error keeps the original as `cause`.

export type Fault = 'usage' | 'source' | 'image' | 'index' | 'host' | 'smoke'

export class SetupError extends Error {
  readonly fault: Fault
  constructor(fault: Fault, message: string, options?: ErrorOptions) {
    super(message, options)
    this.fault = fault
  }
  override name = 'SetupError'
}

/** Bad usage: the inputs or flags cannot be used as written. */
export class UsageError extends SetupError {
  override name = 'UsageError'
  constructor(message: string, options?: ErrorOptions) {
    super('usage', message, options)
  }
}

/** The source failed (registry, mirror, network, bytes that do not match their digest). */
export class SourceError extends SetupError {
  override name = 'SourceError'
  constructor(message: string, options?: ErrorOptions) {
    super('source', message, options)
  }
}

/** Verified bytes of the image that are hostile or broken. */
export class ImageError extends SetupError {
  override name = 'ImageError'
  constructor(message: string, options?: ErrorOptions) {
    super('image', message, options)
  }
}

/** The seek index does not describe the image's verified bytes. */
export class SeekIndexError extends SetupError {
  override name = 'SeekIndexError'
  constructor(message: string, options?: ErrorOptions) {
    super('index', message, options)
  }
}

/** This machine: disk, permissions. */
export class HostError extends SetupError {
  override name = 'HostError'
  constructor(message: string, options?: ErrorOptions) {
    super('host', message, options)
  }
}

/** The installed tree does not compile or load. */
export class SmokeError extends SetupError {
  override name = 'SmokeError'
  /** Whether the tree itself cannot work (a library missing), rather than a target it was asked to compile for. */
  readonly treeBroken: boolean
  /** When only some targets failed: which compiled and which did not. */
  readonly targets?: { compiled: string[]; failed: string[] }
  constructor(
    message: string,
    o: { treeBroken?: boolean; targets?: { compiled: string[]; failed: string[] } } & ErrorOptions = {}
  ) {
    super('smoke', message, o)
    this.treeBroken = o.treeBroken ?? true
    this.targets = o.targets
  }
}

/**
 * An error as a worker thread posts it: a structured clone keeps neither an error's class nor its
 * fault, so both threads (oci/blob/worker.ts, seek/inflate/inflate-worker.ts) post this and the other side
 * rebuilds it (rebuildError).
 */
export interface PostedError {
  name: string
  message: string
  fault?: Fault
  /** A system error's errno code (ENOSPC, EACCES…), which says whether it is the host's fault. */
  code?: string
}

export function postError(e: unknown): PostedError {
  const err = e instanceof Error ? e : new Error(String(e))
  const fault = faultOf(err)
  const code = (err as NodeJS.ErrnoException).code
  return {
    name: err.name,
    message: err.message,
    ...(fault ? { fault } : {}),
    ...(typeof code === 'string' ? { code } : {})
  }
}

/**
 * A posted error on this side: the same class when `known` has it, else the same name, fault and
 * errno code.
 */
export function rebuildError(p: PostedError, known: Record<string, new (m: string) => Error> = {}): Error {
  const C = known[p.name]
  if (C) return new C(p.message)
  const e = p.fault ? new SetupError(p.fault, p.message) : new Error(p.message)
  e.name = p.name
  if (p.code) (e as NodeJS.ErrnoException).code = p.code
  return e
}

/** Whose fault `e` is; undefined for an error the pipeline did not classify (a bug, or a raw error). */
export function faultOf(e: unknown): Fault | undefined {
  return e instanceof SetupError ? e.fault : undefined
}

/** The errno codes of a failure that is this machine's (disk, permissions), not the image's. */
const HOST_CODES = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'EMFILE', 'ENFILE', 'EIO'])

export function isHostErrno(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code
  return typeof code === 'string' && HOST_CODES.has(code)
}
