#!/usr/bin/env bash
# Type-checks the core, the UIKit skin, the system-button customiser (TableGestureSystemSwipe), the
# iOS test targets (Tests/TableGestureKitTests, Tests/TableGestureSystemSwipeTests), the
# Playground pages, the example app (Examples/TableGestureDemo.swiftpm) and its UI tests
# (Examples/TableGestureDemoUITests), and the marked snippets of the README, of docs/*.md and of
# the DocC articles with the real Swift compiler in Swift 6 mode
# against the declaration-only model of Apple's APIs in Scripts/AppleSurface/, and the SwipeCellKit
# clash fixture (Scripts/AppleSurface/ClashFixture/: the kit next to a stand-in of SwipeCellKit,
# both used unqualified, must compile). First it runs Scripts/check-kit-names-no-private-api.sh (no
# private UIKit name under Sources/TableGestureKit/, nor in the core's string literals).
#
# Usage:
#   Scripts/check-apple-surface.sh               check the sources, then run the self-check
#   Scripts/check-apple-surface.sh --sources     check the sources only
#   Scripts/check-apple-surface.sh --self-check  run the self-check only
#   Scripts/check-apple-surface.sh --model       build the model's modules only (for
#                                                Scripts/compare-model-with-ios-sdk.sh)
#   Scripts/check-apple-surface.sh --extract-readme DIR
#                                                write the README's marked blocks, each pasted into
#                                                its context, to DIR (nothing is compiled)
#   Scripts/check-apple-surface.sh --symbol-graphs DIR
#                                                check the libraries and write each one's public
#                                                symbol graph to DIR/<Module>/ (for
#                                                Scripts/build-docs.sh: on Linux the UIKit targets
#                                                compile to nothing, here they compile for iOS)
#
# The self-check compiles every file in Scripts/AppleSurface/SelfCheck/: a file whose first line is
# `// expect: pass` must type-check; a file whose first line is `// expect-error: <text>` must fail
# with a diagnostic containing <text>. The second line, `// as: skin|core|ios-tests`, says
# whether it is compiled like skin code (the whole model visible), like core code (Foundation
# layer only) or as one more file of the iOS test target (`// as: ios-tests`: the whole model,
# XCTest included, the target's other files, and `@testable import TableGestureKit`).
#
# Environment: SWIFTC (compiler; default `swiftc` on PATH, else /opt/swift/usr/bin/swiftc),
# APPLE_SURFACE_BUILD (output directory; default .build-apple-surface at the repository root).
# Exits non-zero on any error, and on any warning in a compile of the project's code.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
surface="$root/Scripts/AppleSurface"
build="${APPLE_SURFACE_BUILD:-$root/.build-apple-surface}"
# Built modules, one directory per layer, so that each layer sees only what it may import:
# the core sees the Foundation layer only (no UIKit, exactly as on Linux); the skin sees all.
foundation_layer="$build/modules/foundation"
apple_layer="$build/modules/apple"
core_layer="$build/modules/core"
skin_layer="$build/modules/skin"

if [[ -z "${SWIFTC:-}" ]]; then
  if command -v swiftc >/dev/null 2>&1; then SWIFTC="$(command -v swiftc)"; else SWIFTC=/opt/swift/usr/bin/swiftc; fi
fi

# Stub modules in dependency order: each may import only the ones before it.
foundation_stubs=(Darwin CoreFoundation CoreGraphics ObjectiveC Foundation)
apple_stubs=(os QuartzCore UIKit PlaygroundSupport XCTest SwiftUI)

mode="all"
case "${1:-}" in
  "") ;;
  --sources) mode="sources" ;;
  --self-check) mode="self-check" ;;
  --model) mode="model" ;;
  --extract-readme)
    [[ -n "${2:-}" ]] || { echo "--extract-readme needs a directory" >&2; exit 2; }
    mode="extract-readme" ;;
  --symbol-graphs)
    [[ -n "${2:-}" ]] || { echo "--symbol-graphs needs a directory" >&2; exit 2; }
    mode="symbol-graphs" ;;
  -h | --help) sed -n '2,36p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "unknown option: $1 (try --help)" >&2; exit 2 ;;
