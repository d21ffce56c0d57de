#!/usr/bin/env bash
# Builds the Debian package ludoteca_<version>_<arch>.deb with CPack and prints its path.
# It uses a Release build without the tests in build-package/; BUILD_DIR chooses another
# build directory (for example build/, already built by scripts/test.sh), which is then
# packaged as it is, without compiling it again. The programs go in /usr/games, as Debian's
# policy asks of games: the build directory is configured so for the package and, when it
# is BUILD_DIR and was set otherwise, set back afterwards. Then:
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
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLUDOTECA_BUILD_TESTS=OFF \
    -DLUDOTECA_INSTALL_BINDIR=games "${launcher[@]}" >/dev/null
fi
bindir="$(sed -n 's/^LUDOTECA_INSTALL_BINDIR:[A-Z]*=//p' "$build/CMakeCache.txt")"
if [[ "$bindir" != games ]]; then
  cmake "$build" -DLUDOTECA_INSTALL_BINDIR=games >/dev/null
  if [[ -n "${BUILD_DIR:-}" ]]; then
    trap 'cmake "$build" -DLUDOTECA_INSTALL_BINDIR="${bindir:-bin}" >/dev/null' EXIT
  fi
fi
cmake --build "$build" -j "$(nproc)"
rm -f "$build"/ludoteca_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
ls "$build"/ludoteca_*.deb
