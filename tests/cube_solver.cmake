# The Score Four solver: brute force on small positions, the consistency rule and the engine's
# own proof on larger ones, and `score4-engine --solve` through pipes.
s4_add_suite(cube_solver_brute SOURCES cube_solver_brute.c LIBS s4solver TIMEOUT 600)
s4_add_suite(cube_solver_consistency SOURCES cube_solver_consistency.c LIBS s4solver s4engine
             TIMEOUT 900)
s4_add_suite(cube_solver_e2e SOURCES cube_solver_e2e.c LIBS s4solver TIMEOUT 600)
