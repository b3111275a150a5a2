#!/usr/bin/env bash
# Resolves the example app's package graph (Examples/TableGestureDemo.swiftpm) from a copy of the
# repository in a folder named otherwise than TableGestureKit — TableGestureKit-main, as a ZIP
# from GitHub unpacks, and another name — so the app opens whatever the clone's folder is called.
#
# The app's manifest imports AppleProductTypes, which only Xcode and Swift Playgrounds have, so
# the copy's manifest drops that import and the `.iOSApplication` product; its dependencies and
# target, which are what resolve, stay as written. Nothing is built. Takes a few seconds.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app="Examples/TableGestureDemo.swiftpm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for folder in TableGestureKit-main "table gesture kit (2)"; do
  copy="$work/$folder"
  mkdir -p "$copy/$app"
  cp -R "$root/Package.swift" "$root/Sources" "$root/Tests" "$copy/"
  # The manifest without what exists only in Xcode: the import and the products list.
  awk '
    /^import AppleProductTypes/ { next }
    /^  products: \[/ { skipping = 1; next }
    skipping && /^  \],/ { skipping = 0; next }
    !skipping { print }
  ' "$root/$app/Package.swift" >"$copy/$app/Package.swift"
  if ! grep -q '\.package(' "$copy/$app/Package.swift"; then
    echo "FAIL  $app/Package.swift: no package dependency left after removing the app product" >&2
    exit 1
  fi
  if ! out="$(cd "$copy/$app" && swift package show-dependencies 2>&1)"; then
    echo "FAIL  $app does not resolve from a folder named \"$folder\":" >&2
    echo "$out" >&2
    exit 1
  fi
  echo "ok    $app resolves from a folder named \"$folder\""
done
