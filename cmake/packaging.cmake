# `cpack -G DEB` (scripts/package.sh): a Debian package of everything `cmake --install`
# puts in place, its Depends worked out by dpkg-shlibdeps from the libraries the programs
# link. The file triggers of shared-mime-info, desktop-file-utils and the hicolor icon
# theme refresh their caches, so the package needs no scripts of its own.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ludoteca)
set(CPACK_PACKAGE_VENDOR "The Ludoteca developers")
# No address yet: the maintainer is named without one.
set(CPACK_PACKAGE_CONTACT "The Ludoteca developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "five modern board games against friends or the computer")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Named as well as found: the review's chart needs Qt Charts.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6charts6")
# Qt's own dialogs and buttons in the player's language; the app works without it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# The first line of the package description is the summary above.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Ludoteca is a collection of modern board games, played by several people at one
computer or against computer opponents at three levels: Egotzi, Azzanna la Zucca!,
Wapi, Wang Zi and Asymmetric Circular Chess, each on a board of its own.
.
The package also holds ludoteca-cli, which plays the same games through a text
protocol for other programs and runs matches between computer players.")

include(CPack)
