#!/usr/bin/env bash
# npm run bench: writes docs/benchmarks.md. About 20 minutes on 2 cores: the local benchmark
# (bench/bench.ts), then cold installs over a capped CDN link (bench/ranged.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
npm run -s bundle
node scripts/harness.ts -- node bench/bench.ts
exec node scripts/harness.ts -- node bench/ranged.ts
