#!/usr/bin/env bash
# Writes PNG screenshots of the desktop app into <build>/screenshots/ with
# ludoteca-devtools: the launcher, the set-up dialog and the rules, then each game's tour
# (src/devtools/tours/): an Egotzi game in play and a finished one, Circular Chess (a piece
# picked up, then three computer players in play and finished), Wapi among four computer
# players, a Wang Zi move being entered and a game in play and finished, then Azzanna's
# pictures, the review of a finished Egotzi game beside its board, and last a Wang Zi
# lesson with its course. Builds the tools first if they are missing.
#   scripts/screenshots.sh          offscreen rendering (no display needed)
#   scripts/screenshots.sh --xvfb   a real X11 window under xvfb-run
#   scripts/screenshots.sh --size 800x600 [--xvfb]
#                                   the main window at that size (default 1200x820)
# BUILD_DIR chooses the build directory, OUT_DIR the pictures' folder (default:
# <build>/screenshots).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
app="$build/bin/ludoteca-devtools"
out="${OUT_DIR:-$build/screenshots}"

if [[ ! -x "$app" ]]; then
  cmake -S "$root" -B "$build" -G Ninja
  cmake --build "$build" --target ludoteca-devtools -j2
fi

# A throw-away data folder, so the user's unfinished game is left alone.
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
mkdir -p "$out"

xvfb=false
size=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --xvfb) xvfb=true ;;
    --size) size=(--window-size "$2"); shift ;;
    *) echo "usage: $0 [--xvfb] [--size WIDTHxHEIGHT]" >&2; exit 2 ;;
  esac
  shift
done

if $xvfb; then
  xvfb-run -a -s "-screen 0 1600x1000x24" \
    env QT_QPA_PLATFORM=xcb "$app" --data-dir "$data" --screenshots "$out" "${size[@]}"
else
  QT_QPA_PLATFORM=offscreen "$app" --data-dir "$data" --screenshots "$out" "${size[@]}"
fi
echo "screenshots in $out"
