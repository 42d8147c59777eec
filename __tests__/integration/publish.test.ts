// `setup-rocm publish` against the harness registry: the fixture image installed, pushed back as a
// pruned zstd image, and installed again from there; and the installer's side-by-side application
// of layers an image calls disjoint, with images that lie about it.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { parse } from 'yaml'
import { join } from 'node:path'
import { loadHarness } from '../harness/index.ts'
import { ensureFixture, fixtureImage, pushFixture } from '../harness/fixture.ts'
import { buildImage, fetchManifest, pushImage, type ImageSpec } from '../harness/image.ts'
import { describeInstall, diffTrees } from '../harness/tree-oracle.ts'
import { repoRoot } from '../harness/runner.ts'
import { runCli, tempDir } from '../harness/helpers.ts'
import { Annotations } from '../../src/oci/annotations.ts'
import type { TarEntry } from '../harness/tar-writer.ts'
import { FaultProxy } from '../harness/fault-proxy.ts'

const h = loadHarness()
const work = tempDir('publish')
after(() => work.cleanup())
const push = { SETUP_ROCM_PUSH_USERNAME: h.user, SETUP_ROCM_PUSH_PASSWORD: h.password }

/** The CLI without this machine's docker login, so only what a test gives it is used. */
const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, { DOCKER_CONFIG: join(work.path, 'no-docker'), ...env })

/** Files (mode, content), links (their text and where they land) and directories (mode). */
function exactTree(dest: string): Map<string, string> {
  const out = describeInstall(dest)
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dest, rel))) {
      const r = rel ? `${rel}/${name}` : name
      const st = lstatSync(join(dest, r))
      if (st.isDirectory()) {
        out.set(r, `d ${(st.mode & 0o777).toString(8)}`)
        walk(r)
      } else if (st.isSymbolicLink()) out.set(r, `${out.get(r)} (${readlinkSync(join(dest, r))})`)
    }
  }
  walk('')
  out.set('.', `d ${(lstatSync(dest).mode & 0o777).toString(8)}`)
  return out
}

