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

export const VERSION = '1.2.0'

/** Annotations `setup-rocm publish` writes on the manifest it pushes. */
export const Annotations = {
  /** The digest the source image was pinned by (OCI's own key). */
  BaseDigest: 'org.opencontainers.image.base.digest',
  /** The source image reference. */
  BaseName: 'org.opencontainers.image.base.name',
  Title: 'org.opencontainers.image.title',
  /** The source's platform manifest (when the pin was an index). */
  SourceManifest: 'io.github.vmafx.setup-rocm.source-manifest',
  ImagePath: 'io.github.vmafx.setup-rocm.image-path',
  /** Newline-separated patterns, as installed. */
  Prune: 'io.github.vmafx.setup-rocm.prune',
  Protect: 'io.github.vmafx.setup-rocm.protect',
  Mode: 'io.github.vmafx.setup-rocm.mode',
  Version: 'io.github.vmafx.setup-rocm.version',
  /**
   * `disjoint`: the layers are subtrees without whiteouts, so an installer may apply them at once.
   * Only a hint to try: install.ts checks every entry and falls back to one by one if it lies.
   */
  Layers: 'io.github.vmafx.setup-rocm.layers'
} as const
