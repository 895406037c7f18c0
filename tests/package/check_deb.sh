#!/usr/bin/env bash
# Builds the Debian package from this build (cpack -G DEB) and checks its control fields and file
# list with dpkg-deb.   check_deb.sh BUILD_DIR VERSION [ALLOCATOR_PACKAGE]
set -euo pipefail
build=$1 version=$2 allocator=${3:-}
for tool in dpkg-deb dpkg-shlibdeps cpack; do
    command -v $tool > /dev/null && continue
    if [[ ${CI:-} == true ]]; then echo "FAIL: $tool is missing"; exit 1; fi
    echo "SKIP: $tool is missing (apt-get install dpkg-dev)"; exit 77
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" > "$out/cpack.log") || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb)
echo "built $(basename "$deb") ($(stat -c %s "$deb") bytes)"
field() { dpkg-deb -f "$deb" "$1"; }
[[ $(field Package) == trellis ]]
[[ $(field Version) == "$version" ]]
[[ $(field Section) == games ]]
[[ -n $(field Maintainer) ]]
[[ -n $(field Description) ]]
depends=$(field Depends)
echo "Depends: $depends"
# Computed by dpkg-shlibdeps from the binary: the C library and Qt's libraries with versions.
# The allocator the binary links (app/CMakeLists.txt), except in sanitizer builds.
for lib in libc6 libstdc++6 libqt6core6 libqt6widgets6 libqt63drender6 $allocator; do
    grep -q "$lib (>=" <<< "$depends" || { echo "FAIL: no computed dependency on $lib"; exit 1; }
done
files=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in ./usr/bin/trellis ./usr/share/applications/trellis.desktop \
    ./usr/share/mime/packages/trellis.xml ./usr/share/doc/trellis/copyright \
    ./usr/share/icons/hicolor/scalable/apps/trellis.svg; do
    grep -qx "$f" <<< "$files" || { echo "FAIL: $f is not in the package"; exit 1; }
done
for size in 16 24 32 48 64 128 256; do
    grep -qx "./usr/share/icons/hicolor/${size}x${size}/apps/trellis.png" <<< "$files" ||
        { echo "FAIL: no ${size}px icon"; exit 1; }
done
# Nothing outside /usr, and no build-tree leftovers (tests, libraries, the icon tool).
! grep -v '^\./usr/' <<< "$files" | grep -qv '^\./$'
! grep -q 'test_\|\.a$\|render_icon' <<< "$files"
# The packaged binary runs and reports the package's version.
dpkg-deb -x "$deb" "$out/root"
"$out/root/usr/bin/trellis" --version | grep -q "^Trellis $version"
echo "package OK"
