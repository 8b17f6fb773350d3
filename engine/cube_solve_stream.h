/* cube_solve_stream.h: `score4-engine --solve` for Score Four: move records in, values out
 * (the input and output formats are described in solver/cube_stream.h). */
#ifndef S4_ENGINE_CUBE_SOLVE_STREAM_H
#define S4_ENGINE_CUBE_SOLVE_STREAM_H

#include <stdio.h>

#include "cube_stream.h"

/* Solves every line of in, writing answers to out and complaints to err. Returns 0 when
 * every line was good, 1 when some were bad, 2 when out failed. */
int s4_cube_solve_stream(S4CubeSolver *solver, const S4CubeSolveOptions *options, FILE *in,
                         FILE *out, FILE *err);

/* The whole mode on stdin/stdout/stderr; 2 when the solver cannot be made. */
int s4_cube_solve_main(const S4CubeSolveOptions *options);

#endif
