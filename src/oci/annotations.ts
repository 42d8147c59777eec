// The contract between `setup-rocm publish` (which writes images) and the installer (which reads
// them): the annotations publish puts on the manifest it pushes, and what the installer takes from
// them. One module below both, so the two sides cannot drift apart and neither imports the other.

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
  /** `disjoint`: the layers are subtrees without whiteouts (see isDisjoint). */
  Layers: 'io.github.vmafx.setup-rocm.layers'
} as const

/** The value of Annotations.Layers that publish writes. */
export const DISJOINT = 'disjoint'

/**
 * Whether a manifest says its layers are disjoint subtrees, so an installer may apply them at
 * once. Only a reason to try: the installer checks every entry (layers/model/order.ts) and falls
 * back to one by one if the image lies.
 */
export function isDisjoint(annotations: Record<string, string>): boolean {
  return annotations[Annotations.Layers] === DISJOINT
}
