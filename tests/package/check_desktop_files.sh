#!/usr/bin/env bash
# The desktop integration files: the .desktop entry passes desktop-file-validate, the MIME
# package is well-formed XML that update-mime-database compiles into our two types, the icon
# is well-formed SVG.   check_desktop_files.sh SOURCE_DIR
set -euo pipefail
src=$1
need() {
    command -v "$1" > /dev/null && return 0
    if [[ ${CI:-} == true ]]; then echo "FAIL: $1 is missing (apt-get install $2)"; exit 1; fi
    echo "SKIP: $1 is missing (apt-get install $2)"; exit 77
}
need desktop-file-validate desktop-file-utils
need xmllint libxml2-utils
need update-mime-database shared-mime-info

desktop-file-validate "$src/resources/trellis.desktop"
grep -q '^Categories=Game;BoardGame;$' "$src/resources/trellis.desktop"
for lang in de vi; do grep -q "^Comment\[$lang\]=" "$src/resources/trellis.desktop"; done
xmllint --noout "$src/resources/trellis-mime.xml" "$src/resources/icons/trellis.svg"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/packages"
cp "$src/resources/trellis-mime.xml" "$tmp/packages/trellis.xml"
update-mime-database "$tmp" 2>&1 | tee "$tmp/log"
! grep -qi "error\|warning" "$tmp/log"
for type in x-trellis-tdc x-trellis-database; do
    [[ -f $tmp/application/$type.xml ]] || { echo "FAIL: no $type in the compiled database"; exit 1; }
done
grep -q 'application/x-trellis-tdc' "$tmp/globs2"
grep -q '\*\.tdc' "$tmp/globs2"
grep -q '\*\.trellisdb' "$tmp/globs2"
echo "desktop files OK"
