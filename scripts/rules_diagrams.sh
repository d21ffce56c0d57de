#!/usr/bin/env bash
# Draws the rules pages' diagrams again: every position docs/rules/diagrams.json lists,
# drawn by its game's board view into docs/rules/ (the English pictures, and those with
# words again in every other language). Builds ludoteca-devtools first if it is missing.
# BUILD_DIR chooses the build directory (default: build).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
app="$build/bin/ludoteca-devtools"

if [[ ! -x "$app" ]]; then
  cmake -S "$root" -B "$build" -G Ninja
  cmake --build "$build" --target ludoteca-devtools -j2
fi

QT_QPA_PLATFORM=offscreen "$app" --diagrams "$root/docs/rules"
