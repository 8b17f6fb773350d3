# The exact solver of the Connect family: board, known results, benchmark samples, --solve.
s4_add_suite(solver_board SOURCES solver_board.c LIBS s4solver TIMEOUT 300)
s4_add_suite(solver_known SOURCES solver_known.c LIBS s4solver TIMEOUT 600)
s4_add_suite(solver_sets SOURCES solver_sets.c LIBS s4solver TIMEOUT 900)
s4_add_suite(solver_e2e SOURCES solver_e2e.c program_run.c LIBS s4solver s4client TIMEOUT 600)
# Helper threads: the pool alone, and the solver with several threads against one.
s4_add_suite(solver_pool SOURCES solver_pool.c LIBS s4solver TIMEOUT 300)
s4_add_suite(solver_threads SOURCES solver_threads.c LIBS s4solver TIMEOUT 900)
