// Runs a dist/ entry exactly as the GitHub runner does for a `uses:` step of a node24 action:
// inputs as INPUT_<NAME> (action.yml defaults filled in), the file commands GITHUB_ENV,
// GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and GITHUB_STEP_SUMMARY, RUNNER_TOOL_CACHE and
// RUNNER_TEMP; `post` gets STATE_<name> from what `main` saved. Parses what the step wrote.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

export const repoRoot = resolve(import.meta.dirname, '../..')

/** The paths a runner gives a job container (its own names for them). */
export const CONTAINER_PATHS = {
  node: '/__e/node24/bin/node',
  action: '/__w/_actions/vmafx/setup-rocm/v1',
  toolCache: '/__t',
  temp: '/__w/_temp',
  workspace: '/__w/vmaf/vmaf',
  home: '/github/home'
} as const

export interface StepResult {
  code: number
  /** What the job log shows: workflow commands for masks consumed, masked values replaced by ***. */
  stdout: string
  /** stdout as the process wrote it, minus the ::add-mask:: commands themselves. */
  rawStdout: string
  /** Values the step asked the runner to mask. */
  masks: string[]
  stderr: string
  env: Record<string, string>
  path: string[]
  outputs: Record<string, string>
  state: Record<string, string>
  summary: string
}

export interface RunnerDirs {
  toolCache: string
  temp: string
  workspace: string
}

export function runnerDirs(base: string): RunnerDirs {
  const d = { toolCache: join(base, 'toolcache'), temp: join(base, 'temp'), workspace: join(base, 'work') }
  for (const p of Object.values(d)) mkdirSync(p, { recursive: true })
  return d
}

/** Parses the runner's file-command format: `k=v` lines and `k<<DELIM … DELIM` blocks. */
export function parseFileCommand(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (!line) continue
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, key, delim] = heredoc
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delim) value.push(lines[i])
      out[key] = value.join('\n')
      continue
    }
    const eq = line.indexOf('=')
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1)
  }
  return out
}

function actionDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8'))
  const out: Record<string, string> = {}
  for (const [name, def] of Object.entries<{ default?: string }>(action.inputs ?? {}))
    out[name] = def.default ?? ''
  return out
}

export interface RunStepOptions {
  entry: 'main' | 'post'
  inputs?: Record<string, string>
  dirs: RunnerDirs
  /** Extra environment (e.g. NODE_EXTRA_CA_CERTS, ACTIONS_* cache variables). */
  env?: Record<string, string>
  /** For post: what main wrote to GITHUB_STATE. */
  state?: Record<string, string>
  /** Environment and PATH exported by earlier steps (applied as the runner does). */
  exported?: { env: Record<string, string>; path: string[] }
  node?: string
  /** The bundle to run (a directory with main.js and post.js): another build's, to compare; default dist/. */
  dist?: string
  /**
   * Run in a job container: this root (harness/container.ts), entered by chroot, with the
   * runner's container paths (harness/container.ts IN_CONTAINER) and only the job's environment.
   */
  container?: string
  /** Sees the step's stdout as it comes (to act while the step runs). */
  onStdout?: (text: string) => void
  /** Gets the step's process once it runs (to signal it, as a cancelled job is). */
  onChild?: (child: ChildProcess) => void
}

