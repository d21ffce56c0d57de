# What `cmake --install` puts beside the two programs: the man pages (English, and
# Italian for the app), the copyright and changelog, the desktop entry, the AppStream
# metainfo, the saved-game MIME type and the hicolor icon (SVG plus PNG sizes drawn from it
# at build time). Paths come from GNUInstallDirs, so --prefix and DESTDIR are honoured. The
# programs install themselves from their own folders, into LUDOTECA_INSTALL_BINDIR.
set(desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)

# Man pages and the changelog go in compressed, as Debian's policy asks: gzip -9n, without
# the file's name and time, so that two builds give the same bytes.
find_program(GZIP gzip REQUIRED)
set(gzipped_files)
function(ludoteca_install_gzipped source destination)
  get_filename_component(name ${source} NAME)
  set(copy ${PROJECT_BINARY_DIR}/gzipped/${destination}/${name})
  add_custom_command(OUTPUT ${copy}.gz
                     COMMAND ${CMAKE_COMMAND} -E copy ${source} ${copy}
                     COMMAND ${GZIP} -9nf ${copy}
                     DEPENDS ${source}
                     COMMENT "Compressing ${destination}/${name}" VERBATIM)
  set(gzipped_files ${gzipped_files} ${copy}.gz PARENT_SCOPE)
  install(FILES ${copy}.gz DESTINATION ${destination})
endfunction()

set(doc_dir ${CMAKE_INSTALL_DATADIR}/doc/ludoteca)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright DESTINATION ${doc_dir})
ludoteca_install_gzipped(${PROJECT_SOURCE_DIR}/packaging/changelog ${doc_dir})
ludoteca_install_gzipped(${PROJECT_SOURCE_DIR}/docs/man/ludoteca-cli.6 ${CMAKE_INSTALL_MANDIR}/man6)
if(LUDOTECA_BUILD_APP)
  ludoteca_install_gzipped(${PROJECT_SOURCE_DIR}/docs/man/ludoteca.6 ${CMAKE_INSTALL_MANDIR}/man6)
  ludoteca_install_gzipped(${PROJECT_SOURCE_DIR}/docs/man/it/ludoteca.6 ${CMAKE_INSTALL_MANDIR}/it/man6)
endif()
add_custom_target(ludoteca_gzipped ALL DEPENDS ${gzipped_files})
if(NOT LUDOTECA_BUILD_APP)
  return()
endif()

install(FILES ${desktop_dir}/${LUDOTECA_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
configure_file(${desktop_dir}/${LUDOTECA_APP_ID}.metainfo.xml.in
               ${PROJECT_BINARY_DIR}/${LUDOTECA_APP_ID}.metainfo.xml @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/${LUDOTECA_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${desktop_dir}/${LUDOTECA_APP_ID}.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages)
install(FILES ${desktop_dir}/${LUDOTECA_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# Fixed sizes for desktops and panels that want pixels, rendered from the one SVG.
find_program(RSVG_CONVERT rsvg-convert)
if(NOT RSVG_CONVERT)
  message(WARNING "rsvg-convert (Debian: librsvg2-bin) not found: only the SVG icon is installed")
  return()
endif()
set(icon_pngs)
foreach(size IN ITEMS 16 22 32 48 64 128 256)
  set(png ${PROJECT_BINARY_DIR}/icons/${size}x${size}/${LUDOTECA_APP_ID}.png)
  add_custom_command(OUTPUT ${png}
                     COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons/${size}x${size}
                     COMMAND ${RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${desktop_dir}/${LUDOTECA_APP_ID}.svg
                     DEPENDS ${desktop_dir}/${LUDOTECA_APP_ID}.svg
                     COMMENT "Drawing the ${size}x${size} icon" VERBATIM)
  list(APPEND icon_pngs ${png})
  install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()
add_custom_target(ludoteca_icons ALL DEPENDS ${icon_pngs})
