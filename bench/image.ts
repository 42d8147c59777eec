// The benchmark image: like rocm/dev-ubuntu-24.04:10.0.0-full where speed is concerned. One giant
// layer carries most of /opt/rocm (the fixture's real HIP toolchain plus filler with ROCm's file
// size mix: tens of thousands of small headers, hundreds of multi-MB kernel objects, a few
// huge static archives, many shared libraries; about two thirds of it pruned by the defaults),
// beside the fixture's small base, math and late layers. Content is part random, part text, so it
// compresses about 2:1. Built once per machine under $SETUP_ROCM_CACHE, keyed by this file.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { once } from 'node:events'
import { join } from 'node:path'
import { createGunzip } from 'node:zlib'
import { tarEntry } from '../__tests__/harness/tar-writer.ts'
import { ensureFixture } from '../__tests__/harness/fixture.ts'

const GENERATOR = createHash('sha256')
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex')
  .slice(0, 12)

const TEXT = Buffer.from(
  Array.from(
    { length: 4000 },
    (_, i) =>
      `HIP_PUBLIC_API hipError_t hipFunction${i % 97}(hipStream_t stream, const void *src_${i % 13}, size_t bytes) __attribute__((visibility("default")));\n`
  ).join('')
)
const RANDOM = randomBytes(64 << 20)

/** `size` bytes, ~45% random blocks and ~55% text blocks: gzip gets about 2:1. */
function content(size: number, seed: number): Buffer {
  const b = Buffer.allocUnsafe(size)
  let x = seed >>> 0 || 1
  const rnd = () => ((x = (x * 1664525 + 1013904223) >>> 0), x)
  for (let off = 0; off < size; off += 65536) {
    const n = Math.min(65536, size - off)
    const src = rnd() % 100 < 45 ? RANDOM : TEXT
    const start = rnd() % (src.length - n)
    src.copy(b, off, start, start + n)
  }
  return b
}

function* filler(): Generator<{ path: string; size: number }> {
  const core = 'opt/rocm/core-10.0'
  for (let i = 0; i < 25000; i++)
    yield { path: `${core}/include/rocfiller/d${i % 250}/header_${i}.h`, size: 2048 + ((i * 7919) % 30000) }
  for (let i = 0; i < 2000; i++) yield { path: `${core}/share/doc/filler/page_${i}.html`, size: 8192 }
  for (let i = 0; i < 400; i++)
    yield {
      path: `${core}/lib/rocblas/library/Kernels_gfx${900 + (i % 12)}_${i}.co`,
      size: (2 + (i % 7)) << 20
    }
  for (let i = 0; i < 3; i++) yield { path: `${core}/lib/libdevice_conv${i}_operations.a`, size: 250 << 20 }
  for (let i = 0; i < 120; i++)
    yield { path: `${core}/lib/libfiller_runtime_${i}.so.1`, size: (1 + (i % 20)) << 20 }
}

export interface BenchImage {
  dir: string
  layers: { blobFile: string; diffId: string; compression: 'gzip' }[]
  rawBytes: number
  compressedBytes: number
}

/**
 * How the giant layer is compressed: `pigz` (what the fixture uses: fast to build, but its output
 * has a sync-flush point every 128 KiB, which flatters a block finder), or `standard`: one gzip
 * member from GNU gzip -6 in one pass, as registry clients write layers (Go's compress/gzip,
 * docker, buildkit): deflate blocks end where the compressor chose, never byte-aligned on purpose.
 */
export type GzipStyle = 'pigz' | 'standard'

async function giantLayer(
  out: string,
  fixtureLayer: string,
  style: GzipStyle
): Promise<{ diffId: string; raw: number }> {
  const cmd =
    style === 'standard'
      ? 'exec gzip -n -6'
      : 'command -v pigz >/dev/null && exec pigz -n -6 || exec gzip -n -6'
  const pigz = spawn('sh', ['-c', cmd], {
    stdio: ['pipe', 'pipe', 'inherit']
  })
  const file = createWriteStream(out)
  pigz.stdout.pipe(file)
  const hash = createHash('sha256')
  let raw = 0
  const write = async (b: Buffer) => {
    hash.update(b)
    raw += b.length
    if (!pigz.stdin.write(b)) await once(pigz.stdin, 'drain')
  }
  let seed = 1
  for (const f of filler()) await write(tarEntry({ path: f.path, body: content(f.size, seed++) }))
  // The fixture's ROCm layer last: its end-of-archive blocks end the whole layer.
  for await (const c of createReadStream(fixtureLayer).pipe(createGunzip())) await write(c as Buffer)
  pigz.stdin.end()
  await once(file, 'close')
  return { diffId: 'sha256:' + hash.digest('hex'), raw }
}

export async function ensureBenchImage(
  cacheRoot: string,
  log: (s: string) => void,
  style: GzipStyle = 'pigz'
): Promise<BenchImage> {
  const fx = ensureFixture()
  const key = createHash('sha256').update(GENERATOR).update(fx).update(style).digest('hex').slice(0, 16)
  const dir = join(cacheRoot, `bench-image-${style === 'pigz' ? '' : `${style}-`}${key}`)
  const metaFile = join(dir, 'image.json')
  if (existsSync(metaFile)) return JSON.parse(readFileSync(metaFile, 'utf8'))
  const tmp = `${dir}.tmp`
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  log(`bench: generating the benchmark image (${style} gzip) in ${dir} (once per machine)…`)
  const f = (n: number) => join(fx, 'r10-gzip', `layer-${n}`)
  const giant = await giantLayer(join(tmp, 'layer-1.tar.gz'), `${f(1)}.tar.gz`, style)
  const layers = [0, 1, 2, 3].map(n => ({
    blobFile: join(dir, `layer-${n}.tar.gz`),
    diffId: n === 1 ? giant.diffId : readFileSync(`${f(n)}.diffid`, 'utf8').trim(),
    compression: 'gzip' as const
  }))
  for (const n of [0, 2, 3]) writeFileSync(join(tmp, `layer-${n}.tar.gz`), readFileSync(`${f(n)}.tar.gz`))
  rmSync(dir, { recursive: true, force: true })
  renameSync(tmp, dir)
  const img: BenchImage = {
    dir,
    layers,
    rawBytes: giant.raw,
    compressedBytes: layers.reduce((s, l) => s + statSync(l.blobFile).size, 0)
  }
  writeFileSync(metaFile, JSON.stringify(img, null, 2))
  return img
}
