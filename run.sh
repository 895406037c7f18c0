#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds Trellis in Release and starts it.
# Arguments are passed to trellis. test.sh sources this file for its set-up functions.
set -euo pipefail

TRELLIS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
TRELLIS_BUILD="${TRELLIS_BUILD:-$TRELLIS_ROOT/build}"
# ccache (the build's compiler launcher when installed) keys objects by paths relative to the
# tree and not by the folder compiled in, so a fresh clone elsewhere (as CI makes) reuses them.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$TRELLIS_ROOT}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
TRELLIS_PACKAGES=(build-essential cmake ninja-build ccache pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-3d-dev qt6-svg-dev qt6-tools-dev libqt6sql6-sqlite
    qt6-l10n-tools qt6-translations-l10n libsqlite3-dev libgoogle-perftools-dev
    desktop-file-utils libxml2-utils dpkg-dev
    libqt6opengl6-dev libgl1-mesa-dri libglx-mesa0 xvfb xauth
    libgtest-dev libbenchmark-dev clang-format stockfish)

trellis_install() {
    local missing=()
    for p in "${TRELLIS_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

trellis_build() {
    cmake -S "$TRELLIS_ROOT" -B "$TRELLIS_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DTRELLIS_WERROR=ON
    cmake --build "$TRELLIS_BUILD" --parallel "$(nproc)"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    trellis_install
    trellis_build
    exec "$TRELLIS_BUILD/app/trellis" "$@"
fi
