#!/usr/bin/env bash
# Instructions per event on each measured path, counted by valgrind's callgrind (deterministic,
# unlike wall times on shared machines). Builds InstructionCounts in release, runs every path twice
# under callgrind with SHORT and LONG events, and prints (instructions(LONG) - instructions(SHORT)) /
# (LONG - SHORT): the events alone, without start-up and set-up. The fixtures' hosts live in a
# module apart from the core (BenchmarkFixtures), as the UIKit skin's hosts do.
#
# Usage: bash instructions.sh [ROWS...]   (default: 1000 1000000)
# Environment: SHORT (default 2000), LONG (default 12000) events.
# Needs valgrind (Debian: apt-get install valgrind); not the benchmark framework (see Package.swift).
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind not found (apt-get install valgrind)" >&2; exit 1; }
short=${SHORT:-2000}
long=${LONG:-12000}
sizes=("$@")
((${#sizes[@]})) || sizes=(1000 1000000)

# Only the fixtures and the counter (Package.swift): no ordo-one/benchmark to fetch or build. A
# scratch directory of its own, so its build never replaces the benchmark suites' build.
export TGK_INSTRUCTIONS_ONLY=1
build=(swift build -c release --scratch-path .build-instructions)
"${build[@]}" --product InstructionCounts >/dev/null
binary="$("${build[@]}" --show-bin-path)/InstructionCounts"

# Total instructions callgrind collected for one run.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# The paths counted, and the kinds whose UIKit calls are counted (one line each, at 1,000 rows:
# `uikit-calls KIND: writes W, text-measurements M, cell-lookups L, forced-layouts F`). Override
# with PATHS / UIKIT_KINDS (space-separated); a kind is any path InstructionCounts counts calls for.
# A `list-` path is the same event on the collection-view list host; its kind also prints
# `layout-attribute-lookups KIND: N per event` (each row rectangle is one
# layoutAttributesForItem(at:)).
read -ra paths <<<"${PATHS:-drag-steady drag-swapping list-drag-steady list-drag-swapping swipe-pan swipe-frame swipe-pan-6 swipe-frame-6 swipe-pan-12 swipe-pan-glass swipe-frame-glass list-swipe-pan list-swipe-frame}"
read -ra uikit_kinds <<<"${UIKIT_KINDS:-swipe-pan swipe-frame swipe-pan-12 swipe-pan-leading list-swipe-pan list-swipe-frame}"

# UIKit calls per event: counted by the fixtures' counting sinks, not by valgrind.
uikit_calls() {
  local kind
  for kind in "$@"; do "$binary" uikit-calls "$kind" 1000 1000; done
}
uikit_calls "${uikit_kinds[@]}"

printf '%-15s %10s %12s\n' "path" "rows" "instr/event"
for path in "${paths[@]}"; do
  for rows in "${sizes[@]}"; do
    a=$(count "$path" "$rows" "$short")
    b=$(count "$path" "$rows" "$long")
    printf '%-15s %10s %12s\n' "$path" "$rows" "$(( (b - a) / (long - short) ))"
  done
done

# The drag's UIKit calls per event, apart from the instruction counts above:
# `uikit-calls drag-steady|drag-swapping|drag-lift: writes W, text-measurements M, cell-lookups L,
# forced-layouts F` at 1,000 rows, and a `uikit-other` line of each (table questions, moveRow,
# haptics). See drag-calls.sh.
echo
bash drag-calls.sh 1000
