#!/usr/bin/env bash
# Type-checks the package against Apple's real iOS SDK, on Linux or anywhere else, as Xcode builds it
# for an iOS 13 deployment target in Swift 6 mode: the core, the UIKit skin, the system-button
# customiser (TableGestureSystemSwipe), the simulator library, the iOS test targets, the Playground
# pages, the example app (Examples/TableGestureDemo.swiftpm, for iOS 16), the marked snippets of
# the README, docs/*.md and the DocC articles, and the SwipeCellKit clash fixture
# (Scripts/AppleSurface/ClashFixture/).
#
# Usage:
#   IOS_SDK=/path/to/iPhoneOS16.5.sdk Scripts/check-ios-sdk.sh
#
# Without IOS_SDK it prints one line and exits 0 (CI machines have no SDK; CI runs the model check,
# Scripts/check-apple-surface.sh). docs/ios-sdk.md says where to get an SDK and which SDK this last
# passed against.
#
# An SDK ships no XCTest and no PlaygroundSupport: the iOS tests and the Playground pages are checked
# against the real UIKit with the model's declarations of those two modules
# (Scripts/AppleSurface/XCTest, PlaygroundSupport) compiled against the SDK; the example app's
# SwiftUI likewise (see below).
#
# Environment: IOS_SDK (an iPhoneOS*.sdk folder), IOS_TARGET (default arm64-apple-ios13.0),
# IOS_SDK_BUILD (work directory; default .build-ios-sdk at the repository root; the first run
# rebuilds the SDK's module interfaces there, about a minute), SWIFTC.
# Exits 1 on any error that is not a known difference of an older SDK (KNOWN below), 2 on bad usage.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "${1:-}" in
  "") ;;
  -h | --help) sed -n '2,22p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "unknown option: $1 (try --help)" >&2; exit 2 ;;
esac

if [[ -z "${IOS_SDK:-}" ]]; then
  echo "skip  real iOS SDK check: IOS_SDK is not set (see docs/ios-sdk.md)"
  exit 0
fi
sdk="$(cd "$IOS_SDK" 2>/dev/null && pwd)" || { echo "IOS_SDK=$IOS_SDK is not a folder" >&2; exit 2; }
if [[ ! -d "$sdk/usr/lib/swift" || ! -d "$sdk/System/Library/Frameworks/UIKit.framework" ]]; then
  echo "IOS_SDK=$IOS_SDK is not an iPhoneOS SDK (no usr/lib/swift or UIKit.framework)" >&2
  exit 2
fi
if [[ -z "${SWIFTC:-}" ]]; then
  if command -v swiftc >/dev/null 2>&1; then SWIFTC="$(command -v swiftc)"; else SWIFTC=/opt/swift/usr/bin/swiftc; fi
fi
target="${IOS_TARGET:-arm64-apple-ios13.0}"
build="${IOS_SDK_BUILD:-$root/.build-ios-sdk}"
sdk_name="$(basename "$sdk")"

# Errors that only an SDK older than the package supports reports (its standard library and
# overlays were built by Swift 5.x, before Xcode 16), each with its evidence. They are tolerated,
# and counted apart, only for such an SDK; with a current SDK every error counts.
sdk_swift="$(sed -n 's#^// swift-compiler-version: .*Swift version \([0-9][0-9]*\)\..*#\1#p' \
  "$(find "$sdk/usr/lib/swift/Swift.swiftmodule" -name '*.swiftinterface' | head -n 1)" 2>/dev/null)"
KNOWN=()
if [[ -n "$sdk_swift" ]] && ((sdk_swift < 6)); then
  KNOWN=(
    # iPhoneOS16.5.sdk UIAccessibilityConstants.h:135 declares `UIKIT_EXTERN
    # UIAccessibilityNotifications UIAccessibilityAnnouncementNotification` without `const`, so
    # Swift imports a mutable `static var`; Apple's current page declares `nonisolated static let
    # announcement` (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement).
    "reference to static property 'announcement' is not concurrency-safe"
    # Typed throws in `Optional.map` (SE-0413) came with Swift 6.0's standard library as an
    # `@_alwaysEmitIntoClient` function (so it back-deploys); a Swift 5.8 SDK's `Optional.map` is
    # `rethrows`, so a closure that `throws(ScriptError)` comes back as `any Error`.
    "thrown expression type 'any Error' cannot be converted to error type"
    # `MainActor.assumeIsolated` came with Swift 5.9's concurrency library; Swift 6's declares it
    # `@available(iOS 13.0, *) @_alwaysEmitIntoClient`, so it back-deploys to iOS 13, while a
    # Swift 5.8 SDK's `_Concurrency` has no such member.
    "type 'MainActor' has no member 'assumeIsolated'"
  )
