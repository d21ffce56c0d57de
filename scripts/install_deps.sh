#!/usr/bin/env bash
# Installs the Debian 12 packages Ludoteca needs to build, test and run, only when missing.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-svg-dev libgl-dev
  qt6-charts-dev libqt6opengl6-dev
  qt6-multimedia-dev
  libqt6sql6-sqlite
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  catch2 nlohmann-json3-dev
  libstrophe-dev qtkeychain-qt6-dev prosody openssl
  xvfb xauth openbox x11-utils
  dbus-daemon dbus-bin at-spi2-core
  librsvg2-bin file
  desktop-file-utils appstream libxml2-utils lintian
  clang libclang-rt-14-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

# Prosody is here for the tests, which start their own servers: the system service that
# its package starts is stopped and kept from starting at boot.
if [[ " ${missing[*]} " == *" prosody "* ]]; then
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    "${sudo_cmd[@]}" systemctl disable --now prosody || true
  else
    "${sudo_cmd[@]}" service prosody stop || true
  fi
fi
