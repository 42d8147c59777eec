#!/usr/bin/env bash
# The README's promise, checked: a Debian 12 minbase root (mmdebstrap) with only Node 20 and npm
# copied in, a clone of this repository, and the README's two commands run in it as root:
#   npm run demo && npm test
# Needs root (chroot, mounts) and the network the project needs anyway (Debian's packages, the npm
# registry). Prints the two commands' output and ends with the demo's and the suite's results.
#   scripts/fresh-machine.sh [ROOT_DIR]     (default: a new directory under /var/tmp, removed after)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
if [ "$(id -u)" != 0 ]; then
  echo "fresh-machine: run as root (it builds a root file system and chroots into it)" >&2
  exit 2
fi
command -v mmdebstrap >/dev/null || { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q mmdebstrap >/dev/null; }
node="$(command -v node)"
case "$("$node" --version)" in v20.*) ;; *) echo "fresh-machine: wants this machine's Node 20 to copy in (found $("$node" --version))" >&2; exit 2 ;; esac
npmdir="$(dirname "$(readlink -f "$(command -v npm)")")/.."
# Made only once the checks above have passed: a refusal leaves nothing behind.
root="${1:-}"
keep=1
if [ -z "$root" ]; then
  root="$(mktemp -d /var/tmp/setup-rocm-fresh-XXXXXX)"
  keep=0
fi

cleanup() {
  for m in dev/pts dev proc sys; do mountpoint -q "$root/$m" && umount -l "$root/$m" || true; done
  mountpoint -q "$root" && umount -l "$root" || true
  if [ "$keep" = 0 ]; then rm -rf "$root"; fi
}
trap cleanup EXIT

echo "fresh-machine: a Debian 12 minbase root in $root (mmdebstrap)" >&2
mmdebstrap --variant=minbase --quiet bookworm "$root" \
  "deb http://deb.debian.org/debian bookworm main" \
  "deb http://deb.debian.org/debian bookworm-updates main" \
  "deb http://deb.debian.org/debian-security bookworm-security main"
echo "fresh-machine: copying in Node $("$node" --version) and npm $(npm --version), nothing else" >&2
install -m 0755 "$node" "$root/usr/bin/node"
mkdir -p "$root/usr/lib/node_modules"
cp -a "$(readlink -f "$npmdir")" "$root/usr/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/bin/npx"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# The network's trust, not the machine's software: where this host reaches the npm registry through
# a proxy whose CA it names in NODE_EXTRA_CA_CERTS, the root gets that CA file too (as a user
# behind the same proxy would set it up).
extra_ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  install -D -m 0644 "$NODE_EXTRA_CA_CERTS" "$root/usr/local/share/ca-certificates/network-ca.pem"
  extra_ca=(NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/network-ca.pem)
fi
echo "fresh-machine: cloning the repository (its committed state)" >&2
git clone -q "$repo" "$root/root/setup-rocm"
# The root a mount point of its own, as a machine's is (fusermount3's auto_unmount needs that).
mount --bind "$root" "$root"
for m in proc sys dev dev/pts; do mkdir -p "$root/$m"; mount --bind "/$m" "$root/$m"; done

status=0
run_in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin TERM=dumb \
    "${extra_ca[@]}" bash -c "cd /root/setup-rocm && $1"
}
run_in_root 'npm run demo' || status=$?
demo=$status
test=skipped
if [ "$demo" = 0 ] && [ "${FRESH_DEMO_ONLY:-}" != 1 ]; then
  run_in_root 'npm test' && test=0 || test=$?
fi
echo "fresh-machine: npm run demo exited $demo; npm test exited $test"
[ "$demo" = 0 ] && { [ "$test" = 0 ] || [ "$test" = skipped ]; }
