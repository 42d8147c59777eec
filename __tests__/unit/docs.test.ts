// The documentation as a reader follows it: every relative link of the README and docs/ names a
// file that exists (and a heading that exists, for #anchors), and the README stays a page read in
// five minutes, every topic one link away.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const pages = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter(f => f.endsWith('.md'))
    .map(f => `docs/${f}`)
]

/** GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to dashes. */
const anchor = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(m => anchor(m[1])))
}

describe('documentation', () => {
  test('every relative link names a file that exists, and a heading that exists', () => {
    const broken: string[] = []
    for (const page of pages) {
      const text = readFileSync(join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue
        const [path, hash] = target.split('#')
        const file = path ? join(root, dirname(page), path) : join(root, page)
        if (!existsSync(file)) broken.push(`${page}: ${target}`)
        else if (hash && file.endsWith('.md') && !anchors(file).has(hash))
          broken.push(`${page}: ${target} (no such heading)`)
      }
    }
    assert.deepEqual(broken, [])
  })

  test('the README is a short page: at most 15 KB, every docs/ page linked from it', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    assert.ok(readme.length <= 15 * 1024, `README.md is ${readme.length} bytes`)
    for (const page of pages.filter(p => p.startsWith('docs/')))
      assert.ok(readme.includes(`(${page})`) || readme.includes(`(${page}#`), `README links ${page}`)
  })
})
