#!/usr/bin/env bash
# npm run bench: writes docs/benchmarks.md. About 45 minutes on 2 cores: the local benchmark
# (bench/bench.ts), cold installs over a capped CDN link (bench/ranged.ts), then cold installs
# with and without a seek index on both links (bench/seek.ts; its standard-gzip image is built
# once and cached).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
npm run -s bundle
# Every benchmark writes its trees to a fresh ext4 of its own (a loop-mounted file) when it can: a
# runner's disk is fresh, and on this machine's root file system each repetition's tree, written
# right after the previous one was deleted, made ext4 scan recently deleted inodes (perf,
# docs/benchmarks.md; the warm paths' restores read 10-34 s there, 11-15 s on a fresh one). BENCH_DEST
# set, or not root: the trees go where they go.
if [ -z "${BENCH_DEST:-}" ] && [ "$(id -u)" = 0 ] && command -v mkfs.ext4 >/dev/null; then
  fs_img="${SETUP_ROCM_CACHE:-$HOME/.cache/setup-rocm}/bench-dest.ext4"
  fs_mnt="$(mktemp -d)"
  rm -f "$fs_img"
  truncate -s 24G "$fs_img"
  mkfs.ext4 -q -F "$fs_img"
  if mount -o loop "$fs_img" "$fs_mnt"; then
    export BENCH_DEST="$fs_mnt" BENCH_DIR="${BENCH_DIR:-$fs_mnt}"
    trap 'umount "$fs_mnt"; rmdir "$fs_mnt"; rm -f "$fs_img"' EXIT
  else
    echo "bench: could not mount a loop file system; the benchmarks write under the cache directory" >&2
    rmdir "$fs_mnt"
    rm -f "$fs_img"
  fi
fi
node scripts/harness.ts -- node bench/bench.ts
node scripts/harness.ts -- node bench/ranged.ts
node scripts/harness.ts -- node bench/seek.ts
