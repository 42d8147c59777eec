#!/usr/bin/env bash
# The README's first command: runs the action's main job end to end, as a runner runs it, against
# a local registry serving a ROCm-shaped fixture image (built once from Debian's HIP packages).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
[ -f dist/main.js ] || npm run -s bundle
exec node scripts/harness.ts -- node scripts/demo.ts