fi

# A Swift resource directory for an Apple target: the toolchain's own, without the Linux entries
# that define modules the SDK also defines, plus API notes Apple's toolchain ships and Linux's lacks.
toolchain_lib="$(cd "$(dirname "$(readlink -f "$SWIFTC")")/../lib/swift" && pwd)"
resources="$build/resource-dir"
rm -rf "$resources" && mkdir -p "$resources/apinotes"
for entry in "$toolchain_lib"/*; do
  case "$(basename "$entry")" in
    dispatch | CoreFoundation | os | Block | _foundation_unicode | _FoundationCShims | linux | apinotes) ;;
    *) ln -s "$entry" "$resources/$(basename "$entry")" ;;
  esac
done
cp "$toolchain_lib"/apinotes/*.apinotes "$resources/apinotes/" 2>/dev/null || true
cp "$root"/Scripts/IOSSDK/apinotes/*.apinotes "$resources/apinotes/"

modules="$build/modules"
logs="$build/logs"
rm -rf "$modules" "$logs" && mkdir -p "$modules" "$logs"
# As Package.swift compiles the libraries: Swift 6, MemberImportVisibility. Every file is checked
# even after another one fails: by default the driver stops after the first failing batch of files,
# so a tolerated error below once hid real ones in other files of the same module.
flags=(-target "$target" -sdk "$sdk" -resource-dir "$resources" -module-cache-path "$build/module-cache"
  -swift-version 6 -enable-upcoming-feature MemberImportVisibility -continue-building-after-errors
  -I "$modules")

# The package's own modules and tests share `package` declarations, as SwiftPM compiles them; the
# Playground and the README are an app's code and see only public API.
package_member=(-package-name TableGestureKit)

swift_files() { [[ -d "$1" ]] && find "$1" -name '*.swift' -type f | LC_ALL=C sort; }

failed=0
summary=()
known_total=0
# Runs one compile; reports its errors apart from the known ones. Usage: step LABEL ARGS...
step() {
  local label="$1" log="$logs/$1.log" errors known count
  shift
  "$SWIFTC" "${flags[@]}" "$@" >"$log" 2>&1
  local status=$?
  errors="$(grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$log" | sort -u)"
  known=0
  local pattern
  for pattern in "${KNOWN[@]}"; do
    known=$((known + $(grep -cF -- "$pattern" <<<"$errors")))
    errors="$(grep -vF -- "$pattern" <<<"$errors")"
  done
  count=$(grep -c . <<<"$errors")
  if ((status != 0 && count == 0 && known == 0)); then
    # Failed without a located error (a missing module, a crash): show the log's start.
    echo "FAIL  $label (no located error):"
    head -20 "$log"
    count=1
  elif ((count > 0)); then
    echo "FAIL  $label: $count errors"
    sed "s#^$root/##" <<<"$errors" | head -20
  fi
  known_total=$((known_total + known))
  ((count > 0)) && failed=1
  return $((count > 0))
}

# Type-checks a library fully, then emits its module for the steps after it.
library() {
  local name="$1" dir="$2" files ok=1
  mapfile -t files < <(swift_files "$dir")
  step "$name" -typecheck -parse-as-library "${package_member[@]}" -module-name "$name" \
    "${files[@]}" || ok=0
  # The module the later steps import. Bodies were checked above; they are skipped here, because
  # emitting runs SIL passes, and the os_log pass rejects Apple's own documented `Logger` call
  # (`"\(m, privacy: .public)"`) with this toolchain and a 16.5 SDK's `os` overlay (docs/ios-sdk.md).
  if ! "$SWIFTC" "${flags[@]}" -emit-module -parse-as-library -enable-testing "${package_member[@]}" \
    -module-name "$name" \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-module-path "$modules/$name.swiftmodule" "${files[@]}" >"$logs/$name-module.log" 2>&1; then
    ((ok)) && { echo "FAIL  $name: its module could not be emitted:"; head -20 "$logs/$name-module.log"; }
    ok=0
    failed=1
  fi
  if ((ok)); then summary+=("$name ${#files[@]} files ok"); else summary+=("$name FAILED"); fi
}

# Builds one of the model's stand-ins for a module an SDK does not ship, against the real SDK.
stand_in() {
  local name="$1" files
  mapfile -t files < <(swift_files "$root/Scripts/AppleSurface/$name")
  "$SWIFTC" "${flags[@]}" -emit-module -parse-as-library -module-name "$name" \
    -emit-module-path "$modules/$name.swiftmodule" "${files[@]}" >"$logs/stand-in-$name.log" 2>&1 || {
    echo "FAIL  model stand-in $name does not build against the SDK:"
    head -20 "$logs/stand-in-$name.log"
    failed=1
  }
}

echo "real iOS SDK $sdk_name, $target (work directory ${build#"$root"/})"
library TableGestureCore "$root/Sources/TableGestureCore"
library TableGestureKit "$root/Sources/TableGestureKit"
library TableGestureSystemSwipe "$root/Sources/TableGestureSystemSwipe"
# The simulator is a library product too (apps use it in their unit tests; the iOS job builds it).
library TableSimulator "$root/Sources/TableSimulator"

stand_in XCTest
stand_in PlaygroundSupport

for tests in TableGestureKitTests TableGestureSystemSwipeTests; do
  mapfile -t ios_tests < <(swift_files "$root/Tests/$tests")
  if step "$tests" -typecheck -parse-as-library "${package_member[@]}" -module-name "$tests" \
    "${ios_tests[@]}"; then
    summary+=("$tests ${#ios_tests[@]} files ok")
  else summary+=("$tests FAILED"); fi
done

pages=0 pages_failed=0
while IFS= read -r page; do
  pages=$((pages + 1))
  step "playground-$pages" -typecheck -module-name PlaygroundPage "$page" || pages_failed=$((pages_failed + 1))
done < <(find "$root/Playground.playground" -name 'Contents.swift' -type f | LC_ALL=C sort)
summary+=("Playground $((pages - pages_failed)) of $pages pages ok")

# The example app: every Swift file of Examples/TableGestureDemo.swiftpm but its manifest, as one
# module with `@main`, against the SDK's UIKit, for the manifest's iOS 16 target. Its SwiftUI is the
# model's (built against the SDK, found first on the -I path): this toolchain cannot rebuild a
# Swift 5.8 SDK's SwiftUI interface ("string interpolation cannot be used in this context" in its
# os_log calls), so only the app's few SwiftUI lines (the `App` and its
# `UIViewControllerRepresentable`) are checked against the model alone.
stand_in SwiftUI
app_root="$root/Examples/TableGestureDemo.swiftpm"
mapfile -t app_files < <(find "$app_root" -name '*.swift' -type f ! -path "$app_root/Package.swift" 2>/dev/null |
  LC_ALL=C sort)
if ((${#app_files[@]} > 0)); then
  if step "example-app" -typecheck -parse-as-library -module-name AppModule \
    -target "${target%%-ios*}-ios16.0" "${app_files[@]}"; then
    summary+=("example app ${#app_files[@]} files ok")
  else summary+=("example app FAILED"); fi
fi

snippets=0 snippets_failed=0
bash "$root/Scripts/check-apple-surface.sh" --extract-readme "$build/readme" || failed=1
for snippet in "$build"/readme/*.swift; do
  [[ -e "$snippet" ]] || continue
  snippets=$((snippets + 1))
  step "readme-$(basename "$snippet" .swift)" -typecheck -parse-as-library -module-name ReadmeSnippet \
    "$snippet" || snippets_failed=$((snippets_failed + 1))
done
summary+=("README, docs and DocC $((snippets - snippets_failed)) of $snippets snippets ok")

# The SwipeCellKit clash fixture (Scripts/check-apple-surface.sh explains it), against the real
# UIKit: the stand-in built in Swift 5 mode, then the fixture as app code.
mapfile -t standin < <(swift_files "$root/Scripts/AppleSurface/SwipeCellKitStandIn")
if "$SWIFTC" "${flags[@]}" -swift-version 5 -emit-module -parse-as-library -module-name SwipeCellKit \
  -emit-module-path "$modules/SwipeCellKit.swiftmodule" "${standin[@]}" >"$logs/stand-in-SwipeCellKit.log" 2>&1; then
  mapfile -t fixture < <(swift_files "$root/Scripts/AppleSurface/ClashFixture")
  if step clash-fixture -typecheck -parse-as-library -module-name ClashFixture "${fixture[@]}"; then
    summary+=("clash fixture ok")
  else summary+=("clash fixture FAILED"); fi
else
  echo "FAIL  the SwipeCellKit stand-in does not build against the SDK:"
  head -20 "$logs/stand-in-SwipeCellKit.log"
  summary+=("clash fixture FAILED")
  failed=1
fi

line="$(IFS=';'; echo "${summary[*]}" | sed 's/;/, /g')"
if ((failed)); then
  echo "real iOS SDK check FAILED ($sdk_name, $target): $line; $known_total known SDK-age differences"
  exit 1
fi
echo "real iOS SDK check passed ($sdk_name, $target): $line; $known_total known SDK-age differences"