describe('setup-rocm publish', () => {
  let source: string
  let sourcePin: string
  before(async () => {
    await pushFixture(h, 'r10-gzip', 'publish/source')
    sourcePin = fixtureImage(ensureFixture(), 'r10-gzip').pinDigest
    source = `${h.registry}/publish/source@${sourcePin}`
  })

  test('publish pushes an image whose install equals the source install (files, modes, links) and whose annotations name the source digest', async () => {
    const srcTree = join(work.path, 'src-tree')
    const p = await cli(
      ['publish', '--image', source, '--to', `${h.registry}/publish/pruned:10.0`, '--dest', srcTree],
      push
    )
    assert.equal(p.code, 0, p.stderr)
    assert.match(p.stderr, /gfx1036: compiled and loaded/, 'the smoke test ran before the push')
    const m = /^(\S+)@(sha256:[0-9a-f]{64})\n$/.exec(p.stdout)
    assert.ok(m, `stdout is the reference to pin: ${JSON.stringify(p.stdout)}`)
    assert.equal(m[1], `${h.registry}/publish/pruned`)
    const digest = m[2]

    const manifest = await fetchManifest(h, 'publish/pruned', digest)
    assert.equal(manifest.annotations[Annotations.BaseDigest], sourcePin)
    assert.equal(manifest.annotations[Annotations.ImagePath], '/opt/rocm')
    assert.match(manifest.annotations[Annotations.Prune], /rocblas/)
    assert.match(manifest.annotations[Annotations.Version], /^\d+\.\d+\.\d+$/)
    assert.equal(manifest.annotations[Annotations.Layers], 'disjoint')
    assert.equal(manifest.layers.length, 4)
    for (const l of manifest.layers) assert.equal(l.mediaType, 'application/vnd.oci.image.layer.v1.tar+zstd')
    const sizes = manifest.layers.map(l => l.size)
    assert.ok(Math.max(...sizes) < 3 * Math.min(...sizes), `layers of similar size: ${sizes.join(', ')}`)

    const again = join(work.path, 'from-published')
    const i = await cli(['--image', `${m[1]}@${digest}`, '--dest', again])
    assert.equal(i.code, 0, i.stderr)
    assert.match(i.stderr, /disjoint subtrees: applying 4 at a time/)
    assert.doesNotMatch(i.stderr, /one by one instead/)
    const a = exactTree(srcTree)
    const b = exactTree(again)
    assert.ok(a.size > 100, `the source install has a tree (${a.size} paths)`)
    assert.equal(diffTrees(a, b), '', 'the published image installs the same tree')

    // The same tree publishes to the same digest, and nothing is uploaded twice.
    const p2 = await cli(
      ['publish', '--image', source, '--to', `${h.registry}/publish/pruned:10.0`, '--no-smoke-test'],
      push
    )
    assert.equal(p2.code, 0, p2.stderr)
    assert.equal(p2.stdout, p.stdout)
    assert.match(p2.stderr, /Pushed .*: 0 B uploaded/)
  })

  test('the reusable publish-pruned.yml: its script, run with the env its step sets, publishes and outputs the reference to pin', async () => {
    const wf = parse(readFileSync(join(repoRoot, '.github/workflows/publish-pruned.yml'), 'utf8'))
    const inputs = wf.on.workflow_call.inputs as Record<string, { default?: unknown }>
    const step = (wf.jobs.publish.steps as { id?: string; run: string; env: Record<string, string> }[]).find(
      x => x.id === 'publish'
    )!
    assert.equal(step.env.SETUP_ROCM_PUSH_PASSWORD, '${{ secrets.GITHUB_TOKEN }}')
    assert.equal(wf.jobs.publish.permissions.packages, 'write')
    assert.doesNotMatch(step.run, /\$\{\{/, 'inputs reach the script through env only')
    // The step's env, with the expressions evaluated as a runner would for these inputs.
    const given: Record<string, string> = {
      image: source,
      to: `${h.registry}/publish/from-workflow:wf`,
      layers: '3'
    }
    const env: Record<string, string> = {}
    for (const [k, v] of Object.entries(step.env)) {
      const m = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(v)
      if (m) {
        assert.ok(m[1] in inputs, `${k} reads unknown input ${m[1]}`)
        env[k] = given[m[1]] ?? String(inputs[m[1]].default ?? '')
      }
    }
    for (const name of Object.keys(inputs).filter(n => !['setup-rocm-ref', 'runs-on'].includes(n)))
      assert.ok(
        Object.values(step.env).includes(`\${{ inputs.${name} }}`),
        `input ${name} is passed to the script`
      )
    const cwd = join(work.path, 'wf')
    mkdirSync(cwd)
    symlinkSync(repoRoot, join(cwd, '.setup-rocm'))
    const output = join(cwd, 'github-output')
    writeFileSync(output, '')
    const r = await new Promise<{ code: number; out: string }>(resolve =>
      execFile(
        'bash',
        ['-c', step.run],
        {
          cwd,
          env: {
            ...process.env,
            ...env,
            ...push,
            GITHUB_OUTPUT: output,
            DOCKER_CONFIG: join(work.path, 'no-docker')
          },
          maxBuffer: 64 << 20
        },
        (e, so, se) => resolve({ code: e ? 1 : 0, out: so + se })
      )
    )
    assert.equal(r.code, 0, r.out)
    assert.match(r.out, /gfx1036: compiled and loaded/)
    const m = /^image=(\S+)@(sha256:[0-9a-f]{64})$/m.exec(readFileSync(output, 'utf8'))
    assert.ok(m, readFileSync(output, 'utf8'))
    assert.equal(m[1], `${h.registry}/publish/from-workflow`)
    const manifest = await fetchManifest(h, 'publish/from-workflow', m[2])
    assert.equal(manifest.layers.length, 3)
    assert.equal(manifest.annotations[Annotations.BaseDigest], sourcePin)
  })

  test('hardlinks: a group stays whole in one layer, whichever units its names lie in; the layers stay disjoint', async () => {
    const big = 'b'.repeat(2 << 20)
    const ref = await pushImage(
      h,
      'publish/links',
      buildImage({
        layers: [
          {
            entries: [
              { path: 'opt/rocm/a/big', body: big, mode: 0o755 },
              { path: 'opt/rocm/a/same', type: 'hardlink', linkpath: 'opt/rocm/a/big' },
              { path: 'opt/rocm/b/other', body: 'o'.repeat(2 << 20) },
              { path: 'opt/rocm/b/link', type: 'hardlink', linkpath: 'opt/rocm/a/big' },
              { path: 'opt/rocm/c/third', body: 'c'.repeat(5 << 20) },
              // Modes as installed (setuid and sticky are stripped by the install itself).
              { path: 'opt/rocm/c/none', body: 'n', mode: 0o000 },
              { path: 'opt/rocm/c/readonly', body: 'r', mode: 0o444 },
              { path: 'opt/rocm/c/tmp/', type: 'dir', mode: 0o1777 },
              { path: 'opt/rocm/c/tmp/x', body: 'x', mode: 0o640 }
            ]
          }
        ]
      })
    )
    const srcTree = join(work.path, 'links-src')
    const p = await cli(
      [
        'publish',
        '--image',
        ref,
        '--to',
        `${h.registry}/publish/links-pruned:t`,
        '--dest',
        srcTree,
        '--layers',
        '2',
        '--no-smoke-test',
        '--prune',
        'none'
      ],
      push
    )
    assert.equal(p.code, 0, p.stderr)
    const pinned = p.stdout.trim()
    assert.equal((await fetchManifest(h, 'publish/links-pruned', pinned.split('@')[1])).layers.length, 2)
    const dest = join(work.path, 'links-published')
    const i = await cli(['--image', pinned, '--dest', dest, '--no-smoke-test', '--prune', 'none'])
    assert.equal(i.code, 0, i.stderr)
    assert.match(i.stderr, /applying 2 at a time/)
    assert.doesNotMatch(i.stderr, /one by one instead/)
    assert.equal(diffTrees(exactTree(srcTree), exactTree(dest)), '')
    const ino = (rel: string) => lstatSync(join(dest, rel)).ino
    assert.equal(ino('a/same'), ino('a/big'), 'a hardlink within one unit stays one')
    assert.equal(ino('b/link'), ino('a/big'), 'names in two units stay one file: their units share a layer')
    assert.equal(readFileSync(join(dest, 'b/link'), 'utf8'), big)
    const mode = (rel: string) => (lstatSync(join(dest, rel)).mode & 0o7777).toString(8)
    assert.deepEqual(
      ['c/none', 'c/readonly', 'c/tmp', 'c/tmp/x'].map(mode),
      ['c/none', 'c/readonly', 'c/tmp', 'c/tmp/x'].map(r =>
        (lstatSync(join(srcTree, r)).mode & 0o7777).toString(8)
      ),
      'modes as installed from the source'
    )
    assert.equal(mode('c/none'), '0')
    assert.equal(mode('c/readonly'), '444')
  })

  test('a blob upload that fails is tried again in a new upload session (a failed PUT ends its session)', async () => {
    const proxy = await new FaultProxy(h, `https://${h.registry}`).start()
    // Upload locations name the registry's own host: send them through the proxy too.
    proxy.rewriteLocation(`https://${h.registry}`, proxy.origin)
    // The registry's answer to the first layer upload: a server error.
    proxy.rule({ match: /^PUT .*\/blobs\/uploads\//, status: 500, times: 1 })
    try {
      const p = await cli(
        [
          'publish',
          '--image',
          source,
          '--to',
          `${proxy.host}/publish/retried:t`,
          '--no-smoke-test',
          '--layers',
          '2'
        ],
        push
      )
      assert.equal(p.code, 0, p.stderr)
      const sessions = proxy.log.filter(e => e.method === 'POST' && /blobs\/uploads/.test(e.path)).length
      const puts = proxy.log.filter(e => e.method === 'PUT' && /blobs\/uploads/.test(e.path))
      assert.equal(puts[0].status, 500)
      assert.ok(
        puts.slice(1).every(e => e.status === 201),
        JSON.stringify(puts)
      )
      assert.ok(
        sessions >= puts.length,
        `${sessions} upload sessions for ${puts.length} PUTs: none reused after a failure`
      )
      assert.match(p.stderr, /Trying again in a new upload session/)
    } finally {
      await proxy.stop()
    }
  })

  test('Ctrl-C during publish leaves neither its temporary tree nor its layer files', async () => {
    const tmp = join(work.path, 'interrupted-tmp')
    mkdirSync(tmp)
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'dist', 'cli.js'),
        'publish',
        '--image',
        source,
        '--to',
        `${h.registry}/publish/interrupted`,
        '--no-smoke-test'
      ],
      { env: { ...process.env, ...push, TMPDIR: tmp, DOCKER_CONFIG: join(work.path, 'no-docker') } }
    )
    let err = ''
    // One Ctrl-C: each stderr chunk after the line used to schedule another, and a second SIGINT
    // while the first was being handled ended the process by the signal (exit null, seen in a suite run).
    let interrupted = false
    const code = await new Promise<number | null>(resolve => {
      child.stderr.on('data', d => {
        err += d
        // While the layers are being packed: the tree and the layer files both exist.
        if (/Installed sha256/.test(err) && !interrupted && (interrupted = true))
          setTimeout(() => {
            if (readdirSync(tmp).some(n => n.startsWith('setup-rocm-publish-'))) child.kill('SIGINT')
            else setTimeout(() => child.kill('SIGINT'), 50)
          }, 50)
      })
      child.on('exit', c => resolve(c))
    })
    assert.equal(code, 130, err)
    assert.deepEqual(readdirSync(tmp), [], 'nothing left in the temporary directory')
  })

  test('a private source with only push credentials: the CLI names its own variables for pull credentials', async () => {
    const ref = await pushImage(
      h,
      'private/publish-words',
      buildImage({ layers: [{ entries: [{ path: 'opt/rocm/.info/version', body: '10.0.0\n' }] }] })
    )
    const r = await cli(
      ['publish', '--image', ref, '--to', `${h.registry}/publish/words`, '--no-smoke-test'],
      push
    )
    assert.equal(r.code, 1)
    assert.match(r.stderr, /set SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD/)
    assert.doesNotMatch(r.stderr, /registry-username/, 'not the action’s input names')
  })

  test('a push without credentials is refused before the install, saying what to set; --to is required', async () => {
    const r = await cli([
      'publish',
      '--image',
      source,
      '--to',
      `${h.registry}/publish/nobody`,
      '--no-smoke-test'
    ])
    assert.equal(r.code, 1)
    assert.match(r.stderr, /refused the push: set SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD/)
    assert.doesNotMatch(r.stderr, /Installed|Packed/, 'refused before anything was installed or packed')
    assert.equal(r.stdout, '')
    const u = await cli(['publish', '--image', source])
    assert.equal(u.code, 2)
    assert.match(u.stderr, /publish needs --to/)
    const d = await cli(['publish', '--image', source, '--to', `${h.registry}/publish/x@${sourcePin}`])
    assert.equal(d.code, 2)
    assert.match(d.stderr, /not a digest/)
  })
})

describe('side-by-side application of layers an image calls disjoint', () => {
  const f = (path: string, body: string, mode = 0o644): TarEntry => ({ path, body, mode })
  const d = (path: string, mode = 0o755): TarEntry => ({ path, type: 'dir', mode })
  const cases: [string, TarEntry[][]][] = [
    [
      'the same file in two layers (the later one wins)',
      [
        [d('opt/rocm/'), d('opt/rocm/lib/'), f('opt/rocm/lib/x', 'first'), f('opt/rocm/a', 'a')],
        [d('opt/rocm/'), d('opt/rocm/lib/'), f('opt/rocm/lib/x', 'second'), f('opt/rocm/b', 'b')]
      ]
    ],
    [
      'a whiteout',
      [
        [d('opt/rocm/'), f('opt/rocm/gone', 'x'), f('opt/rocm/kept', 'k')],
        [d('opt/rocm/'), { path: 'opt/rocm/.wh.gone', body: '' }, f('opt/rocm/new', 'n')]
      ]
    ],
    [
      'a directory one layer makes a link',
      [
        [d('opt/rocm/'), d('opt/rocm/lib/'), f('opt/rocm/lib/old', 'o')],
        [
          d('opt/rocm/'),
          d('opt/rocm/lib64/'),
          { path: 'opt/rocm/lib', type: 'symlink', linkpath: 'lib64' },
          f('opt/rocm/lib64/y', 'y')
        ]
      ]
    ],
    [
      'a file in one layer where a lower one has a directory',
      [
        [d('opt/rocm/'), f('opt/rocm/x/y', 'y'.repeat(3 << 20)), f('opt/rocm/x/z', 'z')],
        [d('opt/rocm/'), f('opt/rocm/x', 'x'.repeat(3 << 20))]
      ]
    ],
    [
      'a hardlink to another layer',
      [
        [d('opt/rocm/'), f('opt/rocm/target', 't')],
        [d('opt/rocm/'), { path: 'opt/rocm/alias', type: 'hardlink', linkpath: 'opt/rocm/target' }]
      ]
    ],
    [
      'the same directory with another mode',
      [
        [d('opt/rocm/'), d('opt/rocm/share/', 0o755), f('opt/rocm/share/a', 'a')],
        [d('opt/rocm/'), d('opt/rocm/share/', 0o750), f('opt/rocm/share/b', 'b')]
      ]
    ]
  ]
  const install = async (spec: ImageSpec, repo: string, name: string) => {
    const ref = await pushImage(h, repo, buildImage(spec))
    const dest = join(work.path, name)
    const r = await cli(['--image', ref, '--dest', dest, '--no-smoke-test', '--prune', 'none'])
    assert.equal(r.code, 0, r.stderr)
    return { tree: exactTree(dest), stderr: r.stderr }
  }
  cases.forEach(([what, layers], n) =>
    test(`an image that lies (${what}) is applied one by one, to the same tree`, async () => {
      const spec = (annotated: boolean): ImageSpec => ({
        layers: layers.map(entries => ({ entries, compression: 'zstd' })),
        annotations: annotated ? { [Annotations.Layers]: 'disjoint' } : undefined
      })
      const plain = await install(spec(false), `sbs/plain${n}`, `plain${n}`)
      assert.doesNotMatch(plain.stderr, /at a time/, 'without the hint, one by one from the start')
      const lying = await install(spec(true), `sbs/lying${n}`, `lying${n}`)
      assert.match(lying.stderr, /applying 2 at a time/)
      assert.match(
        lying.stderr,
        /layer \d is not disjoint from the others: .*Applying them one by one instead/
      )
      assert.equal(diffTrees(plain.tree, lying.tree), '')
    })
  )

  test('an honest image in publish’s shape (every layer repeats the same directories) is never called not disjoint', async () => {
    const layers = [0, 1, 2, 3].map(k => [
      d('opt/'),
      d('opt/rocm/'),
      d('opt/rocm/lib/'),
      // Directories every layer carries, each followed by files of this layer only.
      ...Array.from({ length: 60 }, (_, j) => [
        d(`opt/rocm/lib/s${j}/`, 0o750),
        ...Array.from({ length: 5 }, (_, i) => f(`opt/rocm/lib/s${j}/u${k}-${i}`, 'x'.repeat(4096 * (i + 1))))
      ]).flat(),
      d(`opt/rocm/lib/own${k}/`),
      f(`opt/rocm/lib/own${k}/x`, 'x')
    ])
    const ref = await pushImage(
      h,
      'sbs/honest',
      buildImage({
        layers: layers.map(entries => ({ entries, compression: 'zstd' })),
        annotations: { [Annotations.Layers]: 'disjoint' }
      })
    )
    for (let run = 0; run < 6; run++) {
      const r = await cli([
        '--image',
        ref,
        '--dest',
        join(work.path, `honest${run}`),
        '--no-smoke-test',
        '--prune',
        'none'
      ])
      assert.equal(r.code, 0, r.stderr)
      assert.match(r.stderr, /applying 4 at a time/)
      assert.doesNotMatch(r.stderr, /not disjoint|one by one instead/, `run ${run}`)
    }
  })

  test('a conflict while the other lanes still have thousands of entries parsed: every lane settles before staging is emptied', async () => {
    // Layer 2 conflicts at once (a whiteout); layers 1, 3 and 4 each have thousands of small files
    // parsed ahead when it does.
    const many = (k: number) => [
      d('opt/rocm/'),
      ...Array.from({ length: 3000 }, (_, i) => f(`opt/rocm/l${k}/f${i}`, `${k}:${i}`))
    ]
    const layers = [many(1), [d('opt/rocm/'), { path: 'opt/rocm/.wh.nothing', body: '' }], many(3), many(4)]
    const spec = (annotated: boolean): ImageSpec => ({
      layers: layers.map(entries => ({ entries, compression: 'zstd' })),
      annotations: annotated ? { [Annotations.Layers]: 'disjoint' } : undefined
    })
    const plain = await install(spec(false), 'sbs/race-plain', 'race-plain')
    for (let run = 0; run < 3; run++) {
      const lying = await install(spec(true), `sbs/race${run}`, `race${run}`)
      assert.match(lying.stderr, /Applying them one by one instead/)
      assert.equal(diffTrees(plain.tree, lying.tree), '', `run ${run}`)
      const left = readdirSync(work.path).filter(n => n.startsWith(`.race${run}.staging-`))
      assert.deepEqual(left, [], 'no staging left behind')
    }
  })

  test('an image whose layers lie and whose image-path a later layer moves: each restart has its own bound', async () => {
    // Layer 1 holds the files of two trees; layer 2 makes /opt/rocm a link to the first (after its
    // files streamed by), layer 3 moves the link to the second: two image-path restarts, and the
    // layers also claim to be disjoint when they are not (a third restart, of another kind).
    const layers: TarEntry[][] = [
      [
        d('opt/'),
        d('opt/a/'),
        f('opt/a/fa', 'a'),
        d('opt/b/'),
        f('opt/b/kept', 'k'),
        d('opt/rocm/'),
        f('opt/rocm/old', 'o')
      ],
      [d('opt/'), { path: 'opt/rocm', type: 'symlink', linkpath: 'a' }],
      [d('opt/'), { path: 'opt/rocm', type: 'symlink', linkpath: 'b' }]
    ]
    const spec = (annotated: boolean): ImageSpec => ({
      layers: layers.map(entries => ({ entries, compression: 'zstd' })),
      annotations: annotated ? { [Annotations.Layers]: 'disjoint' } : undefined
    })
    const plain = await install(spec(false), 'sbs/moved-plain', 'moved-plain')
    const lying = await install(spec(true), 'sbs/moved', 'moved')
    assert.match(lying.stderr, /one by one instead/)
    assert.match(lying.stderr, /turned out to resolve to \/opt\/a/)
    assert.match(lying.stderr, /turned out to resolve to \/opt\/b/)
    assert.equal(diffTrees(plain.tree, lying.tree), '')
    assert.equal(lying.tree.get('kept')?.split(' ')[0], 'f')
  })

  test('truly disjoint layers are applied side by side to the tree one by one gives', async () => {
    const layers = [0, 1, 2].map(k => [
      d('opt/rocm/'),
      d('opt/rocm/lib/'),
      d(`opt/rocm/lib/p${k}/`),
      f(`opt/rocm/lib/p${k}/f`, `file ${k}`, 0o755),
      { path: `opt/rocm/lib/p${k}/h`, type: 'hardlink' as const, linkpath: `opt/rocm/lib/p${k}/f` },
      { path: `opt/rocm/lib/p${k}/l`, type: 'symlink' as const, linkpath: 'f' }
    ])
    const spec = (annotated: boolean): ImageSpec => ({
      layers: layers.map(entries => ({ entries, compression: 'zstd' })),
      annotations: annotated ? { [Annotations.Layers]: 'disjoint' } : undefined
    })
    const plain = await install(spec(false), 'sbs/disjoint-plain', 'disjoint-plain')
    const side = await install(spec(true), 'sbs/disjoint', 'disjoint')
    assert.match(side.stderr, /applying 3 at a time/)
    assert.doesNotMatch(side.stderr, /one by one instead/)
    assert.equal(diffTrees(plain.tree, side.tree), '')
    assert.equal(side.tree.get('lib/p2/l'), plain.tree.get('lib/p2/l'))
  })
})
