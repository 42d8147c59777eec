import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);

// src/config/constants.ts
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

export {
  Inputs,
  State,
  Outputs,
  DEFAULT_IMAGE
};
