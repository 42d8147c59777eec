// The restore's extraction process (src/action/restore/extractor.ts) and the `tar` front that
// relays the toolkit's calls to it (front.ts), driven as @actions/cache drives them: the archive
// downloaded into the directory the process follows, then `tar -xf` on it. Real processes, a real
// Unix socket and file system; the download is written by the test, in order or not.
import { describe, test, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile, fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs'
import { join } from 'node:path'
import { zstdCompressSync } from 'node:zlib'
import { RestoreEnv, type ExtractorMessage } from '../../../../src/action/restore/protocol.ts'
import { tarEntry, type TarEntry } from '../../../harness/tar-writer.ts'
import { tempDir } from '../../../harness/helpers.ts'

const work = tempDir('extractor')
/** Every extraction process started: a test that fails before its finish() leaves none running. */
const children: ChildProcess[] = []
after(() => {
  for (const c of children) c.kill('SIGKILL')
  work.cleanup()
})
const src = join(import.meta.dirname, '../../../../src/action/restore')
const root = join(work.path, 'tool/setup-rocm')
const cwd = join(work.path, 'ws')
const E = '../tool/setup-rocm/10.0.0-k1'
const tree = join(root, '10.0.0-k1/x64')
const sleep = (ms: number) => new Promise(r => setTimeout(r, ms))

const a = randomBytes(400_000)
const b = randomBytes(400_000)
const entries: TarEntry[] = [
  { path: `${E}/`, type: 'dir' },
  { path: `${E}/x64/`, type: 'dir' },
  { path: `${E}/x64/a`, body: a },
  { path: `${E}/x64/b`, body: b }
]
const archive = (e: TarEntry[]) => zstdCompressSync(Buffer.concat([...e.map(tarEntry), Buffer.alloc(1024)]))

interface Run {
  env: NodeJS.ProcessEnv
  file: string
  child: ChildProcess
  front: string
}

/** A fresh extraction process, ready, with the toolkit's download file not yet there. */
async function start(): Promise<Run> {
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  mkdirSync(cwd, { recursive: true })
  const front = join(work.path, `front-${Math.random().toString(36).slice(2)}`)
  const downloads = join(front, 'dl')
  mkdirSync(join(downloads, 'uuid'), { recursive: true })
  const env = {
    ...process.env,
    [RestoreEnv.Root]: root,
    [RestoreEnv.Suffix]: '-k1',
    [RestoreEnv.Arch]: 'x64',
    [RestoreEnv.Refused]: join(front, 'refused'),
    [RestoreEnv.Hashed]: join(front, 'hashed'),
    [RestoreEnv.Socket]: join(front, 'x.sock'),
    [RestoreEnv.Downloads]: downloads,
    [RestoreEnv.Workdir]: cwd
  }
  const child = fork(join(src, 'extractor.ts'), [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  children.push(child)
  await new Promise<void>((ok, fail) => {
    child.once('message', (m: ExtractorMessage) => (m.t === 'ready' ? ok() : fail(new Error(m.t))))
    child.once('exit', c => fail(new Error(`exited ${c}`)))
  })
  return { env, child, front, file: join(downloads, 'uuid', 'cache.tzst') }
}

/** The toolkit's extraction call, through the front. */
function tarCall(r: Run): Promise<{ code: number; stderr: string }> {
  return new Promise(resolve => {
    const args = [join(src, 'front.ts'), '-xf', r.file, '-P', '-C', cwd, '--use-compress-program', 'unzstd']
    const p = execFile(process.execPath, args, { env: r.env, cwd }, (_e, _out, stderr) =>
      resolve({ code: p.exitCode ?? 1, stderr })
    )
  })
}

/** The restore is over: whether a download was followed that never became a call. */
async function finish(r: Run): Promise<boolean> {
  let unfinished: boolean | undefined
  r.child.on('message', (m: ExtractorMessage) => m.t === 'finished' && (unfinished = m.unfinished))
  const gone = new Promise(res => r.child.once('exit', res))
  r.child.send({ t: 'finish' } satisfies ExtractorMessage)
  await gone
  return unfinished!
}

/** Writes `bytes` at `at` of the download file (created if need be), as a downloader does. */
function put(file: string, bytes: Buffer, at: number): void {
  const fd = openSync(file, existsSync(file) ? 'r+' : 'w')
  writeSync(fd, bytes, 0, bytes.length, at)
  closeSync(fd)
}

async function until(what: () => boolean, ms = 10_000): Promise<boolean> {
  const t = Date.now() + ms
  while (!what() && Date.now() < t) await sleep(20)
  return what()
}

describe('the extraction process follows the download', () => {
  test('the archive written front to back is extracted as it comes, and kept when the toolkit calls tar', async () => {
    const r = await start()
    const z = archive(entries)
    const cut = Math.floor(z.length * 0.75)
    put(r.file, z.subarray(0, cut), 0)
    assert.ok(
      await until(() => existsSync(join(tree, 'a'))),
      'the first file is written before the download ends'
    )
    put(r.file, z.subarray(cut), cut)
    const call = await tarCall(r)
    assert.equal(call.code, 0, call.stderr)
    assert.deepEqual(readFileSync(join(tree, 'a')), a)
    assert.deepEqual(readFileSync(join(tree, 'b')), b)
    assert.equal(await finish(r), false)
  })

  test('a download written out of order (holes read as zeros until filled) is answered from the whole file', async () => {
    const r = await start()
    const z = archive(entries)
    const half = Math.floor(z.length / 2)
    // The second half first: the file's first bytes are a hole, zeros, while the process reads it.
    put(r.file, z.subarray(half), half)
    await sleep(300)
    put(r.file, z.subarray(0, half), 0)
    const call = await tarCall(r)
    assert.equal(call.code, 0, call.stderr)
    assert.deepEqual(readFileSync(join(tree, 'b')), b)
    assert.equal(await finish(r), false)
  })

  test('a download that never becomes a call leaves nothing, and is said to be unfinished', async () => {
    const r = await start()
    const z = archive(entries)
    put(r.file, z.subarray(0, Math.floor(z.length * 0.75)), 0)
    assert.ok(await until(() => existsSync(join(tree, 'a'))))
    assert.equal(await finish(r), true)
    assert.deepEqual(existsSync(join(root, '10.0.0-k1')), false, 'what was written is removed')
  })

  test('a hostile archive is still refused, with nothing left, whatever was extracted while it came', async () => {
    const r = await start()
    put(r.file, archive([...entries, { path: join(work.path, 'evil'), body: 'e' }]), 0)
    await sleep(200)
    const call = await tarCall(r)
    assert.equal(call.code, 3)
    assert.match(call.stderr, /setup-rocm refused the cache archive: .*evil would be written outside/)
    assert.equal(JSON.parse(readFileSync(join(r.front, 'refused'), 'utf8')).kind, 'outside')
    assert.equal(existsSync(join(work.path, 'evil')), false)
    assert.equal(existsSync(join(root, '10.0.0-k1')), false)
    assert.equal(await finish(r), false)
  })
})
