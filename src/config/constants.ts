// Names shared by the action's two steps and the CLI: inputs (as action.yml spells them), the
// state `main` hands to `post`, and the outputs. Nothing here does anything.

export const Inputs = {
  Image: 'image',
  ImagePath: 'image-path',
  Prune: 'prune',
  Protect: 'protect',
  GfxTarget: 'gfx-target',
  SmokeTest: 'smoke-test',
  Cache: 'cache',
  Platform: 'platform',
  RegistryUsername: 'registry-username',
  RegistryPassword: 'registry-password',
  StallTimeout: 'stall-timeout',
  MinSpeed: 'min-speed',
  Mirrors: 'mirrors',
  Mode: 'mode',
  DownloadConnections: 'download-connections',
  RuntimeLibraries: 'runtime-libraries'
} as const

export const State = {
  CacheKey: 'cache-key',
  CachePaths: 'cache-paths',
  SaveCache: 'save-cache'
} as const

export const Outputs = {
  RocmPath: 'rocm-path',
  RocmVersion: 'rocm-version',
  Digest: 'digest',
  CacheHit: 'cache-hit',
  CacheSource: 'cache-source'
} as const

export const DEFAULT_IMAGE =
  'rocm/dev-ubuntu-24.04@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374'
