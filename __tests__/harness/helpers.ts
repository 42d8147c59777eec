// Small helpers shared by tests: a Logger that records everything, temp dirs, stream reading, the
// CLI run as a user runs it.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import type { Logger } from '../../src/log.ts'
import { parseInputs, type Source } from '../../src/config/inputs.ts'
import { repoRoot } from './runner.ts'
import type { Transport } from '../../src/oci/http/transport.ts'
import type { Descriptor } from '../../src/oci/manifest.ts'
import { BlobFetcher, type OpenOptions } from '../../src/oci/blob/fetch.ts'
import { buildIndex } from '../../src/seek/build/build.ts'
import { indexImage } from '../../src/seek/build/index-image.ts'
import { parseReference } from '../../src/oci/reference.ts'
import type { LayerIndex } from '../../src/seek/index/model.ts'

export interface RecordingLogger extends Logger {
  lines: string[]
  warnings: string[]
  /** What the code asked to mask. */
  masks: string[]
  text(): string
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = []
  const warnings: string[] = []
  const masks: string[] = []
  return {
    lines,
    warnings,
    masks,
    mask: m => void masks.push(m),

    debug: m => void lines.push(`debug: ${m}`),
    info: m => void lines.push(m),
    warning: m => (lines.push(`warning: ${m}`), void warnings.push(m)),
    group: async (title, fn) => {
      lines.push(`## ${title}`)
      return fn()
    },
    text: () => lines.join('\n')
  }
}

export function tempDir(prefix: string): { path: string; cleanup(): void } {
  const path = mkdtempSync(join(process.env.SETUP_ROCM_TEST_TMP ?? tmpdir(), `${prefix}-`))
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) }
}

export async function readAll(s: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of s) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

export interface SourceText {
  image: string
  imagePath?: string
  prune?: string[]
  protect?: string[]
  platform?: string
  mode?: 'sdk' | 'runtime'
  runtimeLibraries?: string[]
}

/** A Source parsed from input text the way the action parses it (a linux/amd64 host). */
export function sourceOf(o: SourceText): Source {
  const given: Record<string, string | undefined> = {
    image: o.image,
    'image-path': o.imagePath,
    prune: o.prune?.join('\n'),
    protect: o.protect?.join('\n'),
    platform: o.platform,
    mode: o.mode,
    'runtime-libraries': o.runtimeLibraries?.join('\n')
  }
  return parseInputs(n => given[n], { os: 'Linux', arch: 'X64' }).source
}

/** dist/cli.js with `args` (env added to this process's), its exit code and output. */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  o: { cwd?: string; node?: string } = {}
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise(resolve => {
    execFile(
      o.node ?? process.execPath,
      [join(repoRoot, 'dist', 'cli.js'), ...args],
      { env: { ...process.env, ...env }, maxBuffer: 64 << 20, cwd: o.cwd },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr })
    )
  })
}

/**
 * A blob through the fetcher the download thread uses (oci/blob/fetch.ts), with `limits` (pass the
 * same stallMs/minBytesPerSecond the transport was made with). Blobs of one transport share one
 * fetcher, and so one part budget, as in the download thread.
 */
export function openBlob(
  t: Transport,
  d: Descriptor,
  o: OpenOptions,
  limits: {
    stallMs?: number
    minBytesPerSecond?: number
    connections?: number
    adaptive?: boolean
    partBytes?: number
  } = {}
): Readable {
  let f = fetchers.get(t)
  if (!f) {
    f = new BlobFetcher(t, {
      logger: o.logger,
      deadline: {
        stallMs: limits.stallMs ?? 30_000,
        minBytesPerSecond: limits.minBytesPerSecond ?? 16 << 10
      },
      connections: limits.connections ?? 1,
      adaptive: limits.adaptive,
      partBytes: limits.partBytes
    })
    fetchers.set(t, f)
  }
  return f.open(d, o)
}
const fetchers = new WeakMap<Transport, BlobFetcher>()

/**
 * The seek index of one layer, `blob` (its digest `digest`), built by the project's builder with
 * checkpoints every `spacing` bytes of output: what a test of spans needs without a registry.
 */
export async function indexOfLayer(blob: Buffer, digest: string, spacing: number): Promise<LayerIndex> {
  const image = { digest, layers: [{ digest, size: blob.length, mediaType: 'x' }] }
  const built = await buildIndex({
    image: image as unknown as Parameters<typeof buildIndex>[0]['image'],
    open: () => Readable.from([blob]),
    logger: recordingLogger(),
    spacing
  })
  return built.layers[0]
}

/** The seek index of `image` (linux/amd64) as setup-rocm index makes it, written to `file`; its bytes. */
export async function writeIndexOf(image: string, file: string): Promise<Buffer> {
  const made = await indexImage({
    reference: parseReference(image),
    platform: { os: 'linux', architecture: 'amd64' },
    logger: recordingLogger()
  })
  writeFileSync(file, made.file)
  return made.file
}
