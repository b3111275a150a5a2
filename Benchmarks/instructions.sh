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

# The UIKit stand-ins: the simulated table's methods and the list model's, which answer the
# host's UIKit calls here (UIKit's own work on a device). The peers' figures the targets compare
# with count each UIKit read and write as one host call (docs/performance.md), so the `ours`
# column leaves out what runs inside them: the inclusive cost of every call from other code into
# one of them (none of them calls back into the engine during the measured events; a nested call
# is inside its caller's).
stand_ins='^\$s16TableGestureCore09SimulatedA0C[0-9]|^\$s17BenchmarkFixtures0A10ListLayoutC[0-9]'
out="$(mktemp)"
trap 'rm -f "$out"' EXIT

# Instructions callgrind collected for one run, and those inside the UIKit stand-ins: "TOTAL SHARE".
count() {
  local total
  total=$(valgrind --tool=callgrind --compress-strings=no --compress-pos=no \
    --callgrind-out-file="$out" "$binary" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  echo "$total $(awk -v re="$stand_ins" '
    /^fn=/ { fn = substr($0, 4); next }
    /^cfn=/ { cfn = substr($0, 5); next }
    /^calls=/ { pending = 1; next }
    pending { pending = 0; if (cfn ~ re && fn !~ re) share += $2 }
    END { printf "%d", share }' "$out")"
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

# instr/event: the whole device path, the stand-ins' work included; stand-ins: the part inside
# the UIKit stand-ins; ours: the rest, the figure counted like the peers'.
printf '%-18s %10s %12s %10s %8s\n' "path" "rows" "instr/event" "stand-ins" "ours"
for path in "${paths[@]}"; do
  for rows in "${sizes[@]}"; do
    read -r a a_in <<<"$(count "$path" "$rows" "$short")"
    read -r b b_in <<<"$(count "$path" "$rows" "$long")"
    all=$(( (b - a) / (long - short) ))
    inside=$(( (b_in - a_in) / (long - short) ))
    printf '%-18s %10s %12s %10s %8s\n' "$path" "$rows" "$all" "$inside" "$(( all - inside ))"
  done
done

# The drag's UIKit calls per event, apart from the instruction counts above:
# `uikit-calls drag-steady|drag-swapping|drag-lift: writes W, text-measurements M, cell-lookups L,
# forced-layouts F` at 1,000 rows, and a `uikit-other` line of each (table questions, moveRow,
# haptics). See drag-calls.sh.
echo
bash drag-calls.sh 1000