esac

# Every compile targets iOS 15 (the package's deployment target), as an app's build does, so
# `@available(iOS 16.0, *)` (the standard library's `Duration`, `Regex`) is enforced: an unguarded use is an error, as in Xcode.
# On Linux the compiler ignores iOS availability, so the standard library is rebuilt for that
# target from the toolchain's own textual interfaces (x86_64: the simulator, the architecture
# those interfaces were written for) in a resource directory of the check's own. Nothing else of
# the toolchain's platform directory is used: the model's modules stand in for Apple's.
ios_target="x86_64-apple-ios15.0-simulator"
resources="$build/resource-dir"
prepare_resources() {
  local toolchain_lib entry module interface
  toolchain_lib="$(cd "$(dirname "$(readlink -f "$SWIFTC")")/../lib/swift" && pwd)"
  mkdir -p "$resources/iphonesimulator"
  for entry in "$toolchain_lib"/*; do
    case "$(basename "$entry")" in
      linux | iphonesimulator) ;;
      *) ln -sfn "$entry" "$resources/$(basename "$entry")" ;;
    esac
  done
  # The modules every Swift file imports implicitly. Their interfaces carry the Linux target
  # (retargeted here) and Apple's availability of each API (`Duration`: iOS 16), which client code
  # is held to; they are built without availability checking of their own bodies (as Apple ships
  # them: already compiled). `@backDeployed` is dropped: a Linux interface leaves out some of the
  # bodies it needs, and a back-deployed function keeps its `@available` (its iOS 13 floor), so
  # clients see the same availability.
  local changed=0
  for module in Swift _Concurrency _StringProcessing SwiftOnoneSupport; do
    interface="$toolchain_lib/linux/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
    mkdir -p "$resources/iphonesimulator/$module.swiftmodule"
    sed -e "s/-target x86_64-unknown-linux-gnu/-target $ios_target/g" \
      -e '/^ *@backDeployed(before:/d' \
      -e '/^\/\/ swift-module-flags:/s/$/ -disable-availability-checking/' "$interface" \
      >"$resources/new.swiftinterface"
    # Rewritten only when it changed, so the modules built from it stay cached between runs.
    interface="$resources/iphonesimulator/$module.swiftmodule/x86_64-apple-ios-simulator.swiftinterface"
    if cmp -s "$resources/new.swiftinterface" "$interface"; then
      rm "$resources/new.swiftinterface"
    else
      mv "$resources/new.swiftinterface" "$interface"
      changed=1
    fi
  done
  # The compiler does not re-validate modules built from a resource directory's interfaces, so a
  # changed interface must drop them from the cache itself.
  if ((changed)); then
    rm -f "$build"/module-cache/{Swift,_Concurrency,_StringProcessing,SwiftOnoneSupport}-*.swiftmodule
  fi
}

# Flags shared by every compile: Swift 6 for iOS 15 and Objective-C interop, with the C part of
# the model. Each compile adds the layers it may see with -I.
common=(-target "$ios_target" -resource-dir "$resources" -swift-version 6
  -Xfrontend -enable-objc-interop
  -I "$surface/CAppleSurface" -module-cache-path "$build/module-cache")
# The project's own code is compiled as Package.swift compiles it: with MemberImportVisibility
# (SE-0444), so a file sees a module's extension members only if it imports that module itself
# (the core's files import CoreGraphics where they use its overlay; no import leaks from another
# file of the module). The model's stub modules are compiled without it.
# -continue-building-after-errors: report every file's errors, not only the first failing batch's.
project=("${common[@]}" -enable-upcoming-feature MemberImportVisibility -continue-building-after-errors)
core_sees=(-I "$foundation_layer")
skin_sees=(-I "$foundation_layer" -I "$apple_layer" -I "$surface/CUIKit" -I "$core_layer")
page_sees=("${skin_sees[@]}" -I "$skin_layer")
# The iOS tests see what the pages see; `@testable import TableGestureKit` works because the skin
# module is emitted with -enable-testing (which changes nothing for a plain `import`).
ios_tests_sees=("${page_sees[@]}")
# The package's own modules and tests share a package name, as SwiftPM compiles them: they see each
# other's `package` declarations (the customiser uses the kit's infrastructure), and the skin's
# conformance of a UIKit type to a core protocol is not retroactive (SE-0364). The Playground and
# the README are an app's code and are compiled without it, so they see only public API.
package_member=(-package-name TableGestureKit)

log="$build/last.log"
# Set by --symbol-graphs: where check_library writes each library's symbol graph.
symbol_graphs=""
mkdir -p "$foundation_layer" "$apple_layer" "$core_layer" "$skin_layer"

# Sorted list of .swift files under a directory (none if it does not exist).
swift_files() {
  [[ -d "$1" ]] || return 0
  find "$1" -name '*.swift' -type f | LC_ALL=C sort
}

# Runs a compile; on failure, or on any warning, prints its diagnostics and returns non-zero
# (the project has no warnings, and a passing compile's output is otherwise never shown).
# The model's own modules are compiled with allow_warnings=1: their warnings come from modelling
# Objective-C classes and C structs in Swift (a method an app overrides declared `open` in an
# extension; an SDK conformance that is retroactive here because the C struct sits in another
# module), not from the project's code, and are never printed. README snippets get no exception:
# a snippet uses what it makes (an app copies it, and the real-SDK check fails on any warning).
compile() {
  local what="$1"
  shift
  if "$SWIFTC" "$@" >"$log" 2>&1; then
    [[ "${allow_warnings:-0}" == 1 ]] && return 0
    grep -q 'warning:' "$log" || return 0
    echo "FAIL  $what: warnings" >&2
  else
    echo "FAIL  $what" >&2
  fi
  cat "$log" >&2
  return 1
}

# The model's UIKit carries the iOS 26.2 SDK's UIKit version (its UIKit.tbd's `current-version`),
# so `#if canImport(UIKit, _version: …)` sees the SDK the model declares (UIGlassEffect included).
uikit_version="9126.2.4"

build_stub() {
  local module="$1" into="$2" files version=()
  mapfile -t files < <(swift_files "$surface/$module")
  [[ "$module" == UIKit ]] && version=(-user-module-version "$uikit_version")
  allow_warnings=1 compile "model module $module" -emit-module -parse-as-library "${common[@]}" \
    -I "$foundation_layer" -I "$apple_layer" -I "$surface/CUIKit" "${version[@]}" \
    -module-name "$module" -emit-module-path "$into/$module.swiftmodule" "${files[@]}"
}

build_stubs() {
  local module
  prepare_resources
  for module in "${foundation_stubs[@]}"; do build_stub "$module" "$foundation_layer"; done
  for module in "${apple_stubs[@]}"; do build_stub "$module" "$apple_layer"; done
  echo "ok    model: ${foundation_stubs[*]} ${apple_stubs[*]}"
}

# Type-checks a library module fully, then emits its module so later steps can import it.
# (`-emit-module` alone may skip function bodies, so the full check is a separate step.)
check_library() {
  local name="$1" dir="$2" into="$3" files
  shift 3
  local sees=("$@")
  mapfile -t files < <(swift_files "$dir")
  if ((${#files[@]} == 0)); then
    echo "skip  $name: no Swift files in ${dir#"$root"/}"
    return 0
  fi
  compile "$name (type-check)" -typecheck -parse-as-library "${project[@]}" "${package_member[@]}" \
    "${sees[@]}" -module-name "$name" "${files[@]}"
  local graphs=()
  if [[ -n "$symbol_graphs" ]]; then
    rm -rf "${symbol_graphs:?}/$name" && mkdir -p "$symbol_graphs/$name"
    graphs=(-emit-symbol-graph -emit-symbol-graph-dir "$symbol_graphs/$name"
      -symbol-graph-minimum-access-level public -symbol-graph-skip-synthesized-members
      -emit-extension-block-symbols)
  fi
  compile "$name (module)" -emit-module -enable-testing -parse-as-library "${project[@]}" \
    "${package_member[@]}" "${sees[@]}" -module-name "$name" -emit-module-path "$into/$name.swiftmodule" \
    "${graphs[@]}" "${files[@]}"
  echo "ok    $name: ${#files[@]} files"
}

check_playground() {
  local pages=() page count=0
  [[ -f "$root/Playground.playground/Contents.swift" ]] &&
    pages+=("$root/Playground.playground/Contents.swift")
  if [[ -d "$root/Playground.playground/Pages" ]]; then
    while IFS= read -r page; do pages+=("$page"); done < <(
      find "$root/Playground.playground/Pages" -path '*.xcplaygroundpage/Contents.swift' -type f |
        LC_ALL=C sort
    )
  fi
  if ((${#pages[@]} == 0)); then
    echo "skip  Playground: no pages"
    return 0
  fi
  for page in "${pages[@]}"; do
    compile "Playground page ${page#"$root"/}" -typecheck "${project[@]}" "${page_sees[@]}" \
      -module-name PlaygroundPage "$page"
    count=$((count + 1))
  done
  echo "ok    Playground: $count pages"
}

# Type-checks the example app (Examples/TableGestureDemo.swiftpm) as Xcode builds its one target:
# every Swift file but the manifest as one module (`AppModule`, with `@main`), against the model
# (SwiftUI included) and the libraries' public API only, for the manifest's deployment target
# (iOS 16). The manifest itself imports AppleProductTypes, which exists only in Xcode and Swift
# Playgrounds, and is not compiled.
app_root="$root/Examples/TableGestureDemo.swiftpm"
app_target="x86_64-apple-ios16.0-simulator"
app_swift_files() {
  [[ -d "$app_root" ]] || return 0
  find "$app_root" -name '*.swift' -type f ! -path "$app_root/Package.swift" | LC_ALL=C sort
}

check_app() {
  local files
  mapfile -t files < <(app_swift_files)
  if ((${#files[@]} == 0)); then
    echo "skip  example app: no Swift files in ${app_root#"$root"/}"
    return 0
  fi
  local flags=("${project[@]}")
  flags[1]="$app_target"
  compile "example app ${app_root#"$root"/}" -typecheck -parse-as-library "${flags[@]}" \
    "${page_sees[@]}" -module-name AppModule "${files[@]}"
  echo "ok    example app: ${#files[@]} files (${app_root#"$root"/}, iOS 16)"
}

# Type-checks the example app's UI tests (Examples/TableGestureDemoUITests): XCUITest sources,
# which a SwiftPM app package cannot hold as a target (docs/device-checklist.md says how to run
# them in Xcode), as one module against the model (XCTest's UI testing included), for the app's
# deployment target. They drive the app from outside and import neither it nor the library.
ui_tests_root="$root/Examples/TableGestureDemoUITests"
check_app_ui_tests() {
  local files
  mapfile -t files < <(swift_files "$ui_tests_root")
  if ((${#files[@]} == 0)); then
    echo "skip  example app UI tests: no Swift files in ${ui_tests_root#"$root"/}"
    return 0
  fi
  local flags=("${project[@]}")
  flags[1]="$app_target"
  compile "example app UI tests ${ui_tests_root#"$root"/}" -typecheck -parse-as-library \
    "${flags[@]}" "${ios_tests_sees[@]}" -module-name TableGestureDemoUITests "${files[@]}"
  echo "ok    example app UI tests: ${#files[@]} files (${ui_tests_root#"$root"/}, iOS 16)"
}

# Type-checks every ```swift block in README.md, in the reference pages docs/*.md and in the DocC
# articles (Sources/<Target>/*.docc/**/*.md) that follows a `<!-- typecheck: CONTEXT -->` line (DocC drops
# the comment), pasted into Scripts/AppleSurface/ReadmeContexts/CONTEXT.swift at `// README-BLOCK`
# (awk only, so the check needs nothing beyond the toolchain and a POSIX shell environment).
# Writes each marked block, pasted into its context, to $1/README-line-NNNN.swift,
# $1/docs-<Page>-line-NNNN.swift or $1/<Target>.docc-<Article>-line-NNNN.swift (the line of the
# block's first line). Also used by Scripts/check-ios-sdk.sh through `--extract-readme DIR`.
extract_readme() {
  local out="$1" markdown name
  rm -rf "$out" && mkdir -p "$out"
  local sources=()
  [[ -f "$root/README.md" ]] && sources+=("$root/README.md")
  while IFS= read -r markdown; do sources+=("$markdown"); done < <(
    find "$root/docs" -maxdepth 1 -name '*.md' -type f 2>/dev/null | LC_ALL=C sort
  )
  while IFS= read -r markdown; do sources+=("$markdown"); done < <(
    find "$root/Sources" -mindepth 2 -path '*.docc/*' -name '*.md' -type f | LC_ALL=C sort
  )
  for markdown in "${sources[@]}"; do
    name="${markdown#"$root"/}"
    extract_blocks "$markdown" "$name" "$out" || return 1
  done
}

# Writes the marked blocks of one Markdown file ($1, shown as $2) to $3 (see extract_readme).
extract_blocks() {
  local prefix="README"
  if [[ "$2" != "README.md" ]]; then
    prefix="${2#Sources/*/}"
    prefix="${prefix%.md}"
    prefix="${prefix//\//-}"
  fi
  awk -v contexts="$surface/ReadmeContexts" -v out="$3" -v name="$2" -v prefix="$prefix" '
    function fail(message) { print name ":" NR ": " message > "/dev/stderr"; failed = 1; exit 1 }
    context != "" && !inside {
      if ($0 !~ /^```swift[[:space:]]*$/) fail("a typecheck marker must be followed by a ```swift block")
      inside = 1; start = NR + 1; block = ""; next
    }
    inside && /^```[[:space:]]*$/ {
      file = contexts "/" context ".swift"
      target = sprintf("%s/%s-line-%04d.swift", out, prefix, start)
      found = 0
      while ((getline line < file) > 0) {
        if (line ~ /^[[:space:]]*\/\/ README-BLOCK[[:space:]]*$/) { printf "%s", block > target; found = 1 }
        else print line > target
      }
      close(file); close(target)
      if (!found) fail("unknown typecheck context " context)
      context = ""; inside = 0; next
    }
    inside { block = block $0 "\n"; next }
    /^<!-- typecheck: [A-Za-z]+ -->[[:space:]]*$/ {
      context = $3
    }
    END { if (!failed && inside) { NR = start; fail("unterminated ```swift block") } }
  ' "$1"
}

check_readme() {
  local out="$build/readme" count=0
  extract_readme "$out" || return 1
  local snippet
  for snippet in "$out"/*.swift; do
    [[ -e "$snippet" ]] || continue
    compile "snippet ${snippet##*/}" -typecheck \
      -parse-as-library "${project[@]}" "${page_sees[@]}" -module-name ReadmeSnippet "$snippet"
    count=$((count + 1))
  done
  echo "ok    README, docs/*.md and DocC articles: $count marked Swift blocks"
}

# Builds the SwipeCellKit stand-in (Scripts/AppleSurface/SwipeCellKitStandIn/, a module named
# `SwipeCellKit` declaring every public type of SwipeCellKit 2.7.1, in Swift 5 mode as SwipeCellKit
# builds) and type-checks Scripts/AppleSurface/ClashFixture/ against it and the kit, as app code
# (no package name: public API only). The fixture imports both libraries and names their types
# without a module prefix, so a type name both export fails as "ambiguous for type lookup": an app
# can move from SwipeCellKit one screen at a time.
check_clash_fixture() {
  local standin_layer="$build/modules/swipecellkit" files
  rm -rf "$standin_layer" && mkdir -p "$standin_layer"
  mapfile -t files < <(swift_files "$surface/SwipeCellKitStandIn")
  compile "SwipeCellKit stand-in" -emit-module -parse-as-library "${common[@]}" -swift-version 5 \
    -I "$foundation_layer" -I "$apple_layer" -I "$surface/CUIKit" -module-name SwipeCellKit \
    -emit-module-path "$standin_layer/SwipeCellKit.swiftmodule" "${files[@]}"
  mapfile -t files < <(swift_files "$surface/ClashFixture")
  compile "clash fixture (TableGestureKit next to SwipeCellKit)" -typecheck -parse-as-library \
    "${project[@]}" "${page_sees[@]}" -I "$standin_layer" -module-name ClashFixture "${files[@]}"
  echo "ok    clash fixture: TableGestureKit next to the SwipeCellKit stand-in, no shared type name"
}

# Type-checks Scripts/AppleSurface/NearMissFixture/ as app code and requires exactly the warnings
# its `// expect-warning:` lines list: a delegate method whose name nearly matches an optional one
# must be diagnosed (the delegates are `@objc` protocols for that), never compile silently.
check_near_miss_fixture() {
  local files log="$build/near-miss.log" expected
  mapfile -t files < <(swift_files "$surface/NearMissFixture")
  if ! "$SWIFTC" -typecheck -parse-as-library "${project[@]}" "${page_sees[@]}" \
    -module-name NearMissFixture "${files[@]}" >"$log" 2>&1; then
    echo "FAIL  near-miss fixture: does not type-check" >&2
    cat "$log" >&2
    return 1
  fi
  if ! expected="$(bash "$surface/NearMissFixture/expect-warnings.sh" "$log" "${files[@]}")"; then
    echo "FAIL  near-miss fixture: not the expected warnings" >&2
    cat "$log" >&2
    return 1
  fi
  echo "ok    near-miss fixture: $expected near misses diagnosed"
}

# Type-checks each iOS test target as one module, as SwiftPM builds it on iOS: XCTest from the
# model, the library through `@testable import`. On Linux the real targets build to nothing (every
# file sits inside `#if canImport(UIKit)`); here that condition is true, so this is the only place
# the tests are compiled before the iOS job runs them.
check_ios_test_target() {
  local name="$1" dir="$root/Tests/$1" files
  mapfile -t files < <(swift_files "$dir")
  if ((${#files[@]} == 0)); then
    echo "skip  $name: no Swift files in ${dir#"$root"/}"
    return 0
  fi
  compile "$name (type-check)" -typecheck -parse-as-library "${project[@]}" \
    "${package_member[@]}" "${ios_tests_sees[@]}" -module-name "$name" "${files[@]}"
  echo "ok    $name: ${#files[@]} files"
}

check_ios_tests() {
  check_ios_test_target TableGestureKitTests
  check_ios_test_target TableGestureSystemSwipeTests
}

# Checks and builds the core, the skin and the system-button customiser (the iOS tests and the
# self-check import them). The customiser goes into the skin's layer, which it imports.
check_libraries() {
  rm -f "$core_layer"/* "$skin_layer"/*
  check_library TableGestureCore "$root/Sources/TableGestureCore" "$core_layer" "${core_sees[@]}"
  check_library TableGestureSystemSwipeCore "$root/Sources/TableGestureSystemSwipeCore" \
    "$core_layer" "${core_sees[@]}" -I "$core_layer"
  check_library TableGestureKit "$root/Sources/TableGestureKit" "$skin_layer" "${skin_sees[@]}"
  check_library TableGestureSystemSwipe "$root/Sources/TableGestureSystemSwipe" "$skin_layer" \
    "${page_sees[@]}"
}

# The guard must pass on the kit (and on the core's string literals: the core is linked into every
# app too) and fail on the customiser (which is made of private names), so a guard that cannot
# fail is caught too.
check_private_names() {
  bash "$root/Scripts/check-kit-names-no-private-api.sh"
  bash "$root/Scripts/check-kit-names-no-private-api.sh" --strings-only "$root/Sources/TableGestureCore"
  # The kit links the system-swipe core too (for the move from system actions): its strings ship.
  bash "$root/Scripts/check-kit-names-no-private-api.sh" --strings-only \
    "$root/Sources/TableGestureSystemSwipeCore"
  if bash "$root/Scripts/check-kit-names-no-private-api.sh" "$root/Sources/TableGestureSystemSwipe" \
    >/dev/null 2>&1; then
    echo "FAIL  private-name guard: it accepts Sources/TableGestureSystemSwipe, which names private API" >&2
    return 1
  fi
}

check_sources() {
  check_private_names
  build_stubs
  check_libraries
  check_ios_tests
  check_playground
  check_app
  check_app_ui_tests
  check_readme
  check_clash_fixture
  check_near_miss_fixture
}

# Compiles each SelfCheck file and compares the outcome with the expectation in its header.
self_check() {
  local file expect as outcome failures=0 count=0
  for file in "$surface"/SelfCheck/*.swift; do
    count=$((count + 1))
    expect="$(sed -n '1p' "$file")"
    as="$(sed -n '2p' "$file")"
    local flags=(-typecheck -parse-as-library "${project[@]}" -module-name SelfCheck)
    case "$as" in
      "// as: skin") flags+=(-I "$foundation_layer" -I "$apple_layer" -I "$surface/CUIKit") ;;
      "// as: core") flags+=("${core_sees[@]}") ;;
      "// as: ios-tests")
        # Compiled as one more file of the iOS test target, so it can use the target's fixtures.
        local test_files
        mapfile -t test_files < <(swift_files "$root/Tests/TableGestureKitTests")
        flags+=("${package_member[@]}" "${ios_tests_sees[@]}" "${test_files[@]}") ;;
      *) echo "FAIL  ${file#"$root"/}: second line must be '// as: skin', '// as: core' or '// as: ios-tests'" >&2
        failures=$((failures + 1)); continue ;;
    esac
    if "$SWIFTC" "${flags[@]}" "$file" >"$log" 2>&1; then outcome="passed"; else outcome="failed"; fi
    case "$expect" in
      "// expect: pass")
        if [[ "$outcome" == "passed" ]]; then
          echo "ok    self-check ${file##*/}: type-checks"
        else
          echo "FAIL  self-check ${file##*/}: expected to type-check" >&2
          cat "$log" >&2
          failures=$((failures + 1))
        fi
        ;;
      "// expect-error: "*)
        local wanted="${expect#"// expect-error: "}"
        if [[ "$outcome" == "failed" ]] && grep -F -- "error: $wanted" "$log" >/dev/null; then
          echo "ok    self-check ${file##*/}: rejected with \"$wanted\""
        else
          echo "FAIL  self-check ${file##*/}: expected an error containing \"$wanted\"" >&2
          cat "$log" >&2
          failures=$((failures + 1))
        fi
        ;;
      *) echo "FAIL  ${file#"$root"/}: first line must be '// expect: pass' or '// expect-error: …'" >&2
        failures=$((failures + 1)) ;;
    esac
  done
  if ((failures > 0)); then
    echo "self-check: $failures of $count failed" >&2
    return 1
  fi
  echo "ok    self-check: $count files behaved as expected"
}

case "$mode" in
  extract-readme) extract_readme "$2"; exit ;;
  symbol-graphs)
    mkdir -p "$2"
    symbol_graphs="$(cd "$2" && pwd)"
    build_stubs; check_libraries
    echo "symbol graphs written to $symbol_graphs"; exit ;;
  all) check_sources; self_check ;;
  sources) check_sources ;;
  self-check) build_stubs; check_libraries; self_check ;;
  model) build_stubs; exit ;;
esac
echo "apple-surface check passed"
