# Registers the Debian package tests (issue 8); included from tests/CMakeLists.txt.
# package.build runs cpack into its own folder (never the build folder's package target, and
# never ctest), the others use what it unpacked. Linux with dpkg-deb and the UI only.
if(NOT HEADROOM_BUILD_UI OR NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  return()
endif()
find_program(HEADROOM_DPKG_DEB dpkg-deb)
if(NOT HEADROOM_DPKG_DEB)
  message(STATUS "dpkg-deb not found: no package tests")
  return()
endif()

set(_pkg_script "${CMAKE_CURRENT_LIST_DIR}/test_package.cmake")
set(_pkg_args -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/package -DVERSION=${PROJECT_VERSION}
              -DSOURCE_DIR=${PROJECT_SOURCE_DIR})
add_test(NAME package.build
         COMMAND ${CMAKE_COMMAND} ${_pkg_args} -DMODE=build -DCPACK_COMMAND=${CMAKE_CPACK_COMMAND}
                 -DCPACK_CONFIG=${CMAKE_BINARY_DIR}/CPackConfig.cmake -P ${_pkg_script})
set_tests_properties(package.build PROPERTIES FIXTURES_SETUP headroom_deb)
foreach(mode desktop metainfo run user_catalog)
  add_test(NAME package.${mode} COMMAND ${CMAKE_COMMAND} ${_pkg_args} -DMODE=${mode} -P ${_pkg_script})
  set_tests_properties(package.${mode} PROPERTIES FIXTURES_REQUIRED headroom_deb)
endforeach()
set_tests_properties(package.build package.desktop package.metainfo package.run package.user_catalog
                     PROPERTIES TIMEOUT 180 LABELS package SKIP_REGULAR_EXPRESSION "HEADROOM_TEST_SKIPPED")
