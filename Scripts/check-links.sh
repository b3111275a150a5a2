#!/usr/bin/env bash
# Fails when a file of the repository points outside it: a path of a development machine
# (/work/, /home/, /Users/, /root/, /mnt/), a team folder (`shared/`, `../shared`), an internal
# issue or task number ("issue 22", "task 3": the tracker is not public), or a relative Markdown
# link or image whose target is missing or outside the repository. Links to web pages are fine.
#
# Usage:
#   Scripts/check-links.sh              check every file git tracks (every file, without git)
#   Scripts/check-links.sh --self-check check that planted links of each kind fail, and a clean
#                                       file passes
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
this="Scripts/check-links.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# What may not appear in any file: one extended regular expression per kind.
patterns=(
  '(^|[^A-Za-z0-9_.~-])/(work|home|Users|root|mnt)/'
  '(^|[^A-Za-z0-9_-])(\.\./)*shared/'
  '\b[Ii]ssues? #?[0-9]+\b'
  '\b[Tt]asks? #?[0-9]+\b'
)

# The files to check in $1, one path relative to it per line.
files_in() {
  if git -C "$1" rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
    [[ "$(git -C "$1" rev-parse --show-toplevel)" == "$(cd "$1" && pwd -P)" ]]; then
    git -C "$1" ls-files
  else
    (cd "$1" && find . -type f ! -path './.git/*' ! -path './.build*' ! -path './Benchmarks/.build*' |
      sed 's|^\./||')
  fi
}

# Checks the files under $1; prints each problem as FILE:LINE: text; returns 1 if any.
check() {
  local dir="$1" failed=0 file pattern problems="$work/problems"
  local files=()
  while IFS= read -r file; do
    [[ "$file" == "$this" || ! -f "$dir/$file" ]] && continue
    files+=("$file")
  done < <(files_in "$dir")
  ((${#files[@]} > 0)) || return 0
  for pattern in "${patterns[@]}"; do
    if (cd "$dir" && grep -nIE "$pattern" -- "${files[@]}"); then failed=1; fi
  done
  # Relative links and images in Markdown: ](target) and src="target".
  for file in "${files[@]}"; do
    [[ "$file" == *.md ]] || continue
    awk -v file="$file" '
      {
        line = $0
        while (match(line, /\]\([^) ]+\)|src="[^"]+"/)) {
          target = substr(line, RSTART, RLENGTH)
          line = substr(line, RSTART + RLENGTH)
          if (target ~ /^\]\(/) target = substr(target, 3, length(target) - 3)
          else target = substr(target, 6, length(target) - 6)
          print FNR "\t" target
        }
      }
    ' "$dir/$file" | while IFS=$'\t' read -r line target; do
      case "$target" in
        http://* | https://* | mailto:* | \#* | doc:*) continue ;;
      esac
      local path="${target%%#*}" top resolved
      [[ -z "$path" ]] && continue
      path="$dir/$(dirname "$file")/$path"
      if [[ ! -e "$path" ]]; then
        echo "$file:$line: link to a missing file: $target"
        continue
      fi
      top="$(cd "$dir" && pwd -P)"
      resolved="$(cd "$(dirname "$path")" && pwd -P)/$(basename "$path")"
      if [[ "$resolved" != "$top"/* ]]; then
        echo "$file:$line: link leaves the repository: $target"
      fi
    done
  done >"$problems"
  if [[ -s "$problems" ]]; then
    cat "$problems" >&2
    failed=1
  fi
  return "$failed"
}

self_check() {
  local tree="$work/tree" plant
  mkdir -p "$tree/docs"
  printf '# Clean\n\n[A page](other.md), [the web](https://example.com/a/b), [here](#top).\n' \
    >"$tree/docs/clean.md"
  printf 'Other.\n' >"$tree/docs/other.md"
  printf 'Outside the tree.\n' >"$work/outside.svg"
  if ! check "$tree" >/dev/null 2>&1; then
    echo "FAIL  link check: it rejects a clean file" >&2
    return 1
  fi
  for plant in \
    'See [the notes](../../shared/research/notes.md).' \
    'Run /work/wt-1/Scripts/x.sh first.' \
    'As in /home/someone/ios-sdks.' \
    'Fixed in issue 22.' \
    'Done in task 7.' \
    'See [the page](missing.md).' \
    '<img src="../../outside.svg" alt="a file that exists, outside the tree">'; do
    printf '%s\n' "$plant" >"$tree/docs/planted.md"
    if check "$tree" >/dev/null 2>&1; then
      echo "FAIL  link check: it accepts a planted link: $plant" >&2
      return 1
    fi
  done
  echo "ok    link check self-check: 7 planted links fail, a clean file passes"
}

case "${1:-}" in
  --self-check) self_check ;;
  "")
    if check "$root"; then
      echo "ok    links: no file points outside the repository"
    else
      echo "FAIL  links: the lines above point outside the repository (a machine's path, a team" \
        "folder, an internal issue number, or a relative link to a missing file)" >&2
      exit 1
    fi
    ;;
  *) echo "usage: $0 [--self-check]" >&2; exit 2 ;;
esac
