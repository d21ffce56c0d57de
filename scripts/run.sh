#!/usr/bin/env bash
# Installs what is missing, builds, and starts the app.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
scripts/build.sh
if [ -x build/bin/ludoteca ]; then
  exec build/bin/ludoteca "$@"
fi
exec build/bin/ludoteca-cli --help
