#!/usr/bin/env bash
# Type-checks the package against Apple's real iOS SDK, on Linux or anywhere else, as Xcode builds it
# for the package's iOS 15 deployment target in Swift 6 mode: the core, the UIKit skin, the
# system-button customiser (TableGestureSystemSwipe), the simulator library, the iOS test targets,
# the Swift Testing targets (with a Swift 6 SDK), the Playground pages, the example app
# (Examples/TableGestureDemo.swiftpm, for iOS 16; against the SDK's own SwiftUI where this toolchain
# rebuilds it) and its UI tests (Examples/TableGestureDemoUITests), the marked snippets of the
# README, docs/*.md and the DocC articles (also with Xcode 26's defaults for a new app), the
# SwipeCellKit clash fixture
# (Scripts/AppleSurface/ClashFixture/) and the near-miss fixture
# (Scripts/AppleSurface/NearMissFixture/, which must warn).
#
# Usage:
#   IOS_SDK=/path/to/iPhoneOS26.2.sdk Scripts/check-ios-sdk.sh
#   IOS_SDK=… IOS_TARGET=arm64-apple-ios26.0 Scripts/check-ios-sdk.sh   (deprecations show there)
#
# Without IOS_SDK it prints one line and exits 0 (CI machines have no SDK; CI runs the model check,
# Scripts/check-apple-surface.sh). docs/ios-sdk.md says where to get an SDK and which SDK this last
# passed against.
#
# An SDK ships no XCTest, Swift Testing or PlaygroundSupport: the iOS tests and the Playground pages
# are checked against the real UIKit with the model's declarations of XCTest and PlaygroundSupport
# (Scripts/AppleSurface/XCTest, PlaygroundSupport) compiled against the SDK; the Swift Testing
# targets against the toolchain's own Testing interface rebuilt for iOS.
#
# The XCTest targets are checked at every target (at iOS 26 too, where deprecations show); the Swift
# Testing targets only at the package's deployment target, as `xcodebuild test` builds them (an
# app never compiles them); at another target the last line says so.
#
# Fails on any error and on any warning in the package's code, tests, examples or snippets, except
# a known difference of an older SDK (KNOWN and KNOWN_WARNINGS below, each with its reason).
#
# Environment: IOS_SDK (an iPhoneOS*.sdk folder), IOS_TARGET (default arm64-apple-ios15.0),
# IOS_SDK_BUILD (work directory; default .build-ios-sdk at the repository root; the first run
# rebuilds the SDK's module interfaces there, a few minutes), SWIFTC.
# Exits 1 on any error or warning that is not a known difference of an older SDK, 2 on bad usage.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "${1:-}" in
  "") ;;
  -h | --help) sed -n '2,36p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
target="${IOS_TARGET:-arm64-apple-ios15.0}"
build="${IOS_SDK_BUILD:-$root/.build-ios-sdk}"
sdk_name="$(basename "$sdk")"

# Errors that only an SDK older than Xcode 16 reports (its standard library and overlays were built
# by Swift 5.x), each with its evidence. They are tolerated, and counted apart, only for such an SDK;
# with a Swift 6 SDK every error counts.
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
    # `@available(iOS 13.0, *) @_alwaysEmitIntoClient`, so it back-deploys, while a Swift 5.8
    # SDK's `_Concurrency` has no such member.
    "type 'MainActor' has no member 'assumeIsolated'"
  )
fi
# API introduced in iOS 26, used under `if #available(iOS 26.0, *)`: an SDK older than 26 does not
# declare it. The package needs Xcode 26 or later (Swift 6.2), whose SDK does; an older SDK is
# checked here only for what it can still show.
sdk_major="$(sed -n 's/^iPhoneOS\([0-9][0-9]*\).*/\1/p' <<<"$sdk_name")"
if [[ -n "$sdk_major" ]] && ((sdk_major < 26)); then
  # UINavigationController.interactiveContentPopGestureRecognizer: `API_AVAILABLE(ios(26.0))` in
  # the 26.2 SDK's UINavigationController.h; the library makes the content back-swipe wait for
  # its swipe pan (docs/gesture-arbitration.md).
  KNOWN+=("has no member 'interactiveContentPopGestureRecognizer'")
fi
# Warnings likewise: only for an SDK older than Xcode 16, each with its evidence.
KNOWN_WARNINGS=()


