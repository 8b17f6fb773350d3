# The Score Four solver: brute force on small positions, the consistency rule and the engine's
# own proof on larger ones, and `score4-engine --solve` through pipes.
# The table: its three bands of empty cells and their memory.
s4_add_suite(cube_table SOURCES cube_table.c LIBS s4solver)
# The immediate facts and the moves every search orders (cube_moves.h), on hand-made positions.
s4_add_suite(cube_moves SOURCES cube_moves.c LIBS s4solver)
# Fastest-first in the move order (cube_fastest.h): the count, its place in the key, its nodes.
s4_add_suite(cube_fastest SOURCES cube_fastest.c LIBS s4solver)
s4_add_suite(cube_solver_brute SOURCES cube_solver_brute.c cube_brute.c LIBS s4solver TIMEOUT 600)
# Values, not memory: it runs for minutes and would take far longer under the sanitizers.
s4_add_suite(cube_solver_consistency SOURCES cube_solver_consistency.c LIBS s4solver s4engine
             TIMEOUT 900 LABELS no-sanitizer)
s4_add_suite(cube_split SOURCES cube_split.c LIBS s4solver TIMEOUT 600)
# The move order from the learned evaluation (cube_order.h) against an independent computation.
s4_add_suite(cube_order SOURCES cube_order.c cube_order_reference.c random_games.c
             LIBS s4solver s4engine)
# The solver's check of the playing engine's move (cube_move.h) against the children's values.
s4_add_suite(cube_move SOURCES cube_move.c LIBS s4solver TIMEOUT 600)
s4_add_suite(cube_solver_e2e SOURCES cube_solver_e2e.c program_run.c LIBS s4solver TIMEOUT 600)
# score4-solve-bench end to end: the sets from their seeds, its answers, its errors.
s4_add_suite(cube_solve_bench_cli SOURCES cube_solve_bench_cli.c program_run.c LIBS s4solver
             TIMEOUT 600)
# Proof-number search (cube_pns.h): brute force, the alpha-beta's answers, --pns end to end.
s4_add_suite(cube_pns SOURCES cube_pns.c cube_brute.c program_run.c LIBS s4solver TIMEOUT 900)
# score4-solve-mpi under `mpirun -np 3`: the same values, and a killed worker's leaves solved
# again. Only when MPI was found (make deps installs it); not under the sanitizers, whose
# reports on the MPI runtime's own allocations are not ours.
if(TARGET score4-solve-mpi)
  add_test(NAME cube_mpi COMMAND sh ${CMAKE_SOURCE_DIR}/tests/cube_mpi.sh
           ${CMAKE_RUNTIME_OUTPUT_DIRECTORY} ${CMAKE_SOURCE_DIR}/bench/solver_data/score4/beads28.txt)
  set_tests_properties(cube_mpi PROPERTIES TIMEOUT 1200 LABELS no-sanitizer)
endif()
# The move order from a shallow search (cube_shallow.h): its evaluation, its outcomes, the
# solver's values with it.
s4_add_suite(cube_shallow SOURCES cube_shallow.c cube_brute.c cube_order_reference.c
             random_games.c LIBS s4solver s4engine TIMEOUT 600)
# score4-solve-mpi --certificate under `mpirun -np 3` on a 20-bead win, score4-check-proof's
# acceptance, and its refusal of each kind of corruption (needs MPI, as cube_mpi does).
if(TARGET score4-solve-mpi)
  add_test(NAME cube_certificate COMMAND sh ${CMAKE_SOURCE_DIR}/tests/cube_certificate.sh
           ${CMAKE_RUNTIME_OUTPUT_DIRECTORY} ${CMAKE_SOURCE_DIR}/bench/solver_data/score4/beads20.txt)
  set_tests_properties(cube_certificate PROPERTIES TIMEOUT 900 LABELS no-sanitizer)
endif()
# A proof campaign end to end (bench/campaign.py): work units by score4-skeleton, each run by
# score4-solve-mpi under mpirun, their certificates joined and accepted; resumed after a loss.
if(TARGET score4-solve-mpi)
  add_test(NAME cube_campaign COMMAND sh ${CMAKE_SOURCE_DIR}/tests/cube_campaign.sh
           ${CMAKE_RUNTIME_OUTPUT_DIRECTORY} ${CMAKE_SOURCE_DIR}/bench/solver_data/score4/beads20.txt
           ${CMAKE_SOURCE_DIR})
  set_tests_properties(cube_campaign PROPERTIES TIMEOUT 1800 LABELS no-sanitizer)
endif()
# score4-skeleton's estimate of a frontier (docs/solving.md, "The proof skeleton"): the probes'
# chances summed forwards against the backward sums of their Horvitz-Thompson weights, and
# the probes' mean against the exact count at 8 beads, uniform and biased toward Black's
# strong replies; fixed seeds and node budgets. Minutes of processor time: the slow tier, and
# values, not memory: not under the sanitizers.
add_test(NAME cube_skeleton_estimate COMMAND sh ${CMAKE_SOURCE_DIR}/tests/cube_skeleton_estimate.sh
         ${CMAKE_RUNTIME_OUTPUT_DIRECTORY})
set_tests_properties(cube_skeleton_estimate PROPERTIES TIMEOUT 1800 LABELS "slow;no-sanitizer")
