// Workflow files and action.yml, checked with GitHub's own parser (@actions/workflow-parser),
// and the interface kept in one piece: action.yml, the input parser and the README agree.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { parse } from 'yaml'
import { repoRoot } from '../harness/runner.ts'
import { Inputs } from '../../src/config/options.ts'
import { Outputs } from '../../src/action/constants.ts'

// @actions/workflow-parser imports its JSON schemas without `with { type: 'json' }`, which Node's
// ESM loader refuses; bundling it with esbuild (which inlines JSON) sidesteps that.
const bundled = join(repoRoot, 'node_modules', '.cache', 'workflow-parser.mjs')
await build({
  stdin: {
    contents: `export { parseWorkflow, NoOperationTraceWriter } from '@actions/workflow-parser'
export { parseAction } from '@actions/workflow-parser/actions/action-parser'`,
    resolveDir: repoRoot
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: bundled,
  logLevel: 'error',
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"
  }
})
type ParseResult = { value: unknown; context: { errors: { getErrors(): { message: string }[] } } }
const { parseWorkflow, parseAction, NoOperationTraceWriter } = (await import(bundled)) as {
  parseWorkflow: (f: { name: string; content: string }, t: unknown) => ParseResult
  parseAction: (f: { name: string; content: string }, t: unknown) => ParseResult
  NoOperationTraceWriter: new () => unknown
}
const trace = new NoOperationTraceWriter()
const files = [
  ...readdirSync(join(repoRoot, '.github/workflows')).map(f => `.github/workflows/${f}`),
  ...readdirSync(join(repoRoot, 'docs/examples')).map(f => `docs/examples/${f}`)
].filter(f => f.endsWith('.yml'))

describe('workflows validate with GitHub’s parser', () => {
  for (const f of files) {
    test(f, () => {
      const r = parseWorkflow({ name: f, content: readFileSync(join(repoRoot, f), 'utf8') }, trace)
      const errors = r.context.errors.getErrors().map(e => e.message)
      assert.deepEqual(errors, [])
      assert.ok(r.value, 'parsed to a template')
    })
  }

  test('the parser does reject a broken workflow (the check can fail)', () => {
    const r = parseWorkflow(
      { name: 'bad.yml', content: 'on: push\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    stepz: []\n' },
      trace
    )
    assert.ok(r.context.errors.getErrors().length > 0)
  })

  test('action.yml validates, runs on node24 with main and post', () => {
    const content = readFileSync(join(repoRoot, 'action.yml'), 'utf8')
    const r = parseAction({ name: 'action.yml', content }, trace)
    assert.deepEqual(
      r.context.errors.getErrors().map(e => e.message),
      []
    )
    const a = parse(content)
    assert.equal(a.runs.using, 'node24')
    assert.equal(a.runs.main, 'dist/main.js')
    assert.equal(a.runs.post, 'dist/post.js')
    // The post step saves a smoke-tested tree even when a later step failed (main records whether).
    assert.equal(a.runs['post-if'], 'always()')
  })
})

