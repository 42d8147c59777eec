// A tree from a cache, checked against the pinned image before anything in it runs. An entry
// cannot vouch for itself (whoever could write it could write its record too), so the trust root
// is outside the cache: the pinned digest resolves the image's platform manifest and layers, the
// seek index must fit them (seek/source/fits.ts), and the index's plan (seek/plan/plan.ts) gives the finished
// tree these inputs make: every path, type, mode, link target (as the finish rewrites it) and
// size, and each file's sha256 from the index (format 2). The tree must be exactly that (in
// runtime mode, a part of it: every entry present as planned). The install record beside the tree
// is checked against the pin and the plan too, never taken on its word.
import { lstatSync, readdirSync, readlinkSync, type Stats } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../log.ts'
import { UsageError } from '../errors.ts'
import { DEFAULT_NETWORK, type IndexSpec, type NetworkLimits, type Source } from '../config/inputs.ts'
import { endpointOf } from '../oci/reference.ts'
import { dockerLogin } from '../oci/docker-config.ts'
import { Transport } from '../oci/http/transport.ts'
import type { DigestStore } from '../oci/digest-store.ts'
import { resolveImage } from '../oci/manifest.ts'
import type { Credentials } from '../oci/auth.ts'
import { toPath } from '../layers/paths.ts'
import type { FinishedNode, Manifest } from '../layers/model/finish.ts'
import { describeSpec, loadIndex } from '../seek/source/index-source.ts'
import { checkIndexFits } from '../seek/source/fits.ts'
import { planInstall } from '../seek/plan/plan.ts'
import type { SeekIndex } from '../seek/index/model.ts'
import { DigestPool } from './digest-pool.ts'
import { usableCpus } from '../config/cpus.ts'
import { rocmVersion, type InstallRecord } from '../pipeline/record.ts'
import { computeClosure, keepOnly, type Closure } from '../runtime/closure.ts'

/** The tree is not the one the pinned image and the index make: it must not be used. */
export class TreeMismatchError extends UsageError {
  override name = 'TreeMismatchError'
}

export interface VerifyOptions {
  /** The tree (ROCM_PATH). */
  dir: string
  source: Source
  index: IndexSpec
  /** Its record, from the same cache. */
  record?: InstallRecord
  /** Hash every file (default); false checks everything but file contents (a trusted tool cache). */
  contents?: boolean
  credentials?: Credentials
  credentialsHint?: string
  network?: NetworkLimits
  logger: Logger
  /** The documents kept beside the tree by digest (its install filled it): no registry request then. */
  store?: DigestStore
  /** The most CPUs to hash on (the `threads` input); absent: those the job may use (config/cpus.ts). */
  threads?: number
}

export interface Verified {
  /** Files and their bytes matched (hashed when `contents`). */
  files: number
  bytes: number
  contents: boolean
  /** The index verified against, and its file's digest. */
  index: { source: string; digest: string }
  seconds: number
}

/** Where a plan made only to verify would stage (nothing is written there). */
const NOWHERE = '/nonexistent/setup-rocm-verify'

/** Threads a tree's files are hashed on at most: each is a V8 isolate (~15 MiB). */
const MAX_DIGEST_THREADS = 4

/** Files given to the digest threads and not yet answered, at most (a million-file tree is not a million promises). */
const HASHING = 4096

/**
 * The tree the pinned image and the index make for these inputs (resolved and planned, nothing
 * written): what a cached tree is checked against, and what an actions-cache restore checks each
 * file against as it writes it.
 */
export interface ExpectedTree {
  manifest: Manifest
  /** The content digest of a planned file (its origin), and whether several names share it. */
  digestOf(origin: number): string | undefined
  shared(origin: number): boolean
  /** The pinned digest, the platform manifest's. */
  pinned: string
  manifestDigest: string
  index: { source: string; digest: string }
  /** The index itself (a lazy mount reads files' places in it). */
  seek: SeekIndex
  /** Shared libraries the prune list removed, and the pattern that did (the smoke test names them). */
  prunedLibraries: Record<string, string>
  /** When the expectation was begun (verifying counts from there). */
  t0: number
}

