# Tests of the Debian package, run by ctest as `cmake -DMODE=... -P test_package.cmake`.
#
#   MODE=build         cpack -G DEB into WORK_DIR (not the build folder's own package dir),
#                      then checks the file name, Depends and the file list (the user guides
#                      under usr/share/doc/headroom, as in resources/guide/), and unpacks the
#                      package into WORK_DIR/root (the fixture the other modes use).
#   MODE=desktop       desktop-file-validate on the unpacked .desktop file.
#   MODE=metainfo      appstreamcli validate --no-net on the unpacked metainfo.
#   MODE=run           the unpacked binary: --version, --help, and `evaluate` on the default
#                      scenario with no --catalog and no HEADROOM_CATALOG: it must read the
#                      unpacked catalog (a changed GPU in it shows in the result), not the
#                      source tree's.
#   MODE=user_catalog  a user catalog in a temporary XDG_CONFIG_HOME replaces a GPU (with a
#                      price) and adds a GPU and a server; the unpacked binary uses both.
#
# Variables: MODE, WORK_DIR, VERSION, SOURCE_DIR; for build: CPACK_COMMAND, CPACK_CONFIG.
# A missing tool prints HEADROOM_TEST_SKIPPED (ctest's SKIP_REGULAR_EXPRESSION).

cmake_minimum_required(VERSION 3.25)

set(app_id "io.headroom.Headroom")
set(root "${WORK_DIR}/root")
set(deb_glob "${WORK_DIR}/headroom_${VERSION}_*.deb")

function(fail)
  string(JOIN "" text ${ARGN})
  message(FATAL_ERROR "test_package (${MODE}): ${text}")
endfunction()

function(need_tool var name)
  find_program(${var} ${name})
  if(NOT ${var})
    message("HEADROOM_TEST_SKIPPED: ${name} not found (packaging/deps.sh installs it)")
    set(skipped TRUE PARENT_SCOPE)
  endif()
endfunction()

