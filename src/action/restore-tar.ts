// The `tar` the cache toolkit runs while restoring (cache-restore-worker.ts puts it first on PATH):
// an extraction is first read whole and checked entry by entry (restore-guard.ts); only an archive
// whose every entry stays inside this key's tool-cache entries is handed to the real tar, with the
// toolkit's own arguments. Anything else (its version probe, a listing) goes to the real tar as it
// is. A refused archive exits non-zero with the reason, so the restore fails, what it wrote (none
// of it) is removed, and the job installs from the registry with a warning.
import { spawn, spawnSync } from 'node:child_process'
import { createReadStream, openSync, readSync, closeSync, writeFileSync } from 'node:fs'
import { createGunzip } from 'node:zlib'
import type { Readable } from 'node:stream'
import { Parser, type ReadEntry } from 'tar'
import { REAL_TAR, RESTORE_REFUSED, RESTORE_ROOT, RESTORE_SUFFIX, RestoreGuard } from './restore-guard.ts'

/** The archive's bytes as a tar stream, by its magic (zstd, gzip or plain). */
function tarStream(archive: string): Readable {
  const head = Buffer.alloc(4)
  const fd = openSync(archive, 'r')
  try {
    readSync(fd, head, 0, 4, 0)
  } finally {
    closeSync(fd)
  }
  if (head.readUInt32LE(0) === 0xfd2fb528) {
    // zstd's own tool: the toolkit writes with --long=30, which Node's zstd may refuse to window.
    const z = spawn('zstd', ['-d', '-c', '-q', '--long=31', archive], {
      stdio: ['ignore', 'pipe', 'inherit']
    })
    return z.stdout
  }
  const file = createReadStream(archive)
  return head[0] === 0x1f && head[1] === 0x8b ? file.pipe(createGunzip()) : file
}

async function check(archive: string, cwd: string): Promise<string | undefined> {
  const guard = new RestoreGuard(process.env[RESTORE_ROOT]!, process.env[RESTORE_SUFFIX]!, cwd)
  const parser = new Parser({ strict: true })
  let refused: string | undefined
  parser.on('entry', (e: ReadEntry) => {
    refused ??= guard.check({ path: e.path, type: e.type, linkpath: e.linkpath })
    e.resume()
  })
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', () => resolve())
    parser.on('error', reject)
  })
  for await (const c of tarStream(archive)) {
    parser.write(c as Buffer)
    if (refused) break
  }
  if (!refused) {
    parser.end()
    await ended
  }
  return refused
}

const args = process.argv.slice(2)
const real = process.env[REAL_TAR] ?? 'tar'
const x = args.indexOf('-xf')
let code = 0
if (x >= 0) {
  const c = args.indexOf('-C')
  try {
    const refused = await check(args[x + 1], c >= 0 ? args[c + 1] : process.cwd())
    if (refused) {
      process.stderr.write(`setup-rocm refused the cache archive: ${refused}. Nothing of it was extracted.\n`)
      if (process.env[RESTORE_REFUSED]) writeFileSync(process.env[RESTORE_REFUSED], refused)
      code = 3
    }
  } catch (e) {
    process.stderr.write(`setup-rocm could not read the cache archive: ${(e as Error).message}\n`)
    code = 3
  }
}
if (!code) code = spawnSync(real, args, { stdio: 'inherit' }).status ?? 1
process.exit(code)
