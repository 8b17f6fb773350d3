# Robustness: the bounded line reader and the atomic writer, and every program's files tried
# as missing, empty, truncated, corrupt, huge, a directory, a FIFO, /dev/zero, on a full disk
# and a read-only one (docs/robustness.md is the table these tests back).
s4_add_suite(core_file_reader SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_file_reader.c LIBS s4core)
s4_add_suite(core_atomic_file SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_atomic_file.c LIBS s4core)
s4_add_suite(robust_files SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/robust_files.c
             ${CMAKE_CURRENT_SOURCE_DIR}/program_run.c LIBS s4core TIMEOUT 300)
add_dependencies(test_robust_files score4-engine score4-match match_stub_engine)
if(TARGET score4)
  s4_add_suite(gui_robust SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/gui_robust.c ${CMAKE_CURRENT_SOURCE_DIR}/gui_run.c
               LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_robust score4)
endif()
# score4-solve-mpi failing cleanly (not under the sanitizers: see cube_mpi in cube_solver.cmake).
if(TARGET score4-solve-mpi)
  add_test(NAME cube_mpi_robust COMMAND sh ${CMAKE_SOURCE_DIR}/tests/cube_mpi_robust.sh
           ${CMAKE_RUNTIME_OUTPUT_DIRECTORY} ${CMAKE_SOURCE_DIR}/bench/solver_data/score4/beads28.txt)
  set_tests_properties(cube_mpi_robust PROPERTIES TIMEOUT 1200 LABELS no-sanitizer)
endif()
