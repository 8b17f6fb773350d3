# The engine's search, analyse and bench, and the match runner, driven through their binaries.
add_executable(match_stub_engine ${CMAKE_SOURCE_DIR}/tests/match_stub_engine.c)
target_link_libraries(match_stub_engine PRIVATE s4core)
set_target_properties(match_stub_engine PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_RUNTIME_OUTPUT_DIRECTORY})
