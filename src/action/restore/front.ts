// The `tar` the cache toolkit runs while restoring (worker.ts puts it first on PATH). No other
// program reads an archive from the actions cache: this answers the toolkit's extraction itself,
// in one pass (the archive decompressed by Node's zlib, read by strict-tar.ts, written by
// extract.ts), never running GNU tar or the zstd binary; a listing (the toolkit's debug mode) is
// answered by the same reader. The decompressor is the one the toolkit's arguments name (`-z`:
// gzip; `--use-compress-program`: zstd), and the file must open with its magic. zstd's window is
// capped at 2^27 bytes, what the toolkit's own save and restore use (zstd without `--long`): an
// archive asking for more is refused before it costs the memory.
//
// A refused archive exits 3 with the reason on stderr and in the file RESTORE_REFUSED names (the
// toolkit only warns), with nothing of it left on disk; the files of the tree hashed against the
// plan while written go to RESTORE_HASHED, so verifying the tree does not hash them again.
import { createReadStream, openSync, readSync, closeSync, writeFileSync } from 'node:fs'
import { constants, createGunzip, createZstdDecompress } from 'node:zlib'
import type { Readable } from 'node:stream'
import { ArchiveRefused, StrictTarReader, type ArchiveEvent } from './strict-tar.ts'
import { Extraction, RestoreRefusal, type ExtractTarget } from './extract.ts'
import { RestoreEnv, readExpected, type RefusalNote } from './protocol.ts'

/** zlib's output chunk: Node's inflaters are ~2x faster with 1 MiB than with the 16 KiB default. */
const CHUNK = 1 << 20
/**
 * The toolkit saves with `zstdmt` and no `--long` (its ZstdWithoutLong, the only zstd method it
 * picks on Linux), and restores with `unzstd`, whose default limit is this (128 MiB of window).
 */
const ZSTD_WINDOW_LOG_MAX = 27

type Compression = 'zstd' | 'gzip'

const MAGIC: Record<Compression, number[]> = { zstd: [0x28, 0xb5, 0x2f, 0xfd], gzip: [0x1f, 0x8b] }

function compressionOf(args: string[]): Compression {
  if (args.includes('-z') || args.includes('--gzip')) return 'gzip'
  if (args.includes('--use-compress-program') || args.includes('-I')) return 'zstd'
  throw new RestoreRefusal(
    'format',
    `the toolkit asked for no decompressor this front knows (${args.join(' ')})`
  )
}

/** The archive's bytes, decompressed by what the toolkit named; its magic must agree. */
function decompressed(archive: string, c: Compression): Readable {
  const head = Buffer.alloc(4)
  const fd = openSync(archive, 'r')
  try {
    readSync(fd, head, 0, 4, 0)
  } finally {
    closeSync(fd)
  }
  if (!MAGIC[c].every((b, i) => head[i] === b))
    throw new RestoreRefusal('format', `the archive is not a ${c} stream, as the cache toolkit saves it`)
  const file = createReadStream(archive, { highWaterMark: CHUNK })
  const inflate =
    c === 'gzip'
      ? createGunzip({ chunkSize: CHUNK })
      : createZstdDecompress({
          chunkSize: CHUNK,
          params: { [constants.ZSTD_d_windowLogMax]: ZSTD_WINDOW_LOG_MAX }
        })
  file.on('error', e => inflate.destroy(e))
  return file.pipe(inflate)
}

/** Reads the whole archive, handing every event to `each`. */
async function read(
  archive: string,
  c: Compression,
  each: (ev: ArchiveEvent) => Promise<void> | undefined | void
): Promise<void> {
  const reader = new StrictTarReader()
  let stream: Readable | undefined
  try {
    stream = decompressed(archive, c)
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

async function extract(args: string[], archive: string): Promise<void> {
  const c = args.indexOf('-C')
  // The plan comes while the archive downloads; the extraction waits for it (a failed plan is a
  // failed restore: nothing unverifiable is kept).
  const target: ExtractTarget = {
    cwd: c >= 0 ? args[c + 1] : process.cwd(),
    root: process.env[RestoreEnv.Root]!,
    suffix: process.env[RestoreEnv.Suffix]!,
    arch: process.env[RestoreEnv.Arch]!,
    expected: await readExpected(process.env[RestoreEnv.Expected])
  }
  const x = new Extraction(target)
  try {
    await read(archive, compressionOf(args), ev => x.event(ev))
    await x.finish()
  } catch (e) {
    await x.abandon()
    throw e
  }
  const hashed = process.env[RestoreEnv.Hashed]
  if (hashed) writeFileSync(hashed, x.hashed.join('\n'))
}

async function list(args: string[], archive: string): Promise<void> {
  const names: string[] = []
  await read(archive, compressionOf(args), ev => {
    if (ev.kind === 'entry') names.push(ev.entry.name)
  })
  process.stdout.write(names.map(n => `${n}\n`).join(''))
}

async function main(args: string[]): Promise<number> {
  const x = args.indexOf('-xf')
  const t = args.indexOf('-tf')
  try {
    if (x >= 0) await extract(args, args[x + 1])
    else if (t >= 0) await list(args, args[t + 1])
    else if (args.includes('--version')) process.stdout.write('tar (setup-rocm restore front) 1\n')
    else
      throw new RestoreRefusal(
        'format',
        `the toolkit ran tar ${args.join(' ')}, which this front does not answer`
      )
    return 0
  } catch (e) {
    const note: RefusalNote =
      e instanceof RestoreRefusal
        ? { kind: e.kind, why: e.message }
        : { kind: 'failed', why: (e as Error).message ?? String(e) }
    process.stderr.write(
      note.kind === 'failed'
        ? `setup-rocm could not extract the cache archive: ${note.why}\n`
        : `setup-rocm refused the cache archive: ${note.why}. Nothing of it was kept.\n`
    )
    const refused = process.env[RestoreEnv.Refused]
    if (refused) writeFileSync(refused, JSON.stringify(note))
    return 3
  }
}

process.exitCode = await main(process.argv.slice(2))
