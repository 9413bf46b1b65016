#!/usr/bin/env bash
# Takes the README's screenshots of the desktop program under Xvfb:
#   docs/screenshots/reading.png    a board read from a photo, with its score
#   docs/screenshots/uncertain.png  an uncertain reading selected
#   docs/screenshots/ranking.png    several players and the ranking
# Usage: scripts/screenshots.sh [BUILD_DIR]   (default: build)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
cli="$build/app/starsight"
desktop="$build/app/desktop/starsight-desktop"
out="$root/docs/screenshots"
for f in "$cli" "$desktop"; do
  [ -x "$f" ] || { echo "screenshots: $f is missing; build the project first" >&2; exit 1; }
done
command -v xvfb-run >/dev/null || { echo "screenshots: xvfb-run is missing (apt install xvfb xauth)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/states"
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"

"$cli" simulate --seed 11 --count 4 --output "$work/states" >/dev/null
states=("$work"/states/*.json)

# Photos: rendered from the simulated states when the renderer is built.
photo=""
unsure=""
if "$cli" render "${states[0]}" -o "$work/alice.jpg" --seed 11 --level easy --no-truth >/dev/null 2>&1; then
  photo="$work/alice.jpg"
  # A harder photo whose reading has uncertain items, for the second picture.
  for seed in 21 22 23 24 25 26 27 28; do
    "$cli" render "${states[1]}" -o "$work/bob-$seed.jpg" --seed "$seed" --level hard --no-truth >/dev/null 2>&1 || continue
    if "$cli" score --json "$work/bob-$seed.jpg" 2>/dev/null | grep -q '"uncertain":\[{'; then
      unsure="$work/bob-$seed.jpg"
      break
    fi
  done
fi

shoot() {  # shoot NAME ARGS...
  local name="$1"
  shift
  xvfb-run -a -s "-screen 0 1400x900x24" "$desktop" --lang en --no-autosave --screenshot "$out/$name" "$@"
  echo "screenshots: wrote $out/$name"
}

# 1. A read board with its score (the total part selected lights up everything that scored).
shoot reading.png --score-part 10 ${photo:-"${states[0]}"}

# 2. An uncertain reading selected (from a real reading when one was found).
if [ -n "$unsure" ]; then
  shoot uncertain.png --select-uncertain 0 "$unsure"
else
  shoot uncertain.png --select-uncertain 0 ${photo:-"${states[1]}"}
fi

# 3. Several players, one of them twice (a shared place), and the ranking.
cp "${states[2]}" "$work/states/carol.json"
cp "${states[2]}" "$work/states/dave.json"
shoot ranking.png --score-part 2 "${states[1]}" "${states[3]}" "$work/states/carol.json" "$work/states/dave.json" \
  ${photo:-}
