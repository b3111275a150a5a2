#!/usr/bin/env bash
# Builds the DocC documentation of every target that has a catalog, on Linux, with the toolchain's
# own `docc`, and fails on any DocC warning or any public symbol of the target's own files without
# a summary, or, for an app-facing (non-SPI) function, initialiser or subscript, without its
# parameters or `- Returns:` (Scripts/Docs/check-summaries.swift: DocC does not warn about those).
#
# Usage:
#   Scripts/build-docs.sh            build every catalog into .build-docs/<Target>.doccarchive
#   Scripts/build-docs.sh TARGET...  build only these targets' catalogs
#
# A catalog is any `*.docc` directory directly inside `Sources/<Target>/` (by convention
# `Sources/<Target>/<Target>.docc/`): a new product gets documentation by adding one there, with a
# landing page `<Target>.md` whose title is ``<Target>``. Nothing in this script names a target.
#
# Symbol graphs (public symbols, synthesized members left out):
# - a target that compiles on Linux (its own files appear in the Linux graph): from
#   `swift package dump-symbol-graph`, which reuses `swift build`'s products;
# - a target that compiles to nothing on Linux (every file inside `#if canImport(UIKit)`): from
#   `Scripts/check-apple-surface.sh --symbol-graphs`, which compiles it for iOS against the
#   declaration-only Apple model. Such a target must be one of that script's `check_libraries`.
# A library re-exporting another (`@_exported import`) documents the re-exported symbols too.
#
# Environment: DOCC (default `docc` on PATH, else next to `swiftc`), DOCS_OUTPUT (default
# .build-docs at the repository root; gitignored).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${DOCS_OUTPUT:-$root/.build-docs}"

if [[ -z "${DOCC:-}" ]]; then
  if command -v docc >/dev/null 2>&1; then
    DOCC="$(command -v docc)"
  else
    DOCC="$(dirname "$(readlink -f "$(command -v swiftc)")")/docc"
  fi
fi
[[ -x "$DOCC" ]] || { echo "docc not found (set DOCC)" >&2; exit 2; }

case "${1:-}" in
  -h | --help) sed -n '2,24p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac

# The catalogs: Sources/<Target>/*.docc.
catalogs=()
while IFS= read -r catalog; do
  target="$(basename "$(dirname "$catalog")")"
  if (($# == 0)) || [[ " $* " == *" $target "* ]]; then catalogs+=("$catalog"); fi
done < <(find Sources -mindepth 2 -maxdepth 2 -type d -name '*.docc' | LC_ALL=C sort)
if ((${#catalogs[@]} == 0)); then
  echo "no catalogs found (Sources/<Target>/<Target>.docc)${1:+ for: $*}" >&2
  exit 1
fi

rm -rf "$out" && mkdir -p "$out/symbol-graphs"
linux_graphs="$out/symbol-graphs/linux"
apple_graphs="$out/symbol-graphs/apple-surface"

echo "== symbol graphs: swift package dump-symbol-graph"
swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols --include-spi-symbols \
  >"$out/dump-symbol-graph.log" 2>&1 || {
  cat "$out/dump-symbol-graph.log" >&2
  exit 1
}
dumped="$(sed -n 's/^Files written to //p' "$out/dump-symbol-graph.log" | tail -1)"
[[ -d "$dumped" ]] || { cat "$out/dump-symbol-graph.log" >&2; exit 1; }
mkdir -p "$linux_graphs" && cp "$dumped"/*.symbols.json "$linux_graphs/"

# The Apple-surface graphs are built once, when a catalog's target needs them.
apple_built=0
need_apple_graphs() {
  ((apple_built)) && return 0
  echo "== symbol graphs: Scripts/check-apple-surface.sh --symbol-graphs"
  bash Scripts/check-apple-surface.sh --symbol-graphs "$apple_graphs"
  apple_built=1
}

failures=0
for catalog in "${catalogs[@]}"; do
  target="$(basename "$(dirname "$catalog")")"
  graphs="$out/symbol-graphs/$target"
  mkdir -p "$graphs"
  # Does the target compile on Linux? Then its own files are in the Linux graph.
  if [[ -f "$linux_graphs/$target.symbols.json" ]] &&
    grep -q "/Sources/$target/" "$linux_graphs/$target.symbols.json"; then
    source="swift build (Linux)"
    cp "$linux_graphs/$target".symbols.json "$linux_graphs/$target"@*.symbols.json "$graphs/" \
      2>/dev/null || true
  else
    need_apple_graphs
    if [[ ! -d "$apple_graphs/$target" ]]; then
      echo "FAIL  $target: it compiles to nothing on Linux and Scripts/check-apple-surface.sh" \
        "does not compile it (add it to check_libraries there)" >&2
      failures=$((failures + 1))
      continue
    fi
    source="the Apple-surface type-check (iOS)"
    cp "$apple_graphs/$target"/*.symbols.json "$graphs/"
  fi

  echo "== docc convert $catalog (symbols from $source)"
  archive="$out/$target.doccarchive"
  log="$out/$target.docc.log"
  status=0
  "$DOCC" convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-dir "$archive" \
    --fallback-display-name "$target" --fallback-bundle-identifier "TableGestureKit.$target" \
    >"$log" 2>&1 || status=$?
  warnings="$(grep -c 'warning:' "$log" || true)"
  if ((status != 0)) || ((warnings > 0)) || grep -q 'error:' "$log"; then
    cat "$log" >&2
    echo "FAIL  $target: docc exited $status with $warnings warnings" >&2
    failures=$((failures + 1))
    continue
  fi
  if ! swift Scripts/Docs/check-summaries.swift "$target" "$graphs"/*.symbols.json \
    >"$out/$target.summaries.log" 2>&1; then
    cat "$out/$target.summaries.log" >&2
    echo "FAIL  $target: public symbols without a summary, parameters or returns" \
      "($(grep -c 'warning:' "$out/$target.summaries.log" || true))" >&2
    failures=$((failures + 1))
    continue
  fi
  echo "ok    $target: ${archive#"$root"/} (no warnings; every symbol has a summary, every app-facing function its parameters)"
done

# docs/public-api.md's lists are generated from the Apple-surface graphs: they must be current.
if ((${#catalogs[@]} > 1)); then
  need_apple_graphs
  swift Scripts/Docs/public-api.swift "$apple_graphs" --check || failures=$((failures + 1))
fi

if ((failures > 0)); then
  echo "docs: $failures of ${#catalogs[@]} catalogs failed" >&2
  exit 1
fi
echo "docs built: ${#catalogs[@]} catalogs in ${out#"$root"/}"
