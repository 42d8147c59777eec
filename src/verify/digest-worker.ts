// A thread of the digest pool (digest-pool.ts): reads each file it is given and compares its
// sha256 with the one the index has for it. Synchronous reads into one buffer used again: the
// file was just written (or restored), so it is in the page cache, and a thread of its own may
// block.
import { createHash } from 'node:crypto'
import { closeSync, openSync, readSync } from 'node:fs'
import { serve } from '../thread.ts'
import { postError } from '../errors.ts'
import type { DigestJob, DigestResult, FromDigest, ToDigest } from './digest-protocol.ts'

const READ = 1 << 20
const buf = Buffer.allocUnsafe(READ)

function matches(job: DigestJob): boolean {
  const h = createHash('sha256')
  const fd = openSync(job.path, 'r')
  try {
    for (let n; (n = readSync(fd, buf, 0, READ, null)) > 0;) h.update(buf.subarray(0, n))
  } finally {
    closeSync(fd)
  }
  return h.digest('hex') === job.sha256
}

function check({ jobs }: ToDigest): FromDigest {
  const results: DigestResult[] = []
  for (const job of jobs) {
    try {
      results.push({ id: job.id, ok: matches(job) })
    } catch (e) {
      results.push({ id: job.id, error: postError(e) })
    }
  }
  return { p: 'digest', t: 'checked', results }
}

serve({ digest: (m, reply) => reply(check(m as ToDigest)) })
