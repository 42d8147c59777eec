// dist/mount-server.js: the lazy mount's server (mount/server.ts), started detached by the main
// step or the CLI with the path of its configuration; with `--fill` first, the server's background
// fill.
import { serve } from '../mount/server.ts'

if (process.argv[2] === '--fill') await serve(process.argv[3], true)
else await serve(process.argv[2])
