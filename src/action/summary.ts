// The job summary, as a pure function of what happened (markdown for $GITHUB_STEP_SUMMARY).
// Everything that comes from the image (versions, paths, link targets, library names) is text, not
// Markdown: it is escaped so an image cannot add links, images or HTML to the job's page.
import { formatBytes } from '../log.ts'
import type { InstallResult } from '../pipeline/install.ts'
import type { SmokeResult } from '../smoke/smoke.ts'
import type { Closure } from '../runtime/closure.ts'
import type { Verified } from '../verify/verify.ts'

export interface SummaryInput {
  image: string
  digest: string
  rocmPath: string
  rocmVersion: string
  source: 'tool-cache' | 'actions-cache' | 'registry' | 'lazy-mount'
  /** What is said of a tree from a cache that was not verified. */
  unverified?: string
  /** What was verified of a tree from a cache (verify/verify.ts). */
  verified?: Verified
  install?: InstallResult
  smoke?: SmokeResult[]
  smokeSkipped: boolean
  seconds: Record<string, number>
  diskFreeBefore?: number
  diskFreeAfter?: number
  env: Record<string, string>
  /** Runtime mode. */
  closure?: Closure
  runtimeRoots?: string[]
  loaded?: number
}

/** Text for a table cell: HTML and Markdown specials escaped, on one line. */
export function text(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]()#!|~]/g, c => `\\${c}`)
    .replace(/[\r\n]+/g, ' ')
}