describe('one interface everywhere', () => {
  const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8'))
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')

  test('action.yml inputs and outputs are exactly the ones the code reads and writes', () => {
    assert.deepEqual(Object.keys(action.inputs).sort(), Object.values(Inputs).sort())
    assert.deepEqual(Object.keys(action.outputs).sort(), Object.values(Outputs).sort())
  })

  test('the README documents every input with its default, and every output', () => {
    for (const [name, def] of Object.entries<{ default?: string }>(action.inputs)) {
      const row = readme.split('\n').find(l => new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`).test(l))
      assert.ok(row, `README has no row for input ${name}`)
      if (def.default)
        assert.ok(row!.includes(def.default.split('\n')[0]), `README row for ${name} lacks its default`)
    }
    for (const name of Object.keys(action.outputs))
      assert.match(
        readme,
        new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm'),
        `README has no row for output ${name}`
      )
  })

  test('the reusable workflow is used by a caller and passes only inputs the action has', () => {
    const lane = parse(readFileSync(join(repoRoot, '.github/workflows/hip-lane.yml'), 'utf8'))
    assert.ok(lane.on.workflow_call)
    // setup-rocm is checked out at the ref the caller asks for, then used from there.
    const fetched = lane.jobs.build.steps.find(
      (s: { with?: { repository?: string } }) => s.with?.repository === 'vmafx/setup-rocm'
    )
    assert.equal(fetched.with.ref, '${{ inputs.setup-rocm-ref }}')
    assert.equal(lane.on.workflow_call.inputs['setup-rocm-ref'].default, 'v1')
    const step = lane.jobs.build.steps.find((s: { uses?: string }) => s.uses === `./${fetched.with.path}`)
    assert.ok(step, 'the lane uses the setup-rocm it checked out')
    for (const k of Object.keys(step.with))
      assert.ok(k in action.inputs, `hip-lane passes unknown input ${k}`)
    const caller = parse(readFileSync(join(repoRoot, '.github/workflows/example-caller.yml'), 'utf8'))
    assert.equal(caller.jobs.hip.uses, './.github/workflows/hip-lane.yml')
    for (const k of Object.keys(caller.jobs.hip.with))
      assert.ok(k in lane.on.workflow_call.inputs, `caller passes unknown input ${k}`)
    assert.equal(
      caller.jobs.hip.with['setup-rocm-ref'],
      '${{ github.sha }}',
      'this repository tests the commit, not @v1'
    )
  })

  test('examples and workflows use actions that run on node24', () => {
    const files = [
      ...readdirSync(join(repoRoot, '.github/workflows')).map(f => join('.github/workflows', f)),
      ...readdirSync(join(repoRoot, 'docs/examples'))
        .filter(f => f.endsWith('.yml'))
        .map(f => join('docs/examples', f)),
      'README.md'
    ]
    // Majors that still run on node20 (GitHub warns on every run).
    const old = /uses: (actions\/checkout@v[1-5]|actions\/setup-node@v[1-5]|docker\/login-action@v[1-3])\b/
    for (const f of files) assert.doesNotMatch(readFileSync(join(repoRoot, f), 'utf8'), old, f)
  })

  test('the publish example calls publish-pruned.yml with inputs it has, and installs what it outputs', () => {
    const wf = parse(readFileSync(join(repoRoot, '.github/workflows/publish-pruned.yml'), 'utf8'))
    const example = parse(readFileSync(join(repoRoot, 'docs/examples/publish-caller.yml'), 'utf8'))
    assert.match(example.jobs.publish.uses, /^vmafx\/setup-rocm\/\.github\/workflows\/publish-pruned\.yml@/)
    for (const k of Object.keys(example.jobs.publish.with))
      assert.ok(k in wf.on.workflow_call.inputs, `the example passes unknown input ${k}`)
    for (const [k, v] of Object.entries<{ required?: boolean }>(wf.on.workflow_call.inputs))
      if (v.required) assert.ok(k in example.jobs.publish.with, `the example omits required input ${k}`)
    assert.equal(example.permissions.packages, 'write')
    assert.ok('image' in wf.on.workflow_call.outputs)
    const install = example.jobs.check.steps.find((s: { uses?: string }) =>
      s.uses?.startsWith('vmafx/setup-rocm@')
    )
    assert.equal(install.with.image, '${{ needs.publish.outputs.image }}')
    for (const k of Object.keys(install.with)) assert.ok(k in action.inputs, `unknown action input ${k}`)
  })
})

describe('the seek index workflow', () => {
  test('the index example calls index.yml with inputs it has, and installs with the index it outputs', () => {
    const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8'))
    const wf = parse(readFileSync(join(repoRoot, '.github/workflows/index.yml'), 'utf8'))
    const example = parse(readFileSync(join(repoRoot, 'docs/examples/index-caller.yml'), 'utf8'))
    assert.ok(wf.on.workflow_call)
    assert.match(example.jobs.index.uses, /^vmafx\/setup-rocm\/\.github\/workflows\/index\.yml@/)
    for (const k of Object.keys(example.jobs.index.with))
      assert.ok(k in wf.on.workflow_call.inputs, `the example passes unknown input ${k}`)
    for (const [k, v] of Object.entries<{ required?: boolean }>(wf.on.workflow_call.inputs))
      if (v.required) assert.ok(k in example.jobs.index.with, `the example omits required input ${k}`)
    assert.ok('index' in wf.on.workflow_call.outputs)
    assert.equal(wf.jobs.index.permissions.packages, 'write')
    // Inputs reach the script through env only.
    const run = wf.jobs.index.steps.find((s: { run?: string }) => s.run).run as string
    assert.doesNotMatch(run, /\$\{\{/)
    const install = example.jobs.check.steps.find((s: { uses?: string }) =>
      s.uses?.startsWith('vmafx/setup-rocm@')
    )
    assert.equal(install.with.index, '${{ needs.index.outputs.index }}')
    assert.equal(install.with.image, example.jobs.index.with.image, 'the index is for the image installed')
    for (const k of Object.keys(install.with)) assert.ok(k in action.inputs, `unknown action input ${k}`)
  })
})

describe('the bundle', () => {
  const dist = join(repoRoot, 'dist')
  const files = readdirSync(dist, { recursive: true })
    .map(String)
    .filter(f => f.endsWith('.js'))
  test('leaves undici out (http-client needs it only for getAgentDispatcher, which nothing calls)', () => {
    assert.ok(files.length > 4, files.join(' '))
    for (const f of files)
      assert.ok(!readFileSync(join(dist, f), 'utf8').includes('node_modules/undici/'), `${f} bundles undici`)
    const stub = readFileSync(join(repoRoot, 'scripts/undici-stub.mjs'), 'utf8')
    assert.match(stub, /getAgentDispatcher is unavailable/)
  })
  test('dist/post.js loads the cache save and nothing of the install pipeline', () => {
    // post.js and every chunk it imports, transitively.
    const seen = new Set<string>()
    const visit = (rel: string) => {
      if (seen.has(rel)) return
      seen.add(rel)
      const text = readFileSync(join(dist, rel), 'utf8')
      for (const m of text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[\w./-]+\.js)"/g))
        visit(join(rel, '..', m[1]))
    }
    visit('post.js')
    const loaded = [...seen].map(f => readFileSync(join(dist, f), 'utf8')).join('\n')
    assert.match(loaded, /function saveCache\(/)
    for (const marker of [
      'function resolveImage(',
      'function applyLayer(',
      'class Overlay',
      'function smokeTest(',
      'class BlobThread'
    ])
      assert.ok(!loaded.includes(marker), `post loads ${marker}… (${[...seen].join(', ')})`)
  })

  test('ships the download thread beside the entry points, where the bundled code looks for it', () => {
    assert.ok(files.includes('download-worker.js'), files.join(' '))
    const worker = readFileSync(join(dist, 'download-worker.js'), 'utf8')
    // The thread's entry: it serves the download protocol (src/thread.ts).
    assert.match(worker, /serve\(\{\s*download:/)
    // The bundled workerUrl looks beside its own file, then one level up (src/thread.ts).
    const naming = files.filter(
      f => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('"download-worker.js"')
    )
    assert.ok(naming.length, 'some bundled file names download-worker.js')
    for (const f of naming)
      assert.ok(
        [
          join(dist, dirname(f), 'download-worker.js'),
          join(dist, dirname(f), '..', 'download-worker.js')
        ].some(p => existsSync(p)),
        `${f} finds download-worker.js beside it or one level up`
      )
  })
})

describe('actionlint (npm run lint)', () => {
  test('finds a broken workflow, and takes the self-hosted labels from .github/actionlint.yaml', async () => {
    const { lintWorkflow } = (await import(join(repoRoot, 'scripts', 'actionlint.mjs'))) as {
      lintWorkflow: (
        data: string,
        path: string,
        labels?: Set<string>
      ) => Promise<{ kind: string; message: string }[]>
    }
    const wf = (label: string) =>
      `on: push\njobs:\n  a:\n    runs-on: [self-hosted, ${label}]\n    steps:\n      - run: echo \${{ github.nope }}\n`
    const broken = await lintWorkflow(wf('gfx1036'), 'x.yml', new Set(['gfx1036']))
    assert.deepEqual(
      broken.map(r => r.kind),
      ['expression'],
      'the bad expression is found; the configured label is not an error'
    )
    const unknown = await lintWorkflow(wf('gfx9999'), 'x.yml', new Set(['gfx1036']))
    assert.ok(unknown.some(r => r.kind === 'runner-label' && /gfx9999/.test(r.message)))
  })
})
