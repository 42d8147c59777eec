#!/usr/bin/env bash
# npm run bench: writes docs/benchmarks.md. About 45 minutes on 2 cores: the local benchmark
# (bench/bench.ts), cold installs over a capped CDN link (bench/ranged.ts), then cold installs
# with and without a seek index on both links (bench/seek.ts; its standard-gzip image is built
# once and cached).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
npm run -s bundle
node scripts/harness.ts -- node bench/bench.ts
node scripts/harness.ts -- node bench/ranged.ts
exec node scripts/harness.ts -- node bench/seek.ts
