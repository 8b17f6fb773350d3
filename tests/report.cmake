# Game reports (src/report): the grading of moves on made-up and solved positions, and
# score4-match --report on recorded games against score4-match --audit.
s4_add_suite(report_grade SOURCES ${CMAKE_SOURCE_DIR}/tests/report_grade.c
             LIBS s4report s4core TIMEOUT 600)
s4_add_suite(report_match SOURCES ${CMAKE_SOURCE_DIR}/tests/report_match.c
             ${CMAKE_SOURCE_DIR}/tests/program_run.c LIBS s4core TIMEOUT 900)
add_dependencies(test_report_match score4-match score4-engine)

# The puzzles of assets/puzzles (core/puzzle.h), checked with the exact solvers on a sample.
s4_add_suite(puzzle_file SOURCES ${CMAKE_SOURCE_DIR}/tests/puzzle_file.c
             LIBS s4solver s4core TIMEOUT 900)
