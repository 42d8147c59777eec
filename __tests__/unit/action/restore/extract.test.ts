// An actions-cache archive written into the key's entry (src/action/restore/extract.ts), on the
// real file system: what a save holds comes back as it was; every way out of the entry, every
// shape a save never has, and every file that differs from the plan is refused with nothing left.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import { StrictTarReader } from '../../../../src/action/restore/strict-tar.ts'
import { Extraction, RestoreRefusal, type ExpectedFile } from '../../../../src/action/restore/extract.ts'
import { tarEntry, type TarEntry } from '../../../harness/tar-writer.ts'
import { tempDir } from '../../../harness/helpers.ts'

const work = tempDir('extract')
const root = join(work.path, 'tool/setup-rocm')
const cwd = join(work.path, 'ws')
const E = '../tool/setup-rocm/10.0.0-k1'
const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex')

before(() => {
  mkdirSync(root, { recursive: true })
  mkdirSync(cwd)
})
after(() => work.cleanup())

type Plan = Map<string, ExpectedFile> | Promise<Map<string, ExpectedFile> | undefined>

/** Extracts `tar` pushed 1000 bytes at a time; `at(i)` is awaited before the chunk at byte i. */
async function extract(
  tar: Buffer,
  expected?: Plan,
  at?: (i: number) => Promise<void> | void
): Promise<Extraction> {
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  const x = new Extraction({ cwd, root, suffix: '-k1', arch: 'x64', expected })
  const r = new StrictTarReader()
  try {
    for (let i = 0; i < tar.length; i += 1000) {
      await at?.(i)
      for (const ev of r.push(tar.subarray(i, i + 1000))) await x.event(ev)
    }
    r.end()
    await x.finish()
  } catch (e) {
    await x.abandon()
    throw e
  }
  return x
}

const archive = (entries: TarEntry[]) => Buffer.concat([...entries.map(tarEntry), Buffer.alloc(1024)])
const base: TarEntry[] = [
  { path: `${E}/`, type: 'dir' },
  { path: `${E}/x64/`, type: 'dir' },
  { path: `${E}/x64/bin/`, type: 'dir' },
  { path: `${E}/x64/bin/hipcc`, body: 'hipcc', mode: 0o755 }
]

async function refused(
  entries: TarEntry[],
  kind: string,
  why: RegExp,
  expected?: Plan,
  at?: (i: number) => Promise<void> | void
) {
  await assert.rejects(
    extract(archive(entries), expected, at),
    (e: Error) => e instanceof RestoreRefusal && e.kind === kind && why.test(e.message)
  )
  assert.deepEqual(readdirSync(root), [], 'nothing of a refused archive is left')
  assert.ok(!existsSync(join(work.path, 'evil')), 'nothing written outside')
}

