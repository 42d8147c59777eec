// The components of a path as it is resolved through symlinks, for the three places that resolve
// one without the OS (the overlay's model, layers/model/tree.ts; a tree's ELF closure,
// runtime/closure.ts; a cache archive's links, action/restore/extract.ts). A link's target is
// pushed as a frame of its own and read from there, never spliced into the components still to
// come, so resolving costs the components read, once each: a target of 300,000 components or a
// link 20,000 directories deep is refused by the limits below in time linear in what was read
// (splicing with unshift or shift copied the queue at every step). Each consumer keeps its own
// notion of where it is (nodes of a model, a directory on disk, names an archive made).
import { LIMITS } from './paths.ts'

/** Why a walk stops: the caller says it in its own words. */
export class WalkLimit extends Error {
  override name = 'WalkLimit'
}

interface Frame {
  parts: string[]
  i: number
}

export class ComponentWalk {
  private readonly frames: Frame[] = []
  private hops = 0
  /** Components read so far (what resolving has cost). */
  steps = 0

  /** `path`: the components to walk (a name, or a link's target relative to its directory). */
  constructor(path: string | readonly string[]) {
    this.push(typeof path === 'string' ? path.split('/') : [...path])
  }

  private push(parts: string[]): void {
    if (parts.length > LIMITS.pathBytes / 2 + 1)
      throw new WalkLimit(`a path of ${parts.length} components (at most ${LIMITS.pathBytes / 2 + 1})`)
    this.frames.push({ parts, i: 0 })
  }

  /** Skips empty and `.` components; drops frames read to their end. */
  private settle(): void {
    for (;;) {
      const f = this.frames.at(-1)
      if (!f) return
      while (f.i < f.parts.length && (f.parts[f.i] === '' || f.parts[f.i] === '.')) f.i++
      if (f.i < f.parts.length) return
      this.frames.pop()
    }
  }

  /** The next component (never empty or `.`), or undefined at the end. */
  next(): string | undefined {
    this.settle()
    const f = this.frames.at(-1)
    if (!f) return undefined
    this.steps++
    return f.parts[f.i++]
  }

  /** Whether components follow the one last read. */
  more(): boolean {
    this.settle()
    return this.frames.length > 0
  }

  /**
   * Continues through a symlink's target (read next, before what followed the link). Throws
   * WalkLimit past LIMITS.linkHops links or for a target longer than LIMITS.pathBytes.
   */
  follow(target: string): void {
    if (++this.hops > LIMITS.linkHops)
      throw new WalkLimit(`more than ${LIMITS.linkHops} levels of symbolic links`)
    if (Buffer.byteLength(target) > LIMITS.pathBytes)
      throw new WalkLimit(`a link target longer than ${LIMITS.pathBytes} bytes`)
    this.push(target.split('/'))
  }
}
