// `setup-rocm index`: the image is resolved and every layer downloaded and verified exactly as an
// install downloads it (blob digests checked as they stream; a layer that fails its digest fails
// the index), and the index is built from those bytes (build.ts). It names the platform manifest
// and the layer digests it was made from; an install refuses it for any other image.
import type { Credentials } from '../../oci/auth.ts'
import type { ImageReference } from '../../oci/reference.ts'
import { Transport } from '../../oci/http/transport.ts'
import { resolveImage, type Platform, type ResolvedImage } from '../../oci/manifest.ts'
import { BlobFetcher } from '../../oci/blob/fetch.ts'
import { formatBytes, type Logger } from '../../log.ts'
import { DEFAULT_NETWORK, type NetworkLimits } from '../../config/inputs.ts'
import { buildIndex } from './build.ts'
import { encodeIndex } from '../index/encode.ts'
import { type SeekIndex } from '../index/model.ts'

export interface IndexImageOptions {
  reference: ImageReference
  platform: Platform
  credentials?: Credentials
  credentialsHint?: string
  network?: NetworkLimits
  logger: Logger
  spacing?: number
}

export interface ImageIndexed {
  image: ResolvedImage
  index: SeekIndex
  /** The index file (encodeIndex). */
  file: Buffer
  seconds: number
}

export async function indexImage(o: IndexImageOptions): Promise<ImageIndexed> {
  const t0 = performance.now()
  const network = o.network ?? DEFAULT_NETWORK
  const t = new Transport({
    registry: o.reference.registry,
    repository: o.reference.repository,
    credentials: o.credentials,
    credentialsHint: o.credentialsHint,
    logger: o.logger,
    stallMs: network.stallMs,
    minBytesPerSecond: network.minBytesPerSecond
  })
  try {
    const image = await resolveImage(t, o.reference.digest, o.platform)
    o.logger.info(
      `Indexing ${o.reference.original}: manifest ${image.digest}, ${image.layers.length} layers, ` +
        `${formatBytes(image.layers.reduce((s, l) => s + l.size, 0))} compressed.`
    )
    const blobs = new BlobFetcher(t, {
      logger: o.logger,
      deadline: { stallMs: network.stallMs, minBytesPerSecond: network.minBytesPerSecond },
      connections: network.connections,
      adaptive: network.adaptive
    })
    const index = await buildIndex({
      image,
      open: i => blobs.open(image.layers[i], { logger: o.logger }),
      logger: o.logger,
      spacing: o.spacing
    })
    const file = await encodeIndex(index)
    o.logger.info(`The index is ${formatBytes(file.length)}.`)
    return { image, index, file, seconds: (performance.now() - t0) / 1000 }
  } finally {
    t.dispose()
  }
}
