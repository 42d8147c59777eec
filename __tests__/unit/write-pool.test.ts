// Files written and checked on the seek install's threads (src/seek/write-pool.ts,
// write-files.ts, run on the inflate pool's threads): real worker threads writing real files.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BATCH_BYTES, BATCH_FILES, WritePool, type Told, type Written } from '../../src/seek/write-pool.ts'
import { InflatePool } from '../../src/seek/inflate-pool.ts'

/**
 * A write pool on `n` threads of an inflate pool of their own, telling `told`; `close` ends both, in
 * that order.
 */
function pools(n: number, told: Told = () => {}): { pool: WritePool; close(): Promise<void> } {
  const threads = new InflatePool(n)
  const pool = new WritePool(threads.threads, told)
  return {
    pool,
    close: async () => {
      await pool.close()
      await threads.close()
    }
  }
}

const base = mkdtempSync(join(tmpdir(), 'write-pool-'))
after(() => rmSync(base, { recursive: true, force: true }))
let n = 0
const dir = () => {
  const d = join(base, `d${++n}`)
  return (mkdtempSync(`${d}-`) as string) || d
}
const hex = (b: Buffer) => createHash('sha256').update(b).digest('hex')
async function* chunks(b: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < b.length; at += size) yield b.subarray(at, at + size)
}

test('files of every size, interleaved on two threads, land with their bytes and modes, each checked', async () => {
  const told: Written[] = []
  const { pool, close } = pools(2, (_id, w) => told.push(w))
  const d = dir()
  try {
    const sizes = [0, 1, 4095, BATCH_BYTES - 1, BATCH_BYTES, BATCH_BYTES + 1, 3 * BATCH_BYTES + 17]
    const files = Array.from({ length: 30 }, (_, i) => {
      const body = Buffer.alloc(sizes[i % sizes.length], 0)
      for (let k = 0; k < body.length; k++) body[k] = (k * 31 + i) & 0xff
      // Modes outside the umask too (group/other write, setgid on a directory-less file).
      return { path: join(d, `f${i}`), body, mode: [0o644, 0o755, 0o777, 0o600][i % 4] }
    })
    // Written side by side, as the applier hands them over while earlier ones are still queued.
    await Promise.all(
      files.map((f, i) =>
        pool.write(
          i,
          f.path,
          `f${i}`,
          f.mode,
          f.body.length,
          i % 5 === 2 ? undefined : hex(f.body),
          chunks(f.body, 300_000)
        )
      )
    )
    await pool.settled()
    assert.equal(told.length, files.length)
    assert.ok(told.every(w => 'ok' in w && w.ok))
    for (const f of files) {
      assert.deepEqual(readFileSync(f.path), f.body, f.path)
      assert.equal(statSync(f.path).mode & 0o777, f.mode, `${f.path} mode`)
    }
  } finally {
    await close()
  }
})

test('a file whose bytes are not its sha256 is told so, with its path and label; the others are not', async () => {
  const told = new Map<number, { w: Written; failed?: { path: string; label: string } }>()
  const { pool, close } = pools(1, (id, w, failed) => told.set(id, { w, failed }))
  const d = dir()
  try {
    const body = Buffer.alloc(2 * BATCH_BYTES + 5, 9)
    const took = await pool.write(
      1,
      join(d, 'wrong'),
      'opt/wrong as said',
      0o644,
      body.length,
      hex(Buffer.from('x')),
      chunks(body, 1 << 20)
    )
    assert.equal(took, body.length, 'the bytes it took')
    await pool.write(
      2,
      join(d, 'right'),
      'right',
      0o644,
      3,
      hex(Buffer.from('abc')),
      chunks(Buffer.from('abc'), 2)
    )
    const small = Buffer.from('twelve bytes')
    await pool.write(
      3,
      join(d, 'wrong-small'),
      'wrong-small',
      0o644,
      12,
      hex(Buffer.from('other bytes!')),
      chunks(small, 5)
    )
    await pool.write(4, join(d, 'empty'), 'empty', 0o644, 0, hex(Buffer.alloc(0)), chunks(Buffer.alloc(0), 1))
    await pool.settled()
    assert.deepEqual(told.get(1), {
      w: { ok: false },
      failed: { path: join(d, 'wrong'), label: 'opt/wrong as said' }
    })
    assert.deepEqual(told.get(2), { w: { ok: true }, failed: undefined })
    assert.deepEqual(told.get(3)?.w, { ok: false })
    assert.deepEqual(told.get(4), { w: { ok: true }, failed: undefined })
  } finally {
    await close()
  }
})

