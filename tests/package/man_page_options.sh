#!/usr/bin/env bash
# Checks that a man page and a program's --help name the same long options.
#   man_page_options.sh [--lang LOCALE] MANPAGE PROGRAM [SUBCOMMAND...]
# The help of each SUBCOMMAND (`PROGRAM SUBCOMMAND --help`) counts too. The program runs
# without a display, as --help must work from a console, with LANG=LOCALE (C.UTF-8 unless
# given) and an empty home, so that no language chosen in the app's settings counts. A
# LOCALE other than C.UTF-8 is the man page's language: --help must then differ from its
# English, i.e. speak that language too.
set -euo pipefail
locale=C.UTF-8
if [[ "$1" == --lang ]]; then
  locale="$2"
  shift 2
fi
man_page="$1"
program="$2"
shift 2
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM LANGUAGE LC_ALL LC_MESSAGES
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share"

help_in() {
  local help
  help="$(LANG="$1" "$program" --help)"
  for command in "${@:2}"; do
    help+=$'\n'"$(LANG="$1" "$program" "$command" --help)"
  done
  echo "$help"
}
help="$(help_in "$locale" "$@")"
if [[ "$locale" != C.UTF-8 && "$help" == "$(help_in C.UTF-8 "$@")" ]]; then
  echo "$(basename "$program") --help under LANG=$locale is the English one"
  exit 1
fi

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
