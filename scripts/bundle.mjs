// Bundles the action's entry points and the CLI into dist/ (committed: the runner executes dist/).
// `--check` rebuilds into a temporary directory and fails when the result differs from dist/,
// so CI catches a src/ change that was committed without its bundle.
import { build } from 'esbuild'
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const check = process.argv.includes('--check')
const outdir = check ? mkdtempSync(join(tmpdir(), 'setup-rocm-dist-')) : 'dist'
if (!check) rmSync('dist', { recursive: true, force: true })

await build({
  entryPoints: {
    main: 'src/bin/main.ts',
    post: 'src/bin/post.ts',
    cli: 'src/bin/cli.ts',
    'download-worker': 'src/oci/blob/download-worker.ts',
    'restore-process': 'src/action/restore/restore-process.ts',
    'restore-front': 'src/action/restore/front.ts',
    'restore-extractor': 'src/action/restore/extractor.ts',
    'inflate-worker': 'src/seek/inflate/inflate-worker.ts',
    'digest-worker': 'src/verify/digest-worker.ts',
    'mount-server': 'src/bin/mount-server.ts'
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  // undici (1 MB, pulled in by @actions/http-client for a method nothing here calls) out of the
  // bundle: it was most of the download thread's heap (figures in docs/benchmarks.md).
  alias: { undici: './scripts/undici-stub.mjs' },
  // Some bundled CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);"
  }
})

// The CLI is the package's `bin`.
chmodSync(join(outdir, 'cli.js'), 0o755)

if (check) {
  const list = d => (existsSync(d) ? readdirSync(d, { recursive: true }).map(String).sort() : [])
  const a = list('dist').filter(f => f.endsWith('.js'))
  const b = list(outdir).filter(f => f.endsWith('.js'))
  const differ =
    JSON.stringify(a) !== JSON.stringify(b) ||
    a.some(f => !readFileSync(join('dist', f)).equals(readFileSync(join(outdir, f))))
  rmSync(outdir, { recursive: true, force: true })
  if (differ) {
    console.error('dist/ is stale: run `npm run bundle` and commit the result.')
    process.exit(1)
  }
  console.log('dist/ is up to date.')
}
