#!/usr/bin/env bash
# Builds the app's tests and the search's tests (test_app, test_ai) with ThreadSanitizer in
# build-tsan/ and runs them. The app's threads: the AI seats' worker (session/ai_player.*),
# the review's (review/game_reviewer.*) and the evaluation bar's, each answering the GUI
# thread; the search itself runs on several threads (root parallelism, ai::SearchTrees).
# Not part of .ci/run (see README.md for its time); run it after changing any of these.
# CMAKE_CXX_COMPILER_LAUNCHER=ccache in the environment keeps rebuilds short.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
cmake --preset tsan -G Ninja >/dev/null
cmake --build --preset tsan -j "$(nproc)"
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan.supp" \
  QT_QPA_PLATFORM=offscreen ctest --preset tsan -j "$(nproc)"
