#!/usr/bin/env bash
# Turns the storyboard frames of one gesture script into one animated SVG that loops, paced by
# each frame's script time (the `data-time` of its root element). Needs nothing but bash, awk
# and the package's own tablesim: the animation is SVG's own <animate>, which browsers (and
# GitHub's README view) play.
#
# Usage: Scripts/animate-storyboard.sh [--key TEXT] SCRIPT.json OUT.svg [SLOWDOWN]
#   --key TEXT  the key frame: the first frame whose caption contains TEXT. The loop starts
#               there and holds it for at least 1.5 s, and it is the one frame visible where the
#               animation does not play (GitHub's file view of some clients, DocC, image
#               converters), so a still picture shows the point. Without it, the first frame.
#   SLOWDOWN    how many times slower than script time to play (default 1); each frame shows for
#               at least 0.12 s and the last one for 2 s before the loop starts again.
#
# The README's two pictures: Scripts/make-readme-pictures.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: $0 [--key TEXT] SCRIPT.json OUT.svg [SLOWDOWN]"
key=""
if [[ "${1:-}" == "--key" ]]; then
  key=${2:?$usage}
  shift 2
fi
script=${1:?$usage}
out=${2:?$usage}
slowdown=${3:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product tablesim >/dev/null
"$(swift build --show-bin-path)/tablesim" --script "$script" --out "$work" >/dev/null

frames=()
while IFS= read -r frame; do frames+=("$frame"); done < <(ls "$work"/*.svg | sort)
[ ${#frames[@]} -gt 0 ] || { echo "error: $script made no storyboard frames" >&2; exit 1; }

awk -v slowdown="$slowdown" -v key="$key" '
  function attribute(line, name,   start, rest) {
    start = index(line, " " name "=\"")
    if (start == 0) return ""
    rest = substr(line, start + length(name) + 3)
    return substr(rest, 1, index(rest, "\"") - 1)
  }
  # The caption as written in the frame (its <title>), with the XML escapes tablesim writes undone.
  function caption(text,   start, rest) {
    start = index(text, "<title>")
    if (start == 0) return ""
    rest = substr(text, start + 7)
    rest = substr(rest, 1, index(rest, "</title>") - 1)
    gsub(/&#39;/, "'"'"'", rest); gsub(/&quot;/, "\"", rest)
    gsub(/&lt;/, "<", rest); gsub(/&gt;/, ">", rest); gsub(/&amp;/, "\\&", rest)
    return rest
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
    first = 1
    if (key != "") {
      first = 0
      for (i = 1; i <= count && first == 0; i++) if (index(caption(body[i]), key) > 0) first = i
      if (first == 0) { print "error: no frame caption contains \"" key "\"" > "/dev/stderr"; exit 1 }
    }
    for (i = 1; i <= count; i++) {
      shown[i] = (i < count) ? (time[i + 1] - time[i]) * slowdown : 2
      if (shown[i] < 0.12) shown[i] = 0.12
    }
    if (key != "" && shown[first] < 1.5) shown[first] = 1.5
    # The loop starts at the key frame and wraps round to the frames before it.
    total = 0
    for (n = 0; n < count; n++) {
      i = (first - 1 + n) % count + 1
      start[i] = total; total += shown[i]
    }
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", width, height, width, height
    printf "<title>The engine'"'"'s decisions drawn by tablesim, frame by frame (not a screen recording)</title>\n"
    printf "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n"
    # Frames in loop order: the key frame first, visible without the animation; the others hidden.
    for (n = 0; n < count; n++) {
      i = (first - 1 + n) % count + 1
      from = start[i] / total; to = (start[i] + shown[i]) / total
      if (n == 0) { values = "visible;hidden"; times = sprintf("0;%.5f", to) }
      else if (n == count - 1) { values = "hidden;visible"; times = sprintf("0;%.5f", from) }
      else { values = "hidden;visible;hidden"; times = sprintf("0;%.5f;%.5f", from, to) }
      printf "<g visibility=\"%s\"><animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"%s\" keyTimes=\"%s\" dur=\"%.3fs\" repeatCount=\"indefinite\"/>\n", (n == 0 ? "visible" : "hidden"), values, times, total
      printf "%s</g>\n", body[i]
    }
    printf "</svg>\n"
  }
' "${frames[@]}" > "$out"
echo "wrote $out: ${#frames[@]} frames${key:+, starting at the key frame}"
