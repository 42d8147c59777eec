// What the release workflow (.github/workflows/release.yml) asks of the repository before it
// publishes anything:
//   node scripts/release.mjs check VERSION   VERSION is X.Y.Z or vX.Y.Z; package.json carries it and
//                                            CHANGELOG.md has its dated section; prints X.Y.Z
//   node scripts/release.mjs notes VERSION   prints that section (the release's notes)
// Exits 1 with one line saying what to fix.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(import.meta.dirname, '..')

/** The sections of a Keep a Changelog file: version (or "Unreleased") -> { date, body }. */
export function changelogSections(text) {
  const out = new Map()
  const heads = [...text.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[^\n]*$/gm)]
  heads.forEach((h, i) => {
    const end = i + 1 < heads.length ? heads[i + 1].index : text.search(/^\[[^\]]+\]: /m)
    out.set(h[1], { date: h[2], body: text.slice(h.index + h[0].length, end < 0 ? undefined : end).trim() })
  })
  return out
}

/** The version to release, or throws saying what disagrees. */
export function checkRelease(given, { packageVersion, changelog }) {
  const version = String(given ?? '')
    .replace(/^refs\/tags\//, '')
    .replace(/^v/, '')
  if (!/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`"${given}" is not a version X.Y.Z (or a tag vX.Y.Z).`)
  if (packageVersion !== version)
    throw new Error(
      `package.json says ${packageVersion}, the release is ${version}: set package.json's version first.`
    )
  const section = changelogSections(changelog).get(version)
  if (!section)
    throw new Error(
      `CHANGELOG.md has no section "## [${version}] - YYYY-MM-DD": move Unreleased's entries there.`
    )
  if (!section.date)
    throw new Error(`CHANGELOG.md's section for ${version} has no date ("## [${version}] - YYYY-MM-DD").`)
  if (!section.body) throw new Error(`CHANGELOG.md's section for ${version} is empty: say what changed.`)
  return version
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [verb, given] = process.argv.slice(2)
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8')
  const packageVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version
  try {
    const version = checkRelease(given, { packageVersion, changelog })
    if (verb === 'check') console.log(version)
    else if (verb === 'notes') console.log(changelogSections(changelog).get(version).body)
    else throw new Error('usage: release.mjs check|notes VERSION')
  } catch (e) {
    console.error(`release: ${e.message}`)
    process.exit(1)
  }
}
