#!/usr/bin/env bash
# Compares the Apple model (Scripts/AppleSurface) with a real iOS SDK: compiles each probe in
# Scripts/IOSSDK/model-probes/ against both, for iOS 15, and reports every line the SDK rejects and
# the model lets through (the model is more generous than iOS: a bug in the model) and, for
# information, every line only the model rejects (stricter; often deliberate, see the model's
# README, "Known differences"). The probes use every modelled declaration the way code could
# misuse it: without `#available`, off the main actor, written when read-only, sent when not
# Sendable, read as the declared type, adopted without its requirements, imported alone.
#
# Usage:
#   IOS_SDK=/path/to/iPhoneOS16.5.sdk Scripts/compare-model-with-ios-sdk.sh
#
# Run Scripts/check-ios-sdk.sh once first (it prepares the SDK's resource directory and module
# cache in IOS_SDK_BUILD); this script builds the model itself. Without IOS_SDK it prints one line
# and exits 0. Environment: IOS_SDK, IOS_SDK_BUILD (default .build-ios-sdk), APPLE_SURFACE_BUILD
# (default .build-apple-surface), SWIFTC. Exits 1 when the model lets through a line the SDK
# rejects, other than a known difference of an older SDK (KNOWN below).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "${1:-}" in
  "") ;;
  -h | --help) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "unknown option: $1 (try --help)" >&2; exit 2 ;;
esac
if [[ -z "${IOS_SDK:-}" ]]; then
  echo "skip  model/SDK comparison: IOS_SDK is not set (see docs/ios-sdk.md)"
  exit 0
fi
sdk="$(cd "$IOS_SDK" && pwd)" || exit 2
sdk_build="${IOS_SDK_BUILD:-$root/.build-ios-sdk}"
model_build="${APPLE_SURFACE_BUILD:-$root/.build-apple-surface}"
if [[ ! -d "$sdk_build/resource-dir" ]]; then
  echo "no $sdk_build/resource-dir: run Scripts/check-ios-sdk.sh with this IOS_SDK first" >&2
  exit 2
fi
if [[ -z "${SWIFTC:-}" ]]; then
  if command -v swiftc >/dev/null 2>&1; then SWIFTC="$(command -v swiftc)"; else SWIFTC=/opt/swift/usr/bin/swiftc; fi
fi
APPLE_SURFACE_BUILD="$model_build" bash "$root/Scripts/check-apple-surface.sh" --model || exit 1

# SDK-age differences (a Swift 5 SDK), each with its evidence in Scripts/check-ios-sdk.sh.
KNOWN=("reference to static property 'announcement' is not concurrency-safe")

model_flags=(-target x86_64-apple-ios15.0-simulator -resource-dir "$model_build/resource-dir"
  -swift-version 6 -Xfrontend -enable-objc-interop -I "$root/Scripts/AppleSurface/CAppleSurface"
  -I "$root/Scripts/AppleSurface/CUIKit"
  -module-cache-path "$model_build/module-cache" -I "$model_build/modules/foundation"
  -I "$model_build/modules/apple")
sdk_flags=(-target arm64-apple-ios15.0 -sdk "$sdk" -resource-dir "$sdk_build/resource-dir"
  -swift-version 6 -module-cache-path "$sdk_build/module-cache")

# The lines a compile rejects, as `File.swift:LINE: message`. A 16.5 SDK's UIKit is
# `@MainActor(unsafe)`, so it warns where a Swift 6 SDK rejects: every diagnostic but a
# deprecation (and the advice to import a module with `@preconcurrency`) counts as a rejection.
rejected() {
  grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning):' |
    grep -v -e 'was deprecated in' -e "add '@preconcurrency' to treat" |
    sed -E 's#^[^ ]*/##; s#:[0-9]+: (error|warning): #: #; s/ \[#[A-Za-z]+\]$//' | sort -u
}
lines() { sed -E 's/^([^:]+:[0-9]+):.*/\1/' | sort -u; }

generous=0
out="$model_build/probes" && mkdir -p "$out"
# The isolation probe is the availability probe's uses from a nonisolated function: each
# main-actor API must be rejected under both.
probes="$root/Scripts/IOSSDK/model-probes"
sed 's/^@MainActor func /nonisolated func /' "$probes/Availability.swift" >"$out/Isolation.swift"
# The import probe (written with `import UIKit`) with each other module imported alone.
derived=("$out/Isolation.swift")
for module in CoreFoundation CoreGraphics ObjectiveC Foundation os QuartzCore; do
  sed "1s/.*/import $module/" "$probes/ImportAlone.swift" >"$out/ImportAlone$module.swift"
  derived+=("$out/ImportAlone$module.swift")
done
for probe in "$probes"/*.swift "${derived[@]}"; do
  name="$(basename "$probe" .swift)"
  "$SWIFTC" -typecheck -parse-as-library -module-name Probe "${model_flags[@]}" "$probe" 2>&1 |
    rejected >"$out/$name.model"
  "$SWIFTC" -typecheck -parse-as-library -module-name Probe "${sdk_flags[@]}" "$probe" 2>&1 |
    rejected >"$out/$name.sdk"
  for pattern in "${KNOWN[@]}"; do
    grep -vF -- "$pattern" "$out/$name.sdk" >"$out/$name.tmp"; mv "$out/$name.tmp" "$out/$name.sdk"
  done
  only_sdk="$(comm -13 <(lines <"$out/$name.model") <(lines <"$out/$name.sdk"))"
  only_model="$(comm -23 <(lines <"$out/$name.model") <(lines <"$out/$name.sdk"))"
  if [[ -n "$only_sdk" ]]; then
    generous=1
    echo "FAIL  $name: the model lets through what the SDK rejects:"
    grep -F -f <(sed 's/$/:/' <<<"$only_sdk") "$out/$name.sdk" | sed 's/^/      /'
  fi
  if [[ -n "$only_model" ]]; then
    echo "note  $name: only the model rejects:"
    grep -F -f <(sed 's/$/:/' <<<"$only_model") "$out/$name.model" | sed 's/^/      /'
  fi
  [[ -z "$only_sdk" && -z "$only_model" ]] && echo "ok    $name: same lines rejected"
done
if ((generous)); then
  echo "model/SDK comparison FAILED ($(basename "$sdk")): the model is more generous than iOS"
  exit 1
fi
echo "model/SDK comparison passed ($(basename "$sdk")): the model rejects every probe line the SDK rejects"
