#!/usr/bin/env bash
# The whole test suite: type check, lint, dist/ freshness, then every test under __tests__/
# against a real registry started for this run. Ends with `N passed, N failed` (the three static
# checks count as one test each).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh || { echo "0 passed, 1 failed"; exit 1; }
# bootstrap.sh runs with set -e; a failing test must not end this script before its closing line.
set +e

passed=0
failed=0
check() {
  local name="$1"
  shift
  if "$@"; then
    echo "ok: $name"
    passed=$((passed + 1))
  else
    echo "FAILED: $name"
    failed=$((failed + 1))
  fi
}
check typecheck npm run -s typecheck
check lint npm run -s lint
check dist-is-fresh npm run -s check-dist

tap="$(mktemp)"
# The tests run with a temporary directory of their own, which must be empty again at the end:
# a test leaves nothing behind (hipcc's work directories included).
test_tmp="$(mktemp -d)"
export TMPDIR="$test_tmp"
files=("$@")
if ((${#files[@]} == 0)); then mapfile -t files < <(find __tests__/unit __tests__/integration __tests__/e2e -name '*.test.ts' | sort); fi
node scripts/harness.ts -- node --test --test-timeout=1200000 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" "${files[@]}"
rc=$?
tp=$(grep -E '^# pass ' "$tap" | tail -1 | awk '{print $3}')
tf=$(grep -E '^# fail ' "$tap" | tail -1 | awk '{print $3}')
rm -f "$tap"
if [ -z "$tp" ]; then tf=$((${tf:-0} + 1)); tp=0; fi
if [ "$rc" != 0 ] && [ "${tf:-0}" = 0 ]; then tf=1; fi
passed=$((passed + tp))
failed=$((failed + ${tf:-0}))
unset TMPDIR
left="$(ls -A "$test_tmp" | head -5)"
if [ -z "$left" ]; then
  echo "ok: tests-leave-no-temporary-files"
  passed=$((passed + 1))
else
  echo "FAILED: tests-leave-no-temporary-files (left in the temporary directory: $left)"
  failed=$((failed + 1))
fi
rm -rf "$test_tmp"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
