#!/usr/bin/env bash
# Builds the app's tests with ThreadSanitizer in build-tsan/ and runs them: the AI player
# searches on a worker thread and answers the GUI thread, the only threads in the program.
# Not part of .ci/run (a full instrumented build and the slower tests would not fit its
# time budget); run it after changing session/ai_player.* or game_session.*.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
cmake --preset tsan -G Ninja >/dev/null
cmake --build --preset tsan -j "$(nproc)"
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan.supp" \
  QT_QPA_PLATFORM=offscreen ctest --preset tsan -j "$(nproc)"
