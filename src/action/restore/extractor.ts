// The restore's extraction process. restore-process.ts starts it before the cache toolkit's restore, and
// it answers every `tar` call the toolkit makes (front.ts relays them over a Unix socket): no
// other program reads an archive from the actions cache. It extracts in one pass (the archive
// decompressed by Node's zlib, read by strict-tar.ts, written by extract.ts), never running GNU
// tar or the zstd binary; a listing (the toolkit's debug mode) is answered by the same reader.
//
// It does not wait for that call to begin. The toolkit downloads the archive to a file in the
// directory restore-process.ts gave it as RUNNER_TEMP, and runs `tar` only once the download is whole: this
// process reads the file as it grows (follow.ts) and extracts while the archive downloads. The
// extraction is finished (its links checked, its modes set, the tree kept) only when the toolkit
// calls `tar -xf` on that very file (the same inode, read to the size it has then) into the
// directory the toolkit extracts to; any other call, or none (a download that failed, a miss),
// abandons what was written, and the call is then answered from the file it names, as before. So
// is a call whose followed extraction failed: only a pass over the whole file may refuse it.
//
// The decompressor is the one the toolkit's arguments name (`-z`: gzip; `--use-compress-program`:
// zstd), and the file must open with its magic. zstd's window is capped at 2^27 bytes, what the
// toolkit's own save and restore use (zstd without `--long`): an archive asking for more is
// refused before it costs the memory. A refused archive is answered with exit code 3 and its
// reason, on stderr and in the file RESTORE_REFUSED names (the toolkit only warns), with nothing
// of it left on disk; the files of the tree hashed against the plan while written go to
// RESTORE_HASHED, so verifying the tree does not hash them again.
import { createServer, type Socket } from 'node:net'
import { createReadStream, closeSync, fstatSync, openSync, readSync, statSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Readable } from 'node:stream'
import { constants, createGunzip, createZstdDecompress } from 'node:zlib'
import { ArchiveRefused, StrictTarReader, type ArchiveEvent } from './strict-tar.ts'
import { Extraction, RestoreRefusal, type ExtractTarget } from './extract.ts'
import { findArchive, GrowingFile } from './follow.ts'
import {
  RestoreEnv,
  readExpected,
  type ExtractorMessage,
  type FrontReply,
  type FrontRequest,
  type RefusalNote
} from './protocol.ts'

/** zlib's output chunk: Node's inflaters are ~2x faster with 1 MiB than with the 16 KiB default. */
const CHUNK = 1 << 20
/**
 * The toolkit saves with `zstdmt` and no `--long` (its ZstdWithoutLong, the only zstd method it
 * picks on Linux), and restores with `unzstd`, whose default limit is this (128 MiB of window).
 */
const ZSTD_WINDOW_LOG_MAX = 27
/** How often the download directory is looked at until the archive is there. */
const WATCH_MS = 20

type Compression = 'zstd' | 'gzip'

const MAGIC: Record<Compression, number[]> = { zstd: [0x28, 0xb5, 0x2f, 0xfd], gzip: [0x1f, 0x8b] }
const hasMagic = (magic: Buffer, c: Compression) => MAGIC[c].every((b, i) => magic[i] === b)

/** The first 4 bytes of the file at `fd` (its magic), or undefined while it has fewer. */
function magicAt(fd: number): Buffer | undefined {
  const magic = Buffer.alloc(4)
  return readSync(fd, magic, 0, 4, 0) === 4 ? magic : undefined
}

function compressionOf(args: string[]): Compression {
  if (args.includes('-z') || args.includes('--gzip')) return 'gzip'
  if (args.includes('--use-compress-program') || args.includes('-I')) return 'zstd'
  throw new RestoreRefusal(
    'format',
    `the toolkit asked for no decompressor this front knows (${args.join(' ')})`
  )
}

const notA = (c: Compression) =>
  new RestoreRefusal('format', `the archive is not a ${c} stream, as the cache toolkit saves it`)

function decompressor(c: Compression) {
  return c === 'gzip'
    ? createGunzip({ chunkSize: CHUNK })
    : createZstdDecompress({
        chunkSize: CHUNK,
        params: { [constants.ZSTD_d_windowLogMax]: ZSTD_WINDOW_LOG_MAX }
      })
}

