# Suites of the rules core, the protocol grammar and the engine driven as a process.
s4_add_suite(core_geometry SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_geometry.c LIBS s4core)
s4_add_suite(core_board SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_board.c LIBS s4core)
s4_add_suite(core_game SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_game.c LIBS s4core)
s4_add_suite(core_notation SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_notation.c LIBS s4core)
s4_add_suite(core_ascii SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_ascii.c LIBS s4core)
s4_add_suite(core_protocol SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_protocol.c LIBS s4core)
s4_add_suite(core_perft SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_perft.c LIBS s4core)
s4_add_suite(e2e_engine_protocol SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/e2e_engine_protocol.c
             LIBS s4core s4client TIMEOUT 900)
add_dependencies(test_e2e_engine_protocol score4-engine)
s4_add_suite(core_line_name SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_line_name.c LIBS s4core)
