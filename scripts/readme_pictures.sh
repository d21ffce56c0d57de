#!/usr/bin/env bash
# Takes the README's pictures (docs/screenshots/) again from the current build: the tour of
# scripts/screenshots.sh in English, in Italian, at 800×600 and at scale 2, each picture the
# README shows shrunk as it was (ImageMagick's convert: apt-get install imagemagick).
# scripts/check_readme_pictures.sh, run by CTest, says when a picture is older than what it
# shows.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! convert -version 2>/dev/null | grep -q ImageMagick; then
  echo "readme_pictures: needs ImageMagick's convert (apt-get install imagemagick)" >&2
  exit 1
fi
shots="$(mktemp -d)"
trap 'rm -rf "$shots"' EXIT
OUT_DIR="$shots/en" LANG=C.UTF-8 "$root/scripts/screenshots.sh" --xvfb >/dev/null
OUT_DIR="$shots/it" LANG=it_IT.UTF-8 "$root/scripts/screenshots.sh" --xvfb >/dev/null
OUT_DIR="$shots/small" LANG=C.UTF-8 "$root/scripts/screenshots.sh" --size 800x600 --xvfb >/dev/null
OUT_DIR="$shots/scale2" LANG=C.UTF-8 QT_SCALE_FACTOR=2 "$root/scripts/screenshots.sh" --size 800x500 --xvfb >/dev/null

out="$root/docs/screenshots"
shrink() { # SOURCE TARGET SIZE
  convert "$1" -resize "$3" -colors 256 "PNG8:$out/$2"
}
shrink "$shots/en/launcher.png" launcher.png 720x492
shrink "$shots/en/egotzi-playing.png" egotzi.png 720x492
shrink "$shots/en/circular-chess-playing.png" circular-chess.png 720x492
shrink "$shots/en/wapi-playing.png" wapi.png 720x492
shrink "$shots/en/wangzi-playing.png" wangzi.png 720x492
shrink "$shots/en/azzanna-2p-playing.png" azzanna.png 720x492
shrink "$shots/en/review.png" review.png 1000x1000
shrink "$shots/en/lessons-step.png" lesson.png 720x720
shrink "$shots/en/history.png" history.png 720x720
shrink "$shots/en/history-statistics.png" statistics.png 720x720
shrink "$shots/en/settings.png" settings.png 720x720
shrink "$shots/en/circular-chess-pass-screen.png" pass-screen.png 720x492
shrink "$shots/it/launcher.png" launcher-it.png 720x492
shrink "$shots/it/wangzi-playing.png" wangzi-it.png 720x492
cp "$shots/small/wapi-playing.png" "$out/wapi-800x600.png"
shrink "$shots/scale2/circular-chess-playing.png" circular-chess-scale2.png 800x500
echo "pictures in $out"
