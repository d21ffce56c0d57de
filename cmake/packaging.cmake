# `cpack -G DEB` (scripts/package.sh): a Debian package of everything `cmake --install`
# puts in place, built from the configured tree without compiling anything again. Its
# Depends are worked out by dpkg-shlibdeps from the libraries the programs link, plus the
# extra ones below. The file triggers of shared-mime-info, desktop-file-utils and the hicolor
# icon theme refresh their caches, so the package needs no scripts of its own. The copyright
# (DEP-5) and the changelog come from packaging/; scripts/check_package.sh runs lintian on
# the result.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ludoteca)
set(CPACK_PACKAGE_VENDOR "${LUDOTECA_CONTACT_NAME}")
set(CPACK_PACKAGE_CONTACT "${LUDOTECA_CONTACT_NAME} <${LUDOTECA_CONTACT_EMAIL}>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "five modern board games against friends or the computer")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Run-time needs that dpkg-shlibdeps cannot see, such as Qt plugins loaded by name (Debian's
# libqt6sql6-sqlite for Qt's SQLite driver): one package per entry, with a version where
# one is needed, e.g. "libqt6sql6-sqlite (>= 6.4)". Libraries the programs link are found
# on their own and must not be named here, or Depends would name them twice.
set(LUDOTECA_DEB_EXTRA_DEPENDS "libqt6sql6-sqlite (>= 6.4)") # the history of games
# The sounds: Debian's libqt6multimedia6 (linked, so found by dpkg-shlibdeps) carries Qt's
# GStreamer backend, which builds its output of the elements appsrc, audioconvert,
# audioresample and volume (gstreamer1.0-plugins-base) and a sink and the list of outputs
# from PulseAudio's or ALSA's GStreamer plugin. Without them the app stays silent.
list(APPEND LUDOTECA_DEB_EXTRA_DEPENDS "gstreamer1.0-plugins-base"
     "gstreamer1.0-pulseaudio | gstreamer1.0-alsa")
list(JOIN LUDOTECA_DEB_EXTRA_DEPENDS ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
# Qt's own dialogs and buttons in the player's language; the app works without it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# The first line of the package description is the summary above; the lines here stay
# within 72 columns, as Debian's policy advises.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Ludoteca is a collection of modern board games, played by several
people at one computer or against computer opponents at three levels:
Egotzi, Azzanna la Zucca!, Wapi, Wang Zi and Asymmetric Circular Chess,
each on a board of its own.
.
The package also holds ludoteca-cli, which plays the same games through
a text protocol for other programs and runs matches between computer
players.")

include(CPack)
