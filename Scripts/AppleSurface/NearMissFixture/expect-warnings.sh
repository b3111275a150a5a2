#!/usr/bin/env bash
# Compares a compile log of the near-miss fixture with the `// expect-warning:` lines of its files:
# every expected warning must be in the log, and the log must hold no other located warning or
# error. Shared by Scripts/check-apple-surface.sh and Scripts/check-ios-sdk.sh.
#
# Usage: expect-warnings.sh LOG FILE...   Prints the number of expected warnings on success;
# on failure, what is missing or extra, and exits 1.
set -euo pipefail
log="$1"
shift
expected=0
missing=0
while IFS= read -r wanted; do
  expected=$((expected + 1))
  if ! grep -F -- "warning: $wanted" "$log" >/dev/null; then
    echo "missing warning: $wanted" >&2
    missing=1
  fi
done < <(sed -n 's#^// expect-warning: ##p' "$@")
found="$(grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$log" | sort -u | grep -c . || true)"
if ((missing || found != expected)); then
  echo "$found diagnostics, $expected expected warnings" >&2
  exit 1
fi
echo "$expected"
