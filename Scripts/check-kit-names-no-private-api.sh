#!/usr/bin/env bash
# Fails if a private UIKit name, or a runtime call that only serves to reach one, appears anywhere
# under Sources/TableGestureKit/ (comments included: App Store review scans the binary's strings,
# and a comment naming one is where code naming one starts). The names, each with the evidence that
# it is private, are listed once, in Scripts/private-uikit-names.txt. Also checks that every
# Objective-C selector written as a string in the kit (`"name:name:"`, e.g. for
# `NSSelectorFromString`) is one of Apple's public selectors listed below with its page.
#
# The private names belong in Sources/TableGestureSystemSwipe/ (the system-button customiser, a
# product an app imports on purpose). Run by Scripts/check-apple-surface.sh, so CI runs it, on the
# kit (every line) and on the core and the system-swipe core with --strings-only (both are linked
# into every app that uses the kit, but their comments may name what their decisions are about:
# only their string literals ship).
#
# Usage: Scripts/check-kit-names-no-private-api.sh [--strings-only] [DIR]
#   DIR defaults to Sources/TableGestureKit; --strings-only looks inside one-line string literals only.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
strings_only=0
if [[ "${1:-}" == "--strings-only" ]]; then
  strings_only=1
  shift
fi
dir="${1:-$root/Sources/TableGestureKit}"
list="$root/Scripts/private-uikit-names.txt"

# Public selectors the kit may write as strings, each from Apple's page (its Objective-C symbol):
public_selectors=(
  # https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  "tableView:commitEditingStyle:forRowAtIndexPath:"
  # https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  "tableView:canEditRowAtIndexPath:"
  # https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
  "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"
  # https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
  "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"
  # https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editactionsforrowat:)
  "tableView:editActionsForRowAtIndexPath:"
  # https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)
  "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"
  # https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
  "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"
)

[[ -d "$dir" ]] || { echo "FAIL  private-name guard: no folder $dir" >&2; exit 1; }
names=()
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  name="${line%% |*}"
  [[ -n "$name" && "$name" != "$line" ]] || { echo "FAIL  bad line in ${list#"$root"/}: $line" >&2; exit 1; }
  names+=("$name")
done <"$list"
((${#names[@]} > 0)) || { echo "FAIL  ${list#"$root"/} lists no names" >&2; exit 1; }

failures=0
for name in "${names[@]}"; do
  # A whole word: no letter, digit or `_` directly before or after (`"buttonWidth"` carries its
  # quotes, so `preferredButtonWidth` does not match it).
  if ((strings_only)); then
    word="$(sed 's/[.[\*^$()+?{|]/\\&/g' <<<"${name//\"/}")"
    pattern="\"([^\"]*[^A-Za-z0-9_\"])?$word([^A-Za-z0-9_\"][^\"]*)?\""
  else
    pattern="(^|[^A-Za-z0-9_])$(sed 's/[.[\*^$()+?{|]/\\&/g' <<<"$name")([^A-Za-z0-9_]|\$)"
  fi
  hits="$(grep -rnE --include='*.swift' "$pattern" "$dir" || true)"
  # With --strings-only, comment lines do not count (they never reach the binary).
  ((strings_only)) && hits="$(grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' <<<"$hits" || true)"
  if [[ -n "$hits" ]]; then
    echo "FAIL  private name $name under ${dir#"$root"/}:" >&2
    sed "s#^$root/##" <<<"$hits" >&2
    failures=$((failures + 1))
  fi
done

while IFS= read -r hit; do
  selector="${hit#*\"}"
  selector="${selector%\"}"
  allowed=0
  for known in "${public_selectors[@]}"; do [[ "$selector" == "$known" ]] && allowed=1; done
  if ((!allowed)); then
    echo "FAIL  selector \"$selector\" under ${dir#"$root"/} is not on the public list in ${BASH_SOURCE[0]##*/}" >&2
    failures=$((failures + 1))
  fi
done < <(grep -rhoE --include='*.swift' '"[A-Za-z_][A-Za-z0-9_]*:([A-Za-z0-9_]*:)*"' "$dir" || true)

if ((failures > 0)); then
  echo "private-name guard: $failures problems (the customiser's code belongs in Sources/TableGestureSystemSwipe/)" >&2
  exit 1
fi
scope="under"
((strings_only)) && scope="in the string literals under"
echo "ok    private-name guard: none of ${#names[@]} private names $scope ${dir#"$root"/}"
