// One part of the benchmark's floor: setup-rocm's own download path (the download thread: TLS,
// HTTP, sha256 of every byte) for every layer at once, bytes dropped as they are verified. No
// decompression, no parsing, no disk.
//   node bench/download-only.ts <registry> <repository> <manifest digest>
import { BlobThread } from '../src/oci/blob/download-thread.ts'
import { Transport } from '../src/oci/http/transport.ts'
import { parsePlatform, resolveImage } from '../src/oci/manifest.ts'
import { silentLogger, type Logger } from '../src/log.ts'

const [registry, repository, pin] = process.argv.slice(2)
const logger: Logger = { ...silentLogger, warning: s => console.error(s) }
const t = new Transport({ registry, repository, logger })
const { layers } = await resolveImage(t, pin, parsePlatform('linux/amd64'))
t.dispose()
const thread = new BlobThread({ registry, repository }, logger)
try {
  await Promise.all(
    layers.map(async l => {
      for await (const b of thread.open(l)) thread.lent(b as Buffer)?.()
    })
  )
} finally {
  await thread.close()
}
