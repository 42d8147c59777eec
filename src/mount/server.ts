// The lazy mount's server, a process of its own (dist/mount-server.js) that outlives the step that
// started it: it plans the tree from the pinned image and its seek index (the plan an eager
// install writes, verify/verify.ts expectTree), mounts it, and answers the kernel until the
// mount goes away. It never holds the step's output: it logs to a file the starter reads, and
// keeps its counts in a stats file the post step reports.
//
// A process that serves a FUSE mount must never touch the mount itself (a synchronous look at its
// own mount waits for an answer only it can give): nothing here reads under the mount point.
import { appendFileSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { replaceWhole } from '../write-fully.ts'
import { dirname, join } from 'node:path'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import type { Logger } from '../log.ts'
import { neutralise } from '../log.ts'
import { parseInputs } from '../config/inputs.ts'
import { MOUNT_OPTIONS, type Ready, type ServerConfig } from './config.ts'
import { expectTree, transportOf } from '../verify/verify.ts'
import { RangeFetcher } from '../oci/blob/range-fetcher.ts'
import { ConnectionLimit } from '../oci/blob/connections.ts'
import { layerOf, placeOf } from '../seek/index/layout.ts'
import { ContentStore, FILL_RESERVE, PEER_WAIT_MS, type Content } from './store/content.ts'
import { FILL_KEEPING } from './store/keeping.ts'
import { isPeerNote, Peers } from './store/peer.ts'
import { freeBytes } from './store/store-files.ts'
import { LazyTree } from './lazy-tree.ts'
import { NeededAhead } from './needed.ts'
import { prefetchLandmarks } from './landmarks.ts'
import { FuseSession } from './fuse/session.ts'

/** `fill`: the background fill's process (started by the server), not the server. */
export async function serve(configFile: string, fill = false): Promise<void> {
  const cfg = JSON.parse(readFileSync(configFile, 'utf8')) as ServerConfig
  rmSync(configFile, { force: true })
  const line = (level: string, m: string) =>
    appendFileSync(cfg.logFile, `${new Date().toISOString()} ${level} ${neutralise(m)}\n`)
  const logger: Logger = {
    debug: () => {},
    info: m => line('info', m),
    warning: m => line('warning', m),
    mask: () => {},
    group: (_t, fn) => fn()
  }
  try {
    await (fill ? runFill(cfg, logger) : run(cfg, logger))
  } catch (e) {
    // The fill's end is not the mount's: the files it did not fetch are fetched when read.
    if (fill) line('warning', `The background fill stopped: ${(e as Error).message}`)
    else line('error', (e as Error).message)
    process.exitCode = 1
  }
}

/** The image resolved and planned, and the content store over its index (the server's and the fill's). */
async function openStore(cfg: ServerConfig, logger: Logger, fill = false) {
  const t0 = performance.now()
  const c = parseInputs(n => cfg.inputs[n], cfg.host)
  if (!c.index) throw new Error('a lazy mount needs a seek index (the index input)')
  const x = await expectTree({
    source: c.source,
    index: c.index,
    credentials: c.credentials,
    network: c.network,
    logger
  })
  const index = x.seek
  logger.info(
    `Planned the tree from the seek index (${((performance.now() - t0) / 1000).toFixed(1)} s since the start).`
  )
  const contentOf = (origin: number): Content | undefined => {
    const layer = layerOf(origin)
    const k = placeOf(origin)
    const toc = index.layers[layer].toc
    const sha256 = x.digestOf(origin)
    return sha256 ? { layer, data: toc.dataAt(k), size: toc.sizeAt(k), sha256 } : undefined
  }
  const byLayer: Content[][] = index.layers.map(() => [])
  const seen = new Set<number>()
  for (const f of x.manifest.nodes) {
    if (f.kind !== 'file' || !f.node.size || seen.has(f.node.origin!)) continue
    seen.add(f.node.origin!)
    const c = contentOf(f.node.origin!)
    if (!c) throw new Error(`the seek index gives /${f.rel.join('/')} no sha256: a lazy mount needs format 2`)
    byLayer[c.layer].push(c)
  }
  for (const l of byLayer) l.sort((a, b) => a.data - b.data)
  for (const [i, l] of index.layers.entries())
    if (l.compression !== 'gzip' && byLayer[i].length)
      throw new Error(`layer ${i + 1} is ${l.compression}: only gzip layers mount lazily`)
  const transport = transportOf({ source: c.source, credentials: c.credentials, network: c.network, logger })
  const ranges = new RangeFetcher({
    transport,
    limit: new ConnectionLimit(cfg.connections, false),
    deadline: { stallMs: c.network.stallMs, minBytesPerSecond: c.network.minBytesPerSecond },
    maxResumes: 20,
    logger,
    slots: true
  })
  const store = new ContentStore({
    index,
    ranges,
    dir: cfg.storeDir,
    logger,
    byLayer,
    ...(fill ? { keeping: FILL_KEEPING } : {})
  })
  const close = () => {
    ranges.close()
    transport.dispose()
  }
  return { x, contentOf, store, close }
}

/** The tree the kernel is answered from, with its reader ahead and the toolchain's prefetch started. */
function openTree(cfg: ServerConfig, opened: Awaited<ReturnType<typeof openStore>>, logger: Logger) {
  const { x, contentOf, store } = opened
  const realPath = `/${x.manifest.R.join('/')}`
  // Filled in below: the ahead-reader looks files up in the tree it reads ahead for.
  const ahead: { needed?: NeededAhead } = {}
  const tree = new LazyTree({
    manifest: x.manifest,
    contentOf,
    shared: origin => x.shared(origin),
    store,
    logger,
    uid: process.getuid?.() ?? 0,
    gid: process.getgid?.() ?? 0,
    realPath,
    onFetched: (n, path) => ahead.needed?.onFetched(n, path)
  })
  ahead.needed = new NeededAhead({ store, lookup: p => tree.lookup(p), realPath })
  // The toolchain every compile reads, on its way while the kernel mounts and the job starts.
  const landmarks =
    cfg.landmarks === false
      ? { files: 0, bytes: 0 }
      : prefetchLandmarks({
          lookup: p => tree.lookup(p),
          store,
          onFetched: (f, p) => ahead.needed?.onFetched(f, p),
          room: bytes => (freeBytes(cfg.storeDir) ?? Infinity) >= FILL_RESERVE + bytes
        })
  if ('skipped' in landmarks)
    logger.info(
      `Not fetching the toolchain ahead: ${landmarks.skipped}; each file is fetched when first read.`
    )
  return { tree, realPath, ahead, landmarks }
}

/** Stops on SIGTERM/SIGINT (a lazy unmount), and fills the store in the background on SIGUSR2. */
function onSignals(cfg: ServerConfig, store: ContentStore, logger: Logger): { filler?: ChildProcess } {
  const stop = () => {
    // Unmounted lazily by a process of its own: this one answers the kernel meanwhile.
    if (cfg.method === 'mount') spawn('umount', ['-l', cfg.mountpoint], { stdio: 'ignore' })
    else spawn('fusermount3', ['-u', '-z', cfg.mountpoint], { stdio: 'ignore' })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // The step's checks passed (mount-tree.ts): the rest of the tree is fetched behind the job's reads,
  // by a process of its own at the lowest CPU priority (startFill, runFill), so that neither the job's build
  // nor this loop, which answers the kernel, waits on its inflating and hashing. The two tell each
  // other what they are fetching (peer.ts): the job's reads wait a moment for a file the fill is at
  // rather than fetch and inflate it again, and the fill waits for what the reads are at.
  const fill: { filler?: ChildProcess } = {}
  process.on('SIGUSR2', () => {
    if (fill.filler) return
    logger.info('Filling the store with the rest of the tree in the background.')
    const filler = startFill(cfg, logger)
    fill.filler = filler
    const peers = new Peers()
    const id = filler.pid ?? 0
    // A note the fill's end cut short is not an error of its start (the child's 'error' event).
    peers.add(id, n => filler.connected && filler.send(n, () => {}))
    filler.on('message', m => isPeerNote(m) && peers.heard(id, m))
    filler.once('exit', () => {
      store.sharedWith(undefined)
      peers.gone(id)
    })
    store.sharedWith(peers, PEER_WAIT_MS)
  })
  return fill
}

async function run(cfg: ServerConfig, logger: Logger): Promise<void> {
  const t0 = performance.now()
  const opened = await openStore(cfg, logger)
  const { x, store, close } = opened
  const { tree, realPath, ahead, landmarks } = openTree(cfg, opened, logger)
  const fd = cfg.method === 'fd' ? 3 : mountAsRoot(cfg.mountpoint)
  const session = new FuseSession(fd, tree)
  const answering = new Promise<void>(r => (tree.onInit = r))
  session.start()
  await answering
  // Whole or not at all (the post step reads it after killing the server, tests while it runs);
  // `written` counts the writes, so a reader can wait for the next one instead of for a time.
  let written = 0
  const writeStats = () => {
    replaceWhole(
      cfg.statsFile,
      JSON.stringify({
        tree: tree.stats,
        store: store.stats,
        answered: session.answered,
        neededAhead: ahead.needed?.fetched ?? 0,
        landmarks,
        pid: process.pid,
        written: ++written
      })
    )
  }
  writeStats()
  const ready: Ready = {
    pid: process.pid,
    seconds: (performance.now() - t0) / 1000,
    digest: x.manifestDigest,
    pinned: x.pinned,
    realPath,
    prunedLibraries: x.prunedLibraries,
    bytes: tree.stats.bytes,
    files: tree.stats.files
  }
  // Whole or not at all: the starter reads it as soon as it is there.
  replaceWhole(cfg.readyFile, JSON.stringify(ready))
  logger.info(
    `Mounted ${tree.stats.files} files, ${tree.stats.dirs} directories and ${tree.stats.links} links at ${cfg.mountpoint} in ${((performance.now() - t0) / 1000).toFixed(1)} s.`
  )
  const tick = setInterval(writeStats, 1000)
  const fill = onSignals(cfg, store, logger)
  await session.finished
  fill.filler?.kill('SIGTERM')
  clearInterval(tick)
  writeStats()
  close()
  logger.info('The mount went away; the server ends.')
}

/** As root: the device opened here, mounted by mount(8) with it as the child's fd 3. */
function mountAsRoot(mountpoint: string): number {
  const fd = openSync('/dev/fuse', 'r+')
  const uid = process.getuid?.() ?? 0
  const gid = process.getgid?.() ?? 0
  const r = spawnSync(
    'mount',
    [
      '-i',
      '-t',
      'fuse.setup-rocm',
      '-o',
      `fd=3,rootmode=40000,user_id=${uid},group_id=${gid},${MOUNT_OPTIONS}`,
      'setup-rocm',
      mountpoint
    ],
    { stdio: ['ignore', 'pipe', 'pipe', fd], encoding: 'utf8' }
  )
  if (r.status !== 0)
    throw new Error(`mount(8) could not mount ${mountpoint}: ${(r.stderr || r.error?.message || '').trim()}`)
  return fd
}

/**
 * The fill's process: `nice -n 19` (every thread of it, libuv's among them) with an IPC channel to
 * the server, so it ends when the server does, however that ends. It shares the store's directory:
 * files are renamed into place whole, and the server looks there before it fetches.
 */
function startFill(cfg: ServerConfig, logger: Logger): ChildProcess {
  const file = join(dirname(cfg.storeDir), 'fill.json')
  writeFileSync(file, JSON.stringify(cfg), { mode: 0o600 })
  const child = spawn(
    'nice',
    ['-n', '19', process.execPath, ...process.execArgv, process.argv[1], '--fill', file],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc']
    }
  )
  child.on('error', e => logger.warning(`The background fill did not start: ${e.message}`))
  child.unref()
  child.channel?.unref()
  return child
}

async function runFill(cfg: ServerConfig, logger: Logger): Promise<void> {
  // Listened to before anything else: a server gone while this one plans must end it too.
  const open: { store?: ContentStore; close?: () => void } = {}
  const end = () => {
    open.store?.stop()
    open.close?.()
    process.exit(0)
  }
  process.on('disconnect', end)
  process.on('SIGTERM', end)
  if (!process.connected) end()
  // What the server's reads for the job are at (peer.ts), heard from now on (a note no one listens
  // for is dropped, and the server reads on while this one plans): waited for as long as it takes.
  const peers = new Peers()
  peers.add(process.ppid, n => process.connected && process.send?.(n, () => {}))
  process.on('message', m => isPeerNote(m) && peers.heard(process.ppid, m))
  const { store, close } = await openStore(cfg, logger, true)
  Object.assign(open, { store, close })
  if (!process.connected) end()
  store.sharedWith(peers)
  await store.fill()
  close()
  process.disconnect?.()
}
