#!/usr/bin/env bash
# Builds the engine, the CLI and their tests with AddressSanitizer and
# UndefinedBehaviorSanitizer in build-sanitize/ and runs those tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
cmake --preset sanitize -G Ninja >/dev/null
cmake --build --preset sanitize -j "$(nproc)"
# Random play runs a quarter of its games here: instrumented, the full count alone takes
# longer than every other test together.
LUDOTECA_RANDOM_GAMES=300 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --preset sanitize -j "$(nproc)"
