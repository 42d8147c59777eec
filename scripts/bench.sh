#!/usr/bin/env bash
# npm run bench: writes docs/benchmarks.md. Takes about 15 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
npm run -s bundle
exec node scripts/harness.ts -- node bench/bench.ts
