// One part of the benchmark's floor: Node's zlib inflating every layer file from the page cache
// with setup-rocm's 1 MiB output chunks, output dropped. No network, no parsing, no disk writes.
//   node bench/inflate-only.ts <layer.tar.gz>...
import { createReadStream } from 'node:fs'
import { createGunzip } from 'node:zlib'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

for (const file of process.argv.slice(2))
  await pipeline(
    createReadStream(file, { highWaterMark: 1 << 20 }),
    createGunzip({ chunkSize: 1 << 20 }),
    new Writable({ highWaterMark: 1 << 20, write: (_c, _e, cb) => cb() })
  )
