// What the starter (start.ts) and the server (server.ts) agree on, apart from both: the post step
// stops a mount with start.ts alone, and must not load the install pipeline the server plans with.
import type { Host } from '../config/inputs.ts'

/** What the starter hands the server, in a file only the job's user may read (deleted once read). */
export interface ServerConfig {
  /** The step's inputs as text (parsed again here: config/inputs.ts), credentials among them. */
  inputs: Record<string, string | undefined>
  host: Host
  mountpoint: string
  /** The content store (under RUNNER_TEMP). */
  storeDir: string
  logFile: string
  statsFile: string
  readyFile: string
  /** 'fd': the mounted descriptor is fd 3 (the relay mounted with fusermount3); 'mount': mount(8) as root. */
  method: 'fd' | 'mount'
  /** Range requests at once. */
  connections: number
  /** Whether the toolchain is fetched before it is read (landmarks.ts; default true). Tests that count fetches turn it off. */
  landmarks?: boolean
}

/** What the server says once the mount answers (ready.json): what the step's record needs. */
export interface Ready {
  pid: number
  /** From its start to a mount that answers. */
  seconds: number
  /** The platform manifest's digest, and the pinned reference's. */
  digest: string
  pinned: string
  /** The tree's directory inside the image. */
  realPath: string
  prunedLibraries: Record<string, string>
  bytes: number
  files: number
}

/** The mount(8) options of a root mount; fusermount3 is given the same but those it adds itself. */
export const MOUNT_OPTIONS = 'ro,nosuid,nodev,default_permissions'
