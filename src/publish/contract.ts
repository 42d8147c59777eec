// What `setup-rocm publish` does unless told otherwise; the annotations it writes, and the
// installer reads, are in oci/annotations.ts (below both, so neither imports the other).

/** How publish splits and compresses unless told otherwise (the CLI's defaults). */
export const PUBLISH_DEFAULTS = { layers: 4, zstdLevel: 9 } as const