/** Code in a table cell: backticks cannot be escaped inside code, so they are dropped. */
const code = (s: string) =>
  `<code>${text(s)
    .replace(/\\([\\`*_[\]()#!|~])/g, '$1')
    .replace(/\|/g, '&#124;')}</code>`

const table = (header: string[], align: string[], rows: string[][]) =>
  `| ${header.join(' | ')} |\n|${align.join('|')}|\n${rows.map(r => `| ${r.join(' | ')} |`).join('\n')}\n`

/** Where the tree came from, and whether it was checked against the image. */
function sourceRows(s: SummaryInput): [string, string][] {
  const rows: [string, string][] = [
    ['Image', code(s.image)],
    ['Platform manifest', code(s.digest)],
    ['ROCm', `${text(s.rocmVersion)} at ${code(s.rocmPath)}`],
    [
      'Source',
      s.source === 'registry'
        ? 'registry (cold install)'
        : s.source === 'lazy-mount'
          ? 'registry, mounted lazily: read-only, each file fetched and verified when first read'
          : `${s.source} (hit)`
    ]
  ]
  if (s.unverified) rows.push(['Verified', `**no**: ${text(s.unverified)}`])
  if (s.verified)
    rows.push([
      'Verified',
      `yes: ${s.verified.files} files, ${formatBytes(s.verified.bytes)} ${s.verified.contents ? 'matched the image, every file hashed' : 'matched in metadata (no file hashed)'}, against the seek index ${text(s.verified.index.source)} (${text(s.verified.index.digest)})`
    ])
  return rows
}

/** What the install downloaded, kept, pruned and left out. */
function installRows(
  r: NonNullable<SummaryInput['install']>,
  closure: SummaryInput['closure']
): [string, string][] {
  const rows: [string, string][] = [
    [
      'Layers',
      `${r.layers.length}: ${r.layers.map(l => `${formatBytes(l.size)} ${l.compression}`).join(', ')}`
    ],
    ['Downloaded', formatBytes(r.bytesDownloaded)]
  ]
  if (closure)
    // Runtime mode installs the closure, not the pruned SDK the overlay counted.
    rows.push([
      'Kept',
      `${formatBytes(closure.bytes)} in ${closure.libraries.length} files, ${closure.links.length} links`
    ])
  else {
    rows.push(
      ['Kept', `${formatBytes(r.report.bytesKept)} in ${r.report.files} files, ${r.report.links} links`],
      ['Pruned', `${formatBytes(r.report.bytesPruned)} in ${r.report.filesPruned} files`]
    )
    if (r.unmatchedPrune.length)
      rows.push(['Prune patterns that matched nothing', r.unmatchedPrune.map(code).join(', ')])
    if (r.report.latePrunedFiles)
      rows.push([
        'Pruned only after writing',
        `${r.report.latePrunedFiles} files (${formatBytes(r.report.latePrunedBytes)}): their pattern matched through a link that came later; write it with a leading ${code('**/')} to prune while streaming`
      ])
  }
  if (r.planned)
    rows.push([
      'Planned / written',
      `${formatBytes(r.planned.bytes)} planned from the index (${formatBytes(r.planned.onDisk)} on disk${r.planned.archive !== undefined ? `, cache archive about ${formatBytes(r.planned.archive)}` : ''}), ${formatBytes(r.report.bytesKept)} written`
    ])
  rows.push(['Outside image-path (not written)', formatBytes(r.report.bytesOutside)])
  if (r.report.externalLinks.length)
    rows.push([
      'Links leaving image-path (dropped)',
      r.report.externalLinks.slice(0, 10).map(code).join(', ') +
        (r.report.externalLinks.length > 10 ? ` and ${r.report.externalLinks.length - 10} more` : '')
    ])
  if (r.report.skippedSpecial.length)
    rows.push(['Device nodes / FIFOs skipped', String(r.report.skippedSpecial.length)])
  return rows
}

/** The smoke test's section: skipped, the runtime load check, or each gfx target's result. */
function smokeSection(s: SummaryInput): string {
  const md = '\n### Smoke test\n\n'
  if (s.smokeSkipped) return md + 'Skipped (`smoke-test: false`).\n'
  if (s.loaded !== undefined)
    return (
      md +
      `Load check: all ${s.loaded} libraries of the closure load with only the install on the library path.\n`
    )
  if (!s.smoke) return md
  return (
    md +
    table(
      ['gfx target', 'Result'],
      ['---', '---'],
      s.smoke.map(t => [
        t.target,
        t.run === 'ran'
          ? 'compiled, loaded, ran on the GPU (result checked)'
          : 'compiled, loaded; no GPU to run on'
      ])
    )
  )
}

export function renderSummary(s: SummaryInput): string {
  const closure = s.closure
  const rows = [...sourceRows(s), ...(s.install ? installRows(s.install, closure) : [])]
  if (closure)
    rows.push(
      ['Mode', `runtime: the load closure of ${(s.runtimeRoots ?? ['libamdhip64.so']).map(code).join(', ')}`],
      [
        'Closure',
        `${closure.libraries.length} libraries, ${formatBytes(closure.bytes)}; from the host: ${closure.host.map(h => code(h.name)).join(', ') || 'nothing'}`
      ]
    )
  rows.push([
    'Time',
    Object.entries(s.seconds)
      .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
      .join(', ')
  ])
  if (s.diskFreeBefore !== undefined && s.diskFreeAfter !== undefined)
    rows.push(['Disk free', `${formatBytes(s.diskFreeBefore)} before, ${formatBytes(s.diskFreeAfter)} after`])
  let md = `## setup-rocm\n\n${table(['What', 'Value'], ['---', '---'], rows)}`
  if (closure) {
    md += '\n### Runtime closure\n\n'
    md += table(
      ['Library', 'Size', 'Needed by'],
      ['---', '---:', '---'],
      closure.libraries.map(l => [code(l.path), formatBytes(l.size), text(l.neededBy)])
    )
  }
  md += smokeSection(s)
  md += `\n<details><summary>Exported environment</summary>\n\n\`\`\`sh\n${Object.entries(s.env)
    .map(([k, v]) => `${k}=${v.replace(/`/g, "'")}`)
    .join('\n')}\n\`\`\`\n</details>\n`
  return md
}
