// ELF dynamic sections: SONAME and DT_NEEDED of a real shared object; a foreign file refused.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { bufferReader, parseDynamic, readDynamic } from '../../../src/runtime/elf.ts'

const LIBDL = '/lib/x86_64-linux-gnu/libdl.so.2'

describe('ELF', () => {
  test('the dynamic section of a real shared object: SONAME and DT_NEEDED', async () => {
    const d = await readDynamic(LIBDL)
    assert.equal(d?.soname, 'libdl.so.2')
    assert.ok(d?.needed.includes('libc.so.6'), JSON.stringify(d))
    assert.equal(d?.machine, 62)
  })
  test('a truncated or foreign file is refused with its name, not a crash', async () => {
    const b = readFileSync(LIBDL)
    await assert.rejects(parseDynamic(bufferReader(b.subarray(0, 200)), 'cut.so'), /cut\.so: truncated ELF/)
    await assert.rejects(parseDynamic(bufferReader(Buffer.from('#!/bin/sh\n')), 'script'), /not an ELF file/)
  })
})