# A Swift resource directory for an Apple target: the toolchain's own, without the Linux entries
# that define modules the SDK also defines, plus API notes Apple's toolchain ships and Linux's lacks.
toolchain_lib="$(cd "$(dirname "$(readlink -f "$SWIFTC")")/../lib/swift" && pwd)"
resources="$build/resource-dir"
rm -rf "$resources" && mkdir -p "$resources/apinotes"
for entry in "$toolchain_lib"/*; do
  case "$(basename "$entry")" in
    dispatch | CoreFoundation | os | Block | _foundation_unicode | _FoundationCShims | linux | apinotes) ;;
    # Swift's shims: an SDK from iOS 17 on carries its own (usr/lib/swift/shims), and clang does not
    # search module-map subdirectories for such an SDK (-fno-modulemap-allow-subdirectory-search),
    # so the toolchain's would hide them and the SDK's Swift.swiftinterface would fail with "no such
    # module 'SwiftShims'" (reported as "this SDK is not supported by the compiler"). Left out, the
    # compiler uses the SDK's, as Xcode does (swiftlang/swift#23287).
    shims) [[ -f "$sdk/usr/lib/swift/shims/module.modulemap" ]] || ln -s "$entry" "$resources/shims" ;;
    *) ln -s "$entry" "$resources/$(basename "$entry")" ;;
  esac
done
cp "$toolchain_lib"/apinotes/*.apinotes "$resources/apinotes/" 2>/dev/null || true
# Dispatch's and os's API notes: a current SDK ships its own (usr/include); an older one (16.5) needs
# the project's (Scripts/IOSSDK/apinotes, written against 16.5's headers).
[[ -f "$sdk/usr/include/Dispatch.apinotes" ]] || cp "$root"/Scripts/IOSSDK/apinotes/*.apinotes "$resources/apinotes/"

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
warnings_total=0
# Runs one compile with the base flags named by $2 (an array: `flags`, `testing_flags`);
# reports its errors and the warnings in the package's own files (not the SDK's) apart from the
# known ones. Usage: compile_step LABEL BASE ARGS...
compile_step() {
  local label="$1" log="$logs/$1.log" errors warnings known count wcount
  local -n base="$2"
  shift 2
  "$SWIFTC" "${base[@]}" "$@" >"$log" 2>&1
  local status=$?
  errors="$(grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$log" | sort -u)"
  warnings="$(grep -E '^[^ ]+:[0-9]+:[0-9]+: warning:' "$log" | grep -vF -- "$sdk/" | sort -u)"
  known=0
  local pattern
  for pattern in "${KNOWN[@]}"; do
    known=$((known + $(grep -cF -- "$pattern" <<<"$errors")))
    errors="$(grep -vF -- "$pattern" <<<"$errors")"
  done
  for pattern in "${KNOWN_WARNINGS[@]}"; do
    known=$((known + $(grep -cF -- "$pattern" <<<"$warnings")))
    warnings="$(grep -vF -- "$pattern" <<<"$warnings")"
  done
  count=$(grep -c . <<<"$errors")
  wcount=$(grep -c . <<<"$warnings")
  if ((status != 0 && count == 0 && known == 0)); then
    # Failed without a located error (a missing module, a crash): show the log's start.
    echo "FAIL  $label (no located error):"
    head -20 "$log"
    count=1
  elif ((count > 0)); then
    echo "FAIL  $label: $count errors"
    sed "s#^$root/##" <<<"$errors" | head -20
  fi
  if ((wcount > 0)); then
    echo "FAIL  $label: $wcount warnings"
    sed "s#^$root/##" <<<"$warnings" | head -20
  fi
  known_total=$((known_total + known))
  warnings_total=$((warnings_total + wcount))
  ((count + wcount > 0)) && failed=1
  return $((count + wcount > 0))
}

# One compile with the package's flags (see compile_step). Usage: step LABEL ARGS...
step() { compile_step "$1" flags "${@:2}"; }

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
library TableGestureSystemSwipeCore "$root/Sources/TableGestureSystemSwipeCore"
library TableGestureKit "$root/Sources/TableGestureKit"
library TableGestureSystemSwipe "$root/Sources/TableGestureSystemSwipe"
# The simulator is a library product too (apps use it in their unit tests; the iOS job builds it).
library TableSimulator "$root/Sources/TableSimulator"

stand_in XCTest
stand_in PlaygroundSupport

# Test targets are built only by the package's own test run, at the package's deployment target
# (an app never compiles them); the Swift Testing ones are left to the run at that one.
floor="$(sed -n 's/.*\.iOS(\.v\([0-9][0-9]*\)).*/\1/p' "$root/Package.swift" | head -n 1)"
target_version="${target##*-ios}"
tests_here=1
[[ "${target_version%%.*}" == "$floor" ]] || tests_here=0