/** A whole archive file's bytes, decompressed by what the toolkit named; its magic must agree. */
function fromFile(archive: string, c: Compression): Readable {
  const fd = openSync(archive, 'r')
  let magic
  try {
    magic = magicAt(fd)
  } finally {
    closeSync(fd)
  }
  if (!magic || !hasMagic(magic, c)) throw notA(c)
  const file = createReadStream(archive, { highWaterMark: CHUNK })
  const inflate = decompressor(c)
  file.on('error', e => inflate.destroy(e))
  return file.pipe(inflate)
}

/** Reads the whole archive from `open()`, handing every event to `each`. */
async function read(
  open: () => Readable,
  each: (ev: ArchiveEvent) => Promise<void> | undefined | void
): Promise<void> {
  const reader = new StrictTarReader()
  let stream: Readable | undefined
  try {
    stream = open()
    for await (const chunk of stream as AsyncIterable<Buffer>)
      for (const ev of reader.push(chunk)) {
        const wait = each(ev)
        if (wait) await wait
      }
    reader.end()
  } catch (e) {
    stream?.destroy()
    if (e instanceof ArchiveRefused) throw new RestoreRefusal('format', e.message)
    if (e instanceof RestoreRefusal) throw e
    // zlib's own words (a corrupt stream, a window over the cap) are the archive's fault.
    if (/^(Z|ZSTD)_/.test(String((e as NodeJS.ErrnoException).code)))
      throw new RestoreRefusal('format', `the archive does not decompress: ${(e as Error).message}`)
    throw e
  }
}

/** Extracts into the key's entries; returns the tree's files hashed against the plan. */
async function extractInto(cwd: string, open: () => Readable): Promise<string[]> {
  // The plan comes while the archive downloads; the extraction does not wait for it, but is not
  // finished without it (a failed plan is a failed restore: nothing unverifiable is kept).
  const file = process.env[RestoreEnv.Expected]
  const target: ExtractTarget = {
    cwd,
    root: process.env[RestoreEnv.Root]!,
    suffix: process.env[RestoreEnv.Suffix]!,
    arch: process.env[RestoreEnv.Arch]!,
    ...(file ? { expected: readExpected(file) } : {})
  }
  const x = new Extraction(target)
  try {
    await read(open, ev => x.event(ev))
    await x.finish()
  } catch (e) {
    await x.abandon()
    throw e
  }
  return x.hashed
}

/** The extraction that runs while the archive downloads. */
interface Followed {
  grow: GrowingFile
  /** Settles once the extraction is finished, or abandoned (nothing of it left). */
  done: Promise<string[]>
}

const downloads = process.env[RestoreEnv.Downloads]!
/** Where the toolkit extracts to (its -C: GITHUB_WORKSPACE, or its working directory). */
const workdir = resolve(process.env[RestoreEnv.Workdir]!)
let followed: Followed | undefined
let finishing = false

/** Extracts the archive as it downloads, with the decompressor its magic names. */
async function extractFollowed(grow: GrowingFile): Promise<string[]> {
  let magic
  while (!(magic = magicAt(grow.fd))) {
    if (grow.stopped) throw grow.stopped
    await new Promise(r => setTimeout(r, WATCH_MS))
  }
  const c = (['zstd', 'gzip'] as const).find(x => hasMagic(magic, x))
  if (!c) throw new RestoreRefusal('format', 'the archive is neither a zstd nor a gzip stream')
  return extractInto(workdir, () => {
    const src = Readable.from(grow.chunks(CHUNK), { objectMode: false })
    const inflate = decompressor(c)
    src.on('error', e => inflate.destroy(e))
    return src.pipe(inflate)
  })
}

function follow(): void {
  if (finishing) return
  let found
  try {
    found = findArchive(downloads)
  } catch {
    return // not ours to read: the call will be answered from the file it names
  }
  if (!found) {
    setTimeout(follow, WATCH_MS)
    return
  }
  const grow = new GrowingFile(found.fd)
  followed = { grow, done: extractFollowed(grow) }
  followed.done.catch(() => {})
}

/**
 * Stops the extraction that followed the download and waits until nothing of it is left; whether
 * there was one.
 */
async function dropFollowed(why: string): Promise<boolean> {
  const f = followed
  followed = undefined
  if (!f) return false
  f.grow.stop(new Error(why))
  await f.done.catch(() => {})
  closeSync(f.grow.fd)
  return true
}

/** Whether `archive` is the file being followed (the same inode), extracted where it was. */
function isFollowed(archive: string, cwd: string): boolean {
  if (!followed || cwd !== workdir) return false
  try {
    const a = statSync(archive)
    const b = fstatSync(followed.grow.fd)
    return a.dev === b.dev && a.ino === b.ino
  } catch {
    return false
  }
}

