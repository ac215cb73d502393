# Checks that headroom_core builds with no Qt in reach (issue 2: core/ never depends on Qt), and
# that no file of core/ names a Qt header or target.
#
# Where the native build also builds the sheet's WebAssembly module (app/sheet/wasmbuild.cmake),
# that build IS a Qt-free build of the core: it is configured with emscripten's toolchain, whose
# sysroot has no Qt, the top-level CMakeLists.txt returns before find_package(Qt6), and the
# ExternalProject passes -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON as well. The test then (re)builds the
# core there (a no-op when the sheet is current) instead of compiling the core a third time:
# every build variant costs CI minutes on two cores. Without em++ (-DWASM empty) it configures
# and builds the core alone in BINARY with every Qt package hidden from find_package.
#   cmake -DSOURCE=<source> -DBINARY=<dir> [-DWASM=<build>/wasm] -P core_without_qt.cmake
if(WASM AND EXISTS ${WASM}/CMakeCache.txt)
  file(STRINGS ${WASM}/CMakeCache.txt toolchain REGEX "^CMAKE_TOOLCHAIN_FILE:")
  file(STRINGS ${WASM}/CMakeCache.txt noqt REGEX "^CMAKE_DISABLE_FIND_PACKAGE_Qt6:[A-Z]+=ON$")
  if(NOT toolchain MATCHES "Emscripten.cmake" OR NOT noqt)
    message(FATAL_ERROR "${WASM} is not an emscripten build with Qt disabled: ${toolchain} ${noqt}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs
                          ${CMAKE_COMMAND} --build ${WASM} --target headroom_core
                  RESULT_VARIABLE built)
  set(where "the WebAssembly build ${WASM}")
else()
  execute_process(
      COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${BINARY} -G Ninja -DHEADROOM_BUILD_UI=OFF
              -DHEADROOM_BUILD_TESTS=OFF -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON
      RESULT_VARIABLE configured)
  if(NOT configured EQUAL 0)
      message(FATAL_ERROR "configuring the core without Qt failed")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY} --target headroom_core
                  RESULT_VARIABLE built)
  set(where "${BINARY}")
endif()
if(NOT built EQUAL 0)
    message(FATAL_ERROR "building the core without Qt failed (${where})")
endif()
file(GLOB_RECURSE core_files ${SOURCE}/core/*)
foreach(f IN LISTS core_files)
    file(STRINGS ${f} qt_lines REGEX "#include *<Q[A-Za-z]|Qt6::")
    if(qt_lines)
        message(FATAL_ERROR "${f} reaches for Qt: ${qt_lines}")
    endif()
endforeach()
message(STATUS "headroom_core builds without Qt (${where})")