export async function runStep(o: RunStepOptions): Promise<StepResult> {
  const root = o.container
  /** The path the step sees for a path on this machine (inside the container's root). */
  const inside = (p: string) => (root ? p.slice(root.length) : p)
  const files = mkdtempSync(
    join(root ? join(root, CONTAINER_PATHS.temp) : o.dirs.temp, '_runner_file_commands-')
  )
  const f = {
    GITHUB_ENV: join(files, 'env'),
    GITHUB_PATH: join(files, 'path'),
    GITHUB_OUTPUT: join(files, 'output'),
    GITHUB_STATE: join(files, 'state'),
    GITHUB_STEP_SUMMARY: join(files, 'summary')
  }
  for (const p of Object.values(f)) writeFileSync(p, '')
  const inputs = { ...actionDefaults(), ...(o.inputs ?? {}) }
  const env: Record<string, string> = {}
  // A job container gets the job's environment, nothing of the machine the runner runs on.
  if (root)
    Object.assign(env, {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      HOME: CONTAINER_PATHS.home
    })
  else
    for (const [k, v] of Object.entries(process.env)) {
      if (v === undefined || k.startsWith('INPUT_') || k.startsWith('STATE_') || k.startsWith('GITHUB_'))
        continue
      env[k] = v
    }
  Object.assign(env, o.exported?.env ?? {})
  if (o.exported?.path.length) env.PATH = [...o.exported.path].reverse().join(':') + ':' + env.PATH
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v
  for (const [k, v] of Object.entries(o.state ?? {})) env[`STATE_${k}`] = v
  const dirs = root
    ? {
        toolCache: CONTAINER_PATHS.toolCache,
        temp: CONTAINER_PATHS.temp,
        workspace: CONTAINER_PATHS.workspace
      }
    : o.dirs
  Object.assign(env, Object.fromEntries(Object.entries(f).map(([k, v]) => [k, inside(v)])), {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TOOL_CACHE: dirs.toolCache,
    RUNNER_TEMP: dirs.temp,
    GITHUB_WORKSPACE: dirs.workspace,
    GITHUB_REPOSITORY: 'vmafx/vmaf',
    GITHUB_REF: 'refs/heads/master',
    GITHUB_SHA: '0000000000000000000000000000000000000000',
    GITHUB_RUN_ID: '1',
    GITHUB_JOB: 'hip',
    GITHUB_ACTION: 'setup-rocm',
    GITHUB_EVENT_NAME: 'push'
  })
  Object.assign(env, o.env ?? {})
  const node = root ? CONTAINER_PATHS.node : (o.node ?? process.execPath)
  const script = root
    ? `${CONTAINER_PATHS.action}/dist/${o.entry}.js`
    : join(o.dist ?? join(repoRoot, 'dist'), `${o.entry}.js`)
  if (!existsSync(root ? join(root, script) : script))
    throw new Error(`${script} is missing: run npm run bundle`)
  // docker exec -w <workspace>: chroot, then env --chdir into the workspace.
  const child = root
    ? spawn('/usr/sbin/chroot', [root, '/usr/bin/env', `--chdir=${dirs.workspace}`, node, script], {
        env,
        stdio: ['ignore', 'pipe', 'pipe']
      })
    : spawn(node, [script], { env, cwd: o.dirs.workspace, stdio: ['ignore', 'pipe', 'pipe'] })
  o.onChild?.(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', d => {
    stdout += d
    o.onStdout?.(stdout)
  })
  child.stderr.on('data', d => (stderr += d))
  const code: number = await new Promise(r => child.on('close', c => r(c ?? 1)))
  const masks: string[] = []
  const rawStdout = stdout
    .split('\n')
    .filter(l => {
      const m = /^::add-mask::(.*)$/.exec(l)
      if (m) masks.push(m[1])
      return !m
    })
    .join('\n')
  const mask = (t: string) => masks.filter(Boolean).reduce((acc, m) => acc.split(m).join('***'), t)
  return {
    code,
    stdout: mask(rawStdout),
    rawStdout,
    masks,
    stderr: mask(stderr),
    env: parseFileCommand(readFileSync(f.GITHUB_ENV, 'utf8')),
    path: readFileSync(f.GITHUB_PATH, 'utf8').split('\n').filter(Boolean),
    outputs: parseFileCommand(readFileSync(f.GITHUB_OUTPUT, 'utf8')),
    state: parseFileCommand(readFileSync(f.GITHUB_STATE, 'utf8')),
    summary: readFileSync(f.GITHUB_STEP_SUMMARY, 'utf8')
  }
}

/**
 * The post step as the runner schedules it: only when action.yml's `post-if` holds for the job's
 * status at the end (`success` or `failure`, e.g. a later build step failed). Undefined: skipped.
 */
export async function runPost(
  o: Omit<RunStepOptions, 'entry'>,
  jobStatus: 'success' | 'failure'
): Promise<StepResult | undefined> {
  const action = parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8'))
  const cond = String(action.runs?.['post-if'] ?? 'success()').trim()
  const holds: Record<string, boolean> = {
    'always()': true,
    'success()': jobStatus === 'success',
    'failure()': jobStatus === 'failure'
  }
  if (!(cond in holds)) throw new Error(`post-if "${cond}" is not one the test runner evaluates`)
  return holds[cond] ? runStep({ ...o, entry: 'post' }) : undefined
}

/** The environment a later step sees: the job's env plus what the step exported. */
export function stepEnvironment(r: StepResult): Record<string, string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...r.env }
  if (r.path.length) env.PATH = [...r.path].reverse().join(':') + ':' + env.PATH
  return env
}
