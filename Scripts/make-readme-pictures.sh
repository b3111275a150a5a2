#!/usr/bin/env bash
# Remakes the README's two animated pictures (docs/*.svg) from their gesture scripts with
# tablesim, each starting at its key frame, the one a still view shows (Scripts/animate-storyboard.sh
# --key). `swift test --filter ReadmePictureTests` checks that the committed files do.
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