/** The image's registry as verifying (and a lazy mount: mount/) reaches it. */
export function transportOf(
  o: Pick<VerifyOptions, 'source' | 'credentials' | 'credentialsHint' | 'network' | 'logger' | 'store'>
): Transport {
  const network = o.network ?? DEFAULT_NETWORK
  const ep = endpointOf(o.source.reference)
  return new Transport({
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: o.credentials ?? dockerLogin(ep.registry, o.logger, o.credentialsHint),
    credentialsHint: o.credentialsHint,
    stallMs: network.stallMs,
    minBytesPerSecond: network.minBytesPerSecond,
    logger: o.logger,
    store: o.store
  })
}

export async function expectTree(
  o: Omit<VerifyOptions, 'dir' | 'record' | 'contents'>
): Promise<ExpectedTree> {
  const t0 = performance.now()
  const log = o.logger
  const network = o.network ?? DEFAULT_NETWORK
  const { reference, platform } = o.source
  const transport = transportOf(o)
  let index: SeekIndex
  let digest: string
  let manifestDigest: string
  try {
    const image = await resolveImage(transport, reference.digest, platform)
    manifestDigest = image.digest
    ;({ index, digest } = await loadIndex(o.index, {
      logger: log,
      manifest: image.digest,
      credentials:
        o.index.kind === 'oci' && o.index.reference.registry === reference.registry
          ? o.credentials
          : undefined,
      stallMs: network.stallMs,
      minBytesPerSecond: network.minBytesPerSecond,
      store: o.store
    }))
    checkIndexFits(index, image)
  } finally {
    transport.dispose()
  }
  const plan = await planInstall(index, o.source, log, NOWHERE)
  // The finished nodes are walked more than once (the restore's files, then the tree's check):
  // kept, not a one-pass generator.
  const m = await plan.manifest()
  const nodes = [...m.nodes]
  return {
    manifest: { ...m, nodes },
    prunedLibraries: plan.overlay.report.prunedLibraries,
    digestOf: id => plan.digestOf(id),
    shared: id => plan.shared.has(id),
    pinned: reference.digest,
    manifestDigest,
    index: { source: describeSpec(o.index), digest },
    seek: index,
    t0
  }
}

/** The planned files with a digest, by their path in the tree (what a restore checks as it writes). */
export function* expectedFiles(x: ExpectedTree): Generator<[string, { sha256: string; size: number }]> {
  for (const f of x.manifest.nodes) {
    if (f.kind !== 'file') continue
    const sha256 = x.digestOf(f.node.origin!)
    if (sha256) yield [f.rel.join('/'), { sha256, size: f.node.size }]
  }
}

export interface CheckTreeOptions {
  dir: string
  source: Source
  record?: InstallRecord
  /** Hash every file (default); false checks everything but file contents (a trusted tool cache). */
  contents?: boolean
  /** Files already hashed against the plan (an actions-cache restore checks them as it writes). */
  hashed?: ReadonlySet<string>
  /** The job's user: every entry must be its own (a cached tree). */
  owner?: number
  threads?: number
}

/** The tree at `dir` against the expectation: TreeMismatchError names the first difference. */
export async function checkExpected(x: ExpectedTree, o: CheckTreeOptions): Promise<Verified> {
  const contents = o.contents ?? true
  const partial = o.source.mode === 'runtime'
  const checked = await checkTree(o.dir, x.manifest, {
    contents,
    partial,
    digestOf: x.digestOf,
    shared: x.shared,
    hashed: o.hashed,
    owner: o.owner,
    threads: Math.min(usableCpus(), o.threads ?? Infinity, MAX_DIGEST_THREADS)
  })
  if (partial) await checkClosure(o.dir, o.source.runtimeLibraries, o.record)
  if (o.record)
    checkRecord(o.record, {
      pinned: x.pinned,
      digest: x.manifestDigest,
      realPath: toPath(x.manifest.R),
      bytes: checked.bytes,
      partial,
      rocmVersion: rocmVersion(o.dir)
    })
  return {
    files: checked.files,
    bytes: checked.bytes,
    contents: checked.hashed,
    index: x.index,
    seconds: (performance.now() - x.t0) / 1000
  }
}

export async function verifyTree(o: VerifyOptions): Promise<Verified> {
  return checkExpected(await expectTree(o), o)
}

