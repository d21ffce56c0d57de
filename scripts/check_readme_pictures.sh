#!/usr/bin/env bash
# Fails when a picture in docs/screenshots/ is older than the code it shows: each picture
# must have been committed (by scripts/readme_pictures.sh) no earlier than the last commit
# that changed the files listed for it below. Outside a git checkout (a source package)
# there is no history to compare, and it says so.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1 || [[ -z "$(git log -1 --format=%ct 2>/dev/null)" ]]; then
  echo "check_readme_pictures: not a git checkout, nothing to compare"
  exit 0
fi
if [[ "$(git rev-parse --is-shallow-repository)" == true ]]; then
  echo "check_readme_pictures: a shallow clone has no dates to compare"
  exit 0
fi

# picture: the files and folders it shows
pictures=(
  "launcher.png launcher-it.png:src/app/ui/launcher_page.cpp src/app/ui/game_card.cpp resources/pictures"
  "egotzi.png:src/app/views/egotzi"
  "circular-chess.png circular-chess-scale2.png:src/app/views/circular_chess"
  "wapi.png wapi-800x600.png:src/app/views/wapi"
  "wangzi.png wangzi-it.png:src/app/views/wangzi"
  "azzanna.png:src/app/views/azzanna"
  "review.png:src/app/review"
  "lesson.png:src/app/lessons resources/lessons/wangzi"
  "history.png statistics.png:src/app/history/history_dialog.cpp src/app/history/statistics_view.cpp"
  "settings.png:src/app/ui/settings_dialog.cpp"
  "pass-screen.png:src/app/ui/pass_screen_cover.cpp"
)
stale=0
for entry in "${pictures[@]}"; do
  names="${entry%%:*}"
  sources="${entry#*:}"
  # shellcheck disable=SC2086
  changed="$(git log -1 --format=%ct -- $sources)"
  for name in $names; do
    picture="docs/screenshots/$name"
    if [[ ! -f "$picture" ]]; then
      echo "missing: $picture (run scripts/readme_pictures.sh)"
      stale=1
      continue
    fi
    taken="$(git log -1 --format=%ct -- "$picture")"
    if [[ -z "$taken" ]] || { [[ -n "$changed" ]] && (( taken < changed )); }; then
      echo "older than what it shows: $picture ($sources changed since; run scripts/readme_pictures.sh)"
      stale=1
    fi
  done
done
if (( stale )); then
  exit 1
fi
echo "every README picture is as new as what it shows"
