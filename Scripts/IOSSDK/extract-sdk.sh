#!/usr/bin/env bash
# Extracts one iPhoneOS SDK folder from a git repository that keeps SDKs at its top level, for
# Scripts/check-ios-sdk.sh on a machine without Xcode. Nothing extracted belongs in a commit.
#
# Usage: Scripts/IOSSDK/extract-sdk.sh REPOSITORY SDK_NAME OUT
#   REPOSITORY  a clone of the repository (its work tree or its git directory; a bare or a partial
#               clone will do, see docs/ios-sdk.md)
#   SDK_NAME    the folder, e.g. iPhoneOS26.2.sdk
#   OUT         where to write it; prints the SDK's path and the Swift version that built it
#
# Reads the folder from the commit HEAD names with git alone (no checkout), so a clone made with
# `--filter=blob:none --no-checkout` fetches only the SDK's own files. Symbolic links are kept. A
# file whose content the clone lacks (some snapshots leave out files of 4 MiB and more) is listed
# and skipped: the check needs none of the large ones (libraries' .tbd stubs, .swiftdoc files).
# Public snapshots keep only arm64e module interfaces (Xcode's SDK also has arm64 ones); for an
# arm64 target each gets an `arm64-apple-ios.*` link beside it (the compiler rebuilds an interface
# for the client's target, so the declarations are the same). Needs git and python3.
set -euo pipefail
[[ $# -eq 3 ]] || { sed -n '5,9p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
repository=$1 sdk_name=$2 out=$3
git_dir="$(cd "$repository" && cd "$(git rev-parse --git-dir)" && pwd)"
git --git-dir "$git_dir" cat-file -e "HEAD:$sdk_name" 2>/dev/null ||
  { echo "no $sdk_name at HEAD of $repository" >&2; exit 1; }
mkdir -p "$out"
python3 - "$git_dir" "$sdk_name" "$(cd "$out" && pwd)" <<'PY'
import os, subprocess, sys
git_dir, sdk, out = sys.argv[1:4]
listing = subprocess.run(['git', '--git-dir', git_dir, 'ls-tree', '-r', '-z', 'HEAD', sdk],
                         capture_output=True, check=True).stdout.split(b'\0')
cat = subprocess.Popen(['git', '--git-dir', git_dir, 'cat-file', '--batch'],
                       stdin=subprocess.PIPE, stdout=subprocess.PIPE)
links, written, absent = [], 0, []
for entry in filter(None, listing):
    meta, path = entry.split(b'\t', 1)
    mode, kind, sha = meta.decode().split()
    if kind != 'blob':
        continue
    cat.stdin.write((sha + '\n').encode()); cat.stdin.flush()
    head = cat.stdout.readline().decode().split()
    if len(head) < 3 or head[1] == 'missing':
        absent.append(path.decode()); continue
    data = cat.stdout.read(int(head[2])); cat.stdout.read(1)
    full = os.path.join(out, path.decode())
    os.makedirs(os.path.dirname(full), exist_ok=True)
    if mode == '120000':
        links.append((full, data.decode()))
    else:
        with open(full, 'wb') as f: f.write(data)
    written += 1
for full, target in links:
    if os.path.lexists(full): os.remove(full)
    os.symlink(target, full)
twins = 0
for root, _, files in os.walk(os.path.join(out, sdk)):
    for name in files:
        if name.startswith('arm64e-apple-ios.'):
            twin = os.path.join(root, 'arm64-apple-ios.' + name[len('arm64e-apple-ios.'):])
            if not os.path.lexists(twin):
                os.symlink(name, twin); twins += 1
if not written:
    sys.exit(f'no files of {sdk} could be read')
print(f'{sdk}: {written} files, {len(links)} links, {twins} arm64 interface links, '
      f'{len(absent)} absent from the clone')
for path in absent: print('  absent:', path)
PY
sdk="$(cd "$out" && pwd)/$sdk_name"
interface="$(find "$sdk/usr/lib/swift/Swift.swiftmodule" -name '*.swiftinterface' | head -n 1)"
echo "built by: $(sed -n 's#^// swift-compiler-version: ##p' "$interface" | head -n 1)"
echo "$sdk"
