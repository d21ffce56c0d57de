#!/usr/bin/env bash
# Checks that the C++ sources follow .clang-format. Files written before it existed and
# not yet reformatted are listed in .clang-format-ignore (one path a line); every other
# tracked .cpp and .h file must be formatted. Prints the files that are not and fails.
#   scripts/check_format.sh            check
#   scripts/check_format.sh --fix      reformat those files in place
set -euo pipefail
cd "$(dirname "$0")/.."
format="${CLANG_FORMAT:-$(command -v clang-format-14 || command -v clang-format || true)}"
if [[ -z "$format" ]]; then
  echo "check_format: clang-format not found (set CLANG_FORMAT)" >&2
  exit 1
fi
mapfile -t ignored < <(grep -v '^\s*\(#\|$\)' .clang-format-ignore 2>/dev/null || true)
bad=0
while IFS= read -r file; do
  for skip in "${ignored[@]}"; do
    [[ "$file" == "$skip" ]] && continue 2
  done
  if [[ "${1:-}" == "--fix" ]]; then
    "$format" -i --style=file "$file"
  elif ! "$format" --dry-run --Werror --style=file "$file" >/dev/null 2>&1; then
    echo "not formatted: $file"
    bad=1
  fi
done < <(git ls-files '*.cpp' '*.h')
exit "$bad"
