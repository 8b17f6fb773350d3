/* solver_move.h: a proved move for the engine's turn in a Connect game, when one comes quickly. */
#ifndef S4_SOLVER_SOLVER_MOVE_H
#define S4_SOLVER_SOLVER_MOVE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/board.h"
#include "solver.h"

typedef struct S4SolverMove {
    int peg;            /* a best peg (= column) */
    int score;          /* exact, in the convention of solver.h */
    int end_beads;      /* beads on the board when the winning bead is in; 0 for a draw */
    uint64_t nodes;     /* positions visited */
} S4SolverMove;

/* Solves board with `side` to move within time_limit_ms and node_limit positions (each when
 * > 0; at least one of them) and fills *move. False, with *move untouched in meaning, when the
 * time or the nodes ran out, when the board is not the solver's
 * shape, when it already holds a line or is full, or when its bead counts could not have
 * arisen by alternate play with `side` to move (the score convention needs them). */
bool s4_solver_try_move(S4Solver *solver, const S4Board *board, S4Colour side,
                        double time_limit_ms, uint64_t node_limit, S4SolverMove *move);

#endif
