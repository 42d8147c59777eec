// Files written and checked on the seek install's threads (src/seek/write/write-pool.ts,
// write-files.ts, run on the inflate pool's threads): real worker threads writing real files.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BATCH_BYTES, BATCH_FILES, WritePool, type Written } from '../../../../src/seek/write/write-pool.ts'
import { InflatePool } from '../../../../src/seek/inflate/inflate-pool.ts'

/** A write pool on `n` threads of an inflate pool of their own; `close` ends both, in that order. */
function pools(n: number): { pool: WritePool; close(): Promise<void> } {
  const threads = new InflatePool(n)
  const pool = new WritePool(threads.threads)
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
  const { pool, close } = pools(2)
  const d = dir()
  try {
    const sizes = [0, 1, 4095, BATCH_BYTES - 1, BATCH_BYTES, BATCH_BYTES + 1, 3 * BATCH_BYTES + 17]
    const files = Array.from({ length: 30 }, (_, i) => {
      const body = Buffer.alloc(sizes[i % sizes.length], 0)
      for (let k = 0; k < body.length; k++) body[k] = (k * 31 + i) & 0xff
      // Modes outside the umask too (group/other write, setgid on a directory-less file).
      return { path: join(d, `f${i}`), body, mode: [0o644, 0o755, 0o777, 0o600][i % 4] }
    })
    const told: Written[] = []
    // Written side by side, as the applier hands them over while earlier ones are still queued.
    await Promise.all(
      files.map((f, i) =>
        pool.write(
          f.path,
          f.mode,
          f.body.length,
          i % 5 === 2 ? undefined : hex(f.body),
          chunks(f.body, 300_000),
          w => told.push(w)
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

test('a file whose bytes are not its sha256 is told so; the others are not', async () => {
  const { pool, close } = pools(1)
  const d = dir()
  try {
    const body = Buffer.alloc(2 * BATCH_BYTES + 5, 9)
    const told = new Map<string, Written>()
    const took = await pool.write(
      join(d, 'wrong'),
      0o644,
      body.length,
      hex(Buffer.from('x')),
      chunks(body, 1 << 20),
      w => told.set('wrong', w)
    )
    assert.equal(took, body.length, 'the bytes it took')
    await pool.write(join(d, 'right'), 0o644, 3, hex(Buffer.from('abc')), chunks(Buffer.from('abc'), 2), w =>
      told.set('right', w)
    )
    // Small files are hashed in one call at their close, without a running hash: checked the same.
    const small = Buffer.from('twelve bytes')
    await pool.write(
      join(d, 'wrong-small'),
      0o644,
      12,
      hex(Buffer.from('other bytes!')),
      chunks(small, 5),
      w => told.set('wrong-small', w)
    )
    await pool.write(join(d, 'empty'), 0o644, 0, hex(Buffer.alloc(0)), chunks(Buffer.alloc(0), 1), w =>
      told.set('empty', w)
    )
    await pool.settled()
    assert.deepEqual(told.get('wrong'), { ok: false })
    assert.deepEqual(told.get('right'), { ok: true })
    assert.deepEqual(told.get('wrong-small'), { ok: false })
    assert.deepEqual(told.get('empty'), { ok: true })
  } finally {
    await close()
  }
})

test('an existing path is never written through (O_EXCL), a missing directory fails: each told with its errno code', async () => {
  const { pool, close } = pools(1)
  const d = dir()
  try {
    writeFileSync(join(d, 'there'), 'keep me')
    const told = new Map<string, Written>()
    for (const name of ['there', 'no/such/dir'])
      await pool.write(join(d, name), 0o644, 3, undefined, chunks(Buffer.from('new'), 3), w =>
        told.set(name, w)
      )
    await pool.settled()
    const code = (name: string) => {
      const w = told.get(name)!
      assert.ok('error' in w, name)
      return (w.error as NodeJS.ErrnoException).code
    }
    assert.equal(code('there'), 'EEXIST')
    assert.equal(code('no/such/dir'), 'ENOENT')
    assert.equal(readFileSync(join(d, 'there'), 'utf8'), 'keep me')
  } finally {
    await close()
  }
})

test('closing mid-file leaves no write under way and no file open; later writes are refused', async () => {
  const fds = () => readdirSync('/proc/self/fd').length
  const { pool, close } = pools(2)
  // The threads up (each has descriptors of its own) before counting.
  await new Promise(r => setTimeout(r, 300))
  const before = fds()
  const d = dir()
  const told: Written[] = []
  // A body that never ends: its file stays open on its thread.
  let release!: () => void
  const stuck = new Promise<void>(r => (release = r))
  async function* endless(): AsyncGenerator<Buffer> {
    yield Buffer.alloc(BATCH_BYTES + 10, 1)
    await stuck
  }
  const writing = pool.write(join(d, 'half'), 0o644, 10 * BATCH_BYTES, undefined, endless(), w =>
    told.push(w)
  )
  await new Promise(r => setTimeout(r, 200))
  await pool.close()
  assert.equal(told.length, 1)
  assert.match(String('error' in told[0] && told[0].error.message), /the write threads were closed/)
  assert.ok(fds() <= before, `descriptors: ${before} before, ${fds()} after`)
  release()
  await assert.rejects(writing, /the write threads were closed/)
  await assert.rejects(
    pool.write(join(d, 'later'), 0o644, 1, undefined, chunks(Buffer.from('x'), 1), () => {}),
    /the write threads were closed/
  )
  await close()
})

test('small files wait for room by their count, not only their bytes: at most three batches of BATCH_FILES files are out at once', async () => {
  const { pool, close } = pools(1)
  const d = dir()
  try {
    // 4 batches' worth of 12-byte files: 49 KiB, a tenth of one batch's bytes.
    const n = 4 * BATCH_FILES + 1
    const told: Written[] = []
    let outstanding = 0
    for (let i = 0; i < n; i++) {
      const body = Buffer.from(`file ${String(i).padStart(7, '0')}`)
      await pool.write(join(d, `f${i}`), 0o644, body.length, hex(body), chunks(body, 64), w => told.push(w))
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