test('a path no batch could hold is told as a name too long; its bytes are taken, and the files after it are written', async () => {
  const told = new Map<number, { w: Written; failed?: { path: string; label: string } }>()
  const { pool, close } = pools(1, (id, w, failed) => told.set(id, { w, failed }))
  const d = dir()
  try {
    const long = join(d, 'x'.repeat(BATCH_BYTES))
    // A label as long is cut (it is for messages), not refused.
    const label = 'y'.repeat(BATCH_BYTES)
    assert.equal(await pool.write(1, long, 'long', 0o644, 3, undefined, chunks(Buffer.from('abc'), 2)), 3)
    await pool.write(2, join(d, 'after'), label, 0o644, 2, undefined, chunks(Buffer.from('ok'), 2))
    await pool.settled()
    const w = told.get(1)!.w
    assert.ok('error' in w && (w.error as NodeJS.ErrnoException).code === 'ENAMETOOLONG')
    assert.deepEqual(told.get(2)?.w, { ok: true })
    assert.equal(readFileSync(join(d, 'after'), 'utf8'), 'ok')
  } finally {
    await close()
  }
})

test('an existing path is never written through (O_EXCL), a missing directory fails: each told with its errno code', async () => {
  const names = ['there', 'no/such/dir']
  const told = new Map<string, Written>()
  const paths = new Map<string, string>()
  const { pool, close } = pools(1, (id, w, failed) => {
    told.set(names[id], w)
    if (failed) paths.set(names[id], failed.path)
  })
  const d = dir()
  try {
    writeFileSync(join(d, 'there'), 'keep me')
    for (const [i, name] of names.entries())
      await pool.write(i, join(d, name), name, 0o644, 3, undefined, chunks(Buffer.from('new'), 3))
    await pool.settled()
    const code = (name: string) => {
      const w = told.get(name)!
      assert.ok('error' in w, name)
      return (w.error as NodeJS.ErrnoException).code
    }
    assert.equal(code('there'), 'EEXIST')
    assert.equal(code('no/such/dir'), 'ENOENT')
    assert.equal(paths.get('no/such/dir'), join(d, 'no/such/dir'), 'told with the path it was written to')
    assert.equal(readFileSync(join(d, 'there'), 'utf8'), 'keep me')
  } finally {
    await close()
  }
})

test('closing mid-file leaves no write under way and no file open; later writes are refused', async () => {
  const fds = () => readdirSync('/proc/self/fd').length
  const told: Written[] = []
  const { pool, close } = pools(2, (_id, w) => told.push(w))
  // The threads up (each has descriptors of its own) before counting.
  await new Promise(r => setTimeout(r, 300))
  const before = fds()
  const d = dir()
  // A body that never ends: its file stays open on its thread.
  let release!: () => void
  const stuck = new Promise<void>(r => (release = r))
  async function* endless(): AsyncGenerator<Buffer> {
    yield Buffer.alloc(BATCH_BYTES + 10, 1)
    await stuck
  }
  const writing = pool.write(0, join(d, 'half'), 'half', 0o644, 10 * BATCH_BYTES, undefined, endless())
  await new Promise(r => setTimeout(r, 200))
  await pool.close()
  assert.equal(told.length, 1)
  assert.match(String('error' in told[0] && told[0].error.message), /the write threads were closed/)
  assert.ok(fds() <= before, `descriptors: ${before} before, ${fds()} after`)
  release()
  await assert.rejects(writing, /the write threads were closed/)
  await assert.rejects(
    pool.write(1, join(d, 'later'), 'later', 0o644, 1, undefined, chunks(Buffer.from('x'), 1)),
    /the write threads were closed/
  )
  await close()
})

