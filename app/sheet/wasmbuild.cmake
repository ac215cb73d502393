# The interactive sheet's WebAssembly module, built with the native build when Debian's
# emscripten is installed: an ExternalProject configures this source tree with emscripten's
# toolchain into build/wasm (core/ and app/sheet/ only) and builds headroom-core.js, which the
# headroom executable embeds (ui/) and the parity tests run under Node (tests/). Without em++
# (or without Chart.js from libjs-chart.js) the native build goes on without the sheet, and
# `headroom sheet` says so. -DHEADROOM_EMXX=OFF leaves the module out (the asan preset does:
# em++ output is not instrumented, and a second em++ build of the core costs CI minutes).
# Qt is disabled in that build: tests/core_without_qt.cmake uses it as the Qt-free core build.
find_program(HEADROOM_EMXX em++)
find_file(HEADROOM_CHARTJS chart.min.js PATHS /usr/share/javascript/chart.js NO_DEFAULT_PATH)
set(HEADROOM_SHEET_MODULE "")
if(HEADROOM_EMXX)
  include(ExternalProject)
  # Debian installs em++ as a link to /usr/share/emscripten/em++, beside its CMake toolchain.
  file(REAL_PATH "${HEADROOM_EMXX}" emxx)
  get_filename_component(emscripten_root "${emxx}" DIRECTORY)
  set(toolchain "${emscripten_root}/cmake/Modules/Platform/Emscripten.cmake")
  set(wasm_dir "${CMAKE_BINARY_DIR}/wasm")
  set(HEADROOM_SHEET_MODULE "${wasm_dir}/app/sheet/headroom-core.js")
  # emscripten's optimizer loads acorn, which Debian's node-acorn puts in /usr/share/nodejs.
  set(with_node_path ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
  ExternalProject_Add(headroom_wasm
      SOURCE_DIR "${PROJECT_SOURCE_DIR}"
      BINARY_DIR "${wasm_dir}"
      CONFIGURE_COMMAND ${with_node_path} ${CMAKE_COMMAND} -S <SOURCE_DIR> -B <BINARY_DIR>
          -G Ninja -DCMAKE_TOOLCHAIN_FILE=${toolchain} -DCMAKE_BUILD_TYPE=Release
          -DHEADROOM_WERROR=${HEADROOM_WERROR} -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON
      BUILD_COMMAND ${with_node_path} ${CMAKE_COMMAND} --build <BINARY_DIR>
      INSTALL_COMMAND ""
      BUILD_ALWAYS ON
      BUILD_BYPRODUCTS "${HEADROOM_SHEET_MODULE}"
      USES_TERMINAL_BUILD ON)
endif()
