# The engine's search, analyse and bench, and the match runner, driven through their binaries.
add_executable(match_stub_engine ${CMAKE_SOURCE_DIR}/tests/match_stub_engine.c)
target_link_libraries(match_stub_engine PRIVATE s4core)
set_target_properties(match_stub_engine PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_RUNTIME_OUTPUT_DIRECTORY})

s4_add_suite(engine_exact SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_exact.c
             LIBS s4core s4client TIMEOUT 1200)
add_dependencies(test_engine_exact score4-engine)

s4_add_suite(engine_bench SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_bench.c
             LIBS s4core s4client TIMEOUT 900)
add_dependencies(test_engine_bench score4-engine)

s4_add_suite(match_runner SOURCES ${CMAKE_SOURCE_DIR}/tests/match_runner.c
             LIBS s4core s4match m TIMEOUT 900)
add_dependencies(test_match_runner score4-match score4-engine match_stub_engine)

# The game clock's allocator, as a unit, against a fake clock.
s4_add_suite(engine_time_alloc SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_time_alloc.c
             LIBS s4engine)

# The solver's share of a move (before and after the search), as a unit, against budgets and
# a fake clock.
s4_add_suite(engine_solver_plan SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_solver_plan.c
             LIBS s4engine)

# Levels and the clock extensions through the protocol.
s4_add_suite(engine_levels SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_levels.c
             LIBS s4core s4client TIMEOUT 900)
add_dependencies(test_engine_levels score4-engine)

# The engine's seed (seed N;, --seed): replayed games, other games, refused seeds, and
# Beginner's overlooked threats against the tests' players.
s4_add_suite(engine_seed SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_seed.c
             LIBS s4core s4client TIMEOUT 900)
add_dependencies(test_engine_seed score4-engine match_stub_engine)

# score4-match's SPRT and opening sets.
s4_add_suite(match_sprt SOURCES ${CMAKE_SOURCE_DIR}/tests/match_sprt.c
             LIBS s4core s4match m TIMEOUT 900)
add_dependencies(test_match_sprt score4-match score4-engine match_stub_engine)

# The opening book's reader, probe and use by the engine.
s4_add_suite(engine_book SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_book.c
             ${CMAKE_SOURCE_DIR}/tests/program_run.c LIBS s4engine)
add_dependencies(test_engine_book score4-engine)

# The learned evaluation's data and fit commands.
s4_add_suite(engine_learn SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_learn.c
             LIBS s4core TIMEOUT 600)
add_dependencies(test_engine_learn score4-engine)

# The learned evaluation's features, as a unit, against plain counts over the lines.
s4_add_suite(engine_eval_features SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_eval_features.c
             ${CMAKE_SOURCE_DIR}/tests/random_games.c LIBS s4engine s4core)

# The exact solver in Score Four play, through the engine's binary.
s4_add_suite(engine_cube_play SOURCES ${CMAKE_SOURCE_DIR}/tests/engine_cube_play.c
             ${CMAKE_SOURCE_DIR}/tests/program_run.c LIBS s4core TIMEOUT 600)
add_dependencies(test_engine_cube_play score4-engine)

# score4-match --audit: the blunders of crafted records, through the binary.
s4_add_suite(match_audit SOURCES ${CMAKE_SOURCE_DIR}/tests/match_audit.c
             ${CMAKE_SOURCE_DIR}/tests/program_run.c LIBS s4core TIMEOUT 600)
add_dependencies(test_match_audit score4-match)
