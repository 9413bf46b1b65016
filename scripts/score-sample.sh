#!/usr/bin/env bash
# Sets up, builds and scores a bundled sample photo: scripts/score-sample.sh [BUILD_DIR] [PHOTO]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$here/build}"
sample="${2:-$here/samples/photos/board-7-easy.jpg}"
bash "$here/scripts/build.sh" "$build"
"$build/app/starsight" score "$sample"
truth="${sample%.*}.truth.json"
if [ -f "$truth" ]; then
  echo "(ground truth: total $(grep -o '"total": *[0-9]*' "$truth" | head -n 1 | grep -o '[0-9]*$'))"
fi