# Whether this toolchain can read the SDK's own SwiftUI interface (26.2's: yes; 16.5's: no, "string
# interpolation cannot be used in this context" in its os_log calls). The model's SwiftUI is not in
# "$modules" unless built for the example app below, so the probe sees the SDK's.
printf 'import SwiftUI\nstruct Probe: View { var body: some View { EmptyView() } }\n' >"$build/swiftui-probe.swift"
sdk_swiftui_readable=0
app_probe_version="${target##*-ios}"
((${app_probe_version%%.*} < 16)) && app_probe_version=16.0
if "$SWIFTC" "${flags[@]}" -target "${target%%-ios*}-ios$app_probe_version" -typecheck \
  "$build/swiftui-probe.swift" >"$logs/swiftui-probe.log" 2>&1; then
  sdk_swiftui_readable=1
fi
# The iOS tests' SwiftUI file (the hosting-configuration row) needs the SDK's SwiftUI: where it
# cannot be read, it is left out of this check (an app's own build reads it: Xcode's compiler).
ios_tests_swiftui=()
((sdk_swiftui_readable)) || ios_tests_swiftui=(-D TABLEGESTURE_SDK_SWIFTUI_UNREADABLE)

# The XCTest targets at every target: their window is a scene's where a host app has one, and
# made without the deprecated `UIWindow(frame:)` where none exists (TableFixture), so they build
# without warnings at the iOS 26 target too.
for tests in TableGestureKitTests TableGestureSystemSwipeTests; do
  mapfile -t ios_tests < <(swift_files "$root/Tests/$tests")
  if step "$tests" -typecheck -parse-as-library "${package_member[@]}" "${ios_tests_swiftui[@]}" \
    -module-name "$tests" "${ios_tests[@]}"; then
    summary+=("$tests ${#ios_tests[@]} files ok")
  else summary+=("$tests FAILED"); fi
done

# The Swift Testing targets (Tests/TableGestureCoreTests, Tests/TableGestureSystemSwipeCoreTests,
# Tests/TableSimulatorTests), as
# Package.swift compiles them (Swift 6, without MemberImportVisibility), against the toolchain's own
# Testing interface rebuilt for iOS (an SDK ships no Swift Testing). Only a Swift 6 SDK's standard
# library can build that interface; an older SDK's cannot, and the step says so.
testing_flags=(-target "$target" -sdk "$sdk" -resource-dir "$resources" -module-cache-path "$build/module-cache"
  -swift-version 6 -continue-building-after-errors -I "$modules" -I "$build/testing")
testing_interface="$(find "$toolchain_lib/linux/Testing.swiftmodule" -name '*.swiftinterface' 2>/dev/null | head -n 1)"
for tests in TableGestureCoreTests TableGestureSystemSwipeCoreTests TableSimulatorTests; do
  if ((!tests_here)); then
    summary+=("$tests left to the iOS $floor run")
    continue
  fi
  if [[ -z "$sdk_swift" ]] || ((sdk_swift < 6)); then
    summary+=("$tests skipped: SDK too old for Swift Testing")
    continue
  fi
  if [[ -z "$testing_interface" ]]; then
    summary+=("$tests skipped: no Swift Testing interface in this toolchain")
    continue
  fi
  mkdir -p "$build/testing/Testing.swiftmodule"
  sed "/^\/\/ swift-module-flags:/s/-target [^ ]* -disable-objc-interop/-target $target -enable-objc-interop/" \
    "$testing_interface" >"$build/testing/Testing.swiftmodule/${target%%-apple-ios*}-apple-ios.swiftinterface"
  mapfile -t testing_files < <(swift_files "$root/Tests/$tests")
  if compile_step "$tests" testing_flags -typecheck -parse-as-library "${package_member[@]}" \
    -module-name "$tests" "${testing_files[@]}"; then
    summary+=("$tests ${#testing_files[@]} files ok")
  else summary+=("$tests FAILED"); fi
done

pages=0 pages_failed=0
while IFS= read -r page; do
  pages=$((pages + 1))
  step "playground-$pages" -typecheck -module-name PlaygroundPage "$page" || pages_failed=$((pages_failed + 1))
done < <(find "$root/Playground.playground" -name 'Contents.swift' -type f | LC_ALL=C sort)
summary+=("Playground $((pages - pages_failed)) of $pages pages ok")

