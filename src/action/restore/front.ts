// The `tar` the cache toolkit runs while restoring (restore-process.ts puts it first on PATH). It reads
// nothing itself: it relays the call (its arguments and working directory) to the restore's
// extraction process (extractor.ts) over its Unix socket, writes out the answer and exits with
// its code. So the archive is only ever read by setup-rocm's extraction, which has been reading it
// since the download began. An extraction that cannot be reached is a failed restore (exit 3),
// never a fallback to another tar.
import { connect } from 'node:net'
import { writeFileSync } from 'node:fs'
import { RestoreEnv, type FrontReply, type FrontRequest, type RefusalNote } from './protocol.ts'

async function relay(q: FrontRequest): Promise<FrontReply> {
  return new Promise<FrontReply>((ok, fail) => {
    const sock = connect(process.env[RestoreEnv.Socket] ?? '')
    let buf = ''
    sock.setEncoding('utf8')
    sock.on('connect', () => sock.write(`${JSON.stringify(q)}\n`))
    sock.on('data', (s: string) => (buf += s))
    sock.on('error', fail)
    sock.on('close', () => {
      const nl = buf.indexOf('\n')
      if (nl < 0) fail(new Error('the extraction process ended without an answer'))
      else ok(JSON.parse(buf.slice(0, nl)) as FrontReply)
    })
  })
}

let reply: FrontReply
try {
  reply = await relay({ args: process.argv.slice(2), cwd: process.cwd() })
} catch (e) {
  const note: RefusalNote = {
    kind: 'failed',
    why: `the extraction process did not answer (${(e as Error).message})`
  }
  const refused = process.env[RestoreEnv.Refused]
  if (refused) writeFileSync(refused, JSON.stringify(note))
  reply = { code: 3, stderr: `setup-rocm could not extract the cache archive: ${note.why}\n` }
}
if (reply.stdout) process.stdout.write(reply.stdout)
if (reply.stderr) process.stderr.write(reply.stderr)
process.exitCode = reply.code
