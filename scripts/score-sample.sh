#!/usr/bin/env bash
# Sets up, builds and scores the bundled sample photo: scripts/score-sample.sh [BUILD_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build}"
bash "$here/scripts/build.sh" "$build"
sample="$here/samples/photos/sample.jpg"
[ -f "$sample" ] || sample="$here/samples/states/sample.json"
"$build/app/starsight" score "$sample"
