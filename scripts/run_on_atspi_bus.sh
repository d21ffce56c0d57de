#!/usr/bin/env bash
# Runs a command as a screen reader would meet the app: on a private D-Bus session with the
# accessibility bus of at-spi2-core running, in Xvfb, with Qt's AT-SPI bridge switched on.
# Usage: scripts/run_on_atspi_bus.sh COMMAND [ARGS...]
set -euo pipefail
launcher=/usr/libexec/at-spi-bus-launcher
for program in dbus-run-session dbus-send xvfb-run "$launcher"; do
  if ! command -v "$program" > /dev/null; then
    echo "$program is missing: scripts/install_deps.sh installs it" >&2
    exit 1
  fi
done

if [[ "${LUDOTECA_ON_ATSPI_BUS:-}" != 1 ]]; then
  export LUDOTECA_ON_ATSPI_BUS=1 QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
  exec dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi

# Inside the session: Qt's bridge looks for the accessibility bus when it starts, so the
# bus goes first, and the command runs once it is there.
"$launcher" --launch-immediately > /dev/null 2>&1 &
bus=$!
trap 'kill "$bus" 2> /dev/null || true' EXIT
for _ in $(seq 300); do
  if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
       org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2> /dev/null | grep -q true; then
    break
  fi
  sleep 0.1
done
"$@"
