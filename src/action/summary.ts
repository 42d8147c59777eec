// The job summary, as a pure function of what happened (markdown for $GITHUB_STEP_SUMMARY).
import { formatBytes } from '../format.ts'
import type { InstallResult } from '../pipeline/install.ts'
import type { SmokeResult } from '../smoke/smoke.ts'
import type { Closure } from '../runtime/closure.ts'

export interface SummaryInput {
  image: string
  digest: string
  rocmPath: string
  rocmVersion: string
  source: 'tool-cache' | 'actions-cache' | 'registry'
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

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function renderSummary(s: SummaryInput): string {
  const rows: [string, string][] = [
    ['Image', `\`${cell(s.image)}\``],
    ['Platform manifest', `\`${s.digest}\``],
    ['ROCm', `${cell(s.rocmVersion)} at \`${s.rocmPath}\``],
    ['Source', s.source === 'registry' ? 'registry (cold install)' : `${s.source} (hit)`]
  ]
  const r = s.install
  if (r) {
    rows.push(
      [
        'Layers',
        `${r.layers.length}: ${r.layers.map(l => `${formatBytes(l.size)} ${l.compression}`).join(', ')}`
      ],
      ['Downloaded', formatBytes(r.bytesDownloaded)],
      ['Kept', `${formatBytes(r.report.bytesKept)} in ${r.report.files} files, ${r.report.links} links`],
      ['Pruned', `${formatBytes(r.report.bytesPruned)} in ${r.report.filesPruned} files`],
      ['Outside image-path (not written)', formatBytes(r.report.bytesOutside)]
    )
    if (r.unmatchedPrune.length)
      rows.push([
        'Prune patterns that matched nothing',
        r.unmatchedPrune.map(p => `\`${cell(p)}\``).join(', ')
      ])
    if (r.report.latePrunedFiles)
      rows.push([
        'Pruned only after writing',
        `${r.report.latePrunedFiles} files (${formatBytes(r.report.latePrunedBytes)}): their pattern matched through a link that came later; write it with a leading \`**/\` to prune while streaming`
      ])
    if (r.report.externalLinks.length)
      rows.push([
        'Links leaving image-path (dropped)',
        r.report.externalLinks
          .slice(0, 10)
          .map(l => `\`${cell(l)}\``)
          .join(', ') +
          (r.report.externalLinks.length > 10 ? ` and ${r.report.externalLinks.length - 10} more` : '')
      ])
    if (r.report.skippedSpecial.length)
      rows.push(['Device nodes / FIFOs skipped', String(r.report.skippedSpecial.length)])
  }
  const closure = s.closure
  if (closure)
    rows.push(
      ['Mode', `runtime: the load closure of ${s.runtimeRoots?.join(', ') ?? 'libamdhip64.so'}`],
      [
        'Closure',
        `${closure.libraries.length} libraries, ${formatBytes(closure.bytes)}; from the host: ${closure.host.map(h => `\`${h.name}\``).join(', ') || 'nothing'}`
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
  let md = `## setup-rocm\n\n| | |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`
  if (closure) {
    md += '\n### Runtime closure\n\n| library | size | needed by |\n|---|---|---|\n'
    for (const l of closure.libraries)
      md += `| \`${cell(l.path)}\` | ${formatBytes(l.size)} | ${cell(l.neededBy)} |\n`
  }
  md += '\n### Smoke test\n\n'
  if (s.smokeSkipped) md += 'Skipped (`smoke-test: false`).\n'
  else if (s.loaded !== undefined)
    md += `Load check: all ${s.loaded} libraries of the closure load with only the install on the library path.\n`
  else if (s.smoke) {
    md += '| gfx target | compiled | loaded | ran |\n|---|---|---|---|\n'
    for (const t of s.smoke)
      md += `| ${t.target} | yes | yes | ${t.run === 'ran' ? 'yes, result checked' : 'no GPU to run on (compiled and loaded)'} |\n`
  }
  md += `\n<details><summary>Exported environment</summary>\n\n\`\`\`sh\n${Object.entries(s.env)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')}\n\`\`\`\n</details>\n`
  return md
}
