#!/usr/bin/env bash
# Installs a build into a scratch DESTDIR under the prefix /usr, compares the installed files
# with the list below, and runs both installed programs' --version without a display.
#   install_test.sh BUILD_DIR APP_ID VERSION BINDIR
# BINDIR is the programs' folder under the prefix (LUDOTECA_INSTALL_BINDIR: bin, or games).
set -euo pipefail
build="$1"
id="$2"
version="$3"
bindir="$4"
destdir="$(mktemp -d)"
trap 'rm -rf "$destdir"' EXIT

DESTDIR="$destdir" cmake --install "$build" --prefix /usr >/dev/null

expected="$(sort <<EOF_LIST
usr/$bindir/ludoteca
usr/$bindir/ludoteca-cli
usr/share/applications/$id.desktop
usr/share/icons/hicolor/16x16/apps/$id.png
usr/share/icons/hicolor/22x22/apps/$id.png
usr/share/icons/hicolor/32x32/apps/$id.png
usr/share/icons/hicolor/48x48/apps/$id.png
usr/share/icons/hicolor/64x64/apps/$id.png
usr/share/icons/hicolor/128x128/apps/$id.png
usr/share/icons/hicolor/256x256/apps/$id.png
usr/share/icons/hicolor/scalable/apps/$id.svg
usr/share/doc/ludoteca/changelog.gz
usr/share/doc/ludoteca/copyright
usr/share/man/it/man6/ludoteca.6.gz
usr/share/man/man6/ludoteca.6.gz
usr/share/man/man6/ludoteca-cli.6.gz
usr/share/metainfo/$id.metainfo.xml
usr/share/mime/packages/$id.xml
EOF_LIST
)"
installed="$(cd "$destdir" && find . -type f -printf '%P\n' | sort)"
if [[ "$installed" != "$expected" ]]; then
  echo "the installed files differ from the expected ones (< expected, > installed):"
  diff <(echo "$expected") <(echo "$installed") || true
  exit 1
fi

unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
status=0
for program in ludoteca-cli ludoteca; do
  output="$("$destdir/usr/$bindir/$program" --version)"
  case "$output" in
    "ludoteca-cli $version" | "Ludoteca $version") echo "$output" ;;
    *) echo "$program --version printed '$output', not version $version"; status=1 ;;
  esac
done
[[ $status -eq 0 ]] && echo "$(wc -l <<<"$installed") files installed as expected"
exit $status
