# Robustness (issue 9): a table of bad input files run in-process and through the headroom
# executable, and a grid over every slider of every catalog model and build.
add_executable(headroom_robustness_tests clirunner.cpp clirunner.h badfiles.cpp badfiles.h
    test_badinput.cpp test_badusage.cpp test_badsystem.cpp test_badcatalog.cpp test_grid.cpp
    test_cli.cpp test_quotebatch.cpp test_recipecli.cpp test_badoutput.cpp test_badparse.cpp
    test_badcli.cpp)
target_link_libraries(headroom_robustness_tests PRIVATE headroom_test_support headroom_catch_main
                      headroom_warnings)
target_compile_definitions(headroom_robustness_tests PRIVATE
    HEADROOM_TEST_DATA="${CMAKE_CURRENT_SOURCE_DIR}/data")
if(TARGET headroom)
  # The command-line half runs the real executable (exit codes, one line on stderr).
  target_compile_definitions(headroom_robustness_tests PRIVATE
      HEADROOM_EXE="$<TARGET_FILE:headroom>")
  add_dependencies(headroom_robustness_tests headroom)
endif()
catch_discover_tests(headroom_robustness_tests
    PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen"
    SKIP_REGULAR_EXPRESSION "${HEADROOM_WASM_SKIP}")
