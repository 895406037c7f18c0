# The Debian package (cpack -G DEB in the build directory). Library dependencies are computed by
# dpkg-shlibdeps from the binary; only the Qt plugins the studio loads at run time (not linked,
# so invisible to shlibdeps) are named: SVG icons, the SQLite driver, Mesa OpenGL drivers.
install(FILES ${CMAKE_SOURCE_DIR}/resources/LICENSE DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/trellis
    RENAME copyright)

set(CPACK_PACKAGE_NAME trellis)
set(CPACK_PACKAGE_VENDOR "The Trellis developers")
set(CPACK_PACKAGE_CONTACT "Trellis maintainers <maintainers@trellis.invalid>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "Trellis is an analysis and editor studio for Star Trek Tri-Dimensional Chess, Co Tu Lenh
(Commander Chess) and orthodox chess: play and annotate games in 2D and 3D, read and
write PGN-like game files, and analyse with the built-in engine.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/resources/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://trellis.invalid")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6svg6, libqt6sql6-sqlite, libgl1-mesa-dri, shared-mime-info")
include(CPack)
