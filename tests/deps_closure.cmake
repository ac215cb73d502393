# packaging/deps.sh installs everything the build, the tests, the benchmarks and the packaging
# use on a bare Debian 12 machine (issue 12): every CMake package config this configure step
# found, its tools, and every program and runtime file the tests and scripts call, mapped to its
# Debian package, must be listed in deps.sh, pulled in by a listed package, or Priority: required.
# Included from tests/CMakeLists.txt; Debian (dpkg) only.
find_program(HEADROOM_DPKG_QUERY dpkg-query)
if(NOT HEADROOM_DPKG_QUERY)
  message(STATUS "dpkg-query not found: no deps_closure test (it checks Debian packages)")
  return()
endif()

# The CMake package configs come from CMakeCache.txt (every *_DIR entry: Qt6*, nlohmann_json,
# Catch2, yaml-cpp for the training recipes of core/recipe/ → libyaml-cpp-dev), so a new
# find_package() is checked without a line here.
set(_deps_args)
# Programs the tests, the benchmarks and the packaging scripts run by name.
foreach(program
    bash python3                               # packaging/*.sh, tests/measure
    pdftotext pdfinfo pdfimages                # test_quote.cpp reads the PDF back
    dpkg-deb dpkg-shlibdeps file               # package.* tests; CPack DEB with SHLIBDEPS
    desktop-file-validate appstreamcli         # package.desktop, package.metainfo
    xvfb-run xauth                             # the window on a virtual display
    clang clang++                              # the fuzz build in packaging/test.sh
    localedef                                  # test_badinput.cpp: a German locale
    rsvg-convert                               # packaging/render-icons.sh
    em++ node chromium)                        # the sheet: wasm build, parity and browser tests
  list(APPEND _deps_args --program ${program})
endforeach()
# The locale source test_badinput.cpp compiles with localedef (it skips that row without it).
list(APPEND _deps_args --file /usr/share/i18n/locales/de_DE)
# emscripten's optimizer loads acorn from Debian's node-acorn (NODE_PATH=/usr/share/nodejs).
list(APPEND _deps_args --file /usr/share/nodejs/acorn/package.json)
# Qt's own German strings the window loads (test_ui.cpp checks the standard buttons).
list(APPEND _deps_args --file /usr/share/qt6/translations/qtbase_de.qm)
list(APPEND _deps_args --program ${CMAKE_COMMAND} --program ${CMAKE_CPACK_COMMAND}
                       --program ${CMAKE_CTEST_COMMAND})
# Qt's code generators and translation tools, and the platform plugin the tests run on.
foreach(target Qt6::moc Qt6::rcc Qt6::uic Qt6::lrelease Qt6::lupdate
               Qt6::QOffscreenIntegrationPlugin)
  if(TARGET ${target})
    list(APPEND _deps_args --file $<TARGET_FILE:${target}>)
  endif()
endforeach()
# The sanitizer runtimes of the asan preset (GCC) and libFuzzer's (clang).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  foreach(lib libasan.so libubsan.so)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${lib}
                    OUTPUT_VARIABLE _path OUTPUT_STRIP_TRAILING_WHITESPACE)
    list(APPEND _deps_args --file ${_path})
  endforeach()
endif()
find_program(HEADROOM_CLANGXX clang++)
if(HEADROOM_CLANGXX)
  execute_process(COMMAND ${HEADROOM_CLANGXX} -print-runtime-dir
                  OUTPUT_VARIABLE _dir OUTPUT_STRIP_TRAILING_WHITESPACE)
  list(APPEND _deps_args --file ${_dir}/libclang_rt.fuzzer-${CMAKE_SYSTEM_PROCESSOR}.a)
endif()
# The font the quote PDF and the window are drawn with (fontconfig's default sans-serif).
find_program(HEADROOM_FC_MATCH fc-match)
if(HEADROOM_FC_MATCH)
  execute_process(COMMAND ${HEADROOM_FC_MATCH} -f "%{file}" sans-serif
                  OUTPUT_VARIABLE _font OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(_font)
    list(APPEND _deps_args --file ${_font})
  endif()
endif()

add_test(NAME deps_closure
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/deps_closure.sh
            --deps ${PROJECT_SOURCE_DIR}/packaging/deps.sh
            --cache ${CMAKE_BINARY_DIR}/CMakeCache.txt ${_deps_args})
set_tests_properties(deps_closure PROPERTIES TIMEOUT 120 LABELS package)
