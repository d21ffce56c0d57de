#!/usr/bin/env bash
# Builds the Debian package ludoteca_<version>_<arch>.deb with CPack and prints its path.
# It uses a Release build without the tests in build-package/; BUILD_DIR chooses another
# build directory (for example build/, already built by scripts/test.sh). Then:
#   sudo apt-get install ./build-package/ludoteca_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build-package}"
scripts/install_deps.sh
if [[ ! -f "$build/CMakeCache.txt" ]]; then
  launcher=()
  if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLUDOTECA_BUILD_TESTS=OFF "${launcher[@]}" >/dev/null
fi
cmake --build "$build" -j "$(nproc)"
rm -f "$build"/ludoteca_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
ls "$build"/ludoteca_*.deb
