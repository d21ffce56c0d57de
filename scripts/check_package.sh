#!/usr/bin/env bash
# Builds the .deb (scripts/package.sh, in BUILD_DIR) and checks what dpkg-deb shows of it:
# the control fields and the files. As root it then installs the package with apt-get,
# runs the installed desktop entry's Exec line, finds the man pages and removes the
# package again; otherwise it says that it skips that part.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build-package}"
deb="$(BUILD_DIR="$build" scripts/package.sh | tail -n 1)"
version="$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")"
id="$(basename resources/desktop/*.desktop .desktop)"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

echo "== $deb: fields =="
info="$(dpkg-deb --info "$deb")"
for field in "Package: ludoteca" "Version: $version" "Section: games" "Maintainer: .+" \
             "Depends: .*libqt6widgets6.*" "Depends: .*libqt6charts6.*" "Description: .+"; do
  grep -Eq "^ $field\$" <<<"$info" || fail "no '$field' in dpkg-deb --info"
done
grep -q '^  .*Egotzi' <<<"$info" || fail "no long description naming the games"

echo "== $deb: files =="
contents="$(dpkg-deb --contents "$deb" | awk '{print $6}')"
for file in usr/bin/ludoteca usr/bin/ludoteca-cli usr/share/applications/$id.desktop \
            usr/share/metainfo/$id.metainfo.xml usr/share/mime/packages/$id.xml \
            usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/icons/hicolor/48x48/apps/$id.png \
            usr/share/man/man6/ludoteca.6 usr/share/man/man6/ludoteca-cli.6; do
  grep -qxF "./$file" <<<"$contents" || fail "$file is not in the package"
done

echo "== installing $deb =="
if [[ "$(id -u)" -ne 0 ]]; then
  echo "skipped: installing the package needs root"
elif dpkg-query -W -f='${Status}' ludoteca 2>/dev/null | grep -q "install ok installed"; then
  echo "skipped: a ludoteca package is installed already and is left alone"
else
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
  exec_line="$(sed -n 's/^Exec=//p' "/usr/share/applications/$id.desktop")"
  command="${exec_line% %f}"
  home="$(mktemp -d)"
  # The menu's command: it prints the version, and starts the app (offscreen) and keeps it running.
  output="$(env -u DISPLAY -u WAYLAND_DISPLAY HOME="$home" $command --version)"
  [[ "$output" == "Ludoteca $version" ]] || fail "'$command --version' printed '$output'"
  status=0
  HOME="$home" QT_QPA_PLATFORM=offscreen timeout 5 $command >/dev/null 2>&1 || status=$?
  [[ $status -eq 124 ]] || fail "'$exec_line' ended with status $status instead of running"
  if command -v man >/dev/null; then
    man -w 6 ludoteca >/dev/null || fail "man cannot find ludoteca(6)"
    man -w 6 ludoteca-cli >/dev/null || fail "man cannot find ludoteca-cli(6)"
  fi
  if command -v update-mime-database >/dev/null; then
    # shared-mime-info's trigger has taken the saved-game type in.
    grep -q ':application/x-ludoteca-game:\*\.ludoteca' /usr/share/mime/globs2 \
      || fail "the MIME database does not know *.ludoteca"
  fi
  rm -rf "$home"
  DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq ludoteca >/dev/null
  echo "installed, started from the desktop entry and removed again"
fi

if [[ $failures -ne 0 ]]; then
  echo "$failures check(s) of the package failed"
  exit 1
fi
echo "the package is complete"
