// dist/mount-server.js: the lazy mount's server (mount/server.ts), started detached by the main
// step or the CLI with the path of its configuration.
import { serve } from '../mount/server.ts'

await serve(process.argv[2])
