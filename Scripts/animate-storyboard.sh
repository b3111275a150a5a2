#!/usr/bin/env bash
# Turns the storyboard frames of one gesture script into one animated SVG that loops, paced by
# each frame's script time (the `data-time` of its root element). Needs nothing but bash, awk
# and the package's own tablesim: the animation is SVG's own <animate>, which browsers (and
# GitHub's README view) play.
#
# Usage: Scripts/animate-storyboard.sh SCRIPT.json OUT.svg [SLOWDOWN]
#   SLOWDOWN  how many times slower than script time to play (default 1); each frame shows for
#             at least 0.12 s and the last one for 2 s before the loop starts again.
#
# The README's two pictures:
#   Scripts/animate-storyboard.sh Examples/animation-drag.json docs/drag-across-sections.svg
#   Scripts/animate-storyboard.sh Examples/animation-full-swipe.json docs/full-swipe-delete.svg 2
set -euo pipefail
cd "$(dirname "$0")/.."

script=${1:?usage: $0 SCRIPT.json OUT.svg [SLOWDOWN]}
out=${2:?usage: $0 SCRIPT.json OUT.svg [SLOWDOWN]}
slowdown=${3:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product tablesim >/dev/null
"$(swift build --show-bin-path)/tablesim" --script "$script" --out "$work" >/dev/null

frames=()
while IFS= read -r frame; do frames+=("$frame"); done < <(ls "$work"/*.svg | sort)
[ ${#frames[@]} -gt 0 ] || { echo "error: $script made no storyboard frames" >&2; exit 1; }

awk -v slowdown="$slowdown" '
  function attribute(line, name,   start, rest) {
    start = index(line, " " name "=\"")
    if (start == 0) return ""
    rest = substr(line, start + length(name) + 3)
    return substr(rest, 1, index(rest, "\"") - 1)
  }
  FNR == 1 {
    count++
    time[count] = attribute($0, "data-time") + 0
    w = attribute($0, "width") + 0; h = attribute($0, "height") + 0
    if (w > width) width = w
    if (h > height) height = h
  }
  { body[count] = body[count] $0 "\n" }
  END {
    total = 0
    for (i = 1; i <= count; i++) {
      shown = (i < count) ? (time[i + 1] - time[i]) * slowdown : 2
      if (shown < 0.12) shown = 0.12
      start[i] = total; total += shown
    }
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", width, height, width, height
    printf "<title>The engine'"'"'s decisions drawn by tablesim, frame by frame (not a screen recording)</title>\n"
    printf "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n"
    for (i = 1; i <= count; i++) {
      from = start[i] / total; to = (start[i] + ((i < count) ? start[i + 1] - start[i] : total - start[i])) / total
      if (i == 1) { values = "visible;hidden"; times = sprintf("0;%.5f", to) }
      else if (i == count) { values = "hidden;visible"; times = sprintf("0;%.5f", from) }
      else { values = "hidden;visible;hidden"; times = sprintf("0;%.5f;%.5f", from, to) }
      printf "<g visibility=\"%s\"><animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"%s\" keyTimes=\"%s\" dur=\"%.3fs\" repeatCount=\"indefinite\"/>\n", (i == 1 ? "visible" : "hidden"), values, times, total
      printf "%s</g>\n", body[i]
    }
    printf "</svg>\n"
  }
' "${frames[@]}" > "$out"
echo "wrote $out: ${#frames[@]} frames"
