#!/usr/bin/env bash
# Builds the libFuzzer harnesses (preset `fuzz`, clang, in build-fuzz/) and runs each in
# turn for SECONDS (default 60), starting from its corpus in tests/fuzz/corpus/<name>/.
# New inputs go to build-fuzz/fuzz/corpus-<name>/; a crash stops the run and is written
# to build-fuzz/fuzz/crash-<name>-*: copy it into the corpus folder once it is fixed.
#   usage: scripts/fuzz.sh [SECONDS] [HARNESS...]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install_deps.sh
seconds="${1:-60}"
shift || true
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  harnesses=(protocol move_parser options saved_game remote_message)
fi

cmake --preset fuzz -G Ninja >/dev/null
cmake --build --preset fuzz -j "$(nproc)" --target "${harnesses[@]/#/fuzz_}"

out=build-fuzz/fuzz
for name in "${harnesses[@]}"; do
  echo "== fuzz_${name} for ${seconds} s =="
  mkdir -p "${out}/corpus-${name}"
  # The protocol's inputs may exceed its 65,536-byte line limit.
  max_len=65536
  [ "$name" = protocol ] && max_len=140000
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "${out}/fuzz_${name}" -max_total_time="${seconds}" -timeout=10 -rss_limit_mb=2048 -max_len="${max_len}" \
      -print_final_stats=1 -artifact_prefix="${out}/crash-${name}-" \
      "${out}/corpus-${name}" "tests/fuzz/corpus/${name}"
done
