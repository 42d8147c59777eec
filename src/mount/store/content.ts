// The bytes of a lazily mounted tree: a file's content is fetched the first time it is read, from
// the spans of its layer that hold it (Range requests, the connections shared), each span's sha256
// checked against the index before it is inflated from its checkpoint, then the whole file's
// sha256 before any byte of it is given out. What was fetched stays on local disk: the compressed
// spans (a span several files share is fetched once), and the verified files by their digest.
// Small files that lie whole in a span just inflated are kept with it ("passengers": a compile
// reads many headers that sit side by side). Nothing but this store is ever written.
import { createHash } from 'node:crypto'
import {
  closeSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { formatBytes, type Logger } from '../../log.ts'
import type { RangeFetcher, Urgency } from '../../oci/blob/range-fetcher.ts'
import type { SeekIndex } from '../../seek/index/model.ts'
import { sha256 } from '../../sha256.ts'
import { spanBytes, spanOut, spansOver } from '../../seek/index/layout.ts'
import { writeFully } from '../../write-fully.ts'
import { Gate } from './gate.ts'
import { inflateExactly } from './span-inflate.ts'
import { fileWork, spanWork, type Peers } from './peer.ts'
import { SERVER_KEEPING, type Keeping } from './keeping.ts'
import { HeldOutputs } from './held-outputs.ts'
import { FillAhead } from './fill-ahead.ts'
import { freeBytes, keep, openPart, partOf, spanPieces, takeSpare } from './store-files.ts'

/** A planned file's content: where it lies in its layer's tar stream, and its digest. */
export interface Content {
  layer: number
  /** Its first byte in the layer's tar stream. */
  data: number
  size: number
  sha256: string
}

/**
 * Files up to this size are kept when their span is inflated for another file; every file lying
 * whole in it while the background fill runs (the fill would inflate the span again for them).
 */
const PASSENGER_MAX = 256 << 10
/**
 * The server waits for the background fill to finish a file the job reads that the fill is at
 * while the fill gets on; once it has told nothing for this long, the server fetches the file
 * itself: the fill runs at the lowest CPU priority, and on a busy machine it may get no CPU.
 */
export const PEER_WAIT_MS = 2000
/**
 * Spans after a file's last one fetched behind it, compressed, to disk (not inflated): a file read
 * next from the same span range then waits for no request. Requests for files read go first.
 */
export const READ_AHEAD = 1
const READ_AHEAD_PRIORITY = 1000
/**
 * Compressed bytes being fetched at once (each span is kept on disk as soon as it verifies, and read
 * back to be inflated): a file of 20 spans asks for all of them, and without a bound its spans
 * and their outputs were all in memory together (474 MiB of server peak reading every file).
 */
export const FETCHING_BYTES = 64 << 20
/** What digestOf() reads at once. */
const HASH_READ = 4 << 20
/** Spans inflated at once: each holds its compressed bytes and its output (up to the spacing). */
export const INFLATING = 2
/** Files the background fill (fill()) fetches at once: its spans go side by side all the same. */
const FILL_FILES = 2
/** Below the files being read and the spans read ahead behind them. */
const FILL_PRIORITY = 2000
/**
 * Free space the background fill leaves on the store's file system (RUNNER_TEMP's, often the
 * job's workspace too): it stops before a file (and its spans) would take the disk below this.
 */
export const FILL_RESERVE = 2 * 2 ** 30

export interface ContentStoreOptions {
  index: SeekIndex
  ranges: RangeFetcher
  /** The store's directory (under RUNNER_TEMP): spans/ and files/ are made in it. */
  dir: string
  logger: Logger
  /** Every planned file with content, by layer, sorted by `data` (for passengers). */
  byLayer: Content[][]
  /** SERVER_KEEPING unless given. */
  keeping?: Keeping
}

export interface StoreStats {
  files: number
  fileBytes: number
  spans: number
  spanBytes: number
  inflated: number
  failures: number
}

export class ContentStore {
  private readonly o: ContentStoreOptions
  private readonly filesDir: string
  private readonly spansDir: string
  private readonly inflight = new Map<string, Promise<string>>()
  private readonly spanBytes = new Map<string, { p: Promise<void>; rank: Urgency }>()
  /** Spans inflated lately, `keeping.held` of them. */
  private readonly outputs: HeldOutputs
  /**
   * Output buffers of spans no longer held, used again by the next inflations: a span's output is
   * MiBs, and new ones each time were most of what the server held (garbage until a collection).
   */
  private readonly spare: ArrayBuffer[] = []
  /** digestOf()'s buffer. */
  private readonly hashing = Buffer.allocUnsafeSlow(HASH_READ)
  /** Spans being inflated, each once however many files wait for it, with its priority meanwhile. */
  private readonly inflations = new Map<string, { p: Promise<Buffer>; rank: Urgency }>()
  private readonly stored = new Set<string>()
  private readonly refused = new Map<string, Error>()
  readonly stats: StoreStats = { files: 0, fileBytes: 0, spans: 0, spanBytes: 0, inflated: 0, failures: 0 }
  private readonly empty: string
  /** Compressed span bytes in memory, fetching (FETCHING_BYTES). */
  readonly fetching = new Gate(FETCHING_BYTES)
  /** Spans being inflated (INFLATING). */
  readonly inflating = new Gate(INFLATING)
  private stopped = false
  private readonly keeping: Keeping
  /**
   * The other process filling this store, while there is one (peer.ts): told what this one begins
   * and ends; a file it is at is waited for (while it tells something every `waitMs`) instead of
   * fetched again.
   */
  private shared?: { peers: Peers; waitMs: number }

  constructor(o: ContentStoreOptions) {
    this.o = o
    this.keeping = o.keeping ?? SERVER_KEEPING
    this.outputs = new HeldOutputs(this.keeping, this.spare)
    this.filesDir = join(o.dir, 'files')
    this.spansDir = join(o.dir, 'spans')
    mkdirSync(this.filesDir, { recursive: true, mode: 0o700 })
    mkdirSync(this.spansDir, { recursive: true, mode: 0o700 })
    this.empty = join(o.dir, 'empty')
    writeFileSync(this.empty, '')
  }

  /**
   * The path of `c`'s verified content if the store has it now (fetched by this process, or by the
   * background fill's: a file is renamed into place only once verified), else undefined.
   */
  have(c: Content): string | undefined {
    if (!c.size) return this.empty
    const path = join(this.filesDir, c.sha256)
    if (this.stored.has(c.sha256)) return path
    if (statSync(path, { throwIfNoEntry: false })?.size !== c.size) return undefined
    this.stored.add(c.sha256)
    return path
  }

  /** From now on, `peers` fill this store too (undefined: no longer). */
  sharedWith(peers: Peers | undefined, waitMs = Infinity): void {
    this.shared = peers && { peers, waitMs }
  }

  /** `c` is not in the store after all (its file could not be opened): fetched again when asked for. */
  forget(c: Content): void {
    this.stored.delete(c.sha256)
  }

  /**
   * The path of `c`'s verified content in the store, fetched first if it is not there: its spans
   * asked for at `priority` (lower first: a file being read at 0).
   */
  file(c: Content, priority = 0): Promise<string> {
    const have = this.have(c)
    if (have) return Promise.resolve(have)
    const path = join(this.filesDir, c.sha256)
    // Bytes that did not verify are not fetched again: the index or the image is wrong for good.
    const refused = this.refused.get(c.sha256)
    if (refused) return Promise.reject(refused)
    let p = this.inflight.get(c.sha256)
    // Asked for sooner than it was (read while it was read ahead): its spans wait no longer.
    if (p) this.urge(c, priority)
    else {
      p = this.fetchOrWait(c, path, priority).then(
        () => {
          this.stored.add(c.sha256)
          this.inflight.delete(c.sha256)
          return path
        },
        e => {
          this.inflight.delete(c.sha256)
          // The fill's fetches cut short by the unmount are not failures of the tree.
          if (!this.stopped) this.stats.failures++
          if (e instanceof MismatchError) this.refused.set(c.sha256, e)
          throw e
        }
      )
      this.inflight.set(c.sha256, p)
    }
    return p
  }

  /**
   * `c` fetched into the store, unless the other process filling it is at `c` already: then its
   * work is waited for (while it gets on), and `c` fetched only if that did not bring it.
   */
  private async fetchOrWait(c: Content, path: string, priority: number): Promise<void> {
    const shared = this.shared
    if (shared) {
      const l = this.o.index.layers[c.layer]
      const [first, last] = spansOver(l, c.data, c.data + c.size)
      const spans = Array.from({ length: last - first + 1 }, (_, k) => spanWork(c.layer, first + k))
      const work = shared.peers.doing(fileWork(c.sha256), spans)
      if (work) {
        const quiet = shared.waitMs < Infinity ? shared.peers.quiet(shared.waitMs) : undefined
        await Promise.race([work, ...(quiet ? [quiet.p] : [])])
        quiet?.cancel()
        if (this.have(c)) return
      }
    }
    const told = this.shared?.peers
    told?.tell(fileWork(c.sha256), true)
    try {
      await this.fetchFile(c, path, priority)
    } finally {
      told?.tell(fileWork(c.sha256), false)
    }
  }

  /**
   * The sha256 of the file at `path`, read on this thread into one buffer used again, a few MiB at
   * a time with the loop let go between (a stream's 64 KiB chunks were a file's size of garbage).
   */
  private async digestOf(path: string): Promise<string> {
    const fd = openSync(path, 'r')
    try {
      const hash = createHash('sha256')
      for (let at = 0, n; (n = readSync(fd, this.hashing, 0, this.hashing.length, at)) > 0; at += n) {
        hash.update(n === this.hashing.length ? this.hashing : this.hashing.subarray(0, n))
        // Another reader of the buffer may run only between whole reads: none across this await.
        await new Promise(r => setImmediate(r))
      }
      return hash.digest('hex')
    } finally {
      closeSync(fd)
    }
  }

  /** The spans of `c` still waiting to be fetched or inflated go at `priority` if that is sooner. */
  private urge(c: Content, priority: number): void {
    const [first, last] = spansOver(this.o.index.layers[c.layer], c.data, c.data + c.size)
    for (let j = first; j <= last; j++) this.urgeSpan(c.layer, j, priority)
  }

  /** Span `j` of layer `i`, if it waits to be fetched or inflated, goes at `priority` if that is sooner. */
  private urgeSpan(i: number, j: number, priority: number): void {
    for (const u of [
      this.spanBytes.get(this.o.index.layers[i].spans[j].sha256)?.rank,
      this.inflations.get(`${i}:${j}`)?.rank
    ])
      if (u && priority < u.value) u.value = priority
  }

  private async fetchFile(c: Content, path: string, priority: number): Promise<void> {
    const l = this.o.index.layers[c.layer]
    if (l.compression !== 'gzip')
      throw new Error(`layer ${c.layer + 1} is ${l.compression}: only gzip layers mount lazily`)
    const end = c.data + c.size
    const [first, last] = spansOver(l, c.data, end)
    // The spans after it are asked for behind it (a compile reads files that sit side by side).
    for (let j = last + 1; j <= Math.min(l.spans.length - 1, last + READ_AHEAD); j++)
      this.span(c.layer, j, Math.max(priority, READ_AHEAD_PRIORITY)).catch(() => {})
    const tmp = partOf(path)
    const fd = openSync(tmp, 'w', 0o600)
    // Hashed as it is written while its spans come in order (they are asked for in order, and
    // mostly come so: no read back of a large file); from the first that does not, read back whole.
    const hash = createHash('sha256')
    let hashed = c.data
    try {
      const parts: Promise<void>[] = []
      for (let j = first; j <= last; j++)
        parts.push(
          this.output(c.layer, j, priority).then(out => {
            const [s0] = spanOut(l, j)
            const from = Math.max(c.data, s0)
            const to = Math.min(end, s0 + out.length)
            // Written as it comes, on this thread (into the page cache: milliseconds), so that no
            // span's output waits in memory for a write on libuv's threads.
            const bytes = out.subarray(from - s0, to - s0)
            writeFully(fd, bytes, from - c.data)
            if (hashed !== from) hashed = -1
            else {
              hash.update(bytes)
              hashed = to
            }
          })
        )
      const settled = await Promise.allSettled(parts)
      const failed = settled.find(x => x.status === 'rejected') as PromiseRejectedResult | undefined
      if (failed) throw failed.reason
    } catch (e) {
      // Nothing half-written is left: each failed try would leave up to a file's size.
      closeSync(fd)
      rmSync(tmp, { force: true })
      throw e
    }
    closeSync(fd)
    const digest = hashed === end ? hash.digest('hex') : await this.digestOf(tmp)
    if (digest !== c.sha256) {
      await rm(tmp, { force: true })
      throw new MismatchError(
        `its bytes (layer ${c.layer + 1}, tar bytes ${c.data}-${end}) do not match the seek index's sha256 ${c.sha256.slice(0, 12)}…`
      )
    }
    await rename(tmp, path)
    this.stats.files++
    this.stats.fileBytes += c.size
  }

  /** Span `j` of layer `i` inflated: its tar bytes (spanOut), kept a while for the next reader. */
  private output(i: number, j: number, priority: number): Promise<Buffer> {
    const key = `${i}:${j}`
    const held = this.outputs.get(key)
    if (held) return Promise.resolve(held)
    // Being inflated: every file that needs it waits for that one inflation.
    const going = this.inflations.get(key)
    if (going) {
      this.urgeSpan(i, j, priority)
      return going.p
    }
    const rank = { value: priority }
    const told = this.shared?.peers
    told?.tell(spanWork(i, j), true)
    const p = this.inflateRanked(i, j, rank)
    this.inflations.set(key, { p, rank })
    // Told once the files kept with the span (passengers) are in the store.
    p.finally(() => told?.tell(spanWork(i, j), false)).catch(() => {})
    p.then(
      out => {
        this.inflations.delete(key)
        this.outputs.put(key, out)
      },
      () => this.inflations.delete(key)
    )
    return p
  }

  private async inflateRanked(i: number, j: number, rank: Urgency): Promise<Buffer> {
    const l = this.o.index.layers[i]
    const cp = l.checkpoints[j]
    const [s0, s1] = spanOut(l, j)
    await this.span(i, j, rank.value)
    // Read back from the store inside the bound on inflations, so spans fetched for a large
    // file wait on disk, not in memory, for their turn.
    const out = await this.inflating.with(
      1,
      async () => {
        const at = join(this.spansDir, l.spans[j].sha256)
        const fh = await open(at, 'r').catch(async (e: NodeJS.ErrnoException) => {
          // Dropped by the background fill (its own process) once every file was in: fetched again.
          if (e.code !== 'ENOENT') throw e
          this.stored.delete(`span:${l.spans[j].sha256}`)
          await mkdir(this.spansDir, { recursive: true, mode: 0o700 })
          await this.span(i, j, rank.value)
          return await open(at, 'r')
        })
        const n = s1 - s0
        const into = takeSpare(this.spare, n)
        return await inflateExactly(
          spanPieces(fh, l.spans[j].length, cp.bit),
          cp.window,
          into ? Buffer.from(into, 0, n) : Buffer.allocUnsafeSlow(n)
        )
      },
      rank
    )
    if (out.length < s1 - s0)
      throw new Error(
        `layer ${i + 1}, span ${j + 1} inflates to ${out.length} bytes, not the ${s1 - s0} the seek index says`
      )
    this.stats.inflated++
    const exact = out.subarray(0, s1 - s0)
    this.passengers(i, s0, exact)
    return exact
  }

  /**
   * Small files lying whole in the span's output [s0, s0 + out.length): kept now, verified; every
   * such file while another process fills the store too (it would inflate the span again for it).
   */
  private passengers(i: number, s0: number, out: Buffer): void {
    const list = this.o.byLayer[i]
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (list[mid].data < s0) lo = mid + 1
      else hi = mid
    }
    const max = this.shared ? Infinity : PASSENGER_MAX
    for (let k = lo; k < list.length && list[k].data + list[k].size <= s0 + out.length; k++) {
      const c = list[k]
      // have(): the other process filling the store may have kept it.
      if (!c.size || c.size > max || this.inflight.has(c.sha256) || this.have(c)) continue
      const bytes = out.subarray(c.data - s0, c.data - s0 + c.size)
      if (sha256(bytes) !== c.sha256) continue
      // Kept here and now (small files, into the page cache): the span's output is not held for them.
      try {
        keep(join(this.filesDir, c.sha256), bytes)
      } catch {
        continue
      }
      this.stored.add(c.sha256)
      this.stats.files++
      this.stats.fileBytes += c.size
    }
  }

  /** Span `j` of layer `i`, compressed, verified and kept in the store: there, or fetched once. */
  private span(i: number, j: number, priority = 0): Promise<void> {
    const s = this.o.index.layers[i].spans[j]
    if (this.stored.has(`span:${s.sha256}`)) return Promise.resolve()
    const have = this.spanBytes.get(s.sha256)
    if (have) {
      if (priority < have.rank.value) have.rank.value = priority
      return have.p
    }
    const rank = { value: priority }
    const p = this.fetchSpan(i, j, rank)
    this.spanBytes.set(s.sha256, { p, rank })
    // Only while in flight: afterwards the store on disk has it.
    p.then(
      () => {
        this.stored.add(`span:${s.sha256}`)
        this.spanBytes.delete(s.sha256)
      },
      () => this.spanBytes.delete(s.sha256)
    )
    return p
  }

  private async fetchSpan(i: number, j: number, rank: Urgency): Promise<void> {
    const l = this.o.index.layers[i]
    const s = l.spans[j]
    const path = join(this.spansDir, s.sha256)
    const what = `Layer ${i + 1} (${l.digest.slice(0, 19)}…), span ${j + 1} of ${l.spans.length}`
    await this.fetching.with(
      s.length,
      async () => {
        // Fetched already (by the background fill, its own process): the file on disk, if it verifies.
        if ((await this.digestOf(path).catch(() => undefined)) === s.sha256) return
        for (let attempt = 1; ; attempt++) {
          // Written to disk as it arrives and hashed on the way: no span is held in memory whole.
          const { fd, tmp } = openPart(path)
          const hash = createHash('sha256')
          let n = 0
          try {
            for await (const b of this.o.ranges.read({
              digest: l.digest,
              ...spanBytes(l, j),
              what,
              priority: rank.value,
              urgency: rank
            })) {
              hash.update(b)
              writeFully(fd, b, n)
              n += b.length
            }
          } catch (e) {
            closeSync(fd)
            rmSync(tmp, { force: true })
            throw e
          }
          closeSync(fd)
          if (n === s.length && hash.digest('hex') === s.sha256) {
            this.stats.spans++
            this.stats.spanBytes += n
            renameSync(tmp, path)
            this.shared?.peers.progress()
            return
          }
          rmSync(tmp, { force: true })
          if (n !== s.length) throw new Error(`${what}: ${n} bytes where ${s.length} were asked for.`)
          if (attempt >= 2)
            throw new MismatchError(`${what}: its bytes do not match the seek index's sha256 twice in a row`)
          this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`)
        }
      },
      rank
    )
  }

  /**
   * Fetches every file not in the store yet, layer by layer in the order of their bytes (spans in
   * turn, each inflated once for the files side by side in it), FILL_FILES at a time, below the
   * files being read: a job that goes on to read the whole tree finds it on disk. The compressed
   * spans are removed once every file is in: nothing needs them then. Stops with stop().
   */
  async fill(): Promise<void> {
    const t0 = performance.now()
    const files0 = this.stats.files
    const bytes0 = this.stats.fileBytes
    const inflated0 = this.stats.inflated
    const all = this.o.byLayer.flat()
    const ahead = new FillAhead(this.o.index, this.o.byLayer, c => !!this.have(c))
    let next = 0
    let failed = 0
    let full: string | undefined
    const worker = async () => {
      while (!this.stopped && !full && next < all.length) {
        const c = all[next++]
        // The job's own files come first: the fill never takes the disk below FILL_RESERVE.
        const free = freeBytes(this.filesDir)
        if (free !== undefined && free < FILL_RESERVE + 2 * c.size) {
          full = `only ${formatBytes(free)} is free where the store is, and the fill leaves ${formatBytes(FILL_RESERVE)} to the job`
          break
        }
        // The spans past it (compressed, to disk): one that fails is fetched again by the file that needs it.
        for (const j of ahead.after(c)) this.span(c.layer, j, FILL_PRIORITY).catch(() => {})
        await this.file(c, FILL_PRIORITY).catch(() => failed++)
      }
    }
    await Promise.all(Array.from({ length: FILL_FILES }, worker))
    if (this.stopped) return
    if (full) {
      this.o.logger.info(
        `The background fill stopped after ${this.stats.files - files0} files (${formatBytes(this.stats.fileBytes - bytes0)}): ${full}; the rest is fetched when read.`
      )
      return
    }
    if (!failed) await rm(this.spansDir, { recursive: true, force: true }).catch(() => {})
    this.o.logger.info(
      `Filled the store in the background: ${this.stats.files - files0} files, ${formatBytes(this.stats.fileBytes - bytes0)} from ${this.stats.spans} spans (${formatBytes(this.stats.spanBytes)} downloaded, ${this.stats.inflated - inflated0} inflated) in ${((performance.now() - t0) / 1000).toFixed(1)} s${failed ? `; ${failed} could not be fetched` : ''}.`
    )
  }

  /** The background fill stops at its next file. */
  stop(): void {
    this.stopped = true
  }
}

/** Bytes that are not what the index says (not a network failure: asking again will not help). */
class MismatchError extends Error {
  override name = 'MismatchError'
}
