#!/usr/bin/env bash
# UIKit calls per drag event, counted on the path a device runs (Benchmarks/README.md, "UIKit
# calls per drag event"): builds DragCalls in release (the instruction counter's scratch
# directory and manifest, no benchmark framework) and prints, at each table size, the
# `uikit-calls` and `uikit-other` lines of drag-steady, drag-swapping and drag-lift.
#
# Usage: bash drag-calls.sh [ROWS...]   (default: 1000)
# Environment: EVENTS (default 12000) move-and-frame events averaged per path.
set -euo pipefail
cd "$(dirname "$0")"
events=${EVENTS:-12000}
sizes=("$@")
((${#sizes[@]})) || sizes=(1000)

export TGK_INSTRUCTIONS_ONLY=1
build=(swift build -c release --scratch-path .build-instructions)
"${build[@]}" --product DragCalls >/dev/null
binary="$("${build[@]}" --show-bin-path)/DragCalls"

for rows in "${sizes[@]}"; do
  ((${#sizes[@]} == 1)) || echo "rows $rows"
  "$binary" "$rows" "$events"
done
