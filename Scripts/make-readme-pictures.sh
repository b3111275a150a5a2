#!/usr/bin/env bash
# Remakes the README's two animated pictures (docs/*.svg) from their gesture scripts with
# tablesim, each starting at its key frame, the one a still view shows (Scripts/animate-storyboard.sh
# --key), and the swipe engine's two looks side by side (docs/swipe-looks-*.svg, two still frames
# of Examples/swipe-looks.json, copied next to the DocC swipe article, where DocC and a Markdown
# view both find them).
# `swift test --filter ReadmePictureTests` checks that the committed files do.
#
# Usage: Scripts/make-readme-pictures.sh    (about a minute the first time: it builds tablesim)
set -euo pipefail
cd "$(dirname "$0")/.."

# The drag: the row held in the bottom edge zone while the table autoscrolls.
bash Scripts/animate-storyboard.sh --key "The finger is held in the bottom edge zone" \
  Examples/animation-drag.json docs/drag-across-sections.svg
# The full swipe: the row past the expansion target, Delete filling it, before the app deletes it.
bash Scripts/animate-storyboard.sh --key "panned -340 pt" \
  Examples/animation-full-swipe.json docs/full-swipe-delete.svg 2

# The two looks: the classic row open, then the glass row open, each its frame at rest.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --product tablesim >/dev/null
"$(swift build --show-bin-path)/tablesim" --script Examples/swipe-looks.json --out "$work" >/dev/null
articles=Sources/TableGestureKit/TableGestureKit.docc/Articles
for look in classic glass; do
  row="$(tr '[:lower:]' '[:upper:]' <<<"${look:0:1}")${look:1} look"
  frame=$(grep -l "<title>at rest — &#39;$row&#39; open" "$work"/*.svg | sort | head -1)
  [ -n "$frame" ] || { echo "error: no frame with '$row' open at rest" >&2; exit 1; }
  cp "$frame" "docs/swipe-looks-$look.svg"
  cp "$frame" "$articles/swipe-looks-$look.svg"
done
