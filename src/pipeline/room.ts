// Disk before bytes: a full disk is the most common way a large install fails on a hosted runner
// (14 GB of SSD). With a seek index the finished tree's size is known before any layer is
// requested (the plan), so an install that cannot fit is refused at once, saying how much it
// needs, how much is free and what to do, instead of failing minutes later halfway through.
// Without an index nothing tells the size in advance; the writer's clean disk-full error stays.
import { promises as fs } from 'node:fs'
import { formatBytes } from '../log.ts'
import { HostError } from '../errors.ts'

export interface RoomNeed {
  /** Where the tree is written (its staging directory) and what it takes there. */
  tree: { dir: string; bytes: number }
  /** Where a cache archive of the tree will be written afterwards, and an estimate of its size. */
  archive?: { dir: string; bytes: number }
}

/** Bytes free to this process, and the file system's device, of the file system holding `dir`. */
export interface Free {
  bytes: number
  device: number
}

export async function freeAt(dir: string): Promise<Free> {
  const [s, st] = await Promise.all([fs.statfs(dir), fs.stat(dir)])
  return { bytes: s.bavail * s.bsize, device: st.dev }
}

/** Refuses (HostError) when the file systems cannot hold what the install will write. */
export async function checkRoom(
  need: RoomNeed,
  free: (dir: string) => Promise<Free> = freeAt
): Promise<void> {
  const tree = await free(need.tree.dir)
  const archive = need.archive ? await free(need.archive.dir) : undefined
  const shared = archive !== undefined && archive.device === tree.device
  const treeNeeds = need.tree.bytes + (shared ? need.archive!.bytes : 0)
  const what = shared
    ? `the tree (${formatBytes(need.tree.bytes)}) and its actions-cache archive (about ${formatBytes(need.archive!.bytes)}) need`
    : 'the tree needs'
  if (treeNeeds > tree.bytes)
    throw new HostError(
      `Not enough disk for this install: ${what} ${formatBytes(treeNeeds)} in ${need.tree.dir}, and only ${formatBytes(tree.bytes)} is free there. ` +
        `Nothing was downloaded. Free space first (on a hosted runner, remove unused toolchains: /usr/share/dotnet, /usr/local/lib/android, /opt/ghc), ` +
        `prune more (prune), install only the runtime (mode: runtime)${need.archive ? ', or turn the actions cache off (cache: false)' : ''}.`
    )
  if (archive && !shared && need.archive!.bytes > archive.bytes)
    throw new HostError(
      `Not enough disk for the actions-cache archive of this install: about ${formatBytes(need.archive!.bytes)} in ${need.archive!.dir}, and only ${formatBytes(archive.bytes)} is free there. ` +
        `Nothing was downloaded. Free space there, or turn the actions cache off (cache: false).`
    )
}
