#!/usr/bin/env bash
# Checks that a man page and a program's --help name the same long options.
#   man_page_options.sh MANPAGE PROGRAM [SUBCOMMAND...]
# The help of each SUBCOMMAND (`PROGRAM SUBCOMMAND --help`) counts too. The program runs
# without a display, as --help must work from a console.
set -euo pipefail
man_page="$1"
program="$2"
shift 2
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM

help="$("$program" --help)"
for command in "$@"; do
  help+=$'\n'"$("$program" "$command" --help)"
done

long_options() { grep -oE -- '--[a-z][a-z-]*[a-z]' | sort -u; }
help_options="$(long_options <<<"$help")"
# troff writes a hyphen as \-.
man_options="$(sed 's/\\-/-/g' "$man_page" | long_options)"

status=0
missing="$(comm -23 <(echo "$help_options") <(echo "$man_options"))"
extra="$(comm -13 <(echo "$help_options") <(echo "$man_options"))"
if [[ -n "$missing" ]]; then
  echo "$man_page does not describe these options of $(basename "$program") --help:"
  echo "$missing"
  status=1
fi
if [[ -n "$extra" ]]; then
  echo "$man_page describes options that $(basename "$program") --help does not print:"
  echo "$extra"
  status=1
fi
[[ $status -eq 0 ]] && echo "$(basename "$man_page"): $(wc -l <<<"$help_options") options, in step with --help"
exit $status
