#!/usr/bin/env bash
# Builds the .deb (scripts/package.sh, in BUILD_DIR) and checks what dpkg-deb shows of it:
# the control fields and the files. lintian then checks it the way Debian checks a package
# before it is uploaded, failing on any error or warning. As root it then installs the
# package with apt-get, runs the installed desktop entry's Exec line, finds the man pages
# (in Italian too), asks the app for its help in Italian and removes the package again;
# otherwise it says that it skips that part.
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
for field in "Package: ludoteca" "Version: $version" "Section: games" "Maintainer: [^<>]+ <[^<>@ ]+@[^<>@ ]+>" \
             "Depends: .*libqt6widgets6.*" "Depends: .*libqt6charts6.*" "Depends: .*libqt6sql6-sqlite.*" \
             "Depends: .*libqt6multimedia6.*" "Depends: .*gstreamer1.0-plugins-base.*" "Description: .+"; do
  grep -Eq "^ $field\$" <<<"$info" || fail "no '$field' in dpkg-deb --info"
done
grep -q '^  .*Egotzi' <<<"$info" || fail "no long description naming the games"
twice="$(dpkg-deb --field "$deb" Depends | tr ',' '\n' | sed -E 's/^ *//; s/[ (].*//' | sort | uniq -d)"
[[ -z "$twice" ]] || fail "Depends names $(echo $twice) more than once"
# The changelog's latest entry is this version, signed by the package's maintainer.
[[ "$(dpkg-parsechangelog -l packaging/changelog -S Version)" == "$version" ]] \
  || fail "packaging/changelog does not start with version $version"
[[ "$(dpkg-parsechangelog -l packaging/changelog -S Maintainer)" == "$(dpkg-deb --field "$deb" Maintainer)" ]] \
  || fail "packaging/changelog is not signed by the package's maintainer"

echo "== $deb: files =="
contents="$(dpkg-deb --contents "$deb" | awk '{print $6}')"
for file in usr/games/ludoteca usr/games/ludoteca-cli usr/share/applications/$id.desktop \
            usr/share/metainfo/$id.metainfo.xml usr/share/mime/packages/$id.xml \
            usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/icons/hicolor/48x48/apps/$id.png \
            usr/share/man/man6/ludoteca.6.gz usr/share/man/man6/ludoteca-cli.6.gz \
            usr/share/man/it/man6/ludoteca.6.gz \
            usr/share/doc/ludoteca/copyright usr/share/doc/ludoteca/changelog.gz; do
  grep -qxF "./$file" <<<"$contents" || fail "$file is not in the package"
done

echo "== $deb: lintian =="
# Errors and warnings fail the check; lintian's notes (I:, P:) are only advice.
lintian_status=0
lintian_output="$(lintian --fail-on error,warning "$deb" 2>&1)" || lintian_status=$?
[[ -n "$lintian_output" ]] && echo "$lintian_output"
if [[ $lintian_status -ne 0 ]] || grep -q '^[EW]: ' <<<"$lintian_output"; then
  fail "lintian reports errors or warnings (status $lintian_status)"
else
  echo "lintian: no error, no warning"
fi

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
  # A player's PATH on Debian (/etc/profile for users other than root), /usr/games included.
  player=(env -u DISPLAY -u WAYLAND_DISPLAY -u LANGUAGE -u LC_ALL -u LC_MESSAGES HOME="$home"
          PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games)
  # The menu's command: it prints the version, and starts the app (offscreen) and keeps it running.
  output="$("${player[@]}" $command --version)"
  [[ "$output" == "Ludoteca $version" ]] || fail "'$command --version' printed '$output'"
  status=0
  "${player[@]}" QT_QPA_PLATFORM=offscreen timeout 5 $command >/dev/null 2>&1 || status=$?
  [[ $status -eq 124 ]] || fail "'$exec_line' ended with status $status instead of running"
  # On an Italian system the help is in Italian.
  "${player[@]}" LANG=it_IT.UTF-8 $command --help | grep -q "Una raccolta di giochi da tavolo moderni" \
    || fail "'LANG=it_IT.UTF-8 $command --help' does not speak Italian"
  if command -v man >/dev/null; then
    man -w 6 ludoteca >/dev/null || fail "man cannot find ludoteca(6)"
    man -w 6 ludoteca-cli >/dev/null || fail "man cannot find ludoteca-cli(6)"
    # What man shows under LANG=it_IT.UTF-8 once that locale is generated, as on an Italian
    # system; -L asks for the same without it.
    [[ "$(man -w -L it 6 ludoteca)" == /usr/share/man/it/man6/ludoteca.6.gz ]] \
      || fail "man cannot find the Italian ludoteca(6)"
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
