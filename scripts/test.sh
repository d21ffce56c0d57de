#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
scripts/build.sh
QT_QPA_PLATFORM=offscreen ctest --preset release -j "$(nproc)"
