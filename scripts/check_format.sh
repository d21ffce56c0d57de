#!/usr/bin/env bash
# Checks that every tracked C++ source follows .clang-format. Prints the files that do not
# and fails.
#   scripts/check_format.sh            check
#   scripts/check_format.sh --fix      reformat those files in place
set -euo pipefail
cd "$(dirname "$0")/.."
format="${CLANG_FORMAT:-$(command -v clang-format-14 || command -v clang-format || true)}"
if [[ -z "$format" ]]; then
  echo "check_format: clang-format not found (set CLANG_FORMAT)" >&2
  exit 1
fi
bad=0
while IFS= read -r file; do
  if [[ "${1:-}" == "--fix" ]]; then
    "$format" -i --style=file "$file"
  elif ! "$format" --dry-run --Werror --style=file "$file" >/dev/null 2>&1; then
    echo "not formatted: $file"
    bad=1
  fi
done < <(git ls-files '*.cpp' '*.h')
exit "$bad"
