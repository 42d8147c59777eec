// The ROCm-shaped fixture image (fixture/build.sh), built once per machine and kept on disk under
// $SETUP_ROCM_CACHE keyed by its inputs: the build script, the package list, the stand-in library
// source and the candidate versions of those Debian packages. A change to any of them rebuilds it.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { buildImage, pushImage, type BuiltImage, type LayerSpec } from './image.ts'
import type { HarnessInfo } from './index.ts'
import { repoRoot } from './runner.ts'

export type FixtureVariant = 'r10-gzip' | 'r10-zstd' | 'legacy-gzip'

export interface FixtureMeta {
  buildSeconds: number
  extractedBytes: number
  compressedGzipBytes: number
  compressedZstdBytes: number
  hipDebianVersion: string
}

const cacheRoot = () => process.env.SETUP_ROCM_CACHE ?? join(homedir(), '.cache', 'setup-rocm')

/** `pkg=version` of each package's candidate in `apt-cache policy` output (Installed: lines ignored). */
export function candidateVersions(policy: string): string {
  let pkg = ''
  let out = ''
  for (const line of policy.split('\n')) {
    const name = /^(\S+):$/.exec(line)
    if (name) pkg = name[1]
    const candidate = /^\s+Candidate:\s+(\S+)/.exec(line)
    if (candidate) out += `${pkg}=${candidate[1]}\n`
  }
  return out
}

/** The fixture could not be built (its script's output says why). */
export class FixtureBuildError extends Error {
  override name = 'FixtureBuildError'
}

export function fixtureKey(): string {
  const dir = join(repoRoot, 'fixture')
  const h = createHash('sha256')
  for (const f of readdirSync(dir).sort()) h.update(f).update(readFileSync(join(dir, f)))
  const pkgs = readFileSync(join(dir, 'packages.txt'), 'utf8')
    .split('\n')
    .map(l => l.trim())
    .filter(l => l && !l.startsWith('#'))
  // What goes into the fixture is the candidate version of each package (what apt-get download
  // fetches), not what happens to be installed on this machine.
  try {
    h.update(candidateVersions(execFileSync('apt-cache', ['policy', ...pkgs], { encoding: 'utf8' })))
  } catch {
    h.update('no-apt-cache')
  }
  return h.digest('hex').slice(0, 16)
}

/** Builds the fixture if this machine has no build for the current inputs; returns its folder. */
export function ensureFixture(log: (s: string) => void = s => console.error(s)): string {
  const key = fixtureKey()
  const dir = join(cacheRoot(), `fixture-${key}`)
  if (existsSync(join(dir, 'meta.json'))) return dir
  mkdirSync(cacheRoot(), { recursive: true })
  const tmp = `${dir}.tmp-${process.pid}`
  log(`fixture: building ${dir} from Debian packages (about two minutes, once per machine)…`)
  try {
    execFileSync('bash', [join(repoRoot, 'fixture', 'build.sh'), tmp], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SETUP_ROCM_CACHE: cacheRoot() }
    })
    rmSync(dir, { recursive: true, force: true })
    renameSync(tmp, dir)
  } catch (e) {
    // One line: the build's own output (above) says what failed.
    throw new FixtureBuildError(
      `fixture: fixture/build.sh failed (exit ${(e as { status?: number }).status ?? '?'}); its output is above.`
    )
  } finally {
    rmSync(tmp, { recursive: true, force: true })
    rmSync(`${tmp}.work`, { recursive: true, force: true })
  }
  // Older builds are dead weight.
  for (const name of readdirSync(cacheRoot()))
    if (name.startsWith('fixture-') && name !== `fixture-${key}`)
      rmSync(join(cacheRoot(), name), { recursive: true, force: true })
  return dir
}

export function fixtureMeta(dir: string): FixtureMeta {
  return JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'))
}

export function fixtureImage(
  dir: string,
  variant: FixtureVariant,
  opts: { index?: boolean; style?: 'oci' | 'docker' } = {}
): BuiltImage {
  const vdir = join(dir, variant)
  const layers: LayerSpec[] = []
  for (let n = 0; existsSync(join(vdir, `layer-${n}.diffid`)); n++) {
    const zst = join(vdir, `layer-${n}.tar.zst`)
    const blobFile = existsSync(zst) ? zst : join(vdir, `layer-${n}.tar.gz`)
    layers.push({
      blobFile,
      diffId: readFileSync(join(vdir, `layer-${n}.diffid`), 'utf8').trim(),
      compression: existsSync(zst) ? 'zstd' : 'gzip'
    })
  }
  return buildImage({ layers, index: opts.index ?? true, style: opts.style ?? 'oci' })
}

/** Pushes the fixture variant to the harness registry; returns the digest-pinned reference. */
export async function pushFixture(
  h: HarnessInfo,
  variant: FixtureVariant,
  repo = `rocm/dev-ubuntu-24.04-${variant}`
): Promise<string> {
  return pushImage(h, repo, fixtureImage(ensureFixture(), variant), '10.0.0-full')
}
