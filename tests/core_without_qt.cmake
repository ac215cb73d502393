# Configures and builds headroom_core alone, with every Qt package hidden from find_package.
execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${BINARY} -G Ninja -DHEADROOM_BUILD_UI=OFF
            -DHEADROOM_BUILD_TESTS=OFF -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON
    RESULT_VARIABLE configured)
if(NOT configured EQUAL 0)
    message(FATAL_ERROR "configuring the core without Qt failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY} --target headroom_core
                RESULT_VARIABLE built)
if(NOT built EQUAL 0)
    message(FATAL_ERROR "building the core without Qt failed")
endif()
file(GLOB_RECURSE core_files ${SOURCE}/core/*)
foreach(f IN LISTS core_files)
    file(STRINGS ${f} qt_lines REGEX "#include *<Q[A-Za-z]|Qt6::")
    if(qt_lines)
        message(FATAL_ERROR "${f} reaches for Qt: ${qt_lines}")
    endif()
endforeach()
message(STATUS "headroom_core builds without Qt")
