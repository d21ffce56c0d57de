#!/usr/bin/env bash
# Configures and builds a Release build in build/ (executables in build/bin/).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release -G Ninja >/dev/null
cmake --build --preset release -j "$(nproc)"
