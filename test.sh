#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds Trellis and runs the whole test suite via CTest.
set -euo pipefail
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/run.sh"
trellis_install
trellis_build
cd "$TRELLIS_BUILD"
# The 3D viewport tests need a real (virtual) X display; the rest use the offscreen platform.
xvfb-run -a -s "-screen 0 1920x1080x24" ctest --output-on-failure --timeout 1500 "$@"