interface CheckOptions {
  /** Hash the files against their digests. */
  contents: boolean
  /** Runtime mode: what is present must be as planned; not all of the plan need be present. */
  partial: boolean
  digestOf(origin: number): string | undefined
  /** Entries more than one kept file holds (hardlinks of each other). */
  shared(origin: number): boolean
  /** Files already hashed against the plan (paths in the tree): not hashed again. */
  hashed?: ReadonlySet<string>
  /** Every entry must belong to this user (the job's), the tree's root included. */
  owner?: number
  /** Threads to hash on (verify/digest-pool.ts; default 1). */
  threads?: number
}

/** Every mode bit: a setuid or sticky bit the plan does not have is a difference too. */
const mode = (st: Stats) => st.mode & 0o7777
const octal = (m: number) => m.toString(8).padStart(4, '0')

function describeNode(f: FinishedNode): string {
  if (f.kind === 'dir') return `a directory, mode ${octal(f.mode)}`
  if (f.kind === 'symlink') return `a symlink to ${f.target}`
  if (f.kind === 'file') return `a file of ${f.node.size} bytes, mode ${octal(f.node.mode)}`
  return 'pruned'
}

function describeStat(st: Stats, path: string): string {
  if (st.isDirectory()) return `a directory, mode ${octal(mode(st))}`
  if (st.isSymbolicLink()) return `a symlink to ${readlinkSync(path)}`
  if (st.isFile()) return `a file of ${st.size} bytes, mode ${octal(mode(st))}`
  return 'neither a file, a directory nor a symlink'
}

function differ(what: string): never {
  throw new TreeMismatchError(what)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A directory's names, read as bytes: a name that is not UTF-8 is not in any plan (a name decoded
 * to U+FFFD would name another file, or none, and its lstat would fail instead of differing).
 */
function namesIn(dir: string, rel: string): string[] {
  return readdirSync(dir, { encoding: 'buffer' }).map(b => {
    try {
      return utf8.decode(b)
    } catch {
      return differ(
        `/${rel ? `${rel}/` : ''}${JSON.stringify(b.toString('latin1')).slice(1, -1)} is in the tree (a name that is not UTF-8) but not in the image`
      )
    }
  })
}

/**
 * Compares the tree at `dir` with the manifest: walks what is there, each entry against the plan,
 * then (unless partial) what the plan has and the tree lacks; then the contents. Throws
 * TreeMismatchError naming the first difference.
 */
export async function checkTree(
  dir: string,
  manifest: Manifest,
  o: CheckOptions
): Promise<{ files: number; bytes: number; hashed: boolean }> {
  const expected = new Map<string, FinishedNode>()
  for (const f of manifest.nodes) if (f.kind !== 'late-pruned') expected.set(f.rel.join('/'), f)
  const root = lstatSync(dir, { throwIfNoEntry: false })
  if (!root?.isDirectory()) differ(`${dir} is not a directory`)
  else if (mode(root) !== manifest.rootMode)
    differ(`the tree's root has mode ${octal(mode(root))}, the image's ${octal(manifest.rootMode)}`)
  else if (o.owner !== undefined && root.uid !== o.owner)
    differ(`the tree's root belongs to user ${root.uid}, not to this job's user (${o.owner})`)
  const inodes = new Map<number, number>()
  const hash: { path: string; sha256: string; rel: string; size: number }[] = []
  let files = 0
  let bytes = 0
  let seen = 0
  let unhashed = 0
  const visit = (rel: string) => {
    for (const name of namesIn(rel ? join(dir, rel) : dir, rel)) {
      const r = rel ? `${rel}/${name}` : name
      const path = join(dir, r)
      const st = lstatSync(path)
      const want = expected.get(r)
      if (!want) differ(`/${r} is in the tree (${describeStat(st, path)}) but not in the image`)
      if (o.owner !== undefined && st.uid !== o.owner)
        differ(
          `/${r} belongs to user ${st.uid}, not to this job's user (${o.owner}): another user could change it`
        )
      seen++
      const got = describeStat(st, path)
      if (want.kind === 'dir') {
        if (!st.isDirectory() || mode(st) !== want.mode)
          differ(`/${r} is ${got}; the image has ${describeNode(want)}`)
        visit(r)
      } else if (want.kind === 'symlink') {
        if (!st.isSymbolicLink() || readlinkSync(path) !== want.target)
          differ(`/${r} is ${got}; the image has ${describeNode(want)}`)
      } else if (want.kind === 'file') {
        const n = want.node
        if (!st.isFile() || st.size !== n.size || mode(st) !== n.mode)
          differ(`/${r} is ${got}; the image has ${describeNode(want)}`)
        const origin = n.origin!
        if (o.shared(origin)) {
          const ino = inodes.get(origin)
          if (ino === undefined) inodes.set(origin, st.ino)
          else if (ino !== st.ino)
            differ(`/${r} is not a hardlink of the other names of its content, as in the image`)
        } else if (st.nlink !== 1) differ(`/${r} has ${st.nlink} names; in the image it has one`)
        files++
        bytes += n.size
        const sha256 = o.digestOf(origin)
        if (!sha256) unhashed++
        else if (o.contents && !o.hashed?.has(r)) hash.push({ path, sha256, rel: r, size: n.size })
      }
    }
  }
  visit('')
  if (!o.partial && seen !== expected.size)
    for (const [r, f] of expected)
      if (!lstatSync(join(dir, r), { throwIfNoEntry: false }))
        differ(`/${r} is missing; the image has ${describeNode(f)}`)
  await checkContents(hash, o.threads ?? 1)
  return { files, bytes, hashed: o.contents && !unhashed }
}

