import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/constants.ts
var Inputs = {
  Image: "image",
  ImagePath: "image-path",
  Prune: "prune",
  Protect: "protect",
  GfxTarget: "gfx-target",
  SmokeTest: "smoke-test",
  Cache: "cache",
  Platform: "platform",
  RegistryUsername: "registry-username",
  RegistryPassword: "registry-password",
  StallTimeout: "stall-timeout",
  MinSpeed: "min-speed",
  Mirrors: "mirrors",
  Mode: "mode",
  DownloadConnections: "download-connections",
  RuntimeLibraries: "runtime-libraries"
};
var State = {
  CacheKey: "cache-key",
  CachePaths: "cache-paths",
  SaveCache: "save-cache"
};
var Outputs = {
  RocmPath: "rocm-path",
  RocmVersion: "rocm-version",
  Digest: "digest",
  CacheHit: "cache-hit",
  CacheSource: "cache-source"
};
var DEFAULT_IMAGE = "rocm/dev-ubuntu-24.04@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374";
var VERSION = "1.2.0";
var Annotations = {
  /** The digest the source image was pinned by (OCI's own key). */
  BaseDigest: "org.opencontainers.image.base.digest",
  /** The source image reference. */
  BaseName: "org.opencontainers.image.base.name",
  Title: "org.opencontainers.image.title",
  /** The source's platform manifest (when the pin was an index). */
  SourceManifest: "io.github.vmafx.setup-rocm.source-manifest",
  ImagePath: "io.github.vmafx.setup-rocm.image-path",
  /** Newline-separated patterns, as installed. */
  Prune: "io.github.vmafx.setup-rocm.prune",
  Protect: "io.github.vmafx.setup-rocm.protect",
  Mode: "io.github.vmafx.setup-rocm.mode",
  Version: "io.github.vmafx.setup-rocm.version",
  /**
   * `disjoint`: the layers are subtrees without whiteouts, so an installer may apply them at once.
   * Only a hint to try: install.ts checks every entry and falls back to one by one if it lies.
   */
  Layers: "io.github.vmafx.setup-rocm.layers"
};

export {
  Inputs,
  State,
  Outputs,
  DEFAULT_IMAGE,
  VERSION,
  Annotations
};