test('small files wait for room by their count, not only their bytes: at most three batches of BATCH_FILES files are out at once', async () => {
  const told: Written[] = []
  const { pool, close } = pools(1, (_id, w) => told.push(w))
  const d = dir()
  try {
    // 4 batches' worth of 12-byte files: 49 KiB, a tenth of one batch's bytes.
    const n = 4 * BATCH_FILES + 1
    let outstanding = 0
    for (let i = 0; i < n; i++) {
      const body = Buffer.from(`file ${String(i).padStart(7, '0')}`)
      await pool.write(i, join(d, `f${i}`), `f${i}`, 0o644, body.length, hex(body), chunks(body, 64))
      outstanding = Math.max(outstanding, i + 1 - told.length)
    }
    await pool.settled()
    assert.equal(told.length, n)
    assert.ok(told.every(w => 'ok' in w && w.ok))
    // Two batches at the thread and one being filled (IN_FLIGHT 2), each of at most BATCH_FILES.
    assert.ok(outstanding <= 3 * BATCH_FILES, `${outstanding} files handed over and not yet written`)
    assert.equal(readdirSync(d).length, n)
  } finally {
    await close()
  }
})

test('a file waiting for its batch holds next to nothing on the main thread (a million small files peaked at 261-281 MiB when each held its ops, strings and callback)', () => {
  // In a fresh process with the collector exposed: the heap held while the thread still has files
  // to write, against the heap once they are all told, per file still waiting: ~100 bytes (the
  // pool's map of sizes by id). Held as objects (ops, a digest string, a callback and what it
  // names), 481 bytes each here, more in an install, where each path is a string of its own.
  const src = (f: string) => JSON.stringify(new URL(`../../src/${f}`, import.meta.url).href)
  const script = `
    const { WritePool } = await import(${src('seek/write-pool.ts')})
    const { InflatePool } = await import(${src('seek/inflate-pool.ts')})
    const { createHash } = await import('node:crypto')
    const { mkdtempSync, rmSync } = await import('node:fs')
    const d = mkdtempSync(${JSON.stringify(join(base, 'held-'))})
    const threads = new InflatePool(1)
    let told = 0
    const pool = new WritePool(threads.threads, () => told++)
    const n = 6 * 1024 + 500
    const files = Array.from({ length: n }, (_, i) => {
      const body = Buffer.from('file ' + String(i).padStart(7, '0'))
      return { path: d + '/f' + i, body, sha: createHash('sha256').update(body).digest('hex') }
    })
    async function* one(b) { yield b }
    for (const [i, f] of files.entries())
      await pool.write(i, f.path, 'opt/f' + i + ' as streamed', 0o644, f.body.length, f.sha, one(f.body))
    globalThis.gc()
    const waiting = process.memoryUsage().heapUsed
    const pending = n - told
    await pool.settled()
    globalThis.gc()
    const settled = process.memoryUsage().heapUsed
    await pool.close(); await threads.close(); rmSync(d, { recursive: true })
    console.log(JSON.stringify({ pending, perFile: (waiting - settled) / pending, told }))`
  // A file, not -e: the thread inherits the process's flags, and --input-type is refused there.
  const file = join(base, 'held.mjs')
  writeFileSync(file, script)
  const out = execFileSync(process.execPath, ['--expose-gc', file], { encoding: 'utf8' })
  const { pending, perFile, told } = JSON.parse(out) as { pending: number; perFile: number; told: number }
  assert.equal(told, 6 * 1024 + 500)
  // The thread is the slower side: a batch at least is still out when the last file is handed over.
  assert.ok(pending >= BATCH_FILES, `${pending} files waiting`)
  assert.ok(perFile < 200, `${perFile.toFixed(0)} heap bytes per waiting file`)
})
