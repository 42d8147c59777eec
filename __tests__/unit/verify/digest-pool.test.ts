// Files checked against their sha256 on threads of their own (src/verify/digest-pool.ts), real
// worker threads reading real files.
import { test, after } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DigestPool } from '../../../src/verify/digest-pool.ts'

const dir = mkdtempSync(join(tmpdir(), 'digest-pool-'))
after(() => rmSync(dir, { recursive: true, force: true }))
const hex = (b: Buffer) => createHash('sha256').update(b).digest('hex')

test('each file is compared with its sha256, on every thread, answers matched to their files', async () => {
  const pool = new DigestPool(3)
  try {
    const files = Array.from({ length: 40 }, (_, i) => {
      // Sizes across the read buffer (1 MiB): empty, small, exactly one read, several.
      const body = Buffer.alloc([0, 1, 4096, 1 << 20, (3 << 20) + 5][i % 5], i)
      const path = join(dir, `f${i}`)
      writeFileSync(path, body)
      return { path, size: body.length, sha256: i % 7 === 3 ? hex(Buffer.from('other')) : hex(body) }
    })
    const got = await Promise.all(files.map(f => pool.matches(f.path, f.size, f.sha256)))
    assert.deepEqual(
      got,
      files.map((_, i) => i % 7 !== 3)
    )
  } finally {
    await pool.close()
  }
})

test('a file that cannot be read rejects with its errno code; the pool goes on', async () => {
  const pool = new DigestPool(1)
  try {
    await assert.rejects(pool.matches(join(dir, 'missing'), 1, hex(Buffer.alloc(1))), (e: Error) => {
      assert.equal((e as NodeJS.ErrnoException).code, 'ENOENT')
      return true
    })
    writeFileSync(join(dir, 'there'), 'x')
    assert.equal(await pool.matches(join(dir, 'there'), 1, hex(Buffer.from('x'))), true)
  } finally {
    await pool.close()
  }
})

test('closing rejects what was not answered, and anything asked after', async () => {
  const pool = new DigestPool(1)
  writeFileSync(join(dir, 'late'), 'late')
  const pending = assert.rejects(
    pool.matches(join(dir, 'late'), 4, hex(Buffer.from('late'))),
    /the digest threads were closed/
  )
  await pool.close()
  await pending
  await assert.rejects(pool.matches(join(dir, 'late'), 4, 'x'), /the digest threads were closed/)
})