/**
 * Each file's content against its sha256, on threads (verify/digest-pool.ts: the tree is usually in
 * the page cache, just restored, and files are independent); the first that differs, in the
 * tree's order, is the one named.
 */
async function checkContents(
  files: { path: string; sha256: string; rel: string; size: number }[],
  threads: number
): Promise<void> {
  const pool = new DigestPool(threads)
  try {
    for (let from = 0; from < files.length; from += HASHING) {
      const some = files.slice(from, from + HASHING)
      const ok = await Promise.all(some.map(f => pool.matches(f.path, f.size, f.sha256)))
      const bad = ok.indexOf(false)
      if (bad >= 0) differ(`/${some[bad].rel} does not have the content the image has (its sha256 differs)`)
    }
  } finally {
    await pool.close()
  }
}

/** The record beside a cached tree must say what the pin and the plan say. */
function checkRecord(
  r: InstallRecord,
  want: {
    pinned: string
    digest: string
    realPath: string
    bytes: number
    partial: boolean
    rocmVersion: string
  }
): void {
  const bad = (field: string, got: unknown, expected: unknown): never => {
    throw new TreeMismatchError(
      `its install record says ${field} ${JSON.stringify(got)}, but the image's is ${JSON.stringify(expected)}`
    )
  }
  if (r.pinned !== want.pinned) bad('pinned', r.pinned, want.pinned)
  if (r.digest !== want.digest) bad('digest', r.digest, want.digest)
  if (r.realPath !== want.realPath) bad('realPath', r.realPath, want.realPath)
  if (!want.partial && r.bytesKept !== want.bytes) bad('bytesKept', r.bytesKept, want.bytes)
  if (r.rocmVersion !== want.rocmVersion) bad('rocmVersion', r.rocmVersion, want.rocmVersion)
}

/**
 * Runtime mode: the closure of the runtime libraries, computed again from the tree's files (each
 * verified as the image's), must resolve and be exactly what is there, and the record must say it.
 */
async function checkClosure(dir: string, roots: string[], record?: InstallRecord): Promise<void> {
  const closure = await computeClosure(dir, roots)
  if (closure.unresolved.length)
    differ(
      `the runtime closure does not resolve in the tree: ${closure.unresolved.map(u => `${u.name} (needed by ${u.neededBy})`).join(', ')} is missing`
    )
  const extra: string[] = []
  await keepOnly(dir, closure, undefined, async rel => extra.push(rel))
  if (extra.length)
    differ(`/${extra[0]} is in the tree but not in the runtime closure of ${roots.join(', ')}`)
  const paths = (c: Closure) => JSON.stringify(c.libraries.map(l => l.path).sort())
  if (record && (!record.closure || paths(record.closure) !== paths(closure)))
    throw new TreeMismatchError(`its install record lists another runtime closure than the tree's`)
  if (record && record.bytesKept !== closure.bytes)
    throw new TreeMismatchError(
      `its install record says bytesKept ${record.bytesKept}, but the tree's runtime closure is ${closure.bytes} bytes`
    )
}
