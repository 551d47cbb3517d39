#!/bin/sh
# Installs modal-prototype from its tarball under PREFIX (default /usr/local): the binary in
# bin/, Assets in share/modal-prototype/ (where the binary looks, ../share/modal-prototype), and
# the man page, completions, icons, desktop entry, metainfo and doc files under share/.
set -eu
cd "$(dirname "$0")"
prefix=${PREFIX:-/usr/local}
install -Dm 0755 modal-prototype "$prefix/bin/modal-prototype"
mkdir -p "$prefix/share/modal-prototype"
rm -rf "$prefix/share/modal-prototype/Assets"
cp -r Assets "$prefix/share/modal-prototype/Assets"
(cd share && find . -type f) | while read -r f; do install -Dm 0644 "share/$f" "$prefix/share/$f"; done
echo "installed modal-prototype under $prefix"
