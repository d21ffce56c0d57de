#!/usr/bin/env bash
# Every window a player meets fits the screen with its frame: `ludoteca-devtools
# --check-fit` under Xvfb with a window manager (openbox) drawing real title bars, at
# 800×600, and at 1600×1000 with a scale factor of 2, in English and in Italian.
# Usage: scripts/check_window_fit.sh [path/to/ludoteca-devtools]
set -euo pipefail
devtools="${1:-build/bin/ludoteca-devtools}"
for program in xvfb-run openbox xprop; do
  if ! command -v "$program" > /dev/null; then
    echo "$program is missing: scripts/install_deps.sh installs it" >&2
    exit 1
  fi
done

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

status=0
attempt() { # SCREEN SCALE LANG LOG
  local screen="$1" scale="$2" lang="$3" log="$4"
  local home="$scratch/$screen-$scale-$lang"
  rm -rf "$home"
  mkdir -p "$home/config" "$home/data"
  # A window manager of its own in the same X server, then the check once it manages
  # windows (a fixed wait lost the race on a busy machine, and the frames went unmeasured).
  XDG_CONFIG_HOME="$home/config" LANG="$lang" LC_ALL= LANGUAGE= QT_QPA_PLATFORM=xcb \
    QT_SCALE_FACTOR="$scale" xvfb-run -a -s "-screen 0 ${screen}x24" \
    bash -c 'openbox --sm-disable > /dev/null 2>&1 &
             for _ in $(seq 200); do
               xprop -root _NET_SUPPORTING_WM_CHECK 2> /dev/null | grep -q "window id" && break
               sleep 0.1
             done
             "$0" --check-fit --data-dir "$1"' \
    "$devtools" "$home/data" 2>&1 | tee "$log"
  return "${PIPESTATUS[0]}"
}
run() { # SCREEN SCALE LANG
  local screen="$1" scale="$2" lang="$3" log="$scratch/log"
  echo "== ${screen} at scale ${scale}, ${lang} =="
  attempt "$screen" "$scale" "$lang" "$log" && return
  # On a loaded machine the window manager now and then leaves a window unframed past
  # every wait; that says nothing about its size, so such a run is tried once more. A
  # window measured too big fails at once.
  if grep -q "no frame" "$log" && ! grep -q "DOES NOT FIT\|not opened" "$log"; then
    echo "-- a window went unframed; once more --"
    attempt "$screen" "$scale" "$lang" "$log" && return
  fi
  status=1
}
run 800x600 1 en_GB.UTF-8
run 800x600 1 it_IT.UTF-8
run 1600x1000 2 en_GB.UTF-8
exit $status