describe('an actions-cache archive is extracted by setup-rocm alone', () => {
  test('a save made by GNU tar --posix comes back as it was: files, modes, links, hardlinks, record, documents', async () => {
    const src = join(root, '10.0.0-k1')
    mkdirSync(join(src, 'x64/lib/llvm'), { recursive: true })
    mkdirSync(join(src, 'x64.pins'))
    writeFileSync(join(src, 'x64/lib/libamdhip64.so.7'), Buffer.alloc(300_000, 3), { mode: 0o755 })
    linkSync(join(src, 'x64/lib/libamdhip64.so.7'), join(src, 'x64/lib/llvm/same'))
    symlinkSync('libamdhip64.so.7', join(src, 'x64/lib/libamdhip64.so'))
    symlinkSync('../lib', join(src, 'x64/lib/llvm/up'))
    writeFileSync(join(src, 'x64.complete'), '{"format":3}')
    writeFileSync(join(src, `x64.pins/sha256-${sha('doc')}`), 'doc')
    // Saved as the toolkit saves (names relative to the workspace, -P), then extracted into nothing.
    const tar = execFileSync('tar', ['--posix', '-cf', '-', '-P', '-C', cwd, E])
    const x = await extract(
      tar,
      new Map([['lib/libamdhip64.so.7', { sha256: sha(Buffer.alloc(300_000, 3)), size: 300_000 }]])
    )
    const dst = join(root, '10.0.0-k1')
    assert.deepEqual(readFileSync(join(dst, 'x64/lib/libamdhip64.so.7')), Buffer.alloc(300_000, 3))
    assert.equal(lstatSync(join(dst, 'x64/lib/libamdhip64.so.7')).mode & 0o7777, 0o755)
    assert.equal(
      lstatSync(join(dst, 'x64/lib/llvm/same')).ino,
      lstatSync(join(dst, 'x64/lib/libamdhip64.so.7')).ino
    )
    assert.equal(readlinkSync(join(dst, 'x64/lib/libamdhip64.so')), 'libamdhip64.so.7')
    assert.equal(readlinkSync(join(dst, 'x64/lib/llvm/up')), '../lib')
    assert.equal(readFileSync(join(dst, 'x64.complete'), 'utf8'), '{"format":3}')
    assert.equal(readFileSync(join(dst, `x64.pins/sha256-${sha('doc')}`), 'utf8'), 'doc')
    assert.deepEqual(x.hashed, ['lib/libamdhip64.so.7'])
  })

  test('modes lose setuid, setgid, sticky and group/other write; owners are never restored', async () => {
    await extract(
      archive([
        ...base,
        { path: `${E}/x64/bin/suid`, body: 's', mode: 0o4777, uid: 4242 },
        { path: `${E}/x64/tmp/`, type: 'dir', mode: 0o1777 }
      ])
    )
    const st = lstatSync(join(root, '10.0.0-k1/x64/bin/suid'))
    assert.equal(st.mode & 0o7777, 0o755)
    assert.equal(st.uid, process.getuid!())
    assert.equal(lstatSync(join(root, '10.0.0-k1/x64/tmp')).mode & 0o7777, 0o755)
  })

  test("names outside the key's entry: absolute, climbing, another key, beside the entries", async () => {
    await refused(
      [...base, { path: join(work.path, 'evil'), body: 'e' }],
      'outside',
      /outside the key's tool-cache entries/
    )
    await refused(
      [...base, { path: `${E}/../../../evil`, body: 'e' }],
      'outside',
      /outside the key's tool-cache entries/
    )
    await refused([...base, { path: '../tool/setup-rocm/10.0.0-other/x', body: 'e' }], 'outside', /outside/)
    await refused([...base, { path: '../tool/setup-rocm/-k1', type: 'dir' }], 'outside', /outside/)
  })

  test('shapes a save never has: no entry directory first, two entries of the key, a name twice, a name before its directory, other files beside the tree', async () => {
    await refused([{ path: `${E}/x64/`, type: 'dir' }], 'format', /does not open with its entry directory/)
    await refused(
      [...base, { path: '../tool/setup-rocm/9.0.0-k1/', type: 'dir' }],
      'format',
      /two entries of the key/
    )
    await refused([...base, { path: `${E}/x64/bin/hipcc`, body: 'again' }], 'format', /appears twice/)
    await refused(
      [...base, { path: `${E}/x64/lib/orphan`, body: 'o' }],
      'outside',
      /not inside a directory the archive made/
    )
    await refused(
      [...base, { path: `${E}/x64.other`, body: 'o' }],
      'format',
      /none of the tree, its record and its kept documents/
    )
    await refused(
      [...base, { path: `${E}/x64.pins/`, type: 'dir' }, { path: `${E}/x64.pins/notadigest`, body: 'o' }],
      'format',
      /none of the tree/
    )
    await refused([{ path: `${E}/`, type: 'dir' }], 'format', /holds no tree/)
  })

  test('links: absolute, out of the tree, out through a link made later, too deep; hardlinks to what the archive did not write', async () => {
    await refused(
      [...base, { path: `${E}/x64/l`, type: 'symlink', linkpath: '/etc/passwd' }],
      'outside',
      /absolute path/
    )
    await refused(
      [...base, { path: `${E}/x64/bin/l`, type: 'symlink', linkpath: '../../x64.pins' }],
      'outside',
      /leaves the tree/
    )
    // `b/..` is the tree's root only while b is a directory; b made a link afterwards takes it out.
    await refused(
      [
        ...base,
        { path: `${E}/x64/a`, type: 'symlink', linkpath: 'b/../../../evil' },
        { path: `${E}/x64/b`, type: 'symlink', linkpath: 'bin' }
      ],
      'outside',
      /leaves the tree/
    )
    await refused(
      [...base, { path: `${E}/x64/bin/x`, type: 'symlink', linkpath: 'x' }],
      'outside',
      /more than 40 levels of symbolic links/
    )
    await refused(
      [...base, { path: `${E}/x64/bin/h`, type: 'hardlink', linkpath: join(work.path, 'evil') }],
      'outside',
      /hardlink/
    )
    await refused(
      [
        ...base,
        { path: `${E}/x64/bin/s`, type: 'symlink', linkpath: 'hipcc' },
        { path: `${E}/x64/bin/h`, type: 'hardlink', linkpath: `${E}/x64/bin/s` }
      ],
      'outside',
      /not a file the archive wrote/
    )
    await refused(
      [
        ...base,
        { path: `${E}/x64.complete`, body: '{}' },
        { path: `${E}/x64/bin/h`, type: 'hardlink', linkpath: `${E}/x64.complete` }
      ],
      'outside',
      /not a file the archive wrote in the tree/
    )
  })

  test('where an index is pinned, a file that differs from the plan is a proven difference', async () => {
    const want = new Map([['bin/hipcc', { sha256: sha('hipcc'), size: 5 }]])
    assert.deepEqual((await extract(archive(base), want)).hashed, ['bin/hipcc'])
    const trojan = base.map(e => (e.path.endsWith('hipcc') ? { ...e, body: 'evil!' } : e))
    await refused(trojan, 'mismatch', /\/bin\/hipcc does not have the content the image has/, want)
    const longer = base.map(e => (e.path.endsWith('hipcc') ? { ...e, body: 'hipcc2' } : e))
    await refused(longer, 'mismatch', /\/bin\/hipcc is a file of 6 bytes; the image has 5/, want)
  })

  test('the extraction does not wait for the plan: files written before it comes are checked once it does', async () => {
    const want = new Map([['bin/hipcc', { sha256: sha('hipcc'), size: 5 }]])
    // The plan comes only once the whole archive was read (finish() waits for it).
    const late = () => new Promise<Map<string, ExpectedFile>>(r => setTimeout(() => r(want), 50))
    assert.deepEqual((await extract(archive(base), late())).hashed, ['bin/hipcc'])
    const trojan = base.map(e => (e.path.endsWith('hipcc') ? { ...e, body: 'evil!' } : e))
    await refused(trojan, 'mismatch', /\/bin\/hipcc does not have the content the image has/, late())
    const longer = base.map(e => (e.path.endsWith('hipcc') ? { ...e, body: 'hipcc2' } : e))
    await refused(longer, 'mismatch', /\/bin\/hipcc is a file of 6 bytes; the image has 5/, late())
  })

  test('a file begun before the plan came and ended after it is checked too', async () => {
    const body = Buffer.alloc(5000, 7)
    const big = [...base, { path: `${E}/x64/bin/big`, body }]
    const want = new Map([['bin/big', { sha256: sha(body), size: body.length }]])
    const tar = archive(big)
    const header = tar.indexOf(Buffer.from(`${E}/x64/bin/big`.slice(-40)))
    // The plan arrives while big's bytes are being written: after the chunk holding its header.
    const arrives = (plan: Map<string, ExpectedFile>) => {
      let give!: (m: Map<string, ExpectedFile>) => void
      const p = new Promise<Map<string, ExpectedFile>>(r => (give = r))
      const at = async (i: number) => {
        if (i === Math.ceil((header + 600) / 1000) * 1000) {
          give(plan)
          await p
        }
      }
      return { p, at }
    }
    const ok = arrives(want)
    assert.deepEqual((await extract(tar, ok.p, ok.at)).hashed.sort(), ['bin/big'])
    const wrong = arrives(new Map([['bin/big', { sha256: sha('other'), size: body.length }]]))
    await refused(big, 'mismatch', /\/bin\/big does not have the content the image has/, wrong.p, wrong.at)
  })

  test('a plan that could not be made fails the extraction, and nothing of it is left', async () => {
    await assert.rejects(
      extract(archive(base), Promise.reject(new Error('the plan failed'))),
      /the plan failed/
    )
    assert.deepEqual(readdirSync(root), [])
  })
})