# The example app: every Swift file of Examples/TableGestureDemo.swiftpm but its manifest, as one
# module with `@main`, against the SDK's UIKit, for the manifest's iOS 16 target (or the check's
# target, if later). Its SwiftUI is the SDK's own where this toolchain rebuilds that interface (26.2
# does); else the model's, built against the SDK: this toolchain cannot rebuild a Swift 5.8 SDK's
# SwiftUI interface ("string interpolation cannot be used in this context" in its os_log calls).
app_version="${target##*-ios}"
((${app_version%%.*} < 16)) && app_version=16.0
app_target="${target%%-ios*}-ios$app_version"
if ((sdk_swiftui_readable)); then
  swiftui="the SDK's SwiftUI"
else
  stand_in SwiftUI
  swiftui="the model's SwiftUI"
fi
app_root="$root/Examples/TableGestureDemo.swiftpm"
mapfile -t app_files < <(find "$app_root" -name '*.swift' -type f ! -path "$app_root/Package.swift" 2>/dev/null |
  LC_ALL=C sort)
if ((${#app_files[@]} > 0)); then
  if step "example-app" -typecheck -parse-as-library -module-name AppModule \
    -target "$app_target" "${app_files[@]}"; then
    summary+=("example app ${#app_files[@]} files ok ($swiftui)")
  else summary+=("example app FAILED"); fi
fi

# The example app's UI tests (Examples/TableGestureDemoUITests): XCUITest sources, which a SwiftPM
# app package cannot hold as a target (docs/device-checklist.md says how to run them in Xcode), as
# one module against the SDK's UIKit and the model's XCTest (UI testing included), for the app's
# target.
mapfile -t ui_test_files < <(swift_files "$root/Examples/TableGestureDemoUITests")
if ((${#ui_test_files[@]} > 0)); then
  if step "example-app-ui-tests" -typecheck -parse-as-library -module-name TableGestureDemoUITests \
    -target "$app_target" "${ui_test_files[@]}"; then
    summary+=("example app UI tests ${#ui_test_files[@]} files ok")
  else summary+=("example app UI tests FAILED"); fi
fi

# The marked snippets, as an app's code: once as the package's flags compile it, and once with the
# settings Xcode 26 gives a new app target (main-actor default isolation, and the two upcoming
# features its template turns on), which change what a snippet's code means.
app_defaults=(-default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances
  -enable-upcoming-feature NonisolatedNonsendingByDefault)
snippets=0 snippets_failed=0
bash "$root/Scripts/check-apple-surface.sh" --extract-readme "$build/readme" || failed=1
for snippet in "$build"/readme/*.swift; do
  [[ -e "$snippet" ]] || continue
  snippets=$((snippets + 1))
  name="$(basename "$snippet" .swift)"
  ok=1
  step "readme-$name" -typecheck -parse-as-library -module-name ReadmeSnippet "$snippet" || ok=0
  step "readme-$name-app-defaults" -typecheck -parse-as-library -module-name ReadmeSnippet \
    "${app_defaults[@]}" "$snippet" || ok=0
  ((ok)) || snippets_failed=$((snippets_failed + 1))
done
summary+=("README, docs and DocC $((snippets - snippets_failed)) of $snippets snippets ok (also with Xcode 26's app defaults)")

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

# The near-miss fixture (Scripts/check-apple-surface.sh explains it), as app code against the real
# UIKit: exactly the warnings its `// expect-warning:` lines list, or the check fails.
mapfile -t near_miss < <(swift_files "$root/Scripts/AppleSurface/NearMissFixture")
near_log="$logs/near-miss-fixture.log"
near_ok=1
"$SWIFTC" "${flags[@]}" -typecheck -parse-as-library -module-name NearMissFixture "${near_miss[@]}" \
  >"$near_log" 2>&1 || near_ok=0
near_expected="$(bash "$root/Scripts/AppleSurface/NearMissFixture/expect-warnings.sh" "$near_log" \
  "${near_miss[@]}" 2>&1)" || near_ok=0
if ((near_ok)); then
  summary+=("near-miss fixture ok ($near_expected near misses diagnosed)")
else
  echo "FAIL  near-miss fixture: $near_expected"
  sed "s#^$root/##" "$near_log" | head -20
  summary+=("near-miss fixture FAILED")
  failed=1
fi

line="$(IFS=';'; echo "${summary[*]}" | sed 's/;/, /g')"
result="$line; $warnings_total warnings; $known_total known SDK-age differences"
if ((failed)); then
  echo "real iOS SDK check FAILED ($sdk_name, $target): $result"
  exit 1
fi
echo "real iOS SDK check passed ($sdk_name, $target): $result"
