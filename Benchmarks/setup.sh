#!/usr/bin/env bash
# Prepares this machine to run the benchmarks. Safe to run any number of times.
#
# With Swift 6.3 or later, ordo-one/benchmark counts allocations with its own malloc interposer
# (a package dependency), so there is no system package to install. Older toolchains fall back
# to jemalloc and do not know the `MallocInterposer` trait this package asks for, so they are
# refused here with an explanation rather than failing later inside SwiftPM.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "setup.sh: swift is not on PATH; install a Swift 6.3 or later toolchain first." >&2
  exit 1
fi

version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -n 1)
read -r major minor <<<"${version:-0 0}"
if (( major < 6 || (major == 6 && minor < 3) )); then
  echo "setup.sh: Swift ${major}.${minor} found; the benchmarks need Swift 6.3 or later" \
    "(the MallocInterposer trait of ordo-one/benchmark)." >&2
  exit 1
fi

echo "setup.sh: Swift ${major}.${minor}: nothing to install (allocations are counted by" \
  "ordo-one/malloc-interposer, fetched by SwiftPM)."
