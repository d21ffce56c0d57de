#!/usr/bin/env bash
# CTest splits a test's name at ';' (a CMake list), so a test case named with one is run
# as two names that match nothing and pass without running. Fails on any such name.
set -euo pipefail
root=${1:-$(dirname "$0")/..}
if grep -rnE 'TEST_CASE\("[^"]*;' "$root/tests" --include='*.cpp'; then
  echo "Test case names above hold ';': CTest would never run them." >&2
  exit 1
fi
