// The reader of an actions-cache archive (src/action/restore/strict-tar.ts): it takes what GNU tar
// --posix writes, and refuses each thing on which two readers of a tar could disagree (the ways a
// crafted archive got past a check that another program then read differently, issue 48).
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, linkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import {
  ArchiveRefused,
  StrictTarReader,
  TRAILER_MAX,
  type ArchiveEntry
} from '../../../../src/action/restore/strict-tar.ts'
import { paxEntry, paxRecords, rawEntry, tarEntry } from '../../../harness/tar-writer.ts'
import { tempDir } from '../../../harness/helpers.ts'

const END = Buffer.alloc(1024)

/** Every entry of `tar`, fed in chunks of `step` bytes (a header split across chunks included). */
function read(tar: Buffer, step = 333): ArchiveEntry[] {
  const r = new StrictTarReader()
  const out: ArchiveEntry[] = []
  let data = 0
  for (let i = 0; i < tar.length; i += step)
    for (const e of r.push(tar.subarray(i, i + step))) {
      if (e.kind === 'entry') out.push(e.entry)
      else if (e.kind === 'data') data += e.bytes.length
    }
  r.end()
  assert.equal(
    data,
    out.reduce((n, e) => n + (e.kind === 'file' ? e.size : 0), 0),
    'every byte of data handed out'
  )
  return out
}

const refuses = (tar: Buffer, why: RegExp) =>
  assert.throws(
    () => read(tar),
    (e: Error) => e instanceof ArchiveRefused && why.test(e.message)
  )

describe('the archive reader takes what GNU tar --posix writes', () => {
  test('files, directories, symlinks, hardlinks, long and non-ASCII names, read as GNU tar lists them', () => {
    const d = tempDir('strict-tar')
    try {
      const tree = join(d.path, 'setup-rocm/10.0.0-k/x64')
      mkdirSync(join(tree, 'lib/deep'), { recursive: true })
      writeFileSync(join(tree, 'lib/a.so'), Buffer.alloc(70_000, 7))
      linkSync(join(tree, 'lib/a.so'), join(tree, 'lib/b.so'))
      symlinkSync('a.so', join(tree, 'lib/c.so'))
      writeFileSync(join(tree, 'lib/deep', 'n'.repeat(180)), 'long')
      writeFileSync(join(tree, 'lib/é—名'), 'utf8')
      mkdirSync(join(d.path, 'ws'))
      const tar = execFileSync('tar', [
        '--posix',
        '-cf',
        '-',
        '-P',
        '-C',
        join(d.path, 'ws'),
        '../setup-rocm/10.0.0-k'
      ])
      const got = read(tar, 4096)
      // Literal names: in the C locale (a fresh Debian root sets none) GNU tar escapes non-ASCII bytes.
      const listed = execFileSync('tar', ['-tf', '-', '-P', '--quoting-style=literal'], {
        input: tar,
        encoding: 'utf8'
      })
        .split('\n')
        .filter(Boolean)
        .map(n => n.replace(/\/$/, ''))
      assert.deepEqual(
        got.map(e => e.name),
        listed
      )
      const by = (n: string) => got.find(e => e.name.endsWith(n))!
      assert.equal(by('lib/c.so').kind, 'symlink')
      assert.equal(by('lib/c.so').linkname, 'a.so')
      assert.equal(by('/x64').kind, 'dir')
      assert.ok(got.some(e => e.kind === 'hardlink' && /lib\/[ab]\.so$/.test(e.linkname!)))
      assert.ok(by('n'.repeat(180)).name.length > 200, 'a pax path longer than the ustar fields')
      assert.ok(got.some(e => e.name.endsWith('lib/é—名')))
    } finally {
      d.cleanup()
    }
  })
})

