// Two processes fill one content store once the background fill runs: the server, for the job's
// reads, and the fill's process, for everything else (server.ts startFill). Each tells the other
// over their IPC channel what it has begun to fetch and inflate, and when it is done, so that a
// file or a span is not fetched and inflated by both: the files a job reads next often lie in the
// spans the fill is at, or the fill reaches the spans the job's reads are at (reading every file,
// most spans were inflated twice: docs/benchmarks.md).
//
// Only what is under way is told; nothing else is shared. What a process is told is a hint: a
// file is still taken from the store only once it is there (verified before it was renamed into
// place), and whoever waited fetches it itself if it is not.

/** One process's note to the other: it began (`doing`) or ended work on a file or a span. */
export interface PeerNote {
  t: 'peer'
  doing: boolean
  /** `file:<sha256>` or `span:<layer>:<span>`; empty: the process got on (Peers.progress). */
  what: string
}

export const fileWork = (sha256: string) => `file:${sha256}`
export const spanWork = (layer: number, span: number) => `span:${layer}:${span}`

export const isPeerNote = (m: unknown): m is PeerNote =>
  typeof m === 'object' &&
  m !== null &&
  (m as PeerNote).t === 'peer' &&
  typeof (m as PeerNote).what === 'string'

/** The other processes filling the store (the server has its fill, the fill has the server). */
export class Peers {
  private readonly others = new Map<number, { send: (n: PeerNote) => void; busy: Map<string, Busy> }>()
  /** When the last note came (performance.now()). */
  private lastNote = performance.now()

  /** `id` fills the store too from now on; `send` tells it a note. */
  add(id: number, send: (n: PeerNote) => void): void {
    this.others.set(id, { send, busy: new Map() })
  }

  get size(): number {
    return this.others.size
  }

  /** Tells every other process that this one began (or ended) `what`. */
  tell(what: string, doing: boolean): void {
    for (const o of this.others.values())
      try {
        o.send({ t: 'peer', doing, what })
      } catch {
        // That process is gone: nothing to tell it.
      }
  }

  /** Tells the others that this one got on (a span fetched): no work begins or ends with it. */
  progress(): void {
    this.tell('', false)
  }

  /** A note from `id`. */
  heard(id: number, n: PeerNote): void {
    const busy = this.others.get(id)?.busy
    if (!busy) return
    this.lastNote = performance.now()
    if (!n.what) return
    if (n.doing) {
      if (busy.has(n.what)) return
      let end!: () => void
      const done = new Promise<void>(r => (end = r))
      busy.set(n.what, { done, end })
    } else {
      busy.get(n.what)?.end()
      busy.delete(n.what)
    }
  }

  /**
   * When another process is at `file`, or at every one of `spans` (the file lies in what it
   * inflates): the end of that work; else undefined (waiting would not bring the file).
   */
  doing(file: string, spans: string[]): Promise<void> | undefined {
    const at = (w: string) => {
      for (const o of this.others.values()) {
        const b = o.busy.get(w)
        if (b) return b
      }
      return undefined
    }
    const f = at(file)
    if (f) return f.done
    const s = spans.map(at)
    if (!s.length || s.some(x => !x)) return undefined
    return Promise.all(s.map(x => x!.done)).then(() => {})
  }

  /**
   * Resolves once no note has come from another process for `ms`: it has stopped getting on (a
   * process at the lowest CPU priority on a busy machine, or a stuck one). A large file takes the
   * fill many spans, each told as it is fetched and as it is inflated: a fixed time to wait for the
   * whole file was too short for a file of many spans (both fetched and inflated it).
   */
  quiet(ms: number): { p: Promise<void>; cancel: () => void } {
    let timer: NodeJS.Timeout | undefined
    const p = new Promise<void>(resolve => {
      const check = () => {
        const left = this.lastNote + ms - performance.now()
        if (left <= 0) resolve()
        else timer = setTimeout(check, left)
      }
      check()
    })
    return { p, cancel: () => clearTimeout(timer) }
  }

  /** `id` is gone: whatever it was doing will not end, so nothing waits for it. */
  gone(id: number): void {
    const o = this.others.get(id)
    if (!o) return
    this.others.delete(id)
    for (const b of o.busy.values()) b.end()
  }
}

interface Busy {
  done: Promise<void>
  end: () => void
}