# Unpacks the package built by MODE=build into a fresh folder of this test's own.
function(unpack_into dir)
  file(GLOB debs "${deb_glob}")
  list(LENGTH debs n)
  if(NOT n EQUAL 1)
    fail("expected one package ${deb_glob}, found ${n}: ${debs}")
  endif()
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}")
  execute_process(COMMAND dpkg-deb -x "${debs}" "${dir}" RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    fail("dpkg-deb -x failed: ${err}")
  endif()
endfunction()

# Runs the unpacked binary with HEADROOM_CATALOG unset and the given XDG_CONFIG_HOME.
# Sets <prefix>_rc, <prefix>_out, <prefix>_err in the caller.
function(run_headroom prefix bin xdg)
  file(MAKE_DIRECTORY "${xdg}")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env --unset=HEADROOM_CATALOG
            "XDG_CONFIG_HOME=${xdg}" "HOME=${WORK_DIR}/home-${MODE}" QT_QPA_PLATFORM=offscreen
            "${bin}" ${ARGN}
    WORKING_DIRECTORY "${WORK_DIR}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
  set(${prefix}_rc "${rc}" PARENT_SCOPE)
  set(${prefix}_out "${out}" PARENT_SCOPE)
  set(${prefix}_err "${err}" PARENT_SCOPE)
endfunction()

# The card's listed memory (per_gpu_gb.listed, the catalog's memory_gb): the marker the tests
# write into a catalog copy. per_gpu_gb.capacity is the usable bytes since issue 37, which a
# catalog GPU with memory_bytes/usable_bytes keeps whatever its memory_gb says.
function(capacity_of var json)
  string(JSON value ERROR_VARIABLE jerr GET "${json}" per_gpu_gb listed)
  if(jerr)
    fail("no per_gpu_gb.listed in the result (${jerr}):\n${json}")
  endif()
  set(${var} "${value}" PARENT_SCOPE)
endfunction()

# ---------------------------------------------------------------------------------------------
if(MODE STREQUAL "build")
  need_tool(dpkg_deb dpkg-deb)
  need_tool(dpkg_shlibdeps dpkg-shlibdeps)
  if(skipped)
    return()
  endif()
  file(REMOVE_RECURSE "${WORK_DIR}")
  file(MAKE_DIRECTORY "${WORK_DIR}")
  execute_process(COMMAND "${CPACK_COMMAND}" -G DEB --config "${CPACK_CONFIG}" -B "${WORK_DIR}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    fail("cpack failed (${rc}):\n${out}\n${err}")
  endif()
  execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE arch OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(deb "${WORK_DIR}/headroom_${VERSION}_${arch}.deb")
  if(NOT EXISTS "${deb}")
    file(GLOB made "${WORK_DIR}/*.deb")
    fail("expected ${deb}, cpack made: ${made}")
  endif()

  execute_process(COMMAND dpkg-deb -f "${deb}" Package Version Architecture Depends Maintainer Description
                  OUTPUT_VARIABLE control RESULT_VARIABLE rc)
  message("${control}")
  foreach(expected "Package: headroom" "Version: ${VERSION}" "Architecture: ${arch}" "Maintainer: "
                   "Description: ")
    string(FIND "${control}" "${expected}" at)
    if(at EQUAL -1)
      fail("control field '${expected}' missing:\n${control}")
    endif()
  endforeach()
  string(REGEX MATCH "Depends: [^\n]*" depends "${control}")
  foreach(dep libc6 libstdc\\+\\+6 libyaml-cpp0\\.7 libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6
              libqt6printsupport6 libqt6svg6 qt6-qpa-plugins)
    if(NOT depends MATCHES "(^Depends: |, )${dep}( |,|$)")
      fail("Depends lacks ${dep}: ${depends}")
    endif()
  endforeach()

  execute_process(COMMAND dpkg-deb -c "${deb}" OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
  set(expected_files
      usr/bin/headroom
      usr/share/headroom/catalog/gpus.json
      usr/share/headroom/catalog/servers.json
      usr/share/headroom/catalog/vendor.json
      usr/share/headroom/catalog/assumptions.json
      usr/share/headroom/catalog/networks.json
      usr/share/headroom/catalog/models/qwen3.8-27b.json
      usr/share/applications/${app_id}.desktop
      usr/share/metainfo/${app_id}.metainfo.xml
      usr/share/mime/packages/${app_id}.xml
      usr/share/icons/hicolor/scalable/apps/${app_id}.svg
      usr/share/doc/headroom/user-guide.md
      usr/share/doc/headroom/benutzerhandbuch.md)
  foreach(size 16 32 48 64 128 256)
    list(APPEND expected_files usr/share/icons/hicolor/${size}x${size}/apps/${app_id}.png)
  endforeach()
  foreach(f IN LISTS expected_files)
    string(FIND "${listing}" " ./${f}\n" at)
    if(at EQUAL -1)
      fail("${f} is not in the package:\n${listing}")
    endif()
  endforeach()
  if(NOT listing MATCHES "-rwxr-xr-x root/root [^\n]* \\./usr/bin/headroom\n")
    fail("usr/bin/headroom is not an executable owned by root:\n${listing}")
  endif()
  if(listing MATCHES " \\./usr/local/| \\./home/| \\./tmp/")
    fail("files outside /usr in the package:\n${listing}")
  endif()

  unpack_into("${root}")
  # The user guide (issue 35): the installed guides are the source tree's, word for word.
  foreach(guide user-guide.md benutzerhandbuch.md)
    file(READ "${root}/usr/share/doc/headroom/${guide}" installed_guide)
    file(READ "${SOURCE_DIR}/resources/guide/${guide}" source_guide)
    if(NOT installed_guide STREQUAL source_guide)
      fail("usr/share/doc/headroom/${guide} differs from resources/guide/${guide}")
    endif()
  endforeach()
  message("built and unpacked ${deb}")

# ---------------------------------------------------------------------------------------------
elseif(MODE STREQUAL "desktop")
  need_tool(validate desktop-file-validate)
  if(skipped)
    return()
  endif()
  execute_process(COMMAND "${validate}" "${root}/usr/share/applications/${app_id}.desktop"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  # desktop-file-validate exits 0 with hints; only errors fail it, and warnings we reject too.
  if(NOT rc EQUAL 0 OR out MATCHES "error:|warning:" OR err MATCHES "error:|warning:")
    fail("desktop-file-validate: ${out}${err}")
  endif()
  file(READ "${root}/usr/share/applications/${app_id}.desktop" desktop)
  foreach(line "Exec=headroom %f" "Icon=${app_id}" "MimeType=application/x-headroom-scenario;")
    string(FIND "${desktop}" "${line}\n" at)
    if(at EQUAL -1)
      fail("desktop file lacks '${line}'")
    endif()
  endforeach()

# ---------------------------------------------------------------------------------------------
elseif(MODE STREQUAL "metainfo")
  need_tool(appstreamcli appstreamcli)
  if(skipped)
    return()
  endif()
  execute_process(COMMAND "${appstreamcli}" validate --no-net "${root}/usr/share/metainfo/${app_id}.metainfo.xml"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${out}${err}")
  if(NOT rc EQUAL 0)
    fail("appstreamcli validate --no-net failed")
  endif()
  file(READ "${root}/usr/share/metainfo/${app_id}.metainfo.xml" metainfo)
  if(NOT metainfo MATCHES "<release version=\"${VERSION}\"")
    fail("metainfo has no release ${VERSION}")
  endif()

# ---------------------------------------------------------------------------------------------
elseif(MODE STREQUAL "run")
  set(dir "${WORK_DIR}/run")
  unpack_into("${dir}")
  set(bin "${dir}/usr/bin/headroom")
  set(installed "${dir}/usr/share/headroom/catalog")
  set(scenario "${SOURCE_DIR}/resources/scenarios/default.headroom.json")
  set(xdg "${WORK_DIR}/run-xdg") # empty: no user catalog
  file(REMOVE_RECURSE "${xdg}")

  run_headroom(v "${bin}" "${xdg}" --version)
  if(NOT v_rc EQUAL 0 OR NOT v_out STREQUAL "headroom ${VERSION}\n")
    fail("--version: rc ${v_rc}, '${v_out}' ${v_err}")
  endif()
  run_headroom(h "${bin}" "${xdg}" --help)
  if(NOT h_rc EQUAL 0 OR NOT h_out MATCHES "evaluate" OR NOT h_out MATCHES "--catalog")
    fail("--help: rc ${h_rc}, '${h_out}' ${h_err}")
  endif()

  # Marker: the unpacked catalog's h200-nvl gets 150 GB instead of 141.
  file(READ "${installed}/gpus.json" gpus)
  string(JSON n LENGTH "${gpus}" gpus)
  math(EXPR last "${n} - 1")
  set(found FALSE)
  foreach(i RANGE ${last})
    string(JSON id GET "${gpus}" gpus ${i} id)
    if(id STREQUAL "h200-nvl")
      string(JSON gpus SET "${gpus}" gpus ${i} memory_gb 150)
      set(found TRUE)
    endif()
  endforeach()
  if(NOT found)
    fail("no h200-nvl in ${installed}/gpus.json")
  endif()
  file(WRITE "${installed}/gpus.json" "${gpus}")

  run_headroom(plain "${bin}" "${xdg}" evaluate "${scenario}" --json)
  if(NOT plain_rc EQUAL 0)
    fail("evaluate without --catalog: rc ${plain_rc}: ${plain_err}")
  endif()
  capacity_of(cap_plain "${plain_out}")
  run_headroom(src "${bin}" "${xdg}" evaluate "${scenario}" --json --catalog "${SOURCE_DIR}/catalog")
  if(NOT src_rc EQUAL 0)
    fail("evaluate --catalog <source>: rc ${src_rc}: ${src_err}")
  endif()
  capacity_of(cap_src "${src_out}")
  if(NOT cap_plain EQUAL 150 OR cap_src EQUAL 150)
    fail("the unpacked binary did not use the unpacked catalog: capacity ${cap_plain} GB "
         "(unpacked catalog says 150), source catalog gives ${cap_src} GB")
  endif()
  # And the human-readable form works too.
  run_headroom(text "${bin}" "${xdg}" evaluate "${SOURCE_DIR}/resources/scenarios/default.headroom.json")
  if(NOT text_rc EQUAL 0 OR text_out STREQUAL "")
    fail("evaluate (text): rc ${text_rc}: ${text_err}")
  endif()
  message("unpacked binary read its own catalog: capacity ${cap_plain} GB (source: ${cap_src} GB)")

# ---------------------------------------------------------------------------------------------
elseif(MODE STREQUAL "user_catalog")
  set(dir "${WORK_DIR}/user")
  unpack_into("${dir}")
  set(bin "${dir}/usr/bin/headroom")
  set(installed "${dir}/usr/share/headroom/catalog")
  set(xdg "${WORK_DIR}/user-xdg")
  file(REMOVE_RECURSE "${xdg}")
  set(user "${xdg}/headroom/catalog")

  # A scenario on a server that only the user catalog has.
  set(new_scenario "${WORK_DIR}/user-new-server.headroom.json")
  file(WRITE "${new_scenario}" [=[
{"model": "qwen3.8-27b", "method": "lora", "server": "2x-test-gpu", "sequence_length": 4096}
]=])
  run_headroom(before "${bin}" "${xdg}" evaluate "${new_scenario}" --json)
  if(before_rc EQUAL 0)
    fail("2x-test-gpu is known before the user catalog exists")
  endif()

  # gpus.json: h200-nvl replaced (same id: the whole entry, here with 160 GB and a price),
  # test-gpu added. servers.json: 2x-test-gpu added. No other files: they are optional.
  file(READ "${installed}/gpus.json" gpus)
  string(JSON n LENGTH "${gpus}" gpus)
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(JSON id GET "${gpus}" gpus ${i} id)
    if(id STREQUAL "h200-nvl")
      string(JSON h200 GET "${gpus}" gpus ${i})
    endif()
  endforeach()
  if(NOT h200)
    fail("no h200-nvl in ${installed}/gpus.json")
  endif()
  string(JSON h200 SET "${h200}" memory_gb 160)
  string(JSON h200 SET "${h200}" price 31000)
  file(MAKE_DIRECTORY "${user}")
  file(WRITE "${user}/gpus.json" "{\"gpus\": [${h200},
  {\"id\": \"test-gpu\", \"name\": \"Test GPU 64GB\", \"memory_gb\": 64, \"bf16_tflops\": 400,
   \"link\": \"pcie\", \"pcie_gbs\": 64, \"tdp_w\": 300, \"price\": 9000}]}\n")
  file(WRITE "${user}/servers.json" [=[
{"servers": [
  {"id": "2x-test-gpu", "name": "2× Test GPU server", "gpu": "test-gpu", "gpu_count": 2,
   "cpu": "AMD EPYC 9355", "cpu_sockets": 1, "cpu_tdp_w": 280, "host_ram_gb": 512, "price": 12000}
]}
]=])

  run_headroom(over "${bin}" "${xdg}" evaluate "${SOURCE_DIR}/resources/scenarios/default.headroom.json" --json)
  if(NOT over_rc EQUAL 0)
    fail("evaluate with the user catalog: rc ${over_rc}: ${over_err}")
  endif()
  capacity_of(cap "${over_out}")
  if(NOT cap EQUAL 160)
    fail("the user catalog's h200-nvl (160 GB) was not used: capacity ${cap} GB")
  endif()

  run_headroom(added "${bin}" "${xdg}" evaluate "${new_scenario}" --json)
  if(NOT added_rc EQUAL 0)
    fail("evaluate on the user catalog's server: rc ${added_rc}: ${added_err}")
  endif()
  capacity_of(cap_new "${added_out}")
  string(JSON gpu ERROR_VARIABLE jerr GET "${added_out}" gpu)
  if(NOT cap_new EQUAL 64 OR NOT gpu STREQUAL "test-gpu")
    fail("the user catalog's test-gpu was not used: gpu '${gpu}', capacity ${cap_new} GB")
  endif()

  # A broken user file is reported, naming the file.
  file(WRITE "${user}/servers.json" "{\"servers\": [{\"id\": \"x\"}]}\n")
  run_headroom(bad "${bin}" "${xdg}" evaluate "${new_scenario}" --json)
  if(NOT bad_rc EQUAL 1 OR NOT bad_err MATCHES "servers.json")
    fail("a broken user servers.json: rc ${bad_rc}, stderr '${bad_err}'")
  endif()
  message("user catalog: h200-nvl replaced (${cap} GB), test-gpu and 2x-test-gpu added")

else()
  fail("unknown MODE '${MODE}'")
endif()
