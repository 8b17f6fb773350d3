/* solve_stream.h: `score4-engine --solve`: positions in, exact scores out, one a line. */
#ifndef S4_SOLVER_SOLVE_STREAM_H
#define S4_SOLVER_SOLVE_STREAM_H

#include <stdio.h>

#include "solver.h"

/*
 * Input, one position a line: the columns played from the empty board, first player
 * first, as digits 1..W ("4453"), optionally followed by blanks and one whole number
 * (the benchmark files' expected score, from -1000 to 1000), which is ignored; nothing else
 * may follow. "-" is the empty board; blank lines are skipped (engine/solve_line.h reads
 * a line). Output, one line per good position:
 *
 *     <digits> <score> <nodes> <microseconds> <cpu microseconds>
 *
 * with the score convention of solver.h; nodes are every thread's (see S4SolveResult);
 * the times are the solve's wall time and the processor time of the calling thread alone
 * (helper threads, when there are any, run on other processors). A bad line (a character that is no column, a move
 * into a full column, a move after which a line is already complete, more moves than cells)
 * gets "score4-engine: line N: <why>" on err and the run goes on.
 */

/* Solves every line of in with solver, writing answers to out and complaints to err.
 * Returns 0 when every line was good, 1 when some were bad, 2 when out failed. */
int s4_solve_stream(S4Solver *solver, FILE *in, FILE *out, FILE *err);

/* The whole `--solve` mode for a preset game: builds a solver with about hash_mb megabytes
 * of table and `threads` searching threads (see s4_solver_new_threads) and runs
 * s4_solve_stream on stdin/stdout/stderr. Returns the exit status: 2 also for a game that
 * is not flat, a thread count out of range, or memory or threads that are short. */
int s4_solve_main(const char *game, int hash_mb, int threads);

#endif
