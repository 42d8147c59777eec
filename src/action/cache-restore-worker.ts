// The restore thread (cache-restore.ts): one @actions/cache restore, its answer posted back.
// The parent terminates this thread when the restore overruns its deadline.
import { parentPort, workerData } from 'node:worker_threads'
import * as cache from '@actions/cache'

const { paths, key, segmentTimeoutInMs } = workerData as {
  paths: string[]
  key: string
  segmentTimeoutInMs: number
}
try {
  const hit = await cache.restoreCache(paths, key, [], { segmentTimeoutInMs })
  parentPort!.postMessage({ hit: !!hit })
} catch (e) {
  parentPort!.postMessage({ error: (e as Error).message })
}