describe('the archive reader refuses what a cached tree never holds', () => {
  const ok = tarEntry({ path: 'x/a', body: 'a' })
  test('entry types other than files, directories, symlinks and hardlinks: refused, not skipped', () => {
    refuses(
      Buffer.concat([ok, rawEntry({ name: 'x/odd', typeflag: 'Z', body: 'z' }), END]),
      /an entry of type "Z"/
    )
    refuses(
      Buffer.concat([rawEntry({ name: 'x/sparse', typeflag: 'S', body: 'abc' }), END]),
      /a GNU sparse file/
    )
    refuses(Buffer.concat([tarEntry({ path: 'x/fifo', type: 'fifo' }), END]), /a FIFO/)
    refuses(Buffer.concat([tarEntry({ path: 'x/dev', type: 'char' }), END]), /a character device/)
    refuses(
      Buffer.concat([rawEntry({ name: '././@LongLink', typeflag: 'L', body: 'x/long\0' }), ok, END]),
      /a GNU long name/
    )
  })
  test('a global pax header (a path in it), a pax header over the cap, unknown and GNU.sparse keys', () => {
    refuses(
      Buffer.concat([paxEntry(paxRecords([['path', 'x/global']]), 'g'), ok, END]),
      /a global pax header/
    )
    refuses(
      Buffer.concat([paxEntry(paxRecords([['comment', 'c'.repeat(2 << 20)]])), ok, END]),
      /a pax header of \d+ bytes/
    )
    refuses(
      Buffer.concat([paxEntry(paxRecords([['GNU.sparse.name', 'x/elsewhere']])), ok, END]),
      /"GNU.sparse.name"/
    )
    refuses(Buffer.concat([paxEntry(paxRecords([['comment', 'c']])), ok, END]), /"comment"/)
    refuses(
      Buffer.concat([
        paxEntry(
          paxRecords([
            ['path', 'x/1'],
            ['path', 'x/2']
          ])
        ),
        ok,
        END
      ]),
      /sets path twice/
    )
  })
  test("pax records are read by length: one hidden in another record's value is no record", () => {
    // node-tar split this on newlines and found `path=x/hidden`; by length it is one record whose
    // value holds a newline.
    const hidden = paxRecords([['mtime', '1\n18 path=x/hidden']])
    refuses(Buffer.concat([paxEntry(hidden), ok, END]), /holds a newline|the pax mtime/)
    refuses(Buffer.concat([paxEntry('40 path=x/short\n'), ok, END]), /does not end where its length says/)
  })
  test("a NUL (followed by a newline) in a pax name or link target, junk after a field's NUL", () => {
    refuses(
      Buffer.concat([paxEntry(paxRecords([['path', Buffer.from('x/a\0\n../../evil')]])), ok, END]),
      /holds a NUL/
    )
    refuses(
      Buffer.concat([
        paxEntry(paxRecords([['linkpath', Buffer.from('a\0\n/etc/passwd')]])),
        tarEntry({ path: 'x/l', type: 'symlink', linkpath: 'a' }),
        END
      ]),
      /holds a NUL/
    )
    refuses(
      Buffer.concat([rawEntry({ name: Buffer.from('x/a\0\n../evil'), typeflag: '0', body: 'a' }), END]),
      /bytes after its NUL/
    )
  })
  test('names that are not UTF-8, or hold control characters or U+FFFD', () => {
    refuses(
      Buffer.concat([rawEntry({ name: Buffer.from([0x78, 0x2f, 0xff]), typeflag: '0' }), END]),
      /not UTF-8/
    )
    refuses(
      Buffer.concat([rawEntry({ name: Buffer.from([0x78, 0x2f, 0xfe]), typeflag: '0' }), END]),
      /not UTF-8/
    )
    refuses(Buffer.concat([rawEntry({ name: 'x/line\nbreak', typeflag: '0' }), END]), /control character/)
    refuses(Buffer.concat([rawEntry({ name: 'x/\ufffd', typeflag: '0' }), END]), /U\+FFFD/)
  })
  test('a compressed stream inside the tar, a header that is not POSIX ustar, a wrong checksum', () => {
    // Inflated by node-tar, skipped by GNU tar: here it is no tar header at all.
    refuses(
      gzipSync(Buffer.concat([tarEntry({ path: 'x/r', body: randomBytes(4096) }), END])),
      /not a POSIX ustar header|checksum/
    )
    const gnu = Buffer.from(ok)
    gnu.write('ustar  \0', 257, 'latin1')
    refuses(Buffer.concat([gnu, END]), /checksum|not a POSIX ustar header/)
    const bad = Buffer.from(ok)
    bad[0] ^= 1
    refuses(Buffer.concat([bad, END]), /checksum is wrong/)
  })
  test('the end of the archive: two zero blocks, then zeros only, at most TRAILER_MAX; a truncated archive', () => {
    assert.equal(read(Buffer.concat([ok, END, Buffer.alloc(9216)])).length, 1, 'GNU tar pads to its record')
    refuses(Buffer.concat([ok, END, Buffer.from('more')]), /data after its end \(at byte 2048\)/)
    refuses(Buffer.concat([ok, END, Buffer.alloc(TRAILER_MAX + 512)]), /more than \d+ bytes after its end/)
    refuses(Buffer.concat([ok, Buffer.alloc(512), ok, END]), /a lone zero block/)
    refuses(ok, /before its end-of-archive blocks/)
  })
  test('data after the end is refused at its first byte, whatever follows (no buffering of the rest)', () => {
    const r = new StrictTarReader()
    r.push(Buffer.concat([ok, END]))
    assert.throws(() => r.push(Buffer.alloc(64 << 20, 1)), /data after its end \(at byte 2048\)/)
  })
})
