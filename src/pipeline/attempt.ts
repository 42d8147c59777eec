// One attempt at installing from one source, as the install strategies see it (whole.ts, the
// whole image; indexed.ts, a seek index's plan): what the caller gave (InstallOptions), the image
// that source resolved, the staging directory and how blobs are fetched; and what applying the
// layers yields (Applied), to be finished into the tree by install.ts.
import { LineProgress, type ProgressSink } from '../progress.ts'
import { sameRegistry, type Endpoint } from '../oci/reference.ts'
import { dockerLogin } from '../oci/docker-config.ts'
import type { DigestStore } from '../oci/digest-store.ts'
import type { ResolvedImage } from '../oci/manifest.ts'
import type { DownloadOptions } from '../oci/blob/download-thread.ts'
import type { Credentials } from '../oci/auth.ts'
import type { Finished } from '../layers/model/finish.ts'
import type { InstallReport, LayerReport } from '../layers/model/report.ts'
import { contextFor, type ScheduleContext } from './schedule.ts'
import type { Staging } from './staging.ts'
import { DEFAULT_NETWORK, type IndexSpec, type NetworkLimits, type Source } from '../config/inputs.ts'
import type { Logger } from '../log.ts'
import { NO_MEMORY_POLICY, type MemoryPolicy } from '../memory.ts'

export interface InstallOptions {
  source: Source
  dest: string
  credentials?: Credentials
  /** How messages name the inputs that give credentials (the action's or the CLI's). */
  credentialsHint?: string
  network?: NetworkLimits
  logger: Logger
  progress?: ProgressSink
  /** Repositories that serve the same digest, tried in order before the image's own. */
  mirrors?: Endpoint[]
  /** Replace an existing `dest` (the CLI with --force); else keep it if one appears meanwhile. */
  replace?: boolean
  /** Layers open at once in order, the one being applied included (default 2; schedule.ts). */
  prefetch?: number
  /** A seek index: only the spans that hold kept files are fetched (seek/). */
  index?: IndexSpec
  /**
   * Where an archive of the tree will be written after the install (the action's RUNNER_TEMP when
   * its post step will save to the actions cache): with an index, room for it is checked too.
   */
  archiveDir?: string
  /** Process-wide memory settings the entry point makes as the install goes (bin/prepare.ts). */
  memory?: MemoryPolicy
  /** Where manifests and the index are kept by digest, for checking the tree again offline. */
  store?: DigestStore
}

export const memory = (o: InstallOptions): MemoryPolicy => o.memory ?? NO_MEMORY_POLICY
export const network = (o: InstallOptions): NetworkLimits => o.network ?? DEFAULT_NETWORK

/** The inputs' credentials for the image's own registry; `docker login`'s for any host it has. */
export function credentialsFor(o: InstallOptions, registry: string): Credentials | undefined {
  if (o.credentials && sameRegistry(registry, o.source.reference.registry)) return o.credentials
  return dockerLogin(registry, o.logger, o.credentialsHint)
}

/** One source's attempt: the image it resolved, where the layers go, how its blobs are fetched. */
export interface Attempt {
  o: InstallOptions
  ep: Endpoint
  image: ResolvedImage
  staging: Staging
  connection: DownloadOptions
  /** A failure of this source hands over to the next one (sources.ts). */
  handOver: boolean
}

/**
 * With an index, the finished tree's size as planned before any layer was requested (room.ts):
 * bytes as InstallReport.bytesKept counts them, what the files take on disk, and the estimated
 * cache archive when one was planned for.
 */
export interface PlannedSize {
  bytes: number
  onDisk: number
  archive?: number
}

/** The layers applied into staging, to be finished into the tree. */
export interface Applied {
  /** The finish (finish.ts), once. */
  finish(): Promise<Finished>
  report: InstallReport
  layers: LayerReport[]
  bytesDownloaded: number
  /** Set when the layers came from a seek index: where it came from, and its file's digest. */
  index?: { source: string; digest: string }
  planned?: PlannedSize
}

/** How the attempt's layers are streamed into `sink` (schedule.ts). */
export const scheduleContext = (
  a: Attempt,
  parts: Pick<ScheduleContext, 'sink' | 'refs' | 'writer' | 'downloaded'>
): ScheduleContext =>
  contextFor(a.image, a.connection, {
    ...parts,
    logger: a.o.logger,
    progress: a.o.progress ?? new LineProgress(a.o.logger),
    handOver: a.handOver,
    label: a.ep.label,
    prefetch: a.o.prefetch
  })
