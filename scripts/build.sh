#!/usr/bin/env bash
# Configures and builds Starsight: scripts/build.sh [BUILD_DIR] [extra cmake options...]
# Installs the Debian packages first (scripts/setup.sh), so a fresh machine needs nothing else.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build}"
shift || true
bash "$here/scripts/setup.sh"
werror=OFF
[ "${CI:-}" = "true" ] && werror=ON
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" -DSTARSIGHT_WERROR=$werror "$@"
cmake --build "$build" -j "$(nproc)"