/**
 * The extraction that followed the download, finished now that the download is whole (`archive`
 * must be that file, read to the size it has now, and open with the magic of `c`); undefined when
 * there is none for this call, or it failed. Its failure is not the archive's verdict: the call is
 * then answered from the whole file. (The toolkit's v1 service downloads 4 MiB chunks side by
 * side, each written at its offset: the file then has holes, read as zeros, until they are filled.)
 */
async function finishFollowed(archive: string, cwd: string, c: Compression): Promise<string[] | undefined> {
  const f = isFollowed(archive, cwd) ? followed! : undefined
  const magic = f && magicAt(f.grow.fd)
  if (!f || !magic || !hasMagic(magic, c)) {
    await dropFollowed('the toolkit extracts another file')
    return undefined
  }
  followed = undefined
  f.grow.end(fstatSync(f.grow.fd).size)
  try {
    return await f.done
  } catch {
    return undefined
  } finally {
    closeSync(f.grow.fd)
  }
}

async function extractCall(args: string[], archive: string, cwd: string): Promise<void> {
  const c = compressionOf(args)
  const hashed =
    (await finishFollowed(archive, cwd, c)) ?? (await extractInto(cwd, () => fromFile(archive, c)))
  const file = process.env[RestoreEnv.Hashed]
  if (file) writeFileSync(file, hashed.join('\n'))
}

async function list(args: string[], archive: string): Promise<string> {
  const names: string[] = []
  const c = compressionOf(args)
  await read(
    () => fromFile(archive, c),
    ev => {
      if (ev.kind === 'entry') names.push(ev.entry.name)
    }
  )
  return names.map(n => `${n}\n`).join('')
}

async function answer(q: FrontRequest): Promise<FrontReply> {
  const { args } = q
  const x = args.indexOf('-xf')
  const t = args.indexOf('-tf')
  const c = args.indexOf('-C')
  const cwd = resolve(q.cwd, c >= 0 ? args[c + 1] : '.')
  try {
    if (x >= 0) {
      await extractCall(args, resolve(q.cwd, args[x + 1]), cwd)
      return { code: 0 }
    }
    if (t >= 0) return { code: 0, stdout: await list(args, resolve(q.cwd, args[t + 1])) }
    if (args.includes('--version')) return { code: 0, stdout: 'tar (setup-rocm restore front) 2\n' }
    throw new RestoreRefusal(
      'format',
      `the toolkit ran tar ${args.join(' ')}, which this front does not answer`
    )
  } catch (e) {
    const note: RefusalNote =
      e instanceof RestoreRefusal
        ? { kind: e.kind, why: e.message }
        : { kind: 'failed', why: (e as Error).message ?? String(e) }
    const refused = process.env[RestoreEnv.Refused]
    if (refused) writeFileSync(refused, JSON.stringify(note))
    return {
      code: 3,
      stderr:
        note.kind === 'failed'
          ? `setup-rocm could not extract the cache archive: ${note.why}\n`
          : `setup-rocm refused the cache archive: ${note.why}. Nothing of it was kept.\n`
    }
  }
}

/** One call: a request line in, a reply line out. Calls are answered one at a time. */
let queue = Promise.resolve()
function serve(sock: Socket): void {
  let buf = ''
  sock.setEncoding('utf8')
  sock.on('error', () => {})
  const take = (s: string) => {
    buf += s
    const nl = buf.indexOf('\n')
    if (nl < 0) return
    sock.off('data', take)
    const q = JSON.parse(buf.slice(0, nl)) as FrontRequest
    queue = queue.then(async () => void sock.end(`${JSON.stringify(await answer(q))}\n`))
  }
  sock.on('data', take)
}

const server = createServer(serve)
await new Promise<void>((ok, fail) => {
  server.once('error', fail)
  server.listen(process.env[RestoreEnv.Socket]!, () => ok())
})
// The toolkit is done (or the restore process is gone): whatever still follows a download that
// never became a call goes.
const finish = () => {
  if (finishing) return
  finishing = true
  void queue.then(async () => {
    const unfinished = await dropFollowed('the download did not complete')
    server.close()
    if (!process.connected) return
    process.send!({ t: 'finished', unfinished } satisfies ExtractorMessage, () => process.disconnect())
  })
}
process.on('message', (m: ExtractorMessage) => m.t === 'finish' && finish())
process.on('disconnect', finish)
follow()
process.send!({ t: 'ready' } satisfies ExtractorMessage)
