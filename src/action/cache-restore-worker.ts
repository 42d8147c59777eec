// The restore process (started by cache-restore.ts in a process group of its own): one
// @actions/cache restore, its answer sent back over the IPC channel. The parent kills the whole
// group (this process and the tar it runs) when the restore overruns its deadline.
import * as cache from '@actions/cache'

const { paths, key, segmentTimeoutInMs } = JSON.parse(process.argv[2] ?? '{}') as {
  paths: string[]
  key: string
  segmentTimeoutInMs: number
}
const answer = (m: object) => new Promise<void>(r => process.send!(m, () => r()))
try {
  const hit = await cache.restoreCache(paths, key, [], { segmentTimeoutInMs })
  await answer({ hit: !!hit })
} catch (e) {
  await answer({ error: (e as Error).message })
}
process.disconnect()
