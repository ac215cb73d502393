# CPack: a Debian package, headroom_<version>_amd64.deb, from the install rules.
#   cmake --build build && (cd build && cpack -G DEB)
# Included from the top-level CMakeLists.txt after every install rule.

set(CPACK_PACKAGE_NAME "headroom")
set(CPACK_PACKAGE_VENDOR "Headroom Systems GmbH")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "GPU server configurator for LLM fine-tuning")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://headroom.example/")
set(CPACK_PACKAGE_CONTACT "Headroom Systems GmbH <packaging@headroom.example>")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Headroom")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/")

if(NOT CPACK_GENERATOR)
  if(WIN32)
    set(CPACK_GENERATOR "ZIP")
  elseif(APPLE)
    set(CPACK_GENERATOR "DragNDrop")
  else()
    set(CPACK_GENERATOR "DEB")
  endif()
endif()

# Debian
set(CPACK_DEBIAN_PACKAGE_NAME "headroom")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)          # headroom_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CPACK_PACKAGE_HOMEPAGE_URL}")
# CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY on the first line; this is the long part.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Headroom works out whether a fine-tuning job for a large language model fits a
GPU server: memory per GPU (weights, gradients, optimizer state, activations),
time per step, power, host memory and storage. It ranks catalog servers for a
workload and writes quotes as PDF (English or German). The catalog of GPUs,
servers, models and prices is JSON under /usr/share/headroom/catalog; a user
catalog in ~/.config/headroom/catalog adds to it or overrides it.")
# dpkg-shlibdeps finds the linked libraries (libc6, libstdc++6, libyaml-cpp0.7,
# libqt6core6/gui6/widgets6…);
# listed by hand: what Qt loads at run time as plugins (platform plugins, the SVG icon engine)
# and the Qt modules the UI is built against, in case the linker drops one as unused.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6charts6 (>= 6.4), libqt6printsupport6 (>= 6.4), libqt6svg6 (>= 6.4), qt6-qpa-plugins (>= 6.4)")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, fonts-dejavu-core")

include(CPack)
